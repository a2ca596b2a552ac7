package account

import h "kwarta/internal/httpapi"

// Routes are the signed-in borrower's profile call.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/v3/personal-center/user-info", Summary: "The signed-in borrower's profile", Auth: h.Borrower,
			Data: Profile{}, Handle: h.NoParams(s.HandleProfile)},
	}
}

// Routes are registration from the promotion landing page and SMS sign-in
// for the web app, with their picture codes.
func (s *Signup) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid", Summary: "Start a picture-code (captcha) session", Auth: h.Public,
			Data: Sid{}, Handle: h.NoParams(s.HandleGetSid)},
		{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Summary: "A new picture code for the session, as PNG (4 digits, 10 minutes)", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandleGetCaptcha)},
		{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Summary: "Send a registration code by SMS (wrong picture code: 101; limits: 429)", Auth: h.Public,
			Data: CodeSent{}, Handle: h.Bind(s.HandleGetSMS)},
		{Method: "POST", Path: "/api/v2/youmi/promotion/register", Summary: "Register a borrower from the landing page (wrong picture code: -1; registered: 11)", Auth: h.Public,
			Data: Registered{}, Handle: h.Bind(s.HandleRegister)},
		{Method: "POST", Path: "/v3/auth/sms-code", Summary: "Send a sign-in code by SMS to the web app's login page (wrong picture code: 101; limits: 429)", Auth: h.Public,
			Data: CodeSent{}, Handle: h.Bind(s.HandleLoginCode)},
		{Method: "POST", Path: "/v3/auth/sms-login", Summary: "Sign in with the SMS code: a new session id bound to deviceId (wrong picture code: -1)", Auth: h.Public,
			Data: SignedIn{}, Handle: h.Bind(s.HandleLogin)},
	}
}

// CaptchaParams are get-captcha's.
type CaptchaParams struct {
	Sid string `param:"sid,required,max=64" desc:"from get-sid"`
	A   string `param:"a,max=20" desc:"a timestamp, so the image is not cached"`
}

// CodeParams are what every SMS-code call sends: the phone and the picture code.
type CodeParams struct {
	Phone   string `param:"phone,required,max=16" desc:"mobile number of the market (09171234567)"`
	Capcode string `param:"capcode,required,digits,max=4" desc:"the picture code"`
	Sid     string `param:"sid,required,max=64" desc:"from get-sid"`
}

// LandingParams are the landing page's: its template, the visitor's device and the traffic source.
type LandingParams struct {
	TemplateID int64  `param:"id,max=18" desc:"the template id"`
	DeviceID   string `param:"deviceId,required,max=128" desc:"the visitor's device id (form or query); the first session is bound to it"`
	AppName    string `param:"appName,max=64" desc:"the app's name"`
	UserFrom   string `param:"user_from,max=64" desc:"traffic source"`
	AppFrom    string `param:"app_from,max=64" desc:"which app the visitor is sent to"`
	UtmTag     string `param:"utm_tag,max=128" desc:"campaign tag"`
}

// GetSMSParams are get-sms's.
type GetSMSParams struct {
	CodeParams
	LandingParams
}

// SMSCode is the code the borrower got by SMS.
type SMSCode struct {
	SMSCode string `param:"smsCode,required,digits,max=6" desc:"the SMS code"`
}

// RegisterParams are register's: get-sms's, the SMS code and the attribution.
type RegisterParams struct {
	CodeParams
	LandingParams
	SMSCode
	MerchantNumber int64  `param:"merchantNumber,max=9" desc:"always 0"`
	UserName       string `param:"userName,max=16" desc:"the phone again"`
	Referral
}

// Referral is who sent the visitor: the invitation and the advertisement's
// ids, kept with a new borrower's attribution.
type Referral struct {
	InviteCode string `param:"invite_code,max=64" desc:"who invited the visitor"`
	LinksID    string `param:"links_id,max=64" desc:"the advertisement link id"`
	DownID     string `param:"down_id,max=64" desc:"the download link id"`
	UC         string `param:"UC,max=64" desc:"the advertisement's UC parameter, kept with the attribution"`
}

// LoginDevice is the login page's device id (the common query's); the new session is bound to it.
type LoginDevice struct {
	DeviceID string `param:"deviceId,required,max=128" desc:"the device id (query or form); the new session is bound to it"`
}

// LoginCodeParams are sms-code's.
type LoginCodeParams struct {
	CodeParams
	LoginDevice
}

// LoginParams are sms-login's.
type LoginParams struct {
	CodeParams
	LoginDevice
	SMSCode
}
