import { reversalsMigration } from './migrations-reversals'
import { fillCustomerSearch } from './search-functions'

/** The migrations of the team's extensions, run after the others, in this order (each runs once). */
export const teamMigrations: readonly string[] = [
  // Staff roles, and approvals of large top-ups: a top-up of the threshold or more waits here for
  // another person's decision; the money moves only with an approval, in its transaction.
  `
  ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'finance', 'support'));
  CREATE TABLE approvals (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    amount_cents INTEGER NOT NULL,
    comment TEXT NOT NULL,
    requested_by INTEGER NOT NULL REFERENCES admins(id),
    requested_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
    decided_by INTEGER REFERENCES admins(id),
    decided_at INTEGER,
    reason TEXT
  );
  CREATE INDEX approvals_by_status ON approvals (status, expires_at);
  CREATE INDEX approvals_by_customer ON approvals (customer_id, status);
  `,
  // Folded customer search (an extension): ё as е, the phone also by its digits with 7 and with 8.
  fillCustomerSearch,
  // Claims on client requests (the live extension): who works on a request and until when; the
  // next unclaimed new request is read from (status, created_at, id).
  `
  ALTER TABLE client_requests ADD COLUMN claimed_by INTEGER REFERENCES admins(id);
  ALTER TABLE client_requests ADD COLUMN claimed_at INTEGER;
  ALTER TABLE client_requests ADD COLUMN claim_expires_at INTEGER;
  CREATE INDEX requests_by_status_age ON client_requests (status, created_at, id);
  CREATE INDEX requests_by_claim_expiry ON client_requests (claim_expires_at) WHERE claimed_by IS NOT NULL;
  `,
  // Reversals of top-ups.
  reversalsMigration,
  // Record versions (an extension): the values of each version of a benchmark, client account or
  // client request from its first edit on, so that it can be returned to; and the version each
  // journal entry made, or returned to.
  `
  CREATE TABLE record_versions (
    target_uuid TEXT NOT NULL,
    version INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (target_uuid, version)
  ) WITHOUT ROWID;
  ALTER TABLE audit_log ADD COLUMN version INTEGER;
  ALTER TABLE audit_log ADD COLUMN reverted_from INTEGER;
  `,
]
