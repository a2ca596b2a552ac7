-- +goose Up
-- Servicing: a credited payment reversed (credited to the wrong order)
-- and its money held or re-applied to another order (docs/ACCOUNTING.md,
-- "Reversing a payment"). The reversed payment stays, marked; its money
-- moves on a new pay code (moved_from: the payment whose money it
-- carries), held for review or paid to the other order, whose payment row
-- says the same. Money received is counted once: the rows with
-- moved_from = 0.
ALTER TABLE payments ADD COLUMN reversed_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN moved_from BIGINT NOT NULL DEFAULT 0;
ALTER TABLE pay_codes ADD COLUMN moved_from BIGINT NOT NULL DEFAULT 0;
-- +goose Down
ALTER TABLE pay_codes DROP COLUMN moved_from;
ALTER TABLE payments DROP COLUMN moved_from;
ALTER TABLE payments DROP COLUMN reversed_at;
