package payout

import (
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
)

// FormCodes are the binding form's parameters the bind calls read: every
// market's item codes (card-init's items send code=value).
var FormCodes = []string{CodeCardType, CodeChannel, "bank", "gcash_no", "maya_no", "account_no", "ifsc", CodeCity, CodePayday}

// HandleCardInit answers the binding form (card-init).
func (s *Service) HandleCardInit(c *httpapi.Call) (any, error) {
	return s.CardInit(c.Context(), c.Session.UserID)
}

// HandleBindNew binds an account from the form and makes it the default (bind-card-new).
func (s *Service) HandleBindNew(c *httpapi.Call) (any, error) {
	return s.Bind(c.Context(), BindRequest{UserID: c.Session.UserID, Values: formValues(c), Actor: loan.BorrowerActor(c.Session.UserID)})
}

// HandleBindChange binds an account and makes it the order's payout
// account and the default (bind-card-change); another borrower's order is a 404.
func (s *Service) HandleBindChange(c *httpapi.Call) (any, error) {
	return s.Bind(c.Context(), BindRequest{UserID: c.Session.UserID, Values: formValues(c), OrderID: c.Int("orderId"),
		Actor: loan.BorrowerActor(c.Session.UserID)})
}

func formValues(c *httpapi.Call) map[string]string {
	v := make(map[string]string, len(FormCodes))
	for _, code := range FormCodes {
		if c.Has(code) {
			v[code] = c.Str(code)
		}
	}
	return v
}
