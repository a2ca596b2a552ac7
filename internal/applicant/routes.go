package applicant

import (
	"strconv"

	h "kwarta/internal/httpapi"
)

// Routes are the lender's app's calls for the applicant's data.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/v3/applicant/applicant-info", Summary: "The applicant form: the IDs, kinds of work and income bands the market accepts, and the borrower's data so far (masked: name initials, ID number's last 4, no birth date or street line)", Auth: h.Borrower,
			Data: Form{}, Handle: h.NoParams(s.HandleForm)},
		{Method: "POST", Path: "/v3/applicant/applicant-save", Summary: "Submit the applicant's identity, address, work and income (every wrong field named); stored sealed as the next version, its changes kept (docs/UNDERWRITING.md)", Auth: h.Borrower,
			Data: View{}, Handle: h.Bind(s.HandleSave)},
	}
}

// SaveParams are applicant-save's.
type SaveParams struct {
	FullName    string `param:"fullName,required,max=100" desc:"the full name as on the ID"`
	BirthDate   string `param:"birthDate,required,max=30" desc:"YYYY-MM-DD"`
	Nationality string `param:"nationality,required,max=40" desc:"ISO 3166-1 alpha-2 country code, e.g. PH"`
	IDType      string `param:"idType,required,max=20" desc:"an idTypes code from applicant-info"`
	IDNumber    string `param:"idNumber,required,max=30" desc:"the ID's number; spaces, hyphens and dots are ignored"`
	AddressLine string `param:"addressLine,required,max=200" desc:"house number, street and barangay or locality"`
	City        string `param:"city,required,max=80" desc:"city or municipality"`
	Province    string `param:"province,required,max=80" desc:"province or state"`
	PostalCode  string `param:"postalCode,required,max=10" desc:"postal code (PH: 4 digits; IN: 6)"`
	Employment  string `param:"employment,required,max=20" desc:"an employments code from applicant-info"`
	IncomeBand  string `param:"incomeBand,required,max=20" desc:"an incomeBands code from applicant-info"`
	ImageRef    string `param:"imageRef,max=200" desc:"optional: the app's reference to the selfie or ID photo it holds"`
}

// HandleForm answers applicant-info.
func (s *Service) HandleForm(c *h.Call) (any, error) {
	return s.FormOf(c.Context(), c.Session.UserID)
}

// HandleSave answers applicant-save.
func (s *Service) HandleSave(c *h.Call, p SaveParams) (any, error) {
	return s.Save(c.Context(), c.Session.UserID, Identity(p), "borrower:"+strconv.FormatInt(c.Session.UserID, 10))
}
