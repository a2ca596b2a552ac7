-- +goose Up
-- The console's lists are read a page at a time, by keyset: in a sort
-- key's order, then by id (internal/page). These indexes serve each
-- list's default order and its common sorts without a sort of the whole
-- table (docs/CONSOLE.md, "Lists"): the orders by when placed and by
-- principal, the borrowers and the operators by when added, the audit
-- log by time, the provider events by when received, the proposals by
-- state and when proposed, and the resolved payments by when resolved.
CREATE INDEX orders_created ON orders(created_at, id);
CREATE INDEX orders_status_created ON orders(status, created_at, id);
CREATE INDEX orders_principal ON orders(principal, id);
CREATE INDEX users_created ON users(created_at, id);
CREATE INDEX audit_log_at ON audit_log(at, id);
CREATE INDEX provider_events_received_id ON provider_events(received_at, id);
CREATE INDEX proposals_state_proposed ON proposals(state, proposed_at, id);
CREATE INDEX payment_resolutions_at ON payment_resolutions(at, id);

-- +goose Down
DROP INDEX payment_resolutions_at;
DROP INDEX proposals_state_proposed;
DROP INDEX provider_events_received_id;
DROP INDEX audit_log_at;
DROP INDEX users_created;
DROP INDEX orders_principal;
DROP INDEX orders_status_created;
DROP INDEX orders_created;
