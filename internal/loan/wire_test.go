package loan_test

import (
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"kwarta/internal/loan"
)

// The wire-name table lives twice, here and in the web app; this test
// fails when one side changes a name without the other.
func TestWireNames_MatchTheWebApp(t *testing.T) {
	b, err := os.ReadFile("../../web/src/features/loan/api/wire.ts")
	if err != nil {
		t.Fatal(err)
	}
	ts := string(b)
	quoted := func(s string) bool { return strings.Contains(ts, "'"+s+"'") }
	for _, p := range []string{loan.PathConfirmV2, loan.PathPushV2, loan.PathAgreementsV2, loan.PathJumpV2, loan.PathProductLink} {
		if !quoted(p) {
			t.Errorf("wire.ts lacks the path %s", p)
		}
	}
	for _, p := range []string{loan.WireProductID, loan.WireAmount, loan.WireTerm, loan.WireUnit, loan.WireScene, loan.WirePosition, loan.WireOrderID} {
		if !quoted(p) {
			t.Errorf("wire.ts lacks the parameter %s", p)
		}
	}
	for _, v := range []any{loan.ConfirmV2{}, loan.RowV2{}, loan.PlanRowV2{}, loan.AgreementV2{}, loan.AgreementsV2{}, loan.LinkV2{}, loan.Recommendation{}} {
		typ := reflect.TypeOf(v)
		for i := 0; i < typ.NumField(); i++ {
			name := strings.Split(typ.Field(i).Tag.Get("json"), ",")[0]
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\??:`).MatchString(ts) {
				t.Errorf("wire.ts has no field %s (%s.%s)", name, typ.Name(), typ.Field(i).Name)
			}
		}
	}
}
