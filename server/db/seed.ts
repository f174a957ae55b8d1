import type Database from 'better-sqlite3'
import { dayOfEpoch, nowEpoch, secondsPerDay } from '../format'
import { rebuildAggregates } from './aggregates'
import { withoutSecondaryIndexes } from './schema'
import { heatmapPng } from './images'
import { Random } from './random'
import {
  benchmarkTopics,
  companyForms,
  companyRoots,
  companySuffixes,
  emailDomains,
  femaleFirstNames,
  femaleSurname,
  maleFirstNames,
  requestDescriptions,
  requestSubjects,
  surnames,
  transliterate,
  utmSources,
} from './seed-words'

export interface SeedOptions {
  seed: number
  customers: number
  /** The moment the two years of history end (Unix seconds); now by default. */
  now?: number
}

/** Stream ids of Random.stream(seed, ...): one family per kind of data. */
const streams = { profile: 1, timeline: 2, reference: 3 } as const

/** What a customer is before their history is played: who they are and who invited them. */
interface Profile {
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

interface IncomingBonus {
  at: number
  cents: number
  invitedEmail: string
}

const topUpPackagesCents = [100_000, 200_000, 300_000, 500_000, 1_000_000, 2_500_000] as const
const prices = { analyzedImage: 900, generatedImage: 1900, regeneratedImage: 700, zone: 300 } as const
const historyDays = 730
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * Fills an empty database with deterministic demo data: `customers` customers with two years of
 * activity and money ending at `now`, benchmarks, client accounts and requests (with images) and
 * heatmap models. The same seed gives the same people, amounts and identifiers; customer N is the
 * same whatever the number of customers (apart from bonuses for people they invited).
 */
export function seedDatabase(db: Database.Database, options: SeedOptions): void {
  const now = options.now ?? nowEpoch()
  // Everything is placed relative to `now`, so the same seed draws the same history whenever it runs.
  const start = now - historyDays * secondsPerDay
  db.pragma('synchronous = OFF')
  try {
    db.transaction(() => {
      withoutSecondaryIndexes(db, () => {
        seedCustomers(db, options.seed, options.customers, start, now)
        seedReference(db, options.seed, now)
      })
      const setting = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)')
      setting.run('seed', String(options.seed))
      setting.run('seed_customers', String(options.customers))
      setting.run('seeded_at', String(now))
    })()
    rebuildAggregates(db)
  } finally {
    db.pragma('synchronous = NORMAL')
  }
}

