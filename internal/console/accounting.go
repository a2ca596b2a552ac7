package console

import (
	"context"
	"strconv"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// AccountingScreen is the console's read-only view of the books
// (docs/ACCOUNTING.md, "The reports"): the trial balance on a date, the
// general-ledger journal, the income statement of a period, the
// receivables aging, the disbursement and collection registers, each as a
// CSV file too; and an order's own ledger beside the loan engine's
// figures. It reads the books through the ledger's functions and the
// orders and payments through internal/report. Build it with
// NewAccountingScreen.
type AccountingScreen struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	books  OrderBooks
}

// OrderBooks is the loan engine as the books see it (loan.Books): what an
// order owes by component, after bringing it up to date in q.
type OrderBooks interface {
	Owed(ctx context.Context, q store.Querier, orderID int64) (ledger.Components, error)
}

// NewAccountingScreen is the accounting screen over db in the market mk.
func NewAccountingScreen(db *store.DB, clk clock.Clock, mk *market.Market, books OrderBooks) *AccountingScreen {
	return &AccountingScreen{db: db, clock: clk, market: mk, books: books}
}

// DateParams are a report's date: the market date it is taken on.
type DateParams struct {
	Date string `param:"date,max=10" desc:"YYYY-MM-DD, market time; empty: today"`
}

// PeriodPageParams are a long report's period and page.
type PeriodPageParams struct {
	DayRange
	page.Params
}

// maxPeriod is the longest period a report covers.
const maxPeriod = 366

// TrialBalance is the trial balance on a date: every account with
// postings, its debits, credits and balance (debits less credits), and
// the totals; Total (the balances' sum) is zero in sound books.
type TrialBalance struct {
	Date     string           `json:"date"`
	Currency string           `json:"currency"`
	Rows     []ledger.Balance `json:"rows"`
	Debits   int64            `json:"debits"`
	Credits  int64            `json:"credits"`
	Total    int64            `json:"total"`
}

// JournalLine is one posting of the journal, with its order's number.
type JournalLine struct {
	ledger.Posting
	OrderNo string `json:"orderNo"` // "" when the entry has no order
}

// AgingBucket is one bucket of the aging: its orders and what they owe by
// component, minor units.
type AgingBucket struct {
	Bucket       string `json:"bucket"` // current, 1-30, 31-60, 61-90, over 90 (days past due)
	Orders       int64  `json:"orders"`
	Principal    int64  `json:"principal"`
	Interest     int64  `json:"interest"`
	Fees         int64  `json:"fees"`
	LateInterest int64  `json:"lateInterest"`
	Penalty      int64  `json:"penalty"`
	Total        int64  `json:"total"`
}

// Aging is the receivables aging on a date, by bucket, and its total.
type Aging struct {
	Date     string        `json:"date"`
	Currency string        `json:"currency"`
	Buckets  []AgingBucket `json:"buckets"`
	Total    AgingBucket   `json:"total"`
}

// RegisterLine is one disbursement or collection of a register.
type RegisterLine struct {
	ID        int64     `json:"id"`
	At        time.Time `json:"at"`
	OrderNo   string    `json:"orderNo"`
	Borrower  string    `json:"borrower"`
	Phone     string    `json:"phone"` // masked
	Channel   string    `json:"channel"`
	Reference string    `json:"reference"` // the provider's
	Purpose   string    `json:"purpose"`   // a payment's: repay or extension; "" for a disbursement
	Amount    int64     `json:"amount"`
	Currency  string    `json:"currency"`
}

