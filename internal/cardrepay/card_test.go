package cardrepay_test

import (
	"context"
	"errors"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kwarta/internal/cardrepay"
	"kwarta/internal/demo"
	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// smsBox is an SMS gateway that keeps every message (or refuses them all
// while fail is set).
type smsBox struct {
	mu   sync.Mutex
	msgs []string
	fail error
}

func (b *smsBox) Send(_ context.Context, _ string, text string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fail != nil {
		return b.fail
	}
	b.msgs = append(b.msgs, text)
	return nil
}

var codeInSMS = regexp.MustCompile(`is (\d{6})\.`)

// lastCode is the code of the last message sent.
func (b *smsBox) lastCode(t *testing.T) string {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.msgs) == 0 {
		t.Fatal("no SMS was sent")
	}
	m := codeInSMS.FindStringSubmatch(b.msgs[len(b.msgs)-1])
	if m == nil {
		t.Fatalf("no code in %q", b.msgs[len(b.msgs)-1])
	}
	return m[1]
}

func (b *smsBox) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.msgs)
}

// countingDebiter counts the debits that reach the payment channel.
type countingDebiter struct {
	payment.Debiter
	n atomic.Int64
}

func (c *countingDebiter) Debit(ctx context.Context, d payment.Debit) (payment.Debited, error) {
	c.n.Add(1)
	return c.Debiter.Debit(ctx, d)
}

// cardEnv is a server with the demo world whose card repayment sends its
// SMS to box and whose debits are counted.
type cardEnv struct {
	*servertest.Env
	box    *smsBox
	debits *countingDebiter
}

func newCardEnv(t *testing.T, db *store.DB) cardEnv {
	t.Helper()
	box := &smsBox{}
	var debits *countingDebiter
	e := servertest.NewWith(t, db, func(a *server.App) {
		deps := a.CardRepayDeps()
		if deps.Debiter == nil {
			t.Fatal("the sandbox payment channel gives no Debiter")
		}
		debits = &countingDebiter{Debiter: deps.Debiter}
		deps.SMS, deps.Debiter = box, debits
		a.CardRepay = cardrepay.New(deps)
	})
	return cardEnv{Env: e, box: box, debits: debits}
}

func (e cardEnv) order(t *testing.T, id int64) loan.Order {
	t.Helper()
	o, err := loan.OrderByID(context.Background(), e.DB, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// bind adds a GCash account for a borrower through bind-card-new and
// returns its id.
func (e cardEnv) bind(t *testing.T, session, number string) int64 {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/v3/bind-card/bind-card-new", Session: session, Form: url.Values{
		"product_id": {"2"}, "card_type": {"1"}, "channel": {"90006"}, "gcash_no": {number}, "city": {"Metro Manila / Quezon City"}, "payday": {"15"},
	}})
	var d struct {
		AccountID int64 `json:"accountId"`
	}
	if got.Status != 200 {
		t.Fatalf("bind-card-new %s: %d %s", number, got.Status, got.Body)
	}
	got.Decode(t, &d)
	if d.AccountID == 0 {
		t.Fatalf("bind-card-new answered no account id: %s", got.Body)
	}
	return d.AccountID
}

func (e cardEnv) way(t *testing.T, session string, orderID int64) (servertest.Response, cardrepay.RepaymentWay) {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-way", Session: session,
		Form: url.Values{"orderId": {itoa(orderID)}}})
	var w cardrepay.RepaymentWay
	if got.Status == 200 {
		got.Decode(t, &w)
	}
	return got, w
}

func commitForm(w cardrepay.RepaymentWay, cardID int64) url.Values {
	return url.Values{"orderId": {itoa(w.OrderID)}, "amount": {itoa(w.Amount)}, "cardId": {itoa(cardID)}, "repayToken": {w.RepayToken},
		"sendMsg": {"1"}, "bankName": {"GCash"}, "cardNo": {"•••• 4567"}, "bankCode": {"90006"}, "couponId": {""}}
}

func (e cardEnv) commit(t *testing.T, session string, form url.Values) (servertest.Response, cardrepay.CardCommitted) {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-commit", Session: session, Form: form})
	var c cardrepay.CardCommitted
	if got.Status == 200 {
		got.Decode(t, &c)
	}
	return got, c
}

