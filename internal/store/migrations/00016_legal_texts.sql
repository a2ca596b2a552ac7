-- +goose Up
-- The privacy policy and the loan terms as data (the console's Content screen):
-- every published text is a new version, kept for ever, so the lender can
-- show which text a borrower saw on a day. kind: privacy or terms. The
-- body is the markup of docs/CONSOLE.md ("Privacy policy and loan terms").
-- With no row for a kind the pages show the built-in text of the market
-- (internal/content/legal), which counts as version 0.
-- owner: content
CREATE TABLE legal_texts (
    kind          TEXT NOT NULL CHECK (kind IN ('privacy', 'terms')),
    version       INTEGER NOT NULL,
    body          TEXT NOT NULL,
    note          TEXT NOT NULL,
    published_by  TEXT NOT NULL,
    published_at  BIGINT NOT NULL,
    PRIMARY KEY (kind, version)
);
{{APPEND_ONLY legal_texts}}

-- +goose Down
DROP TABLE legal_texts;
