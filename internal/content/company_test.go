package content_test

import (
	"reflect"
	"slices"
	"testing"

	"kwarta/internal/content"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The flags are the defaults: what an admin stored wins, and a field saved
// empty falls back to its flag.
func TestCompany_StoredWinsOverFlags(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var given content.Company
		given.SupportPhone, given.SupportHours = "0917 000 0000", "24/7"
		s := content.New(db, nil, given)
		c, err := s.Company(t.Context())
		if err != nil || c.SupportPhone != "0917 000 0000" {
			t.Fatalf("flag default: %+v %v", c, err)
		}
		if err := content.SaveDetails(t.Context(), db, content.Details{SupportPhone: "0917 111 1111"}, 1); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.Company(t.Context()); c.SupportPhone != "0917 111 1111" || c.SupportHours != "24/7" {
			t.Errorf("stored %q, hours %q", c.SupportPhone, c.SupportHours)
		}
	})
}

// Every detail declares its wire name, flag and help; an editable one its
// check, within what a request may carry; and the Details are exactly the
// editable ones.
func TestCompanyFields_Declared(t *testing.T) {
	keys, flags := map[string]bool{}, map[string]bool{}
	editable := 0
	for _, f := range content.CompanyFields {
		if f.Key == "" || f.Flag == "" || f.Help == "" {
			t.Errorf("%+v: a detail needs json, flag and help tags", f)
		}
		if keys[f.Key] || flags[f.Flag] {
			t.Errorf("%s / --%s declared twice", f.Key, f.Flag)
		}
		keys[f.Key], flags[f.Flag] = true, true
		if f.Editable {
			editable++
			if f.Max <= 0 || f.Wire < f.Max || !slices.Contains([]string{"text", "email", "phone", "web", "https", "scheme"}, f.Kind) {
				t.Errorf("%s: edit %q,%d wire %d", f.Key, f.Kind, f.Max, f.Wire)
			}
		}
	}
	if n := reflect.TypeFor[content.Details]().NumField(); editable != n || len(content.EditableParams()) != n {
		t.Errorf("%d editable details, %d params, Details has %d fields", editable, len(content.EditableParams()), n)
	}
	var c content.Company
	*content.CompanyFields[1].Ptr(&c) = "Set Through The Table"
	if c.Name != "Set Through The Table" {
		t.Errorf("CompanyFields[1] is not Name: %+v", c)
	}
}
