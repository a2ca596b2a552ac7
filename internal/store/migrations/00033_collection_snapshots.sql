-- +goose Up
-- Collections' month-end snapshots (docs/COLLECTIONS.md, "Reports"): one
-- row per order with principal outstanding in the books at the end of a
-- month (or written off in that month), as the collections job found it
-- on its first run of the next month. month_end is the month's last
-- calendar date (midnight UTC, as the orders' due dates); disbursed_month
-- YYYY-MM (market time); principal_disbursed the order's principal;
-- principal_outstanding the books' principal receivable on month_end (0
-- once written off); days_past_due from the order's first unpaid due date
-- as it was when the snapshot was taken; written_off = 1 when the order
-- was written off by the month's end. The roll rates and vintage curves
-- read these rows; nothing changes them once written.
-- owner: collect
CREATE TABLE collection_snapshots (
    month_end             BIGINT NOT NULL,
    order_id              BIGINT NOT NULL REFERENCES orders(id),
    product_id            BIGINT NOT NULL,
    disbursed_month       TEXT NOT NULL,
    principal_disbursed   BIGINT NOT NULL,
    principal_outstanding BIGINT NOT NULL,
    days_past_due         INTEGER NOT NULL,
    written_off           INTEGER NOT NULL DEFAULT 0,
    taken_at              BIGINT NOT NULL,
    PRIMARY KEY (month_end, order_id)
);
CREATE INDEX collection_snapshots_vintage ON collection_snapshots(disbursed_month, month_end);

-- +goose Down
DROP TABLE collection_snapshots;
