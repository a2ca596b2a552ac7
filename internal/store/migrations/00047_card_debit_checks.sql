-- +goose Up
-- Stuck card debits (docs/DESIGN.md, "Card repayment (legacy flow)"): a
-- debit whose answer was lost stays debiting; the card repayment's job
-- asks the provider about it. debit_at is when the debit started (the code
-- was right); check_at is when the debit may next be asked about, set by
-- the job's guarded claim before it asks (so of several instances one
-- asks), and checks counts the status queries in a row that got no answer.
-- A debit that many queries left unanswered waits for an operator in the
-- state unknown, which still counts as live: no second debit of the order
-- starts while the first may yet take the money.
ALTER TABLE card_repayments ADD COLUMN debit_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE card_repayments ADD COLUMN check_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE card_repayments ADD COLUMN checks INTEGER NOT NULL DEFAULT 0;
DROP INDEX card_repayments_one_live;
CREATE UNIQUE INDEX card_repayments_one_live ON card_repayments(order_id) WHERE state IN ('awaiting', 'debiting', 'pending', 'unknown');
CREATE INDEX card_repayments_to_check ON card_repayments(check_at) WHERE state IN ('debiting', 'pending', 'unknown');

-- +goose Down
DROP INDEX card_repayments_to_check;
DROP INDEX card_repayments_one_live;
CREATE UNIQUE INDEX card_repayments_one_live ON card_repayments(order_id) WHERE state IN ('awaiting', 'debiting', 'pending');
ALTER TABLE card_repayments DROP COLUMN checks;
ALTER TABLE card_repayments DROP COLUMN check_at;
ALTER TABLE card_repayments DROP COLUMN debit_at;
