-- +goose Up
-- The banks whose account-number length no source confirmed take 10 to 16
-- digits, as docs/DESIGN.md ("Bank account-number lengths") decided: a
-- real account is not refused on a length we could not check (the payout
-- provider's refusal asks the borrower to check the number instead). The
-- seed (00011) had written each one's common length, which refused, for
-- example, a 10-digit PNB account. A row an operator has changed since is
-- left as it is.
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90015' AND min_len = 12 AND max_len = 12;
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90016' AND min_len = 13 AND max_len = 13;
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90017' AND min_len = 12 AND max_len = 12;
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90018' AND min_len = 10 AND max_len = 10;
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90019' AND min_len = 10 AND max_len = 12;
UPDATE payout_channels SET min_len = 10, max_len = 16 WHERE market = 'ph' AND number = '90020' AND min_len = 12 AND max_len = 12;

-- +goose Down
UPDATE payout_channels SET min_len = 12, max_len = 12 WHERE market = 'ph' AND number = '90015' AND min_len = 10 AND max_len = 16;
UPDATE payout_channels SET min_len = 13, max_len = 13 WHERE market = 'ph' AND number = '90016' AND min_len = 10 AND max_len = 16;
UPDATE payout_channels SET min_len = 12, max_len = 12 WHERE market = 'ph' AND number = '90017' AND min_len = 10 AND max_len = 16;
UPDATE payout_channels SET min_len = 10, max_len = 10 WHERE market = 'ph' AND number = '90018' AND min_len = 10 AND max_len = 16;
UPDATE payout_channels SET min_len = 10, max_len = 12 WHERE market = 'ph' AND number = '90019' AND min_len = 10 AND max_len = 16;
UPDATE payout_channels SET min_len = 12, max_len = 12 WHERE market = 'ph' AND number = '90020' AND min_len = 10 AND max_len = 16;
