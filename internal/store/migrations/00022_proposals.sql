-- +goose Up
-- Maker-checker (four eyes): an action one operator proposes and a second
-- operator, whose role has the action's permission, approves or declines
-- (internal/console/proposals.go). kind names the action (disburse,
-- add-operator, ...); params_json holds what is needed to carry it out;
-- summary, before_json and after_json are the difference it would make,
-- as shown in the queue. state: pending, done (approved and carried out),
-- declined, expired or failed (approved, but it could not be carried out:
-- outcome says why, and nothing else changed). A pending proposal expires
-- at expires_at (72 hours after it was made).
-- owner: console
CREATE TABLE proposals (
    id             {{PK}},
    kind           TEXT NOT NULL,
    object_type    TEXT NOT NULL,
    object_id      TEXT NOT NULL,
    params_json    TEXT NOT NULL,
    summary        TEXT NOT NULL,
    before_json    TEXT NOT NULL DEFAULT '',
    after_json     TEXT NOT NULL DEFAULT '',
    proposed_by_id BIGINT NOT NULL,
    proposed_by    TEXT NOT NULL,
    proposed_at    BIGINT NOT NULL,
    expires_at     BIGINT NOT NULL,
    state          TEXT NOT NULL DEFAULT 'pending',
    decided_by_id  BIGINT NOT NULL DEFAULT 0,
    decided_by     TEXT NOT NULL DEFAULT '',
    decided_at     BIGINT NOT NULL DEFAULT 0,
    note           TEXT NOT NULL DEFAULT '',
    outcome        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX proposals_state ON proposals(state, id);
-- At most one pending proposal of a kind for one object.
CREATE UNIQUE INDEX proposals_one_pending ON proposals(kind, object_type, object_id) WHERE state = 'pending';

-- The console's own settings, one value per key: disbursement.threshold
-- (minor units; a disbursement above it needs a second operator; 0 or
-- absent: every disbursement does). Changed only through a proposal.
-- owner: console
CREATE TABLE console_settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    updated_by TEXT NOT NULL
);

-- +goose Down
DROP TABLE console_settings;
DROP TABLE proposals;
