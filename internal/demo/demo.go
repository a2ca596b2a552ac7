// Package demo fills an empty database with a demo world — the lender's
// details, loan products with logos and two borrowers with fixed session ids
// — so a person can open every page right after `make run`. Demo only: the
// server refuses --demo in production.
package demo

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"kwarta/internal/account"
	"kwarta/internal/applicant"
	"kwarta/internal/content"
	"kwarta/internal/credit"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// The demo borrowers' fixed session ids and the device they are bound to
// (the test preview page's default device id).
const (
	SessionA = "demo-a"
	SessionB = "demo-b"
	DeviceID = "123"
)

// Company is the demo lender.
var Company = content.Company{
	Details: content.Details{
		AppName:          "Kwarta",
		Name:             "Kwarta Lending Corporation",
		Address:          "12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines",
		Website:          "https://www.kwarta.ph",
		SupportEmail:     "support@kwarta.ph",
		SupportPhone:     "+63 2 8888 5927",
		SupportHours:     "Monday to Saturday, 8:00 a.m. to 8:00 p.m. (Manila time)",
		GrievanceName:    "Andrea M. Villanueva",
		GrievanceEmail:   "grievance@kwarta.ph",
		GrievancePhone:   "+63 2 8888 5928",
		GrievanceAddress: "12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines",
		IOSStoreURL:      "https://apps.apple.com/ph/app/kwarta/id6450000000",
		AndroidStoreURL:  "https://play.google.com/store/apps/details?id=ph.kwarta.app",
		AppScheme:        "kwarta://",
	},
	BrandColor:    "#0a7d5a",
	BrandGradient: "linear-gradient(135deg, #0a7d5a 0%, #19a974 100%)",
	FontColor:     "#ffffff",
}

// Borrower is one demo borrower.
type Borrower struct {
	Phone, Name, Session string
	// Registered is how long before the seeding the borrower registered.
	Registered time.Duration
}

// Borrowers are borrower A (who has the demo orders) and borrower B (who
// proves one borrower cannot see another's data).
var Borrowers = []Borrower{
	{Phone: "+639171234567", Name: "Maria Santos", Session: SessionA, Registered: 500 * 24 * time.Hour},
	{Phone: "+639181234567", Name: "Jose Reyes", Session: SessionB, Registered: 30 * 24 * time.Hour},
}

// Deps is what seeding needs.
type Deps struct {
	DB      *store.DB
	Account *account.Service
	Loans   *loan.Service
	// Payout binds borrower B's demo e-wallet; nil: no payout accounts.
	Payout *payout.Service
	// Applicants keeps the borrowers' identities; nil: none.
	Applicants *applicant.Service
	// Credit publishes the demo lender's credit policy; nil: the built-in one.
	Credit *credit.Service
	Now    func() time.Time
}

// Step adds one part of the demo world inside the seeding transaction;
// later domains append their own steps.
type Step func(ctx context.Context, tx *store.Tx, d Deps) error

// Steps run in order on an empty database.
var Steps = []Step{seedCompany, seedProducts, seedBorrowers, seedTemplates, seedOrders, seedComplaints, seedPayoutAccounts, seedApplicants, seedPolicy}

// Seed fills the database when it holds no borrower yet and reports whether it did.
func Seed(ctx context.Context, d Deps) (bool, error) {
	if has, err := d.Account.HasUsers(ctx, d.DB); err != nil || has {
		return false, err
	}
	seeded := false
	err := d.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		// Instances started at once on one empty database: one seeds, the
		// others wait here and find the borrowers.
		if err := tx.Lock(ctx, "demo-seed"); err != nil {
			return err
		}
		if has, err := d.Account.HasUsers(ctx, tx); err != nil || has {
			return err
		}
		seeded = true
		for _, step := range Steps {
			if err := step(ctx, tx, d); err != nil {
				return err
			}
		}
		return nil
	})
	return seeded && err == nil, err
}

func seedCompany(ctx context.Context, tx *store.Tx, d Deps) error {
	return content.SaveCompany(ctx, tx, Company, store.Millis(d.Now()))
}

func seedBorrowers(ctx context.Context, tx *store.Tx, d Deps) error {
	for _, b := range Borrowers {
		u, err := d.Account.CreateUserAt(ctx, tx, b.Phone, b.Name, d.Now().Add(-b.Registered))
		if err != nil {
			return fmt.Errorf("demo borrower %s: %w", b.Name, err)
		}
		if err := d.Account.AddSession(ctx, tx, u.ID, DeviceID, b.Session, 10*365*24*time.Hour); err != nil {
			return err
		}
	}
	return nil
}

// DemoPayoutNumbers are borrower B's demo payout account per market: a
// GCash wallet (the borrower's own mobile number) in the Philippines, a
// bank account by IFSC in India. Borrower A has none, so order 85 asks
// for one.
var DemoPayoutNumbers = map[string]map[string]string{
	"ph": {"card_type": "1", "channel": "90006", "gcash_no": "09181234567", "city": "Metro Manila / Quezon City", "payday": "15"},
	"in": {"card_type": "1", "ifsc": "HDFC0000123", "account_no": "50100123456789", "city": "Maharashtra / Mumbai", "payday": "1"},
}

