package console

import (
	"context"
	"io"
	"strconv"
	"time"

	"kwarta/internal/export"
	"kwarta/internal/httpapi"
	"kwarta/internal/ledger"
	"kwarta/internal/market"
	"kwarta/internal/report"
)

// The accounting screen's CSV files, one writer each, through
// internal/export (formula cells escaped); the console's downloads and
// `kwarta report …` write them alike. Money is in minor units.

// accountingCSV is one report's CSV file: dated (taken on one date: the
// trial balance, the aging) or of a period, and its writer.
type accountingCSV struct {
	dated bool
	write func(s *AccountingScreen, ctx context.Context, w *export.Writer, first, last time.Time) error
}

// CSVReports names every accounting CSV file.
var CSVReports = []string{"trial-balance", "journal", "income", "aging", "disbursements", "collections"}

var accountingCSVs = map[string]accountingCSV{
	"trial-balance": {dated: true, write: (*AccountingScreen).trialBalanceCSV},
	"journal":       {write: (*AccountingScreen).journalCSV},
	"income":        {write: (*AccountingScreen).incomeCSV},
	"aging":         {dated: true, write: (*AccountingScreen).agingCSV},
	"disbursements": {write: func(s *AccountingScreen, ctx context.Context, w *export.Writer, first, last time.Time) error {
		return s.registerCSV(ctx, w, report.Disbursements, first, last)
	}},
	"collections": {write: func(s *AccountingScreen, ctx context.Context, w *export.Writer, first, last time.Time) error {
		return s.registerCSV(ctx, w, report.Collections, first, last)
	}},
}

// Dated says whether report name is taken on one date (else over a period).
func Dated(name string) bool { return accountingCSVs[name].dated }

// CSVName is the file name of report name for first to last.
func CSVName(name string, first, last time.Time) string {
	if accountingCSVs[name].dated {
		return name + "-" + last.Format(time.DateOnly) + ".csv"
	}
	return name + "-" + first.Format(time.DateOnly) + "-to-" + last.Format(time.DateOnly) + ".csv"
}

// WriteCSV writes report name (one of CSVReports) for the calendar dates
// first to last (a dated report: on last) to out.
func (s *AccountingScreen) WriteCSV(ctx context.Context, out io.Writer, name string, first, last time.Time) error {
	w := export.NewWriter(out)
	if err := accountingCSVs[name].write(s, ctx, w, first, last); err != nil {
		return err
	}
	return w.Flush()
}

// csvHandler is the download of report name: its date or period from the
// query, then the file.
func (s *AccountingScreen) csvHandler(name string) httpapi.Handler {
	send := func(c *httpapi.Call, first, last time.Time) (any, error) {
		hd := c.Writer.Header()
		export.Attachment(hd, CSVName(name, first, last))
		hd.Set("Cache-Control", "no-store")
		return nil, s.WriteCSV(c.Context(), c.Writer, name, first, last)
	}
	if accountingCSVs[name].dated {
		return httpapi.Bind(func(c *httpapi.Call, p DateParams) (any, error) {
			d, err := s.Date(p.Date)
			if err != nil {
				return nil, err
			}
			return send(c, d, d)
		})
	}
	return httpapi.Bind(func(c *httpapi.Call, p DayRange) (any, error) {
		first, last, err := s.Period(p.From, p.To)
		if err != nil {
			return nil, err
		}
		return send(c, first, last)
	})
}

func minor(v int64) string { return strconv.FormatInt(v, 10) }

func (s *AccountingScreen) trialBalanceCSV(ctx context.Context, w *export.Writer, _, d time.Time) error {
	tb, err := s.TrialBalanceOn(ctx, d)
	if err != nil {
		return err
	}
	_ = w.Write("date", "account", "name", "kind", "currency", "debits_minor", "credits_minor", "balance_minor")
	for _, r := range tb.Rows {
		_ = w.Write(tb.Date, r.Code, r.Name, r.Kind, tb.Currency, minor(r.Debits), minor(r.Credits), minor(r.Balance))
	}
	return w.Write(tb.Date, "", "total", "", tb.Currency, minor(tb.Debits), minor(tb.Credits), minor(tb.Total))
}

func (s *AccountingScreen) journalCSV(ctx context.Context, w *export.Writer, first, last time.Time) error {
	postings, err := ledger.JournalAll(ctx, s.db, first, last)
	if err != nil {
		return err
	}
	lines, err := s.journalLines(ctx, postings)
	if err != nil {
		return err
	}
	_ = w.Write("date", "entry", "kind", "order", "account", "account_name", "currency", "debit_minor", "credit_minor", "memo")
	for _, l := range lines {
		_ = w.Write(l.Date, minor(l.EntryID), l.Kind, l.OrderNo, l.Account, l.AccountName, s.market.Currency, minor(l.Debit), minor(l.Credit), l.Memo)
	}
	return nil
}

func (s *AccountingScreen) incomeCSV(ctx context.Context, w *export.Writer, first, last time.Time) error {
	st, err := ledger.IncomeStatement(ctx, s.db, first, last)
	if err != nil {
		return err
	}
	_ = w.Write("from", "to", "account", "name", "kind", "currency", "amount_minor")
	for _, l := range st.Lines {
		_ = w.Write(st.From, st.To, l.Code, l.Name, l.Kind, s.market.Currency, minor(l.Amount))
	}
	for _, t := range []struct {
		name   string
		amount int64
	}{{"total income", st.Income}, {"total expenses", st.Expenses}, {"net income", st.Net}} {
		_ = w.Write(st.From, st.To, "", t.name, "", s.market.Currency, minor(t.amount))
	}
	return nil
}

func (s *AccountingScreen) agingCSV(ctx context.Context, w *export.Writer, _, d time.Time) error {
	rows, err := report.Aging(ctx, s.db, d)
	if err != nil {
		return err
	}
	_ = w.Write("date", "order", "borrower", "phone", "due_date", "days_past_due", "bucket", "currency",
		"principal_minor", "interest_minor", "fees_minor", "late_interest_minor", "penalty_minor", "total_minor")
	for _, r := range rows {
		_ = w.Write(d.Format(time.DateOnly), r.OrderNo, r.Borrower, market.LogPhone(r.Phone), r.DueDate, minor(r.DaysPastDue), r.Bucket, s.market.Currency,
			minor(r.Owed.Principal), minor(r.Owed.Interest), minor(r.Owed.Fees), minor(r.Owed.LateInterest), minor(r.Owed.Penalty), minor(r.Owed.Total()))
	}
	return nil
}

func (s *AccountingScreen) registerCSV(ctx context.Context, w *export.Writer, reg report.Register, first, last time.Time) error {
	from, to := s.span(first, last)
	rows, err := reg.All(ctx, s.db, from, to)
	if err != nil {
		return err
	}
	_ = w.Write("at", "order", "borrower", "phone", "channel", "reference", "purpose", "currency", "amount_minor")
	loc := s.market.Location()
	for _, r := range rows {
		l := registerLine(r)
		_ = w.Write(l.At.In(loc).Format(time.RFC3339), l.OrderNo, l.Borrower, l.Phone, l.Channel, l.Reference, l.Purpose, l.Currency, minor(l.Amount))
	}
	return nil
}
