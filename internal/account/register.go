package account

import (
	"context"
	"errors"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// RegisterRequest is the landing page's registration.
type RegisterRequest struct {
	Phone    string
	Captcha  string
	Sid      string
	SMSCode  string
	DeviceID string
	IP       string
	AppName  string
	Attr     Attribution
}

// Registered is a new borrower and the first session, bound to the device.
type Registered struct {
	UserID    int64  `json:"userId"`
	SessionID string `json:"sessionId"`
}

// Register checks the picture code (-1 when wrong) and the SMS code, then
// creates the borrower with the landing page's attribution and issues the
// first session. An already registered number answers code 11. Either way
// the picture code has served its registration and is burned.
func (s *Signup) Register(ctx context.Context, r RegisterRequest) (Registered, error) {
	phone, err := s.NormalizePhone(r.Phone)
	if err != nil {
		return Registered{}, err
	}
	if r.DeviceID == "" {
		return Registered{}, ErrNoDevice()
	}
	var out Registered
	err = s.inTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCaptcha(ctx, tx, stepFinish, r.Sid, r.Captcha, phone, fault.CodeCaptchaRegister); err != nil {
			return err
		}
		if err := s.checkCode(ctx, tx, phone, PurposeRegister, r.SMSCode); err != nil {
			return err
		}
		if err := burnCaptcha(ctx, tx, r.Sid); err != nil {
			return err
		}
		if _, err := s.Accounts.UserByPhone(ctx, tx, phone); err == nil {
			return store.CommitThen(fault.New(fault.CodeRegistered, ""))
		} else if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		u, err := s.Accounts.CreateUser(ctx, tx, phone, "")
		if err != nil {
			return err
		}
		if err := s.saveAttribution(ctx, tx, u.ID, "landing", r.AppName, r.DeviceID, r.IP, r.Attr); err != nil {
			return err
		}
		token, err := s.Accounts.IssueSession(ctx, tx, u.ID, r.DeviceID)
		if err != nil {
			return err
		}
		out = Registered{UserID: u.ID, SessionID: token}
		return nil
	})
	return out, err
}

// saveAttribution records where a new borrower came from.
func (s *Signup) saveAttribution(ctx context.Context, q store.Querier, userID int64, channel, appName, deviceID, ip string, a Attribution) error {
	_, err := q.Exec(ctx, `INSERT INTO registrations (user_id, template_id, user_from, app_from, utm_tag, invite_code, links_id, down_id, uc, app_name, device_id, ip, channel, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		userID, a.TemplateID, a.UserFrom, a.AppFrom, a.UtmTag, a.InviteCode, a.LinksID, a.DownID, a.UC, appName, deviceID, ip, channel,
		store.Millis(s.Accounts.Clock.Now()))
	return err
}
