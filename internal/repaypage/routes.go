package repaypage

import (
	h "kwarta/internal/httpapi"
	"kwarta/internal/repay"
)

// Routes are the repayment calls: the instalment and extension pages, pay
// codes, receipts, the payment provider's side (postbacks, the sandbox
// provider's page) and the card repayment.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/v3/repay/loan-play-detail", Summary: "The instalment repayment page: what is due now, the channels, the open pay code", Auth: h.Borrower,
			Data: repay.Instalment{}, Handle: h.Bind(s.HandleInstalment)},
		{Method: "GET", Path: "/v3/repay/ordinary", Summary: "The extension (roll-over) page: its cost, the new due date, the plan, the channels", Auth: h.Borrower,
			Data: repay.ExtensionPage{}, Handle: h.Bind(s.HandleExtension)},
		{Method: "POST", Path: "/v3/repay/generate-pay-code", Summary: "A pay code for the amount due now, the whole loan or the extension (isDelay=1); answers payUrl", Auth: h.Borrower,
			Data: repay.CodeIssued{}, Handle: h.Bind(s.HandleGenerate)},
		{Method: "POST", Path: "/v3/loan-details/generate-vcode", Summary: "The order details page's pay code: the same as generate-pay-code", Auth: h.Borrower,
			Data: repay.CodeIssued{}, Handle: h.Bind(s.HandleGenerate)},
		{Method: "GET", Path: "/v3/repay/payments", Summary: "The payments on an order, newest first, each with how it was applied", Auth: h.Borrower,
			Data: []repay.Receipt{}, Handle: h.Bind(s.HandlePayments)},
		{Method: "GET", Path: "/v3/repay/receipt", Summary: "One payment's receipt", Auth: h.Borrower,
			Data: repay.Receipt{}, Handle: h.Bind(s.HandleReceipt)},

		// The payment provider's side: postbacks, and the sandbox provider's page.
		{Method: "POST", Path: "/payments/postback", Summary: "The payment provider's postback (signed); answers result=OK once kept", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandlePostback)},
		{Method: "GET", Path: "/payments/postback", Summary: "The payment provider's postback sent as a GET", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandlePostback)},
		{Method: "GET", Path: "/payments/channels/{name}", Summary: "A payment channel's logo (SVG)", Auth: h.Public, Raw: true,
			Handle: h.NoParams(s.HandleChannelLogo)},
		{Method: "GET", Path: "/payments/sandbox/{txnid}", Summary: "The sandbox channel's pay page: the code, the amount, Simulate payment", Auth: h.Public, Raw: true,
			Handle: h.NoParams(s.HandleSandboxPage)},
		{Method: "POST", Path: "/payments/sandbox/{txnid}", Summary: "The sandbox page's buttons: sends the signed postback (status S or F), then back to the order", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandleSandboxSimulate)},
	}
}

// PageParams are the repayment pages': the order, and its product.
type PageParams struct {
	h.ProductOptional
	h.OrderRequired
}

// PayCodeParams are generate-pay-code's and generate-vcode's.
type PayCodeParams struct {
	h.ProductOptional
	h.OrderRequired
	Amount        int64  `param:"amount,required,max=15" desc:"minor units, as the page shows it (repayAmount, delayAmount or payoffAmount); the server's figure must match"`
	ChannelNumber string `param:"channelNumber,required,max=16" desc:"a channel_number from repayList"`
	IsDelay       int64  `param:"isDelay,max=1" desc:"1: the extension"`
}

// ReceiptParams are receipt's.
type ReceiptParams struct {
	PaymentID int64 `param:"paymentId,required,max=18" desc:"the payment's id"`
}

// PostbackParams are the provider's postback as documented and validated;
// the handler passes the whole form on, since the signature covers it.
type PostbackParams struct {
	TxnID      string `param:"txnid,max=64" desc:"our transaction id"`
	RefNo      string `param:"refno,max=64" desc:"the provider's reference number"`
	Status     string `param:"status,max=4" desc:"S paid, F failed, P pending, ..."`
	Message    string `param:"message,max=500" desc:"the provider's message"`
	Digest     string `param:"digest,max=128" desc:"the SHA-1 checksum: the sandbox's; Dragonpay's only with --dragonpay-legacy-digest"`
	Amount     string `param:"amount,max=20" desc:"the amount paid"`
	Signatures string `param:"signatures,max=4096" desc:"the provider's RSA-SHA256 signatures, base64 (Dragonpay)"`
}

// SimulateParams are the sandbox page's buttons'.
type SimulateParams struct {
	Status string `param:"status,max=1" desc:"S: paid, F: failed"`
}
