package payout

import (
	"testing"

	"kwarta/internal/httpapi"
)

// TestBindParams_Values: every item of the binding form reaches Bind under
// its wire name (values names the codes again).
func TestBindParams_Values(t *testing.T) {
	p := BindParams{CardType: "1", Channel: "c", Bank: "b", GCashNo: "g", MayaNo: "m", AccountNo: "a", IFSC: "i", City: "x", Payday: "5"}
	v := p.values()
	declared := map[string]bool{}
	for _, d := range httpapi.ParamsOf[BindParams]() {
		if d.Name != "productId" {
			declared[d.Name] = true
		}
	}
	if len(v) != len(declared) {
		t.Errorf("values %v, declared %v", v, declared)
	}
	for code := range v {
		if !declared[code] {
			t.Errorf("values names %q, which the form does not declare", code)
		}
	}
	if len(BindParams{}.values()) != 0 {
		t.Error("an empty item is sent")
	}
}
