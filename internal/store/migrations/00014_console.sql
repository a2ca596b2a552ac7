-- +goose Up
-- The operators' console: operator accounts with roles,
-- passwords and TOTP, their sessions, one-time sign-in links, the lockout,
-- and the append-only audit log of every change made in the console.

-- role: admin, reviewer, finance or support (internal/console/roles.go).
-- password_hash: argon2id in the PHC string format ('' until the operator
-- used the sign-in link). totp_secret: base32, set at enrolment;
-- totp_on = 1 once the operator proved a code. failed counts wrong
-- sign-ins since the last good one; locked_until ends a lockout.
-- owner: console
CREATE TABLE operators (
    id             {{PK}},
    name           TEXT NOT NULL UNIQUE,
    role           TEXT NOT NULL,
    password_hash  TEXT NOT NULL DEFAULT '',
    totp_secret    TEXT NOT NULL DEFAULT '',
    totp_on        INTEGER NOT NULL DEFAULT 0,
    totp_last_step BIGINT NOT NULL DEFAULT 0,
    failed         INTEGER NOT NULL DEFAULT 0,
    locked_until   BIGINT NOT NULL DEFAULT 0,
    created_at     BIGINT NOT NULL,
    created_by     TEXT NOT NULL
);

-- A one-time sign-in link: only its SHA-256 is kept.
-- owner: console
CREATE TABLE operator_links (
    token_hash   TEXT PRIMARY KEY,
    operator_id  BIGINT NOT NULL REFERENCES operators(id),
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    used_at      BIGINT NOT NULL DEFAULT 0
);

-- A console session: the cookie's SHA-256 (its CSRF token is derived
-- from the cookie with a key, so it is not stored).
-- owner: console
CREATE TABLE operator_sessions (
    id           {{PK}},
    token_hash   TEXT NOT NULL UNIQUE,
    operator_id  BIGINT NOT NULL REFERENCES operators(id),
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    ended_at     BIGINT NOT NULL DEFAULT 0,
    ended_by     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_sessions_operator ON operator_sessions(operator_id, ended_at);

-- Every change made in the console: who, when, what, before and after
-- (JSON). Append-only: the database refuses UPDATE and DELETE.
-- owner: console
CREATE TABLE audit_log (
    id           {{PK}},
    operator_id  BIGINT NOT NULL,
    operator     TEXT NOT NULL,
    action       TEXT NOT NULL,
    object_type  TEXT NOT NULL,
    object_id    TEXT NOT NULL,
    before_json  TEXT NOT NULL DEFAULT '',
    after_json   TEXT NOT NULL DEFAULT '',
    at           BIGINT NOT NULL
);
CREATE INDEX audit_log_operator ON audit_log(operator_id, at);
CREATE INDEX audit_log_object ON audit_log(object_type, object_id, at);
{{APPEND_ONLY audit_log}}

-- +goose Down
DROP TABLE audit_log;
DROP TABLE operator_sessions;
DROP TABLE operator_links;
DROP TABLE operators;
