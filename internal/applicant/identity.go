// Package applicant holds what the lender's app says about an applicant:
// their identity, address, work and income, which the credit policy
// checks (internal/credit) and a reviewer reads. It is sealed at rest
// (internal/sealed), masked on screens, and every change is kept.
package applicant

import (
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"kwarta/internal/fault"
)

// Identity is one submission of the applicant's data, as stored (sealed)
// and as the policy reads it.
type Identity struct {
	FullName    string `json:"fullName"`
	BirthDate   string `json:"birthDate"`   // YYYY-MM-DD
	Nationality string `json:"nationality"` // ISO 3166-1 alpha-2, e.g. PH
	IDType      string `json:"idType"`      // a market's IDType code
	IDNumber    string `json:"idNumber"`    // upper case, without spaces or hyphens
	AddressLine string `json:"addressLine"` // house, street, barangay or locality
	City        string `json:"city"`
	Province    string `json:"province"`
	PostalCode  string `json:"postalCode"`
	Employment  string `json:"employment"` // an Employments code
	IncomeBand  string `json:"incomeBand"` // a market's IncomeBand code
	// ImageRef is the lender's app's reference to the selfie or ID photo
	// it holds (optional; Kwarta stores the reference, not the image).
	ImageRef string `json:"imageRef,omitempty"`
}

// Choice is one allowed value of a field and its label.
type Choice struct {
	Code  string `json:"code"`
	Label string `json:"label"`
	// Hint says the shape of an ID number of this type.
	Hint string `json:"hint,omitempty"`
}

// idType is an ID the market accepts, with the shape of its number.
type idType struct {
	Choice
	pattern *regexp.Regexp
}

// rules are one market's ID types, income bands and postal code shape.
type rules struct {
	ids        []idType
	income     []Choice
	postal     *regexp.Regexp
	postalHint string
}

var markets = map[string]rules{
	"ph": {
		ids: []idType{
			{Choice{"philsys", "PhilSys National ID (PhilID)", "16 digits (the PhilSys Card Number)"}, regexp.MustCompile(`^\d{16}$`)},
			{Choice{"umid", "UMID", "12 digits (the CRN)"}, regexp.MustCompile(`^\d{12}$`)},
			{Choice{"sss", "SSS ID", "10 digits"}, regexp.MustCompile(`^\d{10}$`)},
			{Choice{"tin", "TIN ID", "9 or 12 digits"}, regexp.MustCompile(`^(\d{9}|\d{12})$`)},
			{Choice{"drivers_license", "Driver's license (LTO)", "a letter and 10 digits, e.g. N01-12-345678"}, regexp.MustCompile(`^[A-Z]\d{10}$`)},
			{Choice{"passport", "Philippine passport", "P, 7 digits and a letter (e.g. P1234567A), or 2 letters and 7 digits"}, regexp.MustCompile(`^(P\d{7}[A-Z]|[A-Z]{2}\d{7})$`)},
			{Choice{"prc", "PRC ID", "7 digits"}, regexp.MustCompile(`^\d{7}$`)},
			{Choice{"postal", "Postal ID", "12 letters or digits (the PRN)"}, regexp.MustCompile(`^[A-Z0-9]{12}$`)},
		},
		income: []Choice{
			{Code: "under_10k", Label: "Below ₱10,000 a month"},
			{Code: "10k_20k", Label: "₱10,000 to ₱19,999 a month"},
			{Code: "20k_40k", Label: "₱20,000 to ₱39,999 a month"},
			{Code: "40k_80k", Label: "₱40,000 to ₱79,999 a month"},
			{Code: "80k_plus", Label: "₱80,000 a month or more"},
		},
		postal: regexp.MustCompile(`^\d{4}$`), postalHint: "4 digits",
	},
	"in": {
		ids: []idType{
			{Choice{"aadhaar", "Aadhaar", "12 digits, not starting with 0 or 1"}, regexp.MustCompile(`^[2-9]\d{11}$`)},
			{Choice{"pan", "PAN card", "5 letters, 4 digits and a letter, e.g. ABCDE1234F"}, regexp.MustCompile(`^[A-Z]{5}\d{4}[A-Z]$`)},
			{Choice{"voter", "Voter ID (EPIC)", "3 letters and 7 digits"}, regexp.MustCompile(`^[A-Z]{3}\d{7}$`)},
			{Choice{"passport", "Indian passport", "a letter and 7 digits"}, regexp.MustCompile(`^[A-Z]\d{7}$`)},
			{Choice{"driving_licence", "Driving licence", "2 letters and 13 digits"}, regexp.MustCompile(`^[A-Z]{2}\d{13}$`)},
		},
		income: []Choice{
			{Code: "under_15k", Label: "Below ₹15,000 a month"},
			{Code: "15k_30k", Label: "₹15,000 to ₹29,999 a month"},
			{Code: "30k_60k", Label: "₹30,000 to ₹59,999 a month"},
			{Code: "60k_plus", Label: "₹60,000 a month or more"},
		},
		postal: regexp.MustCompile(`^[1-9]\d{5}$`), postalHint: "6 digits (the PIN code)",
	},
}

// Employments are the kinds of work an applicant may state.
var Employments = []Choice{
	{Code: "employed", Label: "Employed (private sector)"},
	{Code: "government", Label: "Employed (government)"},
	{Code: "self_employed", Label: "Self-employed or business owner"},
	{Code: "overseas", Label: "Overseas worker"},
	{Code: "unemployed", Label: "Not working"},
	{Code: "student", Label: "Student"},
	{Code: "retired", Label: "Retired or pensioner"},
}

// rulesOf is a market's rules; an unknown market has the Philippines'.
func rulesOf(market string) rules {
	if r, ok := markets[market]; ok {
		return r
	}
	return markets["ph"]
}

