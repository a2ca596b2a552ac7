-- +goose Up
-- Today's receivables aging at a million orders (docs/ACCOUNTING.md,
-- "The aging today"): the buckets past due are summed from the
-- collections worklist's rows (orders past due, what each owes by
-- component, its due date) through an index holding every column summed,
-- and the orders not past due are counted through a partial index of the
-- orders at 170 and 174 not written off. The aging's query names the
-- predicate's values as literals, as both databases need to use a
-- partial index.
CREATE INDEX collection_accounts_aging ON collection_accounts(written_off, due_at, owed_principal, owed_interest, owed_fees, owed_late, owed_penalty);
CREATE INDEX orders_current_book ON orders(status, written_off_at) WHERE status IN (170, 174) AND written_off_at = 0;
-- The month-end snapshots are never changed once written: the latest
-- taken_at says whether any was written since a report read them (the
-- console keeps the roll rates and vintages it computed until then).
CREATE INDEX collection_snapshots_taken ON collection_snapshots(taken_at);

-- +goose Down
DROP INDEX collection_snapshots_taken;
DROP INDEX orders_current_book;
DROP INDEX collection_accounts_aging;
