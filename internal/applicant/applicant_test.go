package applicant_test

import (
	"bytes"
	"context"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"kwarta/internal/applicant"
	"kwarta/internal/demo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// goodForm is a valid submission for the Philippines, with more fields as given.
func goodForm(kv ...string) url.Values {
	f := url.Values{
		"fullName": {"Jose  Reyes"}, "birthDate": {"1990-07-21"}, "nationality": {"ph"}, "idType": {"sss"}, "idNumber": {"34-5678901-2"},
		"addressLine": {"45 Rizal Avenue, Barangay Poblacion"}, "city": {"Quezon City"}, "province": {"Metro Manila"}, "postalCode": {"1100"},
		"employment": {"self_employed"}, "incomeBand": {"10k_20k"},
	}
	for i := 0; i+1 < len(kv); i += 2 {
		f.Set(kv[i], kv[i+1])
	}
	return f
}

func save(env *servertest.Env, t *testing.T, session string, f url.Values) servertest.Response {
	t.Helper()
	return env.Do(t, servertest.Request{Method: "POST", Path: "/v3/applicant/applicant-save", Session: session, Form: f})
}

// The lender's app submits the applicant's data through the real router:
// it is checked field by field, stored sealed as versions with what each
// changed, shown masked, and the ID number is nowhere in clear: not in the
// database file, not in the log.
func TestApplicant_SaveSealedAndMasked(t *testing.T) {
	path := storetest.DSN(t, store.SQLite)
	env := servertest.New(t, storetest.MustOpenDSN(t, path, store.Options{}))
	ctx := context.Background()

	var form applicant.Form
	env.Do(t, servertest.Request{Method: "GET", Path: "/v3/applicant/applicant-info", Session: demo.SessionB}).Decode(t, &form)
	if form.Applicant == nil || form.Applicant.Version != 1 || form.Applicant.FullName != "J••• R•••" || form.Applicant.IDNumber != "••••6789" ||
		form.Applicant.BirthDate != "••••" || form.Applicant.Age != 36 || form.Applicant.City != "Quezon City" {
		t.Fatalf("the demo applicant, masked: %+v", form.Applicant)
	}
	if len(form.IDTypes) != 8 || form.IDTypes[0].Code != "philsys" || form.PostalHint != "4 digits" || len(form.IncomeBands) != 5 {
		t.Errorf("the choices: %+v", form)
	}

	// Every wrong field is named at once, and nothing is saved.
	r := save(env, t, demo.SessionB, goodForm("fullName", "J", "birthDate", "1990-02-30", "nationality", "Filipino", "idNumber", "12345",
		"postalCode", "11000", "employment", "pilot", "incomeBand", "lots", "addressLine", "x", "imageRef", "a b"))
	if r.Status != 400 {
		t.Fatalf("bad form: %d %s", r.Status, r.Body)
	}
	for _, f := range []string{"fullName", "birthDate", "nationality", "idNumber", "postalCode", "employment", "incomeBand", "addressLine", "imageRef"} {
		if r.Fields[f] == "" {
			t.Errorf("field %s not named: %v", f, r.Fields)
		}
	}
	if r.Fields["idNumber"] != "A SSS ID number is 10 digits." {
		t.Errorf("idNumber: %q", r.Fields["idNumber"])
	}
	for bad, want := range map[string]string{"2026-11-03": "Your birth date cannot be in the future.", "1900-01-01": "Please check your birth date: it gives an age over 120."} {
		if r := save(env, t, demo.SessionB, goodForm("birthDate", bad)); r.Fields["birthDate"] != want {
			t.Errorf("birth date %s: %q", bad, r.Fields["birthDate"])
		}
	}
	if r := save(env, t, demo.SessionB, goodForm("idType", "voter")); r.Fields["idType"] == "" {
		t.Error("India's voter ID accepted in the Philippines")
	}

	// A good submission is version 2; it changed the ID and the work.
	var v applicant.View
	if r := save(env, t, demo.SessionB, goodForm()); r.Status != 200 {
		t.Fatal(r.Body)
	} else {
		r.Decode(t, &v)
	}
	if v.Version != 2 || v.IDNumber != "••••9012" || v.Nationality != "PH" || v.IDTypeLabel != "SSS ID" || v.Revealed {
		t.Fatalf("saved: %+v", v)
	}
	// The same again stores nothing.
	if r := save(env, t, demo.SessionB, goodForm()); r.Status != 200 {
		t.Fatal(r.Body)
	}
	hist, err := env.App.Applicants.History(ctx, env.DB, 2)
	if err != nil || len(hist) != 2 || hist[0].Version != 2 || strings.Join(hist[0].Changed, ",") != "idType,idNumber" || hist[1].Actor != "demo" || hist[0].Actor != "borrower:2" {
		t.Fatalf("history: %+v %v", hist, err)
	}
	full, err := env.App.Applicants.Reveal(ctx, env.DB, 2)
	if err != nil || full.IDNumber != "3456789012" || full.FullName != "Jose Reyes" || full.BirthDate != "1990-07-21" || !full.Revealed {
		t.Fatalf("revealed: %+v %v", full, err)
	}
	// Borrower A's data is A's: B's submission did not touch it.
	if a, err := env.App.Applicants.ViewOf(ctx, env.DB, 1); err != nil || a.Version != 1 || a.IDNumber != "••••3456" {
		t.Fatalf("A's data: %+v %v", a, err)
	}

	// Nowhere in clear: the database file (and its WAL) and the log.
	if err := env.DB.Close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + "-wal"} {
		b, err := os.ReadFile(p)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, secret := range []string{"3456789012", "1234567890123456", "Rizal Avenue", "1990-07-21"} {
			if bytes.Contains(b, []byte(secret)) {
				t.Errorf("%s holds %q in clear", p, secret)
			}
		}
	}
	if strings.Contains(env.Log.String(), "3456789012") || strings.Contains(env.Log.String(), "5678901") {
		t.Error("the log holds the ID number")
	}
}

