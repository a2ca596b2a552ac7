package notice

import (
	"crypto/subtle"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
)

// HandleSettings is POST /v3/personal-center/sms-settings.
func (s *Service) HandleSettings(c *httpapi.Call) (any, error) {
	return s.SettingsOf(c.Context(), c.Session.UserID)
}

// HandleSave is POST /v3/personal-center/sms-settings/save.
func (s *Service) HandleSave(c *httpapi.Call, p SaveParams) (any, error) {
	return s.SaveSettings(c.Context(), c.Session.UserID, p.Updates, p.AnyHour, p.Lang)
}

// Replied is the inbound hook's answer: what the reply did (stopped,
// started, or "" for a text that is not a keyword).
type Replied struct {
	Result string `json:"result"`
}

// HandleInbound is POST /sms/inbound: a relay forwarding a text a borrower
// sent back, authenticated by the shared token (--sms-inbound-token).
// Without a token configured the hook does not exist (404).
func (s *Service) HandleInbound(c *httpapi.Call, p InboundParams) (any, error) {
	if s.inboundToken == "" {
		return nil, fault.New(fault.CodeNotFound, "")
	}
	if subtle.ConstantTimeCompare([]byte(c.Request.Header.Get("X-Kwarta-Token")), []byte(s.inboundToken)) != 1 {
		return nil, fault.New(fault.CodeForbidden, "")
	}
	result, err := s.Reply(c.Context(), p.From, p.Message)
	return Replied{Result: result}, err
}
