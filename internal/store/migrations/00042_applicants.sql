-- +goose Up
-- The applicant's data (docs/UNDERWRITING.md, "Applicant data"): what the
-- lender's app submits about a borrower's identity, address, work and
-- income, for the credit policy and the reviewer. The submission is
-- sealed whole (AES-GCM under the --account-keys keyring, bound to the
-- borrower and the version); nothing of it is in clear but the keyed
-- index of the address, which finds several applications from one
-- address without saying which.

-- The applicant's data now: the latest version.
-- owner: applicant
CREATE TABLE applicants (
    user_id        BIGINT PRIMARY KEY,
    version        INTEGER NOT NULL,
    key_id         TEXT NOT NULL,
    sealed         {{BLOB}} NOT NULL,
    address_index  TEXT NOT NULL,
    updated_at     BIGINT NOT NULL
);

-- Every version ever submitted, sealed the same way: who submitted it
-- (borrower:<id>, or the demo world), when, and which fields changed from
-- the version before (names only).
-- owner: applicant
CREATE TABLE applicant_history (
    id          {{PK}},
    user_id     BIGINT NOT NULL,
    version     INTEGER NOT NULL,
    key_id      TEXT NOT NULL,
    sealed      {{BLOB}} NOT NULL,
    changed     TEXT NOT NULL,
    actor       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    UNIQUE (user_id, version)
);
{{APPEND_ONLY applicant_history}}

-- +goose Down
DROP TABLE applicant_history;
DROP TABLE applicants;
-- +kwarta postgres
DROP FUNCTION applicant_history_append_only;
-- +kwarta end