func (e cardEnv) confirm(t *testing.T, session string, orderID, recordID int64, code string) (servertest.Response, cardrepay.CardConfirmed) {
	t.Helper()
	got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-confirm", Session: session,
		Form: url.Values{"orderId": {itoa(orderID)}, "repaymentRecordId": {itoa(recordID)}, "verifyCode": {code}}})
	var c cardrepay.CardConfirmed
	if got.Status == 200 {
		got.Decode(t, &c)
	}
	return got, c
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// wrongCode is a code that is not code.
func wrongCode(code string) string {
	if code == "000000" {
		return "000001"
	}
	return "000000"
}

func TestCard_PaysWhatIsDueAndCredits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		before := e.order(t, 81)
		got, w := e.way(t, demo.SessionA, 81)
		if got.Status != 200 {
			t.Fatalf("repayment-way: %d %s", got.Status, got.Body)
		}
		if w.Amount != e.App.Loans.DueNow(&before) || w.Amount <= 0 || w.RepayToken == "" || w.Alipay != 1 || w.UserID == 0 {
			t.Errorf("way = %+v", w)
		}
		if len(w.BankCards) != 1 || w.BankCards[0].ID != cardID || w.BankCards[0].CardNo != "•••• 4567" ||
			w.BankCards[0].BankName != "GCash" || w.BankCards[0].BankCode != "90006" || strings.Contains(got.Body, "09171234567") {
			t.Errorf("bank cards = %+v (the number must never be sent in clear)", w.BankCards)
		}

		got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 200 || c.NeedValid != 1 || c.RepaymentRecordID == 0 || c.RepayToken == "" || c.RepayToken == w.RepayToken {
			t.Fatalf("repayment-commit: %d %s", got.Status, got.Body)
		}
		code := e.box.lastCode(t)
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM card_repayments WHERE code_hash LIKE ?`, "%"+code+"%"); n != 0 {
			t.Error("the code is stored in clear")
		}
		// The second tap with the same token: do not pay twice.
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID)); got.Status != 409 || got.Code != string(fault.CodePaidTwice) ||
			got.Message != "do not submit the payment twice" {
			t.Errorf("the token again: %d %s", got.Status, got.Body)
		}

		got, done := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code)
		if got.Status != 200 || done.State != "paid" || done.Paid != w.Amount || done.PaymentID == 0 || !strings.HasPrefix(done.RefNo, "SBD") {
			t.Fatalf("repayment-confirm: %d %s", got.Status, got.Body)
		}
		after := e.order(t, 81)
		if paid := after.TotalPaid() - before.TotalPaid(); paid != w.Amount {
			t.Errorf("credited %d, want %d", paid, w.Amount)
		}
		// Order 81 was overdue (180): paying what was due moves it as a postback would.
		if after.Status == before.Status || int(after.Status) != done.Status || (after.Status != loan.StatusRepaying && after.Status != loan.StatusDue) {
			t.Errorf("status %d → %d (answered %d)", before.Status, after.Status, done.Status)
		}
		if e.debits.n.Load() != 1 {
			t.Errorf("debits = %d, want 1", e.debits.n.Load())
		}
		// The payment history and the receipt show it like any other payment.
		list := e.Do(t, servertest.Request{Method: "GET", Path: "/v3/repay/payments", Session: demo.SessionA, Query: url.Values{"orderId": {"81"}}})
		var receipts []repay.Receipt
		list.Decode(t, &receipts)
		if len(receipts) != 1 || receipts[0].ID != done.PaymentID || receipts[0].Amount != w.Amount || receipts[0].RefNo != done.RefNo ||
			receipts[0].Channel != "GCash •••• 4567" || receipts[0].Purpose != "due" || len(receipts[0].Applied) == 0 {
			t.Errorf("payments = %s", list.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM provider_events WHERE source = 'debit' AND outcome = ?`, repay.OutcomeCredited); n != 1 {
			t.Errorf("ledger debit events = %d, want 1", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE state = 'paid' AND gateway = 'sandbox' AND channel = '90006'`); n != 1 {
			t.Errorf("paid card pay codes = %d, want 1", n)
		}
		// The books hold: the money is GCash's (90006) in transit, though
		// the payment is shown as "GCash •••• 4567".
		today := e.App.Loans.Calendar().Today()
		if problems, err := ledger.Check(t.Context(), db, loan.BooksOf(e.App.Loans), repay.InTransit, today, today); err != nil || len(problems) > 0 {
			t.Errorf("ledger check after the debit: %v %v", err, problems)
		}
		// The same code again: the payment is made.
		if got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code); got.Code != string(fault.CodePaidTwice) {
			t.Errorf("confirm again: %d %s", got.Status, got.Body)
		}
	})
}

func TestCard_Declined(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09170000000") // the sandbox declines an account ending 0000
		before := e.order(t, 82)
		_, w := e.way(t, demo.SessionA, 82)
		_, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
		got, _ := e.confirm(t, demo.SessionA, 82, c.RepaymentRecordID, e.box.lastCode(t))
		if got.Status != 409 || got.Code != string(fault.CodeDebitDeclined) || !strings.Contains(got.Message, payment.ReasonInsufficientFunds) ||
			!strings.Contains(got.Message, "•••• 0000") {
			t.Fatalf("declined: %d %s", got.Status, got.Body)
		}
		after := e.order(t, 82)
		if after.TotalPaid() != before.TotalPaid() || after.Status != before.Status {
			t.Errorf("a declined debit changed the order: %+v → %+v", before.Status, after.Status)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = 82`); n != 0 {
			t.Errorf("payments = %d", n)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM card_repayments WHERE state = 'declined' AND note LIKE '%Insufficient%'`); n != 1 {
			t.Errorf("declined records = %d", n)
		}
		// Another try may start at once with the fresh token.
		w.RepayToken = c.RepayToken
		e.Clock.Advance(cardrepay.CardSMSCooldown)
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID)); got.Status != 200 {
			t.Errorf("a new commit after a decline: %d %s", got.Status, got.Body)
		}
	})
}

func TestCard_BOLA(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardA := e.bind(t, demo.SessionA, "09171234567")
		cardB := e.bind(t, demo.SessionB, "09179876543")
		_, w := e.way(t, demo.SessionA, 81)

		// B asks for A's order.
		if got, _ := e.way(t, demo.SessionB, 81); got.Status != 404 {
			t.Errorf("B's repayment-way on A's order: %d %s", got.Status, got.Body)
		}
		// B commits on A's order, with A's token and card.
		if got, _ := e.commit(t, demo.SessionB, commitForm(w, cardA)); got.Status != 404 {
			t.Errorf("B commits on A's order: %d %s", got.Status, got.Body)
		}
		// A pays from B's account.
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardB)); got.Status != 404 {
			t.Errorf("A pays from B's account: %d %s", got.Status, got.Body)
		}
		if e.box.count() != 0 {
			t.Errorf("%d SMS sent for refused commits", e.box.count())
		}
		// Nothing above took A's token.
		got, c := e.commit(t, demo.SessionA, commitForm(w, cardA))
		if got.Status != 200 {
			t.Fatalf("A's own commit: %d %s", got.Status, got.Body)
		}
		code := e.box.lastCode(t)
		// B confirms A's record (with the right code), on A's order or not.
		for _, order := range []int64{81, 82} {
			if got, _ := e.confirm(t, demo.SessionB, order, c.RepaymentRecordID, code); got.Status != 404 {
				t.Errorf("B confirms A's record on order %d: %d %s", order, got.Status, got.Body)
			}
		}
		// A's record under another of A's orders.
		if got, _ := e.confirm(t, demo.SessionA, 82, c.RepaymentRecordID, code); got.Status != 404 {
			t.Errorf("A's record under order 82: %d %s", got.Status, got.Body)
		}
		// The pay page: B with A's user id, A with B's.
		huichao := func(session string, userID int64) servertest.Response {
			return e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-huichao", Session: session,
				Form: url.Values{"userId": {itoa(userID)}, "orderId": {"81"}, "amount": {itoa(w.Amount)}}})
		}
		if got := huichao(demo.SessionB, w.UserID); got.Status != 403 {
			t.Errorf("B's huichao with A's userId: %d %s", got.Status, got.Body)
		}
		if got := huichao(demo.SessionA, w.UserID+1000); got.Status != 403 {
			t.Errorf("A's huichao with another userId: %d %s", got.Status, got.Body)
		}
		if e.debits.n.Load() != 0 {
			t.Errorf("debits = %d", e.debits.n.Load())
		}
		// A still pays.
		if got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code); got.Status != 200 {
			t.Errorf("A's confirm: %d %s", got.Status, got.Body)
		}
	})
}

func TestCard_PayPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		_, w := e.way(t, demo.SessionA, 81)
		got := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-huichao", Session: demo.SessionA,
			Form: url.Values{"userId": {itoa(w.UserID)}, "orderId": {"81"}, "amount": {itoa(w.Amount)}}})
		var p cardrepay.PayPage
		if got.Status == 200 {
			got.Decode(t, &p)
		}
		if got.Status != 200 || !strings.HasPrefix(p.URL, payment.SandboxPagePath) || !strings.Contains(p.URL, "sessionId=demo-a") {
			t.Fatalf("huichao: %d %s", got.Status, got.Body)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM pay_codes WHERE order_id = 81 AND state = 'open' AND channel = 'GCSH'`); n != 1 {
			t.Errorf("open GCash codes = %d, want 1 (the default channel's)", n)
		}
		wrong := e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-huichao", Session: demo.SessionA,
			Form: url.Values{"userId": {itoa(w.UserID)}, "orderId": {"81"}, "amount": {"1"}}})
		if wrong.Status != 400 || wrong.Fields["amount"] == "" {
			t.Errorf("a made-up amount: %d %s", wrong.Status, wrong.Body)
		}
	})
}

