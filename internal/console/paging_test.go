package console_test

import (
	"cmp"
	"context"
	"fmt"
	"kwarta/internal/account"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// seedPayoutQueue adds n orders waiting for their money (151, the
// withdrawal confirmed), each of its own borrower, copied from the demo
// world's first order, with principals and times that repeat (so the sorts
// need their tie-break).
func seedPayoutQueue(t *testing.T, db *store.DB, n int) {
	t.Helper()
	ctx := t.Context()
	var tmpl int64
	if err := db.QueryRow(ctx, `SELECT MIN(id) FROM orders`).Scan(&tmpl); err != nil {
		t.Fatal(err)
	}
	const base = int64(1793000000000) // 2026-10-26, Unix milliseconds
	err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		return seedIn(ctx, tx, tmpl, base, n)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func seedIn(ctx context.Context, tx *store.Tx, tmpl, base int64, n int) error {
	for i := range n {
		var uid int64
		if err := tx.QueryRow(ctx, `INSERT INTO users (phone, name, created_at) VALUES (?, ?, ?) RETURNING id`,
			fmt.Sprintf("+6391770%05d", i), fmt.Sprintf("Paging %03d", i), base).Scan(&uid); err != nil {
			return err
		}
		for _, w := range account.NameWords(fmt.Sprintf("Paging %03d", i)) { // as account.CreateUser writes them
			if _, err := tx.Exec(ctx, `INSERT INTO borrower_name_words (word, user_id) VALUES (?, ?)`, w, uid); err != nil {
				return err
			}
		}
		created := base + int64(i/3)*60000
		if _, err := tx.Exec(ctx, `INSERT INTO orders (order_no, user_id, product_id, status, principal, term_days, instalments, daily_rate_ppm,
			service_fee, extension_fee, extension_days, currency, market, plan, apr_bp, amount_due, created_at, updated_at, withdrawal_confirmed_at)
			SELECT ?, ?, product_id, 151, ?, term_days, instalments, daily_rate_ppm, service_fee, extension_fee, extension_days, currency, market,
			plan, apr_bp, ?, ?, ?, ? FROM orders WHERE id = ?`,
			fmt.Sprintf("KWP%05d", (i*7919)%100000), uid, int64(100000+(i%40)*1000), int64(200000+(i%40)*1000), created, created, created+1000, tmpl); err != nil {
			return err
		}
	}
	return nil
}

// queued is an order of the payout queue as the test expects it sorted.
type queued struct {
	id, created, principal int64
	no                     string
}

// walk reads a list a page at a time with form, following next, and
// returns the rows' ids, checking the total on every page.
func walk(t *testing.T, env *servertest.Env, op operator, path string, form url.Values, wantTotal int) []int64 {
	t.Helper()
	var ids []int64
	cursor := ""
	for pages := 0; ; pages++ {
		if pages > 50 {
			t.Fatalf("%s %v: no last page", path, form)
		}
		q := url.Values{}
		for k, v := range form {
			q[k] = v
		}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		r := op.call(t, env, "GET", path, q)
		var p struct {
			Rows []struct {
				ID int64 `json:"id"`
			} `json:"rows"`
			Total int    `json:"total"`
			Next  string `json:"next"`
		}
		if r.Status != http.StatusOK {
			t.Fatalf("%s %v: %d %s", path, q, r.Status, r.Body)
		}
		r.Decode(t, &p)
		if p.Total != wantTotal {
			t.Fatalf("%s %v: total %d, want %d", path, q, p.Total, wantTotal)
		}
		for _, row := range p.Rows {
			ids = append(ids, row.ID)
		}
		if p.Next == "" {
			return ids
		}
		cursor = p.Next
	}
}

// TestConsole_Paging: a 250-order payout queue read 37 at a time in every
// sort, both ways, gives every order exactly once in the sort's order
// (ties by id) and the total on every page; wrong limits, sorts and
// cursors are refused in the envelope; the other lists page the same way.
func TestConsole_Paging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		fin := enrol(t, env, "fe", console.Finance)
		admin := enrol(t, env, "ana", console.Admin)
		seedPayoutQueue(t, db, 250)

		rows, err := db.Query(ctx, `SELECT id, created_at, principal, order_no FROM orders WHERE status = 151 AND withdrawal_confirmed_at > 0`)
		if err != nil {
			t.Fatal(err)
		}
		var all []queued
		for rows.Next() {
			var q queued
			if err := rows.Scan(&q.id, &q.created, &q.principal, &q.no); err != nil {
				t.Fatal(err)
			}
			all = append(all, q)
		}
		rows.Close()
		if len(all) < 250 {
			t.Fatalf("the queue holds %d orders", len(all))
		}
		keys := map[string]func(a, b queued) int{
			"created":   func(a, b queued) int { return cmp.Compare(a.created, b.created) },
			"principal": func(a, b queued) int { return cmp.Compare(a.principal, b.principal) },
			"orderNo":   func(a, b queued) int { return cmp.Compare(a.no, b.no) },
		}
		for key, by := range keys {
			for _, desc := range []bool{false, true} {
				sort := key
				if desc {
					sort = "-" + key
				}
				want := slices.Clone(all)
				slices.SortFunc(want, func(a, b queued) int {
					c := cmp.Or(by(a, b), cmp.Compare(a.id, b.id))
					if desc {
						return -c
					}
					return c
				})
				var wantIDs []int64
				for _, q := range want {
					wantIDs = append(wantIDs, q.id)
				}
				got := walk(t, env, fin, "/admin/api/orders", url.Values{"queue": {"payout"}, "limit": {"37"}, "sort": {sort}}, len(all))
				if !slices.Equal(got, wantIDs) {
					t.Errorf("sort %s: %d rows, not in the expected order (first %v, want %v)", sort, len(got), got[:min(5, len(got))], wantIDs[:5])
				}
			}
		}
		// The default: the newest first, 50 a page.
		r := fin.call(t, env, "GET", "/admin/api/orders", url.Values{"queue": {"payout"}})
		var first struct {
			Rows []console.OrderRow `json:"rows"`
			Next string             `json:"next"`
		}
		r.Decode(t, &first)
		if len(first.Rows) != 50 || first.Next == "" || first.Rows[0].CreatedAt.Before(first.Rows[49].CreatedAt) || first.Rows[0].Queue != "payout" {
			t.Errorf("the default page: %d rows, next %q", len(first.Rows), first.Next)
		}
		// The review queue holds none of them.
		if r := fin.call(t, env, "GET", "/admin/api/orders", url.Values{"queue": {"review"}}); strings.Contains(r.Body, "KWP") {
			t.Errorf("the review queue shows payout orders: %s", r.Body)
		}

		for _, c := range []struct {
			form  url.Values
			field string
		}{
			{url.Values{"limit": {"0"}}, "limit"},
			{url.Values{"limit": {"201"}}, "limit"},
			{url.Values{"limit": {"-3"}}, "limit"},
			{url.Values{"limit": {"ten"}}, "limit"},
			{url.Values{"sort": {"phone"}}, "sort"},
			{url.Values{"sort": {"--created"}}, "sort"},
			{url.Values{"cursor": {"not a cursor"}}, "cursor"},
			{url.Values{"cursor": {"eyJrIjoiLWNyZWF0ZWQiLCJ2IjoieCIsImkiOjF9"}}, "cursor"}, // {"k":"-created","v":"x","i":1}: a text where a number goes
			{url.Values{"cursor": {first.Next}, "sort": {"principal"}}, "cursor"},          // another order's cursor
			{url.Values{"queue": {"later"}}, "queue"},
		} {
			r := fin.call(t, env, "GET", "/admin/api/orders", c.form)
			if r.Status != http.StatusBadRequest || r.Code != "100400" || r.Success || r.Fields[c.field] == "" {
				t.Errorf("%v: %d %s", c.form, r.Status, r.Body)
			}
		}

		// The other lists page the same way: the borrowers, the audit log
		// (walked back through the 250 borrowers' views below), operators.
		var borrowers int
		if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM users WHERE name LIKE 'Paging%'`).Scan(&borrowers); err != nil {
			t.Fatal(err)
		}
		for _, sort := range []string{"name", "-name", "orders", "-created"} {
			got := walk(t, env, fin, "/admin/api/borrowers", url.Values{"q": {"paging"}, "limit": {"60"}, "sort": {sort}}, borrowers)
			if len(got) != borrowers || len(uniq(got)) != borrowers {
				t.Errorf("borrowers by %s: %d rows, %d distinct", sort, len(got), len(uniq(got)))
			}
		}
		ops := walk(t, env, admin, "/admin/api/operators", url.Values{"limit": {"1"}, "sort": {"-name"}}, 2)
		if len(ops) != 2 || ops[0] == ops[1] {
			t.Errorf("operators a row a page: %v", ops)
		}
		if r := fin.call(t, env, "GET", "/admin/api/audit", nil); r.Status != http.StatusForbidden {
			t.Errorf("finance reads the audit log: %d", r.Status)
		}
	})
}

func uniq(ids []int64) map[int64]bool {
	m := map[int64]bool{}
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// TestConsole_BulkDisburse: a bulk disbursement proposes each order as
// the one-order call does, each proposal audited; an order that is not
// waiting is refused with its reason and does not stop the others; the
// proposals page in the queue; a role without the permission gets 403,
// and more than 200 orders are refused.
func TestConsole_BulkDisburse(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		rev := enrol(t, env, "rita", console.Reviewer)
		admin := enrol(t, env, "ana", console.Admin)
		seedPayoutQueue(t, db, 5)
		nos := []string{"KWP00000", "KWP07919", "kwp15838", "KWNOPE", "KWP23757"}

		r := fin.call(t, env, "POST", "/admin/api/orders/disburse-bulk", url.Values{"orderNos": {strings.Join(nos, ", ")}})
		var got []console.BulkDisbursed
		r.Decode(t, &got)
		if r.Status != http.StatusOK || len(got) != 5 {
			t.Fatalf("bulk: %d %s", r.Status, r.Body)
		}
		for i, g := range got {
			want := strings.ToUpper(nos[i])
			if g.OrderNo != want {
				t.Errorf("outcome %d is %s's, want %s's", i, g.OrderNo, want)
			}
			if want == "KWNOPE" {
				if g.OK || g.Message == "" || g.Disbursed != nil {
					t.Errorf("an unknown order: %+v", g)
				}
				continue
			}
			if !g.OK || g.Message != console.ProposalState || g.Disbursed == nil || g.Disbursed.Proposal == nil {
				t.Errorf("%s: %+v", want, g)
				continue
			}
			if lines := actions(t, env, admin, "order", want); !slices.Equal(lines, []string{"fe propose:disburse"}) {
				t.Errorf("%s's audit lines: %v", want, lines)
			}
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals WHERE kind = 'disburse' AND state = 'pending'`); n != 4 {
			t.Errorf("%d proposals, want one per order", n)
		}
		// Again: each is already proposed, refused on its own.
		r = fin.call(t, env, "POST", "/admin/api/orders/disburse-bulk", url.Values{"orderNos": {"KWP00000,KWP07919"}})
		got = nil
		r.Decode(t, &got)
		if len(got) != 2 || got[0].OK || got[1].OK || got[0].Message == "" {
			t.Errorf("proposed twice: %s", r.Body)
		}
		// The second operator's queue, two a page.
		queue := walk(t, env, fio, "/admin/api/approvals", url.Values{"limit": {"2"}}, 4)
		if len(queue) != 4 || len(uniq(queue)) != 4 || !slices.IsSorted(queue) {
			t.Errorf("the queue, oldest first: %v", queue)
		}
		if r := rev.call(t, env, "POST", "/admin/api/orders/disburse-bulk", url.Values{"orderNos": {"KWP31676"}}); r.Status != http.StatusForbidden {
			t.Errorf("a reviewer disburses: %d %s", r.Status, r.Body)
		}
		many := make([]string, 201)
		for i := range many {
			many[i] = "KW" + strconv.Itoa(i)
		}
		if r := fin.call(t, env, "POST", "/admin/api/orders/disburse-bulk", url.Values{"orderNos": {strings.Join(many, ",")}}); r.Status != http.StatusBadRequest || r.Fields["orderNos"] == "" {
			t.Errorf("201 orders: %d %s", r.Status, r.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM proposals`); n != 4 {
			t.Errorf("%d proposals after the refusals", n)
		}
	})
}
