package repay

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/loan"
	"kwarta/internal/page"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// Settlement reconciliation (docs/PAYMENTS.md, "Settlement files"): a
// provider's settlement file is matched line by line against the payments
// credited. A line whose payment's amount is the line's settles it: the
// money moves from the channel's cash in transit to the bank, less the
// channel's fee (ledger.Settled), in the import's transaction. The other
// outcomes form the console's queue. settlement_files and settlement_lines
// are this package's (migration 00027).

// The outcomes of a line.
const (
	OutcomeMatched         = "matched"          // our payment, the same amount: settled
	OutcomeDiffer          = "differ"           // our payment, another amount: nothing posted
	OutcomeMissingHere     = "missing-here"     // no credited payment of ours has the line's txnId or refNo
	OutcomeMissingProvider = "missing-provider" // our payment of the file's days, not in the file
	OutcomeSettledBefore   = "settled-before"   // its payment was settled already (an earlier file or line)
)

// SettlementFile is an imported file and its summary.
type SettlementFile struct {
	ID              int64     `json:"id"`
	Name            string    `json:"name"`
	FirstDay        string    `json:"firstDay"` // the lines' refDates, first and last
	LastDay         string    `json:"lastDay"`
	Lines           int64     `json:"lines"`
	Matched         int64     `json:"matched"`
	Differ          int64     `json:"differ"`
	MissingHere     int64     `json:"missingHere"`
	MissingProvider int64     `json:"missingProvider"`
	Duplicate       int64     `json:"duplicate"`
	Settled         int64     `json:"settled"` // the matched lines' amounts, minor units
	Fees            int64     `json:"fees"`    // their fees
	Operator        string    `json:"operator"`
	At              time.Time `json:"at"`
	// Again is set when the file had been imported before: nothing was
	// saved or posted, and this is the first import's summary.
	Again bool `json:"again"`
}

// SettlementItem is one line of a file, or one payment missing from it.
type SettlementItem struct {
	ID         int64      `json:"id"`
	FileID     int64      `json:"fileId"`
	LineNo     int64      `json:"lineNo"` // 0: missing at the provider
	Outcome    string     `json:"outcome"`
	TxnID      string     `json:"txnId"`
	RefNo      string     `json:"refNo"`
	ProcID     string     `json:"procId"`
	Amount     int64      `json:"amount"` // the file's, minor units (0 when missing at the provider)
	Fee        int64      `json:"fee"`
	Ours       int64      `json:"ours"` // our payment's amount (0 when missing here)
	RefDate    string     `json:"refDate"`
	SettleDate string     `json:"settleDate"`
	ResolvedAt *time.Time `json:"resolvedAt"`
	ResolvedBy string     `json:"resolvedBy"`
	Note       string     `json:"note"`
	// OrderNo and Channel are our payment's order and pay code's channel
	// (read with the line; "" when missing here).
	OrderNo string `json:"orderNo"`
	Channel string `json:"channel"`
}

// ourPayment is a credited payment as a settlement line is matched with it.
type ourPayment struct {
	id, orderID, amount int64
	channel, txnID      string
	refNo               string
}

const (
	paymentColumns = `SELECT p.id, p.order_id, p.amount, c.channel, c.txn_id, p.ref_no`
	paymentFrom    = ` FROM payments p JOIN pay_codes c ON c.id = p.pay_code_id`
	paymentJoin    = paymentColumns + paymentFrom
)