func TestCard_Refusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		_, w := e.way(t, demo.SessionA, 81)
		for _, tc := range []struct {
			name, field, value string
		}{
			{"another amount", "amount", itoa(w.Amount + 100)},
			{"no SMS", "sendMsg", "0"},
			{"a coupon", "couponId", "7"},
			{"another bank", "bankCode", "90007"},
			{"a made-up token", "repayToken", "nope"},
		} {
			f := commitForm(w, cardID)
			f.Set(tc.field, tc.value)
			if got, _ := e.commit(t, demo.SessionA, f); got.Status != 400 || got.Fields[tc.field] == "" {
				t.Errorf("%s: %d %s", tc.name, got.Status, got.Body)
			}
		}
		// A's token for order 81 does not pay order 82.
		f := commitForm(w, cardID)
		f.Set("orderId", "82")
		_, w82 := e.way(t, demo.SessionA, 82)
		f.Set("amount", itoa(w82.Amount))
		if got, _ := e.commit(t, demo.SessionA, f); got.Status != 400 || got.Fields["repayToken"] == "" {
			t.Errorf("81's token on 82: %d %s", got.Status, got.Body)
		}
		// Orders that take no payment.
		for _, id := range []int64{86, 85} {
			if got, _ := e.way(t, demo.SessionA, id); got.Status != 409 {
				t.Errorf("order %d: %d %s", id, got.Status, got.Body)
			}
		}
		// An SMS the gateway refuses gives everything back: the same token works again.
		e.box.fail = errors.New("gateway down")
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID)); got.Status != 503 || got.Code != string(fault.CodeSMSFailed) {
			t.Fatalf("SMS refused: %d %s", got.Status, got.Body)
		}
		e.box.fail = nil
		got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 200 {
			t.Fatalf("the same token after a failed SMS: %d %s", got.Status, got.Body)
		}
		// One code a minute.
		w.RepayToken = c.RepayToken
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID)); got.Status != 429 || !strings.Contains(got.Message, "wait") {
			t.Errorf("a second code at once: %d %s", got.Status, got.Body)
		}
		// The token was not taken by the refused commit; a minute later it
		// sends a new code, and the older code stops working.
		old := e.box.lastCode(t)
		e.Clock.Advance(cardrepay.CardSMSCooldown)
		got, c2 := e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 200 {
			t.Fatalf("a code a minute later: %d %s", got.Status, got.Body)
		}
		if got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, old); got.Code != string(fault.CodeWrongOTP) {
			t.Errorf("the replaced code: %d %s", got.Status, got.Body)
		}
		if got, _ := e.confirm(t, demo.SessionA, 81, c2.RepaymentRecordID, e.box.lastCode(t)); got.Status != 200 {
			t.Errorf("the newer code: %d %s", got.Status, got.Body)
		}
	})
}

