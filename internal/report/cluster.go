package report

import (
	"context"

	"kwarta/internal/store"
)

// The cluster test's reads (cmd/loadtest, `make cluster-test`): whether
// the jobs of three instances did each piece of work once, and whether
// every payment the load saw credited is in the database.

// LastJournalEntry is the id of the newest journal entry (0: none).
func LastJournalEntry(ctx context.Context, q store.Querier) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM journal_entries`).Scan(&id)
	return id, err
}

// Accruals counts the daily interest entries after the entry afterID, and
// the order-days among them accrued more than once.
func Accruals(ctx context.Context, q store.Querier, afterID int64) (entries, twice int, err error) {
	if err = q.QueryRow(ctx, `SELECT COUNT(*) FROM journal_entries WHERE kind = 'interest' AND id > ?`, afterID).Scan(&entries); err != nil {
		return 0, 0, err
	}
	err = q.QueryRow(ctx, `SELECT COUNT(*) FROM (SELECT order_id, on_date FROM journal_entries WHERE kind = 'interest' AND id > ?
		GROUP BY order_id, on_date HAVING COUNT(*) > 1) d`, afterID).Scan(&twice)
	return entries, twice, err
}

// NoticesSent counts the notices sent, and those being sent now (claimed,
// their text perhaps gone, their row not yet marked sent).
func NoticesSent(ctx context.Context, q store.Querier) (sent, sending int, err error) {
	err = q.QueryRow(ctx, `SELECT COUNT(CASE WHEN status = 'sent' THEN 1 END), COUNT(CASE WHEN status = 'sending' THEN 1 END)
		FROM notice_outbox`).Scan(&sent, &sending)
	return sent, sending, err
}

// PaymentsOf counts the payments credited on the pay codes of txnIDs.
func PaymentsOf(ctx context.Context, q store.Querier, txnIDs []string) (int, error) {
	total := 0
	for len(txnIDs) > 0 {
		chunk := txnIDs[:min(len(txnIDs), 500)]
		txnIDs = txnIDs[len(chunk):]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		var n int
		if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id WHERE c.txn_id IN (`+store.Marks(len(chunk), 1)+`)`, args...).Scan(&n); err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}
