-- +goose Up
-- Collections (docs/COLLECTIONS.md): the worklist of orders past due, who
-- works each one, what was said to the borrower and what they promised.

-- The rules the collections lead sets, one row (id 1): buckets is a JSON
-- list of {name, from, to, team}, days past due from..to (to 0: no upper
-- end) and the collectors the automatic rule shares the bucket's accounts
-- among; daily_cap is how many contacts a borrower may get in a local day;
-- auto_assign = 1 while the round-robin rule is on.
-- owner: collect
CREATE TABLE collection_settings (
    id          INTEGER PRIMARY KEY,
    buckets     TEXT NOT NULL,
    daily_cap   INTEGER NOT NULL,
    auto_assign INTEGER NOT NULL DEFAULT 0,
    updated_at  BIGINT NOT NULL,
    updated_by  TEXT NOT NULL
);

-- One row per order past due and not settled: the worklist. The figures
-- are the engine's as of refreshed_at (the schedule job refreshes every
-- order past due each run, a payment refreshes its order at once):
-- due_at is the first unpaid due date (a calendar date at 00:00 UTC, as
-- orders.next_due_at), owed_* what the order owes by component,
-- paid_total what it was paid in all (a promise counts from it).
-- name and phone are the borrower's (phone masked) for the list.
-- operator_id is the assigned collector (0: nobody), assigned_how
-- 'lead' or 'auto'. last_contact_*: the latest contact and its outcome;
-- promise_state: the latest promise's (none, open, kept, broken);
-- next_action is a calendar date (0: none). A table derived from the
-- orders (no foreign keys: it can be rebuilt or filled in bulk). urgency orders the default
-- worklist: an account whose promise broke and nobody has contacted
-- since comes first (0 * 10^14 + due_at), then the rest by due date.
-- owner: collect
CREATE TABLE collection_accounts (
    order_id          BIGINT PRIMARY KEY,
    order_no          TEXT NOT NULL,
    user_id           BIGINT NOT NULL,
    product_id        BIGINT NOT NULL,
    name              TEXT NOT NULL DEFAULT '',
    phone             TEXT NOT NULL DEFAULT '',
    due_at            BIGINT NOT NULL,
    owed_principal    BIGINT NOT NULL,
    owed_interest     BIGINT NOT NULL,
    owed_fees         BIGINT NOT NULL,
    owed_late         BIGINT NOT NULL,
    owed_penalty      BIGINT NOT NULL,
    owed_total        BIGINT NOT NULL,
    paid_total        BIGINT NOT NULL,
    written_off       INTEGER NOT NULL DEFAULT 0,
    operator_id       BIGINT NOT NULL DEFAULT 0,
    operator_name     TEXT NOT NULL DEFAULT '',
    assigned_how      TEXT NOT NULL DEFAULT '',
    assigned_at       BIGINT NOT NULL DEFAULT 0,
    last_contact_at   BIGINT NOT NULL DEFAULT 0,
    last_outcome      TEXT NOT NULL DEFAULT '',
    promise_state     TEXT NOT NULL DEFAULT 'none',
    next_action       BIGINT NOT NULL DEFAULT 0,
    urgency           BIGINT NOT NULL,
    refreshed_at      BIGINT NOT NULL
);
CREATE INDEX collection_accounts_urgency ON collection_accounts(urgency, order_id);
CREATE INDEX collection_accounts_due ON collection_accounts(due_at, order_id);
CREATE INDEX collection_accounts_owed ON collection_accounts(owed_total, order_id);
CREATE INDEX collection_accounts_operator ON collection_accounts(operator_id, urgency, order_id);
CREATE INDEX collection_accounts_promise ON collection_accounts(promise_state, due_at, order_id);
CREATE INDEX collection_accounts_user ON collection_accounts(user_id);
CREATE UNIQUE INDEX collection_accounts_no ON collection_accounts(order_no);

