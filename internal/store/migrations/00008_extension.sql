-- +goose Up
-- Extensions (roll-overs). An extension's fee and the interest of its extra
-- days are charged and paid in the same step, so they never enter
-- amount_due or amount_paid: amount_paid stays the loan's own money (the
-- penalty, late interest and the plan; the CHECK of 00004 holds), and these
-- columns count what extensions cost. amount_paid + paid_extension_fees +
-- paid_extension_interest is every amount received for the order.
ALTER TABLE orders ADD COLUMN paid_extension_fees BIGINT NOT NULL DEFAULT 0 CHECK (paid_extension_fees >= 0);
ALTER TABLE orders ADD COLUMN paid_extension_interest BIGINT NOT NULL DEFAULT 0 CHECK (paid_extension_interest >= 0);

-- +goose Down
ALTER TABLE orders DROP COLUMN paid_extension_interest;
ALTER TABLE orders DROP COLUMN paid_extension_fees;
