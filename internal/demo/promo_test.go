package demo_test

import (
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/promo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestLandingLinks_RealIDs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := t.Context()
		// An operator's template was there first, so the demo's get ids 2 and 3.
		if _, err := promo.Save(ctx, db, promo.Template{Page: promo.Page{Name: "Operator's own", Headline: "h", PrimaryColor: "#000", BackgroundColor: "#fff"}}, 1); err != nil {
			t.Fatal(err)
		}
		servertest.New(t, db) // seeds the demo world
		got, err := demo.LandingLinks(ctx, db, "http://127.0.0.1:9")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 {
			t.Fatalf("lines = %q, want 2", got)
		}
		for i, want := range []string{"id=2", "id=3"} {
			if !strings.HasPrefix(got[i], "demo landing http://127.0.0.1:9/landing/?") || !strings.Contains(got[i], want) {
				t.Errorf("line %d = %q, want %s", i, got[i], want)
			}
		}
		if !strings.Contains(got[0], "utm_tag=payday-nov") || !strings.Contains(got[1], "utm_tag=negosyo-q4") {
			t.Errorf("lines lack their advertisement query: %q", got)
		}
	})
}
