// Package ledger keeps the books: a chart of accounts, and a journal of
// balanced entries, one for every money event, posted in the event's own
// transaction (docs/ACCOUNTING.md). It owns ledger_accounts,
// journal_entries, ledger_postings and ledger_runs. Amounts are integer
// minor units (centavos); a posting's amount is positive for a debit and
// negative for a credit, and an entry's postings sum to zero, which the
// database itself enforces (migration 00024).
//
// Other packages call its functions with their store.Querier (the money
// event's transaction): the loan engine posts disbursements, accruals and
// settlements, the repayment engine posts the money it receives. The
// package imports no domain package.
package ledger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/store"
)

// The chart's accounts the code posts to (the chart is data: migration
// 00024 adds them; an administrator may add more).
const (
	CashAtBank             = "1010"
	CashInTransit          = "1020" // the parent; each channel posts to CashInTransitOf(channel)
	PayoutClearing         = "1030"
	PrincipalReceivable    = "1110"
	InterestReceivable     = "1120"
	FeesReceivable         = "1130"
	LateInterestReceivable = "1140"
	PenaltyReceivable      = "1150"
	Overpayments           = "2100"
	UnearnedInterest       = "2200"
	InterestIncome         = "4100"
	FeeIncome              = "4200"
	PenaltyIncome          = "4300"
	LateInterestIncome     = "4400"
	Recoveries             = "4500" // money received on a loan written off
	WriteOffExpense        = "5100"
	Waivers                = "5200"
	ChannelFees            = "5300" // what a payment channel keeps of the money it settles (migration 00027)
)

// Kinds of entry: what money event posted it.
const (
	KindDisbursement = "disbursement"
	KindRepayment    = "repayment"
	KindExtension    = "extension"
	KindCharges      = "charges"
	KindInterest     = "interest"
	KindHold         = "hold"
	KindRefund       = "refund"
	KindRefundPayout = "refund-payout" // held money sent back through the payout channel
	KindWaiver       = "waiver"
	KindWriteOff     = "write-off"
	KindRecovery     = "recovery"
	KindReversal     = "reversal"
	KindReallocation = "reallocation"
	KindBackfill     = "backfill"
	KindSettlement   = "settlement"
	KindReschedule   = "reschedule"
)

// CashInTransitOf is the cash-in-transit account of a payment channel:
// money the channel has collected for us and not yet settled to the bank.
func CashInTransitOf(channel string) string { return CashInTransit + ":" + Channel(channel) }

// Channel is a payment channel as the cash-in-transit accounts name it
// ("unknown" for money whose channel was not said).
func Channel(channel string) string {
	if channel == "" {
		return "unknown"
	}
	return channel
}

// Line is one posting of an entry: Amount is a debit when positive, a
// credit when negative.
type Line struct {
	Account string
	Amount  int64
}

// Dr is a debit of amount to account; Cr a credit.
func Dr(account string, amount int64) Line { return Line{account, amount} }

// Cr is a credit of amount to account.
func Cr(account string, amount int64) Line { return Line{account, -amount} }

// Entry is one journal entry: the event's kind, the order it concerns (0:
// none), the market date it counts on, the moment, a memo and its lines.
type Entry struct {
	Kind    string
	OrderID int64
	Date    time.Time // a calendar date (midnight UTC, as the loan engine carries dates)
	At      time.Time
	Memo    string
	Lines   []Line
	// Reverses is the entry a reversal undoes (0: none).
	Reverses int64
}

// Post writes entry e in q and returns its id; lines of zero are left out
// and lines of one account are summed. An entry with nothing left to post
// writes nothing (id 0). The database refuses an entry whose lines do not
// sum to zero; Post refuses it first, naming the difference. Through a
// Deferred, the entry is kept for its Flush (id 0).
func Post(ctx context.Context, q store.Querier, e Entry) (int64, error) {
	lines := compact(e.Lines)
	if len(lines) == 0 {
		return 0, nil
	}
	var sum int64
	for _, l := range lines {
		sum += l.Amount
	}
	if sum != 0 {
		return 0, fmt.Errorf("ledger: %s entry does not balance: debits and credits differ by %d", e.Kind, sum)
	}
	ref, err := newRef()
	if err != nil {
		return 0, err
	}
	for _, l := range lines {
		if strings.HasPrefix(l.Account, CashInTransit+":") {
			if err := ensureChannel(ctx, q, l.Account, e.At); err != nil {
				return 0, err
			}
		}
	}
	e.Lines = lines
	p := pending{ref, e}
	if d, ok := q.(*Deferred); ok {
		d.entries = append(d.entries, p)
		return 0, nil
	}
	return write(ctx, q, []pending{p})
}

