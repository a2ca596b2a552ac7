package repay

import (
	"strings"

	"kwarta/internal/httpapi"
)

// HandleCardWay is repayment-way.
func (s *Service) HandleCardWay(c *httpapi.Call) (any, error) {
	return s.Way(c.Context(), c.Session.UserID, c.Int("orderId"))
}

// HandleCardCommit is repayment-commit. bankName and cardNo are the page's
// echo of the chosen card and are not trusted: the card is cardId.
func (s *Service) HandleCardCommit(c *httpapi.Call) (any, error) {
	return s.Commit(c.Context(), CardCommit{
		UserID: c.Session.UserID, OrderID: c.Int("orderId"), Amount: c.Int("amount"), CardID: c.Int("cardId"),
		BankCode: c.Str("bankCode"), CouponID: c.Str("couponId"), Token: c.Str("repayToken"), SendMsg: c.Int("sendMsg"),
	})
}

// HandleCardConfirm is repayment-confirm.
func (s *Service) HandleCardConfirm(c *httpapi.Call) (any, error) {
	return s.Confirm(c.Context(), c.Session.UserID, c.Int("orderId"), c.Int("repaymentRecordId"), c.Str("verifyCode"))
}

// HandleCardPayPage is repayment-huichao: the payment channel's page for
// the amount. A page of this server (the sandbox's) gets the session query
// so it returns to the order signed in; a provider's address never does.
func (s *Service) HandleCardPayPage(c *httpapi.Call) (any, error) {
	code, err := s.PayPageURL(c.Context(), c.Session.UserID, c.Int("userId"), c.Int("orderId"), c.Int("amount"))
	if err != nil {
		return nil, err
	}
	u := code.PayURL
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		u += "?" + returnQuery(c.Request.URL.Query(), c.Int("orderId"), 0).Encode()
	}
	return PayPage{URL: u}, nil
}
