-- +goose Up
-- The journal of one day sorted by account or by amount (docs/ACCOUNTING.md,
-- "The journal of a day"): the day's postings in either order are a key
-- range of these, where a day of the daily accrual (a million postings at
-- a million orders) was sorted whole for each page.
CREATE INDEX ledger_postings_date_account ON ledger_postings(on_date, account, id);
CREATE INDEX ledger_postings_date_amount ON ledger_postings(on_date, amount, id);

-- +goose Down
DROP INDEX ledger_postings_date_amount;
DROP INDEX ledger_postings_date_account;