// The same on both engines: versions, and a copied ciphertext does not
// open as another borrower's.
func TestApplicant_Engines(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := context.Background()
		if r := save(env, t, demo.SessionA, goodForm("fullName", "Maria Santos", "imageRef", "selfie/a-2.jpg", "addressLine", "45  RIZAL Avenue, Barangay Poblacion")); r.Status != 200 {
			t.Fatal(r.Body)
		}
		f, err := env.App.Applicants.FactsOf(ctx, db, 1)
		if err != nil || !f.Known || f.Age != 36 || f.Nationality != "PH" || len(f.AddressIndex) != 32 {
			t.Fatalf("facts: %+v %v", f, err)
		}
		// A now gave B's demo address (in other spacing and case): one index.
		b, _ := env.App.Applicants.FactsOf(ctx, db, 2)
		if b.AddressIndex != f.AddressIndex {
			t.Error("one address, two indexes")
		}
		if r := save(env, t, demo.SessionA, goodForm("addressLine", "12 Mabini Street")); r.Status != 200 {
			t.Fatal(r.Body)
		}
		if a, _ := env.App.Applicants.FactsOf(ctx, db, 1); a.AddressIndex == b.AddressIndex {
			t.Error("two addresses, one index")
		}
		if _, err := db.Exec(ctx, `UPDATE applicants SET sealed = (SELECT sealed FROM applicants WHERE user_id = 1), version = (SELECT version FROM applicants WHERE user_id = 1) WHERE user_id = 2`); err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.Applicants.FactsOf(ctx, db, 2); err == nil {
			t.Error("A's sealed data opened as B's")
		}
		if _, err := db.Exec(ctx, `DELETE FROM applicant_history`); err == nil {
			t.Error("the history is not append-only")
		}
	})
}

// Age counts a birthday on its day: 17 years and 364 days is 17; a
// 29 February birthday counts on 1 March in other years.
func TestAge(t *testing.T) {
	d := func(s string) time.Time { v, _ := time.Parse(time.DateOnly, s); return v }
	for _, c := range []struct {
		born, today string
		want        int
	}{
		{"2008-11-28", "2026-11-27", 17},
		{"2008-11-28", "2026-11-28", 18},
		{"2008-02-29", "2026-02-28", 17},
		{"2008-02-29", "2026-03-01", 18},
		{"2008-02-29", "2028-02-29", 20},
	} {
		if got := applicant.Age(d(c.born), d(c.today)); got != c.want {
			t.Errorf("Age(%s, %s) = %d, want %d", c.born, c.today, got, c.want)
		}
	}
}

// India's rules: its IDs, 6-digit PIN codes and income bands.
func TestCheck_India(t *testing.T) {
	today := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	good := applicant.Identity{FullName: "Priya Sharma", BirthDate: "1993-11-02", Nationality: "IN", IDType: "pan", IDNumber: "abcde1234f",
		AddressLine: "22 MG Road, Indiranagar", City: "Bengaluru", Province: "Karnataka", PostalCode: "560038", Employment: "employed", IncomeBand: "15k_30k"}
	got, err := applicant.Check(good, "in", today)
	if err != nil || got.IDNumber != "ABCDE1234F" {
		t.Fatalf("India: %+v %v", got, err)
	}
	bad := good
	bad.IDType, bad.IDNumber, bad.PostalCode = "aadhaar", "1234 5678 9012", "1100"
	if _, err := applicant.Check(bad, "in", today); err == nil || !strings.Contains(err.Error(), "Aadhaar") {
		t.Errorf("an Aadhaar starting with 1: %v", err)
	}
}