// ImportSettlement reads a settlement file (payment.ParseSettlement; a bad
// file is a 400 naming the fault, and saves nothing), saves its lines with
// their outcomes in tx, posting each match, and lists our payments of the
// file's days (the gateway's, with the provider's reference) that the file
// does not have. A file imported before (the same bytes) saves nothing:
// its first import's summary is returned with Again.
func (s *Service) ImportSettlement(ctx context.Context, tx *store.Tx, name string, data []byte, by string) (SettlementFile, error) {
	lines, err := payment.ParseSettlement(data)
	if err != nil {
		return SettlementFile{}, fault.Field("file", "The settlement file was refused: "+strings.TrimPrefix(err.Error(), payment.ErrSettlement.Error()+": ")+".")
	}
	sum := sha256.Sum256(data)
	hash := hex.EncodeToString(sum[:])
	if f, err := scanFile(tx.QueryRow(ctx, `SELECT `+fileColumns+` FROM settlement_files WHERE sha256 = ?`, hash).Scan); err == nil {
		f.Again = true
		return f, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return SettlementFile{}, err
	}
	now := s.clock.Now()
	f := SettlementFile{Name: clipName(name), FirstDay: lines[0].RefDate.Format(time.DateOnly), Operator: by, At: now}
	f.LastDay = f.FirstDay
	for _, l := range lines {
		f.FirstDay, f.LastDay = min(f.FirstDay, l.RefDate.Format(time.DateOnly)), max(f.LastDay, l.RefDate.Format(time.DateOnly))
	}
	f.ID, err = store.InsertID(ctx, tx, `INSERT INTO settlement_files (sha256, name, first_day, last_day, lines, matched, differ, missing_here,
		missing_provider, duplicate, settled_amount, fees, operator, at) VALUES (?, ?, ?, ?, ?, 0, 0, 0, 0, 0, 0, 0, ?, ?)`,
		hash, f.Name, f.FirstDay, f.LastDay, int64(len(lines)), by, store.Millis(now))
	if store.IsUniqueViolation(err) { // the same file, imported at this moment by another call
		return SettlementFile{}, fault.New(fault.CodeConflict, "This file is being imported at this moment; it is in the imported files once that import ends.")
	}
	if err != nil {
		return SettlementFile{}, err
	}
	f.Lines = int64(len(lines))
	inFile := map[int64]bool{}
	for _, l := range lines {
		item := SettlementItem{LineNo: int64(l.Line), TxnID: l.TxnID, RefNo: l.RefNo, ProcID: l.ProcID, Amount: l.Amount, Fee: l.Fee,
			RefDate: l.RefDate.Format(time.DateOnly), SettleDate: l.SettleDate.Format(time.DateOnly)}
		p, found, err := findPayment(ctx, tx, l)
		if err != nil {
			return SettlementFile{}, err
		}
		var paymentID any
		var entry int64
		switch {
		case !found:
			item.Outcome, f.MissingHere = OutcomeMissingHere, f.MissingHere+1
		default:
			inFile[p.id], paymentID, item.Ours = true, p.id, p.amount
			settled, err := isSettled(ctx, tx, p.id)
			switch {
			case err != nil:
				return SettlementFile{}, err
			case settled:
				item.Outcome, f.Duplicate = OutcomeSettledBefore, f.Duplicate+1
			case p.amount != l.Amount:
				item.Outcome, f.Differ = OutcomeDiffer, f.Differ+1
			default:
				item.Outcome, f.Matched, f.Settled, f.Fees = OutcomeMatched, f.Matched+1, f.Settled+l.Amount, f.Fees+l.Fee
				w := ledger.When{OrderID: p.orderID, Date: s.loans.Calendar().Today(), At: now}
				memo := "settlement of pay code " + p.txnID + " ref " + p.refNo + " (settled " + item.SettleDate + ")"
				if entry, err = ledger.Settled(ctx, tx, w, p.channel, l.Amount, l.Fee, memo); err != nil {
					return SettlementFile{}, err
				}
			}
		}
		if err := insertItem(ctx, tx, f.ID, item, paymentID, entry); err != nil {
			return SettlementFile{}, err
		}
	}
	missing, err := s.unsettledOf(ctx, tx, f.FirstDay, f.LastDay)
	if err != nil {
		return SettlementFile{}, err
	}
	for _, m := range missing {
		if inFile[m.p.id] {
			continue
		}
		f.MissingProvider++
		item := SettlementItem{Outcome: OutcomeMissingProvider, TxnID: m.p.txnID, RefNo: m.p.refNo, Ours: m.p.amount, RefDate: m.day}
		if err := insertItem(ctx, tx, f.ID, item, m.p.id, 0); err != nil {
			return SettlementFile{}, err
		}
	}
	_, err = tx.Exec(ctx, `UPDATE settlement_files SET matched = ?, differ = ?, missing_here = ?, missing_provider = ?, duplicate = ?,
		settled_amount = ?, fees = ? WHERE id = ?`, f.Matched, f.Differ, f.MissingHere, f.MissingProvider, f.Duplicate, f.Settled, f.Fees, f.ID)
	return f, err
}

func clipName(name string) string {
	if r := []rune(name); len(r) > 200 {
		return string(r[:200])
	}
	return name
}

// findPayment is the credited payment a line names: by our transaction id,
// else by the provider's reference.
func findPayment(ctx context.Context, q store.Querier, l payment.SettlementLine) (ourPayment, bool, error) {
	var p ourPayment
	var err error
	if l.TxnID != "" {
		err = q.QueryRow(ctx, paymentJoin+` WHERE c.txn_id = ?`, l.TxnID).Scan(&p.id, &p.orderID, &p.amount, &p.channel, &p.txnID, &p.refNo)
	} else {
		err = q.QueryRow(ctx, paymentJoin+` WHERE p.ref_no = ? AND p.moved_from = 0 ORDER BY p.id LIMIT 1`, l.RefNo).Scan(&p.id, &p.orderID, &p.amount, &p.channel, &p.txnID, &p.refNo)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return p, false, nil
	}
	return p, err == nil, err
}

