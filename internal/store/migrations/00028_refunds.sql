-- +goose Up
-- Refunds of held money through the payout channel (docs/PAYMENTS.md,
-- "Refunds"): money kept for review on a pay code of a known borrower,
-- refunded under four eyes, is sent to one of that borrower's payout
-- accounts, as a loan is paid out. One row per held payment: source is
-- the held payment's transaction id (unique, so a payment is refunded at
-- most once); a refused refund stays this row (state failed, reason) and
-- a retry sends it again under the key's next round (key_round), as a
-- payout does. state: new (approved, not sent yet), sending (one sender
-- holds it since claimed_at), pending (the provider accepted it and has
-- not finished), succeeded, failed. operator is who approved it.
-- owner: payout
CREATE TABLE refunds (
    id               {{PK}},
    order_id         BIGINT NOT NULL REFERENCES orders(id),
    user_id          BIGINT NOT NULL REFERENCES users(id),
    account_id       BIGINT NOT NULL REFERENCES payout_accounts(id),
    amount           BIGINT NOT NULL,
    currency         TEXT NOT NULL,
    source           TEXT NOT NULL UNIQUE,
    idempotency_key  TEXT NOT NULL UNIQUE,
    state            TEXT NOT NULL CHECK (state IN ('new', 'sending', 'pending', 'succeeded', 'failed')),
    provider         TEXT NOT NULL DEFAULT '',
    reference        TEXT NOT NULL DEFAULT '',
    reason           TEXT NOT NULL DEFAULT '',
    declined         INTEGER NOT NULL DEFAULT 0,
    attempts         INTEGER NOT NULL DEFAULT 0,
    key_round        INTEGER NOT NULL DEFAULT 0,
    operator         TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    claimed_at       BIGINT NOT NULL DEFAULT 0,
    updated_at       BIGINT NOT NULL,
    succeeded_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX refunds_order ON refunds(order_id, id);
CREATE INDEX refunds_state ON refunds(state, updated_at);

-- +goose Down
DROP TABLE refunds;
