package promo

import (
	"errors"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
)

// TemplateView is a template as the landing page draws it, with the app
// links resolved (the template's own, else the lender's) and the lender's
// details the agreement page names.
type TemplateView struct {
	Page
	AppName string `json:"appName"`
	AppLinks
	CompanyName    string `json:"companyName"`
	CompanyAddress string `json:"companyAddress"`
	SupportEmail   string `json:"supportEmail"`
	SupportPhone   string `json:"supportPhone"`
	Website        string `json:"website"`
	// Market decides the phone pattern the page checks (ph, in, cn).
	Market string `json:"market"`
}

// TemplateData is channel-template's answer: the landing page reads data.id and data.template.
type TemplateData struct {
	ID       int64        `json:"id"`
	Template TemplateView `json:"template"`
}

// HandleTemplate answers a landing template by templateId.
func (s *Service) HandleTemplate(c *httpapi.Call, p TemplateParams) (any, error) {
	id := p.TemplateID
	t, err := s.TemplateByID(c.Context(), id)
	if errors.Is(err, ErrNoTemplate) {
		return nil, fault.Newf(fault.CodeNotFound, "No promotion template %d.", id)
	}
	if err != nil {
		return nil, err
	}
	v := TemplateView{Page: t.Page, AppLinks: t.AppLinks, Market: s.market}
	if s.company != nil {
		co, err := s.company(c.Context())
		if err != nil {
			return nil, err
		}
		v.AppName, v.CompanyName, v.CompanyAddress = co.AppName, co.Name, co.Address
		v.SupportEmail, v.SupportPhone, v.Website = co.SupportEmail, co.SupportPhone, co.Website
		v.IOSURL, v.AndroidURL, v.AppScheme = or(v.IOSURL, co.IOSStoreURL), or(v.AndroidURL, co.AndroidStoreURL), or(v.AppScheme, co.AppScheme)
	}
	return TemplateData{ID: t.ID, Template: v}, nil
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// HandleTrackVisit records a landing visit.
func (s *Service) HandleTrackVisit(c *httpapi.Call, p TrackParams) (any, error) {
	return nil, s.track(c, KindVisit, ClickParams{TrackParams: p})
}

// HandleTrackClick records an apply tap, with the phone typed.
func (s *Service) HandleTrackClick(c *httpapi.Call, p ClickParams) (any, error) {
	return nil, s.track(c, KindClick, p)
}

func (s *Service) track(c *httpapi.Call, kind string, p ClickParams) error {
	e := Event{
		Kind: kind, TemplateID: p.PageID, UserFrom: p.UserFrom, AppFrom: p.AppFrom, UtmTag: p.UtmTag,
		ClientType: p.ClientType, PageType: p.PageType, IP: c.ClientIP(),
	}
	if kind == KindClick {
		e.Phone = p.Phone
	}
	if e.ClientType != "" && e.ClientType != "ios" && e.ClientType != "android" {
		return fault.Field("client_type", "client_type must be ios or android")
	}
	if e.TemplateID != 0 {
		ok, err := s.Exists(c.Context(), e.TemplateID)
		if err != nil {
			return err
		}
		if !ok {
			return fault.Newf(fault.CodeNotFound, "No promotion template %d.", e.TemplateID)
		}
	}
	return s.Track(c.Context(), e)
}