// Routes are the accounting screen's calls.
func (s *AccountingScreen) Routes() []httpapi.Route {
	const csvNote = " as a CSV file (text/csv, an attachment; finance)"
	rt := func(path, summary string, data any, handle httpapi.Handler) httpapi.Route {
		return httpapi.Route{Method: "GET", Path: "/admin/api/accounting/" + path, Summary: "Console: " + summary, Auth: httpapi.Operator,
			Permission: PermAccounting, Data: data, Handle: handle}
	}
	raw := func(path, summary string, handle httpapi.Handler) httpapi.Route {
		r := rt(path, summary, nil, handle)
		r.Raw = true
		return r
	}
	return []httpapi.Route{
		rt("trial-balance", "the trial balance on a market date: every account's debits, credits and balance (debits less credits), minor units, and the totals, whose balance is zero (finance)",
			TrialBalance{}, httpapi.Bind(s.HandleTrialBalance)),
		raw("trial-balance.csv", "the trial balance"+csvNote, s.csvHandler("trial-balance")),
		rt("journal", "the general-ledger journal: one row per posting of the entries dated from to to (market dates, both included; at most 366 days), a page at a time (sort: date, the default, account, amount) (finance)",
			page.Page[JournalLine]{}, httpapi.Bind(s.HandleJournal)),
		raw("journal.csv", "the journal's postings"+csvNote, s.csvHandler("journal")),
		rt("income", "the income statement of from to to: each income and expense account's total (interest, fees, penalties, late interest; write-offs, waivers) and the net income, minor units (finance)",
			ledger.Statement{}, httpapi.Bind(s.HandleIncome)),
		raw("income.csv", "the income statement"+csvNote, s.csvHandler("income")),
		rt("aging", "the receivables aging on a market date: what the orders owe in the books, by days past due (current, 1-30, 31-60, 61-90, over 90) and component (finance)",
			Aging{}, httpapi.Bind(s.HandleAging)),
		raw("aging.csv", "the aging, one row per order owing,"+csvNote, s.csvHandler("aging")),
		rt("disbursements", "the disbursement register from from to to: each loan paid out with its order, borrower, channel, the provider's reference and the principal, a page at a time (sort: at, the default, amount) (finance)",
			page.Page[RegisterLine]{}, httpapi.Bind(s.registerPage(report.Disbursements))),
		raw("disbursements.csv", "the disbursement register"+csvNote, s.csvHandler("disbursements")),
		rt("collections", "the collection register from from to to: each payment received with its order, borrower, channel, the provider's reference and the amount, a page at a time (sort: at, the default, amount) (finance)",
			page.Page[RegisterLine]{}, httpapi.Bind(s.registerPage(report.Collections))),
		raw("collections.csv", "the collection register"+csvNote, s.csvHandler("collections")),
		{Method: "GET", Path: "/admin/api/orders/ledger", Summary: "Console: an order's ledger: its receivables by component in the books beside what the loan engine says it owes (brought up to date), which differ, and its postings", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: OrderLedger{}, Handle: httpapi.Bind(s.HandleOrderLedger)},
	}
}

// Date reads a report's date (YYYY-MM-DD) as the calendar date the books
// carry (midnight UTC); empty is today in the market.
func (s *AccountingScreen) Date(v string) (time.Time, error) {
	d, err := parseDay("date", v, s.market.Location())
	if d.IsZero() {
		d = s.clock.Now().In(s.market.Location())
	}
	return calendarDate(d), err
}

// calendarDate is the market date d (a time in the market's zone) as the
// books carry dates: midnight UTC.
func calendarDate(d time.Time) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
}

// Period reads a report's from and to (YYYY-MM-DD, both included;
// empty: today) as calendar dates; at most maxPeriod days, from not after
// to. Each failure is a 400 naming the field.
func (s *AccountingScreen) Period(from, to string) (first, last time.Time, err error) {
	first, last, err = dayRange(DayRange{From: from, To: to}, s.market.Location(), s.clock.Now())
	if err != nil {
		return
	}
	if last.Before(first) {
		return first, last, fault.Field("to", "to is on or after from.")
	}
	if last.Sub(first) >= maxPeriod*24*time.Hour {
		return first, last, fault.Field("to", "A report covers at most "+strconv.Itoa(maxPeriod)+" days.")
	}
	return calendarDate(first), calendarDate(last), nil
}

// span is the moments of the calendar dates first to last in the market
// (Unix milliseconds, [from, to)).
func (s *AccountingScreen) span(first, last time.Time) (from, to int64) {
	loc := s.market.Location()
	start := func(d time.Time) int64 { return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, loc).UnixMilli() }
	return start(first), start(last.AddDate(0, 0, 1))
}

// TrialBalanceOn is the trial balance on date (a calendar date).
func (s *AccountingScreen) TrialBalanceOn(ctx context.Context, date time.Time) (TrialBalance, error) {
	rows, err := ledger.TrialBalance(ctx, s.db, date)
	tb := TrialBalance{Date: date.Format(time.DateOnly), Currency: s.market.Currency, Rows: rows}
	if tb.Rows == nil {
		tb.Rows = []ledger.Balance{}
	}
	for _, r := range rows {
		tb.Debits += r.Debits
		tb.Credits += r.Credits
	}
	tb.Total = tb.Debits - tb.Credits
	return tb, err
}

// HandleTrialBalance is GET /admin/api/accounting/trial-balance.
func (s *AccountingScreen) HandleTrialBalance(c *httpapi.Call, p DateParams) (any, error) {
	d, err := s.Date(p.Date)
	if err != nil {
		return nil, err
	}
	return s.TrialBalanceOn(c.Context(), d)
}

// journalLines adds the orders' numbers to postings.
func (s *AccountingScreen) journalLines(ctx context.Context, postings []ledger.Posting) ([]JournalLine, error) {
	var ids []int64
	for _, p := range postings {
		if p.OrderID > 0 {
			ids = append(ids, p.OrderID)
		}
	}
	nos, err := loan.OrderNumbers(ctx, s.db, ids)
	out := make([]JournalLine, len(postings))
	for i, p := range postings {
		out[i] = JournalLine{Posting: p, OrderNo: nos[p.OrderID]}
	}
	return out, err
}

