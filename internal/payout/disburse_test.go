package payout_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// countingSender is the sandbox counting what it is asked: sends per
// transfer key, and how many of them paid; slow widens the race window.
type countingSender struct {
	payout.Sandbox
	mu    sync.Mutex
	sends map[string]int
	paid  map[string]int
	keys  []string
	slow  time.Duration
}

func newCounting() *countingSender {
	return &countingSender{sends: map[string]int{}, paid: map[string]int{}}
}

func (c *countingSender) Send(ctx context.Context, t payout.Transfer) (payout.Sent, error) {
	time.Sleep(c.slow)
	sent, err := c.Sandbox.Send(ctx, t)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sends[t.Key]++
	c.keys = append(c.keys, t.Key)
	if err == nil && sent.Status == payout.Succeeded {
		c.paid[t.Key]++
	}
	return sent, err
}

// readyToDisburse binds A's account (number) and withdraws order 85: 151, confirmed.
func readyToDisburse(t *testing.T, env *servertest.Env, number string) {
	t.Helper()
	for _, rq := range []servertest.Request{
		post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm(number)),
		post("/v3/loan-details/withdraw", demo.SessionA, form("orderId", "85")),
	} {
		if got := env.Do(t, rq); got.Status != 200 {
			t.Fatalf("%s: %s", rq.Path, got.Body)
		}
	}
}

func orderStatus(t *testing.T, db *store.DB, id int64) loan.Status {
	t.Helper()
	var s int
	if err := db.QueryRow(t.Context(), `SELECT status FROM orders WHERE id = ?`, id).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return loan.Status(s)
}

// Twenty operators press disburse at once: the money goes out once, under
// the order's one key, and the order is 170 once.
func TestDisburse_ConcurrentRetriesPayOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		sender := newCounting()
		sender.slow = 20 * time.Millisecond
		env.App.Payout = env.App.Payout.WithSender(sender)
		readyToDisburse(t, env, "09171234567")
		const callers = 20
		var (
			wg      sync.WaitGroup
			mu      sync.Mutex
			results []payout.Result
			busy    int
			others  []error
		)
		start := make(chan struct{})
		for i := 0; i < callers; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				r, err := env.App.Payout.Disburse(context.Background(), "85", "operator:ana")
				mu.Lock()
				defer mu.Unlock()
				var fe *fault.Error
				switch {
				case err == nil:
					results = append(results, r)
				case errors.As(err, &fe) && fe.Code == fault.CodeConflict:
					busy++
				default:
					others = append(others, err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if len(others) > 0 {
			t.Fatalf("unexpected errors: %v", others)
		}
		if len(results) == 0 {
			t.Fatal("no caller saw the payout succeed")
		}
		if len(results)+busy != callers {
			t.Errorf("%d succeeded + %d busy, want %d answers", len(results), busy, callers)
		}
		key := "PO" + results[0].OrderNo
		if len(sender.sends) != 1 || sender.sends[key] != 1 || sender.paid[key] != 1 {
			t.Errorf("sends per key = %v, paid = %v; want one send of %s", sender.sends, sender.paid, key)
		}
		for _, r := range results {
			if r.State != payout.StateSucceeded || r.Reference != payout.SandboxReference(key) || r.Status != loan.StatusRepaying {
				t.Errorf("result = %+v", r)
			}
		}
		if got := orderStatus(t, db, 85); got != loan.StatusRepaying {
			t.Errorf("order 85 is %d, want 170", got)
		}
		var disbursals int
		if err := db.QueryRow(t.Context(), `SELECT COUNT(*) FROM order_events WHERE order_id = 85 AND event = ?`, string(loan.EventDisburse)).Scan(&disbursals); err != nil || disbursals != 1 {
			t.Errorf("%d disburse events (%v), want 1", disbursals, err)
		}
		// And again, later: the paid order answers its payout, sends nothing.
		r, err := env.App.Payout.Disburse(t.Context(), results[0].OrderNo, "operator:ben")
		if err != nil || r.State != payout.StateSucceeded || sender.sends[key] != 1 {
			t.Errorf("disburse after paid: %+v, %v, %d sends", r, err, sender.sends[key])
		}
	})
}

