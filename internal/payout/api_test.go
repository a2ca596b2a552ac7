package payout_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/config"
	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/payout"
	"kwarta/internal/sealed"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The demo borrowers' user ids.
const (
	borrowerA = 1
	borrowerB = 2
)

func post(path, session string, form url.Values) servertest.Request {
	return servertest.Request{Method: "POST", Path: path, Session: session, Form: form}
}

func form(kv ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

// gcashForm is a good GCash binding form, with more fields as given.
func gcashForm(number string, kv ...string) url.Values {
	f := form("product_id", "6", "card_type", "1", "channel", "90006", "gcash_no", number, "city", "Metro Manila / Quezon City", "payday", "15")
	for i := 0; i+1 < len(kv); i += 2 {
		f.Set(kv[i], kv[i+1])
	}
	return f
}

// The answer for the Philippines, item by item, as docs/DESIGN.md gives it:
// each channel's option and each number item with its rule (Digits) from
// the channels' table, the account number's hint its widest range.
const wantCardInitPH = `{"items":[` +
	`{"code":"card_type","cate":"enum","title":"Account type","subtitle":"","value":"1","note":[{"name":"E-wallet","type":"1"},{"name":"Bank account","type":"2"}],"inputType":"tabs","cardTypeMi":0,"channelNumber":""},` +
	`{"code":"channel","cate":"enum","title":"E-wallet","subtitle":"Choose your e-wallet","value":"90006","note":[{"name":"GCash","type":"90006","digits":{"min":11,"max":11,"prefix":"09"}},{"name":"Maya","type":"90007","digits":{"min":11,"max":11,"prefix":"09"}}],"inputType":"","cardTypeMi":1,"channelNumber":""},` +
	`{"code":"gcash_no","cate":"text","title":"GCash number","subtitle":"The 11-digit mobile number of your GCash account","value":"","note":[],"inputType":"phone","cardTypeMi":1,"channelNumber":"90006","digits":{"min":11,"max":11,"prefix":"09"}},` +
	`{"code":"maya_no","cate":"text","title":"Maya number","subtitle":"The 11-digit mobile number of your Maya account","value":"","note":[],"inputType":"phone","cardTypeMi":1,"channelNumber":"90007","digits":{"min":11,"max":11,"prefix":"09"}},` +
	`{"code":"bank","cate":"enum","title":"Bank","subtitle":"Choose your bank","value":"","note":[` +
	`{"name":"BDO Unibank","type":"90011","digits":{"min":10,"max":12,"prefix":""}},{"name":"BPI","type":"90012","digits":{"min":10,"max":10,"prefix":""}},{"name":"Metrobank","type":"90013","digits":{"min":13,"max":13,"prefix":""}},{"name":"Landbank","type":"90014","digits":{"min":10,"max":10,"prefix":""}},{"name":"PNB","type":"90015","digits":{"min":10,"max":16,"prefix":""}},{"name":"Security Bank","type":"90016","digits":{"min":10,"max":16,"prefix":""}},{"name":"UnionBank","type":"90017","digits":{"min":10,"max":16,"prefix":""}},{"name":"RCBC","type":"90018","digits":{"min":10,"max":16,"prefix":""}},{"name":"China Bank","type":"90019","digits":{"min":10,"max":16,"prefix":""}},{"name":"EastWest Bank","type":"90020","digits":{"min":10,"max":16,"prefix":""}}],"inputType":"","cardTypeMi":2,"channelNumber":""},` +
	`{"code":"account_no","cate":"text","title":"Account number","subtitle":"10 to 16 digits, as on your passbook or app","value":"","note":[],"inputType":"bankCard","cardTypeMi":2,"channelNumber":"","digits":{"min":10,"max":16,"prefix":""}},` +
	`{"code":"city","cate":"citySelect","title":"Province and city","subtitle":"Where you live","value":"","note":[],"inputType":"","cardTypeMi":0,"channelNumber":""},` +
	`{"code":"payday","cate":"day","title":"Payday","subtitle":"Day of the month you are paid","value":"","note":[],"inputType":"","cardTypeMi":0,"channelNumber":""}]}`

func TestPayoutAPI_CardInit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		got := env.Do(t, post("/v3/bind-card/card-init", demo.SessionA, form("product_id", "6")))
		if got.Status != 200 || got.Code != "00" {
			t.Fatalf("card-init: %d %s", got.Status, got.Body)
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, got.Data); err != nil {
			t.Fatal(err)
		}
		if compact.String() != wantCardInitPH {
			t.Errorf("card-init for ph:\n got %s\nwant %s", compact.String(), wantCardInitPH)
		}
		// Borrower B has the demo GCash account: city and payday come from
		// it, its number never does.
		env.Run(t, []servertest.Case{
			{Name: "PrefilledFromTheDefault", Req: post("/v3/bind-card/card-init", demo.SessionB, nil), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"code":"city","cate":"citySelect","title":"Province and city","subtitle":"Where you live","value":"Metro Manila / Quezon City"`,
					`"code":"payday","cate":"day","title":"Payday","subtitle":"Day of the month you are paid","value":"15"`},
				NotBody: []string{"09181234567", "9181234567"}},
			{Name: "NoSession", Req: post("/v3/bind-card/card-init", "", nil), WantStatus: 401, WantCode: "100401"},
		})
	})
}

func TestPayoutAPI_CardInitIndia(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env := servertest.New(t, db, func(c *config.Config) { c.Market = market.MustLookup("in") })
	got := env.Do(t, post("/v3/bind-card/card-init", demo.SessionA, nil))
	var f payout.Form
	got.Decode(t, &f)
	var codes []string
	for _, it := range f.Items {
		codes = append(codes, it.Code+":"+it.InputType)
	}
	if strings.Join(codes, ",") != "card_type:tabs,ifsc:ifsc,account_no:number,city:,payday:" {
		t.Errorf("items for in: %v", codes)
	}
	if f.Items[0].Note[0] != (payout.Option{Name: "Bank account", Type: "1"}) || len(f.Items[0].Note) != 1 {
		t.Errorf("card types for in: %+v", f.Items[0].Note)
	}
	// No list of banks: the one IFSC channel's rule is on the number item, and in its hint.
	if acct := f.Items[2]; acct.Digits != (payout.Digits{Min: 9, Max: 18}) || acct.Subtitle != "9 to 18 digits, as on your passbook" || f.Items[1].Digits != (payout.Digits{}) {
		t.Errorf("account number for in: %+v (the IFSC: %+v)", acct, f.Items[1].Digits)
	}
	env.Run(t, []servertest.Case{
		{Name: "BadIFSC", Req: post("/v3/bind-card/bind-card-new", demo.SessionA, form("card_type", "1", "ifsc", "HDFC1234567", "account_no", "50100123456789",
			"city", "Karnataka / Bengaluru", "payday", "1")), WantStatus: 400, WantCode: "100400", WantBody: []string{`"ifsc":"Enter the 11-character IFSC`}},
		{Name: "ShortAccount", Req: post("/v3/bind-card/bind-card-new", demo.SessionA, form("card_type", "1", "ifsc", "hdfc0001234", "account_no", "12345678",
			"city", "Karnataka / Bengaluru", "payday", "1")), WantStatus: 400, WantCode: "100400", WantBody: []string{`"account_no":"Your account number has 9 to 18 digits."`}},
		{Name: "Bound", Req: post("/v3/bind-card/bind-card-new", demo.SessionA, form("card_type", "1", "ifsc", "hdfc0001234", "account_no", "50100123456789",
			"city", "Karnataka / Bengaluru", "payday", "1")), WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 6789"`}},
	})
	a, err := env.App.Payout.Accounts(t.Context(), db, borrowerA)
	if err != nil || len(a) != 1 || a[0].BankCode != "HDFC0001234" || a[0].ChannelName != "Bank account (IFSC)" {
		t.Fatalf("accounts = %+v, %v", a, err)
	}
}

// One table of account-number rules (payout_channels): card-init serves
// each channel's row on its option, the number item's hint is the banks'
// widest range, and bind-card-new refuses and accepts exactly what the
// served rule says, with its words (BDO: 14 digits refused, "10 to 12
// digits"; 12 taken).
func TestPayoutAPI_CardInitServesTheBankRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		var f payout.Form
		env.Do(t, post("/v3/bind-card/card-init", demo.SessionA, form("product_id", "6"))).Decode(t, &f)
		items := map[string]payout.Item{}
		for _, it := range f.Items {
			items[it.Code] = it
		}

		// The served rules are the table's rows, channel by channel.
		rows, err := db.Query(t.Context(), `SELECT number, min_len, max_len, prefix FROM payout_channels WHERE market = 'ph' AND active = 1`)
		if err != nil {
			t.Fatal(err)
		}
		table := map[string]payout.Digits{}
		for rows.Next() {
			var number string
			var d payout.Digits
			if err := rows.Scan(&number, &d.Min, &d.Max, &d.Prefix); err != nil {
				t.Fatal(err)
			}
			table[number] = d
		}
		rows.Close()
		served := map[string]payout.Digits{}
		for _, code := range []string{"channel", "bank"} {
			for _, o := range items[code].Note {
				served[o.Type] = o.Digits
			}
		}
		if len(served) != len(table) || len(table) != 12 {
			t.Fatalf("served rules %v, the table %v", served, table)
		}
		for number, d := range table {
			if served[number] != d {
				t.Errorf("channel %s: served %+v, the table says %+v", number, served[number], d)
			}
		}
		bdo := payout.Digits{Min: 10, Max: 12}
		if served["90011"] != bdo || bdo.Words() != "10 to 12 digits" || served["90012"].Words() != "10 digits" {
			t.Errorf("BDO %+v (%q), BPI %q", served["90011"], served["90011"].Words(), served["90012"].Words())
		}

		// Before a bank is chosen: the widest range of the banks, in the hint too.
		acct := items["account_no"]
		widest := payout.Digits{Min: 99}
		for _, o := range items["bank"].Note {
			widest = payout.Digits{Min: min(widest.Min, o.Digits.Min), Max: max(widest.Max, o.Digits.Max)}
		}
		if acct.Digits != widest || acct.Digits != (payout.Digits{Min: 10, Max: 16}) || acct.Subtitle != "10 to 16 digits, as on your passbook or app" {
			t.Errorf("account_no: %+v %q, want %+v", acct.Digits, acct.Subtitle, widest)
		}
		if items["gcash_no"].Digits != (payout.Digits{Min: 11, Max: 11, Prefix: "09"}) || items["city"].Digits != (payout.Digits{}) {
			t.Errorf("gcash_no %+v, city %+v", items["gcash_no"].Digits, items["city"].Digits)
		}

		// The server checks what it served: BDO refuses 14 digits and 9 with
		// the served rule's words and takes 12; every bank refuses max+1.
		bank := func(bankNo, number string) servertest.Request {
			return post("/v3/bind-card/bind-card-new", demo.SessionA,
				form("card_type", "2", "bank", bankNo, "account_no", number, "city", "Cebu / Cebu City", "payday", "30"))
		}
		digits := func(n int) string { return strings.Repeat("1234567890", 2)[:n] }
		cases := []servertest.Case{
			{Name: "BDOFourteen", Req: bank("90011", digits(14)), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"account_no":"Your account number has 10 to 12 digits."`}},
			{Name: "BDOTwelve", Req: bank("90011", digits(12)), WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 9012"`}},
		}
		for _, o := range items["bank"].Note {
			msg := `"account_no":"Your account number has ` + o.Digits.Words() + `."`
			cases = append(cases,
				servertest.Case{Name: o.Type + "OverMax", Req: bank(o.Type, digits(o.Digits.Max+1)), WantStatus: 400, WantBody: []string{msg}},
				servertest.Case{Name: o.Type + "UnderMin", Req: bank(o.Type, digits(o.Digits.Min-1)), WantStatus: 400, WantBody: []string{msg}},
				servertest.Case{Name: o.Type + "AtMax", Req: bank(o.Type, digits(o.Digits.Max)), WantStatus: 200, WantCode: "00"})
		}
		env.Run(t, cases)
	})
}

