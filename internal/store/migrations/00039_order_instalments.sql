-- +goose Up
-- The instalments of every order paid out, one row each, as its plan
-- holds them now: when each falls due (due_on, the calendar date as the
-- orders' due dates: midnight UTC, ms) and its total (principal, interest
-- and fees). Written with the order whenever its plan or its payout
-- changes (an extension, a reschedule); the collection efficiency reads
-- what fell due in a month from here instead of every order's plan
-- (docs/COLLECTIONS.md, "Reports").
-- owner: loan
CREATE TABLE order_instalments (
    order_id BIGINT NOT NULL REFERENCES orders(id),
    number   INTEGER NOT NULL,
    due_on   BIGINT NOT NULL,
    total    BIGINT NOT NULL,
    PRIMARY KEY (order_id, number)
);
CREATE INDEX order_instalments_due ON order_instalments(due_on, total);
-- +kwarta sqlite
INSERT INTO order_instalments (order_id, number, due_on, total)
SELECT o.id, json_extract(i.value, '$.number'), CAST(strftime('%s', json_extract(i.value, '$.dueDate')) AS INTEGER) * 1000, json_extract(i.value, '$.total')
FROM orders o, json_each(o.plan, '$.instalments') i WHERE o.disbursed_at > 0;
-- +kwarta end
-- +kwarta postgres
INSERT INTO order_instalments (order_id, number, due_on, total)
SELECT o.id, (i.value->>'number')::int, (EXTRACT(EPOCH FROM (i.value->>'dueDate')::date))::bigint * 1000, (i.value->>'total')::bigint
FROM orders o, jsonb_array_elements(o.plan::jsonb->'instalments') i WHERE o.disbursed_at > 0;
-- +kwarta end

-- +goose Down
DROP TABLE order_instalments;
