-- +goose Up
-- The journal of a day at scale (docs/ACCOUNTING.md, "The journal of a
-- day"): each posting carries its entry's date (on_date, written with it
-- by ledger.Post and never changed), so a day's page of postings is a key
-- range of ledger_postings_date instead of every posting of the day joined
-- with its entry and sorted; and the day totals count their postings
-- (lines), so the journal's count is a sum of a few rows. The postings
-- are append-only: their trigger is lifted while the dates already
-- written are filled in from the entries, and put back.
ALTER TABLE ledger_postings ADD COLUMN on_date TEXT NOT NULL DEFAULT '';
ALTER TABLE ledger_day_totals ADD COLUMN lines BIGINT NOT NULL DEFAULT 0;

-- +kwarta sqlite
DROP TRIGGER ledger_postings_no_update;
UPDATE ledger_postings SET on_date = COALESCE((SELECT e.on_date FROM journal_entries e WHERE e.ref = ledger_postings.entry_ref), '');
-- +goose StatementBegin
CREATE TRIGGER ledger_postings_no_update BEFORE UPDATE ON ledger_postings BEGIN SELECT RAISE(ABORT, 'ledger_postings is append-only'); END;
-- +goose StatementEnd
-- +kwarta end
-- +kwarta postgres
ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only;
UPDATE ledger_postings p SET on_date = e.on_date FROM journal_entries e WHERE e.ref = p.entry_ref;
ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only;
-- +kwarta end
CREATE INDEX ledger_postings_date ON ledger_postings(on_date, id);

DELETE FROM ledger_day_totals;
INSERT INTO ledger_day_totals (account, on_date, debits, credits, lines)
SELECT account, on_date, SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END), SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END), COUNT(*)
FROM ledger_postings p WHERE EXISTS (SELECT 1 FROM journal_entries e WHERE e.ref = p.entry_ref) GROUP BY account, on_date;

-- +goose Down
DROP INDEX ledger_postings_date;
ALTER TABLE ledger_day_totals DROP COLUMN lines;
-- +kwarta sqlite
DROP TRIGGER ledger_postings_no_update;
-- +kwarta end
ALTER TABLE ledger_postings DROP COLUMN on_date;
-- +kwarta sqlite
-- +goose StatementBegin
CREATE TRIGGER ledger_postings_no_update BEFORE UPDATE ON ledger_postings BEGIN SELECT RAISE(ABORT, 'ledger_postings is append-only'); END;
-- +goose StatementEnd
-- +kwarta end
