package console

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/export"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// CollectionReportsScreen is the console's collections reports
// (docs/COLLECTIONS.md, "Reports"): the portfolio at risk on a date, the
// roll rates of a month, the vintage curves, the collection efficiency and
// the promise-to-pay kept rate by month, and each collector's activity in
// a period, each as a CSV file too. It reads through internal/report (the
// books, the orders, the payments and collections' tables and month-end
// snapshots). Build it with NewCollectionReportsScreen.
type CollectionReportsScreen struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	days   *AccountingScreen // the dates and periods, read as the accounting reports read them
	closed closedAnswers     // the roll rates and vintages, until a snapshot is written
}

// closedAnswers keeps the reports computed from the month-end snapshots
// alone (roll rates, vintages), by their parameters, with the snapshots'
// stamp they were computed at (report.SnapshotStamp): snapshots are never
// changed once written, so an answer holds until a new one is written.
// At a million orders a vintage reads millions of snapshot lines; the
// stamp is one read of an index.
type closedAnswers struct {
	mu      sync.Mutex
	stamp   int64
	answers map[string]any
}

// get returns the answer for key at stamp, if one was kept.
func (c *closedAnswers) get(stamp int64, key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.answers[key]
	return v, ok && c.stamp == stamp
}

// put keeps answer v for key at stamp, forgetting any of another stamp.
func (c *closedAnswers) put(stamp int64, key string, v any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stamp != stamp || c.answers == nil {
		c.stamp, c.answers = stamp, map[string]any{}
	}
	c.answers[key] = v
}

// NewCollectionReportsScreen is the collections reports over db in mk.
func NewCollectionReportsScreen(db *store.DB, clk clock.Clock, mk *market.Market) *CollectionReportsScreen {
	return &CollectionReportsScreen{db: db, clock: clk, market: mk, days: NewAccountingScreen(db, clk, mk, nil)}
}

// MonthParams name a report's month.
type MonthParams struct {
	Month string `param:"month,max=7" desc:"YYYY-MM, market time; empty: last month"`
}

// MonthRange are a monthly report's first and last months, both included.
type MonthRange struct {
	From string `param:"from,max=7" desc:"YYYY-MM; empty: 11 months before to"`
	To   string `param:"to,max=7" desc:"YYYY-MM, included; empty: this month"`
}

// ReportParams are every collections report's parameters (the CLI's
// flags); each report reads its own.
type ReportParams struct {
	Date, Month, From, To string
}

// maxMonths is the most months a monthly report covers.
const maxMonths = 36

// PARLine is one threshold of the portfolio at risk.
type PARLine struct {
	Name      string `json:"name"` // PAR1, PAR30, PAR60, PAR90
	Over      int64  `json:"over"` // days past due more than (PAR1: 0, so 1 or more)
	Orders    int64  `json:"orders"`
	Principal int64  `json:"principal"`
	ShareBP   int64  `json:"shareBp"` // of all principal outstanding, basis points
}

// PAR is the portfolio at risk on a date: all principal outstanding in
// the books (written-off loans carry none) and each threshold's part.
type PAR struct {
	Date      string    `json:"date"`
	Currency  string    `json:"currency"`
	Orders    int64     `json:"orders"`
	Principal int64     `json:"principal"`
	Lines     []PARLine `json:"lines"`
}

// RollRow is one starting bucket of the roll rates.
type RollRow struct {
	From      string  `json:"from"` // the aging's bucket at the end of the earlier month
	Orders    int64   `json:"orders"`
	Principal int64   `json:"principal"`
	To        []int64 `json:"to"`      // that principal by where it stood a month later, in the columns' order
	ShareBP   []int64 `json:"shareBp"` // the same as shares of Principal, basis points
}

// RollRates is the roll-rate matrix from one month-end to the next.
type RollRates struct {
	Month    string    `json:"month"` // YYYY-MM: the later month
	From     string    `json:"from"`  // the earlier month-end, YYYY-MM-DD
	To       string    `json:"to"`    // the later month-end
	Ready    bool      `json:"ready"` // both snapshots exist
	Currency string    `json:"currency"`
	Columns  []string  `json:"columns"` // current, 1-30, 31-60, 61-90, over 90, paid off, written off
	Rows     []RollRow `json:"rows"`
}

