-- +goose Up
-- Servicing: the plan's fees an operator waived (docs/ACCOUNTING.md,
-- "Servicing actions"), the order's total. Which instalments' fees the
-- waiver lowered is in the plan (each instalment's waivedFees); what the
-- order owes is the plan and the late charges, less paid, less waived.
ALTER TABLE orders ADD COLUMN waived_fees INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE orders DROP COLUMN waived_fees;
