import type Database from 'better-sqlite3'
import { foldSearchText, phoneDigitForms } from '../../contract/search-text'

/** What a customer is found by: e-mail, names, company and phone, folded, the phone also by its digits with 7 and 8; a space first. */
export function customerSearchText(customer: {
  email: string
  firstName: string
  lastName: string
  phone: string | null
  company: string | null
}): string {
  const { email, firstName, lastName, phone, company } = customer
  const parts = [email, firstName, lastName, phone, ...(phone ? phoneDigitForms(phone) : []), company]
  // a space before every word, the first too: a short search word is sought at a word's start
  return ` ${foldSearchText(parts.filter((part) => part).join(' '))}`
}

/**
 * Builds the customers' search index anew from the customers (after a bulk load: faster than row
 * by row), then merges it into one segment, which a search reads fastest.
 */
export const fillCustomerSearch = `
  DROP TABLE customer_search;
  CREATE VIRTUAL TABLE customer_search USING fts5(text, tokenize = 'trigram', detail = 'full');
  INSERT INTO customer_search (rowid, text)
  SELECT id, customer_search_text(email, first_name, last_name, phone, company) FROM customers;
  INSERT INTO customer_search (customer_search) VALUES ('optimize');
`

/**
 * The SQL functions of searches: `searchfold(text)` (lower case, ё as е; SQLite's lower() folds
 * ASCII only) and `customer_search_text(email, first_name, last_name, phone, company)`, which
 * fills the customers' search index.
 */
export function registerSearchFunctions(db: Database.Database): void {
  db.function('searchfold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldSearchText(value) : value))
  db.function('customer_search_text', { deterministic: true }, (email, firstName, lastName, phone, company) =>
    customerSearchText({
      email: String(email),
      firstName: String(firstName),
      lastName: String(lastName),
      phone: typeof phone === 'string' ? phone : null,
      company: typeof company === 'string' ? company : null,
    }),
  )
}
