-- +goose Up
-- The dashboard at a million orders (docs/PERFORMANCE.md): the day's and
-- the month's approvals, money sent and money collected are read by date
-- from indexes holding the columns summed (a month is a twelfth of the
-- book; reading each order's row for its principal took a second), and
-- the overdue book (orders at 180 not written off, by due date, with what
-- they owe) from a partial index that holds every column it sums. The
-- dashboard's query names the predicate's values as literals, as both
-- databases need to use a partial index.
CREATE INDEX order_events_event ON order_events(event, created_at);
CREATE INDEX orders_disbursed ON orders(disbursed_at, principal);
DROP INDEX payments_received;
CREATE INDEX payments_received ON payments(received_at, moved_from, amount, channel);
CREATE INDEX orders_overdue_book ON orders(status, written_off_at, next_due_at, amount_due, late_interest, penalty, amount_paid, waived_penalty, waived_late_interest, waived_fees)
    WHERE status = 180 AND written_off_at = 0;

-- +goose Down
DROP INDEX orders_overdue_book;
DROP INDEX payments_received;
CREATE INDEX payments_received ON payments(received_at);
DROP INDEX orders_disbursed;
DROP INDEX order_events_event;
