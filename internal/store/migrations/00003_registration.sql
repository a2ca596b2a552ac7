-- +goose Up
-- Promotion templates: what an advertisement's landing page looks like.
-- Empty app links fall back to the lender's configured ones.
-- owner: promo
CREATE TABLE promo_templates (
    id               {{PK}},
    name             TEXT NOT NULL,
    headline         TEXT NOT NULL,
    subheadline      TEXT NOT NULL DEFAULT '',
    highlights       TEXT NOT NULL DEFAULT '',
    banner_url       TEXT NOT NULL DEFAULT '',
    primary_color    TEXT NOT NULL,
    background_color TEXT NOT NULL,
    text_color       TEXT NOT NULL DEFAULT '#1f2937',
    button_text      TEXT NOT NULL DEFAULT 'Apply now',
    ios_url          TEXT NOT NULL DEFAULT '',
    android_url      TEXT NOT NULL DEFAULT '',
    app_scheme       TEXT NOT NULL DEFAULT '',
    enabled          INTEGER NOT NULL DEFAULT 1,
    created_at       BIGINT NOT NULL
);

-- Landing visits (kind 'visit') and apply taps (kind 'click') with every
-- tracking parameter the page sends; template_id 0 is an organic visit.
-- owner: promo
CREATE TABLE promo_events (
    id          {{PK}},
    kind        TEXT NOT NULL,
    template_id BIGINT NOT NULL DEFAULT 0,
    user_from   TEXT NOT NULL DEFAULT '',
    app_from    TEXT NOT NULL DEFAULT '',
    utm_tag     TEXT NOT NULL DEFAULT '',
    client_type TEXT NOT NULL DEFAULT '',
    page_type   INTEGER NOT NULL DEFAULT 0,
    phone       TEXT NOT NULL DEFAULT '',
    ip          TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL
);
CREATE INDEX promo_events_funnel ON promo_events(template_id, utm_tag, kind);

-- Image captchas. The sid comes from get-sid; each drawn image replaces the
-- answer, kept only as a hash. state: new (no image yet), fresh (image
-- drawn), sms (the answer served one SMS send to phone), burned.
-- owner: account
CREATE TABLE captchas (
    sid         TEXT PRIMARY KEY,
    answer_hash TEXT NOT NULL DEFAULT '',
    state       TEXT NOT NULL,
    phone       TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX captchas_expiry ON captchas(expires_at);

-- One-time SMS codes, hashed; every row is one SMS sent, so the funnel
-- counts them and the daily limits read them. purpose: register or login.
-- owner: account
CREATE TABLE otp_codes (
    id          {{PK}},
    phone       TEXT NOT NULL,
    purpose     TEXT NOT NULL,
    code_hash   TEXT NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    used        INTEGER NOT NULL DEFAULT 0,
    ip          TEXT NOT NULL DEFAULT '',
    device_id   TEXT NOT NULL DEFAULT '',
    template_id BIGINT NOT NULL DEFAULT 0,
    user_from   TEXT NOT NULL DEFAULT '',
    app_from    TEXT NOT NULL DEFAULT '',
    utm_tag     TEXT NOT NULL DEFAULT '',
    test_number INTEGER NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX otp_codes_phone ON otp_codes(phone, purpose, created_at);

-- SMS limits, counted atomically: one row per scope (phone, ip, device),
-- key and market calendar day; the cooldown row keeps the last send per phone.
-- owner: account
CREATE TABLE sms_counters (
    scope TEXT NOT NULL,
    key   TEXT NOT NULL,
    day   TEXT NOT NULL,
    n     INTEGER NOT NULL,
    PRIMARY KEY (scope, key, day)
);
-- owner: account
CREATE TABLE sms_cooldowns (
    phone        TEXT PRIMARY KEY,
    last_sent_at BIGINT NOT NULL
);

-- Where a borrower came from: one row per borrower who registered through
-- the landing page or signed up through SMS login.
-- owner: account
CREATE TABLE registrations (
    user_id     BIGINT PRIMARY KEY REFERENCES users(id),
    template_id BIGINT NOT NULL DEFAULT 0,
    user_from   TEXT NOT NULL DEFAULT '',
    app_from    TEXT NOT NULL DEFAULT '',
    utm_tag     TEXT NOT NULL DEFAULT '',
    invite_code TEXT NOT NULL DEFAULT '',
    links_id    TEXT NOT NULL DEFAULT '',
    down_id     TEXT NOT NULL DEFAULT '',
    app_name    TEXT NOT NULL DEFAULT '',
    device_id   TEXT NOT NULL DEFAULT '',
    ip          TEXT NOT NULL DEFAULT '',
    channel     TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX registrations_funnel ON registrations(template_id, utm_tag);

-- +goose Down
DROP TABLE registrations;
DROP TABLE sms_cooldowns;
DROP TABLE sms_counters;
DROP TABLE otp_codes;
DROP TABLE captchas;
DROP TABLE promo_events;
DROP TABLE promo_templates;
