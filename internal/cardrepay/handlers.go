package cardrepay

import (
	"strings"

	"kwarta/internal/httpapi"
	"kwarta/internal/loanpage"
)

// HandleCardWay is repayment-way.
func (s *Service) HandleCardWay(c *httpapi.Call, p httpapi.OrderRequired) (any, error) {
	return s.Way(c.Context(), c.Session.UserID, p.OrderID)
}

// HandleCardCommit is repayment-commit. bankName and cardNo are the page's
// echo of the chosen card and are not trusted: the card is cardId.
func (s *Service) HandleCardCommit(c *httpapi.Call, p CardCommitParams) (any, error) {
	return s.Commit(c.Context(), CardCommit{
		UserID: c.Session.UserID, OrderID: p.OrderID, Amount: p.Amount, CardID: p.CardID,
		BankCode: p.BankCode, CouponID: p.CouponID, Token: p.RepayToken, SendMsg: p.SendMsg,
	})
}

// HandleCardConfirm is repayment-confirm.
func (s *Service) HandleCardConfirm(c *httpapi.Call, p CardConfirmParams) (any, error) {
	return s.Confirm(c.Context(), c.Session.UserID, p.OrderID, p.RepaymentRecordID, p.VerifyCode)
}

// HandleCardStatus is repayment-status.
func (s *Service) HandleCardStatus(c *httpapi.Call, p httpapi.OrderRequired) (any, error) {
	return s.Status(c.Context(), c.Session.UserID, p.OrderID)
}

// HandleCardPayPage is repayment-huichao: the payment channel's page for
// the amount. A page of this server (the sandbox's) gets the session query
// so it returns to the order signed in; a provider's address never does.
func (s *Service) HandleCardPayPage(c *httpapi.Call, p CardPayPageParams) (any, error) {
	code, err := s.PayPageURL(c.Context(), c.Session.UserID, p.UserID, p.OrderID, p.Amount)
	if err != nil {
		return nil, err
	}
	u := code.PayURL
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		u += "?" + loanpage.DetailsQuery(c.Request.URL.Query(), p.OrderID, 0).Encode()
	}
	return PayPage{URL: u}, nil
}
