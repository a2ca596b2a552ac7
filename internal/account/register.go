package account

import (
	"context"

	"kwarta/internal/fault"
)

// RegisterRequest is the landing page's registration.
type RegisterRequest struct {
	LoginRequest
	AppName string
	Attr    Attribution
}

// Registered is a new borrower and the first session, bound to the device.
type Registered struct {
	UserID    int64  `json:"userId"`
	SessionID string `json:"sessionId"`
}

// Register checks the picture code (-1 when wrong) and the SMS code, then
// creates the borrower with the landing page's attribution and issues the
// first session. An already registered number answers code 11. Either way
// the picture code has served its registration and is burned.
func (s *Signup) Register(ctx context.Context, r RegisterRequest) (Registered, error) {
	in, err := s.signInByCode(ctx, codeSignIn{
		LoginRequest: r.LoginRequest, Purpose: PurposeRegister, Channel: "landing", AppName: r.AppName, Attr: r.Attr,
		Registered: fault.New(fault.CodeRegistered, ""),
	})
	if err != nil {
		return Registered{}, err
	}
	return Registered{UserID: in.UserID, SessionID: in.SessionID}, nil
}
