-- +goose Up
-- Servicing: an order written off as a loss (docs/ACCOUNTING.md,
-- "Servicing actions"). written_off_at is when (0: never); from then the
-- order takes no more charges and its receivables are off the books, and
-- money that still arrives is a recovery (account 4500).
ALTER TABLE orders ADD COLUMN written_off_at BIGINT NOT NULL DEFAULT 0;
INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES ('4500', 'Recoveries of loans written off', 'income', 0);

-- +goose Down
DELETE FROM ledger_accounts WHERE code = '4500';
ALTER TABLE orders DROP COLUMN written_off_at;
