package account

import "context"

// LoginRequest signs a borrower in to the web app with an SMS code: the
// phone, the picture code (Sid, Captcha), the SMS code, and the device and
// address signing in. RegisterRequest carries the same.
type LoginRequest struct {
	Phone    string
	Captcha  string
	Sid      string
	SMSCode  string
	DeviceID string
	IP       string
}

// SignedIn is the new session, bound to the device that signed in.
type SignedIn struct {
	UserID    int64  `json:"userId"`
	SessionID string `json:"sessionId"`
	// NewBorrower is true when this sign-in created the account.
	NewBorrower bool `json:"newBorrower"`
}

// Login checks the picture code and the SMS code and issues a new session
// bound to the device. A number that is not registered yet is registered
// on the spot: the SMS code proves the number is the borrower's.
func (s *Signup) Login(ctx context.Context, r LoginRequest) (SignedIn, error) {
	in, err := s.signInByCode(ctx, codeSignIn{
		LoginRequest: r, Purpose: PurposeLogin, Channel: "sms-login", Attr: Attribution{AppFrom: "web"},
	})
	if err != nil {
		return SignedIn{}, err
	}
	return SignedIn{UserID: in.UserID, SessionID: in.SessionID, NewBorrower: in.Created}, nil
}
