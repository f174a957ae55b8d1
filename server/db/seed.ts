import type Database from 'better-sqlite3'
import { dayOfEpoch, nowEpoch, secondsPerDay } from '../core/format'
import { rebuildAggregates } from './aggregates'
import { withoutSecondaryIndexes } from './indexes'
import { Random, seedStreams } from './random'
import { fillCustomerSearch } from './search-functions'
import { makeProfiles, maskEmail } from './seed-profiles'
import { seedReference } from './seed-reference'

export interface SeedOptions {
  seed: number
  customers: number
  /** The moment the two years of history end (Unix seconds); now by default. */
  now?: number
}

const topUpPackagesCents = [100_000, 200_000, 300_000, 500_000, 1_000_000, 2_500_000] as const
const prices = { analyzedImage: 900, generatedImage: 1900, regeneratedImage: 700, zone: 300 } as const
const historyDays = 730

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
  // A large cache while loading: the indexes are built in memory rather than spilled page by page.
  const cacheSize = Number(db.pragma('cache_size', { simple: true }))
  db.pragma('cache_size = -524288')
  db.pragma('synchronous = OFF')
  try {
    db.transaction(() => {
      withoutSecondaryIndexes(db, () => {
        seedCustomers(db, options.seed, options.customers, start, now)
        seedReference(db, options.seed, now)
      })
      db.exec(fillCustomerSearch)
      const setting = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)')
      setting.run('seed', String(options.seed))
      setting.run('seed_customers', String(options.customers))
      setting.run('seeded_at', String(now))
    })()
    rebuildAggregates(db)
  } finally {
    db.pragma('synchronous = NORMAL')
    db.pragma(`cache_size = ${cacheSize}`)
  }
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
  const insertOperation = db.prepare(`
    INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertActivity = db.prepare(`
    INSERT INTO activity_daily (customer_id, day, analyzed_images, analyzed_projects, generated_outputs,
      regenerated_outputs, generated_images, regenerated_images, regenerate_zones)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)

  profiles.forEach((profile, index) => {
    const id = index + 1
    const random = Random.stream(seed, seedStreams.timeline, index)
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
            const packageIndex = Math.min(
              topUpPackagesCents.length - 1,
              (needed < 0 ? topUpPackagesCents.length - 1 : needed) + random.int(0, 1),
            )
            const cents = Math.max(topUpPackagesCents[packageIndex] ?? 0, charge - balance)
            const description =
              profile.company && random.chance(0.5) ? `Оплата по счёту № ${random.int(1000, 99999)}` : 'Пополнение банковской картой'
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
          days.set(
            day,
            totals.map((value, position) => value + (added[position] ?? 0)),
          )
          firstAnalysisAt ??= event.at
          lastActiveAt = event.at
          analyzedImages += images
          projects += sessionProjects
          break
        }
      }
    }
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
    for (const [uuid, type, cents, balanceAfter, description, at] of operations) {
      insertOperation.run(uuid, id, type, cents, balanceAfter, description, at)
    }
    for (const [day, totals] of days) insertActivity.run(id, day, ...totals)
  })
}
