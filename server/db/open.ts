import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './schema'
import { seedDatabase } from './seed'

export type Db = Database.Database

/**
 * Opens (creating when missing) the database file in WAL mode, brings its schema up to date and,
 * on first use, seeds it. Answers whether it seeded now.
 */
export function openDatabase(file: string, seed: { seed: number; customers: number }): { db: Db; seeded: boolean } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.pragma('cache_size = -65536')
  migrate(db)
  const seeded = db.prepare("SELECT value FROM settings WHERE key = 'seeded_at'").get() !== undefined
  if (!seeded) seedDatabase(db, seed)
  return { db, seeded: !seeded }
}

/** A value kept in the settings table. */
export function readSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value
}

export function writeSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value)
}
