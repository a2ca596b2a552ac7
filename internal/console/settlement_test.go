package console_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestSettlement_Import: three payments of borrower A's order 81 through
// the sandbox, and a settlement file with the first at its amount (less a
// fee), the second at another amount and a line of no payment of ours,
// without the third. Through the real router: each outcome, the posting
// of the match (cash in transit to the bank and the fee), the books hold;
// the same file again posts nothing; the match in another file is
// "settled before"; the queue pages and each line resolves once with a
// note, audited; bad files are 400s and save nothing; one file sent twice
// at once is imported once; reviewer and support are refused.
func TestSettlement_Import(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		_, rev, fe, _, sup := staff(t, env)
		txns := make([]string, 3)
		for i, amount := range []int64{50000, 60000, 70000} {
			pays(t, env, 81, 2, amount)
			if err := db.QueryRow(ctx, `SELECT c.txn_id FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id ORDER BY p.id DESC LIMIT 1`).Scan(&txns[i]); err != nil {
				t.Fatal(err)
			}
		}
		booksHold(t, env, "paid")
		day := env.Clock.Now().In(env.App.Config.Market.Location()).Format(time.DateOnly)
		const header = "refNo,refDate,merchantId,txnId,amount,currency,description,status,procId,settleDate,fee\n"
		line := func(txn, amount, fee string) string {
			return "R-" + txn + "," + day + " 10:00:00,KWARTA," + txn + "," + amount + ",PHP,repayment,S,GCSH," + day + "," + fee + "\n"
		}
		file := header + line(txns[0], "500.00", "15.00") + line(txns[1], "601.00", "0") + line("NOT-OURS-1", "99.50", "")
		balances := func() map[string]int64 {
			rows, err := ledger.TrialBalance(ctx, db, env.App.Loans.Calendar().Today())
			if err != nil {
				t.Fatal(err)
			}
			out := map[string]int64{}
			for _, r := range rows {
				out[r.Code] = r.Balance
			}
			return out
		}
		entries := func() (n int64) {
			if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM journal_entries WHERE kind = ?`, ledger.KindSettlement).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		audits := func(action, object string) int {
			return storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE action = ? AND object_type = ?`, action, object)
		}
		before := balances()
		imp := func(op operator, body string) (servertest.Response, repay.SettlementFile) {
			t.Helper()
			r := op.upload(t, env, "/admin/api/payments/settlements", "file", nil, []byte(body))
			var f repay.SettlementFile
			if r.Status == http.StatusOK {
				r.Decode(t, &f)
			}
			return r, f
		}

		r, f := imp(fe, file)
		if r.Status != http.StatusOK || f.Again || f.Lines != 3 || f.Matched != 1 || f.Differ != 1 || f.MissingHere != 1 || f.MissingProvider < 1 ||
			f.Settled != 50000 || f.Fees != 1500 || f.Operator != "fe" {
			t.Fatalf("import: %d %s", r.Status, r.Body)
		}
		after := balances()
		moved := func(code string) int64 { return after[code] - before[code] }
		if moved(ledger.CashAtBank) != 48500 || moved(ledger.ChannelFees) != 1500 || moved(ledger.CashInTransitOf("GCSH")) != -50000 {
			t.Errorf("the settlement posted bank %d, fees %d, GCash in transit %d; want 48500, 1500, -50000",
				moved(ledger.CashAtBank), moved(ledger.ChannelFees), moved(ledger.CashInTransitOf("GCSH")))
		}
		booksHold(t, env, "settled")
		if entries() != 1 {
			t.Fatalf("%d settlement entries, want 1", entries())
		}

		// The queue, one line a page: the outcomes by transaction.
		queue := allPages[repay.SettlementItem](t, env, fe, "/admin/api/payments/settlements/queue", url.Values{"file": {itoa(f.ID)}}, 1)
		got := map[string]repay.SettlementItem{}
		for _, it := range queue {
			got[it.TxnID] = it
		}
		// Each line of a payment of ours names its order and channel (the
		// screen's), a line missing here none.
		var orderNo string
		if err := db.QueryRow(ctx, `SELECT order_no FROM orders WHERE id = 81`).Scan(&orderNo); err != nil {
			t.Fatal(err)
		}
		if it := got[txns[1]]; it.Outcome != repay.OutcomeDiffer || it.Amount != 60100 || it.Ours != 60000 || it.OrderNo != orderNo || it.Channel != "GCSH" {
			t.Errorf("the differing line: %+v", it)
		}
		if it := got["NOT-OURS-1"]; it.Outcome != repay.OutcomeMissingHere || it.Amount != 9950 || it.OrderNo != "" || it.Channel != "" {
			t.Errorf("the line missing here: %+v", it)
		}
		if it := got[txns[2]]; it.Outcome != repay.OutcomeMissingProvider || it.Ours != 70000 || it.LineNo != 0 || it.OrderNo != orderNo || it.Channel != "GCSH" {
			t.Errorf("the payment missing at the provider: %+v", it)
		}
		if _, ok := got[txns[0]]; ok || int64(len(queue)) != f.Differ+f.MissingHere+f.MissingProvider {
			t.Errorf("the queue: %+v", queue)
		}

		// The same file again: nothing saved or posted.
		if r, again := imp(fe, file); r.Status != http.StatusOK || !again.Again || again.ID != f.ID || entries() != 1 {
			t.Errorf("the same file again: %d %s", r.Status, r.Body)
		}
		// The matched line in another file: settled before, nothing posted.
		if r, other := imp(fe, header+line(txns[0], "500.00", "15.00")+line(txns[2], "700", "")); r.Status != http.StatusOK ||
			other.Duplicate != 1 || other.Matched != 1 || entries() != 2 {
			t.Errorf("another file: %d %s", r.Status, r.Body)
		}
		booksHold(t, env, "settled twice")

		// Resolving a line with a note: once, audited; it leaves the queue.
		id := got["NOT-OURS-1"].ID
		res := fe.call(t, env, "POST", "/admin/api/payments/settlements/resolve", url.Values{"id": {itoa(id)}, "note": {"not our merchant id; told Dragonpay"}})
		var done repay.SettlementItem
		res.Decode(t, &done)
		if res.Status != http.StatusOK || done.ResolvedAt == nil || done.ResolvedBy != "fe" || audits("resolve", "settlement-line") != 1 {
			t.Errorf("resolve: %d %s", res.Status, res.Body)
		}
		if r := fe.call(t, env, "POST", "/admin/api/payments/settlements/resolve", url.Values{"id": {itoa(id)}, "note": {"again"}}); r.Status != http.StatusConflict {
			t.Errorf("resolving twice: %d %s", r.Status, r.Body)
		}
		resolved := allPages[repay.SettlementItem](t, env, fe, "/admin/api/payments/settlements/queue", url.Values{"resolved": {"1"}}, 50)
		if len(resolved) != 1 || resolved[0].Note != "not our merchant id; told Dragonpay" {
			t.Errorf("the resolved lines: %+v", resolved)
		}
		if audits("import", "settlement") != 2 || entries() != 2 {
			t.Errorf("imports audited %d, entries %d", audits("import", "settlement"), entries())
		}
		files := allPages[repay.SettlementFile](t, env, fe, "/admin/api/payments/settlements", url.Values{}, 1)
		if len(files) != 2 {
			t.Errorf("the files: %+v", files)
		}

		// Bad files: a 400 naming the file, and nothing saved.
		for name, body := range map[string]string{
			"wrong header": "ref,date,amount\nA,2026-01-01,1.00\n",
			"bad amount":   header + line("NOT-OURS-2", "1.234", ""),
			"negative":     header + line("NOT-OURS-2", "-5.00", ""),
			"bad date":     strings.Replace(header+line("NOT-OURS-2", "5.00", ""), day+" 10", "yesterday 10", 1),
			"not settled":  strings.Replace(header+line("NOT-OURS-2", "5.00", ""), ",S,", ",P,", 1),
			"no lines":     header,
			"oversized":    header + strings.Repeat(line("NOT-OURS-3", "5.00", ""), 2<<20/60+1),
		} {
			r, _ := imp(fe, body)
			if r.Status != http.StatusBadRequest || !strings.Contains(r.Body, "file") {
				t.Errorf("%s: %d %.300s", name, r.Status, r.Body)
			}
		}
		var n int64
		if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM settlement_files`).Scan(&n); err != nil || n != 2 {
			t.Errorf("%d files saved after the bad ones (%v), want 2", n, err)
		}

		// One new file imported by two calls at once: the second, which
		// waits on the first's row of the file, is a 409 once the first
		// commits (PostgreSQL; SQLite's one writer makes it wait and answer
		// the first import again), never a 500; the file is saved once.
		race := []byte(header + line("NOT-OURS-4", "7.00", ""))
		started, release, first, second := make(chan struct{}), make(chan struct{}), make(chan error, 1), make(chan error, 1)
		go func() {
			first <- db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
				_, err := env.App.Repay.ImportSettlement(ctx, tx, "race.csv", race, "fe")
				close(started)
				<-release
				return err
			})
		}()
		<-started
		go func() {
			second <- db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
				_, err := env.App.Repay.ImportSettlement(ctx, tx, "race.csv", race, "fe")
				return err
			})
		}()
		time.Sleep(300 * time.Millisecond) // the second call reaches the file's row and waits
		close(release)
		if err := <-first; err != nil {
			t.Fatal(err)
		}
		err := <-second
		var fe2 *fault.Error
		conflict := errors.As(err, &fe2) && fe2.Code == fault.CodeConflict
		if want := db.Dialect() == store.Postgres; want != conflict || (!want && err != nil) {
			t.Errorf("the same file twice at once (%s): %v", db.Dialect(), err)
		}
		if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM settlement_files`).Scan(&n); err != nil || n != 3 {
			t.Errorf("%d files after the race (%v), want 3", n, err)
		}

		for _, op := range []operator{rev, sup} {
			if r, _ := imp(op, file); r.Status != http.StatusForbidden {
				t.Errorf("%s imports: %d", op.name, r.Status)
			}
			if r := op.call(t, env, "GET", "/admin/api/payments/settlements/queue", nil); r.Status != http.StatusForbidden {
				t.Errorf("%s reads the queue: %d", op.name, r.Status)
			}
		}
	})
}
