-- +goose Up
-- Servicing: late charges an operator waived (docs/ACCOUNTING.md,
-- "Servicing actions"). A waiver lowers what the order owes by exactly
-- these amounts: the charges stay as charged (the caps count them), and
-- what is owed is charged, less paid, less waived.
ALTER TABLE orders ADD COLUMN waived_penalty INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN waived_late_interest INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE orders DROP COLUMN waived_late_interest;
ALTER TABLE orders DROP COLUMN waived_penalty;
