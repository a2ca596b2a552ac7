package server

import (
	"kwarta/internal/account"
	"kwarta/internal/content"
	h "kwarta/internal/httpapi"
	"kwarta/internal/promo"
)

// Routes is the one API table: every call the pages and the apps make, below /medium.
func (a *App) Routes() []h.Route {
	return []h.Route{
		// The API document, generated from this table.
		{Method: "GET", Path: "/openapi.json", Summary: "This API as an OpenAPI 3 document", Auth: h.Public, Raw: true, Handle: a.handleOpenAPI},

		// Content: the lender's details, customer service, stored images.
		{Method: "GET", Path: "/v3/site/config", Summary: "The lender's details and the market, for every page", Auth: h.Public,
			Data: content.SiteConfig{}, Handle: a.Content.HandleSiteConfig},
		{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Summary: "Customer service email and phone line", Auth: h.Public,
			Params: []h.Param{{Name: "type", Kind: h.Int, Max: 9, Desc: "which contact set; the app sends 1"}},
			Data:   content.ContactInfo{}, Handle: a.Content.HandleContactInfo},
		{Method: "GET", Path: "/files/{name}", Summary: "A stored image (product logo, complaint evidence)", Auth: h.Public, Raw: true,
			Handle: a.Content.HandleFile},

		// Account: the signed-in borrower.
		{Method: "POST", Path: "/v3/personal-center/user-info", Summary: "The signed-in borrower's profile", Auth: h.Borrower,
			Data: account.Profile{}, Handle: a.Account.HandleProfile},

		// Promotion landing and registration (seed 2, section 7), and SMS sign-in for the web app.
		{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Summary: "A promotion template: how the landing page looks", Auth: h.Public,
			Params: []h.Param{{Name: "templateId", Kind: h.Int, Required: true, Max: 18, Desc: "template id (the landing page's id)"}},
			Data:   promo.TemplateData{}, Handle: a.Promo.HandleTemplate},
		{Method: "GET", Path: "/api/v2/youmi/promotion/track-visit", Summary: "Record a landing page visit", Auth: h.Public,
			Params: trackParams, Handle: a.Promo.HandleTrackVisit},
		{Method: "GET", Path: "/api/v2/youmi/promotion/get-sid", Summary: "Start a picture-code (captcha) session", Auth: h.Public,
			Data: account.Sid{}, Handle: a.Signup.HandleGetSid},
		{Method: "GET", Path: "/api/v2/youmi/promotion/get-captcha", Summary: "A new picture code for the session, as PNG (4 digits, 10 minutes)", Auth: h.Public, Raw: true,
			Params: []h.Param{{Name: "sid", Required: true, Max: 64, Desc: "from get-sid"}, {Name: "a", Max: 20, Desc: "a timestamp, so the image is not cached"}},
			Handle: a.Signup.HandleGetCaptcha},
		{Method: "POST", Path: "/api/v2/youmi/promotion/get-sms", Summary: "Send a registration code by SMS (wrong picture code: 101; limits: 429)", Auth: h.Public,
			Params: append(codeParams(), landingParams...), Data: account.CodeSent{}, Handle: a.Signup.HandleGetSMS},
		{Method: "GET", Path: "/api/v2/youmi/promotion/track-click", Summary: "Record an apply tap on the landing page", Auth: h.Public,
			Params: append(trackParams, h.Param{Name: "phone", Max: 16, Desc: "the number typed"}), Handle: a.Promo.HandleTrackClick},
		{Method: "POST", Path: "/api/v2/youmi/promotion/register", Summary: "Register a borrower from the landing page (wrong picture code: -1; registered: 11)", Auth: h.Public,
			Params: append(append(codeParams(), landingParams...),
				h.Param{Name: "smsCode", Kind: h.Digits, Required: true, Max: 6, Desc: "the SMS code"},
				h.Param{Name: "merchantNumber", Kind: h.Int, Max: 9, Desc: "always 0"},
				h.Param{Name: "userName", Max: 16, Desc: "the phone again"},
				h.Param{Name: "invite_code", Max: 64, Desc: "who invited the visitor"},
				h.Param{Name: "links_id", Max: 64, Desc: "the advertisement link id"},
				h.Param{Name: "down_id", Max: 64, Desc: "the download link id"}),
			Data: account.Registered{}, Handle: a.Signup.HandleRegister},
		{Method: "POST", Path: "/v3/auth/sms-code", Summary: "Send a sign-in code by SMS to the web app's login page (wrong picture code: 101; limits: 429)", Auth: h.Public,
			Params: codeParams(), Data: account.CodeSent{}, Handle: a.Signup.HandleLoginCode},
		{Method: "POST", Path: "/v3/auth/sms-login", Summary: "Sign in with the SMS code: a new session id bound to deviceId (wrong picture code: -1)", Auth: h.Public,
			Params: append(codeParams(), h.Param{Name: "smsCode", Kind: h.Digits, Required: true, Max: 6, Desc: "the SMS code"}),
			Data:   account.SignedIn{}, Handle: a.Signup.HandleLogin},
	}
}

// The landing page's shared parameters.
var (
	trackParams = []h.Param{
		{Name: "page_id", Kind: h.Int, Max: 18, Desc: "the template id"},
		{Name: "user_from", Max: 64, Desc: "traffic source"},
		{Name: "client_type", Max: 8, Desc: "ios or android"},
		{Name: "page_type", Kind: h.Int, Max: 4, Desc: "1 for the landing page"},
		{Name: "utm_tag", Max: 128, Desc: "campaign tag"},
		{Name: "app_from", Max: 64, Desc: "which app the visitor is sent to"},
	}
	landingParams = []h.Param{
		{Name: "id", Kind: h.Int, Max: 18, Desc: "the template id"},
		{Name: "deviceId", Max: 128, Desc: "the visitor's device id"},
		{Name: "appName", Max: 64, Desc: "the app's name"},
		{Name: "user_from", Max: 64, Desc: "traffic source"},
		{Name: "app_from", Max: 64, Desc: "which app the visitor is sent to"},
		{Name: "utm_tag", Max: 128, Desc: "campaign tag"},
	}
)

// codeParams are what every SMS-code call sends: the phone and the picture code.
func codeParams() []h.Param {
	return []h.Param{
		{Name: "phone", Required: true, Max: 16, Desc: "mobile number of the market (09171234567)"},
		{Name: "capcode", Kind: h.Digits, Required: true, Max: 4, Desc: "the picture code"},
		{Name: "sid", Required: true, Max: 64, Desc: "from get-sid"},
	}
}