// VintagePoint is a vintage at one month-end.
type VintagePoint struct {
	MonthEnd     string `json:"monthEnd"`
	MonthsOnBook int    `json:"monthsOnBook"`
	Over30       int64  `json:"over30"`  // principal more than 30 days past due
	ShareBP      int64  `json:"shareBp"` // of the principal disbursed in the vintage's month
}

// Vintage is one disbursement month's curve.
type Vintage struct {
	Month     string         `json:"month"`
	Disbursed int64          `json:"disbursed"`
	Points    []VintagePoint `json:"points"`
}

// Vintages are the vintage curves.
type Vintages struct {
	Currency string    `json:"currency"`
	Vintages []Vintage `json:"vintages"`
}

// EfficiencyRow is one month's collection efficiency.
type EfficiencyRow struct {
	Month    string `json:"month"`
	Received int64  `json:"received"`
	FellDue  int64  `json:"fellDue"`
	ShareBP  int64  `json:"shareBp"` // received ÷ fell due, basis points
}

// Efficiency is the collection efficiency by month.
type Efficiency struct {
	Currency string          `json:"currency"`
	Rows     []EfficiencyRow `json:"rows"`
}

// PromiseRow is one month's promises to pay resolved.
type PromiseRow struct {
	Month        string `json:"month"`
	Kept         int64  `json:"kept"`
	Broken       int64  `json:"broken"`
	KeptRateBP   int64  `json:"keptRateBp"` // kept ÷ (kept + broken), basis points
	KeptAmount   int64  `json:"keptAmount"`
	BrokenAmount int64  `json:"brokenAmount"`
}

// PromiseRates are the promise-to-pay kept rates by month.
type PromiseRates struct {
	Currency string       `json:"currency"`
	Rows     []PromiseRow `json:"rows"`
}

// CollectorRow is one operator's collection work in a period.
type CollectorRow struct {
	OperatorID int64  `json:"operatorId"`
	Name       string `json:"name"`
	Calls      int64  `json:"calls"`
	Visits     int64  `json:"visits"`
	Texts      int64  `json:"texts"`
	Reached    int64  `json:"reached"`
	Promises   int64  `json:"promises"`
	Kept       int64  `json:"kept"`
	Broken     int64  `json:"broken"`
	Recoveries int64  `json:"recoveries"`
	Payments   int64  `json:"payments"`
}

// Collectors is the per-collector activity of a period.
type Collectors struct {
	From     string         `json:"from"`
	To       string         `json:"to"`
	Currency string         `json:"currency"`
	Rows     []CollectorRow `json:"rows"`
}

// CollectionReports names the collections reports (and their CSV files).
var CollectionReports = []string{"par", "roll-rates", "vintage", "efficiency", "promises", "collectors"}

