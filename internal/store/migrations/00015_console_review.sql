-- +goose Up
-- The console's payments and complaints: how an
-- operator resolved a payment kept for review, and the operators' internal
-- notes on complaints (never shown to the borrower).

-- One resolution per provider transaction id (the postback's txnid): the
-- unique key is what makes a second resolution, at once or later, fail.
-- kind: amount_mismatch, review (the order could not take it) or
-- unknown_txn (no pay code). action: credit (payment_id is the payment it
-- made on order_id) or refund (the money goes back; nothing credited).
-- owner: repay
CREATE TABLE payment_resolutions (
    id           {{PK}},
    txn_id       TEXT NOT NULL UNIQUE,
    kind         TEXT NOT NULL,
    action       TEXT NOT NULL CHECK (action IN ('credit', 'refund')),
    order_id     BIGINT REFERENCES orders(id),
    payment_id   BIGINT REFERENCES payments(id),
    amount       BIGINT NOT NULL,
    note         TEXT NOT NULL,
    operator     TEXT NOT NULL,
    at           BIGINT NOT NULL
);
{{APPEND_ONLY payment_resolutions}}

CREATE INDEX provider_events_received ON provider_events(received_at);
CREATE INDEX payments_received ON payments(received_at);

-- An operator's note on a complaint, for the other operators only.
-- owner: complaint
CREATE TABLE complaint_notes (
    id            {{PK}},
    complaint_id  BIGINT NOT NULL REFERENCES complaints(id),
    operator      TEXT NOT NULL,
    text          TEXT NOT NULL,
    at            BIGINT NOT NULL
);
CREATE INDEX complaint_notes_complaint ON complaint_notes(complaint_id, id);

-- +goose Down
DROP TABLE complaint_notes;
DROP INDEX payments_received;
DROP INDEX provider_events_received;
DROP TABLE payment_resolutions;
