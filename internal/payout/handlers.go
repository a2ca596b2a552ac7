package payout

import (
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
)

// HandleCardInit answers the binding form (card-init).
func (s *Service) HandleCardInit(c *httpapi.Call, _ httpapi.ProductOptional) (any, error) {
	return s.CardInit(c.Context(), c.Session.UserID)
}

// HandleBindNew binds an account from the form and makes it the default (bind-card-new).
func (s *Service) HandleBindNew(c *httpapi.Call, p BindParams) (any, error) {
	return s.Bind(c.Context(), BindRequest{UserID: c.Session.UserID, Values: p.values(), Actor: loan.BorrowerActor(c.Session.UserID)})
}

// HandleBindChange binds an account and makes it the order's payout
// account and the default (bind-card-change); another borrower's order is a 404.
func (s *Service) HandleBindChange(c *httpapi.Call, p BindChangeParams) (any, error) {
	return s.Bind(c.Context(), BindRequest{UserID: c.Session.UserID, Values: p.values(), OrderID: p.OrderID,
		Actor: loan.BorrowerActor(c.Session.UserID)})
}
