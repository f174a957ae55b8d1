import type Database from 'better-sqlite3'
import { migrations } from './migrations'
import { registerSearchFunctions } from './search-functions'

/**
 * Runs the migrations the database has not seen yet, each in its own transaction; up to the first
 * `count` of them when told (a test building a database as an earlier release left it). Registers
 * the search functions first: the migrations and the searches call them.
 */
export function migrate(db: Database.Database, count = migrations.length): void {
  registerSearchFunctions(db)
  const applied = Number(db.pragma('user_version', { simple: true }))
  migrations.slice(applied, count).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${applied + index + 1}`)
    })()
  })
}