-- Every contact with a borrower about an order past due, and every
-- collection SMS: channel call, sms or visit; outcome reached, no_answer,
-- wrong_number, promised, refused, paid, dispute (an SMS: sent or failed).
-- template and body are an SMS's; outside_hours = 1 when it was logged
-- outside the contact hours under an exception (exception says which:
-- days, consent) or after the operator was warned (warned).
-- Append-only: a contact is a record of what happened.
-- owner: collect
CREATE TABLE collection_contacts (
    id            {{PK}},
    order_id      BIGINT NOT NULL REFERENCES orders(id),
    order_no      TEXT NOT NULL,
    user_id       BIGINT NOT NULL REFERENCES users(id),
    operator_id   BIGINT NOT NULL,
    operator_name TEXT NOT NULL,
    channel       TEXT NOT NULL CHECK (channel IN ('call', 'sms', 'visit')),
    outcome       TEXT NOT NULL,
    note          TEXT NOT NULL DEFAULT '',
    template      TEXT NOT NULL DEFAULT '',
    body          TEXT NOT NULL DEFAULT '',
    days_past_due INTEGER NOT NULL,
    outside_hours INTEGER NOT NULL DEFAULT 0,
    exception     TEXT NOT NULL DEFAULT '',
    at            BIGINT NOT NULL
);
CREATE INDEX collection_contacts_order ON collection_contacts(order_id, at);
CREATE INDEX collection_contacts_user ON collection_contacts(user_id, at);
CREATE INDEX collection_contacts_operator ON collection_contacts(operator_id, at);
{{APPEND_ONLY collection_contacts}}

-- A borrower's promise to pay amount by the end of due_on (a calendar
-- date, local). paid_before is the order's total paid when it was made:
-- it is kept once the order's total paid reaches paid_before + amount at
-- or before the end of due_on, broken when that day ends first.
-- state: open, kept, broken; resolved_at when it stopped being open.
-- owner: collect
CREATE TABLE collection_promises (
    id            {{PK}},
    order_id      BIGINT NOT NULL REFERENCES orders(id),
    amount        BIGINT NOT NULL CHECK (amount > 0),
    due_on        BIGINT NOT NULL,
    paid_before   BIGINT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('open', 'kept', 'broken')),
    contact_id    BIGINT NOT NULL DEFAULT 0,
    operator_id   BIGINT NOT NULL,
    operator_name TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    resolved_at   BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX collection_promises_order ON collection_promises(order_id, id);
CREATE INDEX collection_promises_open ON collection_promises(state, due_on);

-- The collection SMS texts, by name and language: drafts until an admin
-- publishes them after the content check; a collector sends only
-- published ones.
-- owner: collect
CREATE TABLE collection_templates (
    name          TEXT NOT NULL,
    lang          TEXT NOT NULL,
    body          TEXT NOT NULL,
    published     INTEGER NOT NULL DEFAULT 0,
    updated_at    BIGINT NOT NULL,
    updated_by    TEXT NOT NULL,
    published_at  BIGINT NOT NULL DEFAULT 0,
    published_by  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (name, lang)
);
INSERT INTO collection_templates (name, lang, body, published, updated_at, updated_by, published_at, published_by) VALUES
('past_due', 'en', '{app}: Hi {name}, order {order} is {days} days past due and {owed} is owed. Please pay today, or call {phone} to agree a plan.', 1, 0, 'system', 0, 'system'),
('past_due', 'fil', '{app}: {name}, ang order {order} ay {days} araw nang lampas sa due date; {owed} ang balanse. Magbayad po ngayon o tumawag sa {phone}.', 1, 0, 'system', 0, 'system'),
('promise_reminder', 'en', '{app}: Hi {name}, thank you for your promise to pay order {order}. {owed} is owed. Questions? Call {phone}.', 1, 0, 'system', 0, 'system'),
('promise_reminder', 'fil', '{app}: {name}, salamat sa pangakong magbayad para sa order {order}. {owed} ang balanse. May tanong? Tumawag sa {phone}.', 1, 0, 'system', 0, 'system');

-- +goose Down
DROP TABLE collection_templates;
DROP TABLE collection_promises;
DROP TABLE collection_contacts;
DROP TABLE collection_accounts;
DROP TABLE collection_settings;
-- +kwarta postgres
DROP FUNCTION collection_contacts_append_only;
-- +kwarta end