// The fields' limits, in characters.
const (
	MaxNameRunes    = 100
	MaxAddressRunes = 200
	MaxPlaceRunes   = 80
	MaxImageRef     = 200
	// MaxAgeYears: an older birth date is a typing mistake.
	MaxAgeYears = 120
)

var (
	namePattern     = regexp.MustCompile(`^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$`)
	countryPattern  = regexp.MustCompile(`^[A-Z]{2}$`)
	imageRefPattern = regexp.MustCompile(`^[A-Za-z0-9._:/-]+$`)
)

// clean trims v and folds runs of spaces.
func clean(v string) string { return strings.Join(strings.Fields(v), " ") }

// cleanID is an ID number as stored: upper case, without spaces, hyphens
// or dots (which printed IDs use between groups).
func cleanID(v string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", "-", "", ".", "", "\u00a0", "").Replace(v))
}

// Check cleans a submission and checks every field against the market's
// rules, on today's date in the market (for the age); all wrong fields
// are named at once.
func Check(in Identity, market string, today time.Time) (Identity, error) {
	r := rulesOf(market)
	out := Identity{
		FullName: clean(in.FullName), BirthDate: strings.TrimSpace(in.BirthDate), Nationality: strings.ToUpper(strings.TrimSpace(in.Nationality)),
		IDType: strings.TrimSpace(in.IDType), IDNumber: cleanID(in.IDNumber), AddressLine: clean(in.AddressLine), City: clean(in.City),
		Province: clean(in.Province), PostalCode: strings.TrimSpace(in.PostalCode), Employment: strings.TrimSpace(in.Employment),
		IncomeBand: strings.TrimSpace(in.IncomeBand), ImageRef: strings.TrimSpace(in.ImageRef),
	}
	var f fields
	switch n := utf8.RuneCountInString(out.FullName); {
	case n == 0:
		f.add("fullName", "Please enter your full name as on your ID.")
	case n < 2 || n > MaxNameRunes || !namePattern.MatchString(out.FullName):
		f.add("fullName", "Enter your full name as on your ID: 2 to 100 letters, with spaces, dots, commas, apostrophes or hyphens.")
	}
	if born, err := time.Parse(time.DateOnly, out.BirthDate); err != nil {
		f.add("birthDate", "Enter your birth date as YYYY-MM-DD, e.g. 1995-04-30.")
	} else if born.After(today) {
		f.add("birthDate", "Your birth date cannot be in the future.")
	} else if Age(born, today) > MaxAgeYears {
		f.add("birthDate", "Please check your birth date: it gives an age over 120.")
	}
	if !countryPattern.MatchString(out.Nationality) {
		f.add("nationality", "Enter your nationality as a two-letter country code, e.g. PH.")
	}
	if t, ok := r.idType(out.IDType); !ok {
		f.add("idType", "Choose one of the IDs listed.")
	} else if out.IDNumber == "" {
		f.add("idNumber", "Please enter your "+t.Label+" number.")
	} else if !t.pattern.MatchString(out.IDNumber) {
		f.add("idNumber", "A "+t.Label+" number is "+t.Hint+".")
	}
	if n := utf8.RuneCountInString(out.AddressLine); n < 5 || n > MaxAddressRunes || !printable(out.AddressLine) {
		f.add("addressLine", "Enter your house number, street and barangay or locality: 5 to 200 characters.")
	}
	if n := utf8.RuneCountInString(out.City); n < 2 || n > MaxPlaceRunes || !printable(out.City) {
		f.add("city", "Enter your city or municipality: 2 to 80 characters.")
	}
	if n := utf8.RuneCountInString(out.Province); n < 2 || n > MaxPlaceRunes || !printable(out.Province) {
		f.add("province", "Enter your province or state: 2 to 80 characters.")
	}
	if !r.postal.MatchString(out.PostalCode) {
		f.add("postalCode", "A postal code here is "+r.postalHint+".")
	}
	if !known(Employments, out.Employment) {
		f.add("employment", "Choose the kind of work you do from the list.")
	}
	if !known(r.income, out.IncomeBand) {
		f.add("incomeBand", "Choose your monthly income from the list.")
	}
	if out.ImageRef != "" && (len(out.ImageRef) > MaxImageRef || !imageRefPattern.MatchString(out.ImageRef)) {
		f.add("imageRef", "The image reference is at most 200 letters, digits and . _ : / -.")
	}
	return out, f.err()
}

func (r rules) idType(code string) (idType, bool) {
	for _, t := range r.ids {
		if t.Code == code {
			return t, true
		}
	}
	return idType{}, false
}

func known(list []Choice, code string) bool {
	for _, c := range list {
		if c.Code == code {
			return true
		}
	}
	return false
}

func label(list []Choice, code string) string {
	for _, c := range list {
		if c.Code == code {
			return c.Label
		}
	}
	return code
}

// printable refuses control characters (a newline in an address line).
func printable(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// Age is the whole years from born to today: a birthday counts on its
// day, and one on 29 February counts on 1 March in other years.
func Age(born, today time.Time) int {
	y := today.Year() - born.Year()
	if today.Month() < born.Month() || (today.Month() == born.Month() && today.Day() < born.Day()) {
		y--
	}
	return y
}

// fields gathers a form's refusals, one message per field.
type fields struct {
	m     map[string]string
	first string
}

func (f *fields) add(field, msg string) {
	if f.m == nil {
		f.m = map[string]string{}
	}
	if _, ok := f.m[field]; ok {
		return
	}
	f.m[field] = msg
	if f.first == "" {
		f.first = msg
	}
}

func (f *fields) err() error {
	if f.m == nil {
		return nil
	}
	return &fault.Error{Code: fault.CodeInvalid, Message: f.first, Fields: f.m}
}
