package report

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"text/tabwriter"

	"kwarta/internal/store"
)

// FunnelRow is one template and utm_tag's way from visit to registration.
type FunnelRow struct {
	TemplateID    int64
	TemplateName  string
	UtmTag        string
	Visits        int64
	Clicks        int64
	SMSSent       int64
	Registrations int64
}

type funnelKey struct {
	id  int64
	utm string
}

// AllTime is the widest range Funnel reads.
var AllTime = [2]int64{0, math.MaxInt64}

// Funnel counts, per template and utm_tag, landing visits, apply taps,
// registration SMS codes sent to real numbers (test numbers and sends the
// gateway refused do not count) and registrations, each made from
// span[0] (Unix milliseconds, included) to span[1] (excluded).
func Funnel(ctx context.Context, q store.Querier, span [2]int64) ([]FunnelRow, error) {
	rows := map[funnelKey]*FunnelRow{}
	get := func(k funnelKey) *FunnelRow {
		if rows[k] == nil {
			rows[k] = &FunnelRow{TemplateID: k.id, UtmTag: k.utm}
		}
		return rows[k]
	}
	counts := []struct {
		query string
		add   func(r *FunnelRow, n int64)
	}{
		{`SELECT template_id, utm_tag, COUNT(*) FROM promo_events WHERE kind = 'visit' AND created_at >= ? AND created_at < ? GROUP BY template_id, utm_tag`, func(r *FunnelRow, n int64) { r.Visits = n }},
		{`SELECT template_id, utm_tag, COUNT(*) FROM promo_events WHERE kind = 'click' AND created_at >= ? AND created_at < ? GROUP BY template_id, utm_tag`, func(r *FunnelRow, n int64) { r.Clicks = n }},
		// Only SMS that really went out to real numbers: not test numbers, not gateway failures.
		{`SELECT template_id, utm_tag, COUNT(*) FROM otp_codes WHERE purpose = 'register' AND test_number = 0 AND failed = 0 AND created_at >= ? AND created_at < ? GROUP BY template_id, utm_tag`, func(r *FunnelRow, n int64) { r.SMSSent = n }},
		{`SELECT template_id, utm_tag, COUNT(*) FROM registrations WHERE channel = 'landing' AND created_at >= ? AND created_at < ? GROUP BY template_id, utm_tag`, func(r *FunnelRow, n int64) { r.Registrations = n }},
	}
	for _, c := range counts {
		if err := scanCounts(ctx, q, c.query, span, func(k funnelKey, n int64) { c.add(get(k), n) }); err != nil {
			return nil, err
		}
	}
	names := map[int64]string{}
	nameRows, err := q.Query(ctx, `SELECT id, name FROM promo_templates`)
	if err != nil {
		return nil, err
	}
	defer nameRows.Close()
	for nameRows.Next() {
		var (
			id   int64
			name string
		)
		if err := nameRows.Scan(&id, &name); err != nil {
			return nil, err
		}
		names[id] = name
	}
	if err := nameRows.Err(); err != nil {
		return nil, err
	}
	out := make([]FunnelRow, 0, len(rows))
	for _, r := range rows {
		r.TemplateName = names[r.TemplateID]
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].TemplateID != out[j].TemplateID {
			return out[i].TemplateID < out[j].TemplateID
		}
		return out[i].UtmTag < out[j].UtmTag
	})
	return out, nil
}

func scanCounts(ctx context.Context, q store.Querier, query string, span [2]int64, add func(funnelKey, int64)) error {
	rows, err := q.Query(ctx, query, span[0], span[1])
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			k funnelKey
			n int64
		)
		if err := rows.Scan(&k.id, &k.utm, &n); err != nil {
			return err
		}
		add(k, n)
	}
	return rows.Err()
}

// WriteFunnel prints the funnel as an aligned table.
func WriteFunnel(w io.Writer, rows []FunnelRow) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TEMPLATE\tNAME\tUTM_TAG\tVISITS\tCLICKS\tSMS_SENT\tREGISTRATIONS")
	for _, r := range rows {
		name, utm := r.TemplateName, r.UtmTag
		if r.TemplateID == 0 {
			name = "(no template)"
		}
		if name == "" {
			name = "(deleted)"
		}
		if utm == "" {
			utm = "-"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%d\t%d\t%d\n", r.TemplateID, name, utm, r.Visits, r.Clicks, r.SMSSent, r.Registrations)
	}
	if len(rows) == 0 {
		fmt.Fprintln(tw, "(no visits yet)")
	}
	return tw.Flush()
}