func TestCard_CodeLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		_, w := e.way(t, demo.SessionA, 81)

		t.Run("FiveTries", func(t *testing.T) {
			_, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
			code := e.box.lastCode(t)
			for i := 1; i <= cardrepay.CardCodeTries; i++ {
				got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, wrongCode(code))
				if got.Status != 400 || got.Code != string(fault.CodeWrongOTP) || !strings.HasPrefix(got.Message, "wrong verification code") {
					t.Fatalf("wrong try %d: %d %s", i, got.Status, got.Body)
				}
				if left := cardrepay.CardCodeTries - i; left > 0 && !strings.Contains(got.Message, strconv.Itoa(left)+" tries left") {
					t.Errorf("wrong try %d: %q does not say %d tries are left", i, got.Message, left)
				}
			}
			got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code)
			if got.Code != string(fault.CodeWrongOTP) || !strings.Contains(got.Message, "too many") {
				t.Errorf("the right code after 5 wrong tries: %d %s", got.Status, got.Body)
			}
			if n := storetest.Count(t, db, `SELECT attempts FROM card_repayments WHERE id = ?`, c.RepaymentRecordID); n != cardrepay.CardCodeTries {
				t.Errorf("attempts = %d", n)
			}
			w.RepayToken = c.RepayToken
		})
		t.Run("FiveMinutes", func(t *testing.T) {
			e.Clock.Advance(cardrepay.CardSMSCooldown)
			_, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
			code := e.box.lastCode(t)
			e.Clock.Advance(cardrepay.CardCodeTTL)
			got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code)
			if got.Code != string(fault.CodeWrongOTP) || !strings.Contains(got.Message, "expired") {
				t.Errorf("the right code after 5 minutes: %d %s", got.Status, got.Body)
			}
			// A second before the end it still works.
			w.RepayToken = c.RepayToken
			_, c = e.commit(t, demo.SessionA, commitForm(w, cardID))
			code = e.box.lastCode(t)
			e.Clock.Advance(cardrepay.CardCodeTTL - time.Second)
			if got, _ := e.confirm(t, demo.SessionA, 81, c.RepaymentRecordID, code); got.Status != 200 {
				t.Errorf("the right code at 4:59: %d %s", got.Status, got.Body)
			}
		})
		if e.debits.n.Load() != 1 {
			t.Errorf("debits = %d, want 1", e.debits.n.Load())
		}
	})
}

