-- +goose Up
-- Servicing: an order in repayment rescheduled under four eyes
-- (docs/ACCOUNTING.md, "Servicing actions"): a new plan of instalments for
-- the principal left, with the borrower's consent recorded (how, on which
-- day, and a reference to it). The order's plan column holds the new plan;
-- each reschedule keeps the plan before and after (JSON, as the order's
-- plan), the interest it dropped and added, and whether the cost cap cut
-- it. A rescheduled order is not replayed (loan.Replay).
-- owner: loan
CREATE TABLE reschedules (
    id               {{PK}},
    order_id         BIGINT NOT NULL REFERENCES orders(id),
    old_plan         TEXT NOT NULL,
    new_plan         TEXT NOT NULL,
    dropped_interest BIGINT NOT NULL,
    added_interest   BIGINT NOT NULL,
    capped_by        BIGINT NOT NULL DEFAULT 0,
    consent_how      TEXT NOT NULL,
    consent_on       TEXT NOT NULL,
    consent_ref      TEXT NOT NULL,
    reason           TEXT NOT NULL,
    actor            TEXT NOT NULL,
    created_at       BIGINT NOT NULL
);
CREATE INDEX reschedules_order ON reschedules(order_id);

-- +goose Down
DROP TABLE reschedules;
