package promo

import h "kwarta/internal/httpapi"

// Routes are the promotion landing page's calls: its template and the
// visits and taps it records (registration is account.Signup's).
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/api/v2/youmi/service/channel/channel-template", Summary: "A promotion template: how the landing page looks", Auth: h.Public,
			Data: TemplateData{}, Handle: h.Bind(s.HandleTemplate)},
		{Method: "GET", Path: "/api/v2/youmi/promotion/track-visit", Summary: "Record a landing page visit", Auth: h.Public,
			Handle: h.Bind(s.HandleTrackVisit)},
		{Method: "GET", Path: "/api/v2/youmi/promotion/track-click", Summary: "Record an apply tap on the landing page", Auth: h.Public,
			Handle: h.Bind(s.HandleTrackClick)},
	}
}

// TemplateParams are channel-template's.
type TemplateParams struct {
	TemplateID int64 `param:"templateId,required,max=18" desc:"template id (the landing page's id)"`
}

// TrackParams are what the landing page reports with a visit or a tap.
type TrackParams struct {
	PageID     int64  `param:"page_id,max=18" desc:"the template id"`
	UserFrom   string `param:"user_from,max=64" desc:"traffic source"`
	ClientType string `param:"client_type,max=8" desc:"ios or android"`
	PageType   int64  `param:"page_type,max=4" desc:"1 for the landing page"`
	UtmTag     string `param:"utm_tag,max=128" desc:"campaign tag"`
	AppFrom    string `param:"app_from,max=64" desc:"which app the visitor is sent to"`
}

// ClickParams are track-click's: a visit's, and the phone typed.
type ClickParams struct {
	TrackParams
	Phone string `param:"phone,max=16" desc:"the number typed"`
}
