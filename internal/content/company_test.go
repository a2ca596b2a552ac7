package content_test

import (
	"testing"

	"kwarta/internal/content"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The flags are the defaults: what an admin stored wins, and a field saved
// empty falls back to its flag.
func TestCompany_StoredWinsOverFlags(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := &content.Service{DB: db}
		s.Config.SupportPhone, s.Config.SupportHours = "0917 000 0000", "24/7"
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
