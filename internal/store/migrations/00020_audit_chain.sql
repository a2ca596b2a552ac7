-- +goose Up
-- The audit log becomes a hash chain (internal/console/audit.go): each
-- entry keeps the caller's address, the hash of the entry before it and
-- its own hash, SHA-256 over its fields and that previous hash, so a
-- changed, removed or reordered entry breaks the chain where it is
-- (`kwarta audit verify`). The entries written before this migration keep
-- '' in both hash columns (the table is append-only, they cannot be
-- filled in): their hashes are computed from their fields by the same
-- rule whenever the chain is extended or verified, the first of them
-- chaining onto '' (the genesis), and the first entry written after the
-- migration stores the last one's hash, so they are covered too.
ALTER TABLE audit_log ADD COLUMN addr TEXT NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN prev_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN hash TEXT NOT NULL DEFAULT '';
CREATE INDEX audit_log_action ON audit_log(action, at);

-- The chain's head, one row: the newest entry's id and hash. Writing an
-- entry locks this row first (in the writer's transaction), so two
-- transactions never chain onto the same entry, and entries get
-- consecutive ids from last_id. legacy_through is the newest entry of
-- before the migration (0: none): entries up to it have no stored hash.
-- last_hash is '' until the first entry after the migration is written.
-- It is also a second record of where the log ends: deleting the newest
-- entries shows as a head that names an entry the log no longer has.
-- owner: console
CREATE TABLE audit_chain (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    last_id        BIGINT NOT NULL,
    last_hash      TEXT NOT NULL,
    legacy_through BIGINT NOT NULL
);
INSERT INTO audit_chain (id, last_id, last_hash, legacy_through)
    SELECT 1, COALESCE(MAX(id), 0), '', COALESCE(MAX(id), 0) FROM audit_log;

-- +goose Down
DROP TABLE audit_chain;
DROP INDEX audit_log_action;
ALTER TABLE audit_log DROP COLUMN hash;
ALTER TABLE audit_log DROP COLUMN prev_hash;
ALTER TABLE audit_log DROP COLUMN addr;
