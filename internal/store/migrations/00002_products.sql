-- +goose Up
-- Loan products. Money is integer minor units; the daily interest rate is in
-- parts per million of the principal per day.
-- owner: loan
CREATE TABLE products (
    id             {{PK}},
    name           TEXT NOT NULL,
    logo_url       TEXT NOT NULL DEFAULT '',
    description    TEXT NOT NULL DEFAULT '',
    min_amount     BIGINT NOT NULL,
    max_amount     BIGINT NOT NULL,
    amount_step    BIGINT NOT NULL,
    term_days      INTEGER NOT NULL,
    instalments    INTEGER NOT NULL,
    daily_rate_ppm BIGINT NOT NULL,
    service_fee    BIGINT NOT NULL DEFAULT 0,
    extension_fee  BIGINT NOT NULL DEFAULT 0,
    extension_days INTEGER NOT NULL DEFAULT 0,
    market         TEXT NOT NULL,
    currency       TEXT NOT NULL,
    tags           TEXT NOT NULL DEFAULT '',
    button_text    TEXT NOT NULL DEFAULT 'Apply now',
    enabled        INTEGER NOT NULL DEFAULT 1,
    sort_order     INTEGER NOT NULL DEFAULT 0,
    created_at     BIGINT NOT NULL,
    CHECK (min_amount > 0 AND max_amount >= min_amount AND amount_step > 0),
    CHECK (term_days BETWEEN 91 AND 365),
    CHECK (instalments >= 1)
);

-- +goose Down
DROP TABLE products;
