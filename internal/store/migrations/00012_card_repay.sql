-- +goose Up
-- The card repayment (the legacy "repay by card" flow): paying
-- what is due now from a linked payout account, confirmed with an SMS code.

-- A repay token is handed out by repayment-way and taken by one
-- repayment-commit: a second commit with the same token is refused
-- (800005). Only its SHA-256 is kept.
-- owner: cardrepay
CREATE TABLE card_repay_tokens (
    token_hash  TEXT PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users(id),
    order_id    BIGINT NOT NULL REFERENCES orders(id),
    created_at  BIGINT NOT NULL,
    used_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX card_repay_tokens_created ON card_repay_tokens(created_at);

-- A card repayment: one commit (an SMS code sent) and, once the code is
-- right, one debit through the pay code pay_code_id (0 until then).
-- account_id is the borrower's payout account (payout_accounts.id). state:
-- awaiting (the code was sent), replaced (a newer commit took its place),
-- debiting (the code was right; the debit is under way), paid, declined,
-- pending (the provider will finish it later), review (money taken that
-- could not be applied), failed (the SMS could not be sent). code_hash is
-- the code's keyed hash; attempts counts the tries.
-- owner: cardrepay
CREATE TABLE card_repayments (
    id           {{PK}},
    user_id      BIGINT NOT NULL REFERENCES users(id),
    order_id     BIGINT NOT NULL REFERENCES orders(id),
    account_id   BIGINT NOT NULL,
    pay_code_id  BIGINT NOT NULL DEFAULT 0,
    amount       BIGINT NOT NULL,
    currency     TEXT NOT NULL,
    state        TEXT NOT NULL,
    code_hash    TEXT NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    expires_at   BIGINT NOT NULL,
    created_at   BIGINT NOT NULL,
    ref_no       TEXT NOT NULL DEFAULT '',
    note         TEXT NOT NULL DEFAULT '',
    closed_at    BIGINT NOT NULL DEFAULT 0
);
-- At most one live card repayment per order: a code waiting, a debit under
-- way or one the provider has not finished. A second one is refused until
-- the first ends, so one payment is never debited twice.
CREATE UNIQUE INDEX card_repayments_one_live ON card_repayments(order_id) WHERE state IN ('awaiting', 'debiting', 'pending');
CREATE INDEX card_repayments_user ON card_repayments(user_id, id);

-- The card repayment's SMS limits per borrower: the last code sent (one a
-- minute) and how many went out on day (a calendar day of the market).
-- owner: cardrepay
CREATE TABLE card_repay_sms (
    user_id       BIGINT PRIMARY KEY REFERENCES users(id),
    last_sent_at  BIGINT NOT NULL,
    day           TEXT NOT NULL,
    n             INTEGER NOT NULL
);

-- +goose Down
DROP TABLE card_repay_sms;
DROP TABLE card_repayments;
DROP TABLE card_repay_tokens;