func isSettled(ctx context.Context, q store.Querier, paymentID int64) (bool, error) {
	var n int64
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM settlement_lines WHERE payment_id = ? AND outcome = ?`, paymentID, OutcomeMatched).Scan(&n)
	return n > 0, err
}

func insertItem(ctx context.Context, q store.Querier, fileID int64, it SettlementItem, paymentID any, entry int64) error {
	_, err := q.Exec(ctx, `INSERT INTO settlement_lines (file_id, line_no, outcome, txn_id, ref_no, proc_id, amount, fee, ours, payment_id,
		ref_date, settle_date, entry_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		fileID, it.LineNo, it.Outcome, it.TxnID, it.RefNo, it.ProcID, it.Amount, it.Fee, it.Ours, paymentID, it.RefDate, it.SettleDate, entry)
	return err
}

// unsettled is a payment not yet settled, with its market day.
type unsettled struct {
	p   ourPayment
	day string
}

// unsettledOf is the gateway's credited payments (those with the
// provider's reference) received on the market days first to last and not
// settled.
func (s *Service) unsettledOf(ctx context.Context, q store.Querier, first, last string) ([]unsettled, error) {
	loc := s.loans.Calendar().Location()
	a, err := time.ParseInLocation(time.DateOnly, first, loc)
	if err != nil {
		return nil, err
	}
	b, err := time.ParseInLocation(time.DateOnly, last, loc)
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, paymentColumns+`, p.received_at`+paymentFrom+` WHERE c.gateway = ? AND p.ref_no <> '' AND p.moved_from = 0 AND p.received_at >= ? AND p.received_at < ?
		AND NOT EXISTS (SELECT 1 FROM settlement_lines l WHERE l.payment_id = p.id AND l.outcome = ?) ORDER BY p.id`,
		s.gateway.Name(), store.Millis(a), store.Millis(b.AddDate(0, 0, 1)), OutcomeMatched)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []unsettled
	for rows.Next() {
		var u unsettled
		var at int64
		if err := rows.Scan(&u.p.id, &u.p.orderID, &u.p.amount, &u.p.channel, &u.p.txnID, &u.p.refNo, &at); err != nil {
			return nil, err
		}
		u.day = store.Time(at).In(loc).Format(time.DateOnly)
		out = append(out, u)
	}
	return out, rows.Err()
}

const fileColumns = `id, name, first_day, last_day, lines, matched, differ, missing_here, missing_provider, duplicate, settled_amount, fees, operator, at`

func scanFile(scan func(...any) error) (SettlementFile, error) {
	var f SettlementFile
	var at int64
	err := scan(&f.ID, &f.Name, &f.FirstDay, &f.LastDay, &f.Lines, &f.Matched, &f.Differ, &f.MissingHere, &f.MissingProvider, &f.Duplicate,
		&f.Settled, &f.Fees, &f.Operator, &at)
	f.At = store.Time(at)
	return f, err
}

// SettlementFileSorts are the imported files' sort keys: at (the default,
// newest first).
var SettlementFileSorts = page.Sorts{ID: "id", Default: "-at", Keys: map[string]page.Key{"at": {SQL: "at"}}}

// SettlementFiles is one page of the files imported.
func (s *Service) SettlementFiles(ctx context.Context, o page.Order) (page.Page[SettlementFile], error) {
	return page.List(ctx, s.db, SettlementFileSorts, o, page.Query{Select: fileColumns, From: "settlement_files"}, scanFile)
}

// SettlementQueueSorts are the queue's sort keys: line (the default, the
// oldest file's lines first) and amount.
var SettlementQueueSorts = page.Sorts{ID: "l.id", Default: "line", Keys: map[string]page.Key{
	"line":   {SQL: "l.id"},
	"amount": {SQL: "l.amount"},
}}

// itemColumns and itemFrom read a line with its payment's order and
// channel (none when missing here).
const (
	itemColumns = `l.id, l.file_id, l.line_no, l.outcome, l.txn_id, l.ref_no, l.proc_id, l.amount, l.fee, l.ours, l.ref_date, l.settle_date,
		l.resolved_at, l.resolved_by, l.note, COALESCE(p.order_id, 0), COALESCE(c.channel, '')`
	itemFrom = `settlement_lines l LEFT JOIN payments p ON p.id = l.payment_id LEFT JOIN pay_codes c ON c.id = p.pay_code_id`
)

// settlementItem is a line as read, with its payment's order id (0: none)
// until withOrderNos names it (orders are the loan package's table).
type settlementItem struct {
	SettlementItem
	orderID int64
}

