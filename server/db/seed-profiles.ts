import { secondsPerDay } from '../core/format'
import { Random, seedStreams } from './random'
import { femaleFirstNames, femaleSurname, maleFirstNames, surnames } from './seed-names'
import { companyForms, companyRoots, companySuffixes, emailDomains, transliterate, utmSources } from './seed-words'

/** What a customer is before their history is played: who they are and who invited them. */
export interface Profile {
  uuid: string
  email: string
  firstName: string
  lastName: string
  phone: string | null
  company: string | null
  status: 'active' | 'blocked'
  registeredAt: number
  referralCode: string | null
  referralCodeCreatedAt: number | null
  referredBy: number | null
  referralBonusCents: number | null
  utmSource: string | null
  utmCampaign: string | null
}

export interface IncomingBonus {
  at: number
  cents: number
  invitedEmail: string
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function makeProfiles(
  seed: number,
  count: number,
  start: number,
  now: number,
): { profiles: Profile[]; incoming: IncomingBonus[][] } {
  const profiles: Profile[] = []
  const incoming: IncomingBonus[][] = Array.from({ length: count }, () => [])
  const emails = new Set<string>()
  const codes = new Set<string>()
  const codeHolders: number[] = []
  for (let index = 0; index < count; index += 1) {
    const random = Random.stream(seed, seedStreams.profile, index)
    const female = random.chance(0.5)
    const firstName = random.pick(female ? femaleFirstNames : maleFirstNames)
    const surname = random.pick(surnames)
    const lastName = female ? femaleSurname(surname) : surname
    const hasCompany = random.chance(0.45)
    const root = random.pick(companyRoots)
    const suffix = random.pick(companySuffixes)
    const form = random.pick(companyForms)
    const company = !hasCompany ? null : form === 'ИП' ? `ИП ${lastName} ${firstName.charAt(0)}.` : `${form} «${root} ${suffix}»`
    const uuid = random.uuid()
    const email = uniqueEmail(
      random,
      emails,
      firstName,
      lastName,
      hasCompany && form !== 'ИП' ? `${transliterate(root)}-${transliterate(suffix)}.ru` : null,
      index,
    )
    const phone = random.chance(0.88) ? `+79${String(random.int(0, 999_999_999)).padStart(9, '0')}` : null
    // Growing sign-ups: a steady third plus two thirds with a density rising over the two years.
    const share = random.chance(0.3) ? random.next() : Math.sqrt(random.next())
    const registeredAt = Math.min(now - 600, start + Math.floor((now - start) * share))
    const utm = random.chance(0.7) ? random.pick(utmSources) : null
    const profile: Profile = {
      uuid,
      email,
      firstName,
      lastName,
      phone,
      company,
      status: random.chance(0.03) ? 'blocked' : 'active',
      registeredAt,
      referralCode: null,
      referralCodeCreatedAt: null,
      referredBy: null,
      referralBonusCents: null,
      utmSource: utm?.source ?? null,
      utmCampaign: utm ? random.pick(utm.campaigns) : null,
    }
    if (random.chance(0.2)) {
      let code = ''
      do {
        code = `REF${Array.from({ length: 6 }, () => random.pick([...codeAlphabet])).join('')}`
      } while (codes.has(code))
      codes.add(code)
      profile.referralCode = code
      profile.referralCodeCreatedAt = Math.min(now - 60, registeredAt + Math.floor(random.exponential(20 * secondsPerDay)))
    }
    if (codeHolders.length > 0 && random.chance(0.12)) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const referrerIndex = random.pick(codeHolders)
        const referrer = profiles[referrerIndex]
        if (referrer?.referralCodeCreatedAt != null && referrer.referralCodeCreatedAt < registeredAt) {
          profile.referredBy = referrerIndex
          profile.referralBonusCents = random.pick([30_000, 50_000])
          incoming[referrerIndex]?.push({ at: registeredAt + 60, cents: profile.referralBonusCents, invitedEmail: email })
          profile.utmSource = 'referral'
          profile.utmCampaign = referrer.referralCode
          break
        }
      }
    }
    if (profile.referralCode) codeHolders.push(index)
    profiles.push(profile)
  }
  return { profiles, incoming }
}

function uniqueEmail(
  random: Random,
  taken: Set<string>,
  firstName: string,
  lastName: string,
  companyDomain: string | null,
  index: number,
): string {
  const first = transliterate(firstName)
  const last = transliterate(lastName)
  const local = random.pick([
    `${first}.${last}`,
    `${first.charAt(0)}.${last}`,
    `${last}${random.int(1, 99)}`,
    `${first}${random.int(1970, 2006)}`,
    `${first}_${last}`,
  ])
  const domain = companyDomain && random.chance(0.6) ? companyDomain : random.pick(emailDomains)
  let email = `${local}@${domain}`
  if (taken.has(email)) email = `${local}.${index + 1}@${domain}`
  taken.add(email)
  return email
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}***@${domain}`
}