func seedPayoutAccounts(ctx context.Context, tx *store.Tx, d Deps) error {
	if d.Payout == nil {
		return nil
	}
	values, ok := DemoPayoutNumbers[d.Payout.Market()]
	if !ok {
		return nil
	}
	u, err := d.Account.UserByPhone(ctx, tx, Borrowers[1].Phone)
	if err != nil {
		return err
	}
	_, err = d.Payout.BindIn(ctx, tx, payout.BindRequest{UserID: u.ID, Values: values, Actor: loan.ActorDemo})
	return err
}

// DemoApplicants are the demo borrowers' identities per market, in
// Borrowers' order, as the lender's app would have submitted them.
var DemoApplicants = map[string][]applicant.Identity{
	"ph": {
		{FullName: "Maria Santos", BirthDate: "1994-03-12", Nationality: "PH", IDType: "philsys", IDNumber: "1234-5678-9012-3456",
			AddressLine: "12 Mabini Street, Barangay San Antonio", City: "Makati City", Province: "Metro Manila", PostalCode: "1203",
			Employment: "employed", IncomeBand: "20k_40k", ImageRef: "selfie/demo-a.jpg"},
		{FullName: "Jose Reyes", BirthDate: "1990-07-21", Nationality: "PH", IDType: "umid", IDNumber: "0111-2345678-9",
			AddressLine: "45 Rizal Avenue, Barangay Poblacion", City: "Quezon City", Province: "Metro Manila", PostalCode: "1100",
			Employment: "self_employed", IncomeBand: "10k_20k"},
	},
	"in": {
		{FullName: "Maria Santos", BirthDate: "1993-11-02", Nationality: "IN", IDType: "aadhaar", IDNumber: "2345 6789 0123",
			AddressLine: "Flat 4B, Shanti Apartments, Andheri East", City: "Mumbai", Province: "Maharashtra", PostalCode: "400069",
			Employment: "employed", IncomeBand: "30k_60k"},
		{FullName: "Jose Reyes", BirthDate: "1989-05-17", Nationality: "IN", IDType: "pan", IDNumber: "ABCDE1234F",
			AddressLine: "22 MG Road, Indiranagar", City: "Bengaluru", Province: "Karnataka", PostalCode: "560038",
			Employment: "self_employed", IncomeBand: "15k_30k"},
	},
}

func seedApplicants(ctx context.Context, tx *store.Tx, d Deps) error {
	if d.Applicants == nil {
		return nil
	}
	for i, id := range DemoApplicants[d.Applicants.Market()] {
		u, err := d.Account.UserByPhone(ctx, tx, Borrowers[i].Phone)
		if err != nil {
			return err
		}
		if _, err := d.Applicants.SaveIn(ctx, tx, u.ID, id, loan.ActorDemo); err != nil {
			return fmt.Errorf("demo applicant %s: %w", id.FullName, err)
		}
	}
	return nil
}

// DemoPolicy is the demo lender's credit policy: the built-in one, but a
// borrower who has not repaid a loan yet may hold three at once (and five
// once they have), so borrower B's fourth application at once is refused.
func DemoPolicy(market string) credit.Policy {
	p := credit.Builtin(market)
	p.Note = "The demo lender's policy: the built-in rules, up to 3 loans at once for a new borrower and 5 for a returning one."
	for i := range p.Rules {
		if p.Rules[i].Code == credit.RuleOpenLoans {
			p.Rules[i].Params = map[string]int64{"first": 3, "returning": 5}
		}
	}
	return p
}

func seedPolicy(ctx context.Context, tx *store.Tx, d Deps) error {
	if d.Credit == nil {
		return nil
	}
	_, err := d.Credit.Publish(ctx, tx, DemoPolicy(d.Credit.Market()), loan.ActorDemo, loan.ActorDemo)
	return err
}

// CommonQuery is the query the app shell would append for a demo borrower.
func CommonQuery(session string) url.Values {
	return url.Values{
		"sessionId": {session}, "deviceId": {DeviceID}, "appVersion": {"1.0.0"},
		"deviceName": {"testDeviceName"}, "osVersion": {"200"},
	}
}

// Links are the lines printed at start: what a person opens first
// (LandingLinks, which read the database, follow them).
func Links(base string) []string {
	q := CommonQuery(SessionA)
	q.Set("productId", "1")
	q.Set("orderId", "86")
	return []string{
		"official site: " + base + "/",
		"test preview (borrower A): " + base + "/testPreview?" + q.Encode(),
		"API document: " + base + "/medium/openapi.json",
		"sign-in page: " + base + "/login",
		"operators' console: " + base + "/admin (first add an operator: kwarta operator add <name> --role admin; it prints a one-time enrolment link)",
	}
}
