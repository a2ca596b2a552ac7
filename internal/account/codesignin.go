package account

import (
	"context"
	"errors"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// codeSignIn is what Login and Register share: a phone proven by the
// picture code and an SMS code, a device, the code's purpose, and how a
// borrower it creates came in.
type codeSignIn struct {
	LoginRequest
	Purpose string // PurposeLogin or PurposeRegister
	// Channel, AppName and Attr are saved as a new borrower's registration.
	Channel, AppName string
	Attr             Attribution
	// Registered is the error (committed with the burned picture code) for a
	// number already registered; nil signs that borrower in.
	Registered error
}

// signedInByCode is the borrower signed in and the new session.
type signedInByCode struct {
	UserID    int64
	SessionID string
	Created   bool // the sign-in created the borrower
}

// signInByCode checks the picture code and the SMS code, burns the picture
// code, finds the borrower by phone or creates one with its registration,
// and issues a new session bound to the device, all in one transaction.
func (s *Signup) signInByCode(ctx context.Context, r codeSignIn) (signedInByCode, error) {
	phone, err := s.NormalizePhone(r.Phone)
	if err != nil {
		return signedInByCode{}, err
	}
	if r.DeviceID == "" {
		return signedInByCode{}, ErrNoDevice()
	}
	var out signedInByCode
	err = s.inTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCaptcha(ctx, tx, stepFinish, r.Sid, r.Captcha, phone, fault.CodeCaptchaRegister); err != nil {
			return err
		}
		if err := s.checkCode(ctx, tx, phone, r.Purpose, r.SMSCode); err != nil {
			return err
		}
		if err := burnCaptcha(ctx, tx, r.Sid); err != nil {
			return err
		}
		u, err := s.Accounts.UserByPhone(ctx, tx, phone)
		switch {
		case err == nil && r.Registered != nil:
			return store.CommitThen(r.Registered)
		case errors.Is(err, store.ErrNotFound):
			out.Created = true
			if u, err = s.Accounts.CreateUser(ctx, tx, phone, ""); err != nil {
				return err
			}
			if err := s.saveAttribution(ctx, tx, u.ID, r.Channel, r.AppName, r.DeviceID, r.IP, r.Attr); err != nil {
				return err
			}
		case err != nil:
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

// saveAttribution records where a new borrower came from.
func (s *Signup) saveAttribution(ctx context.Context, q store.Querier, userID int64, channel, appName, deviceID, ip string, a Attribution) error {
	_, err := q.Exec(ctx, `INSERT INTO registrations (user_id, template_id, user_from, app_from, utm_tag, invite_code, links_id, down_id, uc, app_name, device_id, ip, channel, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		userID, a.TemplateID, a.UserFrom, a.AppFrom, a.UtmTag, a.InviteCode, a.LinksID, a.DownID, a.UC, appName, deviceID, ip, channel,
		store.Millis(s.Accounts.clock.Now()))
	return err
}
