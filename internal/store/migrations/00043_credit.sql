-- +goose Up
-- Underwriting (docs/UNDERWRITING.md): the credit policy's published
-- versions and the decision on each application.

-- A published version of the credit policy: its rules as JSON (credit.Rule),
-- what changed and why, who proposed and who approved it. Version 0, the
-- built-in policy, is code and never stored.
-- owner: credit
CREATE TABLE credit_policies (
    version       INTEGER PRIMARY KEY,
    rules         TEXT NOT NULL,
    note          TEXT NOT NULL,
    proposed_by   TEXT NOT NULL,
    approved_by   TEXT NOT NULL,
    published_at  BIGINT NOT NULL
);
{{APPEND_ONLY credit_policies}}

-- The decision on one application (an order): the policy version, what it
-- said (outcome, reasons as JSON credit.Reason, inputs as JSON
-- credit.Inputs), the day the borrower may apply again after a rejection,
-- and whether the rejection starts a cooling-off. device_id and
-- address_index (the applicant's address as sealed.Keys.Index hashes it;
-- '' when unknown) count today's applications for the velocity rules.
-- A review's end is kept too: final is the decision that stands (review
-- while a reviewer has not decided), with the reviewer, the reason codes
-- they overrode and their note.
-- owner: credit
CREATE TABLE credit_decisions (
    order_id        BIGINT PRIMARY KEY,
    user_id         BIGINT NOT NULL,
    policy_version  INTEGER NOT NULL,
    outcome         TEXT NOT NULL CHECK (outcome IN ('approve', 'reject', 'review')),
    reasons         TEXT NOT NULL,
    inputs          TEXT NOT NULL,
    credit_limit    BIGINT NOT NULL,
    retry_on        TEXT NOT NULL,
    cooling         INTEGER NOT NULL,
    device_id       TEXT NOT NULL,
    address_index   TEXT NOT NULL,
    decided_at      BIGINT NOT NULL,
    final           TEXT NOT NULL CHECK (final IN ('approve', 'reject', 'review')),
    reviewer        TEXT NOT NULL DEFAULT '',
    overrides       TEXT NOT NULL DEFAULT '',
    review_note     TEXT NOT NULL DEFAULT '',
    reviewed_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX credit_decisions_user ON credit_decisions(user_id, decided_at);
CREATE INDEX credit_decisions_device ON credit_decisions(device_id, decided_at);
CREATE INDEX credit_decisions_address ON credit_decisions(address_index, decided_at);
CREATE INDEX credit_decisions_decided ON credit_decisions(decided_at);

-- The sharing flag counts the borrowers signed in on a device.
CREATE INDEX sessions_device ON sessions(device_id, user_id);

-- +goose Down
DROP INDEX sessions_device;
DROP TABLE credit_decisions;
DROP TABLE credit_policies;
-- +kwarta postgres
DROP FUNCTION credit_policies_append_only;
-- +kwarta end