// TestCard_Race: 50 concurrent commits with one token make exactly one
// card repayment; 50 concurrent confirms of it make exactly one debit.
func TestCard_Race(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		before := e.order(t, 81)
		_, w := e.way(t, demo.SessionA, 81)
		const n = 50
		run := func(do func() servertest.Response) map[string]int {
			var (
				wg  sync.WaitGroup
				mu  sync.Mutex
				out = map[string]int{}
			)
			for i := 0; i < n; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					got := do()
					mu.Lock()
					out[strconv.Itoa(got.Status)+" "+got.Code]++
					mu.Unlock()
				}()
			}
			wg.Wait()
			return out
		}
		var (
			recMu    sync.Mutex
			recordID int64
		)
		commits := run(func() servertest.Response {
			got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
			if got.Status == 200 {
				recMu.Lock()
				recordID = c.RepaymentRecordID
				recMu.Unlock()
			}
			return got
		})
		if commits["200 00"] != 1 || commits["409 "+string(fault.CodePaidTwice)] != n-1 {
			t.Fatalf("commits = %v, want one 200 and %d × 800005", commits, n-1)
		}
		if got := storetest.Count(t, db, `SELECT COUNT(*) FROM card_repayments WHERE order_id = 81`); got != 1 {
			t.Errorf("card repayments = %d, want 1", got)
		}
		if e.box.count() != 1 {
			t.Errorf("SMS sent = %d, want 1", e.box.count())
		}
		code := e.box.lastCode(t)
		confirms := run(func() servertest.Response {
			got, _ := e.confirm(t, demo.SessionA, 81, recordID, code)
			return got
		})
		if confirms["200 00"] != 1 || confirms["409 "+string(fault.CodePaidTwice)] != n-1 {
			t.Errorf("confirms = %v, want one 200 and %d × 800005", confirms, n-1)
		}
		if got := e.debits.n.Load(); got != 1 {
			t.Errorf("debits = %d, want 1", got)
		}
		if got := storetest.Count(t, db, `SELECT COUNT(*) FROM payments WHERE order_id = 81`); got != 1 {
			t.Errorf("payments = %d, want 1", got)
		}
		after := e.order(t, 81)
		if paid := after.TotalPaid() - before.TotalPaid(); paid != w.Amount {
			t.Errorf("credited %d, want %d", paid, w.Amount)
		}
	})
}

