package payment

import (
	"embed"
	"io/fs"
)

// LogoPath is where the server serves the channels' logos (see Logo).
const LogoPath = "/medium/payments/channels/"

// PhilippineChannels are the ways to pay a Philippine loan through
// Dragonpay, by its processor ids: e-wallets first (most borrowers pay
// from GCash or Maya), then over-the-counter stores and payment centres.
// The ids are Dragonpay's (7-Eleven is "711"; docs/PAYMENTS.md has the
// sources). The logos are plain lettered badges of our own drawing
// (logos/*.svg), not the brands' marks.
var PhilippineChannels = []Channel{
	{Number: "GCSH", Name: "GCash", Logo: LogoPath + "gcash.svg", Kind: "wallet"},
	{Number: "PYMY", Name: "Maya", Logo: LogoPath + "maya.svg", Kind: "wallet"},
	{Number: "711", Name: "7-Eleven", Logo: LogoPath + "7eleven.svg", Kind: "store"},
	{Number: "BAYD", Name: "Bayad Center", Logo: LogoPath + "bayad.svg", Kind: "store"},
	{Number: "CEBL", Name: "Cebuana Lhuillier", Logo: LogoPath + "cebuana.svg", Kind: "store"},
}

//go:embed logos/*.svg
var logoFiles embed.FS

// Logo is a channel logo's SVG by file name (gcash.svg); false when there is none.
func Logo(name string) ([]byte, bool) {
	b, err := fs.ReadFile(logoFiles, "logos/"+name)
	return b, err == nil
}
