-- +goose Up
-- Payout accounts and disbursement: the channels money can be
-- sent to and the binding form's fields (data per market, seeded here and
-- edited by operators, never Go constants), the borrowers' payout accounts
-- (the number encrypted, only its last 4 digits in clear), their history,
-- and one payout per order.

-- The kinds of account a market offers: the binding form's tabs.
-- owner: payout
CREATE TABLE payout_card_types (
    market    TEXT NOT NULL,
    value     INTEGER NOT NULL,
    name      TEXT NOT NULL,
    position  INTEGER NOT NULL,
    PRIMARY KEY (market, value)
);

-- A channel: an e-wallet (kind wallet), a bank (kind bank) or, in India,
-- any bank reached by IFSC (kind ifsc). number is what the pages send
-- (ours, not a provider's); card_type is the tab it belongs to. An account
-- number has min_len to max_len digits and starts with prefix (GCash and
-- Maya: 09 and 11 digits). provider_code is the payout provider's code of
-- the channel (Dragonpay Payout's ProcId).
-- owner: payout
CREATE TABLE payout_channels (
    market         TEXT NOT NULL,
    number         TEXT NOT NULL,
    name           TEXT NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('wallet', 'bank', 'ifsc')),
    card_type      INTEGER NOT NULL,
    min_len        INTEGER NOT NULL,
    max_len        INTEGER NOT NULL,
    prefix         TEXT NOT NULL DEFAULT '',
    provider_code  TEXT NOT NULL DEFAULT '',
    position       INTEGER NOT NULL,
    active         INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (market, number)
);

-- A field of the binding form (card-init's items). cate: text, citySelect,
-- day or enum; input_type: tabs, phone, bankCard, number, ifsc or '' (not
-- text). card_type_mi: the card type the field belongs to (0: every one);
-- channel_number: under card type 1, the one channel it belongs to ('' :
-- every channel). options: where an enum's options come from (card_types:
-- the market's card types; wallets or banks: the market's active channels
-- of that kind). value: the default value.
-- owner: payout
CREATE TABLE payout_fields (
    market          TEXT NOT NULL,
    code            TEXT NOT NULL,
    cate            TEXT NOT NULL CHECK (cate IN ('text', 'citySelect', 'day', 'enum')),
    title           TEXT NOT NULL,
    subtitle        TEXT NOT NULL DEFAULT '',
    value           TEXT NOT NULL DEFAULT '',
    input_type      TEXT NOT NULL DEFAULT '',
    card_type_mi    INTEGER NOT NULL DEFAULT 0,
    channel_number  TEXT NOT NULL DEFAULT '',
    options         TEXT NOT NULL DEFAULT '',
    position        INTEGER NOT NULL,
    PRIMARY KEY (market, code)
);

-- A borrower's payout account. account_ct is the account number sealed
-- with AES-GCM under key key_id (bound to the borrower, the account and
-- the key id); last4 is kept in clear for masking. bank_code is India's
-- IFSC (not secret: it names a branch). At most one live default per
-- borrower; a removed account keeps its row (removed_at > 0).
-- owner: payout
CREATE TABLE payout_accounts (
    id          {{PK}},
    user_id     BIGINT NOT NULL REFERENCES users(id),
    market      TEXT NOT NULL,
    card_type   INTEGER NOT NULL,
    channel     TEXT NOT NULL,
    account_ct  {{BLOB}} NOT NULL,
    key_id      TEXT NOT NULL,
    last4       TEXT NOT NULL,
    bank_code   TEXT NOT NULL DEFAULT '',
    city        TEXT NOT NULL DEFAULT '',
    payday      INTEGER NOT NULL DEFAULT 0,
    is_default  INTEGER NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    removed_at  BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX payout_accounts_user ON payout_accounts(user_id, id);
CREATE UNIQUE INDEX payout_accounts_one_default ON payout_accounts(user_id) WHERE is_default = 1 AND removed_at = 0;

-- Every change to a borrower's payout accounts and an order's payout, as
-- it happened: append-only (nothing updates or deletes its rows).
-- owner: payout
CREATE TABLE payout_account_events (
    id          {{PK}},
    user_id     BIGINT NOT NULL REFERENCES users(id),
    account_id  BIGINT REFERENCES payout_accounts(id),
    order_id    BIGINT REFERENCES orders(id),
    event       TEXT NOT NULL,
    actor       TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    at          BIGINT NOT NULL
);
CREATE INDEX payout_account_events_user ON payout_account_events(user_id, id);
CREATE INDEX payout_account_events_order ON payout_account_events(order_id, id);

-- One payout per order. Every attempt is sent under the order's
-- idempotency key; only after the provider has definitely refused a
-- transfer (no money left) does key_round move on, and the next attempt
-- goes as key-2, key-3, ... (a provider keeps a refused transfer id
-- refused). state: new (no attempt yet), sending (one sender holds it
-- since claimed_at), pending (the provider accepted it and has not
-- finished), succeeded, failed (reason says why; declined 1 when the
-- receiving account was refused, so the borrower is asked to check it).
-- account_id is the account chosen for the order (bind-card-change; NULL:
-- the borrower's default), sent_account_id the one the last attempt used.
-- owner: payout
CREATE TABLE payouts (
    id               {{PK}},
    order_id         BIGINT NOT NULL UNIQUE REFERENCES orders(id),
    user_id          BIGINT NOT NULL REFERENCES users(id),
    idempotency_key  TEXT NOT NULL UNIQUE,
    account_id       BIGINT REFERENCES payout_accounts(id),
    sent_account_id  BIGINT REFERENCES payout_accounts(id),
    key_round        INTEGER NOT NULL DEFAULT 0,
    amount           BIGINT NOT NULL DEFAULT 0,
    currency         TEXT NOT NULL DEFAULT '',
    state            TEXT NOT NULL CHECK (state IN ('new', 'sending', 'pending', 'succeeded', 'failed')),
    provider         TEXT NOT NULL DEFAULT '',
    reference        TEXT NOT NULL DEFAULT '',
    reason           TEXT NOT NULL DEFAULT '',
    declined         INTEGER NOT NULL DEFAULT 0,
    attempts         INTEGER NOT NULL DEFAULT 0,
    created_at       BIGINT NOT NULL,
    claimed_at       BIGINT NOT NULL DEFAULT 0,
    updated_at       BIGINT NOT NULL,
    succeeded_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX payouts_state ON payouts(state, updated_at);

-- The Philippines: e-wallets (GCash, Maya: the 11-digit mobile number of
-- the wallet, 09XXXXXXXXX) and the major banks with the account-number
-- lengths they use (sources in docs/DESIGN.md, "Payout accounts").
INSERT INTO payout_card_types (market, value, name, position) VALUES
    ('ph', 1, 'E-wallet', 1),
    ('ph', 2, 'Bank account', 2),
    ('in', 1, 'Bank account', 1);

INSERT INTO payout_channels (market, number, name, kind, card_type, min_len, max_len, prefix, provider_code, position) VALUES
    ('ph', '90006', 'GCash', 'wallet', 1, 11, 11, '09', 'GCSH', 1),
    ('ph', '90007', 'Maya', 'wallet', 1, 11, 11, '09', 'PYMY', 2),
    ('ph', '90011', 'BDO Unibank', 'bank', 2, 10, 12, '', 'BDO', 11),
    ('ph', '90012', 'BPI', 'bank', 2, 10, 10, '', 'BPI', 12),
    ('ph', '90013', 'Metrobank', 'bank', 2, 13, 13, '', 'MBTC', 13),
    ('ph', '90014', 'Landbank', 'bank', 2, 10, 10, '', 'LBP', 14),
    ('ph', '90015', 'PNB', 'bank', 2, 12, 12, '', 'PNB', 15),
    ('ph', '90016', 'Security Bank', 'bank', 2, 13, 13, '', 'SBC', 16),
    ('ph', '90017', 'UnionBank', 'bank', 2, 12, 12, '', 'UBP', 17),
    ('ph', '90018', 'RCBC', 'bank', 2, 10, 10, '', 'RCBC', 18),
    ('ph', '90019', 'China Bank', 'bank', 2, 10, 12, '', 'CBC', 19),
    ('ph', '90020', 'EastWest Bank', 'bank', 2, 12, 12, '', 'EWB', 20),
    ('in', '91001', 'Bank account (IFSC)', 'ifsc', 1, 9, 18, '', 'IMPS', 1);

INSERT INTO payout_fields (market, code, cate, title, subtitle, value, input_type, card_type_mi, channel_number, options, position) VALUES
    ('ph', 'card_type', 'enum', 'Account type', '', '1', 'tabs', 0, '', 'card_types', 1),
    ('ph', 'channel', 'enum', 'E-wallet', 'Choose your e-wallet', '90006', '', 1, '', 'wallets', 2),
    ('ph', 'gcash_no', 'text', 'GCash number', 'The 11-digit mobile number of your GCash account', '', 'phone', 1, '90006', '', 3),
    ('ph', 'maya_no', 'text', 'Maya number', 'The 11-digit mobile number of your Maya account', '', 'phone', 1, '90007', '', 4),
    ('ph', 'bank', 'enum', 'Bank', 'Choose your bank', '', '', 2, '', 'banks', 5),
    ('ph', 'account_no', 'text', 'Account number', '10 to 16 digits, as on your passbook or app', '', 'bankCard', 2, '', '', 6),
    ('ph', 'city', 'citySelect', 'Province and city', 'Where you live', '', '', 0, '', '', 7),
    ('ph', 'payday', 'day', 'Payday', 'Day of the month you are paid', '', '', 0, '', '', 8),
    ('in', 'card_type', 'enum', 'Account type', '', '1', 'tabs', 0, '', 'card_types', 1),
    ('in', 'ifsc', 'text', 'IFSC', 'The 11-character code of your bank branch, as on your cheque book', '', 'ifsc', 1, '', '', 2),
    ('in', 'account_no', 'text', 'Account number', '9 to 18 digits, as on your passbook', '', 'number', 1, '', '', 3),
    ('in', 'city', 'citySelect', 'State and city', 'Where you live', '', '', 0, '', '', 4),
    ('in', 'payday', 'day', 'Payday', 'Day of the month you are paid', '', '', 0, '', '', 5);

-- +goose Down
DROP TABLE payouts;
DROP TABLE payout_account_events;
DROP TABLE payout_accounts;
DROP TABLE payout_fields;
DROP TABLE payout_channels;
DROP TABLE payout_card_types;
