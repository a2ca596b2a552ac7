package content

import (
	"context"
	"fmt"
	"net/mail"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// Company is the lender's details shown on the information pages, the
// official site and in the legal texts: the Details an admin edits on the
// console's Content screen, and the brand colours, which stay with the
// flags and the demo.
//
// Each detail is declared here once, in its tags: json is its wire name and
// its settings key (company.<json>); flag and help are its start flag (and
// the console parameter's description); edit says how an edited value is
// checked (kind,longest[,required], kind one of text, email, phone, web (the
// website, drawn as a link) and https (both held to LinkProblem) or scheme) and wire the longest value a request
// may carry. CompanyFields reads them for the flags, the storage, the
// console's parameters and Validate.
type Company struct {
	Details
	BrandColor    string `json:"brandColor" flag:"brand-color" help:"brand colour (CSS)"`
	BrandGradient string `json:"brandGradient" flag:"brand-gradient" help:"brand gradient (CSS)"`
	FontColor     string `json:"fontColor" flag:"font-color" help:"text colour on the brand colour (CSS)"`
}

// Details are the lender's details an admin edits (see Company).
type Details struct {
	AppName          string `json:"appName" flag:"app-name" help:"the app's name" edit:"text,40,required" wire:"200"`
	Name             string `json:"companyName" flag:"company-name" help:"the lender's registered name" edit:"text,120,required" wire:"400"`
	Address          string `json:"companyAddress" flag:"company-address" help:"the lender's address" edit:"text,200" wire:"600"`
	Website          string `json:"website" flag:"company-website" help:"the lender's website" edit:"web,200" wire:"600"`
	SupportEmail     string `json:"supportEmail" flag:"support-email" help:"customer service email" edit:"email,120,required" wire:"400"`
	SupportPhone     string `json:"supportPhone" flag:"support-phone" help:"customer service phone" edit:"phone,20,required" wire:"100"`
	SupportHours     string `json:"supportHours" flag:"support-hours" help:"when the lines are answered" edit:"text,80" wire:"200"`
	GrievanceName    string `json:"grievanceName" flag:"grievance-name" help:"grievance officer's name" edit:"text,80" wire:"200"`
	GrievanceEmail   string `json:"grievanceEmail" flag:"grievance-email" help:"grievance officer's email" edit:"email,120" wire:"400"`
	GrievancePhone   string `json:"grievancePhone" flag:"grievance-phone" help:"grievance officer's phone" edit:"phone,20" wire:"100"`
	GrievanceAddress string `json:"grievanceAddress" flag:"grievance-address" help:"grievance officer's address" edit:"text,200" wire:"600"`
	IOSStoreURL      string `json:"iosStoreUrl" flag:"ios-store-url" help:"the app on the App Store" edit:"https,300" wire:"600"`
	AndroidStoreURL  string `json:"androidStoreUrl" flag:"android-store-url" help:"the app on Google Play" edit:"https,300" wire:"600"`
	AppScheme        string `json:"appScheme" flag:"app-scheme" help:"the app's URL scheme, such as kwarta://" edit:"scheme,40" wire:"100"`
}

// CompanyField is one of the lender's details as Company's tags declare it.
type CompanyField struct {
	Key, Flag, Help string
	// Editable: an admin edits it (one of Details): Kind, Max and Required
	// check it, and Wire is the longest value a request may carry.
	Editable  bool
	Kind      string
	Max, Wire int
	Required  bool
	index     []int
}

// Ptr is the detail in c.
func (f CompanyField) Ptr(c *Company) *string {
	return reflect.ValueOf(c).Elem().FieldByIndex(f.index).Addr().Interface().(*string)
}

// CompanyFields is every detail of Company: the Details, then the brand colours.
var CompanyFields = func() []CompanyField {
	var out []CompanyField
	var walk func(t reflect.Type, at []int)
	walk = func(t reflect.Type, at []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			index := append(append([]int{}, at...), i)
			if sf.Anonymous {
				walk(sf.Type, index)
				continue
			}
			f := CompanyField{Key: sf.Tag.Get("json"), Flag: sf.Tag.Get("flag"), Help: sf.Tag.Get("help"), index: index}
			if edit := strings.Split(sf.Tag.Get("edit"), ","); len(edit) > 1 {
				f.Editable, f.Kind, f.Required = true, edit[0], len(edit) > 2 && edit[2] == "required"
				f.Max, _ = strconv.Atoi(edit[1])
				f.Wire, _ = strconv.Atoi(sf.Tag.Get("wire"))
			}
			out = append(out, f)
		}
	}
	walk(reflect.TypeFor[Company](), nil)
	return out
}()

// EditableParams are the console's parameters of the lender's details.
func EditableParams() []httpapi.Param {
	var out []httpapi.Param
	for _, f := range CompanyFields {
		if f.Editable {
			out = append(out, httpapi.Param{Name: f.Key, Max: f.Wire, Desc: f.Help})
		}
	}
	return out
}

var phonePattern = regexp.MustCompile(`^\+?[0-9][0-9 ()-]{5,18}[0-9]$`)

// Validate checks the details before they are saved; every wrong field is
// named in the error.
func (d Details) Validate() error {
	bad := map[string]string{}
	c := Company{Details: d}
	for _, f := range CompanyFields {
		if !f.Editable {
			continue
		}
		if msg := f.check(*f.Ptr(&c)); msg != "" {
			bad[f.Key] = msg
		}
	}
	if len(bad) > 0 {
		return &fault.Error{Code: fault.CodeInvalid, Message: "Check the marked fields.", Fields: bad}
	}
	return nil
}

// check is what is wrong with v as the detail ("" when nothing is).
func (f CompanyField) check(v string) string {
	switch {
	case f.Required && strings.TrimSpace(v) == "":
		return "Required."
	case utf8.RuneCountInString(v) > f.Max:
		return fmt.Sprintf("At most %d characters.", f.Max)
	case v == "":
		return ""
	}
	switch f.Kind {
	case "email":
		if a, err := mail.ParseAddress(v); err != nil || a.Address != v {
			return "An email address such as help@example.ph."
		}
	case "phone":
		if !phonePattern.MatchString(v) {
			return "A phone number: digits, spaces, +, ( ) and -."
		}
	case "web", "https":
		// The website is drawn as a link ({{website}}); the store
		// addresses are opened by the pages: one rule (links.go).
		return LinkProblem(v, false)
	case "scheme":
		if !AppSchemePattern.MatchString(v) {
			return "A URL scheme such as kwarta://"
		}
	}
	return ""
}

// AppSchemePattern is an app's URL scheme as the pages open it, such as kwarta://.
var AppSchemePattern = regexp.MustCompile(`^[a-z][a-z0-9+.-]*://$`)

// SaveDetails stores every editable detail in q, an empty one too (it then
// falls back to the configuration). Validate first.
func SaveDetails(ctx context.Context, q store.Querier, d Details, now int64) error {
	return save(ctx, q, &Company{Details: d}, true, true, now)
}
