-- +goose Up
-- Settlement reconciliation (docs/PAYMENTS.md, "Settlement files";
-- docs/ACCOUNTING.md, "Settlement"): each provider settlement file
-- imported, by its SHA-256 (a file is imported once), with its summary.
-- owner: repay
CREATE TABLE settlement_files (
    id               {{PK}},
    sha256           TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    first_day        TEXT NOT NULL,
    last_day         TEXT NOT NULL,
    lines            BIGINT NOT NULL,
    matched          BIGINT NOT NULL,
    differ           BIGINT NOT NULL,
    missing_here     BIGINT NOT NULL,
    missing_provider BIGINT NOT NULL,
    duplicate        BIGINT NOT NULL,
    settled_amount   BIGINT NOT NULL,
    fees             BIGINT NOT NULL,
    operator         TEXT NOT NULL,
    at               BIGINT NOT NULL
);

-- Each line of a file and its outcome (matched, differ, missing-here,
-- settled-before), and each credited payment of the file's days the file did
-- not have (missing-provider, line_no 0). A matched line settled its
-- payment: entry_id is the ledger entry, and a payment is settled once.
-- The others are the console's queue until an operator resolves them with
-- a note (which moves no money).
-- owner: repay
CREATE TABLE settlement_lines (
    id          {{PK}},
    file_id     BIGINT NOT NULL REFERENCES settlement_files(id),
    line_no     BIGINT NOT NULL,
    outcome     TEXT NOT NULL,
    txn_id      TEXT NOT NULL,
    ref_no      TEXT NOT NULL,
    proc_id     TEXT NOT NULL,
    amount      BIGINT NOT NULL,
    fee         BIGINT NOT NULL,
    ours        BIGINT NOT NULL,
    payment_id  BIGINT REFERENCES payments(id),
    ref_date    TEXT NOT NULL,
    settle_date TEXT NOT NULL,
    entry_id    BIGINT NOT NULL DEFAULT 0,
    resolved_at BIGINT NOT NULL DEFAULT 0,
    resolved_by TEXT NOT NULL DEFAULT '',
    note        TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX settlement_lines_settled ON settlement_lines(payment_id) WHERE outcome = 'matched';
CREATE INDEX settlement_lines_file ON settlement_lines(file_id, id);
CREATE INDEX settlement_lines_queue ON settlement_lines(resolved_at, id);
INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES ('5300', 'Payment channel fees', 'expense', 0);

-- +goose Down
DELETE FROM ledger_accounts WHERE code = '5300';
DROP TABLE settlement_lines;
DROP TABLE settlement_files;
