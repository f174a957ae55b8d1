import { secondaryIndex } from './indexes'

const operationIndexes = ['operations_by_customer', 'operations_by_time', 'operations_by_amount', 'operations_by_type']

/**
 * Reversals of top-ups (an extension): the operation type `reversal` (SQLite cannot change a CHECK, so
 * the table is built anew with its indexes), each reversal's link to its top-up with who made it and
 * why, and approvals that ask for a reversal (`kind`, the top-up in `operation_id`).
 */
export const reversalsMigration = `
  CREATE TABLE finance_operations_next (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    type TEXT NOT NULL CHECK (type IN ('top_up', 'charge', 'refund', 'bonus', 'admin_top_up', 'reversal')),
    amount_cents INTEGER NOT NULL,
    balance_after_cents INTEGER NOT NULL,
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  INSERT INTO finance_operations_next SELECT id, uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at
    FROM finance_operations;
  DROP TABLE finance_operations;
  ALTER TABLE finance_operations_next RENAME TO finance_operations;
  ${operationIndexes.map((name) => `${secondaryIndex(name)};`).join('\n')}
  CREATE TABLE operation_reversals (
    id INTEGER PRIMARY KEY,
    operation_id INTEGER NOT NULL UNIQUE REFERENCES finance_operations(id),
    original_id INTEGER NOT NULL REFERENCES finance_operations(id),
    reason TEXT NOT NULL,
    reversed_by INTEGER NOT NULL REFERENCES admins(id)
  );
  CREATE INDEX reversals_by_original ON operation_reversals (original_id);
  ALTER TABLE approvals ADD COLUMN kind TEXT NOT NULL DEFAULT 'top_up' CHECK (kind IN ('top_up', 'reversal'));
  ALTER TABLE approvals ADD COLUMN operation_id INTEGER REFERENCES finance_operations(id);
  CREATE INDEX approvals_by_operation ON approvals (operation_id, status) WHERE operation_id IS NOT NULL;
`
