-- +goose Up
-- Money in: pay codes (a provider's reference number for one amount of one
-- order), the payments they brought, and every postback as received.

-- A pay code is open until it is paid, fails, expires or is replaced; at
-- most one is open per order and purpose (due: what is due now; payoff:
-- the whole loan; extension: a roll-over).
-- owner: repay
CREATE TABLE pay_codes (
    id          {{PK}},
    order_id    BIGINT NOT NULL REFERENCES orders(id),
    user_id     BIGINT NOT NULL REFERENCES users(id),
    purpose     TEXT NOT NULL,
    amount      BIGINT NOT NULL,
    currency    TEXT NOT NULL,
    channel     TEXT NOT NULL,
    gateway     TEXT NOT NULL,
    txn_id      TEXT NOT NULL UNIQUE,
    ref_no      TEXT NOT NULL DEFAULT '',
    pay_url     TEXT NOT NULL DEFAULT '',
    state       TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    closed_at   BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX pay_codes_one_open ON pay_codes(order_id, purpose) WHERE state = 'open';
CREATE INDEX pay_codes_state ON pay_codes(state, created_at);
CREATE INDEX pay_codes_ref ON pay_codes(ref_no);

-- A payment is money received on a pay code and applied to its order:
-- one per code, so a postback repeated credits nothing more.
-- owner: repay
CREATE TABLE payments (
    id             {{PK}},
    pay_code_id    BIGINT NOT NULL UNIQUE REFERENCES pay_codes(id),
    order_id       BIGINT NOT NULL REFERENCES orders(id),
    user_id        BIGINT NOT NULL REFERENCES users(id),
    purpose        TEXT NOT NULL,
    amount         BIGINT NOT NULL,
    currency       TEXT NOT NULL,
    channel        TEXT NOT NULL,
    ref_no         TEXT NOT NULL,
    penalty        BIGINT NOT NULL DEFAULT 0,
    late_interest  BIGINT NOT NULL DEFAULT 0,
    fees           BIGINT NOT NULL DEFAULT 0,
    interest       BIGINT NOT NULL DEFAULT 0,
    principal      BIGINT NOT NULL DEFAULT 0,
    received_at    BIGINT NOT NULL
);
CREATE INDEX payments_order ON payments(order_id, id);

-- Every postback and status answer as received, verified or not: an
-- append-only ledger (nothing updates or deletes its rows).
-- owner: repay
CREATE TABLE provider_events (
    id           {{PK}},
    gateway      TEXT NOT NULL,
    source       TEXT NOT NULL,
    txn_id       TEXT NOT NULL,
    ref_no       TEXT NOT NULL,
    status       TEXT NOT NULL,
    amount       BIGINT NOT NULL,
    raw          TEXT NOT NULL,
    verified     INTEGER NOT NULL,
    outcome      TEXT NOT NULL,
    received_at  BIGINT NOT NULL
);
CREATE INDEX provider_events_txn ON provider_events(txn_id);

-- +goose Down
DROP TABLE provider_events;
DROP TABLE payments;
DROP TABLE pay_codes;
