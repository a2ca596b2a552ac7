package console

import (
	"mime/multipart"

	"kwarta/internal/complaint"
	"kwarta/internal/content"
	h "kwarta/internal/httpapi"
	"kwarta/internal/promo"
	"kwarta/internal/repay"
)

// Routes are the operators' console: sign-in with password and TOTP,
// roles, the audit log, the work on orders, payments and complaints, the
// borrowers, the products and the pages' content.
func (hs Handlers) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/admin/api/enrol", Summary: "Console: the first sign-in from a one-time link: set the password, get the TOTP secret and its QR code", Auth: h.Public,
			Data: Enrolment{}, Handle: h.Bind(hs.Enrol)},
		{Method: "POST", Path: "/admin/api/enrol/confirm", Summary: "Console: prove the authenticator app's first code; the link is then used up", Auth: h.Public,
			Data: Done{}, Handle: h.Bind(hs.ConfirmEnrol)},
		{Method: "POST", Path: "/admin/api/sign-in", Summary: "Console: sign in with name, password and TOTP code; sets the HttpOnly session cookie (5 wrong tries: locked 15 minutes, 100429)", Auth: h.Public,
			Data: Me{}, Handle: h.Bind(hs.SignIn)},
		{Method: "GET", Path: "/admin/api/me", Summary: "Console: the signed-in operator, the role's permissions and the CSRF token for changes", Auth: h.Operator, Permission: PermSelf,
			Data: Me{}, Handle: h.NoParams(hs.Me)},
		{Method: "POST", Path: "/admin/api/sign-out", Summary: "Console: end this session", Auth: h.Operator, Permission: PermSelf,
			Data: Done{}, Handle: h.NoParams(hs.SignOut)},
		{Method: "GET", Path: "/admin/api/operators", Summary: "Console: every operator, enrolled or not, locked or not (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: []Operator{}, Handle: h.NoParams(hs.Operators)},
		{Method: "POST", Path: "/admin/api/operators", Summary: "Console: add an operator; answers the one-time sign-in link, /admin/enrol?token=… valid 24 hours (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Added{}, Handle: h.Bind(hs.AddOperator)},
		{Method: "POST", Path: "/admin/api/operators/update", Summary: "Console: give an operator another role, or disable (ending every session) or enable the account; never your own admin role, never the last admin (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Operator{}, Handle: h.Bind(hs.UpdateOperator)},
		{Method: "POST", Path: "/admin/api/operators/sign-out", Summary: "Console: end every session of an operator (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: Ended{}, Handle: h.Bind(hs.SignOutEverywhere)},
		{Method: "GET", Path: "/admin/api/audit", Summary: "Console: the audit log, newest first, by operator, object and date (admin)", Auth: h.Operator, Permission: PermAudit,
			Data: []Entry{}, Handle: h.Bind(hs.Audit)},
		{Method: "GET", Path: "/admin/api/orders", Summary: "Console: orders by order number, phone or status, newest first", Auth: h.Operator, Permission: PermReadOrders,
			Data: []OrderRow{}, Handle: h.Bind(hs.Orders)},
		{Method: "GET", Path: "/admin/api/orders/detail", Summary: "Console: one order with its figures, its whole history of statuses and its payments ledger", Auth: h.Operator, Permission: PermReadOrders,
			Data: OrderDetail{}, Handle: h.Bind(hs.OrderDetail)},
		{Method: "POST", Path: "/admin/api/orders/decide", Summary: "Console: approve or reject an application (151), with the reason (reviewer)", Auth: h.Operator, Permission: PermApplications,
			Data: Decided{}, Handle: h.Bind(hs.Decide)},
		{Method: "POST", Path: "/admin/api/orders/disburse", Summary: "Console: send an order's money through the payout adapter (finance); a retry pays nothing twice", Auth: h.Operator, Permission: PermDisbursement,
			Data: Disbursed{}, Handle: h.Bind(hs.Disburse)},
		{Method: "GET", Path: "/admin/api/payments/events", Summary: "Console: the provider-event ledger (every postback and status answer as received), newest first, at most 500 (finance)", Auth: h.Operator, Permission: PermPayments,
			Data: []repay.Event{}, Handle: h.Bind(hs.ProviderEvents)},
		{Method: "GET", Path: "/admin/api/payments/review", Summary: "Console: the payments kept for review (wrong amount, the order could not take it, no known pay code), oldest first, then the last 100 resolved (finance)", Auth: h.Operator, Permission: PermPayments,
			Data: []repay.Review{}, Handle: h.NoParams(hs.Reviews)},
		{Method: "POST", Path: "/admin/api/payments/resolve", Summary: "Console: resolve a payment kept for review once: credit it to an order through the loan engine, or record its refund; a note is required (finance, audited; already resolved: 409)", Auth: h.Operator, Permission: PermPayments,
			Data: repay.Resolution{}, Handle: h.Bind(hs.Resolve)},
		{Method: "GET", Path: "/admin/api/payments/totals", Summary: "Console: the payments received per day and channel, minor units (finance; at most 366 days)", Auth: h.Operator, Permission: PermPayments,
			Data: []repay.DayTotal{}, Handle: h.Bind(hs.Totals)},
		{Method: "GET", Path: "/admin/api/payments/totals.csv", Summary: "Console: the same totals as a CSV file (text/csv, an attachment)", Auth: h.Operator, Permission: PermPayments, Raw: true,
			Handle: h.Bind(hs.TotalsCSV)},
		{Method: "GET", Path: "/admin/api/complaints", Summary: "Console: the complaints inbox with each one's 3-weekday promise and the server's time, overdue first (support)", Auth: h.Operator, Permission: PermComplaints,
			Data: Inbox{}, Handle: h.Bind(hs.Complaints)},
		{Method: "GET", Path: "/admin/api/complaints/detail", Summary: "Console: one complaint with its images, its order, the reply and the internal notes (support)", Auth: h.Operator, Permission: PermComplaints,
			Data: ComplaintView{}, Handle: h.Bind(hs.Complaint)},
		{Method: "POST", Path: "/admin/api/complaints/reply", Summary: "Console: answer a complaint, with images (JPEG, PNG or WebP, at most 9 of 5 MB each; kept re-encoded); the borrower is asked for a score (support, audited; answered already: 409)", Auth: h.Operator, Permission: PermComplaints,
			Data: ComplaintView{}, Handle: h.Bind(hs.ReplyComplaint)},
		{Method: "POST", Path: "/admin/api/complaints/notes", Summary: "Console: add an internal note to a complaint, never shown to the borrower (support, audited)", Auth: h.Operator, Permission: PermComplaints,
			Data: complaint.Note{}, Handle: h.Bind(hs.NoteComplaint)},
		{Method: "GET", Path: ComplaintImagePath + "{name}", Summary: "Console: a complaint image, evidence or reply, to an operator who answers complaints", Auth: h.Operator, Permission: PermComplaints, Raw: true,
			Handle: h.NoParams(hs.ComplaintImage)},
		{Method: "GET", Path: "/admin/api/dashboard", Summary: "Console: today's and this month's applications, approvals, money disbursed and collected (market days), the overdue book by age (1–30, 31–90, 91+ days) and the landing funnel; minor units", Auth: h.Operator, Permission: PermReadOrders,
			Data: Dashboard{}, Handle: h.Bind(hs.Dashboard)},
		{Method: "GET", Path: "/admin/api/borrowers", Summary: "Console: borrowers by phone (any form) or part of the name, newest first (phones masked)", Auth: h.Operator, Permission: PermReadOrders,
			Data: []BorrowerRow{}, Handle: h.Bind(hs.Borrowers)},
		{Method: "GET", Path: "/admin/api/borrowers/detail", Summary: "Console: a borrower's profile, orders, payout accounts (masked: •••• 1234) and sessions", Auth: h.Operator, Permission: PermReadOrders,
			Data: Borrower{}, Handle: h.Bind(hs.Borrower)},
		{Method: "POST", Path: "/admin/api/borrowers/sign-out", Summary: "Console: end every session of a borrower, on every device (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Ended{}, Handle: h.Bind(hs.SignOutBorrower)},
		{Method: "GET", Path: "/admin/api/products", Summary: "Console: every loan product, own and partners', enabled or not, with its terms; minor units (admin)", Auth: h.Operator, Permission: PermProducts,
			Data: []ProductView{}, Handle: h.NoParams(hs.Products)},
		{Method: "POST", Path: "/admin/api/products/check", Summary: "Console: check a draft product without saving it: every field's error (the engine's validation and the BSP Circular 1133 cost caps) and its example loan's figures (admin)", Auth: h.Operator, Permission: PermProducts,
			Data: ProductCheck{}, Handle: h.Bind(hs.CheckProduct)},
		{Method: "POST", Path: "/admin/api/products", Summary: "Console: add a product of the server's market after the same check; every field's error in fields (admin, audited)", Auth: h.Operator, Permission: PermProducts,
			Data: ProductView{}, Handle: h.Bind(hs.CreateProduct)},
		{Method: "POST", Path: "/admin/api/products/update", Summary: "Console: edit a product after the same check; orders keep the terms they were placed with (admin, audited)", Auth: h.Operator, Permission: PermProducts,
			Data: ProductView{}, Handle: h.Bind(hs.UpdateProduct)},
		{Method: "POST", Path: "/admin/api/products/enable", Summary: "Console: open (1) or close (0) a product to new applications; orders placed on it go on unchanged (admin, audited)", Auth: h.Operator, Permission: PermProducts,
			Data: ProductView{}, Handle: h.Bind(hs.EnableProduct)},
		{Method: "POST", Path: "/admin/api/products/order", Summary: "Console: the order the borrowers' lists show the products in (admin, audited)", Auth: h.Operator, Permission: PermProducts,
			Data: []ProductView{}, Handle: h.Bind(hs.OrderProducts)},
		{Method: "GET", Path: "/admin/api/content/templates", Summary: "Console: every promotion landing template, enabled or not (admin)", Auth: h.Operator, Permission: PermContent,
			Data: []promo.Template{}, Handle: h.NoParams(hs.Templates)},
		{Method: "POST", Path: "/admin/api/content/templates", Summary: "Console: save a landing template's texts, colours, banner and app links; every wrong field is named (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: promo.Template{}, Handle: h.Bind(hs.SaveTemplate)},
		{Method: "POST", Path: "/admin/api/content/templates/copy", Summary: "Console: add a template copied from another, closed until opened (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: promo.Template{}, Handle: h.Bind(hs.CopyTemplate)},
		{Method: "POST", Path: "/admin/api/content/templates/enable", Summary: "Console: open (1) or close (0) a template's landing page; a closed one answers 404 (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: promo.Template{}, Handle: h.Bind(hs.EnableTemplate)},
		{Method: "POST", Path: "/admin/api/content/images", Summary: "Console: store an image for the pages (a landing banner); PNG, JPEG, GIF, WebP or SVG of at most 5 MB, its content deciding its type; answers its address (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: Uploaded{}, Handle: h.Bind(hs.UploadImage)},
		{Method: "GET", Path: "/admin/api/content/company", Summary: "Console: the lender's details and contact lines as the pages show them (stored, else the flags) (admin)", Auth: h.Operator, Permission: PermContent,
			Data: content.Details{}, Handle: h.NoParams(hs.Company)},
		{Method: "POST", Path: "/admin/api/content/company", Summary: "Console: save the lender's details and contact lines, every one (empty: the flag's value); every wrong field is named (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: content.Details{}, Handle: h.Bind(hs.SaveCompany)},
		{Method: "GET", Path: "/admin/api/content/legal", Summary: "Console: one version of the privacy policy or the loan terms (none: the newest; 0: the built-in text), every published version and the placeholders (admin)", Auth: h.Operator, Permission: PermContent,
			Data: LegalEditor{}, Handle: h.Bind(hs.Legal)},
		{Method: "POST", Path: "/admin/api/content/legal/preview", Summary: "Console: a draft of the privacy policy or the loan terms drawn as the pages draw it, or its first mistake by line; nothing is stored (admin)", Auth: h.Operator, Permission: PermContent,
			Data: content.LegalDocument{}, Handle: h.Bind(hs.PreviewLegal)},
		{Method: "POST", Path: "/admin/api/content/legal", Summary: "Console: publish the privacy policy or the loan terms as their next version; refused when another version was published since base (admin, audited)", Auth: h.Operator, Permission: PermContent,
			Data: content.LegalText{}, Handle: h.Bind(hs.PublishLegal)},
	}
}

// The console's parameters, by call. A password, a legal text's body, a
// reply, a note and a template's texts are read as sent (untrimmed); the
// router checks their trimmed length.

// TOTPCode is the authenticator app's code.
type TOTPCode struct {
	Code string `param:"code,required,digits,max=6" desc:"the 6-digit code of the authenticator app"`
}

// EnrolToken is the one-time sign-in link's token.
type EnrolToken struct {
	Token string `param:"token,required,max=64" desc:"the link's token"`
}

// EnrolParams are enrol's.
type EnrolParams struct {
	EnrolToken
	Password string `param:"password,required,untrimmed,max=200" desc:"at least 12 characters"`
}

// ConfirmEnrolParams are enrol/confirm's.
type ConfirmEnrolParams struct {
	EnrolToken
	TOTPCode
}

// SignInParams are sign-in's.
type SignInParams struct {
	Name     string `param:"name,required,max=64" desc:"the operator's name"`
	Password string `param:"password,required,untrimmed,max=200" desc:"the password"`
	TOTPCode
}

// AddOperatorParams are POST operators'.
type AddOperatorParams struct {
	Name string `param:"name,required,max=64" desc:"the new operator's name"`
	Role string `param:"role,required,max=16" desc:"admin, reviewer, finance or support"`
}

// OperatorID names an operator.
type OperatorID struct {
	OperatorID int64 `param:"operatorId,required,max=18" desc:"the operator's id"`
}

// UpdateOperatorParams are operators/update's.
type UpdateOperatorParams struct {
	OperatorID
	Role    string `param:"role,required,max=10" desc:"admin, reviewer, finance or support"`
	Enabled int64  `param:"enabled,required,max=1" desc:"1: may sign in; 0: disabled"`
}

// Window is an optional window of days, both included (the audit log, the provider events).
type Window struct {
	From string `param:"from,max=10" desc:"YYYY-MM-DD, market time"`
	To   string `param:"to,max=10" desc:"YYYY-MM-DD, included"`
}

// AuditParams are audit's.
type AuditParams struct {
	Operator   string `param:"operator,max=64" desc:"an operator's name"`
	ObjectType string `param:"objectType,max=32" desc:"order, operator, ..."`
	ObjectID   string `param:"objectId,max=64" desc:"the object's id or number"`
	Window
}

// OrdersParams are orders'.
type OrdersParams struct {
	Q      string `param:"q,max=32" desc:"an order number or a phone number"`
	Status int64  `param:"status,max=3" desc:"an order status"`
}

// OrderNo names an order by its number.
type OrderNo struct {
	OrderNo string `param:"orderNo,required,max=32" desc:"the order number"`
}

// DecideParams are orders/decide's.
type DecideParams struct {
	OrderNo
	Decision string `param:"decision,required,max=8" desc:"approve or reject"`
	Reason   string `param:"reason,max=500" desc:"why; required to reject"`
}

// ResolveParams are payments/resolve's.
type ResolveParams struct {
	TxnID   string `param:"txnId,required,max=64" desc:"the payment's transaction id (txnId from review)"`
	Action  string `param:"action,required,max=8" desc:"credit or refund"`
	OrderNo string `param:"orderNo,max=32" desc:"the order to credit: required when the payment has no pay code; else empty or the code's order"`
	Note    string `param:"note,required,max=500" desc:"why"`
}

// DayRange are the totals' days, both included; an empty one is today.
type DayRange struct {
	From string `param:"from,max=10" desc:"YYYY-MM-DD, market time; empty: today"`
	To   string `param:"to,max=10" desc:"YYYY-MM-DD, included; empty: today"`
}

// ComplaintsParams are the complaints inbox's.
type ComplaintsParams struct {
	Status int64 `param:"status,max=1" desc:"1: processing, 2: processed; empty: all"`
}

// ComplaintID names a complaint.
type ComplaintID struct {
	ID int64 `param:"id,required,max=18" desc:"the complaint's id"`
}

// ReplyParams are complaints/reply's: the text, and the images in the
// field complaint.ImageField (routes_test.go checks the name).
type ReplyParams struct {
	ComplaintID
	Text   string                  `param:"text,required,untrimmed,max=2000" desc:"the reply the borrower reads"`
	Images []*multipart.FileHeader `param:"problemImage" desc:"an image of the reply; the field repeats, at most 9"`
}

// NoteParams are complaints/notes'; text's max is complaint.MaxNoteRunes (routes_test.go checks it).
type NoteParams struct {
	ComplaintID
	Text string `param:"text,required,untrimmed,max=2000" desc:"the note"`
}

// DashboardParams are the dashboard's.
type DashboardParams struct {
	Funnel string `param:"funnel,max=5" desc:"the funnel's period: today, month or all (the default)"`
}

// BorrowersParams are the borrower search's.
type BorrowersParams struct {
	Q string `param:"q,required,max=64" desc:"a phone number or at least 2 letters of a name"`
}

// UserID names a borrower.
type UserID struct {
	UserID int64 `param:"userId,required,max=18" desc:"the borrower's id"`
}

// ProductForm is the product form (ProductView's fields), in its order.
type ProductForm struct {
	Name           string `param:"name,max=64" desc:"the product's name"`
	Description    string `param:"description,max=200" desc:"one line under the name"`
	LogoURL        string `param:"logoUrl,max=300" desc:"the logo's address"`
	MinAmount      int64  `param:"minAmount,max=15" desc:"the smallest amount lent, minor units"`
	MaxAmount      int64  `param:"maxAmount,max=15" desc:"the largest amount lent, minor units"`
	AmountStep     int64  `param:"amountStep,max=15" desc:"amounts go up from the smallest in these steps (at least 100), minor units"`
	TermDays       int    `param:"termDays,max=4" desc:"the term in days (91 to 365)"`
	Instalments    int    `param:"instalments,max=4" desc:"the number of instalments"`
	DailyRatePPM   int64  `param:"dailyRatePPM,max=7" desc:"the interest rate a day, parts per million of the principal"`
	ServiceFee     int64  `param:"serviceFee,max=15" desc:"the service fee, minor units"`
	ExtensionFee   int64  `param:"extensionFee,max=15" desc:"the fee of an extension, minor units"`
	ExtensionDays  int    `param:"extensionDays,max=4" desc:"the days an extension adds (0: none)"`
	Tags           string `param:"tags,max=200" desc:"tags, comma-separated"`
	ButtonText     string `param:"buttonText,max=32" desc:"the apply button's text"`
	LinkURL        string `param:"linkUrl,max=300" desc:"a partner's product: its http(s) page; empty for the lender's own"`
	RetentionPopup string `param:"retentionPopup,max=1" desc:"1: ask a borrower leaving the confirmation page to stay"`
	PromoTitle     string `param:"promoTitle,max=64" desc:"the confirmation page's promotional popup title (empty: none)"`
	PromoText      string `param:"promoText,max=300" desc:"the promotional popup's text"`
}

// ProductEditParams are products/update's: the product, then the form.
type ProductEditParams struct {
	ID int64 `param:"id,required,max=18" desc:"the product's id"`
	ProductForm
}

// EnableProductParams are products/enable's.
type EnableProductParams struct {
	ID      int64 `param:"id,required,max=18" desc:"the product's id"`
	Enabled int64 `param:"enabled,required,max=1" desc:"1: borrowers can apply; 0: closed"`
}

// OrderProductsParams are products/order's.
type OrderProductsParams struct {
	IDs string `param:"ids,required,max=2000" desc:"every product's id once, comma-separated, the first shown first"`
}

// TemplateParams are the Content screen's landing-template form, read as
// sent; promo.Validate checks the lengths again, field by field.
type TemplateParams struct {
	ID              int64  `param:"id,required,max=18" desc:"the template's id"`
	Name            string `param:"name,untrimmed,max=200" desc:"the template's name (operators only)"`
	Headline        string `param:"headline,untrimmed,max=200" desc:"the title"`
	Subheadline     string `param:"subheadline,untrimmed,max=400" desc:"the line under the title"`
	Highlights      string `param:"highlights,untrimmed,max=400" desc:"up to 5 highlights, one a line"`
	BannerURL       string `param:"bannerUrl,untrimmed,max=600" desc:"the banner image: https:// or a path on this site"`
	PrimaryColor    string `param:"primaryColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	BackgroundColor string `param:"backgroundColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	TextColor       string `param:"textColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	ButtonText      string `param:"buttonText,untrimmed,max=100" desc:"the apply button"`
	IOSURL          string `param:"iosUrl,untrimmed,max=600" desc:"App Store link (empty: the lender's)"`
	AndroidURL      string `param:"androidUrl,untrimmed,max=600" desc:"Google Play link (empty: the lender's)"`
	AppScheme       string `param:"appScheme,untrimmed,max=100" desc:"the app's URL scheme (empty: the lender's)"`
}

// CopyTemplateParams are templates/copy's.
type CopyTemplateParams struct {
	ID int64 `param:"id,required,max=18" desc:"the template to copy"`
}

// EnableTemplateParams are templates/enable's.
type EnableTemplateParams struct {
	ID      int64 `param:"id,required,max=18" desc:"the template's id"`
	Enabled int64 `param:"enabled,required,max=1" desc:"1: open; 0: closed"`
}

// UploadParams are content/images': the image in the field ImageField
// (routes_test.go checks the name).
type UploadParams struct {
	Image []*multipart.FileHeader `param:"file,required" desc:"the image"`
}

// LegalParams are GET content/legal's.
type LegalParams struct {
	content.LegalKind
	Version *int64 `param:"version,max=9" desc:"the version (none: the newest; 0: the built-in text)"`
}

// LegalBody is a legal text's body; its max is content.MaxLegalChars (routes_test.go checks it).
type LegalBody struct {
	Body string `param:"body,required,untrimmed,max=100000" desc:"the text in the markup of docs/CONSOLE.md"`
}

// PreviewLegalParams are content/legal/preview's.
type PreviewLegalParams struct {
	content.LegalKind
	LegalBody
}

// PublishLegalParams are POST content/legal's.
type PublishLegalParams struct {
	content.LegalKind
	LegalBody
	Note string `param:"note,required,max=200" desc:"what changed, for the history"`
	Base int    `param:"base,required,max=9" desc:"the version the text was edited from (0: the built-in)"`
}
