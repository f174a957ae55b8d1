import { randomInt } from 'node:crypto'
import { customerEndpoints } from '../../contract/endpoints/customers'
import { customerStatuses, type CustomerDetails, type OtpAnswer } from '../../contract/schemas/customers'
import { isoFromEpoch, nowEpoch } from '../core/format'
import { SqlFilters, type SqlValue } from '../db/filters'
import type { Db } from '../db/open'
import { statement } from '../db/statements'
import { defineEndpoint } from '../handler/endpoint'
import { listPage, rememberedCount, sqlList } from '../http/lists'
import { orderBy } from '../http/ordering'
import { customerColumns, customerJson, findCustomer } from './customer-records'
import { matchingCustomers, type CustomerMatch, type SqlPart } from './customer-search'
import { topUp } from './customer-top-up'
import { operationColumns, operationJson, type OperationRow } from './finance'
import { searchTextSample } from './search-text-sample'

/**
 * Where a search's matches come from, read once: up to `manyMatches` of them as a list of rowids
 * (counted as read; the page fetches them by rowid, or walks the ordering's index keeping them),
 * more as the index's query, counted (remembered). The index is asked for the matches once: its
 * phrases cost the same whether they are counted or listed.
 */
function searchedRowids(db: Db, matching: CustomerMatch): { rowids: SqlPart; found: number } {
  const { sql, params } = matching.rowids
  const listed = (limit: number) =>
    statement(db, `SELECT COUNT(*) AS found, json_group_array(rowid) AS ids FROM (${sql} LIMIT ${limit + 1})`).get(...params) as {
      found: number
      ids: string
    }
  // most searches stop at the first `fewMatches`, a cheaper read when they are more
  let head = listed(fewMatches)
  if (head.found > fewMatches) head = listed(manyMatches)
  if (head.found <= manyMatches) return { rowids: { sql: 'SELECT value FROM json_each(?)', params: [head.ids] }, found: head.found }
  return { rowids: matching.rowids, found: rememberedCount(db, `SELECT COUNT(*) AS count FROM (${sql})`, params) }
}

/**
 * How a page of the `found` customers is read. Few: by rowid, sorted. More: walking the
 * ordering's index, keeping the index's matches (a Bloom filter). Very many, searched alone:
 * walking it checking each row's text, a page found within a few hundred rows.
 */
function searchCondition(matching: CustomerMatch, rowids: SqlPart, found: number, narrowed: boolean): [string, SqlValue[]] {
  if (found > manyMatches && !narrowed) return [matching.row.sql, matching.row.params]
  return [`${found > fewMatches ? '+' : ''}id IN (${rowids.sql})`, rowids.params]
}

const fewMatches = 1000
const manyMatches = 20_000

const list = defineEndpoint(customerEndpoints.list, ({ c, backend: { db }, query }) => {
  const page = query()
  const { search, status: statuses, ordering } = page
  const range = { from: page.registered_from, to: page.registered_to }
  const balance = { min: page.balance_min, max: page.balance_max }

  const matching = search ? matchingCustomers(search, searchTextSample(db)) : undefined
  const searched = matching && searchedRowids(db, matching)
  const filters = new SqlFilters()
  filters.oneOf('status', statuses, customerStatuses).days('registered_at', range).between('balance_cents', balance)
  const narrowed = filters.size > 0
  // the search alone: as many as found; with filters: its matches' rows filtered
  const count =
    searched &&
    (narrowed
      ? {
          sql: `SELECT COUNT(*) AS count FROM (SELECT * FROM customers WHERE id IN (${searched.rowids.sql})) ${filters.sql}`,
          params: [...searched.rowids.params, ...filters.params],
          // the matches may be listed: remembered by the search that found them
          key: JSON.stringify(['customers', search, filters.sql, filters.params]),
        }
      : { sql: 'SELECT ? AS count', params: [searched.found] })
  if (matching && searched) filters.add(...searchCondition(matching, searched.rowids, searched.found, narrowed))
  const order = orderBy(ordering, {
    registered_at: 'registered_at',
    balance: 'balance_cents',
    email: 'email',
    last_active_at: 'last_active_at',
  })
  return listPage(
    c,
    page,
    sqlList(db, {
      from: 'customers',
      filters,
      order,
      columns: customerColumns,
      count,
      json: customerJson,
    }),
  )
})

const details = defineEndpoint(customerEndpoints.details, ({ c, backend: { db }, param }) => {
  const customer = findCustomer(db, param('customer_uuid'))
  const operations = statement(
    db,
    `SELECT ${operationColumns} FROM finance_operations f JOIN customers c ON c.id = f.customer_id
       WHERE f.customer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT 10`,
  ).all(customer.id) as OperationRow[]
  const answer: CustomerDetails = { ...customerJson(customer), recent_operations: operations.map(operationJson) }
  return c.json(answer)
})

const issueOtp = defineEndpoint(customerEndpoints.issueOtp, ({ c, backend: { db, journal }, param }) => {
  const customer = findCustomer(db, param('customer_uuid'))
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = nowEpoch()
  const expiresAt = now + 600
  db.transaction(() => {
    db.prepare('INSERT INTO otp_codes (customer_id, code, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
      customer.id,
      code,
      expiresAt,
      now,
    )
    // the code itself stays out of the journal; its expiry goes in
    journal.record({
      actor: c.get('admin'),
      action: 'issue_otp',
      targetType: 'customer',
      targetUuid: customer.uuid,
      targetLabel: customer.email,
      changes: { expires_at: [null, isoFromEpoch(expiresAt)] },
    })
  })()
  const answer: OtpAnswer = { code, expires_at: isoFromEpoch(expiresAt) }
  return c.json(answer, 201)
})

export const customerRoutes = [list, details, topUp, issueOtp]
