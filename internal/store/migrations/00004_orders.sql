-- +goose Up
-- Where a recommended product leads: empty for the lender's own products
-- (opened in the app), an http(s) address for a partner's.
ALTER TABLE products ADD COLUMN link_url TEXT NOT NULL DEFAULT '';

-- Loan orders. The pricing terms are copied from the product when the order
-- is placed (a later product edit never reprices a loan) and the repayment
-- plan is kept as a JSON snapshot. Money is integer minor units; *_at columns
-- are UTC Unix milliseconds; the due-date columns hold calendar dates as
-- midnight UTC of that date, in milliseconds. status is one of 151 (processing),
-- 110 (rejected), 21 (approved, awaiting the borrower's withdrawal
-- confirmation), 170 (repaying), 174 (due), 180 (overdue), 200 (settled).
-- version increases on every update, so two writers never overwrite each other.
-- owner: loan
CREATE TABLE orders (
    id                      {{PK}},
    order_no                TEXT NOT NULL UNIQUE,
    user_id                 BIGINT NOT NULL REFERENCES users(id),
    product_id              BIGINT NOT NULL REFERENCES products(id),
    status                  INTEGER NOT NULL,
    version                 INTEGER NOT NULL DEFAULT 0,
    principal               BIGINT NOT NULL,
    term_days               INTEGER NOT NULL,
    instalments             INTEGER NOT NULL,
    daily_rate_ppm          BIGINT NOT NULL,
    service_fee             BIGINT NOT NULL,
    extension_fee           BIGINT NOT NULL,
    extension_days          INTEGER NOT NULL,
    currency                TEXT NOT NULL,
    market                  TEXT NOT NULL,
    repeat_client           INTEGER NOT NULL DEFAULT 0,
    plan                    TEXT NOT NULL,
    apr_bp                  BIGINT NOT NULL,
    amount_due              BIGINT NOT NULL,
    amount_paid             BIGINT NOT NULL DEFAULT 0,
    paid_penalty            BIGINT NOT NULL DEFAULT 0,
    paid_late_interest      BIGINT NOT NULL DEFAULT 0,
    paid_scheduled          BIGINT NOT NULL DEFAULT 0,
    late_interest           BIGINT NOT NULL DEFAULT 0,
    penalty                 BIGINT NOT NULL DEFAULT 0,
    late_accrued_to         BIGINT NOT NULL DEFAULT 0,
    created_at              BIGINT NOT NULL,
    updated_at              BIGINT NOT NULL,
    decided_at              BIGINT NOT NULL DEFAULT 0,
    withdrawal_confirmed_at BIGINT NOT NULL DEFAULT 0,
    disbursed_at            BIGINT NOT NULL DEFAULT 0,
    next_due_at             BIGINT NOT NULL DEFAULT 0,
    final_due_at            BIGINT NOT NULL DEFAULT 0,
    settled_at              BIGINT NOT NULL DEFAULT 0,
    CHECK (status IN (151, 110, 21, 170, 174, 180, 200)),
    CHECK (principal > 0 AND amount_due >= principal),
    CHECK (amount_paid = paid_penalty + paid_late_interest + paid_scheduled),
    CHECK (paid_penalty <= penalty AND paid_late_interest <= late_interest AND paid_scheduled <= amount_due)
);
CREATE INDEX orders_user ON orders(user_id, id);
CREATE INDEX orders_schedule ON orders(status, next_due_at);

-- Every status change of an order: who (borrower:<id>, operator:<name>,
-- system:job, demo), when, from and to (from 0 when the order is placed).
-- owner: loan
CREATE TABLE order_events (
    id          {{PK}},
    order_id    BIGINT NOT NULL REFERENCES orders(id),
    event       TEXT NOT NULL,
    actor       TEXT NOT NULL,
    from_status INTEGER NOT NULL,
    to_status   INTEGER NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);
CREATE INDEX order_events_order ON order_events(order_id, id);

-- What the pages report (service/event/save): module 30 is borrow-again,
-- recommended-product clicks carry the click's position.
-- owner: event
CREATE TABLE app_events (
    id          {{PK}},
    user_id     BIGINT NOT NULL REFERENCES users(id),
    module_id   INTEGER NOT NULL,
    position_id INTEGER NOT NULL DEFAULT 0,
    product_id  BIGINT NOT NULL DEFAULT 0,
    order_id    BIGINT NOT NULL DEFAULT 0,
    device_id   TEXT NOT NULL DEFAULT '',
    app_version TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);
CREATE INDEX app_events_module ON app_events(module_id, created_at);

-- Ratings the order details page sends (google-score).
-- owner: loan
CREATE TABLE ratings (
    id         {{PK}},
    user_id    BIGINT NOT NULL REFERENCES users(id),
    order_id   BIGINT NOT NULL DEFAULT 0,
    score      INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    CHECK (score BETWEEN 1 AND 5)
);
CREATE INDEX ratings_user ON ratings(user_id);

-- +goose Down
DROP TABLE ratings;
DROP TABLE app_events;
DROP TABLE order_events;
DROP TABLE orders;
ALTER TABLE products DROP COLUMN link_url;
