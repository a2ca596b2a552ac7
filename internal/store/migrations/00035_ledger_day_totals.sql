-- +goose Up
-- The books' totals by account and date (docs/ACCOUNTING.md, "Totals by
-- day"): what the trial balance, the income statement, the days' totals
-- and the cash in transit read, instead of summing every posting (the
-- daily accrual alone posts one entry per order earning interest each
-- day). ledger.Post adds one row per posting line in the entry's own
-- transaction (never updating a shared row, so concurrent postings never
-- wait on each other); ledger.Compact, after the schedule job's run,
-- replaces each account's and date's rows by their sum. The rows of an
-- account and date always sum to its postings' debits and credits on
-- that date; `kwarta ledger check` proves it.
-- owner: ledger
CREATE TABLE ledger_day_totals (
    id      {{PK}},
    account TEXT NOT NULL REFERENCES ledger_accounts(code),
    on_date TEXT NOT NULL,
    debits  BIGINT NOT NULL DEFAULT 0,
    credits BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX ledger_day_totals_date ON ledger_day_totals(on_date, account);
INSERT INTO ledger_day_totals (account, on_date, debits, credits)
SELECT p.account, e.on_date, SUM(CASE WHEN p.amount > 0 THEN p.amount ELSE 0 END), SUM(CASE WHEN p.amount < 0 THEN -p.amount ELSE 0 END)
FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref GROUP BY p.account, e.on_date;

-- +goose Down
DROP TABLE ledger_day_totals;
