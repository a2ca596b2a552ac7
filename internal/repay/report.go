package repay

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// ChannelTotal is one channel's payments on a day.
type ChannelTotal struct {
	Channel  string
	Payments int64
	Amount   int64 // minor units
}

// Unmatched is money or a postback an operator must look at: a code kept
// for review (a wrong amount, money the order could not take), or a
// postback refused as forged or for an unknown transaction.
type Unmatched struct {
	At      time.Time
	TxnID   string
	RefNo   string
	Outcome string
	Detail  string
}

// DayReport is `kwarta report payments`: the day's payments per channel,
// everything unmatched that no operator has resolved, and the day's
// resolutions (the console's Payments screen).
type DayReport struct {
	Day       time.Time
	Totals    []ChannelTotal
	Unmatched []Unmatched
	Resolved  []Resolution
}

// Report reads the payments received on day (a calendar day in loc).
func Report(ctx context.Context, db *store.DB, day time.Time, loc *time.Location) (DayReport, error) {
	start := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	from, to := store.Millis(start), store.Millis(start.AddDate(0, 0, 1))
	r := DayReport{Day: start}
	rows, err := db.Query(ctx, `SELECT channel, COUNT(*), SUM(amount) FROM payments WHERE received_at >= ? AND received_at < ? AND moved_from = 0
		GROUP BY channel ORDER BY channel`, from, to)
	if err != nil {
		return r, err
	}
	for rows.Next() {
		var t ChannelTotal
		if err := rows.Scan(&t.Channel, &t.Payments, &t.Amount); err != nil {
			rows.Close()
			return r, err
		}
		r.Totals = append(r.Totals, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return r, err
	}
	rows, err = db.Query(ctx, `SELECT closed_at, txn_id, ref_no, 'review', note FROM pay_codes WHERE state = ? AND closed_at >= ? AND closed_at < ?
		UNION ALL SELECT received_at, txn_id, ref_no, outcome, status FROM provider_events WHERE outcome IN (?, ?) AND received_at >= ? AND received_at < ?
			AND txn_id NOT IN (SELECT txn_id FROM payment_resolutions)
		ORDER BY 1`, stateReview, from, to, OutcomeForged, OutcomeUnknown, from, to)
	if err != nil {
		return r, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			u  Unmatched
			at int64
		)
		if err := rows.Scan(&at, &u.TxnID, &u.RefNo, &u.Outcome, &u.Detail); err != nil {
			return r, err
		}
		u.At = store.Time(at)
		r.Unmatched = append(r.Unmatched, u)
	}
	if err := rows.Err(); err != nil {
		return r, err
	}
	r.Resolved, err = resolutions(ctx, db, `WHERE r.at >= ? AND r.at < ? ORDER BY r.at, r.id`, from, to)
	return r, err
}

// Write prints the report as two tables.
func (r DayReport) Write(w io.Writer, loc *time.Location) error {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "payments on %s\n", r.Day.Format("2006-01-02"))
	fmt.Fprintln(tw, "CHANNEL\tPAYMENTS\tAMOUNT")
	var n, total int64
	for _, t := range r.Totals {
		fmt.Fprintf(tw, "%s\t%d\t%s\n", t.Channel, t.Payments, payment.FormatAmount(t.Amount))
		n, total = n+t.Payments, total+t.Amount
	}
	fmt.Fprintf(tw, "total\t%d\t%s\n", n, payment.FormatAmount(total))
	fmt.Fprintf(tw, "\nunmatched: %d\n", len(r.Unmatched))
	if len(r.Unmatched) > 0 {
		fmt.Fprintln(tw, "AT\tTXNID\tREFNO\tOUTCOME\tDETAIL")
		for _, u := range r.Unmatched {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", u.At.In(loc).Format("15:04:05"), u.TxnID, u.RefNo, u.Outcome, u.Detail)
		}
	}
	fmt.Fprintf(tw, "\nresolved: %d\n", len(r.Resolved))
	if len(r.Resolved) > 0 {
		fmt.Fprintln(tw, "AT\tTXNID\tACTION\tORDER\tAMOUNT\tOPERATOR\tNOTE")
		for _, x := range r.Resolved {
			action := x.Action
			if x.CreditedAs != "" {
				action += " (" + x.CreditedAs + ")"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", x.At.In(loc).Format("15:04:05"), x.TxnID, action, x.OrderNo,
				payment.FormatAmount(x.Amount), x.Operator, x.Note)
		}
	}
	return tw.Flush()
}
