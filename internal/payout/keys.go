package payout

import (
	"strconv"

	"kwarta/internal/sealed"
)

// aad binds a sealed number to its borrower, its account and its key id,
// so a ciphertext copied to another row (or relabelled) does not open.
func aad(keyID string, userID, accountID int64) []byte {
	return []byte("kwarta/payout-account/v1|key=" + keyID + "|user=" + strconv.FormatInt(userID, 10) +
		"|account=" + strconv.FormatInt(accountID, 10))
}

// sealNumber encrypts an account number under the current key.
func sealNumber(k *sealed.Keys, userID, accountID int64, number string) ([]byte, string, error) {
	return k.Seal([]byte(number), func(keyID string) []byte { return aad(keyID, userID, accountID) })
}

// openNumber decrypts what sealNumber made under keyID.
func openNumber(k *sealed.Keys, keyID string, userID, accountID int64, ct []byte) (string, error) {
	plain, err := k.Open(keyID, ct, aad(keyID, userID, accountID))
	return string(plain), err
}
