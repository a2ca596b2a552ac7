package repaypage

import (
	"net/http"
	"net/url"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/lang"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
)

// HandleInstalment is loan-play-detail: the instalment repayment page's data.
func (s *Service) HandleInstalment(c *httpapi.Call, p PageParams) (any, error) {
	page, err := s.InstalmentPage(c.Context(), c.Session.UserID, p.ProductID, p.OrderID)
	if err != nil {
		return nil, err
	}
	return instalmentIn(c.Lang(), page), nil
}

// HandleExtension is the 'ordinary' call: the extension page's data.
func (s *Service) HandleExtension(c *httpapi.Call, p PageParams) (any, error) {
	page, err := s.ExtensionView(c.Context(), c.Session.UserID, p.ProductID, p.OrderID)
	if err != nil {
		return nil, err
	}
	return extensionIn(c.Lang(), page), nil
}

// HandleGenerate issues a pay code (generate payment code and
// generate-vcode). A pay URL on this server (the sandbox's page) carries the
// page's session query, so its return to the order details page keeps the
// borrower signed in; a provider's address never gets it.
func (s *Service) HandleGenerate(c *httpapi.Call, p PayCodeParams) (any, error) {
	code, err := s.repay.Generate(c.Context(), repay.CodeRequest{
		UserID: c.Session.UserID, ProductID: p.ProductID, OrderID: p.OrderID, Amount: p.Amount,
		Channel: p.ChannelNumber, Extension: p.IsDelay == 1,
	})
	if err != nil {
		return nil, err
	}
	payURL := code.PayURL
	if strings.HasPrefix(payURL, "/") && !strings.HasPrefix(payURL, "//") {
		payURL += "?" + loanpage.DetailsQuery(c.Request.URL.Query(), p.OrderID, p.ProductID).Encode()
	}
	money := loan.MoneyFor("ph", false)
	if s.market != nil {
		money = loan.MoneyFor(s.market.Code, false)
	}
	return repay.CodeIssued{PayURL: payURL, PayCode: code.RefNo, Amount: code.Amount, AmountText: money.Format(code.Amount),
		ExpiresAt: s.lastDay(code.ExpiresAt), PayBy: lang.T(c.Lang(), s.loans.Calendar().PayBy(code.ExpiresAt))}, nil
}

// HandlePayments is a borrower's order's payments history: its payments
// and what the lender did on it (repay.Service.History).
func (s *Service) HandlePayments(c *httpapi.Call, p httpapi.OrderRequired) (any, error) {
	rows, err := s.repay.History(c.Context(), c.Session.UserID, p.OrderID, s.refunds)
	if err != nil {
		return nil, err
	}
	for i, r := range rows {
		rows[i] = receiptIn(c.Lang(), r)
	}
	return rows, nil
}

// HandleReceipt is one payment's receipt.
func (s *Service) HandleReceipt(c *httpapi.Call, p ReceiptParams) (any, error) {
	r, err := s.repay.ReceiptOf(c.Context(), c.Session.UserID, p.PaymentID)
	if err != nil {
		return nil, err
	}
	return receiptIn(c.Lang(), r), nil
}

// HandlePostback takes the provider's postback (GET or POST form) and
// answers `result=OK` once it is kept, so the provider stops sending it; a
// forged or unknown one gets the error envelope and is not credited. The
// declared parameters are validated; the whole form goes on to Receive,
// since the provider's signature covers every field it sent.
func (s *Service) HandlePostback(c *httpapi.Call, _ PostbackParams) (any, error) {
	if _, err := s.repay.Receive(c.Context(), c.Request.Form, "postback"); err != nil {
		return nil, err
	}
	c.Writer.Header().Set("Content-Type", "text/plain; charset=utf-8")
	c.Writer.Header().Set("Cache-Control", "no-store")
	_, err := c.Writer.Write([]byte("result=OK"))
	return nil, err
}

// LoanDetailPath is the web app's order details page, where a sandbox
// payment returns.
const LoanDetailPath = loanpage.DetailsPagePath

// redirectBack sends the browser to the order details page.
func redirectBack(w http.ResponseWriter, r *http.Request, q url.Values) {
	http.Redirect(w, r, LoanDetailPath+"?"+q.Encode(), http.StatusSeeOther)
}

// HandleChannelLogo serves a payment channel's logo.
func (s *Service) HandleChannelLogo(c *httpapi.Call) (any, error) {
	svg, ok := payment.Logo(c.Request.PathValue("name"))
	if !ok {
		return nil, fault.New(fault.CodeNotFound, "No such logo.")
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Cache-Control", "public, max-age=86400")
	_, err := c.Writer.Write(svg)
	return nil, err
}
