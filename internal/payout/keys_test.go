package payout

import (
	"bytes"
	"testing"

	"kwarta/internal/sealed"
)

// An account number is bound to its borrower and its account: sealed for
// one, it does not open as another's.
func TestNumbers_BoundToTheirRow(t *testing.T) {
	k, err := sealed.Parse(sealed.NewKey("k1"))
	if err != nil {
		t.Fatal(err)
	}
	ct, id, err := sealNumber(k, 7, 42, "09171234567")
	if err != nil || bytes.Contains(ct, []byte("4567")) {
		t.Fatalf("seal: %v (or the number is in clear)", err)
	}
	if n, err := openNumber(k, id, 7, 42, ct); err != nil || n != "09171234567" {
		t.Fatalf("open = %q, %v", n, err)
	}
	if n, err := openNumber(k, id, 8, 42, ct); err == nil {
		t.Errorf("opened as another borrower's: %q", n)
	}
	if n, err := openNumber(k, id, 7, 43, ct); err == nil {
		t.Errorf("opened as another account: %q", n)
	}
}
