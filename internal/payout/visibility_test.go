package payout_test

import (
	"testing"

	"kwarta/internal/payout"
)

// The visibility rules as the contract reads them (docs/DESIGN.md,
// "Payout accounts and disbursement"): cardTypeMi is the card type a field
// belongs to (0: every one); under card type 1 a field with a channel
// number shows only for that channel. web/apps/borrower/src/features/bank/visibility.ts
// mirrors this table.
func TestVisible(t *testing.T) {
	item := func(mi int, channel string) payout.Item { return payout.Item{CardTypeMi: mi, ChannelNumber: channel} }
	for _, tc := range []struct {
		name     string
		item     payout.Item
		cardType int
		channel  string
		want     bool
	}{
		{"AlwaysShownUnderEWallet", item(0, ""), 1, "90006", true},
		{"AlwaysShownUnderBank", item(0, ""), 2, "", true},
		{"AlwaysShownEvenWithAChannel", item(0, "90007"), 1, "90006", true},
		{"EWalletFieldUnderEWallet", item(1, ""), 1, "90006", true},
		{"EWalletFieldHiddenUnderBank", item(1, ""), 2, "90006", false},
		{"BankFieldUnderBank", item(2, ""), 2, "90011", true},
		{"BankFieldHiddenUnderEWallet", item(2, ""), 1, "90006", false},
		{"GCashNumberForGCash", item(1, "90006"), 1, "90006", true},
		{"GCashNumberHiddenForMaya", item(1, "90006"), 1, "90007", false},
		{"MayaNumberForMaya", item(1, "90007"), 1, "90007", true},
		{"MayaNumberHiddenForTheDefaultChannel", item(1, "90007"), 1, payout.DefaultChannel, false},
		{"ChannelFieldWithNoChannelChosen", item(1, "90006"), 1, "", false},
		{"ChannelRuleOnlyUnderCardType1", item(2, "90011"), 2, "90012", true},
		{"GCashNumberHiddenUnderBankWhateverTheChannel", item(1, "90006"), 2, "90006", false},
		{"UnknownCardType", item(1, ""), 3, "90006", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := payout.Visible(tc.item, tc.cardType, tc.channel); got != tc.want {
				t.Errorf("Visible(mi %d, channel %q; card type %d, channel %q) = %v, want %v",
					tc.item.CardTypeMi, tc.item.ChannelNumber, tc.cardType, tc.channel, got, tc.want)
			}
		})
	}
}
