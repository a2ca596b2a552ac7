-- +goose Up
-- The periodic jobs' turns (docs/OPERATIONS.md, "Jobs on several
-- instances"): every instance runs every job's timer, and a run starts
-- only on the instance whose guarded update takes the job's turn, so the
-- cluster runs each job once per interval whatever its size. holder is
-- the instance (host, process, a random part) and claimed_at its clock's
-- moment; busy_until is the running turn's lease (0 once it ended; an
-- instance that died mid-run lets the next one in when it passes);
-- next_at is the earliest moment of the next turn.
-- owner: store
CREATE TABLE job_turns (
    job         TEXT PRIMARY KEY,
    holder      TEXT NOT NULL,
    claimed_at  BIGINT NOT NULL,
    busy_until  BIGINT NOT NULL,
    next_at     BIGINT NOT NULL,
    runs        BIGINT NOT NULL
);

-- +goose Down
DROP TABLE job_turns;