// Routes are the collections reports' calls.
func (s *CollectionReportsScreen) Routes() []httpapi.Route {
	const csvNote = " as a CSV file (text/csv, an attachment)"
	rt := func(path, summary string, data any, handle httpapi.Handler) httpapi.Route {
		return httpapi.Route{Method: "GET", Path: "/admin/api/collections/reports/" + path, Summary: "Console: " + summary + " (collection-reports)",
			Auth: httpapi.Operator, Permission: PermCollectionReports, Data: data, Handle: handle}
	}
	raw := func(name string, handle httpapi.Handler) httpapi.Route {
		r := rt(name+".csv", "the collections report "+name+csvNote, nil, handle)
		r.Raw = true
		return r
	}
	return []httpapi.Route{
		rt("par", "the portfolio at risk on a market date: the principal outstanding in the books of the loans 1+, over 30, over 60 and over 90 days past due, and its share of all principal outstanding", PAR{},
			httpapi.Bind(func(c *httpapi.Call, p DateParams) (any, error) {
				return s.PAR(c.Context(), ReportParams{Date: p.Date})
			})),
		raw("par", httpapi.Bind(func(c *httpapi.Call, p DateParams) (any, error) {
			return s.sendCSV(c, "par", ReportParams{Date: p.Date})
		})),
		rt("roll-rates", "the roll rates from the end of the month before month to the end of month: by the aging's buckets, where each bucket's principal went (a bucket, paid off, written off), from the month-end snapshots", RollRates{},
			httpapi.Bind(func(c *httpapi.Call, p MonthParams) (any, error) {
				return s.RollRates(c.Context(), ReportParams{Month: p.Month})
			})),
		raw("roll-rates", httpapi.Bind(func(c *httpapi.Call, p MonthParams) (any, error) {
			return s.sendCSV(c, "roll-rates", ReportParams{Month: p.Month})
		})),
		rt("vintage", "the vintage curves: for each disbursement month, the share of its disbursed principal more than 30 days past due at each month-end snapshot, by months on book", Vintages{},
			httpapi.Bind(func(c *httpapi.Call, _ struct{}) (any, error) { return s.Vintages(c.Context()) })),
		raw("vintage", httpapi.Bind(func(c *httpapi.Call, _ struct{}) (any, error) { return s.sendCSV(c, "vintage", ReportParams{}) })),
		rt("efficiency", "the collection efficiency of each month from from to to: money received ÷ money that fell due (the plans' instalments)", Efficiency{},
			httpapi.Bind(func(c *httpapi.Call, p MonthRange) (any, error) {
				return s.Efficiency(c.Context(), ReportParams{From: p.From, To: p.To})
			})),
		raw("efficiency", httpapi.Bind(func(c *httpapi.Call, p MonthRange) (any, error) {
			return s.sendCSV(c, "efficiency", ReportParams{From: p.From, To: p.To})
		})),
		rt("promises", "the promise-to-pay kept rate of each month from from to to: promises resolved in the month, kept ÷ (kept + broken)", PromiseRates{},
			httpapi.Bind(func(c *httpapi.Call, p MonthRange) (any, error) {
				return s.Promises(c.Context(), ReportParams{From: p.From, To: p.To})
			})),
		raw("promises", httpapi.Bind(func(c *httpapi.Call, p MonthRange) (any, error) {
			return s.sendCSV(c, "promises", ReportParams{From: p.From, To: p.To})
		})),
		rt("collectors", "each collector's activity from from to to (market dates, both included): calls, visits, texts, reached, promises made, kept and broken, and the recoveries attributed to them", Collectors{},
			httpapi.Bind(func(c *httpapi.Call, p DayRange) (any, error) {
				return s.Collectors(c.Context(), ReportParams{From: p.From, To: p.To})
			})),
		raw("collectors", httpapi.Bind(func(c *httpapi.Call, p DayRange) (any, error) {
			return s.sendCSV(c, "collectors", ReportParams{From: p.From, To: p.To})
		})),
	}
}

// today is the market's date now, midnight UTC.
func (s *CollectionReportsScreen) today() time.Time {
	return calendarDate(s.clock.Now().In(s.market.Location()))
}

// Month reads YYYY-MM (field names it in a 400) as the month's first day,
// midnight UTC; empty is def.
func Month(field, v string, def time.Time) (time.Time, error) {
	if v == "" {
		return time.Date(def.Year(), def.Month(), 1, 0, 0, 0, 0, time.UTC), nil
	}
	m, err := time.Parse("2006-01", v)
	if err != nil {
		return m, fault.Field(field, fmt.Sprintf("%s is a month as YYYY-MM, not %q.", field, v))
	}
	return m, nil
}

// months reads a monthly report's from and to.
func (s *CollectionReportsScreen) months(p ReportParams) ([]report.MonthSpan, error) {
	last, err := Month("to", p.To, s.today())
	if err != nil {
		return nil, err
	}
	first, err := Month("from", p.From, last.AddDate(0, -11, 0))
	if err != nil {
		return nil, err
	}
	if last.Before(first) {
		return nil, fault.Field("to", "to is on or after from.")
	}
	if last.AddDate(0, 1-maxMonths, 0).After(first) {
		return nil, fault.Field("to", "A report covers at most "+strconv.Itoa(maxMonths)+" months.")
	}
	return report.Months(first, last, s.market.Location()), nil
}

// PAR is the portfolio at risk on p.Date.
func (s *CollectionReportsScreen) PAR(ctx context.Context, p ReportParams) (PAR, error) {
	d, err := s.days.Date(p.Date)
	if err != nil {
		return PAR{}, err
	}
	today, _ := s.days.Date("")
	total, orders, lines, err := report.PortfolioAtRisk(ctx, s.db, d, today)
	out := PAR{Date: d.Format(time.DateOnly), Currency: s.market.Currency, Orders: orders, Principal: total, Lines: []PARLine{}}
	for _, l := range lines {
		out.Lines = append(out.Lines, PARLine{Name: l.Name, Over: l.Over, Orders: l.Orders, Principal: l.Principal, ShareBP: l.ShareBP})
	}
	return out, err
}

