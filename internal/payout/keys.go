package payout

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"

	"kwarta/internal/config"
)

// DevKeyID names the development-only key used when no --account-keys is
// given outside production. Its key is fixed and public: it protects
// nothing and exists so a development database opens after a restart.
const DevKeyID = "dev"

// Keys seal account numbers with AES-GCM. The first key is current (new
// accounts are sealed with it); the others only open what they sealed
// before a rotation.
type Keys struct {
	current string
	aead    map[string]cipher.AEAD
}

// ErrNoKey is opening a number sealed under a key id that is not configured.
var ErrNoKey = errors.New("payout: the account key this number was sealed with is not configured")

// ParseKeys reads --account-keys ("id:base64key,..." as
// config.ParseAccountKeys reads it); the first key is current.
func ParseKeys(spec string) (*Keys, error) {
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
	return k, nil
}

// DevKeys is the development-only keyring: one fixed key, id "dev".
func DevKeys() *Keys {
	sum := sha256.Sum256([]byte("kwarta development payout key: not a secret, never for production"))
	a, _ := newAEAD(sum[:])
	return &Keys{current: DevKeyID, aead: map[string]cipher.AEAD{DevKeyID: a}}
}

// NewKey is a random key in the form --account-keys takes.
func NewKey(id string) string {
	raw := make([]byte, 32)
	_, _ = rand.Read(raw)
	return id + ":" + base64.StdEncoding.EncodeToString(raw)
}

// Current is the id new numbers are sealed under.
func (k *Keys) Current() string { return k.current }

func newAEAD(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// aad binds a sealed number to its borrower, its account and its key id,
// so a ciphertext copied to another row (or relabelled) does not open.
func aad(keyID string, userID, accountID int64) []byte {
	return []byte("kwarta/payout-account/v1|key=" + keyID + "|user=" + strconv.FormatInt(userID, 10) +
		"|account=" + strconv.FormatInt(accountID, 10))
}

// seal encrypts number under the current key: nonce || ciphertext+tag.
func (k *Keys) seal(userID, accountID int64, number string) ([]byte, string, error) {
	a := k.aead[k.current]
	nonce := make([]byte, a.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, "", err
	}
	return a.Seal(nonce, nonce, []byte(number), aad(k.current, userID, accountID)), k.current, nil
}

// open decrypts what seal made under keyID.
func (k *Keys) open(keyID string, userID, accountID int64, ct []byte) (string, error) {
	a, ok := k.aead[keyID]
	if !ok {
		return "", fmt.Errorf("%w (key id %q)", ErrNoKey, keyID)
	}
	if len(ct) < a.NonceSize() {
		return "", errors.New("payout: sealed account number too short")
	}
	plain, err := a.Open(nil, ct[:a.NonceSize()], ct[a.NonceSize():], aad(keyID, userID, accountID))
	if err != nil {
		return "", fmt.Errorf("payout: account %d does not open under key %q: %w", accountID, keyID, err)
	}
	return string(plain), nil
}
