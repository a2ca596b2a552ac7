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
func (s *Signup) HandleGetCaptcha(c *httpapi.Call, p CaptchaParams) (any, error) {
	png, err := s.DrawCaptcha(c.Context(), p.Sid, c.ClientIP())
	if err != nil {
		return nil, err
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Cache-Control", "no-store")
	_, err = c.Writer.Write(png)
	return nil, err
}

// landingAttribution is the landing page's tracking fields; get-sms
// declares no referral (a code keeps only the template and the source).
func (s *Signup) landingAttribution(c *httpapi.Call, p LandingParams, r Referral) (Attribution, error) {
	a := Attribution{
		TemplateID: p.TemplateID, UserFrom: p.UserFrom, AppFrom: p.AppFrom, UtmTag: p.UtmTag,
		InviteCode: r.InviteCode, LinksID: r.LinksID, DownID: r.DownID, UC: r.UC,
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
func device(c *httpapi.Call, form string) string {
	if form != "" {
		return form
	}
	return c.Common.DeviceID
}

// HandleGetSMS sends a registration code from the landing page (wrong picture code: 101).
func (s *Signup) HandleGetSMS(c *httpapi.Call, p GetSMSParams) (any, error) {
	attr, err := s.landingAttribution(c, p.LandingParams, Referral{})
	if err != nil {
		return nil, err
	}
	err = s.SendCode(c.Context(), CodeRequest{
		Phone: p.Phone, Captcha: p.Capcode, Sid: p.Sid, Purpose: PurposeRegister,
		DeviceID: device(c, p.DeviceID), IP: c.ClientIP(), Attr: attr, WrongCaptcha: fault.CodeCaptchaSMS,
	})
	if err != nil {
		return nil, err
	}
	return codeSent, nil
}

// HandleRegister registers a borrower from the landing page (wrong picture code: -1, registered: 11).
func (s *Signup) HandleRegister(c *httpapi.Call, p RegisterParams) (any, error) {
	attr, err := s.landingAttribution(c, p.LandingParams, p.Referral)
	if err != nil {
		return nil, err
	}
	login := loginRequest(c, p.CodeParams, p.SMSCode, p.LandingParams.DeviceID)
	return s.Register(c.Context(), RegisterRequest{LoginRequest: login, AppName: p.AppName, Attr: attr})
}

// HandleLoginCode sends a sign-in code to the web app's login page (wrong picture code: 101).
func (s *Signup) HandleLoginCode(c *httpapi.Call, p LoginCodeParams) (any, error) {
	err := s.SendCode(c.Context(), CodeRequest{
		Phone: p.Phone, Captcha: p.Capcode, Sid: p.Sid, Purpose: PurposeLogin,
		DeviceID: device(c, p.DeviceID), IP: c.ClientIP(), WrongCaptcha: fault.CodeCaptchaSMS,
	})
	if err != nil {
		return nil, err
	}
	return codeSent, nil
}

// HandleLogin signs the web app in and answers a new session id bound to the
// calling device (wrong picture code: -1).
func (s *Signup) HandleLogin(c *httpapi.Call, p LoginParams) (any, error) {
	return s.Login(c.Context(), loginRequest(c, p.CodeParams, p.SMSCode, p.DeviceID))
}

// loginRequest is a sign-in by code as the login and registration forms send it.
func loginRequest(c *httpapi.Call, p CodeParams, code SMSCode, deviceID string) LoginRequest {
	return LoginRequest{
		Phone: p.Phone, Captcha: p.Capcode, Sid: p.Sid, SMSCode: code.SMSCode,
		DeviceID: device(c, deviceID), IP: c.ClientIP(),
	}
}