// A refused payout leaves the order at 151 with the reason; the borrower
// sees "Check your account", changes the account from the order, and the
// retry pays: 170.
func TestDisburse_FailedThenChangeAccountThenRetry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		sender := newCounting()
		env.App.Payout = env.App.Payout.WithSender(sender)
		readyToDisburse(t, env, "09171230000") // ends in 0000: the sandbox refuses it
		r, err := env.App.Payout.Disburse(t.Context(), "85", "operator:ana")
		if err != nil || r.State != payout.StateFailed || r.Reason != payout.ReasonNoAccount || r.Status != loan.StatusProcessing {
			t.Fatalf("first disburse = %+v, %v", r, err)
		}
		if got := orderStatus(t, db, 85); got != loan.StatusProcessing {
			t.Fatalf("order 85 is %d after a refused payout, want 151", got)
		}
		details := post("/v3/loan-details/loan-details", demo.SessionA, form("orderId", "85"))
		env.Run(t, []servertest.Case{
			{Name: "AsksToCheckTheAccount", Req: details, WantStatus: 200,
				WantBody: []string{`"orderStatus":151`, `"cardNeedPop":1`, `"cardPopTitle":"Check your account"`, `The receiving account does not exist`}},
			{Name: "BSeesNothingOfIt", Req: post("/v3/loan-details/loan-details", demo.SessionB, form("orderId", "85")), WantStatus: 404},
			{Name: "ChangeTheAccount", Req: post("/v3/bind-card/bind-card-change", demo.SessionA, gcashForm("09171234567", "orderId", "85")),
				WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 4567"`}},
			{Name: "NoLongerAsks", Req: details, WantStatus: 200, WantBody: []string{`"orderStatus":151`, `"cardNeedPop":0`}},
		})
		r, err = env.App.Payout.Disburse(t.Context(), "85", "operator:ana")
		if err != nil || r.State != payout.StateSucceeded || r.Status != loan.StatusRepaying || r.Attempts != 2 {
			t.Fatalf("retry = %+v, %v", r, err)
		}
		key := "PO" + r.OrderNo
		// The refused transfer is closed at the provider; the retry goes as the key's second round.
		if strings.Join(sender.keys, ",") != key+","+key+"-2" || sender.paid[key+"-2"] != 1 || sender.paid[key] != 0 {
			t.Errorf("sent %v, paid %v", sender.keys, sender.paid)
		}
		env.Run(t, []servertest.Case{
			{Name: "Disbursed", Req: details, WantStatus: 200, WantBody: []string{`"orderStatus":170`, `"cardNeedPop":0`}},
			{Name: "TooLateToChange", Req: post("/v3/bind-card/bind-card-change", demo.SessionA, gcashForm("09171234568", "orderId", "85")), WantStatus: 409},
		})
		o, history, err := env.App.Loans.Lookup(t.Context(), "85")
		if err != nil || o.Status != loan.StatusRepaying {
			t.Fatal(o.Status, err)
		}
		last := history[len(history)-1]
		if last.Event != loan.EventDisburse || last.Actor != "operator:ana" || last.Note != "payout sandbox "+payout.SandboxReference(key+"-2") {
			t.Errorf("history's disbursement: %+v", last)
		}
		h, _ := env.App.Payout.HistoryOf(t.Context(), db, borrowerA)
		var events []string
		for _, e := range h {
			events = append(events, e.Event)
		}
		if got := strings.Join(events, ","); got != "bound,default,payout_sent,payout_failed,bound,default,order_account,payout_sent,payout_ok" {
			t.Errorf("payout history: %s", got)
		}
	})
}

// A provider that does not answer: the claim is released (failed, not
// declined: the borrower is not asked about the account) and the retry
// sends the same key again.
func TestDisburse_ChannelDownThenRetrySameKey(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env := servertest.New(t, db)
	down := true
	sender := newCounting()
	sender.Fail = func(payout.Transfer) (string, error) {
		if down {
			return "", errors.New("connection refused")
		}
		return "", nil
	}
	env.App.Payout = env.App.Payout.WithSender(sender)
	readyToDisburse(t, env, "09171234567")
	_, err := env.App.Payout.Disburse(t.Context(), "85", "operator:ana")
	if !isCode(err, fault.CodePaymentUnavailable) {
		t.Fatalf("channel down: %v", err)
	}
	if strings.Contains(err.Error(), "connection refused") || !strings.Contains(env.Log.String(), "connection refused") {
		t.Errorf("the cause must be logged, not shown: %v", err)
	}
	got := env.Do(t, post("/v3/loan-details/loan-details", demo.SessionA, form("orderId", "85")))
	if !strings.Contains(got.Body, `"cardNeedPop":0`) {
		t.Errorf("a channel outage asks the borrower about the account: %s", got.Body)
	}
	down = false
	r, err := env.App.Payout.Disburse(t.Context(), "85", "operator:ana")
	if err != nil || r.State != payout.StateSucceeded {
		t.Fatalf("retry: %+v %v", r, err)
	}
	if len(sender.sends) != 1 || sender.sends["PO"+r.OrderNo] != 2 {
		t.Errorf("sends = %v; want the same key twice", sender.sends)
	}
}

func TestDisburse_Refusals(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	env := servertest.New(t, db)
	ctx := t.Context()
	for ref, want := range map[string]fault.Code{
		"87":             fault.CodeConflict, // under review
		"85":             fault.CodeConflict, // approved, not withdrawn
		"83":             fault.CodeConflict, // already disbursed, not through a payout
		"KW000000000000": fault.CodeNotFound,
	} {
		if _, err := env.App.Payout.Disburse(ctx, ref, "operator:ana"); !isCode(err, want) {
			t.Errorf("disburse %s: %v, want %s", ref, err, want)
		}
	}
	// Withdrawn without an account (before this rule, or the account
	// removed since): refused with 800007, nothing sent.
	if _, err := db.Exec(ctx, `UPDATE orders SET status = 151, withdrawal_confirmed_at = 1 WHERE id = 85`); err != nil {
		t.Fatal(err)
	}
	sender := newCounting()
	env.App.Payout = env.App.Payout.WithSender(sender)
	if _, err := env.App.Payout.Disburse(ctx, "85", "operator:ana"); !isCode(err, fault.CodeNoPayoutAccount) {
		t.Errorf("no account: %v", err)
	}
	if len(sender.sends) != 0 {
		t.Errorf("sent %v", sender.sends)
	}
}