func TestPayoutAPI_BindFieldErrors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const path = "/v3/bind-card/bind-card-new"
		bind := func(f url.Values) servertest.Request { return post(path, demo.SessionA, f) }
		bank := func(bankNo, number string) url.Values {
			return form("card_type", "2", "bank", bankNo, "account_no", number, "city", "Cebu / Cebu City", "payday", "30")
		}
		env.Run(t, []servertest.Case{
			{Name: "NoCardType", Req: bind(form("gcash_no", "09171234567")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"fields":{"card_type":"Choose the kind of account."}`}},
			{Name: "UnknownCardType", Req: bind(gcashForm("09171234567", "card_type", "3")), WantStatus: 400, WantBody: []string{`"card_type":"Choose the kind of account."`}},
			{Name: "CardTypeNotANumber", Req: bind(gcashForm("09171234567", "card_type", "x")), WantStatus: 400, WantBody: []string{`"card_type"`}},
			{Name: "UnknownEWallet", Req: bind(gcashForm("09171234567", "channel", "99999")), WantStatus: 400, WantBody: []string{`"channel":"Choose your e-wallet."`}},
			{Name: "ABankAsEWallet", Req: bind(gcashForm("09171234567", "channel", "90011")), WantStatus: 400, WantBody: []string{`"channel":"Choose your e-wallet."`}},
			{Name: "GCashTooShort", Req: bind(gcashForm("0917123456")), WantStatus: 400, WantBody: []string{`"gcash_no":"Your GCash number has 11 digits."`}},
			{Name: "GCashNotAMobile", Req: bind(gcashForm("08171234567")), WantStatus: 400, WantBody: []string{`"gcash_no":"Your GCash number starts with 09 and has 11 digits."`}},
			{Name: "GCashLetters", Req: bind(gcashForm("0917abc4567")), WantStatus: 400, WantBody: []string{`"gcash_no":"Your GCash number takes digits only."`}},
			{Name: "GCashMissing", Req: bind(gcashForm("")), WantStatus: 400, WantBody: []string{`"gcash_no":"Enter your GCash number."`}},
			{Name: "MayaNumberUnderMaya", Req: bind(gcashForm("", "channel", "90007")), WantStatus: 400, WantBody: []string{`"maya_no":"Enter your Maya number."`},
				NotBody: []string{`"gcash_no"`}},
			{Name: "NoBank", Req: bind(bank("", "1234567890")), WantStatus: 400, WantBody: []string{`"bank":"Choose your bank."`}},
			{Name: "BPIHasTenDigits", Req: bind(bank("90012", "123456789012")), WantStatus: 400, WantBody: []string{`"account_no":"Your account number has 10 digits."`}},
			{Name: "BDOTenToTwelve", Req: bind(bank("90011", "123456789")), WantStatus: 400, WantBody: []string{`"account_no":"Your account number has 10 to 12 digits."`}},
			{Name: "MetrobankThirteen", Req: bind(bank("90013", "1234567890")), WantStatus: 400, WantBody: []string{`"account_no":"Your account number has 13 digits."`}},
			{Name: "NoCity", Req: bind(gcashForm("09171234567", "city", "")), WantStatus: 400, WantBody: []string{`"city":"Choose your province and city."`}},
			{Name: "CityWithoutProvince", Req: bind(gcashForm("09171234567", "city", "Cebu")), WantStatus: 400, WantBody: []string{`"city":"Choose your province and city."`}},
			{Name: "PaydayOutOfMonth", Req: bind(gcashForm("09171234567", "payday", "32")), WantStatus: 400, WantBody: []string{`"payday":"Choose the day of the month you are paid, 1 to 31."`}},
			{Name: "EveryBadFieldNamed", Req: bind(gcashForm("0917", "city", "", "payday", "0")), WantStatus: 400,
				WantBody: []string{`"gcash_no":"Your GCash number has 11 digits."`, `"city":"Choose your province and city."`, `"payday":"Choose the day`}},
			{Name: "NothingBoundYet", Req: post("/v3/loan-details/withdraw", demo.SessionA, form("orderId", "85")), WantStatus: 409, WantCode: string(fault.CodeNoPayoutAccount)},
			{Name: "GCashAsShown", Req: bind(gcashForm("0917 123 4567")), WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 4567"`, `"isDefault":true`}},
			{Name: "BDOTwelveDigits", Req: bind(bank("90011", "0012 3456 7890")), WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 7890"`}},
			{Name: "BankFieldsIgnoreTheEWallet", Req: bind(bank("90012", "1234567890")), WantStatus: 200, WantCode: "00"},
		})
		accounts, err := env.App.Payout.Accounts(t.Context(), db, borrowerA)
		if err != nil || len(accounts) != 3 {
			t.Fatalf("accounts = %+v, %v", accounts, err)
		}
		// The newest bound is the default, listed first; one default only.
		if !accounts[0].IsDefault || accounts[0].ChannelName != "BPI" || accounts[1].IsDefault || accounts[2].IsDefault {
			t.Errorf("defaults: %+v", accounts)
		}
		if accounts[2].ChannelName != "GCash" || accounts[2].Masked != "•••• 4567" || accounts[2].CardType != 1 {
			t.Errorf("GCash account: %+v", accounts[2])
		}
		// Binding a number again reuses its account and makes it the default.
		got := env.Do(t, post(path, demo.SessionA, gcashForm("09171234567")))
		var b payout.Bound
		got.Decode(t, &b)
		if b.AccountID != accounts[2].ID {
			t.Errorf("the same GCash number bound as account %d, want %d", b.AccountID, accounts[2].ID)
		}
		if def, err := env.App.Payout.DefaultAccount(t.Context(), db, borrowerA); err != nil || def.ID != accounts[2].ID {
			t.Errorf("default = %+v, %v", def, err)
		}
		var n int
		if err := db.QueryRow(t.Context(), `SELECT COUNT(*) FROM payout_accounts WHERE user_id = ?`, borrowerA).Scan(&n); err != nil || n != 3 {
			t.Errorf("%d accounts stored (%v), want 3", n, err)
		}
		// Every change is in the borrower's history.
		h, err := env.App.Payout.HistoryOf(t.Context(), db, borrowerA)
		if err != nil || len(h) != 7 || h[0].Event != payout.EventBound || h[0].Actor != "borrower:1" || h[6].Event != payout.EventDefault {
			t.Errorf("history = %+v, %v", h, err)
		}
	})
}

// BOLA: another borrower's order or account is refused on every call that
// takes one, with the same 404 as one that does not exist.
func TestPayoutAPI_BOLA(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		bOrder, err := env.App.Loans.Push(ctx, borrowerB, 4, 1_000_000, 91, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.App.Loans.Operate(ctx, db, loan.EventApprove, bOrder.No, loan.OperatorActor("ana")); err != nil {
			t.Fatal(err)
		}
		bID := strconv.FormatInt(bOrder.ID, 10)
		const change = "/v3/bind-card/bind-card-change"
		env.Run(t, []servertest.Case{
			{Name: "AsAnotherBorrowersOrder", Req: post(change, demo.SessionA, gcashForm("09171234567", "orderId", bID)), WantStatus: 404, WantCode: "100404",
				NotBody: []string{bOrder.No}},
			{Name: "BOnAsOrder", Req: post(change, demo.SessionB, gcashForm("09181234567", "orderId", "85")), WantStatus: 404, WantCode: "100404"},
			{Name: "BadFormOnAnotherBorrowersOrderIsStill404", Req: post(change, demo.SessionB, gcashForm("1", "orderId", "85")), WantStatus: 404, WantCode: "100404"},
			{Name: "UnknownOrder", Req: post(change, demo.SessionA, gcashForm("09171234567", "orderId", "99999")), WantStatus: 404, WantCode: "100404"},
			{Name: "NoOrder", Req: post(change, demo.SessionA, gcashForm("09171234567")), WantStatus: 400, WantBody: []string{`"orderId"`}},
			{Name: "OrderAlreadyDisbursed", Req: post(change, demo.SessionA, gcashForm("09171234567", "orderId", "83")), WantStatus: 409, WantCode: "100409"},
			{Name: "OrderUnderReview", Req: post(change, demo.SessionA, gcashForm("09171234567", "orderId", "87")), WantStatus: 409, WantCode: "100409"},
			{Name: "OwnApprovedOrder", Req: post(change, demo.SessionA, gcashForm("09171234567", "orderId", "85")), WantStatus: 200, WantCode: "00"},
			{Name: "BOnItsOwnOrder", Req: post(change, demo.SessionB, gcashForm("09181234567", "orderId", bID)), WantStatus: 200, WantCode: "00"},
		})
		// Nothing was bound for A by the refused calls: one account, from the last row.
		aAccounts, _ := env.App.Payout.Accounts(ctx, db, borrowerA)
		bAccounts, _ := env.App.Payout.Accounts(ctx, db, borrowerB)
		if len(aAccounts) != 1 || len(bAccounts) != 1 {
			t.Fatalf("A has %d accounts, B %d", len(aAccounts), len(bAccounts))
		}
		// The Go API: B's account is not A's.
		if _, err := env.App.Payout.AccountOf(ctx, db, borrowerA, bAccounts[0].ID); !isCode(err, fault.CodeNotFound) {
			t.Errorf("AccountOf B's account as A: %v", err)
		}
		if n, err := env.App.Payout.Reveal(ctx, db, borrowerA, bAccounts[0].ID); !isCode(err, fault.CodeNotFound) || n != "" {
			t.Errorf("Reveal B's account as A: %q %v", n, err)
		}
		if n, err := env.App.Payout.Reveal(ctx, db, borrowerB, bAccounts[0].ID); err != nil || n != "09181234567" {
			t.Errorf("Reveal own: %q %v", n, err)
		}
		// The order's payout account is recorded.
		var acct int64
		if err := db.QueryRow(ctx, `SELECT account_id FROM payouts WHERE order_id = 85`).Scan(&acct); err != nil || acct != aAccounts[0].ID {
			t.Errorf("order 85's payout account = %d (%v), want %d", acct, err, aAccounts[0].ID)
		}
	})
}

