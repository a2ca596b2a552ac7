-- +goose Up
-- When the schedule job next looks at each order (docs/DESIGN.md, "The
-- schedule job at a million orders"): a moment in ms. Saving an order
-- that was paid out sets it to 0 (look at it on the next run); the job,
-- having brought the order up to date and queued its reminders, sets it
-- to the next moment anything changes by the calendar alone: tomorrow
-- while interest is earned or late interest grows, the day it enters the
-- due window or falls past due, the next reminder's hour. Orders the job
-- has nothing more to do for (settled, refused, written off, not yet paid
-- out) hold the largest BIGINT, so a run reads only the orders due a
-- look, through the index.
ALTER TABLE orders ADD COLUMN next_check_at BIGINT NOT NULL DEFAULT 0;
UPDATE orders SET next_check_at = 9223372036854775807 WHERE status NOT IN (170, 174, 180);
CREATE INDEX orders_next_check ON orders(next_check_at);

-- +goose Down
DROP INDEX orders_next_check;
ALTER TABLE orders DROP COLUMN next_check_at;
