package content

import (
	"strings"

	h "kwarta/internal/httpapi"
)

// Routes are the content calls: the lender's details, customer service,
// the legal texts and the stored images.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/v3/site/config", Summary: "The lender's details and the market, for every page", Auth: h.Public,
			Data: SiteConfig{}, Handle: h.NoParams(s.HandleSiteConfig)},
		{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Summary: "Customer service email and phone line", Auth: h.Public,
			Data: ContactInfo{}, Handle: h.Bind(s.HandleContactInfo)},
		{Method: "GET", Path: "/v3/site/legal", Summary: "The privacy policy or the loan terms: the newest version, in blocks, with the lender's details filled in", Auth: h.Public,
			Data: LegalDocument{}, Handle: h.Bind(s.HandleLegal)},
		{Method: "GET", Path: "/files/{name}", Summary: "A public stored image (a product logo); complaint images are served by /user-problem/image/{name}", Auth: h.Public, Raw: true,
			Handle: h.NoParams(s.HandleFile)},
	}
}

// ContactParams are contact-kf-info's; every set answers the same lines.
type ContactParams struct {
	Type int64 `param:"type,max=9" desc:"which contact set; the app sends 1"`
}

// LegalKind names a legal text: privacy or terms (the console's legal calls embed it too).
type LegalKind struct {
	Kind string `param:"kind,required,max=10" desc:"privacy (the privacy policy) or terms (the loan terms)"`
}

// The lender's details as the console's parameters (a ParamSet): the
// editable details of CompanyFields, declared by Details's own tags.

// Params are the editable details (EditableParams).
func (Details) Params() []h.Param { return EditableParams() }

// ReadParams fills d with the editable details of the form, trimmed.
func (d *Details) ReadParams(form func(name string) string) {
	c := Company{Details: *d}
	for _, f := range CompanyFields {
		if f.Editable {
			*f.Ptr(&c) = strings.TrimSpace(form(f.Key))
		}
	}
	*d = c.Details
}
