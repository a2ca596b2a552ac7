-- +goose Up
-- The landing page's UC parameter, kept with the borrower's attribution.
ALTER TABLE registrations ADD COLUMN uc TEXT NOT NULL DEFAULT '';

-- An SMS the gateway refused: the code never reached the borrower, so it is
-- neither the latest code nor counted by the funnel.
ALTER TABLE otp_codes ADD COLUMN failed INTEGER NOT NULL DEFAULT 0;

-- Short-window request limits per scope (get-sid, get-captcha) and key (the
-- client IP), counted atomically in fixed windows starting at window_start.
-- owner: store
CREATE TABLE rate_counters (
    scope        TEXT NOT NULL,
    key          TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    n            INTEGER NOT NULL,
    PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX rate_counters_window ON rate_counters(window_start);

-- +goose Down
DROP TABLE rate_counters;
ALTER TABLE otp_codes DROP COLUMN failed;
ALTER TABLE registrations DROP COLUMN uc;
