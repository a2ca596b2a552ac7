package applicant

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// View is an applicant's data as a screen shows it: masked (the name's
// initials, the age without the birth date, the ID number's last 4, the
// address without its street line, the image as on file or not), or in
// full when Revealed (a reviewer's audited reveal).
type View struct {
	Version         int       `json:"version"` // 0: nothing submitted yet
	UpdatedAt       time.Time `json:"updatedAt"`
	Revealed        bool      `json:"revealed"`
	FullName        string    `json:"fullName"`
	BirthDate       string    `json:"birthDate"`
	Age             int       `json:"age"`
	Nationality     string    `json:"nationality"`
	IDType          string    `json:"idType"`
	IDTypeLabel     string    `json:"idTypeLabel"`
	IDNumber        string    `json:"idNumber"`
	AddressLine     string    `json:"addressLine"`
	City            string    `json:"city"`
	Province        string    `json:"province"`
	PostalCode      string    `json:"postalCode"`
	Employment      string    `json:"employment"`
	EmploymentLabel string    `json:"employmentLabel"`
	IncomeBand      string    `json:"incomeBand"`
	IncomeLabel     string    `json:"incomeLabel"`
	ImageRef        string    `json:"imageRef"`
}

// hidden stands for what a masked view leaves out.
const hidden = "••••"

// viewOf draws a submission, masked unless reveal.
func viewOf(id Identity, version int, at time.Time, market string, today time.Time, reveal bool) View {
	r := rulesOf(market)
	t, _ := r.idType(id.IDType)
	v := View{
		Version: version, UpdatedAt: at, Revealed: reveal, FullName: id.FullName, BirthDate: id.BirthDate, Nationality: id.Nationality,
		IDType: id.IDType, IDTypeLabel: t.Label, IDNumber: id.IDNumber, AddressLine: id.AddressLine, City: id.City, Province: id.Province,
		PostalCode: id.PostalCode, Employment: id.Employment, EmploymentLabel: label(Employments, id.Employment),
		IncomeBand: id.IncomeBand, IncomeLabel: label(r.income, id.IncomeBand), ImageRef: id.ImageRef,
	}
	if born, err := time.Parse(time.DateOnly, id.BirthDate); err == nil {
		v.Age = Age(born, today)
	}
	if reveal {
		return v
	}
	v.FullName, v.BirthDate, v.IDNumber, v.AddressLine = MaskName(id.FullName), hidden, MaskID(id.IDNumber), hidden
	if v.ImageRef != "" {
		v.ImageRef = "on file"
	}
	return v
}

// MaskName keeps each word's first letter: "Maria Dela Cruz" → "M••• D••• C•••".
func MaskName(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		words[i] = string(r) + "•••"
	}
	return strings.Join(words, " ")
}

// MaskID keeps an ID number's last 4 characters.
func MaskID(n string) string {
	if len(n) <= 4 {
		return hidden
	}
	return hidden + n[len(n)-4:]
}

// view is the borrower's current data in q as a screen shows it; Version 0
// when nothing was submitted.
func (s *Service) view(ctx context.Context, q store.Querier, userID int64, reveal bool) (View, error) {
	id, version, at, err := s.read(ctx, q, userID)
	if err != nil || version == 0 {
		return View{}, err
	}
	return viewOf(id, version, at, s.market, s.Today(), reveal), nil
}

// ViewOf is the borrower's data masked (Version 0: none).
func (s *Service) ViewOf(ctx context.Context, q store.Querier, userID int64) (View, error) {
	return s.view(ctx, q, userID, false)
}

// Reveal is the borrower's data in full, for a reviewer; the caller
// audits it.
func (s *Service) Reveal(ctx context.Context, q store.Querier, userID int64) (View, error) {
	return s.view(ctx, q, userID, true)
}

// Form is what the lender's app needs to ask for the data: the allowed
// values of the choice fields, and the borrower's data so far (masked).
type Form struct {
	Applicant   *View    `json:"applicant"` // null: nothing submitted yet
	IDTypes     []Choice `json:"idTypes"`
	Employments []Choice `json:"employments"`
	IncomeBands []Choice `json:"incomeBands"`
	PostalHint  string   `json:"postalHint"`
}

// FormOf is the form for a borrower.
func (s *Service) FormOf(ctx context.Context, userID int64) (Form, error) {
	r := rulesOf(s.market)
	f := Form{Employments: Employments, IncomeBands: r.income, PostalHint: r.postalHint}
	for _, t := range r.ids {
		f.IDTypes = append(f.IDTypes, t.Choice)
	}
	v, err := s.ViewOf(ctx, s.db, userID)
	if err != nil {
		return Form{}, err
	}
	if v.Version > 0 {
		f.Applicant = &v
	}
	return f, nil
}

// errBusy answers a submission that lost a race with another of the same
// borrower's.
func errBusy() error {
	return fault.New(fault.CodeConflict, "Your details changed meanwhile. Please send them again.")
}
