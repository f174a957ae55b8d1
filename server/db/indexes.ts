import type Database from 'better-sqlite3'

/**
 * Indexes that only speed up reads; the seed drops them while it bulk-loads and builds them
 * afterwards (much faster than keeping them up to date row by row).
 */
export const secondaryIndexes: readonly string[] = [
  'CREATE INDEX IF NOT EXISTS customers_by_registered ON customers (registered_at, id)',
  'CREATE INDEX IF NOT EXISTS customers_registration_to_analysis ON customers (registered_at, first_analysis_at)',
  'CREATE INDEX IF NOT EXISTS customers_by_balance ON customers (balance_cents, id)',
  'CREATE INDEX IF NOT EXISTS customers_by_last_active ON customers (last_active_at, id)',
  // a status filter with each ordering, without reading the rows it skips
  'CREATE INDEX IF NOT EXISTS customers_by_status_registered ON customers (status, registered_at)',
  'CREATE INDEX IF NOT EXISTS customers_by_status_balance ON customers (status, balance_cents)',
  'CREATE INDEX IF NOT EXISTS customers_by_status_email ON customers (status, email)',
  'CREATE INDEX IF NOT EXISTS customers_by_status_last_active ON customers (status, last_active_at)',
  'CREATE INDEX IF NOT EXISTS customers_by_referrer ON customers (referred_by) WHERE referred_by IS NOT NULL',
  'CREATE INDEX IF NOT EXISTS customers_with_code ON customers (referral_code_created_at, id) WHERE referral_code IS NOT NULL',
  'CREATE INDEX IF NOT EXISTS operations_by_customer ON finance_operations (customer_id, created_at, id)',
  // The list's order is (column, id): the id right after the column reads a page in order from the
  // index, without sorting every row before it; type after it lets a type filter skip rows unread.
  'CREATE INDEX IF NOT EXISTS operations_by_time ON finance_operations (created_at, id, type)',
  'CREATE INDEX IF NOT EXISTS operations_by_amount ON finance_operations (amount_cents, id, type)',
  'CREATE INDEX IF NOT EXISTS operations_by_type ON finance_operations (type, created_at)',
  'CREATE INDEX IF NOT EXISTS activity_by_day ON activity_daily (day, customer_id, analyzed_images, analyzed_projects, generated_outputs, generated_images)',
  'CREATE INDEX IF NOT EXISTS requests_by_account ON client_requests (account_id)',
  'CREATE INDEX IF NOT EXISTS images_by_request ON client_request_images (request_id)',
]

const indexName = (definition: string) => /CREATE INDEX IF NOT EXISTS (\w+)/.exec(definition)?.[1] ?? ''

/** The definition of a secondary index, by name. */
export function secondaryIndex(name: string): string {
  const definition = secondaryIndexes.find((index) => indexName(index) === name)
  if (!definition) throw new Error(`no secondary index ${name}`)
  return definition
}

/** Runs `load` with the secondary indexes dropped, then builds them again. */
export function withoutSecondaryIndexes(db: Database.Database, load: () => void): void {
  for (const definition of secondaryIndexes) db.exec(`DROP INDEX IF EXISTS ${indexName(definition)}`)
  load()
  for (const definition of secondaryIndexes) db.exec(definition)
}