func scanItem(scan func(...any) error) (settlementItem, error) {
	var it settlementItem
	var at int64
	err := scan(&it.ID, &it.FileID, &it.LineNo, &it.Outcome, &it.TxnID, &it.RefNo, &it.ProcID, &it.Amount, &it.Fee, &it.Ours,
		&it.RefDate, &it.SettleDate, &at, &it.ResolvedBy, &it.Note, &it.orderID, &it.Channel)
	if at != 0 {
		t := store.Time(at)
		it.ResolvedAt = &t
	}
	return it, err
}

// withOrderNos fills the lines' order numbers.
func withOrderNos(ctx context.Context, q store.Querier, items []settlementItem) ([]SettlementItem, error) {
	ids := make([]int64, 0, len(items))
	for _, it := range items {
		if it.orderID != 0 {
			ids = append(ids, it.orderID)
		}
	}
	nos, err := loan.OrderNumbers(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	out := make([]SettlementItem, len(items))
	for i, it := range items {
		out[i] = it.SettlementItem
		out[i].OrderNo = nos[it.orderID]
	}
	return out, nil
}

// SettlementQueue is one page of the lines that did not match, of one file
// (fileID 0: of every file), waiting for an operator (resolved false) or
// resolved with a note.
func (s *Service) SettlementQueue(ctx context.Context, fileID int64, resolved bool, o page.Order) (page.Page[SettlementItem], error) {
	q := page.Query{Select: itemColumns, From: itemFrom, Where: []string{"l.outcome <> ?"}, Args: []any{OutcomeMatched}}
	if resolved {
		q.Where = append(q.Where, "l.resolved_at <> 0")
	} else {
		q.Where = append(q.Where, "l.resolved_at = 0")
	}
	if fileID != 0 {
		q.Where, q.Args = append(q.Where, "l.file_id = ?"), append(q.Args, fileID)
	}
	p, err := page.List(ctx, s.db, SettlementQueueSorts, o, q, scanItem)
	if err != nil {
		return page.Page[SettlementItem]{}, err
	}
	rows, err := withOrderNos(ctx, s.db, p.Rows)
	return page.Page[SettlementItem]{Rows: rows, Total: p.Total, Next: p.Next}, err
}

// ResolveSettlementLine marks a line of the queue reviewed with a note, in
// tx; it moves no money. A line that is not in the queue (matched, or
// resolved already) is a 409; an unknown one a 404.
func (s *Service) ResolveSettlementLine(ctx context.Context, tx *store.Tx, id int64, note, by string) (SettlementItem, error) {
	read, err := scanItem(tx.QueryRow(ctx, `SELECT `+itemColumns+` FROM `+itemFrom+` WHERE l.id = ?`, id).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return SettlementItem{}, fault.New(fault.CodeNotFound, "No such settlement line.")
	}
	if err != nil {
		return SettlementItem{}, err
	}
	if read.Outcome == OutcomeMatched || read.ResolvedAt != nil {
		return SettlementItem{}, fault.New(fault.CodeConflict, "This settlement line is not waiting for review.")
	}
	now := s.clock.Now()
	if _, err := tx.Exec(ctx, `UPDATE settlement_lines SET resolved_at = ?, resolved_by = ?, note = ? WHERE id = ? AND resolved_at = 0`,
		store.Millis(now), by, note, id); err != nil {
		return SettlementItem{}, err
	}
	items, err := withOrderNos(ctx, tx, []settlementItem{read})
	if err != nil {
		return SettlementItem{}, err
	}
	it := items[0]
	it.ResolvedAt, it.ResolvedBy, it.Note = &now, by, note
	return it, nil
}

// SandboxSettlement is the settlement file the sandbox would send for the
// market day: every payment credited through the sandbox that day, with no
// fee. Only the sandbox writes one.
func (s *Service) SandboxSettlement(ctx context.Context, day time.Time) ([]payment.SettlementLine, error) {
	if s.gateway.Name() != "sandbox" {
		return nil, fault.New(fault.CodeConflict, "Only the sandbox writes a settlement file; the provider sends its own.")
	}
	d := day.Format(time.DateOnly)
	list, err := s.unsettledOf(ctx, s.db, d, d)
	if err != nil {
		return nil, err
	}
	var currency string
	out := make([]payment.SettlementLine, 0, len(list))
	for _, u := range list {
		if err := s.db.QueryRow(ctx, `SELECT currency FROM payments WHERE id = ?`, u.p.id).Scan(&currency); err != nil {
			return nil, err
		}
		out = append(out, payment.SettlementLine{RefNo: u.p.refNo, RefDate: day, MerchantID: "SANDBOX", TxnID: u.p.txnID, Amount: u.p.amount,
			Currency: currency, Description: "Kwarta repayment", Status: "S", ProcID: u.p.channel, SettleDate: day})
	}
	return out, nil
}