function makeProfiles(seed: number, count: number, start: number, now: number): { profiles: Profile[]; incoming: IncomingBonus[][] } {
  const profiles: Profile[] = []
  const incoming: IncomingBonus[][] = Array.from({ length: count }, () => [])
  const emails = new Set<string>()
  const codes = new Set<string>()
  const codeHolders: number[] = []
  for (let index = 0; index < count; index += 1) {
    const random = Random.stream(seed, streams.profile, index)
    const female = random.chance(0.5)
    const firstName = random.pick(female ? femaleFirstNames : maleFirstNames)
    const surname = random.pick(surnames)
    const lastName = female ? femaleSurname(surname) : surname
    const hasCompany = random.chance(0.45)
    const root = random.pick(companyRoots)
    const suffix = random.pick(companySuffixes)
    const form = random.pick(companyForms)
    const company = !hasCompany
      ? null
      : form === 'ИП'
        ? `ИП ${lastName} ${firstName.charAt(0)}.`
        : `${form} «${root} ${suffix}»`
    const uuid = random.uuid()
    const email = uniqueEmail(random, emails, firstName, lastName, hasCompany && form !== 'ИП' ? `${transliterate(root)}-${transliterate(suffix)}.ru` : null, index)
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

function uniqueEmail(random: Random, taken: Set<string>, firstName: string, lastName: string, companyDomain: string | null, index: number): string {
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

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}***@${domain}`
}

type TimelineEvent =
  | { kind: 'session'; at: number }
  | { kind: 'welcome'; at: number }
  | { kind: 'admin'; at: number; cents: number }
  | { kind: 'referral'; at: number; cents: number; invitedEmail: string }

function seedCustomers(db: Database.Database, seed: number, count: number, start: number, now: number): void {
  const { profiles, incoming } = makeProfiles(seed, count, start, now)
  const insertCustomer = db.prepare(`
    INSERT INTO customers (id, uuid, email, first_name, last_name, phone, company, balance_cents, status, registered_at,
      last_active_at, first_analysis_at, analyzed_images_count, projects_count, referral_code, referral_code_created_at,
      referred_by, referral_bonus_cents, utm_source, utm_campaign)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertSearch = db.prepare('INSERT INTO customer_search (rowid, text) VALUES (?, ?)')
  const insertOperation = db.prepare(`
    INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertActivity = db.prepare(`
    INSERT INTO activity_daily (customer_id, day, analyzed_images, analyzed_projects, generated_outputs,
      regenerated_outputs, generated_images, regenerated_images, regenerate_zones)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)

  profiles.forEach((profile, index) => {
    const id = index + 1
    const random = Random.stream(seed, streams.timeline, index)
    const events: TimelineEvent[] = []
    if (random.chance(0.35)) events.push({ kind: 'welcome', at: profile.registeredAt + 30 })
    for (const bonus of incoming[index] ?? []) events.push({ kind: 'referral', ...bonus })
    if (!random.chance(0.12)) {
      const meanGap = (2 + random.next() * 20) * secondsPerDay
      const churn = 0.06 + random.next() * 0.2
      let at = profile.registeredAt + Math.max(300, Math.floor(random.exponential(20 * 3600)))
      let sessions = 0
      while (at < now && sessions < 400) {
        events.push({ kind: 'session', at })
        sessions += 1
        if (random.chance(0.015) && at + 3 * 3600 < now) {
          events.push({ kind: 'admin', at: at + 3 * 3600, cents: random.pick([50_000, 100_000, 300_000]) })
        }
        if (random.chance(churn)) break
        at += Math.max(3600, Math.floor(random.exponential(meanGap)))
      }
    }
    events.sort((left, right) => left.at - right.at)

    const intensity = 0.5 + random.next() * 2.5
    const days = new Map<string, number[]>()
    let balance = 0
    let firstAnalysisAt: number | null = null
    let lastActiveAt: number | null = null
    let analyzedImages = 0
    let projects = 0
    // The customer's row carries totals of their history, so the history is written after it.
    const operations: [string, string, number, number, string, number][] = []
    const operation = (type: string, cents: number, description: string, at: number) => {
      balance += cents
      operations.push([random.uuid(), type, cents, balance, description, at])
    }
    for (const event of events) {
      switch (event.kind) {
        case 'welcome':
          operation('bonus', 30_000, 'Приветственный бонус', event.at)
          break
        case 'referral':
          operation('bonus', event.cents, `Бонус за приглашённого пользователя ${maskEmail(event.invitedEmail)}`, event.at)
          break
        case 'admin':
          operation('admin_top_up', event.cents, 'Компенсация по обращению в поддержку', event.at)
          break
        case 'session': {
          const images = 1 + Math.floor(random.exponential(4 * intensity))
          const sessionProjects = Math.max(1, Math.round(images / random.int(3, 8)))
          const outputs = random.chance(0.45) ? 1 + Math.floor(random.exponential(2 * intensity)) : 0
          const regeneratedOutputs = outputs > 0 ? Math.floor(random.exponential(outputs * 0.4)) : 0
          const generatedImages = outputs * random.int(1, 4)
          const regeneratedImages = regeneratedOutputs * random.int(1, 3)
          const zones = random.chance(0.3) ? random.int(1, 6) : 0
          const charge =
            images * prices.analyzedImage +
            generatedImages * prices.generatedImage +
            regeneratedImages * prices.regeneratedImage +
            zones * prices.zone
          if (balance < charge) {
            const needed = topUpPackagesCents.findIndex((cents) => cents >= charge - balance)
            const packageIndex = Math.min(topUpPackagesCents.length - 1, (needed < 0 ? topUpPackagesCents.length - 1 : needed) + random.int(0, 1))
            const cents = Math.max(topUpPackagesCents[packageIndex] ?? 0, charge - balance)
            const description = profile.company && random.chance(0.5) ? `Оплата по счёту № ${random.int(1000, 99999)}` : 'Пополнение банковской картой'
            operation('top_up', cents, description, event.at - random.int(1, 30))
          }
          const generationNote = generatedImages > 0 ? `, генерация ${generatedImages} изобр.` : ''
          operation('charge', -charge, `Анализ ${images} изобр.${generationNote}`, event.at)
          if (random.chance(0.03) && event.at + 1200 < now) {
            operation('refund', random.chance(0.5) ? charge : Math.round(charge / 2), 'Возврат: сбой обработки', event.at + 1200)
          }
          const day = dayOfEpoch(event.at)
          const totals = days.get(day) ?? [0, 0, 0, 0, 0, 0, 0]
          const added = [images, sessionProjects, outputs, regeneratedOutputs, generatedImages, regeneratedImages, zones]
          days.set(day, totals.map((value, position) => value + (added[position] ?? 0)))
          firstAnalysisAt ??= event.at
          lastActiveAt = event.at
          analyzedImages += images
          projects += sessionProjects
          break
        }
      }
    }
    const searchText = [profile.email, profile.firstName, profile.lastName, profile.phone, profile.phone?.replace(/\D/g, ''), profile.company]
      .filter((part) => part)
      .join(' ')
      .toLowerCase()
    insertCustomer.run(
      id,
      profile.uuid,
      profile.email,
      profile.firstName,
      profile.lastName,
      profile.phone,
      profile.company,
      balance,
      profile.status,
      profile.registeredAt,
      lastActiveAt,
      firstAnalysisAt,
      analyzedImages,
      projects,
      profile.referralCode,
      profile.referralCodeCreatedAt,
      profile.referredBy === null ? null : profile.referredBy + 1,
      profile.referralBonusCents,
      profile.utmSource,
      profile.utmCampaign,
    )
    insertSearch.run(id, searchText)
    for (const [uuid, type, cents, balanceAfter, description, at] of operations) {
      insertOperation.run(uuid, id, type, cents, balanceAfter, description, at)
    }
    for (const [day, totals] of days) insertActivity.run(id, day, ...totals)
  })
}

/** Benchmarks, client accounts with requests and images, heatmap models: the same for every customer count. */
function seedReference(db: Database.Database, seed: number, now: number): void {
  const random = Random.stream(seed, streams.reference)
  const insertBenchmark = db.prepare(`
    INSERT INTO benchmarks (uuid, name, category, metric, min_value, max_value, description, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  for (const topic of benchmarkTopics) {
    const createdAt = now - random.int(30, 400) * secondsPerDay
    const updatedAt = random.chance(0.4) ? createdAt + random.int(1, 25) * secondsPerDay : createdAt
    insertBenchmark.run(random.uuid(), topic.name, topic.category, topic.metric, topic.min, topic.max, topic.description, createdAt, updatedAt)
  }

  const insertAccount = db.prepare(`
    INSERT INTO client_accounts (uuid, name, company, contact_email, contact_phone, is_active, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const accountIds: number[] = []
  const accountCount = 16
  for (let index = 0; index < accountCount; index += 1) {
    const root = companyRoots[(index * 7) % companyRoots.length] ?? 'Альфа'
    const suffix = companySuffixes[index % companySuffixes.length] ?? 'Медиа'
    const female = random.chance(0.5)
    const contactFirst = random.pick(female ? femaleFirstNames : maleFirstNames)
    const surname = random.pick(surnames)
    const contactLast = female ? femaleSurname(surname) : surname
    const result = insertAccount.run(
      random.uuid(),
      `${root} ${suffix}`,
      `ООО «${root} ${suffix}»`,
      `${transliterate(contactFirst)}.${transliterate(contactLast)}@${transliterate(root)}-${transliterate(suffix)}.ru`,
      random.chance(0.8) ? `+7 495 ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}` : null,
      random.chance(0.85) ? 1 : 0,
      now - random.int(60, 700) * secondsPerDay,
    )
    accountIds.push(Number(result.lastInsertRowid))
  }

  const insertRequest = db.prepare(`
    INSERT INTO client_requests (uuid, account_id, title, description, status, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertImage = db.prepare('INSERT INTO client_request_images (request_id, file_name, content, created_at) VALUES (?, ?, ?, ?)')
  // The last three accounts have no requests, so they can be deleted.
  const accountsWithRequests = accountIds.slice(0, accountCount - 3)
  for (let index = 0; index < 64; index += 1) {
    const createdAt = now - random.int(1, 360) * secondsPerDay - random.int(0, 86_000)
    const status = random.pick(['new', 'new', 'in_progress', 'in_progress', 'done', 'done', 'done', 'rejected'] as const)
    const result = insertRequest.run(
      random.uuid(),
      random.pick(accountsWithRequests),
      random.pick(requestSubjects),
      random.pick(requestDescriptions),
      status,
      createdAt,
      status === 'new' ? createdAt : Math.min(now, createdAt + random.int(1, 20) * secondsPerDay),
    )
    const requestId = Number(result.lastInsertRowid)
    const images = random.chance(0.6) ? random.int(1, 4) : 0
    for (let image = 1; image <= images; image += 1) {
      insertImage.run(requestId, `heatmap-${String(image).padStart(2, '0')}.png`, heatmapPng(random), createdAt)
    }
  }

  const insertModel = db.prepare(`
    INSERT INTO heatmap_models (uuid, name, version, description, is_active, created_at, auc, nss, cc)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const models = [
    { name: 'DeepGaze Lite', version: '1.2.0', description: 'Лёгкая модель для быстрых превью.', active: 0, age: 600, auc: 0.842, nss: 1.71, cc: 0.62 },
    { name: 'AttentionNet', version: '2.0.3', description: 'Основная модель прошлого поколения.', active: 0, age: 380, auc: 0.871, nss: 1.98, cc: 0.69 },
    { name: 'AttentionNet', version: '2.1.0', description: 'Дообучена на баннерах и упаковке.', active: 1, age: 150, auc: 0.884, nss: 2.11, cc: 0.72 },
    { name: 'AttentionNet', version: '3.0.0-beta', description: 'Бета: учитывает текст на изображении.', active: 0, age: 20, auc: 0.893, nss: 2.2, cc: 0.74 },
  ]
  for (const model of models) {
    insertModel.run(random.uuid(), model.name, model.version, model.description, model.active, now - model.age * secondsPerDay, model.auc, model.nss, model.cc)
  }
}
