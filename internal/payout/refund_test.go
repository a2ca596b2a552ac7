package payout_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/payout"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// heldRefund binds A's account (number) and records, as an approval
// would, the refund of ₱1,000.00 held on A's order 81 (txn "HELD-1").
func heldRefund(t *testing.T, env *servertest.Env, svc *payout.Service, number string) payout.Refund {
	t.Helper()
	if got := env.Do(t, post("/v3/bind-card/bind-card-new", demo.SessionA, gcashForm(number))); got.Status != 200 {
		t.Fatalf("bind: %s", got.Body)
	}
	var userID int64
	if err := env.DB.QueryRow(t.Context(), `SELECT user_id FROM orders WHERE id = 81`).Scan(&userID); err != nil {
		t.Fatal(err)
	}
	var r payout.Refund
	err := env.DB.InTx(t.Context(), func(ctx context.Context, tx *store.Tx) error {
		var err error
		r, err = svc.NewRefund(ctx, tx, payout.Held{Source: "HELD-1", OrderID: 81, UserID: userID, Amount: 100000, Currency: "PHP"}, 0, "fio")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A refund is sent under its own key ("RF" + txn), pays once however often
// it is sent, and posts once; a refusal posts nothing and a retry goes
// under the key's next round, on the same row.
func TestRefund_SendOnceRetryAfterRefusal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		sender := newCounting()
		refuse := true
		sender.Fail = func(payout.Transfer) (string, error) {
			if refuse {
				return "The receiving account is closed", nil
			}
			return "", nil
		}
		svc := env.App.Payout.WithSender(sender)
		r := heldRefund(t, env, svc, "09171234567")
		if r.State != payout.StateNew || r.Account != "GCash •••• 4567" {
			t.Fatalf("the new refund: %+v", r)
		}
		entries := func() int {
			return storetest.Count(t, db, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'refund-payout'`)
		}
		got, err := svc.SendRefund(t.Context(), "HELD-1", "fio")
		if err != nil || got.State != payout.StateFailed || !strings.Contains(got.Reason, "closed") || entries() != 0 {
			t.Fatalf("refused: %+v %v, %d entries", got, err, entries())
		}
		// The provider pays but its answer is lost: released, nothing
		// posted, and the retry sends the same key (the provider reports
		// the first transfer).
		refuse = false
		sender.Fail = func(payout.Transfer) (string, error) {
			sender.Fail = nil
			return "", errors.New("connection reset")
		}
		if got, err = svc.SendRefund(t.Context(), "HELD-1", "fio"); err == nil || got.State != payout.StateFailed || entries() != 0 {
			t.Fatalf("the lost answer: %+v %v, %d entries", got, err, entries())
		}
		got, err = svc.SendRefund(t.Context(), "HELD-1", "fio")
		if err != nil || got.State != payout.StateSucceeded || entries() != 1 {
			t.Fatalf("the retry: %+v %v, %d entries", got, err, entries())
		}
		// Paid: sent again, it answers the refund and sends nothing.
		again, err := svc.SendRefund(t.Context(), "HELD-1", "fio")
		if err != nil || again.State != payout.StateSucceeded || again.Reference != got.Reference {
			t.Fatalf("answered again: %+v %v", again, err)
		}
		if strings.Join(sender.keys, " ") != "RFHELD-1 RFHELD-1-2 RFHELD-1-2" || entries() != 1 {
			t.Errorf("the keys sent: %v; %d entries", sender.keys, entries())
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM refunds WHERE source = 'HELD-1' AND state = 'succeeded' AND key_round = 1 AND attempts = 3`); n != 1 {
			t.Errorf("the row after the retries")
		}
	})
}