func isCode(err error, code fault.Code) bool {
	fe, ok := err.(*fault.Error)
	return ok && fe.Code == code
}

// An account number is never in the database file in clear, nor in the
// logs, nor in any answer: only its last 4 digits are.
func TestPayoutAPI_NumberNeverInClear(t *testing.T) {
	path := storetest.DSN(t, store.SQLite)
	db := storetest.MustOpenDSN(t, path, store.Options{})
	env := servertest.New(t, db)
	const gcashNo, bankNo = "09998887766", "0123987654321"
	for _, rq := range []servertest.Request{
		post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm(gcashNo)),
		post("/v3/bind-card/bind-card-change", demo.SessionA, form("orderId", "85", "card_type", "2", "bank", "90013", "account_no", bankNo,
			"city", "Cebu / Cebu City", "payday", "30")),
		post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm(gcashNo+"9")), // refused: the number is in the request only
		post("/v3/bind-card/card-init", demo.SessionA, nil),
		post("/v3/loan-details/withdraw", demo.SessionA, form("orderId", "85")),
		post("/v3/loan-details/loan-details", demo.SessionA, form("orderId", "85")),
	} {
		got := env.Do(t, rq)
		if got.Status >= 500 || strings.Contains(got.Body, gcashNo) || strings.Contains(got.Body, bankNo) {
			t.Fatalf("%s: %d %s", rq.Path, got.Status, got.Body)
		}
	}
	if _, err := env.App.Payout.Disburse(t.Context(), "85", "operator:test"); err != nil {
		t.Fatal(err)
	}
	def, err := env.App.Payout.DefaultAccount(t.Context(), db, borrowerA)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := env.App.Payout.Reveal(t.Context(), db, borrowerA, def.ID); err != nil || n != bankNo {
		t.Fatalf("Reveal = %q, %v", n, err)
	}
	db.Close() // everything written to the files (the WAL checkpointed)
	var raw []byte
	for _, f := range []string{path, path + "-wal", path + "-shm"} {
		b, err := os.ReadFile(f)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		raw = append(raw, b...)
	}
	if len(raw) < 4096 {
		t.Fatalf("read %d bytes of the database", len(raw))
	}
	for _, n := range []string{gcashNo, bankNo, gcashNo[1:], bankNo[1:]} {
		if bytes.Contains(raw, []byte(n)) {
			t.Errorf("the database file holds %s in clear", n)
		}
		if strings.Contains(env.Log.String(), n) {
			t.Errorf("the log holds %s", n)
		}
	}
	if !bytes.Contains(raw, []byte("4321")) {
		t.Error("the last 4 digits are not kept for masking")
	}
}