// HandleJournal is GET /admin/api/accounting/journal.
func (s *AccountingScreen) HandleJournal(c *httpapi.Call, p PeriodPageParams) (any, error) {
	first, last, err := s.Period(p.From, p.To)
	if err != nil {
		return nil, err
	}
	o, err := p.Parse(ledger.JournalSorts)
	if err != nil {
		return nil, err
	}
	pg, err := ledger.Journal(c.Context(), s.db, first, last, o)
	if err != nil {
		return nil, err
	}
	lines, err := s.journalLines(c.Context(), pg.Rows)
	return page.Page[JournalLine]{Rows: lines, Total: pg.Total, Next: pg.Next}, err
}

// HandleIncome is GET /admin/api/accounting/income.
func (s *AccountingScreen) HandleIncome(c *httpapi.Call, p DayRange) (any, error) {
	first, last, err := s.Period(p.From, p.To)
	if err != nil {
		return nil, err
	}
	return ledger.IncomeStatement(c.Context(), s.db, first, last)
}

func agingBucket(name string, orders int64, c ledger.Components) AgingBucket {
	return AgingBucket{Bucket: name, Orders: orders, Principal: c.Principal, Interest: c.Interest, Fees: c.Fees,
		LateInterest: c.LateInterest, Penalty: c.Penalty, Total: c.Total()}
}

// HandleAging is GET /admin/api/accounting/aging.
func (s *AccountingScreen) HandleAging(c *httpapi.Call, p DateParams) (any, error) {
	d, err := s.Date(p.Date)
	if err != nil {
		return nil, err
	}
	today, _ := s.Date("")
	totals, err := report.AgingOn(c.Context(), s.db, d, today)
	if err != nil {
		return nil, err
	}
	out := Aging{Date: d.Format(time.DateOnly), Currency: s.market.Currency}
	var all ledger.Components
	var orders int64
	for _, t := range totals {
		out.Buckets = append(out.Buckets, agingBucket(t.Bucket, t.Orders, t.Owed))
		all, orders = all.Plus(t.Owed), orders+t.Orders
	}
	out.Total = agingBucket("total", orders, all)
	return out, nil
}

func registerLine(r report.RegisterRow) RegisterLine {
	return RegisterLine{ID: r.ID, At: r.At, OrderNo: r.OrderNo, Borrower: r.Borrower, Phone: market.LogPhone(r.Phone), Channel: r.Channel,
		Reference: r.Reference, Purpose: r.Purpose, Amount: r.Amount, Currency: r.Currency}
}

// registerPage is GET /admin/api/accounting/disbursements or collections.
func (s *AccountingScreen) registerPage(reg report.Register) func(*httpapi.Call, PeriodPageParams) (any, error) {
	return func(c *httpapi.Call, p PeriodPageParams) (any, error) {
		first, last, err := s.Period(p.From, p.To)
		if err != nil {
			return nil, err
		}
		o, err := p.Parse(reg.Sorts())
		if err != nil {
			return nil, err
		}
		from, to := s.span(first, last)
		pg, err := reg.Page(c.Context(), s.db, from, to, o)
		return page.Map(pg, registerLine), err
	}
}

// OrderLedgerParams name the order.
type OrderLedgerParams struct {
	OrderID int64 `param:"orderId,required,max=18" desc:"the order's id"`
}

// LedgerComponent is one receivable of an order: the books' balance and
// what the loan engine says is owed, and whether they differ.
type LedgerComponent struct {
	Component string `json:"component"` // principal, interest, fees, late interest, penalty
	Books     int64  `json:"books"`
	Engine    int64  `json:"engine"`
	Differs   bool   `json:"differs"`
}

// OrderLedger is an order's ledger: its receivables beside the engine's
// figures, whether any differ, and its postings (the console's order page).
type OrderLedger struct {
	Components []LedgerComponent `json:"components"`
	Differs    bool              `json:"differs"`
	Postings   []ledger.Posting  `json:"postings"`
}

// HandleOrderLedger is GET /admin/api/orders/ledger. It brings the order
// up to date first (posting the charges and interest due by today), as
// every look at an order does, so the two sides are of the same day.
func (s *AccountingScreen) HandleOrderLedger(c *httpapi.Call, p OrderLedgerParams) (any, error) {
	var out OrderLedger
	err := s.db.InTx(c.Context(), func(ctx context.Context, tx *store.Tx) error {
		owed, err := s.books.Owed(ctx, tx, p.OrderID)
		if err != nil {
			return err
		}
		books, err := ledger.Receivables(ctx, tx, p.OrderID)
		if err != nil {
			return err
		}
		if out.Postings, err = ledger.OrderPostings(ctx, tx, p.OrderID); err != nil {
			return err
		}
		owedParts := owed.Parts()
		for i, x := range books.Parts() {
			differs := x.Amount != owedParts[i].Amount
			out.Components = append(out.Components, LedgerComponent{Component: x.Name, Books: x.Amount, Engine: owedParts[i].Amount, Differs: differs})
			out.Differs = out.Differs || differs
		}
		return nil
	})
	if out.Postings == nil {
		out.Postings = []ledger.Posting{}
	}
	return out, err
}
