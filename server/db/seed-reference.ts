import type Database from 'better-sqlite3'
import { secondsPerDay } from '../core/format'
import { heatmapPng } from './images'
import { Random, seedStreams } from './random'
import { femaleFirstNames, femaleSurname, maleFirstNames, surnames } from './seed-names'
import { benchmarkTopics, companyRoots, companySuffixes, requestDescriptions, requestSubjects, transliterate } from './seed-words'

/** Benchmarks, client accounts with requests and images, heatmap models: the same for every customer count. */
export function seedReference(db: Database.Database, seed: number, now: number): void {
  const random = Random.stream(seed, seedStreams.reference)
  const insertBenchmark = db.prepare(`
    INSERT INTO benchmarks (uuid, name, category, metric, min_value, max_value, description, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  for (const topic of benchmarkTopics) {
    const createdAt = now - random.int(30, 400) * secondsPerDay
    const updatedAt = random.chance(0.4) ? createdAt + random.int(1, 25) * secondsPerDay : createdAt
    insertBenchmark.run(
      random.uuid(),
      topic.name,
      topic.category,
      topic.metric,
      topic.min,
      topic.max,
      topic.description,
      createdAt,
      updatedAt,
    )
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
    {
      name: 'DeepGaze Lite',
      version: '1.2.0',
      description: 'Лёгкая модель для быстрых превью.',
      active: 0,
      age: 600,
      auc: 0.842,
      nss: 1.71,
      cc: 0.62,
    },
    {
      name: 'AttentionNet',
      version: '2.0.3',
      description: 'Основная модель прошлого поколения.',
      active: 0,
      age: 380,
      auc: 0.871,
      nss: 1.98,
      cc: 0.69,
    },
    {
      name: 'AttentionNet',
      version: '2.1.0',
      description: 'Дообучена на баннерах и упаковке.',
      active: 1,
      age: 150,
      auc: 0.884,
      nss: 2.11,
      cc: 0.72,
    },
    {
      name: 'AttentionNet',
      version: '3.0.0-beta',
      description: 'Бета: учитывает текст на изображении.',
      active: 0,
      age: 20,
      auc: 0.893,
      nss: 2.2,
      cc: 0.74,
    },
  ]
  for (const model of models) {
    insertModel.run(
      random.uuid(),
      model.name,
      model.version,
      model.description,
      model.active,
      now - model.age * secondsPerDay,
      model.auc,
      model.nss,
      model.cc,
    )
  }
}
