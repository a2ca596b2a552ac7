// Package sealed holds the keyring that seals personal data at rest:
// payout account numbers and the applicant's identity. AES-256-GCM, each
// value under a fresh nonce and bound to its row by additional data, so a
// ciphertext copied to another row or relabelled with another key id does
// not open.
package sealed

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"

	"kwarta/internal/config"
)

// DevKeyID names the development-only key used when no --account-keys is
// given outside production. Its key is fixed and public: it protects
// nothing and exists so a development database opens after a restart.
const DevKeyID = "dev"

// Keys seal values with AES-GCM. The first key is current (new values are
// sealed with it); the others only open what they sealed before a
// rotation.
type Keys struct {
	current string
	aead    map[string]cipher.AEAD
	// index is the key of Index: derived from the current key, so it is as
	// secret as the keys and changes when they rotate.
	index []byte
}

// ErrNoKey is opening a value sealed under a key id that is not configured.
var ErrNoKey = errors.New("sealed: the key this value was sealed with is not configured")

// Parse reads --account-keys ("id:base64key,..." as
// config.ParseAccountKeys reads it); the first key is current.
func Parse(spec string) (*Keys, error) {
	list, err := config.ParseAccountKeys(spec)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, errors.New("--account-keys: no key given")
	}
	k := &Keys{current: list[0].ID, aead: map[string]cipher.AEAD{}}
	for _, key := range list {
		a, err := newAEAD(key.Key)
		if err != nil {
			return nil, err
		}
		k.aead[key.ID] = a
	}
	k.index = indexKey(list[0].Key)
	return k, nil
}

// Dev is the development-only keyring: one fixed key, id "dev".
func Dev() *Keys {
	sum := sha256.Sum256([]byte("kwarta development payout key: not a secret, never for production"))
	a, _ := newAEAD(sum[:])
	return &Keys{current: DevKeyID, aead: map[string]cipher.AEAD{DevKeyID: a}, index: indexKey(sum[:])}
}

// NewKey is a random key in the form --account-keys takes.
func NewKey(id string) string {
	raw := make([]byte, 32)
	_, _ = rand.Read(raw)
	return id + ":" + base64.StdEncoding.EncodeToString(raw)
}

// Current is the id new values are sealed under.
func (k *Keys) Current() string { return k.current }

func newAEAD(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

func indexKey(key []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("kwarta/sealed/index/v1"))
	return m.Sum(nil)
}

// Seal encrypts plain under the current key: nonce || ciphertext+tag, and
// the key id. aad names the row the value belongs to, given the key id
// (which it must include, so a relabelled value does not open).
func (k *Keys) Seal(plain []byte, aad func(keyID string) []byte) ([]byte, string, error) {
	a := k.aead[k.current]
	nonce := make([]byte, a.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, "", err
	}
	return a.Seal(nonce, nonce, plain, aad(k.current)), k.current, nil
}

// Open decrypts what Seal made under keyID with the same additional data.
func (k *Keys) Open(keyID string, ct, aad []byte) ([]byte, error) {
	a, ok := k.aead[keyID]
	if !ok {
		return nil, fmt.Errorf("%w (key id %q)", ErrNoKey, keyID)
	}
	if len(ct) < a.NonceSize() {
		return nil, errors.New("sealed: value too short")
	}
	plain, err := a.Open(nil, ct[:a.NonceSize()], ct[a.NonceSize():], aad)
	if err != nil {
		return nil, fmt.Errorf("sealed: %s does not open under key %q: %w", aad, keyID, err)
	}
	return plain, nil
}

// Index is a keyed hash of value under purpose, for finding equal values
// (one address on several applications) without storing them in clear:
// without the keys it cannot be reversed by guessing. It follows the
// current key, so a rotation starts new indexes.
func (k *Keys) Index(purpose, value string) string {
	m := hmac.New(sha256.New, k.index)
	m.Write([]byte(purpose + "\x00" + value))
	return hex.EncodeToString(m.Sum(nil)[:16])
}
