-- +goose Up
-- Company details and other operator-editable settings, one value per key.
-- owner: content
CREATE TABLE settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Borrowers. Phones are stored in E.164.
-- owner: account
CREATE TABLE users (
    id         {{PK}},
    phone      TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

-- Sessions: only the SHA-256 of the session id is kept; a session is bound to
-- the device id it was issued for.
-- owner: account
CREATE TABLE sessions (
    id           {{PK}},
    token_hash   TEXT NOT NULL UNIQUE,
    user_id      BIGINT NOT NULL REFERENCES users(id),
    device_id    TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Images (product logos, complaint evidence) live in the database so API
-- instances stay stateless; name is generated, content type is sniffed.
-- owner: content
CREATE TABLE files (
    name         TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    data         {{BLOB}} NOT NULL,
    created_at   BIGINT NOT NULL
);

-- +goose Down
DROP TABLE files;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE settings;
