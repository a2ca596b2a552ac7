package account

import (
	"context"
	"fmt"

	"kwarta/internal/fault"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// CodeRequest asks for an SMS code: the landing page's get-sms and the web
// app's sign-in both send one.
type CodeRequest struct {
	Phone    string // as typed
	Captcha  string
	Sid      string
	Purpose  string // PurposeRegister or PurposeLogin
	DeviceID string
	IP       string
	Attr     Attribution
	// WrongCaptcha is the code of a refused picture code: 101 on the landing page.
	WrongCaptcha fault.Code
}

// PhoneMessage is the answer to a number that is not a mobile number of the market.
const PhoneMessage = "Please enter a valid mobile number."

// NormalizePhone checks a typed number against the market and returns E.164.
func (s *Signup) NormalizePhone(input string) (string, error) {
	phone, err := s.Market.NormalizePhone(input)
	if err != nil {
		return "", fault.Field("phone", PhoneMessage)
	}
	return phone, nil
}

// SendCode checks the picture code and the limits, stores a new code and
// sends it. A test number gets its fixed code, no SMS and no limits. When
// the gateway refuses the SMS, everything the call took is given back (the
// cooldown, the daily counts, the picture code's binding; the code is
// marked failed) so the visitor can retry at once, and the call answers
// CodeSMSFailed.
func (s *Signup) SendCode(ctx context.Context, r CodeRequest) error {
	phone, err := s.NormalizePhone(r.Phone)
	if err != nil {
		return err
	}
	if r.DeviceID == "" {
		return ErrNoDevice()
	}
	tp := s.testPhone(phone)
	code := newCode()
	if tp != nil {
		code = tp.Code
	}
	var (
		reserved smsReservation
		codeID   int64
	)
	err = s.inTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := s.checkCaptcha(ctx, tx, stepSend, r.Sid, r.Captcha, phone, r.WrongCaptcha); err != nil {
			return err
		}
		if tp == nil {
			var err error
			if reserved, err = s.reserveSMS(ctx, tx, phone, r.IP, r.DeviceID); err != nil {
				return err
			}
		}
		var err error
		codeID, err = s.saveCode(ctx, tx, sentCode{phone: phone, purpose: r.Purpose, code: code, ip: r.IP, deviceID: r.DeviceID, attr: r.Attr, test: tp != nil})
		return err
	})
	if err != nil {
		return err
	}
	if tp != nil {
		s.logger().InfoContext(ctx, "test number: no SMS sent", "phone", market.LogPhone(phone))
		return nil
	}
	name := s.AppName
	if name == "" {
		name = "Kwarta"
	}
	text := fmt.Sprintf("%s: your verification code is %s. It expires in 5 minutes. Never share it with anyone.", name, code)
	if sendErr := s.SMS.Send(ctx, phone, text); sendErr != nil {
		if err := s.giveBack(context.WithoutCancel(ctx), reserved, codeID, r.Sid); err != nil {
			s.logger().ErrorContext(ctx, "give back a failed SMS send", "error", err)
		}
		return &fault.Error{Code: fault.CodeSMSFailed, Message: fault.Message(fault.CodeSMSFailed), Cause: sendErr}
	}
	return nil
}

// giveBack undoes a send the gateway refused, in one transaction.
func (s *Signup) giveBack(ctx context.Context, reserved smsReservation, codeID int64, sid string) error {
	return s.Accounts.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := releaseSMS(ctx, tx, reserved); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE otp_codes SET failed = 1, used = 1 WHERE id = ?`, codeID); err != nil {
			return err
		}
		return unbindCaptcha(ctx, tx, sid, reserved.phone)
	})
}
