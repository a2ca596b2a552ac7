package server

import (
	"kwarta/internal/account"
	"kwarta/internal/complaint"
	"kwarta/internal/console"
	"kwarta/internal/content"
	h "kwarta/internal/httpapi"
	"kwarta/internal/loanpage"
	"kwarta/internal/notice"
	"kwarta/internal/payout"
	"kwarta/internal/promo"
	"kwarta/internal/repay"
)

// Routes is the one API table: every call the pages and the apps make, below /medium.
func (a *App) Routes() []h.Route {
	con := console.Handlers{S: a.Console, Market: a.Config.Market}
	return []h.Route{
		// The API document, generated from this table.
		{Method: "GET", Path: "/openapi.json", Summary: "This API as an OpenAPI 3 document", Auth: h.Public, Raw: true, Handle: a.handleOpenAPI},

		// Content: the lender's details, customer service, stored images.
		{Method: "GET", Path: "/v3/site/config", Summary: "The lender's details and the market, for every page", Auth: h.Public,
			Data: content.SiteConfig{}, Handle: a.Content.HandleSiteConfig},
		{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Summary: "Customer service email and phone line", Auth: h.Public,
			Params: []h.Param{{Name: "type", Kind: h.Int, Max: 9, Desc: "which contact set; the app sends 1"}},
			Data:   content.ContactInfo{}, Handle: a.Content.HandleContactInfo},
		{Method: "GET", Path: "/v3/site/legal", Summary: "The privacy policy or the loan terms: the newest version, in blocks, with the lender's details filled in", Auth: h.Public,
			Params: []h.Param{legalKindParam}, Data: content.LegalDocument{}, Handle: a.Content.HandleLegal},
		{Method: "GET", Path: "/files/{name}", Summary: "A public stored image (a product logo); complaint images are served by /user-problem/image/{name}", Auth: h.Public, Raw: true,
			Handle: a.Content.HandleFile},

		// Account: the signed-in borrower.
		{Method: "POST", Path: "/v3/personal-center/user-info", Summary: "The signed-in borrower's profile", Auth: h.Borrower,
			Data: account.Profile{}, Handle: a.Account.HandleProfile},
		{Method: "POST", Path: "/v3/personal-center/sms-settings", Summary: "The borrower's text-message settings: language, loan updates on or off, texts during quiet hours", Auth: h.Borrower,
			Data: notice.Settings{}, Handle: a.Notices.HandleSettings},
		{Method: "POST", Path: "/v3/personal-center/sms-settings/save", Summary: "Save the text-message settings; due and overdue notices of a live loan cannot be turned off", Auth: h.Borrower,
			Params: []h.Param{{Name: "updates", Kind: h.Int, Required: true, Max: 1, Desc: "1: money-sent and payment-received texts on; 0: off"},
				{Name: "anyHour", Kind: h.Int, Required: true, Max: 1, Desc: "1: the borrower agrees to texts during the quiet hours"},
				{Name: "lang", Required: true, Max: 8, Desc: "a language code from languages (en, fil)"}},
			Data: notice.Settings{}, Handle: a.Notices.HandleSave},
		{Method: "POST", Path: "/sms/inbound", Summary: "A text a borrower sent back, from an inbound-SMS relay (header X-Kwarta-Token; off without --sms-inbound-token): STOP turns loan updates off, START on", Auth: h.Public,
			Params: []h.Param{{Name: "from", Required: true, Max: 20, Desc: "the sender's number"}, {Name: "message", Max: 480, Desc: "the text"}},
			Data:   notice.Replied{}, Handle: a.Notices.HandleInbound},

		// Promotion landing and registration, and SMS sign-in for the web app.
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
				h.Param{Name: "down_id", Max: 64, Desc: "the download link id"},
				h.Param{Name: "UC", Max: 64, Desc: "the advertisement's UC parameter, kept with the attribution"}),
			Data: account.Registered{}, Handle: a.Signup.HandleRegister},
		{Method: "POST", Path: "/v3/auth/sms-code", Summary: "Send a sign-in code by SMS to the web app's login page (wrong picture code: 101; limits: 429)", Auth: h.Public,
			Params: append(codeParams(), loginDeviceParam), Data: account.CodeSent{}, Handle: a.Signup.HandleLoginCode},
		{Method: "POST", Path: "/v3/auth/sms-login", Summary: "Sign in with the SMS code: a new session id bound to deviceId (wrong picture code: -1)", Auth: h.Public,
			Params: append(codeParams(), loginDeviceParam, h.Param{Name: "smsCode", Kind: h.Digits, Required: true, Max: 6, Desc: "the SMS code"}),
			Data:   account.SignedIn{}, Handle: a.Signup.HandleLogin},

		// Loans: confirmation V3 and variant 2, agreements, order details, the failure page.
		{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Summary: "Loan confirmation V3: the offer on a product, its repayment plan and Key Fact Statement", Auth: h.Borrower,
			Params: []h.Param{productParam(true), coincidingParam}, Data: loanpage.Confirmation{}, Handle: a.LoanPages.HandleConfirm},
		{Method: "GET", Path: "/v3/contract/contract-list", Summary: "The agreements of a scene (3: loan confirmation); the list is data.data", Auth: h.Borrower,
			Params: []h.Param{productParam(true), {Name: "scene", Kind: h.Int, Required: true, Max: 4, Desc: "agreement scene; 3 is loan confirmation"}},
			Data:   loanpage.AgreementsData{}, Handle: a.LoanPages.HandleAgreements},
		{Method: "GET", Path: "/v3/contract/contract-jump", Summary: "Where one agreement is, filled with the borrower's figures (an order's when orderId is given)", Auth: h.Borrower,
			Params: contractParams, Data: loanpage.ContractLink{}, Handle: a.LoanPages.HandleContractJump},
		{Method: "GET", Path: loanpage.ContractPath, Summary: "One agreement as an HTML page, for the agreement modal's frame", Auth: h.Borrower, Raw: true,
			Params: append(contractParams, coincidingParam), Handle: a.LoanPages.HandleContract},
		{Method: "POST", Path: "/v3/loan/loan-detail-push", Summary: "Confirm the loan: places an order (151) and answers its details page", Auth: h.Borrower,
			Params: []h.Param{productParam(true),
				{Name: "amount", Kind: h.Int, Required: true, Max: 15, Desc: "amount in minor units (centavos), from the confirmation data"},
				{Name: "periods", Kind: h.Int, Required: true, Max: 4, Desc: "the term, in termUnit (91 to 365 days)"},
				{Name: "termUnit", Kind: h.Int, Required: true, Max: 2, Desc: "1: days"}},
			Data: loanpage.Pushed{}, Handle: a.LoanPages.HandlePush},
		{Method: "POST", Path: loanpage.PathConfirmV2, Summary: "Loan confirmation variant 2's data (obfuscated names, see internal/loanpage/wire.go)", Auth: h.Borrower,
			Params: []h.Param{{Name: loanpage.WireProductID, Kind: h.Int, Required: true, Max: 18, Desc: "product id"}, coincidingParam},
			Data:   loanpage.ConfirmV2{}, Handle: a.LoanPages.HandleConfirmV2},
		{Method: "POST", Path: loanpage.PathPushV2, Summary: "Loan confirmation variant 2's Next: places an order", Auth: h.Borrower,
			Params: []h.Param{{Name: loanpage.WireProductID, Kind: h.Int, Required: true, Max: 18, Desc: "product id"},
				{Name: loanpage.WireAmount, Kind: h.Int, Required: true, Max: 15, Desc: "amount in minor units"},
				{Name: loanpage.WireTerm, Kind: h.Int, Required: true, Max: 4, Desc: "term, in the unit"},
				{Name: loanpage.WireUnit, Kind: h.Int, Required: true, Max: 2, Desc: "term unit: 1 = days"}},
			Data: loanpage.LinkV2{}, Handle: a.LoanPages.HandlePushV2},
		{Method: "GET", Path: loanpage.PathAgreementsV2, Summary: "Loan confirmation variant 2's agreement list", Auth: h.Borrower,
			Params: []h.Param{{Name: loanpage.WireProductID, Kind: h.Int, Required: true, Max: 18, Desc: "product id"},
				{Name: loanpage.WireScene, Kind: h.Int, Required: true, Max: 4, Desc: "agreement scene (3)"}},
			Data: loanpage.AgreementsV2{}, Handle: a.LoanPages.HandleAgreementsV2},
		{Method: "GET", Path: loanpage.PathJumpV2, Summary: "Loan confirmation variant 2's agreement address", Auth: h.Borrower,
			Params: []h.Param{{Name: loanpage.WireProductID, Kind: h.Int, Required: true, Max: 18, Desc: "product id"},
				{Name: loanpage.WireScene, Kind: h.Int, Required: true, Max: 4, Desc: "agreement scene (3)"},
				{Name: loanpage.WirePosition, Kind: h.Int, Required: true, Max: 4, Desc: "agreement position"},
				{Name: loanpage.WireOrderID, Kind: h.Int, Max: 18, Desc: "the borrower's order, when there is one"}},
			Data: loanpage.LinkV2{}, Handle: a.LoanPages.HandleJumpV2},
		{Method: "POST", Path: "/v3/loan-details/loan-details", Summary: "Order details: status, figures, actions, prompts and recommended products", Auth: h.Borrower,
			Params: []h.Param{orderParam(true), productParam(false), coincidingParam}, Data: loanpage.Details{}, Handle: a.LoanPages.HandleDetails},
		{Method: "POST", Path: "/v3/loan-details/withdraw", Summary: "Confirm the withdrawal of an approved order (21 → 151, disbursing)", Auth: h.Borrower,
			Params: []h.Param{orderParam(true)}, Data: loanpage.Pushed{}, Handle: a.LoanPages.HandleWithdraw},
		{Method: "POST", Path: "/v3/loan-details/google-score", Summary: "Rate the app from the order details page", Auth: h.Borrower,
			Params: []h.Param{{Name: "score", Kind: h.Int, Required: true, Max: 1, Desc: "the rating scale the page sends: 5"},
				{Name: "stars", Kind: h.Int, Required: true, Max: 1, Desc: "the stars the borrower chose, 1 to 5"}, orderParam(false)},
			Handle: a.LoanPages.HandleRate},
		{Method: "POST", Path: "/v3/joint-login/notice", Summary: "The joint-login failure page: what failed and other loans to try", Auth: h.Borrower,
			Params: []h.Param{productParam(false), coincidingParam}, Data: loanpage.FailNotice{}, Handle: a.LoanPages.HandleFailNotice},
		{Method: "POST", Path: "/v3/loan/recommend-list", Summary: "The recommend list page: the loans the borrower can apply for now, and the loans in progress",
			Auth: h.Borrower, Params: []h.Param{coincidingParam}, Data: loanpage.Offers{}, Handle: a.LoanPages.HandleOffers},
		{Method: "POST", Path: loanpage.PathProductLink, Summary: "Where a recommended product leads: an http link (open in the browser) or productDetail (pass to the app shell)", Auth: h.Borrower,
			Params: []h.Param{{Name: loanpage.WireProductID, Kind: h.Int, Required: true, Max: 18, Desc: "product id"},
				{Name: loanpage.WirePosition, Kind: h.Int, Max: 4, Desc: "the product's position in the list"}},
			Data: "", Handle: a.LoanPages.HandleProductLink},

		// Repayment: the instalment and extension pages, pay codes, receipts.
		{Method: "GET", Path: "/v3/repay/loan-play-detail", Summary: "The instalment repayment page: what is due now, the channels, the open pay code", Auth: h.Borrower,
			Params: []h.Param{productParam(false), orderParam(true)}, Data: repay.Instalment{}, Handle: a.Repay.HandleInstalment},
		{Method: "GET", Path: "/v3/repay/ordinary", Summary: "The extension (roll-over) page: its cost, the new due date, the plan, the channels", Auth: h.Borrower,
			Params: []h.Param{productParam(false), orderParam(true)}, Data: repay.ExtensionPage{}, Handle: a.Repay.HandleExtension},
		{Method: "POST", Path: "/v3/repay/generate-pay-code", Summary: "A pay code for the amount due now, the whole loan or the extension (isDelay=1); answers payUrl", Auth: h.Borrower,
			Params: payCodeParams, Data: repay.CodeIssued{}, Handle: a.Repay.HandleGenerate},
		{Method: "POST", Path: "/v3/loan-details/generate-vcode", Summary: "The order details page's pay code: the same as generate-pay-code", Auth: h.Borrower,
			Params: payCodeParams, Data: repay.CodeIssued{}, Handle: a.Repay.HandleGenerate},
		{Method: "GET", Path: "/v3/repay/payments", Summary: "The payments on an order, newest first, each with how it was applied", Auth: h.Borrower,
			Params: []h.Param{orderParam(true)}, Data: []repay.Receipt{}, Handle: a.Repay.HandlePayments},
		{Method: "GET", Path: "/v3/repay/receipt", Summary: "One payment's receipt", Auth: h.Borrower,
			Params: []h.Param{{Name: "paymentId", Kind: h.Int, Required: true, Max: 18, Desc: "the payment's id"}}, Data: repay.Receipt{}, Handle: a.Repay.HandleReceipt},
		// The payment provider's side: postbacks, and the sandbox provider's page.
		{Method: "POST", Path: "/payments/postback", Summary: "The payment provider's postback (signed); answers result=OK once kept", Auth: h.Public, Raw: true,
			Params: postbackParams, Handle: a.Repay.HandlePostback},
		{Method: "GET", Path: "/payments/postback", Summary: "The payment provider's postback sent as a GET", Auth: h.Public, Raw: true,
			Params: postbackParams, Handle: a.Repay.HandlePostback},
		{Method: "GET", Path: "/payments/channels/{name}", Summary: "A payment channel's logo (SVG)", Auth: h.Public, Raw: true,
			Handle: a.Repay.HandleChannelLogo},
		{Method: "GET", Path: "/payments/sandbox/{txnid}", Summary: "The sandbox channel's pay page: the code, the amount, Simulate payment", Auth: h.Public, Raw: true,
			Handle: a.Repay.HandleSandboxPage},
		{Method: "POST", Path: "/payments/sandbox/{txnid}", Summary: "The sandbox page's buttons: sends the signed postback (status S or F), then back to the order", Auth: h.Public, Raw: true,
			Params: []h.Param{{Name: "status", Max: 1, Desc: "S: paid, F: failed"}}, Handle: a.Repay.HandleSandboxSimulate},

		// The card repayment (the legacy "repay by card" flow; our base path /legacy/repayment):
		// what is due now from a linked account, confirmed with an SMS code, debited through the payment channel.
		{Method: "POST", Path: "/legacy/repayment/repayment-way", Summary: "Repay by card: the linked accounts (masked), what is due now and a single-use repay token", Auth: h.Borrower,
			Params: []h.Param{orderParam(true)}, Data: repay.RepaymentWay{}, Handle: a.Repay.HandleCardWay},
		{Method: "POST", Path: "/legacy/repayment/repayment-commit", Summary: "Repay by card: take the repay token (reused: 800005), send the SMS code; answers needValid 1 and the record id", Auth: h.Borrower,
			Params: cardCommitParams, Data: repay.CardCommitted{}, Handle: a.Repay.HandleCardCommit},
		{Method: "POST", Path: "/legacy/repayment/repayment-confirm", Summary: "Repay by card: check the SMS code (wrong, expired, too many tries: 800006), debit the account, credit the order", Auth: h.Borrower,
			Params: []h.Param{orderParam(true),
				{Name: "verifyCode", Kind: h.Digits, Required: true, Max: 6, Desc: "the 6-digit SMS code"},
				{Name: "repaymentRecordId", Kind: h.Int, Required: true, Max: 18, Desc: "from repayment-commit"}},
			Data: repay.CardConfirmed{}, Handle: a.Repay.HandleCardConfirm},
		{Method: "POST", Path: "/legacy/repayment/repayment-huichao", Summary: "Repay by card's other way: a pay code through the payment channel's default channel; answers its page's url (userId not the session's: 403)", Auth: h.Borrower,
			Params: []h.Param{{Name: "userId", Kind: h.Int, Required: true, Max: 18, Desc: "the borrower's id, from repayment-way"}, orderParam(true),
				{Name: "amount", Kind: h.Int, Required: true, Max: 15, Desc: "minor units: what is due now (or the whole loan when allowed)"}},
			Data: repay.PayPage{}, Handle: a.Repay.HandleCardPayPage},

		// Complaints: the complaint home, evidence photos, filing, the list, the details with the reply, the score.
		{Method: "POST", Path: "/user-problem/problem-init", Summary: "The complaint home: problem types, the sub-types of type 1, the order asked for (else the newest) and every order", Auth: h.Borrower,
			Params: []h.Param{orderParam(false)}, Data: complaint.Home{}, Handle: a.Complaints.HandleInit},
		{Method: "POST", Path: "/user-problem/upload-problem-img", Summary: "Upload one evidence photo (JPEG, PNG or WebP, at most 5 MB and 40 megapixels; kept re-encoded, without EXIF)", Auth: h.Borrower,
			Params: []h.Param{{Name: complaint.ImageField, Kind: h.File, Required: true, Desc: "the photo; its content decides its type, never its name"}},
			Data:   complaint.Uploaded{}, Handle: a.Complaints.HandleUpload},
		{Method: "POST", Path: "/user-problem/problem-save", Summary: "File a complaint (collection conduct on an order never disbursed: 409)", Auth: h.Borrower,
			Params: []h.Param{
				{Name: "problemType", Kind: h.Int, Required: true, Max: 9, Desc: "a problemType value from problem-init"},
				{Name: "problemSonType", Kind: h.Int, Max: 9, Desc: "a problemSonType value; required when the type has sub-types (1), else empty or 0"},
				{Name: "problemDetail", Max: complaint.MaxDetailRunes, Desc: "the description, required, at most 200 characters (Unicode code points)"},
				{Name: "problemImage", Max: 2000, Desc: "comma-joined urls from upload-problem-img, at most 9, or empty"},
				{Name: "orderNo", Max: 32, Desc: "the borrower's order number; may be empty only when the borrower has no order"}},
			Data: complaint.Saved{}, Handle: a.Complaints.HandleSave},
		{Method: "POST", Path: "/user-problem/problem-list", Summary: "The borrower's complaints in tabs (Processing, Processed), newest first", Auth: h.Borrower,
			Data: complaint.Tabs{}, Handle: a.Complaints.HandleList},
		{Method: "POST", Path: "/user-problem/problem-detail", Summary: "One of the borrower's complaints with its images, the 3-weekday due date and the reply", Auth: h.Borrower,
			Params: []h.Param{problemParam}, Data: complaint.Detail{}, Handle: a.Complaints.HandleDetail},
		{Method: "POST", Path: "/user-problem/save-score", Summary: "Rate a complaint's reply, 1 to 5 stars, once (not yet answered or already rated: 409)", Auth: h.Borrower,
			Params: []h.Param{{Name: "score", Kind: h.Int, Required: true, Max: 2, Desc: "the stars, 1 to 5"}, problemParam}, Handle: a.Complaints.HandleScore},
		{Method: "GET", Path: complaint.ImagePath + "{name}", Summary: "A complaint image, only to the borrower who uploaded it or whose complaint its reply answers", Auth: h.Borrower, Raw: true,
			Handle: a.Complaints.HandleImage},

		// Payout accounts: the binding form, binding a bank account or e-wallet.
		{Method: "POST", Path: "/v3/bind-card/card-init", Summary: "The binding form: its items (card type tabs, e-wallets, banks, numbers, city, payday), city and payday prefilled from the default account", Auth: h.Borrower,
			Params: []h.Param{productParam(false)}, Data: payout.Form{}, Handle: a.Payout.HandleCardInit},
		{Method: "POST", Path: "/v3/bind-card/bind-card-new", Summary: "Bind a payout account from the form (each item's code=value) and make it the default; a bad field: 400 naming it", Auth: h.Borrower,
			Params: bindParams, Data: payout.Bound{}, Handle: a.Payout.HandleBindNew},
		{Method: "POST", Path: "/v3/bind-card/bind-card-change", Summary: "Bind a payout account and make it the order's payout account and the default (the order waiting for its money)", Auth: h.Borrower,
			Params: append([]h.Param{orderParam(true)}, bindParams...), Data: payout.Bound{}, Handle: a.Payout.HandleBindChange},

		// The operators' console: sign-in with password and TOTP, roles, the audit log, the work on orders.
		{Method: "POST", Path: "/admin/api/enrol", Summary: "Console: the first sign-in from a one-time link: set the password, get the TOTP secret and its QR code", Auth: h.Public,
			Params: []h.Param{{Name: "token", Required: true, Max: 64, Desc: "the link's token"},
				{Name: "password", Required: true, Max: 200, Desc: "at least 12 characters"}},
			Data: console.Enrolment{}, Handle: con.Enrol},
		{Method: "POST", Path: "/admin/api/enrol/confirm", Summary: "Console: prove the authenticator app's first code; the link is then used up", Auth: h.Public,
			Params: []h.Param{{Name: "token", Required: true, Max: 64, Desc: "the link's token"}, totpParam},
			Data:   console.Done{}, Handle: con.ConfirmEnrol},
		{Method: "POST", Path: "/admin/api/sign-in", Summary: "Console: sign in with name, password and TOTP code; sets the HttpOnly session cookie (5 wrong tries: locked 15 minutes, 100429)", Auth: h.Public,
			Params: []h.Param{{Name: "name", Required: true, Max: 64, Desc: "the operator's name"},
				{Name: "password", Required: true, Max: 200, Desc: "the password"}, totpParam},
			Data: console.Me{}, Handle: con.SignIn},
		{Method: "GET", Path: "/admin/api/me", Summary: "Console: the signed-in operator, the role's permissions and the CSRF token for changes", Auth: h.Operator, Permission: console.PermSelf,
			Data: console.Me{}, Handle: con.Me},
		{Method: "POST", Path: "/admin/api/sign-out", Summary: "Console: end this session", Auth: h.Operator, Permission: console.PermSelf,
			Data: console.Done{}, Handle: con.SignOut},
		{Method: "GET", Path: "/admin/api/operators", Summary: "Console: every operator, enrolled or not, locked or not (admin)", Auth: h.Operator, Permission: console.PermOperators,
			Data: []console.Operator{}, Handle: con.Operators},
		{Method: "POST", Path: "/admin/api/operators", Summary: "Console: add an operator; answers the one-time sign-in link, /admin/enrol?token=… valid 24 hours (admin, audited)", Auth: h.Operator, Permission: console.PermOperators,
			Params: []h.Param{{Name: "name", Required: true, Max: 64, Desc: "the new operator's name"},
				{Name: "role", Required: true, Max: 16, Desc: "admin, reviewer, finance or support"}},
			Data: console.Added{}, Handle: con.AddOperator},
		{Method: "POST", Path: "/admin/api/operators/update", Summary: "Console: give an operator another role, or disable (ending every session) or enable the account; never your own admin role, never the last admin (admin, audited)", Auth: h.Operator, Permission: console.PermOperators,
			Params: []h.Param{{Name: "operatorId", Kind: h.Int, Required: true, Max: 18, Desc: "the operator's id"}, {Name: "role", Required: true, Max: 10, Desc: "admin, reviewer, finance or support"},
				{Name: "enabled", Kind: h.Int, Required: true, Max: 1, Desc: "1: may sign in; 0: disabled"}},
			Data: console.Operator{}, Handle: con.UpdateOperator},
		{Method: "POST", Path: "/admin/api/operators/sign-out", Summary: "Console: end every session of an operator (admin)", Auth: h.Operator, Permission: console.PermOperators,
			Params: []h.Param{{Name: "operatorId", Kind: h.Int, Required: true, Max: 18, Desc: "the operator's id"}},
			Data:   console.Ended{}, Handle: con.SignOutEverywhere},
		{Method: "GET", Path: "/admin/api/audit", Summary: "Console: the audit log, newest first, by operator, object and date (admin)", Auth: h.Operator, Permission: console.PermAudit,
			Params: []h.Param{{Name: "operator", Max: 64, Desc: "an operator's name"}, {Name: "objectType", Max: 32, Desc: "order, operator, ..."},
				{Name: "objectId", Max: 64, Desc: "the object's id or number"}, {Name: "from", Max: 10, Desc: "YYYY-MM-DD, market time"}, {Name: "to", Max: 10, Desc: "YYYY-MM-DD, included"}},
			Data: []console.Entry{}, Handle: con.Audit},
		{Method: "GET", Path: "/admin/api/orders", Summary: "Console: orders by order number, phone or status, newest first", Auth: h.Operator, Permission: console.PermReadOrders,
			Params: []h.Param{{Name: "q", Max: 32, Desc: "an order number or a phone number"}, {Name: "status", Kind: h.Int, Max: 3, Desc: "an order status"}},
			Data:   []console.OrderRow{}, Handle: con.Orders},
		{Method: "GET", Path: "/admin/api/orders/detail", Summary: "Console: one order with its figures, its whole history of statuses and its payments ledger", Auth: h.Operator, Permission: console.PermReadOrders,
			Params: []h.Param{{Name: "orderNo", Required: true, Max: 32, Desc: "the order number"}},
			Data:   console.OrderDetail{}, Handle: con.OrderDetail},
		{Method: "POST", Path: "/admin/api/orders/decide", Summary: "Console: approve or reject an application (151), with the reason (reviewer)", Auth: h.Operator, Permission: console.PermApplications,
			Params: []h.Param{{Name: "orderNo", Required: true, Max: 32, Desc: "the order number"},
				{Name: "decision", Required: true, Max: 8, Desc: "approve or reject"}, {Name: "reason", Max: 500, Desc: "why; required to reject"}},
			Data: console.Decided{}, Handle: con.Decide},
		{Method: "POST", Path: "/admin/api/orders/disburse", Summary: "Console: send an order's money through the payout adapter (finance); a retry pays nothing twice", Auth: h.Operator, Permission: console.PermDisbursement,
			Params: []h.Param{{Name: "orderNo", Required: true, Max: 32, Desc: "the order number"}},
			Data:   console.Disbursed{}, Handle: con.Disburse},
		{Method: "GET", Path: "/admin/api/payments/events", Summary: "Console: the provider-event ledger (every postback and status answer as received), newest first, at most 500 (finance)", Auth: h.Operator, Permission: console.PermPayments,
			Params: []h.Param{{Name: "from", Max: 10, Desc: "YYYY-MM-DD, market time"}, {Name: "to", Max: 10, Desc: "YYYY-MM-DD, included"}},
			Data:   []repay.Event{}, Handle: con.ProviderEvents},
		{Method: "GET", Path: "/admin/api/payments/review", Summary: "Console: the payments kept for review (wrong amount, the order could not take it, no known pay code), oldest first, then the last 100 resolved (finance)", Auth: h.Operator, Permission: console.PermPayments,
			Data: []repay.Review{}, Handle: con.Reviews},
		{Method: "POST", Path: "/admin/api/payments/resolve", Summary: "Console: resolve a payment kept for review once: credit it to an order through the loan engine, or record its refund; a note is required (finance, audited; already resolved: 409)", Auth: h.Operator, Permission: console.PermPayments,
			Params: []h.Param{{Name: "txnId", Required: true, Max: 64, Desc: "the payment's transaction id (txnId from review)"},
				{Name: "action", Required: true, Max: 8, Desc: "credit or refund"},
				{Name: "orderNo", Max: 32, Desc: "the order to credit: required when the payment has no pay code; else empty or the code's order"},
				{Name: "note", Required: true, Max: 500, Desc: "why"}},
			Data: repay.Resolution{}, Handle: con.Resolve},
		{Method: "GET", Path: "/admin/api/payments/totals", Summary: "Console: the payments received per day and channel, minor units (finance; at most 366 days)", Auth: h.Operator, Permission: console.PermPayments,
			Params: totalsParams, Data: []repay.DayTotal{}, Handle: con.Totals},
		{Method: "GET", Path: "/admin/api/payments/totals.csv", Summary: "Console: the same totals as a CSV file (text/csv, an attachment)", Auth: h.Operator, Permission: console.PermPayments, Raw: true,
			Params: totalsParams, Handle: con.TotalsCSV},
		{Method: "GET", Path: "/admin/api/complaints", Summary: "Console: the complaints inbox with each one's 3-weekday promise and the server's time, overdue first (support)", Auth: h.Operator, Permission: console.PermComplaints,
			Params: []h.Param{{Name: "status", Kind: h.Int, Max: 1, Desc: "1: processing, 2: processed; empty: all"}},
			Data:   console.Inbox{}, Handle: con.Complaints},
		{Method: "GET", Path: "/admin/api/complaints/detail", Summary: "Console: one complaint with its images, its order, the reply and the internal notes (support)", Auth: h.Operator, Permission: console.PermComplaints,
			Params: []h.Param{complaintIDParam}, Data: console.ComplaintView{}, Handle: con.Complaint},
		{Method: "POST", Path: "/admin/api/complaints/reply", Summary: "Console: answer a complaint, with images (JPEG, PNG or WebP, at most 9 of 5 MB each; kept re-encoded); the borrower is asked for a score (support, audited; answered already: 409)", Auth: h.Operator, Permission: console.PermComplaints,
			Params: []h.Param{complaintIDParam, {Name: "text", Required: true, Max: 2000, Desc: "the reply the borrower reads"},
				{Name: complaint.ImageField, Kind: h.File, Desc: "an image of the reply; the field repeats, at most 9"}},
			Data: console.ComplaintView{}, Handle: con.ReplyComplaint},
		{Method: "POST", Path: "/admin/api/complaints/notes", Summary: "Console: add an internal note to a complaint, never shown to the borrower (support, audited)", Auth: h.Operator, Permission: console.PermComplaints,
			Params: []h.Param{complaintIDParam, {Name: "text", Required: true, Max: complaint.MaxNoteRunes, Desc: "the note"}},
			Data:   complaint.Note{}, Handle: con.NoteComplaint},
		{Method: "GET", Path: console.ComplaintImagePath + "{name}", Summary: "Console: a complaint image, evidence or reply, to an operator who answers complaints", Auth: h.Operator, Permission: console.PermComplaints, Raw: true,
			Handle: con.ComplaintImage},
		{Method: "GET", Path: "/admin/api/dashboard", Summary: "Console: today's and this month's applications, approvals, money disbursed and collected (market days), the overdue book by age (1–30, 31–90, 91+ days) and the landing funnel; minor units", Auth: h.Operator, Permission: console.PermReadOrders,
			Params: []h.Param{{Name: "funnel", Max: 5, Desc: "the funnel's period: today, month or all (the default)"}},
			Data:   console.Dashboard{}, Handle: con.Dashboard},
		{Method: "GET", Path: "/admin/api/borrowers", Summary: "Console: borrowers by phone (any form) or part of the name, newest first (phones masked)", Auth: h.Operator, Permission: console.PermReadOrders,
			Params: []h.Param{{Name: "q", Required: true, Max: 64, Desc: "a phone number or at least 2 letters of a name"}},
			Data:   []console.BorrowerRow{}, Handle: con.Borrowers},
		{Method: "GET", Path: "/admin/api/borrowers/detail", Summary: "Console: a borrower's profile, orders, payout accounts (masked: •••• 1234) and sessions", Auth: h.Operator, Permission: console.PermReadOrders,
			Params: []h.Param{{Name: "userId", Kind: h.Int, Required: true, Max: 18, Desc: "the borrower's id"}},
			Data:   console.Borrower{}, Handle: con.Borrower},
		{Method: "POST", Path: "/admin/api/borrowers/sign-out", Summary: "Console: end every session of a borrower, on every device (admin, audited)", Auth: h.Operator, Permission: console.PermOperators,
			Params: []h.Param{{Name: "userId", Kind: h.Int, Required: true, Max: 18, Desc: "the borrower's id"}},
			Data:   console.Ended{}, Handle: con.SignOutBorrower},
		{Method: "GET", Path: "/admin/api/products", Summary: "Console: every loan product, own and partners', enabled or not, with its terms; minor units (admin)", Auth: h.Operator, Permission: console.PermProducts,
			Data: []console.ProductView{}, Handle: con.Products},
		{Method: "POST", Path: "/admin/api/products/check", Summary: "Console: check a draft product without saving it: every field's error (the engine's validation and the BSP Circular 1133 cost caps) and its example loan's figures (admin)", Auth: h.Operator, Permission: console.PermProducts,
			Params: console.ProductParams(false), Data: console.ProductCheck{}, Handle: con.CheckProduct},
		{Method: "POST", Path: "/admin/api/products", Summary: "Console: add a product of the server's market after the same check; every field's error in fields (admin, audited)", Auth: h.Operator, Permission: console.PermProducts,
			Params: console.ProductParams(false), Data: console.ProductView{}, Handle: con.CreateProduct},
		{Method: "POST", Path: "/admin/api/products/update", Summary: "Console: edit a product after the same check; orders keep the terms they were placed with (admin, audited)", Auth: h.Operator, Permission: console.PermProducts,
			Params: console.ProductParams(true), Data: console.ProductView{}, Handle: con.UpdateProduct},
		{Method: "POST", Path: "/admin/api/products/enable", Summary: "Console: open (1) or close (0) a product to new applications; orders placed on it go on unchanged (admin, audited)", Auth: h.Operator, Permission: console.PermProducts,
			Params: []h.Param{{Name: "id", Kind: h.Int, Required: true, Max: 18, Desc: "the product's id"}, {Name: "enabled", Kind: h.Int, Required: true, Max: 1, Desc: "1: borrowers can apply; 0: closed"}},
			Data:   console.ProductView{}, Handle: con.EnableProduct},
		{Method: "POST", Path: "/admin/api/products/order", Summary: "Console: the order the borrowers' lists show the products in (admin, audited)", Auth: h.Operator, Permission: console.PermProducts,
			Params: []h.Param{{Name: "ids", Required: true, Max: 2000, Desc: "every product's id once, comma-separated, the first shown first"}},
			Data:   []console.ProductView{}, Handle: con.OrderProducts},
		{Method: "GET", Path: "/admin/api/content/templates", Summary: "Console: every promotion landing template, enabled or not (admin)", Auth: h.Operator, Permission: console.PermContent,
			Data: []promo.Template{}, Handle: con.Templates},
		{Method: "POST", Path: "/admin/api/content/templates", Summary: "Console: save a landing template's texts, colours, banner and app links; every wrong field is named (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: templateParams, Data: promo.Template{}, Handle: con.SaveTemplate},
		{Method: "POST", Path: "/admin/api/content/templates/copy", Summary: "Console: add a template copied from another, closed until opened (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{{Name: "id", Kind: h.Int, Required: true, Max: 18, Desc: "the template to copy"}}, Data: promo.Template{}, Handle: con.CopyTemplate},
		{Method: "POST", Path: "/admin/api/content/templates/enable", Summary: "Console: open (1) or close (0) a template's landing page; a closed one answers 404 (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{{Name: "id", Kind: h.Int, Required: true, Max: 18, Desc: "the template's id"}, {Name: "enabled", Kind: h.Int, Required: true, Max: 1, Desc: "1: open; 0: closed"}},
			Data:   promo.Template{}, Handle: con.EnableTemplate},
		{Method: "POST", Path: "/admin/api/content/images", Summary: "Console: store an image for the pages (a landing banner); PNG, JPEG, GIF, WebP or SVG of at most 5 MB, its content deciding its type; answers its address (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{{Name: console.ImageField, Kind: h.File, Required: true, Desc: "the image"}}, Data: console.Uploaded{}, Handle: con.UploadImage},
		{Method: "GET", Path: "/admin/api/content/company", Summary: "Console: the lender's details and contact lines as the pages show them (stored, else the flags) (admin)", Auth: h.Operator, Permission: console.PermContent,
			Data: content.Details{}, Handle: con.Company},
		{Method: "POST", Path: "/admin/api/content/company", Summary: "Console: save the lender's details and contact lines, every one (empty: the flag's value); every wrong field is named (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: content.EditableParams(), Data: content.Details{}, Handle: con.SaveCompany},
		{Method: "GET", Path: "/admin/api/content/legal", Summary: "Console: one version of the privacy policy or the loan terms (none: the newest; 0: the built-in text), every published version and the placeholders (admin)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{legalKindParam, {Name: "version", Kind: h.Int, Max: 9, Desc: "the version (none: the newest; 0: the built-in text)"}}, Data: console.LegalEditor{}, Handle: con.Legal},
		{Method: "POST", Path: "/admin/api/content/legal/preview", Summary: "Console: a draft of the privacy policy or the loan terms drawn as the pages draw it, or its first mistake by line; nothing is stored (admin)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{legalKindParam, legalBodyParam}, Data: content.LegalDocument{}, Handle: con.PreviewLegal},
		{Method: "POST", Path: "/admin/api/content/legal", Summary: "Console: publish the privacy policy or the loan terms as their next version; refused when another version was published since base (admin, audited)", Auth: h.Operator, Permission: console.PermContent,
			Params: []h.Param{legalKindParam, legalBodyParam, {Name: "note", Required: true, Max: 200, Desc: "what changed, for the history"},
				{Name: "base", Kind: h.Int, Required: true, Max: 9, Desc: "the version the text was edited from (0: the built-in)"}},
			Data: content.LegalText{}, Handle: con.PublishLegal},

		// Events the pages report.
		{Method: "POST", Path: "/service/event/save", Summary: "Record a tap (moduleId 30: Borrow Again; 31, 32 and 33: a recommended product on order details, on the failure page and on the recommend list)", Auth: h.Borrower,
			Params: []h.Param{productParam(false), {Name: "moduleId", Kind: h.Int, Required: true, Max: 6, Desc: "which module"},
				{Name: "positionId", Kind: h.Int, Max: 6, Desc: "position in the module (a list index; 0 for a single button)"}},
			Handle: a.Events.HandleSave},

		// Development only: the test clock of browser tests (--test-clock; 404 without it, refused in production).
		{Method: "POST", Path: "/dev/clock", Summary: "Move the server's clock forward (only with --test-clock, for browser tests; 404 otherwise): every rule then runs at the new now", Auth: h.Public,
			Params: []h.Param{{Name: "advance", Required: true, Max: 20, Desc: "how far, a positive Go duration such as 24h or 90m (at most 9600h)"}},
			Data:   TestClock{}, Handle: a.handleAdvanceClock},
	}
}

// The landing page's shared parameters.
var (
	totpParam   = h.Param{Name: "code", Kind: h.Digits, Required: true, Max: 6, Desc: "the 6-digit code of the authenticator app"}
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
		{Name: "deviceId", Required: true, Max: 128, Desc: "the visitor's device id (form or query); the first session is bound to it"},
		{Name: "appName", Max: 64, Desc: "the app's name"},
		{Name: "user_from", Max: 64, Desc: "traffic source"},
		{Name: "app_from", Max: 64, Desc: "which app the visitor is sent to"},
		{Name: "utm_tag", Max: 128, Desc: "campaign tag"},
	}
	// loginDeviceParam: the login page's device id (the common query's); the new session is bound to it.
	loginDeviceParam = h.Param{Name: "deviceId", Required: true, Max: 128, Desc: "the device id (query or form); the new session is bound to it"}
)

// bindParams are the binding form's items, as card-init lists them (the
// handler names a bad one in the answer's fields).
var bindParams = []h.Param{productParam(false),
	{Name: "card_type", Kind: h.Int, Max: 2, Desc: "the card type: 1 e-wallet, 2 bank account (India: 1 bank account)"},
	{Name: "channel", Max: 16, Desc: "card type 1: the e-wallet's channel number (90006 GCash, 90007 Maya)"},
	{Name: "bank", Max: 16, Desc: "card type 2: the bank's channel number"},
	{Name: "gcash_no", Max: 32, Desc: "the GCash mobile number, 09XXXXXXXXX"},
	{Name: "maya_no", Max: 32, Desc: "the Maya mobile number, 09XXXXXXXXX"},
	{Name: "account_no", Max: 40, Desc: "the bank account number, digits (its length depends on the bank)"},
	{Name: "ifsc", Max: 16, Desc: "India: the branch's IFSC, 11 characters"},
	{Name: "city", Max: 200, Desc: "\"Province / City\""},
	{Name: "payday", Kind: h.Int, Max: 2, Desc: "day of the month the borrower is paid, 1 to 31"}}

// The console's shared parameters.
var (
	complaintIDParam = h.Param{Name: "id", Kind: h.Int, Required: true, Max: 18, Desc: "the complaint's id"}
	totalsParams     = []h.Param{{Name: "from", Max: 10, Desc: "YYYY-MM-DD, market time; empty: today"}, {Name: "to", Max: 10, Desc: "YYYY-MM-DD, included; empty: today"}}
)

// problemParam is a complaint's id.
var problemParam = h.Param{Name: "problemId", Kind: h.Int, Required: true, Max: 18, Desc: "the complaint's id (problemId)"}

// The repayment calls' shared parameters.
var (
	payCodeParams = []h.Param{productParam(false), orderParam(true),
		{Name: "amount", Kind: h.Int, Required: true, Max: 15, Desc: "minor units, as the page shows it (repayAmount, delayAmount or payoffAmount); the server's figure must match"},
		{Name: "channelNumber", Required: true, Max: 16, Desc: "a channel_number from repayList"},
		{Name: "isDelay", Kind: h.Int, Max: 1, Desc: "1: the extension"}}
	cardCommitParams = []h.Param{orderParam(true),
		{Name: "amount", Kind: h.Int, Required: true, Max: 15, Desc: "minor units: repayment-way's amount (what is due now); the server's figure must match"},
		{Name: "cardId", Kind: h.Int, Required: true, Max: 18, Desc: "a bankCards id from repayment-way: one of the borrower's own accounts"},
		{Name: "bankName", Max: 64, Desc: "the chosen card's bankName (shown only; the card is cardId)"},
		{Name: "cardNo", Max: 32, Desc: "the chosen card's masked cardNo (shown only)"},
		{Name: "bankCode", Max: 16, Desc: "the chosen card's bankCode; must be that card's when given"},
		{Name: "couponId", Max: 32, Desc: "empty or 0: no coupons are offered"},
		{Name: "repayToken", Required: true, Max: 64, Desc: "from repayment-way or the last commit; single use"},
		{Name: "sendMsg", Kind: h.Int, Required: true, Max: 1, Desc: "1: send the SMS code (every card repayment needs it)"}}
	postbackParams = []h.Param{{Name: "txnid", Max: 64, Desc: "our transaction id"}, {Name: "refno", Max: 64, Desc: "the provider's reference number"},
		{Name: "status", Max: 4, Desc: "S paid, F failed, P pending, ..."}, {Name: "message", Max: 500, Desc: "the provider's message"},
		{Name: "digest", Max: 128, Desc: "the provider's checksum"}, {Name: "amount", Max: 20, Desc: "the amount paid"}}
)

// The loan calls' shared parameters.
var (
	coincidingParam = h.Param{Name: "coinciding", Kind: h.Int, Max: 1, Desc: "1: show amounts with the rupee sign"}
	contractParams  = []h.Param{productParam(false),
		{Name: "scene", Kind: h.Int, Required: true, Max: 4, Desc: "agreement scene (3)"},
		{Name: "position", Kind: h.Int, Required: true, Max: 4, Desc: "which agreement of the scene, from 1"},
		orderParam(false)}
)

func productParam(required bool) h.Param {
	return h.Param{Name: "productId", Kind: h.Int, Required: required, Max: 18, Desc: "product id (product_id is accepted too)"}
}

func orderParam(required bool) h.Param {
	return h.Param{Name: "orderId", Kind: h.Int, Required: required, Max: 18, Desc: "the borrower's order id"}
}

// codeParams are what every SMS-code call sends: the phone and the picture code.
func codeParams() []h.Param {
	return []h.Param{
		{Name: "phone", Required: true, Max: 16, Desc: "mobile number of the market (09171234567)"},
		{Name: "capcode", Kind: h.Digits, Required: true, Max: 4, Desc: "the picture code"},
		{Name: "sid", Required: true, Max: 64, Desc: "from get-sid"},
	}
}

// The legal texts' kind and body (internal/content/legal.go).
var (
	legalKindParam = h.Param{Name: "kind", Required: true, Max: 10, Desc: "privacy (the privacy policy) or terms (the loan terms)"}
	legalBodyParam = h.Param{Name: "body", Required: true, Max: content.MaxLegalChars, Desc: "the text in the markup of docs/CONSOLE.md"}
)

// The Content screen's landing-template form; the lengths are checked again, field by field, by promo.Validate (the lender's details are content.EditableParams).
var (
	templateParams = []h.Param{{Name: "id", Kind: h.Int, Required: true, Max: 18, Desc: "the template's id"},
		{Name: "name", Max: 200, Desc: "the template's name (operators only)"}, {Name: "headline", Max: 200, Desc: "the title"},
		{Name: "subheadline", Max: 400, Desc: "the line under the title"}, {Name: "highlights", Max: 400, Desc: "up to 5 highlights, one a line"},
		{Name: "bannerUrl", Max: 600, Desc: "the banner image: https:// or a path on this site"},
		{Name: "primaryColor", Max: 20, Desc: "#rgb or #rrggbb"}, {Name: "backgroundColor", Max: 20, Desc: "#rgb or #rrggbb"}, {Name: "textColor", Max: 20, Desc: "#rgb or #rrggbb"},
		{Name: "buttonText", Max: 100, Desc: "the apply button"}, {Name: "iosUrl", Max: 600, Desc: "App Store link (empty: the lender's)"},
		{Name: "androidUrl", Max: 600, Desc: "Google Play link (empty: the lender's)"}, {Name: "appScheme", Max: 100, Desc: "the app's URL scheme (empty: the lender's)"}}
)
