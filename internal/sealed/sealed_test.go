package sealed

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// sealRow and openRow seal and open a value bound to two ids, as the
// payout package binds an account number to its borrower and account.
func sealRow(k *Keys, a, b int64, v string) ([]byte, string, error) {
	return k.Seal([]byte(v), func(id string) []byte { return rowAAD(id, a, b) })
}

func openRow(k *Keys, id string, a, b int64, ct []byte) (string, error) {
	p, err := k.Open(id, ct, rowAAD(id, a, b))
	return string(p), err
}

func rowAAD(id string, a, b int64) []byte {
	return []byte(fmt.Sprintf("test|key=%s|a=%d|b=%d", id, a, b))
}

func TestKeys_SealOpen(t *testing.T) {
	k, err := Parse(NewKey("k2") + "," + NewKey("k1"))
	if err != nil {
		t.Fatal(err)
	}
	if k.Current() != "k2" {
		t.Fatalf("current = %q, want the first key", k.Current())
	}
	ct, id, err := sealRow(k, 7, 42, "09171234567")
	if err != nil || id != "k2" {
		t.Fatalf("seal: %q %v", id, err)
	}
	if bytes.Contains(ct, []byte("09171234567")) || bytes.Contains(ct, []byte("4567")) {
		t.Fatal("the ciphertext holds the number")
	}
	if n, err := openRow(k, id, 7, 42, ct); err != nil || n != "09171234567" {
		t.Fatalf("open = %q, %v", n, err)
	}
	ct2, _, _ := sealRow(k, 7, 42, "09171234567")
	if bytes.Equal(ct, ct2) {
		t.Error("two seals of one number are equal: the nonce is not fresh")
	}
	// Bound to the borrower, the account and the key id (AAD).
	for name, open := range map[string]func() (string, error){
		"AnotherBorrower": func() (string, error) { return openRow(k, id, 8, 42, ct) },
		"AnotherAccount":  func() (string, error) { return openRow(k, id, 7, 43, ct) },
		"AnotherKeyID":    func() (string, error) { return openRow(k, "k1", 7, 42, ct) },
		"Tampered": func() (string, error) {
			bad := append([]byte(nil), ct...)
			bad[len(bad)-1] ^= 1
			return openRow(k, id, 7, 42, bad)
		},
		"Short": func() (string, error) { return openRow(k, id, 7, 42, ct[:5]) },
	} {
		if n, err := open(); err == nil {
			t.Errorf("%s: opened as %q", name, n)
		}
	}
	if _, err := openRow(k, "gone", 7, 42, ct); !errors.Is(err, ErrNoKey) {
		t.Errorf("unknown key id: %v, want ErrNoKey", err)
	}
}

// A rotation: numbers sealed under the old key still open once a new key
// is current; new numbers are sealed under the new one.
func TestKeys_Rotation(t *testing.T) {
	old := NewKey("2025")
	before, err := Parse(old)
	if err != nil {
		t.Fatal(err)
	}
	ct, id, err := sealRow(before, 1, 1, "123456789012")
	if err != nil {
		t.Fatal(err)
	}
	after, err := Parse(NewKey("2026") + "," + old)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := openRow(after, id, 1, 1, ct); err != nil || n != "123456789012" {
		t.Fatalf("old number after the rotation: %q, %v", n, err)
	}
	if _, id2, _ := sealRow(after, 1, 2, "1"); id2 != "2026" {
		t.Errorf("new numbers sealed under %q, want 2026", id2)
	}
	dropped, _ := Parse(NewKey("2026"))
	if _, err := openRow(dropped, id, 1, 1, ct); !errors.Is(err, ErrNoKey) {
		t.Errorf("old key dropped: %v, want ErrNoKey", err)
	}
}

func TestKeys_Parse(t *testing.T) {
	for _, bad := range []string{"", " , ", "k1", "k1:", "k1:c2hvcnQ=", "bad id:" + strings.Repeat("A", 44), NewKey("a") + "," + NewKey("a")} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if k := Dev(); k.Current() != DevKeyID {
		t.Errorf("dev key id = %q", k.Current())
	}
	// The development key is fixed: what it sealed opens in another process.
	ct, id, _ := sealRow(Dev(), 1, 2, "0917")
	if n, err := openRow(Dev(), id, 1, 2, ct); err != nil || n != "0917" {
		t.Errorf("dev key not stable: %q %v", n, err)
	}
}

// Index finds equal values without holding them: equal under one keyring
// and purpose, different across purposes and keyrings, and not the value.
func TestKeys_Index(t *testing.T) {
	k, _ := Parse(NewKey("k1"))
	a, b := k.Index("address", "12 Rizal St, Makati"), k.Index("address", "12 Rizal St, Makati")
	if a != b || len(a) != 32 {
		t.Fatalf("index not stable: %q %q", a, b)
	}
	if k.Index("device", "12 Rizal St, Makati") == a {
		t.Error("two purposes share an index")
	}
	if other, _ := Parse(NewKey("k1")); other.Index("address", "12 Rizal St, Makati") == a {
		t.Error("two keyrings share an index")
	}
	if a, b := Dev().Index("address", "x"), Dev().Index("address", "x"); a != b {
		t.Error("the development index is not stable")
	}
}