// RollRates are the roll rates into p.Month (empty: last month).
func (s *CollectionReportsScreen) RollRates(ctx context.Context, p ReportParams) (RollRates, error) {
	m, err := Month("month", p.Month, s.today().AddDate(0, 0, -s.today().Day()))
	if err != nil {
		return RollRates{}, err
	}
	stamp, err := report.SnapshotStamp(ctx, s.db)
	if err != nil {
		return RollRates{}, err
	}
	key := "roll-rates " + m.Format("2006-01")
	if v, ok := s.closed.get(stamp, key); ok {
		return v.(RollRates), nil
	}
	rows, ok, err := report.RollRates(ctx, s.db, m)
	if err != nil {
		return RollRates{}, err
	}
	end := m.AddDate(0, 1, -1)
	out := RollRates{Month: m.Format("2006-01"), From: m.AddDate(0, 0, -1).Format(time.DateOnly), To: end.Format(time.DateOnly), Ready: ok,
		Currency: s.market.Currency, Columns: report.RollTo, Rows: []RollRow{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, RollRow{From: r.From, Orders: r.Orders, Principal: r.Principal, To: r.To, ShareBP: r.ShareBP})
	}
	s.closed.put(stamp, key, out)
	return out, nil
}

// Vintages are the vintage curves.
func (s *CollectionReportsScreen) Vintages(ctx context.Context) (Vintages, error) {
	stamp, err := report.SnapshotStamp(ctx, s.db)
	if err != nil {
		return Vintages{}, err
	}
	if v, ok := s.closed.get(stamp, "vintages"); ok {
		return v.(Vintages), nil
	}
	vs, err := report.Vintages(ctx, s.db, s.market.Location())
	if err != nil {
		return Vintages{}, err
	}
	out := Vintages{Currency: s.market.Currency, Vintages: []Vintage{}}
	for _, v := range vs {
		x := Vintage{Month: v.Month, Disbursed: v.Disbursed, Points: []VintagePoint{}}
		for _, p := range v.Points {
			x.Points = append(x.Points, VintagePoint{MonthEnd: p.MonthEnd, MonthsOnBook: p.MonthsOnBook, Over30: p.Over30, ShareBP: p.ShareBP})
		}
		out.Vintages = append(out.Vintages, x)
	}
	s.closed.put(stamp, "vintages", out)
	return out, nil
}

// Efficiency is the collection efficiency of p's months.
func (s *CollectionReportsScreen) Efficiency(ctx context.Context, p ReportParams) (Efficiency, error) {
	ms, err := s.months(p)
	if err != nil {
		return Efficiency{}, err
	}
	rows, err := report.Efficiency(ctx, s.db, ms)
	out := Efficiency{Currency: s.market.Currency, Rows: []EfficiencyRow{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, EfficiencyRow{Month: r.Month, Received: r.Received, FellDue: r.FellDue, ShareBP: r.ShareBP})
	}
	return out, err
}

// Promises are the kept rates of p's months.
func (s *CollectionReportsScreen) Promises(ctx context.Context, p ReportParams) (PromiseRates, error) {
	ms, err := s.months(p)
	if err != nil {
		return PromiseRates{}, err
	}
	rows, err := report.PromiseRates(ctx, s.db, ms)
	out := PromiseRates{Currency: s.market.Currency, Rows: []PromiseRow{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, PromiseRow{Month: r.Month, Kept: r.Kept, Broken: r.Broken, KeptRateBP: r.KeptRateBP, KeptAmount: r.KeptAmount, BrokenAmount: r.BrokenAmount})
	}
	return out, err
}

// Collectors is each collector's activity from p.From to p.To (dates).
func (s *CollectionReportsScreen) Collectors(ctx context.Context, p ReportParams) (Collectors, error) {
	first, last, err := s.days.Period(p.From, p.To)
	if err != nil {
		return Collectors{}, err
	}
	from, to := s.days.span(first, last)
	rows, err := report.Collectors(ctx, s.db, from, to)
	out := Collectors{From: first.Format(time.DateOnly), To: last.Format(time.DateOnly), Currency: s.market.Currency, Rows: []CollectorRow{}}
	for _, r := range rows {
		out.Rows = append(out.Rows, CollectorRow{OperatorID: r.OperatorID, Name: r.Name, Calls: r.Calls, Visits: r.Visits, Texts: r.Texts, Reached: r.Reached,
			Promises: r.Promises, Kept: r.Kept, Broken: r.Broken, Recoveries: r.Recoveries, Payments: r.Payments})
	}
	return out, err
}

