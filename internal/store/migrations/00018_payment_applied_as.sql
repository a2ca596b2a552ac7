-- +goose Up
-- What a payment was credited as when it differs from its code's purpose:
-- 'repayment' for an extension's money that arrived after the extension's
-- price changed (the loan was not extended); '' when as its purpose.
ALTER TABLE payments ADD COLUMN applied_as TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE payments DROP COLUMN applied_as;
