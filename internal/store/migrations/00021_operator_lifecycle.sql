-- +goose Up
-- A console session's last call (the idle time-out, written at most once
-- a minute) and where it was signed in from (the operator's own list of
-- sessions). Sessions open before this migration count from their start.
ALTER TABLE operator_sessions ADD COLUMN last_seen_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE operator_sessions ADD COLUMN addr TEXT NOT NULL DEFAULT '';
ALTER TABLE operator_sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
UPDATE operator_sessions SET last_seen_at = created_at;

-- An enrolment link claimed by its first use (Enrol): a second Enrol on
-- the same link is refused; only the claimer's code can confirm it.
ALTER TABLE operator_links ADD COLUMN claimed_at BIGINT NOT NULL DEFAULT 0;

-- Wrong sign-ins under a name that is no enabled operator, counted and
-- locked exactly like an operator's (operators.failed, locked_until), so
-- the answers do not tell which names exist. No operator is created.
-- owner: console
CREATE TABLE console_name_tries (
    name         TEXT PRIMARY KEY,
    failed       INTEGER NOT NULL DEFAULT 0,
    locked_until BIGINT NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE console_name_tries;
ALTER TABLE operator_links DROP COLUMN claimed_at;
ALTER TABLE operator_sessions DROP COLUMN user_agent;
ALTER TABLE operator_sessions DROP COLUMN addr;
ALTER TABLE operator_sessions DROP COLUMN last_seen_at;
