package content

import (
	"context"
	"fmt"
	"net/mail"
	"reflect"
	"regexp"
	"strings"
	"unicode/utf8"

	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Details are the lender's details and contact lines an admin edits on the
// console's Content screen; their json names are the settings keys
// (company.<name>) and config.Company's. The brand colours stay with the
// flags and the demo.
type Details struct {
	AppName          string `json:"appName"`
	CompanyName      string `json:"companyName"`
	CompanyAddress   string `json:"companyAddress"`
	Website          string `json:"website"`
	SupportEmail     string `json:"supportEmail"`
	SupportPhone     string `json:"supportPhone"`
	SupportHours     string `json:"supportHours"`
	GrievanceName    string `json:"grievanceName"`
	GrievanceEmail   string `json:"grievanceEmail"`
	GrievancePhone   string `json:"grievancePhone"`
	GrievanceAddress string `json:"grievanceAddress"`
	IOSStoreURL      string `json:"iosStoreUrl"`
	AndroidStoreURL  string `json:"androidStoreUrl"`
	AppScheme        string `json:"appScheme"`
}

// DetailsOf picks the editable details out of the lender's.
func DetailsOf(c config.Company) Details {
	return Details{AppName: c.AppName, CompanyName: c.Name, CompanyAddress: c.Address, Website: c.Website,
		SupportEmail: c.SupportEmail, SupportPhone: c.SupportPhone, SupportHours: c.SupportHours,
		GrievanceName: c.GrievanceName, GrievanceEmail: c.GrievanceEmail, GrievancePhone: c.GrievancePhone, GrievanceAddress: c.GrievanceAddress,
		IOSStoreURL: c.IOSStoreURL, AndroidStoreURL: c.AndroidStoreURL, AppScheme: c.AppScheme}
}

var phonePattern = regexp.MustCompile(`^\+?[0-9][0-9 ()-]{5,18}[0-9]$`)

// Validate checks the details before they are saved; every wrong field is
// named in the error.
func (d Details) Validate() error {
	bad := map[string]string{}
	text := func(field, v string, required bool, max int) bool {
		switch {
		case required && strings.TrimSpace(v) == "":
			bad[field] = "Required."
		case utf8.RuneCountInString(v) > max:
			bad[field] = fmt.Sprintf("At most %d characters.", max)
		default:
			return v != ""
		}
		return false
	}
	email := func(field, v string, required bool) {
		if text(field, v, required, 120) {
			if a, err := mail.ParseAddress(v); err != nil || a.Address != v {
				bad[field] = "An email address such as help@example.ph."
			}
		}
	}
	phone := func(field, v string, required bool) {
		if text(field, v, required, 20) && !phonePattern.MatchString(v) {
			bad[field] = "A phone number: digits, spaces, +, ( ) and -."
		}
	}
	text("appName", d.AppName, true, 40)
	text("companyName", d.CompanyName, true, 120)
	text("companyAddress", d.CompanyAddress, false, 200)
	if text("website", d.Website, false, 200) && !strings.HasPrefix(d.Website, "https://") && !strings.HasPrefix(d.Website, "http://") {
		bad["website"] = "An address starting with https://."
	}
	email("supportEmail", d.SupportEmail, true)
	phone("supportPhone", d.SupportPhone, true)
	text("supportHours", d.SupportHours, false, 80)
	text("grievanceName", d.GrievanceName, false, 80)
	email("grievanceEmail", d.GrievanceEmail, false)
	phone("grievancePhone", d.GrievancePhone, false)
	text("grievanceAddress", d.GrievanceAddress, false, 200)
	for field, v := range map[string]string{"iosStoreUrl": d.IOSStoreURL, "androidStoreUrl": d.AndroidStoreURL} {
		if text(field, v, false, 300) && !strings.HasPrefix(v, "https://") {
			bad[field] = "A https:// address."
		}
	}
	if text("appScheme", d.AppScheme, false, 40) && !config.AppSchemePattern.MatchString(d.AppScheme) {
		bad["appScheme"] = "A URL scheme such as kwarta://"
	}
	if len(bad) > 0 {
		return &fault.Error{Code: fault.CodeInvalid, Message: "Check the marked fields.", Fields: bad}
	}
	return nil
}

// SaveDetails stores every editable detail in q, an empty one too (it then
// falls back to the configuration). Validate first.
func SaveDetails(ctx context.Context, q store.Querier, d Details, now int64) error {
	return save(ctx, q, reflect.ValueOf(d), true, now)
}
