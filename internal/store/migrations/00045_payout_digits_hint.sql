-- +goose Up
-- The account-number hint says the channels' own rule (docs/DESIGN.md,
-- "Payout accounts"): a number item's subtitle holds {digits}, which
-- card-init fills with the widest range of payout_channels for the item
-- (the Philippines' banks: "10 to 16 digits", since 00046), instead of a range written
-- here that the channels' rows do not keep to. A subtitle an operator has
-- changed since is left as it is.
UPDATE payout_fields SET subtitle = '{digits}, as on your passbook or app'
    WHERE market = 'ph' AND code = 'account_no' AND subtitle = '10 to 16 digits, as on your passbook or app';
UPDATE payout_fields SET subtitle = '{digits}, as on your passbook'
    WHERE market = 'in' AND code = 'account_no' AND subtitle = '9 to 18 digits, as on your passbook';

-- +goose Down
UPDATE payout_fields SET subtitle = '10 to 16 digits, as on your passbook or app'
    WHERE market = 'ph' AND code = 'account_no' AND subtitle = '{digits}, as on your passbook or app';
UPDATE payout_fields SET subtitle = '9 to 18 digits, as on your passbook'
    WHERE market = 'in' AND code = 'account_no' AND subtitle = '{digits}, as on your passbook';
