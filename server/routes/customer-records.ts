import type { Customer } from '../../contract/schemas/customers'
import { isoFromEpoch, moneyFromCents } from '../core/format'
import type { Db } from '../db/open'
import { findByUuid } from '../http/records'

export interface CustomerRow {
  id: number
  uuid: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  company: string | null
  balance_cents: number
  status: Customer['status']
  registered_at: number
  last_active_at: number | null
  analyzed_images_count: number
  projects_count: number
  referral_code: string | null
}

export const customerColumns = `id, uuid, email, first_name, last_name, phone, company, balance_cents, status, registered_at,
  last_active_at, analyzed_images_count, projects_count, referral_code`

export function customerJson(row: CustomerRow): Customer {
  return {
    customer_uuid: row.uuid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    company: row.company,
    balance: moneyFromCents(row.balance_cents),
    status: row.status,
    registered_at: isoFromEpoch(row.registered_at),
    last_active_at: row.last_active_at === null ? null : isoFromEpoch(row.last_active_at),
    analyzed_images_count: row.analyzed_images_count,
    projects_count: row.projects_count,
    referral_code: row.referral_code,
  }
}

export function findCustomer(db: Db, rawUuid: string): CustomerRow {
  return findByUuid(db, `SELECT ${customerColumns} FROM customers WHERE uuid = ?`, rawUuid, 'Пользователь не найден.')
}
