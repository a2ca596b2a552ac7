package account

import (
	"context"
	"errors"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// LoginRequest signs a borrower in to the web app with an SMS code.
type LoginRequest struct {
	Phone    string
	Captcha  string
	Sid      string
	SMSCode  string
	DeviceID string
	IP       string
}

// SignedIn is the new session, bound to the device that signed in.
type SignedIn struct {
	UserID    int64  `json:"userId"`
	SessionID string `json:"sessionId"`
	// NewBorrower is true when this sign-in created the account.
	NewBorrower bool `json:"newBorrower"`
}

// Login checks the picture code and the SMS code and issues a new session
// bound to the device. A number that is not registered yet is registered
// on the spot: the SMS code proves the number is the borrower's.
func (s *Signup) Login(ctx context.Context, r LoginRequest) (SignedIn, error) {
	phone, err := s.NormalizePhone(r.Phone)
	if err != nil {
		return SignedIn{}, err
	}
	if r.DeviceID == "" {
		return SignedIn{}, ErrNoDevice()
	}
	var out SignedIn
	err = s.inTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCaptcha(ctx, tx, stepFinish, r.Sid, r.Captcha, phone, fault.CodeCaptchaRegister); err != nil {
			return err
		}
		if err := s.checkCode(ctx, tx, phone, PurposeLogin, r.SMSCode); err != nil {
			return err
		}
		if err := burnCaptcha(ctx, tx, r.Sid); err != nil {
			return err
		}
		u, err := s.Accounts.UserByPhone(ctx, tx, phone)
		if errors.Is(err, store.ErrNotFound) {
			out.NewBorrower = true
			if u, err = s.Accounts.CreateUser(ctx, tx, phone, ""); err != nil {
				return err
			}
			if err := s.saveAttribution(ctx, tx, u.ID, "sms-login", "", r.DeviceID, r.IP, Attribution{AppFrom: "web"}); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		token, err := s.Accounts.IssueSession(ctx, tx, u.ID, r.DeviceID)
		if err != nil {
			return err
		}
		out.UserID, out.SessionID = u.ID, token
		return nil
	})
	return out, err
}
