import { randomInt } from 'node:crypto'
import { CustomerDetails, customerOrderingFields, CustomerPage, customerStatuses, OtpAnswer } from '../../src/api/schemas/customers'
import { SqlFilters } from '../db/filters'
import { statement } from '../db/statements'
import { defineEndpoint } from '../endpoint'
import { isoFromEpoch, nowEpoch } from '../format'
import { listPage, sqlList } from '../http/lists'
import { orderBy, QueryReader } from '../http/query'
import { dayParameter, moneyBoundParameter, ok, orderingParameter, pageParameters, searchParameter } from '../openapi-parameters'
import { customerColumns, customerJson, findCustomer } from './customer-records'
import { topUp } from './customer-top-up'
import { operationColumns, operationJson, type OperationRow } from './finance'

/**
 * The rowids of customers whose e-mail, names, phone or company contain `search` (lower-cased);
 * a phone-like query also matches the phone's bare digits. A needle of 3 characters or more is a
 * trigram phrase, answered from the index; a shorter one reads every text.
 */
function matchingCustomers(search: string): { sql: string; params: string[] } {
  const digits = search.replace(/\D/g, '')
  const needles = /^[\d\s()+-]+$/.test(search) && digits.length >= 3 && digits !== search ? [search, digits] : [search]
  if (needles.every((needle) => [...needle].length >= 3)) {
    const phrases = needles.map((needle) => `"${needle.replaceAll('"', '""')}"`)
    return { sql: 'SELECT rowid FROM customer_search WHERE customer_search MATCH ?', params: [phrases.join(' OR ')] }
  }
  return { sql: `SELECT rowid FROM customer_search WHERE ${needles.map(() => 'instr(text, ?) > 0').join(' OR ')}`, params: needles }
}

const list = defineEndpoint({
  method: 'get',
  path: '/v1/admin/users/customers/',
  summary: 'Пользователи',
  tag: 'customers',
  parameters: [
    ...pageParameters,
    searchParameter('Почта, имя, фамилия, телефон, компания'),
    {
      name: 'status',
      in: 'query',
      description: 'Через запятую: status=active,blocked',
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'string', enum: [...customerStatuses] } },
    },
    dayParameter('registered_from', 'Зарегистрирован не раньше этого дня'),
    dayParameter('registered_to', 'Зарегистрирован не позже этого дня'),
    moneyBoundParameter('balance_min', 'баланс не меньше'),
    moneyBoundParameter('balance_max', 'баланс не больше'),
    orderingParameter(customerOrderingFields, '-registered_at'),
  ],
  answers: { 200: ok(CustomerPage) },
  handle: ({ c, backend: { db } }) => {
    const query = new QueryReader(c)
    const page = query.page()
    const search = query.search()
    const statuses = query.enumList('status', customerStatuses, 'comma')
    const range = query.dayRange('registered_from', 'registered_to')
    const balance = query.moneyRange('balance_min', 'balance_max')
    const ordering = query.ordering(customerOrderingFields, { field: 'registered_at', descending: true })
    query.done()

    const matching = search ? matchingCustomers(search) : undefined
    const filters = new SqlFilters()
    // '+id': walk the ordering's index and keep the matches (a Bloom filter), rather than fetch
    // and sort every match; much faster when many customers match.
    if (matching) filters.add(`+id IN (${matching.sql})`, matching.params)
    filters.oneOf('status', statuses, customerStatuses).days('registered_at', range).between('balance_cents', balance)
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
        count:
          matching && filters.size === 1 ? { sql: `SELECT COUNT(*) AS count FROM (${matching.sql})`, params: matching.params } : undefined,
        json: customerJson,
      }),
    )
  },
})

const details = defineEndpoint({
  method: 'get',
  path: '/v1/admin/users/customers/{customer_uuid}/',
  summary: 'Пользователь и 10 последних операций',
  tag: 'customers',
  answers: { 200: ok(CustomerDetails) },
  handle: ({ c, backend: { db }, param }) => {
    const customer = findCustomer(db, param('customer_uuid'))
    const operations = statement(
      db,
      `SELECT ${operationColumns} FROM finance_operations f JOIN customers c ON c.id = f.customer_id
       WHERE f.customer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT 10`,
    ).all(customer.id) as OperationRow[]
    const answer: CustomerDetails = { ...customerJson(customer), recent_operations: operations.map(operationJson) }
    return c.json(answer)
  },
})

const issueOtp = defineEndpoint({
  method: 'post',
  path: '/v1/admin/users/customers/{customer_uuid}/issue-otp/',
  permission: 'customers.issue_otp',
  summary: 'Одноразовый код (10 минут)',
  tag: 'customers',
  answers: { 201: ok(OtpAnswer, 'Создан') },
  handle: ({ c, backend: { db, journal }, param }) => {
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
  },
})

export const customerEndpoints = [list, details, topUp, issueOtp]
