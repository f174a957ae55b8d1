import { moscowOffsetSeconds } from '../core/format'
import { secondaryIndex, secondaryIndexes } from './indexes'
import { teamMigrations } from './migrations-team'

/**
 * The schema, as an ordered list of migrations; `PRAGMA user_version` records how many ran.
 * Times are Unix seconds, money is kopecks (integers), days are Moscow days as 'YYYY-MM-DD'.
 * The tables named stats_* / *_daily / retention_* are aggregates of the rows above them: built
 * by the seed from the data, and kept up to date by the calls that write (top-ups).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  CREATE TABLE admins (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    last_login INTEGER
  );

  CREATE TABLE refresh_tokens (
    jti TEXT PRIMARY KEY,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    revoked_at INTEGER
  ) WITHOUT ROWID;

  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT,
    company TEXT,
    balance_cents INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('active', 'blocked')),
    registered_at INTEGER NOT NULL,
    last_active_at INTEGER,
    first_analysis_at INTEGER,
    analyzed_images_count INTEGER NOT NULL DEFAULT 0,
    projects_count INTEGER NOT NULL DEFAULT 0,
    referral_code TEXT UNIQUE,
    referral_code_created_at INTEGER,
    referred_by INTEGER REFERENCES customers(id),
    referral_bonus_cents INTEGER,
    utm_source TEXT,
    utm_campaign TEXT
  );

  -- lower-cased email, names, phone (also as bare digits) and company of customer rowid, searched
  -- by substring (LIKE '%...%') through a trigram index
  CREATE VIRTUAL TABLE customer_search USING fts5(text, tokenize = 'trigram', detail = 'none');

  CREATE TABLE finance_operations (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    type TEXT NOT NULL CHECK (type IN ('top_up', 'charge', 'refund', 'bonus', 'admin_top_up')),
    amount_cents INTEGER NOT NULL,
    balance_after_cents INTEGER NOT NULL,
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  -- one row a customer and a day they were active
  CREATE TABLE activity_daily (
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    day TEXT NOT NULL,
    analyzed_images INTEGER NOT NULL,
    analyzed_projects INTEGER NOT NULL,
    generated_outputs INTEGER NOT NULL,
    regenerated_outputs INTEGER NOT NULL,
    generated_images INTEGER NOT NULL,
    regenerated_images INTEGER NOT NULL,
    regenerate_zones INTEGER NOT NULL,
    PRIMARY KEY (customer_id, day)
  ) WITHOUT ROWID;

  CREATE TABLE stats_daily (
    day TEXT PRIMARY KEY,
    new_users INTEGER NOT NULL DEFAULT 0,
    active_users INTEGER NOT NULL DEFAULT 0,
    analyzed_images INTEGER NOT NULL DEFAULT 0,
    analyzed_projects INTEGER NOT NULL DEFAULT 0,
    generated_outputs INTEGER NOT NULL DEFAULT 0,
    regenerated_outputs INTEGER NOT NULL DEFAULT 0,
    generated_images INTEGER NOT NULL DEFAULT 0,
    regenerated_images INTEGER NOT NULL DEFAULT 0,
    regenerate_zones INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;

  -- distinct active customers of each week (bucket = its Monday) and month (bucket = its first day)
  CREATE TABLE stats_active_buckets (
    period TEXT NOT NULL CHECK (period IN ('week', 'month')),
    bucket TEXT NOT NULL,
    active_users INTEGER NOT NULL,
    PRIMARY KEY (period, bucket)
  ) WITHOUT ROWID;

  -- customers of a registration month (cohort) active in a month
  CREATE TABLE retention_cells (
    cohort TEXT NOT NULL,
    month TEXT NOT NULL,
    active_users INTEGER NOT NULL,
    PRIMARY KEY (cohort, month)
  ) WITHOUT ROWID;

  CREATE TABLE finance_daily (
    day TEXT NOT NULL,
    type TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    PRIMARY KEY (day, type)
  ) WITHOUT ROWID;

  CREATE TABLE idempotency_keys (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
    status INTEGER,
    response TEXT,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE otp_codes (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    code TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE benchmarks (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    metric TEXT NOT NULL,
    min_value REAL NOT NULL,
    max_value REAL NOT NULL,
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE client_accounts (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    company TEXT NOT NULL,
    contact_email TEXT NOT NULL,
    contact_phone TEXT,
    is_active INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE client_requests (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    account_id INTEGER NOT NULL REFERENCES client_accounts(id),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('new', 'in_progress', 'done', 'rejected')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE client_request_images (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES client_requests(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    content BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE heatmap_models (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    version TEXT NOT NULL,
    description TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    auc REAL NOT NULL,
    nss REAL NOT NULL,
    cc REAL NOT NULL
  );
  CREATE UNIQUE INDEX one_active_model ON heatmap_models (is_active) WHERE is_active = 1;
  ${secondaryIndexes.map((index) => `${index};`).join('\n')}
  `,
  // Positions in the search index: a phrase of trigrams is then an exact substring match, answered
  // from the index alone (detail 'none' had every candidate's text read back and compared).
  `
  CREATE VIRTUAL TABLE customer_search_positions USING fts5(text, tokenize = 'trigram', detail = 'full');
  INSERT INTO customer_search_positions (rowid, text) SELECT rowid, text FROM customer_search;
  DROP TABLE customer_search;
  ALTER TABLE customer_search_positions RENAME TO customer_search;
  `,
  // The journal (GET /v1/admin/audit-log/): written with each change, never updated or deleted.
  // Newest first is (created_at DESC, id DESC); each filter (and person with action) has an index
  // that ends with created_at (and the rowid), so a filtered page is read in order from the index
  // without sorting. audit_log_daily counts the entries of each Moscow day, person, action and
  // record type (kept by a trigger, in the entry's transaction): a list's count without a record
  // filter adds up those rows instead of counting up to a million entries.
  `
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    actor_uuid TEXT,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    target_type TEXT NOT NULL,
    target_uuid TEXT,
    target_label TEXT NOT NULL,
    changes TEXT NOT NULL,
    comment TEXT NOT NULL
  );
  CREATE INDEX audit_log_by_time ON audit_log (created_at);
  CREATE INDEX audit_log_by_actor ON audit_log (actor_email, created_at);
  CREATE INDEX audit_log_by_actor_action ON audit_log (actor_email, action, created_at);
  CREATE INDEX audit_log_by_action ON audit_log (action, created_at);
  CREATE INDEX audit_log_by_target_type ON audit_log (target_type, created_at);
  CREATE INDEX audit_log_by_target ON audit_log (target_uuid, created_at) WHERE target_uuid IS NOT NULL;
  CREATE TABLE audit_log_daily (
    day TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    target_type TEXT NOT NULL,
    entries INTEGER NOT NULL,
    PRIMARY KEY (day, actor_email, action, target_type)
  ) WITHOUT ROWID;
  CREATE TRIGGER audit_log_counted AFTER INSERT ON audit_log BEGIN
    INSERT INTO audit_log_daily (day, actor_email, action, target_type, entries)
    VALUES (date(NEW.created_at + ${moscowOffsetSeconds}, 'unixepoch'), NEW.actor_email, NEW.action, NEW.target_type, 1)
    ON CONFLICT (day, actor_email, action, target_type) DO UPDATE SET entries = entries + 1;
  END;
  `,
  // The operations' ordering indexes were (column, type): a page deep in the list sorted every row
  // before it by id (an export of 100,000 operations spent seconds there). Rebuilt as above.
  ['operations_by_time', 'operations_by_amount'].map((name) => `DROP INDEX IF EXISTS ${name};\n${secondaryIndex(name)};`).join('\n'),
  // Versions: each change of a benchmark, client account or client request adds one, so a write
  // made against an older version (If-Match) is refused rather than overwriting another's.
  `
  ALTER TABLE benchmarks ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE client_accounts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE client_requests ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  `,
  // Staff notes about a customer, and what the customer's timeline reads newest first from an
  // index each: the notes and the one-time codes by (customer, time, id).
  `
  CREATE TABLE customer_notes (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    author_uuid TEXT NOT NULL,
    author_email TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    edited_at INTEGER
  );
  CREATE INDEX notes_by_customer ON customer_notes (customer_id, created_at, id);
  CREATE INDEX otp_by_customer ON otp_codes (customer_id, created_at, id);
  `,
  // The team's extensions (roles and approvals, folded search, claims), kept in a file of their own.
  ...teamMigrations,
]
