package account

import (
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
)

// Profile is what the app shows of the signed-in borrower.
type Profile struct {
	UserID int64  `json:"userId"`
	Phone  string `json:"phone"`
	Name   string `json:"name"`
}

// HandleProfile answers the signed-in borrower's own profile, phone masked.
func (s *Service) HandleProfile(c *httpapi.Call) (any, error) {
	u, err := s.UserByID(c.Context(), c.Session.UserID)
	if err != nil {
		return nil, err
	}
	return Profile{UserID: u.ID, Phone: market.MaskPhone(u.Phone), Name: u.Name}, nil
}