func (s *CollectionReportsScreen) sendCSV(c *httpapi.Call, name string, p ReportParams) (any, error) {
	// Compute first, so a bad parameter is a 400 and not a broken file.
	var buf writerBuffer
	if err := s.WriteCSV(c.Context(), &buf, name, p); err != nil {
		return nil, err
	}
	hd := c.Writer.Header()
	export.Attachment(hd, name+"-"+s.today().Format(time.DateOnly)+".csv")
	hd.Set("Cache-Control", "no-store")
	_, err := c.Writer.Write(buf.b)
	return nil, err
}

type writerBuffer struct{ b []byte }

func (w *writerBuffer) Write(p []byte) (int, error) { w.b = append(w.b, p...); return len(p), nil }

func bp(v int64) string { return fmt.Sprintf("%d.%02d", v/100, v%100) }

// WriteCSV writes collections report name (one of CollectionReports) with
// p to out, formula cells escaped (internal/export). Money is minor units,
// shares are percentages with two decimals.
func (s *CollectionReportsScreen) WriteCSV(ctx context.Context, out io.Writer, name string, p ReportParams) error {
	w := export.NewWriter(out)
	cur := s.market.Currency
	switch name {
	case "par":
		r, err := s.PAR(ctx, p)
		if err != nil {
			return err
		}
		_ = w.Write("date", "measure", "days_past_due_over", "orders", "currency", "principal_minor", "share_percent")
		_ = w.Write(r.Date, "outstanding", "", minor(r.Orders), cur, minor(r.Principal), "100.00")
		for _, l := range r.Lines {
			_ = w.Write(r.Date, l.Name, minor(l.Over), minor(l.Orders), cur, minor(l.Principal), bp(l.ShareBP))
		}
	case "roll-rates":
		r, err := s.RollRates(ctx, p)
		if err != nil {
			return err
		}
		_ = w.Write("from_month_end", "to_month_end", "from_bucket", "orders", "currency", "principal_minor", "to", "to_principal_minor", "share_percent")
		for _, row := range r.Rows {
			for i, col := range r.Columns {
				_ = w.Write(r.From, r.To, row.From, minor(row.Orders), cur, minor(row.Principal), col, minor(row.To[i]), bp(row.ShareBP[i]))
			}
		}
	case "vintage":
		r, err := s.Vintages(ctx)
		if err != nil {
			return err
		}
		_ = w.Write("vintage", "disbursed_minor", "month_end", "months_on_book", "currency", "over30_principal_minor", "share_percent")
		for _, v := range r.Vintages {
			for _, pt := range v.Points {
				_ = w.Write(v.Month, minor(v.Disbursed), pt.MonthEnd, strconv.Itoa(pt.MonthsOnBook), cur, minor(pt.Over30), bp(pt.ShareBP))
			}
		}
	case "efficiency":
		r, err := s.Efficiency(ctx, p)
		if err != nil {
			return err
		}
		_ = w.Write("month", "currency", "received_minor", "fell_due_minor", "efficiency_percent")
		for _, x := range r.Rows {
			_ = w.Write(x.Month, cur, minor(x.Received), minor(x.FellDue), bp(x.ShareBP))
		}
	case "promises":
		r, err := s.Promises(ctx, p)
		if err != nil {
			return err
		}
		_ = w.Write("month", "kept", "broken", "kept_rate_percent", "currency", "kept_amount_minor", "broken_amount_minor")
		for _, x := range r.Rows {
			_ = w.Write(x.Month, minor(x.Kept), minor(x.Broken), bp(x.KeptRateBP), cur, minor(x.KeptAmount), minor(x.BrokenAmount))
		}
	case "collectors":
		r, err := s.Collectors(ctx, p)
		if err != nil {
			return err
		}
		_ = w.Write("from", "to", "operator_id", "operator", "calls", "visits", "texts", "reached", "promises", "kept", "broken", "currency", "recoveries_minor", "payments")
		for _, x := range r.Rows {
			_ = w.Write(r.From, r.To, minor(x.OperatorID), x.Name, minor(x.Calls), minor(x.Visits), minor(x.Texts), minor(x.Reached),
				minor(x.Promises), minor(x.Kept), minor(x.Broken), cur, minor(x.Recoveries), minor(x.Payments))
		}
	default:
		return fmt.Errorf("console: no collections report %q", name)
	}
	return w.Flush()
}
