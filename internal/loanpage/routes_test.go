package loanpage_test

import (
	"testing"

	"kwarta/internal/httpapi"
	"kwarta/internal/loanpage"
)

// TestRoutes_WireNames: variant 2's parameter structs spell the wire
// names of wire.go (a tag cannot name a constant).
func TestRoutes_WireNames(t *testing.T) {
	names := func(ps []httpapi.Param) []string {
		var out []string
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	cases := []struct {
		name string
		got  []string
		want []string
	}{
		{"ConfirmV2", names(httpapi.ParamsOf[loanpage.ConfirmV2Params]()), []string{loanpage.WireProductID, "coinciding"}},
		{"PushV2", names(httpapi.ParamsOf[loanpage.PushV2Params]()), []string{loanpage.WireProductID, loanpage.WireAmount, loanpage.WireTerm, loanpage.WireUnit}},
		{"AgreementsV2", names(httpapi.ParamsOf[loanpage.AgreementsV2Params]()), []string{loanpage.WireProductID, loanpage.WireScene}},
		{"JumpV2", names(httpapi.ParamsOf[loanpage.JumpV2Params]()), []string{loanpage.WireProductID, loanpage.WireScene, loanpage.WirePosition, loanpage.WireOrderID}},
		{"ProductLink", names(httpapi.ParamsOf[loanpage.ProductLinkParams]()), []string{loanpage.WireProductID, loanpage.WirePosition}},
	}
	for _, c := range cases {
		if len(c.got) != len(c.want) {
			t.Errorf("%s declares %v, want %v", c.name, c.got, c.want)
			continue
		}
		for i := range c.got {
			if c.got[i] != c.want[i] {
				t.Errorf("%s declares %v, want %v", c.name, c.got, c.want)
				break
			}
		}
	}
}
