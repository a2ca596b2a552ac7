package notice

import h "kwarta/internal/httpapi"

// Routes are the borrower's text-message settings and the inbound-SMS hook.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/v3/personal-center/sms-settings", Summary: "The borrower's text-message settings: language, loan updates on or off, texts during quiet hours", Auth: h.Borrower,
			Data: Settings{}, Handle: h.NoParams(s.HandleSettings)},
		{Method: "POST", Path: "/v3/personal-center/sms-settings/save", Summary: "Save the text-message settings; due and overdue notices of a live loan cannot be turned off", Auth: h.Borrower,
			Data: Settings{}, Handle: h.Bind(s.HandleSave)},
		{Method: "POST", Path: "/sms/inbound", Summary: "A text a borrower sent back, from an inbound-SMS relay (header X-Kwarta-Token; off without --sms-inbound-token): STOP turns loan updates off, START on", Auth: h.Public,
			Data: Replied{}, Handle: h.Bind(s.HandleInbound)},
	}
}

// SaveParams are sms-settings/save's.
type SaveParams struct {
	Updates int64  `param:"updates,required,max=1" desc:"1: money-sent and payment-received texts on; 0: off"`
	AnyHour int64  `param:"anyHour,required,max=1" desc:"1: the borrower agrees to texts during the quiet hours"`
	Lang    string `param:"lang,required,max=8" desc:"a language code from languages (en, fil)"`
}

// InboundParams are the inbound hook's.
type InboundParams struct {
	From    string `param:"from,required,max=20" desc:"the sender's number"`
	Message string `param:"message,max=480" desc:"the text"`
}
