-- +goose Up
-- What the loan confirmation pages show besides the price: whether leaving
-- the page asks the borrower to stay (the 'Point out' popup), and the
-- promotional popup of confirmation variant 2 (empty title: no popup).
ALTER TABLE products ADD COLUMN retention_popup INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN promo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN promo_text TEXT NOT NULL DEFAULT '';

-- The order details page asks for a rating once per borrower (isScore):
-- stars is what the borrower chose (the page also sends score, always 5).
ALTER TABLE ratings ADD COLUMN stars INTEGER NOT NULL DEFAULT 5;

-- +goose Down
ALTER TABLE ratings DROP COLUMN stars;
ALTER TABLE products DROP COLUMN promo_text;
ALTER TABLE products DROP COLUMN promo_title;
ALTER TABLE products DROP COLUMN retention_popup;
