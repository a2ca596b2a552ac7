-- +goose Up
-- SMS notices about a borrower's loan (internal/notice): the
-- texts as data, each borrower's choices, and the outbox every notice goes
-- through exactly once.

-- A template is one kind of notice in one language. body holds
-- placeholders in braces ({app}, {amount}, {due}, {date}, {left}, {days},
-- {order}, {phone}, {how}, {ref}, {channel}); internal/notice checks that
-- an edited body uses only its kind's placeholders and still fits one
-- 160-character GSM-7 segment with the longest values.
-- owner: notice
CREATE TABLE notice_templates (
    kind        TEXT NOT NULL,
    lang        TEXT NOT NULL,
    body        TEXT NOT NULL,
    updated_at  BIGINT NOT NULL DEFAULT 0,
    updated_by  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (kind, lang)
);

-- What a borrower chose; no row is the default (English, loan updates on,
-- nothing during quiet hours). updates = 0 turns off the optional notices
-- (money sent, payment received); due and overdue notices of a live loan
-- are always sent. any_hour = 1 is the borrower's consent to texts during
-- the market's quiet hours. source says who changed it last: app, or sms
-- (a STOP or START reply).
-- owner: notice
CREATE TABLE notice_prefs (
    user_id     BIGINT PRIMARY KEY REFERENCES users(id),
    lang        TEXT NOT NULL DEFAULT 'en',
    updates     INTEGER NOT NULL DEFAULT 1,
    any_hour    INTEGER NOT NULL DEFAULT 0,
    source      TEXT NOT NULL DEFAULT 'app',
    updated_at  BIGINT NOT NULL
);

-- The outbox: one row per notice, unique per (order, kind, day) through
-- dedupe_key, so a notice is queued once whatever runs the job and however
-- often. day is the market's calendar date the notice belongs to. vars
-- (JSON) are the figures fixed when the notice was queued (a payment's
-- amount); reminders read the rest from the order when they are sent.
-- status: queued (waiting for not_before: its time, quiet hours, or a
-- retry), sending (claimed by one instance until lease_until), sent,
-- skipped (no longer true or opted out; reason in last_error), expired
-- (its day passed), failed (given up, or refused before sending), unknown
-- (an instance stopped while sending: the gateway may have sent it, so it
-- is never sent again). held counts the times quiet hours put it off.
-- owner: notice
CREATE TABLE notice_outbox (
    id           {{PK}},
    dedupe_key   TEXT NOT NULL UNIQUE,
    order_id     BIGINT NOT NULL REFERENCES orders(id),
    user_id      BIGINT NOT NULL REFERENCES users(id),
    kind         TEXT NOT NULL,
    day          TEXT NOT NULL,
    vars         TEXT NOT NULL DEFAULT '{}',
    status       TEXT NOT NULL,
    planned_at   BIGINT NOT NULL,
    not_before   BIGINT NOT NULL,
    lease_until  BIGINT NOT NULL DEFAULT 0,
    attempts     INTEGER NOT NULL DEFAULT 0,
    held         INTEGER NOT NULL DEFAULT 0,
    body         TEXT NOT NULL DEFAULT '',
    last_error   TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL,
    sent_at      BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX notice_outbox_due ON notice_outbox(status, not_before);
CREATE INDEX notice_outbox_order ON notice_outbox(order_id, id);
CREATE INDEX notice_outbox_day ON notice_outbox(day);

-- The texts. English first, Filipino (fil) second; an operator edits them
-- with `kwarta reminders template`. how_code and how_app are the "how to
-- pay" part ({how}) of the others: with the order's open pay code, or
-- without one.
INSERT INTO notice_templates (kind, lang, body) VALUES
('disbursed',  'en', '{app}: {amount} has been sent to you. First payment: {due} due {date}. {how}.'),
('due_3',      'en', '{app}: {due} is due in 3 days, on {date}. {how}. Paying on time avoids late charges.'),
('due_1',      'en', '{app}: {due} is due tomorrow, {date}. {how}. Paying on time avoids late charges.'),
('due_0',      'en', '{app}: {due} is due today, {date}. {how} today to avoid late charges.'),
('paid',       'en', '{app}: we received {amount}. Still to pay: {left}, next due {date}. Thank you!'),
('settled',    'en', '{app}: we received {amount}. Loan {order} is fully paid. Thank you!'),
('extended',   'en', '{app}: we received {amount} for your extension. Your new due date is {date}.'),
('overdue_1',  'en', '{app}: {due} was due on {date} and is 1 day late. Please pay to avoid more late charges. {how}.'),
('overdue_3',  'en', '{app}: {due} was due on {date} and is 3 days late. Please pay to avoid more late charges. {how}.'),
('overdue_7',  'en', '{app}: {due} was due on {date} and is 7 days late. Please pay or call us at {phone}. {how}.'),
('overdue_15', 'en', '{app}: {due} is 15 days late (due {date}). Call us at {phone} to agree a way to pay. {how}.'),
('how_code',   'en', 'Pay with ref {ref} at {channel}'),
('how_app',    'en', 'Pay in the {app} app'),
('disbursed',  'fil', '{app}: Naipadala na ang {amount}. Unang bayad: {due} sa {date}. {how}.'),
('due_3',      'fil', '{app}: Ang {due} ay babayaran sa {date}, 3 araw mula ngayon. {how}. Magbayad sa oras para walang multa.'),
('due_1',      'fil', '{app}: Ang {due} ay babayaran bukas, {date}. {how}. Magbayad sa oras para walang multa.'),
('due_0',      'fil', '{app}: Ang {due} ay babayaran ngayon, {date}. {how} ngayong araw para walang multa.'),
('paid',       'fil', '{app}: Natanggap namin ang {amount}. Natitira: {left}, susunod na bayad sa {date}. Salamat!'),
('settled',    'fil', '{app}: Natanggap namin ang {amount}. Bayad na nang buo ang loan {order}. Salamat!'),
('extended',   'fil', '{app}: Natanggap namin ang {amount} para sa extension. Ang bagong due date ay {date}.'),
('overdue_1',  'fil', '{app}: Ang {due} (dapat noong {date}) ay 1 araw nang huli. Magbayad na para iwas dagdag-multa. {how}.'),
('overdue_3',  'fil', '{app}: Ang {due} (dapat noong {date}) ay 3 araw nang huli. Magbayad na para iwas dagdag-multa. {how}.'),
('overdue_7',  'fil', '{app}: Ang {due} (dapat noong {date}) ay 7 araw nang huli. Magbayad o tumawag sa {phone}. {how}.'),
('overdue_15', 'fil', '{app}: {due} ay 15 araw nang huli ({date}). Tumawag sa {phone} para pag-usapan ang bayad. {how}.'),
('how_code',   'fil', 'Bayaran sa {channel}, ref {ref}'),
('how_app',    'fil', 'Magbayad sa {app} app');

-- +goose Down
DROP TABLE notice_outbox;
DROP TABLE notice_prefs;
DROP TABLE notice_templates;
