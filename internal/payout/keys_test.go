package payout

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestKeys_SealOpen(t *testing.T) {
	k, err := ParseKeys(NewKey("k2") + "," + NewKey("k1"))
	if err != nil {
		t.Fatal(err)
	}
	if k.Current() != "k2" {
		t.Fatalf("current = %q, want the first key", k.Current())
	}
	ct, id, err := k.seal(7, 42, "09171234567")
	if err != nil || id != "k2" {
		t.Fatalf("seal: %q %v", id, err)
	}
	if bytes.Contains(ct, []byte("09171234567")) || bytes.Contains(ct, []byte("4567")) {
		t.Fatal("the ciphertext holds the number")
	}
	if n, err := k.open(id, 7, 42, ct); err != nil || n != "09171234567" {
		t.Fatalf("open = %q, %v", n, err)
	}
	ct2, _, _ := k.seal(7, 42, "09171234567")
	if bytes.Equal(ct, ct2) {
		t.Error("two seals of one number are equal: the nonce is not fresh")
	}
	// Bound to the borrower, the account and the key id (AAD).
	for name, open := range map[string]func() (string, error){
		"AnotherBorrower": func() (string, error) { return k.open(id, 8, 42, ct) },
		"AnotherAccount":  func() (string, error) { return k.open(id, 7, 43, ct) },
		"AnotherKeyID":    func() (string, error) { return k.open("k1", 7, 42, ct) },
		"Tampered": func() (string, error) {
			bad := append([]byte(nil), ct...)
			bad[len(bad)-1] ^= 1
			return k.open(id, 7, 42, bad)
		},
		"Short": func() (string, error) { return k.open(id, 7, 42, ct[:5]) },
	} {
		if n, err := open(); err == nil {
			t.Errorf("%s: opened as %q", name, n)
		}
	}
	if _, err := k.open("gone", 7, 42, ct); !errors.Is(err, ErrNoKey) {
		t.Errorf("unknown key id: %v, want ErrNoKey", err)
	}
}

// A rotation: numbers sealed under the old key still open once a new key
// is current; new numbers are sealed under the new one.
func TestKeys_Rotation(t *testing.T) {
	old := NewKey("2025")
	before, err := ParseKeys(old)
	if err != nil {
		t.Fatal(err)
	}
	ct, id, err := before.seal(1, 1, "123456789012")
	if err != nil {
		t.Fatal(err)
	}
	after, err := ParseKeys(NewKey("2026") + "," + old)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := after.open(id, 1, 1, ct); err != nil || n != "123456789012" {
		t.Fatalf("old number after the rotation: %q, %v", n, err)
	}
	if _, id2, _ := after.seal(1, 2, "1"); id2 != "2026" {
		t.Errorf("new numbers sealed under %q, want 2026", id2)
	}
	dropped, _ := ParseKeys(NewKey("2026"))
	if _, err := dropped.open(id, 1, 1, ct); !errors.Is(err, ErrNoKey) {
		t.Errorf("old key dropped: %v, want ErrNoKey", err)
	}
}

func TestKeys_Parse(t *testing.T) {
	for _, bad := range []string{"", " , ", "k1", "k1:", "k1:c2hvcnQ=", "bad id:" + strings.Repeat("A", 44), NewKey("a") + "," + NewKey("a")} {
		if _, err := ParseKeys(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if k := DevKeys(); k.Current() != DevKeyID {
		t.Errorf("dev key id = %q", k.Current())
	}
	// The development key is fixed: what it sealed opens in another process.
	ct, id, _ := DevKeys().seal(1, 2, "0917")
	if n, err := DevKeys().open(id, 1, 2, ct); err != nil || n != "0917" {
		t.Errorf("dev key not stable: %q %v", n, err)
	}
}