func TestCard_TokensDropped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		e.way(t, demo.SessionA, 81)
		if _, err := e.App.CardRepay.DropTokens(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM card_repay_tokens`); n != 1 {
			t.Fatalf("tokens = %d, want the fresh one kept", n)
		}
		e.Clock.Advance(25 * time.Hour)
		if _, err := e.App.CardRepay.DropTokens(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM card_repay_tokens`); n != 0 {
			t.Errorf("tokens = %d after a day, want 0", n)
		}
	})
}

// TestCard_WaitLeft: the server says how long is left of the minute
// between two codes, in data (waitSeconds), not only in the message: on
// repayment-way (a page opened again, or after Cancel) and on a refused
// commit (110429). It falls as the clock moves and is 0 at the minute's
// end, when a code is sent again.
func TestCard_WaitLeft(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		cooldown := int(cardrepay.CardSMSCooldown / time.Second)

		wayWait := func(t *testing.T) (cardrepay.RepaymentWay, int) {
			t.Helper()
			got, w := e.way(t, demo.SessionA, 81)
			if got.Status != 200 {
				t.Fatalf("repayment-way: %d %s", got.Status, got.Body)
			}
			var raw map[string]any
			got.Decode(t, &raw)
			if _, ok := raw["waitSeconds"]; !ok {
				t.Fatalf("repayment-way carries no waitSeconds: %s", got.Body)
			}
			return w, w.WaitSeconds
		}
		refusedWait := func(t *testing.T, got servertest.Response) int {
			t.Helper()
			if got.Status != 429 || got.Code != string(fault.CodeSMSLimit) {
				t.Fatalf("a code within the minute: %d %s", got.Status, got.Body)
			}
			var d cardrepay.SMSWait
			got.Decode(t, &d)
			if d.WaitSeconds <= 0 {
				t.Fatalf("the refusal carries no wait: %s", got.Body)
			}
			if !strings.Contains(got.Message, "wait "+strconv.Itoa(d.WaitSeconds)+" seconds") {
				t.Errorf("the message %q and the data (%d s) disagree", got.Message, d.WaitSeconds)
			}
			return d.WaitSeconds
		}

		// No code yet: no wait, and the countdown is still the whole minute.
		w, wait := wayWait(t)
		if wait != 0 || w.Countdown != cooldown {
			t.Fatalf("before any code: waitSeconds %d, countdown %d", wait, w.Countdown)
		}
		got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 200 || c.Countdown != cooldown {
			t.Fatalf("repayment-commit: %d %s", got.Status, got.Body)
		}
		// The page opened again at once: the whole minute is left.
		if _, wait := wayWait(t); wait != cooldown {
			t.Errorf("right after the code: waitSeconds %d, want %d", wait, cooldown)
		}
		// Cancel, 5 s later, and a new tap: refused with the 55 s left.
		e.Clock.Advance(5 * time.Second)
		w.RepayToken = c.RepayToken
		if left := refusedWait(t, e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-commit",
			Session: demo.SessionA, Form: commitForm(w, cardID)})); left != cooldown-5 {
			t.Errorf("5 s after the code: the refusal's waitSeconds %d, want %d", left, cooldown-5)
		}
		if _, wait := wayWait(t); wait != cooldown-5 {
			t.Errorf("5 s after the code: waitSeconds %d, want %d", wait, cooldown-5)
		}
		// Half a second more rounds up: the page never offers a code early.
		e.Clock.Advance(30*time.Second + 500*time.Millisecond)
		if _, wait := wayWait(t); wait != cooldown-35 {
			t.Errorf("35.5 s after the code: waitSeconds %d, want %d", wait, cooldown-35)
		}
		if left := refusedWait(t, e.Do(t, servertest.Request{Method: "POST", Path: "/legacy/repayment/repayment-commit",
			Session: demo.SessionA, Form: commitForm(w, cardID)})); left != cooldown-35 {
			t.Errorf("35.5 s after the code: the refusal's waitSeconds %d, want %d", left, cooldown-35)
		}
		// The minute's last half second.
		e.Clock.Advance(24 * time.Second)
		if _, wait := wayWait(t); wait != 1 {
			t.Errorf("59.5 s after the code: waitSeconds %d, want 1", wait)
		}
		// The minute over: no wait, and the refused commits did not take the token.
		e.Clock.Advance(500 * time.Millisecond)
		if _, wait := wayWait(t); wait != 0 {
			t.Errorf("a minute after the code: waitSeconds %d, want 0", wait)
		}
		got, c = e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 200 {
			t.Fatalf("a code a minute later: %d %s", got.Status, got.Body)
		}
		if _, wait := wayWait(t); wait != cooldown {
			t.Errorf("right after the second code: waitSeconds %d, want %d", wait, cooldown)
		}
		// The minute is the borrower's, whichever order: another of A's
		// orders waits as long.
		if got, w82 := e.way(t, demo.SessionA, 82); got.Status != 200 || w82.WaitSeconds != cooldown {
			t.Errorf("order 82 right after order 81's code: %d waitSeconds %d, want %d", got.Status, w82.WaitSeconds, cooldown)
		}

		// A code whose SMS failed is given back: no wait is left.
		e.Clock.Advance(cardrepay.CardSMSCooldown)
		w.RepayToken = c.RepayToken
		e.box.fail = errors.New("gateway down")
		if got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID)); got.Code != string(fault.CodeSMSFailed) {
			t.Fatalf("SMS refused: %d %s", got.Status, got.Body)
		}
		e.box.fail = nil
		if _, wait := wayWait(t); wait != 0 {
			t.Errorf("after a failed SMS: waitSeconds %d, want 0", wait)
		}
	})
}

// TestCard_DailyLimitCarriesNoWait: the day's limit is no countdown; its
// refusal says so in words and carries no waitSeconds.
func TestCard_DailyLimitCarriesNoWait(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newCardEnv(t, db)
		cardID := e.bind(t, demo.SessionA, "09171234567")
		_, w := e.way(t, demo.SessionA, 81)
		for i := 0; i < cardrepay.CardSMSDaily; i++ {
			got, c := e.commit(t, demo.SessionA, commitForm(w, cardID))
			if got.Status != 200 {
				t.Fatalf("code %d: %d %s", i+1, got.Status, got.Body)
			}
			w.RepayToken = c.RepayToken
			e.Clock.Advance(cardrepay.CardSMSCooldown)
		}
		got, _ := e.commit(t, demo.SessionA, commitForm(w, cardID))
		if got.Status != 429 || got.Code != string(fault.CodeSMSLimit) || !strings.Contains(got.Message, "tomorrow") {
			t.Fatalf("code %d: %d %s", cardrepay.CardSMSDaily+1, got.Status, got.Body)
		}
		if d := strings.TrimSpace(string(got.Data)); d != "" && d != "null" {
			t.Errorf("the daily limit's refusal carries data %s", d)
		}
	})
}