// Keys from the configuration, rotated: what the old key sealed still opens
// when a new key is put first; dropping the old key makes it unreadable.
func TestPayout_KeyRotationThroughConfig(t *testing.T) {
	path := storetest.DSN(t, store.SQLite)
	oldKey, newKey := sealed.NewKey("2025"), sealed.NewKey("2026")
	withKeys := func(spec string) *servertest.Env {
		db := storetest.MustOpenDSN(t, path, store.Options{})
		return servertest.New(t, db, func(c *config.Config) { c.AccountKeys = spec })
	}
	env := withKeys(oldKey)
	if got := env.Do(t, post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm("09171234567"))); got.Status != 200 {
		t.Fatal(got.Body)
	}
	if strings.Contains(env.Log.String(), "no --account-keys") {
		t.Error("the development-key note was logged with keys configured")
	}
	var keyID string
	if err := env.DB.QueryRow(t.Context(), `SELECT key_id FROM payout_accounts WHERE user_id = ?`, borrowerA).Scan(&keyID); err != nil || keyID != "2025" {
		t.Fatalf("key id = %q, %v", keyID, err)
	}
	def, _ := env.App.Payout.DefaultAccount(t.Context(), env.DB, borrowerA)

	rotated := withKeys(newKey + "," + oldKey)
	if n, err := rotated.App.Payout.Reveal(t.Context(), rotated.DB, borrowerA, def.ID); err != nil || n != "09171234567" {
		t.Fatalf("after the rotation: %q, %v", n, err)
	}
	if got := rotated.Do(t, post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm("09171234568"))); got.Status != 200 {
		t.Fatal(got.Body)
	}
	var ids []string
	rows, err := rotated.DB.Query(t.Context(), `SELECT key_id FROM payout_accounts WHERE user_id = ? ORDER BY id`, borrowerA)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id string
		_ = rows.Scan(&id)
		ids = append(ids, id)
	}
	rows.Close()
	if strings.Join(ids, ",") != "2025,2026" {
		t.Errorf("key ids = %v, want the new account under the new key", ids)
	}

	dropped := withKeys(newKey)
	if _, err := dropped.App.Payout.Reveal(t.Context(), dropped.DB, borrowerA, def.ID); !errors.Is(err, sealed.ErrNoKey) {
		t.Errorf("old key dropped: %v, want ErrNoKey", err)
	}

	dev := withKeys("")
	if !strings.Contains(dev.Log.String(), `level=INFO msg="no --account-keys (KWARTA_ACCOUNT_KEYS) given`) {
		t.Errorf("no development-key note at INFO:\n%s", dev.Log.String())
	}
}