// pending is an entry ready to be written: balanced, its lines compacted,
// its ref drawn.
type pending struct {
	ref string
	Entry
}

// The rows of one statement of write: postings of 5 values, entries of 7,
// well under either engine's limit of values in a statement.
const (
	writePostings = 1000
	writeEntries  = 500
)

// write writes entries: their postings first, then the day totals they
// add (summed by account and date), and the entries last, each
// journal_entries row checked by the database against its postings. It
// returns the last entry's id when it writes one entry (else 0).
func write(ctx context.Context, q store.Querier, entries []pending) (int64, error) {
	var postings []any
	totals := map[[2]string]*dayTotal{}
	var order []*dayTotal
	for _, p := range entries {
		date := day(p.Date)
		for _, l := range p.Lines {
			postings = append(postings, p.ref, l.Account, p.OrderID, l.Amount, date)
			k := [2]string{l.Account, date}
			t, ok := totals[k]
			if !ok {
				t = &dayTotal{account: l.Account, date: date}
				totals[k] = t
				order = append(order, t)
			}
			t.debits, t.credits, t.lines = t.debits+max(l.Amount, 0), t.credits+max(-l.Amount, 0), t.lines+1
		}
	}
	for len(postings) > 0 {
		part := postings[:min(len(postings), 5*writePostings)]
		postings = postings[len(part):]
		if _, err := q.Exec(ctx, `INSERT INTO ledger_postings (entry_ref, account, order_id, amount, on_date) VALUES `+store.Marks(len(part)/5, 5), part...); err != nil {
			return 0, err
		}
	}
	if err := insertTotals(ctx, q, order); err != nil {
		return 0, err
	}
	if len(entries) == 1 {
		e := entries[0]
		return store.InsertID(ctx, q, `INSERT INTO journal_entries (ref, kind, order_id, on_date, at, memo, reverses) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			e.ref, e.Kind, e.OrderID, day(e.Date), store.Millis(e.At), clip(e.Memo, 300), e.Reverses)
	}
	for len(entries) > 0 {
		part := entries[:min(len(entries), writeEntries)]
		entries = entries[len(part):]
		args := make([]any, 0, 7*len(part))
		for _, e := range part {
			args = append(args, e.ref, e.Kind, e.OrderID, day(e.Date), store.Millis(e.At), clip(e.Memo, 300), e.Reverses)
		}
		if _, err := q.Exec(ctx, `INSERT INTO journal_entries (ref, kind, order_id, on_date, at, memo, reverses) VALUES `+store.Marks(len(part), 7), args...); err != nil {
			return 0, err
		}
	}
	return 0, nil
}

// compact drops zero lines and sums the lines of one account, keeping the
// accounts' first order.
func compact(lines []Line) []Line {
	var out []Line
	at := map[string]int{}
	for _, l := range lines {
		if i, ok := at[l.Account]; ok {
			out[i].Amount += l.Amount
			continue
		}
		at[l.Account] = len(out)
		out = append(out, l)
	}
	kept := out[:0]
	for _, l := range out {
		if l.Amount != 0 {
			kept = append(kept, l)
		}
	}
	return kept
}

// channelAccounts is the cache key of the channels' cash-in-transit
// accounts (store.Cached): every payment posts to one, and they are
// added once.
const channelAccounts = "ledger:channel-accounts"

// ensureChannel adds a channel's cash-in-transit account on its first use.
func ensureChannel(ctx context.Context, q store.Querier, code string, at time.Time) error {
	known, err := store.Cached(ctx, q, channelAccounts, func(ctx context.Context, q store.Querier) (map[string]bool, error) {
		rows, err := q.Query(ctx, `SELECT code FROM ledger_accounts WHERE code LIKE ?`, CashInTransit+":%")
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		out := map[string]bool{}
		for rows.Next() {
			var c string
			if err := rows.Scan(&c); err != nil {
				return nil, err
			}
			out[c] = true
		}
		return out, rows.Err()
	})
	if err != nil || known[code] {
		return err
	}
	_, err = q.Exec(ctx, `INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES (?, ?, 'asset', ?) ON CONFLICT (code) DO NOTHING`,
		code, "Cash in transit: "+strings.TrimPrefix(code, CashInTransit+":"), store.Millis(at))
	store.Invalidate(q, channelAccounts)
	return err
}

func newRef() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// day writes a calendar date as entries store it.
func day(d time.Time) string { return d.Format(time.DateOnly) }

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// Reverse posts the correction of entry id: a new entry of kind reversal
// with every line of the original turned over, on date at at. An entry is
// reversed at most once (the database refuses a second), and a reversal
// is not itself reversed: post the event again instead.
func Reverse(ctx context.Context, q store.Querier, id int64, date, at time.Time, memo string) (int64, error) {
	var (
		ref, kind string
		orderID   int64
	)
	if err := q.QueryRow(ctx, `SELECT ref, kind, order_id FROM journal_entries WHERE id = ?`, id).Scan(&ref, &kind, &orderID); err != nil {
		return 0, fmt.Errorf("ledger: entry %d: %w", id, err)
	}
	if kind == KindReversal {
		return 0, fmt.Errorf("ledger: entry %d is a reversal; post the event again instead", id)
	}
	rows, err := q.Query(ctx, `SELECT account, amount FROM ledger_postings WHERE entry_ref = ? ORDER BY id`, ref)
	if err != nil {
		return 0, err
	}
	var lines []Line
	for rows.Next() {
		var l Line
		if err := rows.Scan(&l.Account, &l.Amount); err != nil {
			rows.Close()
			return 0, err
		}
		lines = append(lines, Line{l.Account, -l.Amount})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	return Post(ctx, q, Entry{Kind: KindReversal, OrderID: orderID, Date: date, At: at, Memo: memo, Lines: lines, Reverses: id})
}

// CopyOrderBooks copies the journal entries of the orders with ids from
// to to, with their postings, times times from copy first on (a fill at
// scale, `kwarta demo --scale`): copy k's entries are the order
// o + k*stride's, their refs the original's with "~k". Reversals are not
// copied (an entry is reversed at most once): the originals must have none.
func CopyOrderBooks(ctx context.Context, q store.Querier, from, to, stride int64, first, times int) (int64, error) {
	var n int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM journal_entries WHERE order_id BETWEEN ? AND ? AND reverses > 0`, from, to).Scan(&n); err != nil {
		return 0, err
	}
	if n > 0 {
		return 0, fmt.Errorf("ledger: %d reversals among the orders %d to %d: they cannot be copied", n, from, to)
	}
	// On PostgreSQL the triggers that check each entry as it is written
	// (journal_entries_balanced and the others, a lookup per row) made a
	// chunk of copies take minutes: the copies are of entries they checked
	// when the originals were written, and the fill's test runs the
	// ledger's check on the copies, so a superuser's copy skips them (and
	// the foreign keys' checks) for the rest of its transaction, the
	// chunk's (session_replication_role). Others keep them.
	if q.Dialect() == store.Postgres {
		var super string
		if err := q.QueryRow(ctx, `SELECT current_setting('is_superuser')`).Scan(&super); err != nil {
			return 0, err
		}
		if super == "on" {
			if _, err := q.Exec(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
				return 0, err
			}
		}
	}
	shift := fmt.Sprintf("CASE WHEN t.order_id > 0 THEN t.order_id + {k} * %d ELSE 0 END", stride)
	ref := "t.%s || '~' || CAST({k} AS TEXT)"
	// The postings first: an entry is written once its postings balance.
	if _, err := store.Copy(ctx, q, store.Copies{Table: "ledger_postings", First: first, Times: times,
		Where: "t.entry_ref IN (SELECT ref FROM journal_entries WHERE order_id BETWEEN ? AND ?)", Args: []any{from, to},
		Set: map[string]string{"id": "", "entry_ref": fmt.Sprintf(ref, "entry_ref"), "order_id": shift}}); err != nil {
		return 0, err
	}
	copied, err := store.Copy(ctx, q, store.Copies{Table: "journal_entries", First: first, Times: times,
		Where: "t.order_id BETWEEN ? AND ?", Args: []any{from, to},
		Set: map[string]string{"id": "", "ref": fmt.Sprintf(ref, "ref"), "order_id": shift}})
	if err != nil {
		return copied, err
	}
	// Every copy keeps its original's dates: the totals grow by the
	// originals' times times.
	_, err = q.Exec(ctx, `INSERT INTO ledger_day_totals (account, on_date, debits, credits, lines)
		SELECT p.account, e.on_date, ? * SUM(CASE WHEN p.amount > 0 THEN p.amount ELSE 0 END), ? * SUM(CASE WHEN p.amount < 0 THEN -p.amount ELSE 0 END), ? * COUNT(*)
		FROM ledger_postings p JOIN journal_entries e ON e.ref = p.entry_ref WHERE e.order_id BETWEEN ? AND ? GROUP BY p.account, e.on_date`,
		times, times, times, from, to)
	return copied, err
}
