-- +goose Up
-- An operator an admin disabled (a leaver): disabled_at > 0 refuses their
-- sign-in, their sign-in links and every session.
ALTER TABLE operators ADD COLUMN disabled_at BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE operators DROP COLUMN disabled_at;
