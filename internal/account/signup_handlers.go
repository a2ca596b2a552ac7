package account

import (
	"context"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
)

// Sid is a new captcha session.
type Sid struct {
	Sid string `json:"sid"`
}

// CodeSent tells the page how long to count down before another send.
type CodeSent struct {
	Countdown int `json:"countdown"`
	ExpiresIn int `json:"expiresIn"`
}

var codeSent = CodeSent{Countdown: int(SMSCooldown.Seconds()), ExpiresIn: int(OTPTTL.Seconds())}

// HandleGetSid starts a captcha session.
func (s *Signup) HandleGetSid(c *httpapi.Call) (any, error) {
	sid, err := s.NewSid(c.Context(), c.ClientIP())
	if err != nil {
		return nil, err
	}
	return Sid{Sid: sid}, nil
}

// HandleGetCaptcha draws a new image for the sid and writes it as PNG.
func (s *Signup) HandleGetCaptcha(c *httpapi.Call) (any, error) {
	png, err := s.DrawCaptcha(c.Context(), c.Str("sid"), c.ClientIP())
	if err != nil {
		return nil, err
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Cache-Control", "no-store")
	_, err = c.Writer.Write(png)
	return nil, err
}

// landingAttribution reads the landing page's tracking fields.
func (s *Signup) landingAttribution(c *httpapi.Call) (Attribution, error) {
	a := Attribution{
		TemplateID: c.Int("id"), UserFrom: c.Str("user_from"), AppFrom: c.Str("app_from"), UtmTag: c.Str("utm_tag"),
		InviteCode: c.Str("invite_code"), LinksID: c.Str("links_id"), DownID: c.Str("down_id"), UC: c.Str("UC"),
	}
	return a, s.checkTemplate(c.Context(), a.TemplateID)
}

// checkTemplate refuses an unknown promotion template id; 0 is an organic visit.
func (s *Signup) checkTemplate(ctx context.Context, id int64) error {
	if id == 0 || s.TemplateExists == nil {
		return nil
	}
	ok, err := s.TemplateExists(ctx, id)
	if err != nil {
		return err
	}
	if !ok {
		return fault.Newf(fault.CodeNotFound, "No promotion template %d.", id)
	}
	return nil
}

// device is the device id the call sends, in its form or in the common query.
func device(c *httpapi.Call) string {
	if d := c.Str("deviceId"); d != "" {
		return d
	}
	return c.Common.DeviceID
}

// HandleGetSMS sends a registration code from the landing page (wrong picture code: 101).
func (s *Signup) HandleGetSMS(c *httpapi.Call) (any, error) {
	attr, err := s.landingAttribution(c)
	if err != nil {
		return nil, err
	}
	err = s.SendCode(c.Context(), CodeRequest{
		Phone: c.Str("phone"), Captcha: c.Str("capcode"), Sid: c.Str("sid"), Purpose: PurposeRegister,
		DeviceID: device(c), IP: c.ClientIP(), Attr: attr, WrongCaptcha: fault.CodeCaptchaSMS,
	})
	if err != nil {
		return nil, err
	}
	return codeSent, nil
}

// HandleRegister registers a borrower from the landing page (wrong picture code: -1, registered: 11).
func (s *Signup) HandleRegister(c *httpapi.Call) (any, error) {
	attr, err := s.landingAttribution(c)
	if err != nil {
		return nil, err
	}
	return s.Register(c.Context(), RegisterRequest{LoginRequest: loginRequest(c), AppName: c.Str("appName"), Attr: attr})
}

// HandleLoginCode sends a sign-in code to the web app's login page (wrong picture code: 101).
func (s *Signup) HandleLoginCode(c *httpapi.Call) (any, error) {
	err := s.SendCode(c.Context(), CodeRequest{
		Phone: c.Str("phone"), Captcha: c.Str("capcode"), Sid: c.Str("sid"), Purpose: PurposeLogin,
		DeviceID: device(c), IP: c.ClientIP(), WrongCaptcha: fault.CodeCaptchaSMS,
	})
	if err != nil {
		return nil, err
	}
	return codeSent, nil
}

// HandleLogin signs the web app in and answers a new session id bound to the
// calling device (wrong picture code: -1).
func (s *Signup) HandleLogin(c *httpapi.Call) (any, error) {
	return s.Login(c.Context(), loginRequest(c))
}

// loginRequest is a sign-in by code as the login and registration forms send it.
func loginRequest(c *httpapi.Call) LoginRequest {
	return LoginRequest{
		Phone: c.Str("phone"), Captcha: c.Str("capcode"), Sid: c.Str("sid"), SMSCode: c.Str("smsCode"),
		DeviceID: device(c), IP: c.ClientIP(),
	}
}
