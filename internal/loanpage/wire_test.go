package loanpage_test

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"kwarta/internal/loanpage"
)

// The wire-name table lives twice, here and in the web app; this test
// fails when one side changes a name without the other.
func TestWireNames_MatchTheWebApp(t *testing.T) {
	b, err := os.ReadFile("../../web/apps/borrower/src/features/loan/api/wire.ts")
	if err != nil {
		t.Fatal(err)
	}
	ts := string(b)
	quoted := func(s string) bool { return strings.Contains(ts, "'"+s+"'") }
	for _, p := range []string{loanpage.PathConfirmV2, loanpage.PathPushV2, loanpage.PathAgreementsV2, loanpage.PathJumpV2, loanpage.PathProductLink} {
		if !quoted(p) {
			t.Errorf("wire.ts lacks the path %s", p)
		}
	}
	for _, p := range []string{loanpage.WireProductID, loanpage.WireAmount, loanpage.WireTerm, loanpage.WireUnit, loanpage.WireScene, loanpage.WirePosition, loanpage.WireOrderID} {
		if !quoted(p) {
			t.Errorf("wire.ts lacks the parameter %s", p)
		}
	}
	// The answers' field names come from the API document: wire.ts takes
	// its types from the generated schema (web/shared/api/schema.ts, checked
	// against the document by make api-types-check), never by hand.
	for _, v := range []any{loanpage.ConfirmV2{}, loanpage.RowV2{}, loanpage.AgreementsV2{}, loanpage.LinkV2{}, loanpage.Recommendation{}} {
		if name := "Schema<'loan." + reflect.TypeOf(v).Name() + "'>"; !strings.Contains(ts, name) {
			t.Errorf("wire.ts does not take %s", name)
		}
	}
}
