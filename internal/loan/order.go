package loan

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// Order is one borrower's loan from application to settlement.
type Order struct {
	ID        int64
	No        string // KW + placement date + id: what operators and receipts quote
	UserID    int64
	ProductID int64
	Status    Status
	version   int
	// dues is duesKey as the order was read or last saved: updateOrder
	// writes the order's instalments (order_instalments) when it changed.
	dues string

	Terms    Terms  // copied from the product when placed
	Currency string // the product's, e.g. PHP
	Market   string // the product's market code, for the currency sign
	// RepeatClient: the borrower had another loan settled, judged at
	// placement (the penalty the confirmation states) and again when the
	// penalty is charged (a loan settled before the first overdue day
	// began gives the lower penalty; judgeRepeat).
	RepeatClient bool
	Plan         Schedule

	AmountDue        int64 // principal + interest + fees of the plan; late charges are separate
	AmountPaid       int64 // = PaidPenalty + PaidLateInterest + PaidScheduled: the loan's own money, what Owed subtracts
	PaidPenalty      int64
	PaidLateInterest int64
	PaidScheduled    int64 // paid toward the plan's instalments, in instalment order
	LateInterest     int64 // accrued so far
	Penalty          int64 // the one-time default penalty once charged, else 0
	LateAccruedTo    time.Time
	// WaivedPenalty and WaivedLateInterest are the late charges an
	// operator forgave (Service.Waive): still charged, no longer owed.
	WaivedPenalty      int64
	WaivedLateInterest int64
	// WaivedFees is the plan's fees an operator forgave, the sum of the
	// instalments' WaivedFees (which instalments, the plan says): no
	// longer owed, as if paid, so payments skip them.
	WaivedFees int64
	// WrittenOffAt is when the lender wrote the loan off as a loss
	// (Service.WriteOff); zero when it was not. From then it takes no more
	// charges; what it owed then is still owed.
	WrittenOffAt time.Time

	// PaidExtensionFees and PaidExtensionInterest are what extensions cost:
	// each one's fee and the interest of its extra days, charged and paid
	// in the same step, so they are never owed and stay out of AmountDue
	// and AmountPaid (TotalPaid counts them).
	PaidExtensionFees     int64
	PaidExtensionInterest int64

	CreatedAt             time.Time
	UpdatedAt             time.Time
	DecidedAt             time.Time // approved or rejected
	WithdrawalConfirmedAt time.Time
	DisbursedAt           time.Time
	SettledAt             time.Time
	NextDue               time.Time // a date: the first unpaid instalment's due date
	FinalDue              time.Time // a date: the last instalment's due date
}

// Remaining is what is still owed on each instalment: payments toward the
// plan go to instalment 1 first, and inside an instalment to fees, then
// interest, then principal (the engine's Apply order). An instalment's
// fees waived (Instalment.WaivedFees) are not owed: payments skip them.
func (o *Order) Remaining() []Balance {
	left := o.PaidScheduled
	out := make([]Balance, len(o.Plan.Instalments))
	for i, in := range o.Plan.Instalments {
		b, a, _ := Apply(in.Balance(), left)
		left -= a.Total()
		out[i] = b
	}
	return out
}

// current is the index of the first instalment not fully paid, or -1.
func current(remaining []Balance) int {
	for i, b := range remaining {
		if b.Total() > 0 {
			return i
		}
	}
	return -1
}

// Charges are the late charges still unpaid: the penalty and late interest.
func (o *Order) Charges() Balance {
	return Balance{Penalty: o.Penalty - o.PaidPenalty - o.WaivedPenalty, LateInterest: o.LateInterest - o.PaidLateInterest - o.WaivedLateInterest}
}

// TotalPaid is every amount received for the order: payments (AmountPaid)
// and extensions' fees and interest.
func (o *Order) TotalPaid() int64 {
	return o.AmountPaid + o.PaidExtensionFees + o.PaidExtensionInterest
}

// Owed is everything still to pay to settle the loan: the plan and the
// late charges, less what was paid and what was waived.
func (o *Order) Owed() int64 {
	return o.AmountDue + o.LateInterest + o.Penalty - o.AmountPaid - o.Waived()
}

// Waived is everything the lender forgave: late charges and fees.
func (o *Order) Waived() int64 {
	return o.WaivedPenalty + o.WaivedLateInterest + o.WaivedFees
}

// FeesOwed is the plan's fees still unpaid and not waived: the most a fee
// waiver can forgive.
func (o *Order) FeesOwed() int64 {
	var fees int64
	for _, b := range o.Remaining() {
		fees += b.Fees
	}
	return fees
}

// waiveFees forgives amount of the plan's unpaid fees, the first unpaid
// instalment's first (each instalment's fees paid and waived never pass
// its fees, so the payments already made keep their split), and adds it
// to WaivedFees. amount is at most FeesOwed (CheckWaiver).
func (o *Order) waiveFees(amount int64) {
	rem := o.Remaining()
	ins := make([]Instalment, len(o.Plan.Instalments))
	copy(ins, o.Plan.Instalments)
	for i := range ins {
		take := min(amount, rem[i].Fees)
		ins[i].WaivedFees += take
		amount -= take
	}
	o.Plan.Instalments = ins
	o.WaivedFees = 0
	for _, in := range ins {
		o.WaivedFees += in.WaivedFees
	}
}

// PayableNow is what is due now: the late charges and every instalment
// whose due date has come or falls within the due window (window days from
// today, the 174 status). Money beyond it is paid ahead of its due date,
// which the prepayment rule governs (Service.CheckPayment).
func (o *Order) PayableNow(today time.Time, window int) int64 {
	rem := o.Remaining()
	total := o.Charges().Total()
	for i, b := range rem {
		if daysBetween(today, o.Plan.Instalments[i].DueDate) <= window {
			total += b.Total()
		}
	}
	return total
}

// NextPayment is what the next payment asks for whenever it falls due: what
// is due now when an instalment is (in the due window or late), or else the
// late charges and the first unpaid instalment. (Late charges owed with no
// instalment due, as after a reschedule, are not the next payment: paid
// first, they would leave the next instalment short on its due date.)
func (o *Order) NextPayment(today time.Time, window int) int64 {
	charges := o.Charges().Total()
	if due := o.PayableNow(today, window); due > charges {
		return due
	}
	rem := o.Remaining()
	if cur := current(rem); cur >= 0 {
		return charges + rem[cur].Total()
	}
	return charges
}

// PrincipalHeld is the principal not yet repaid on the whole loan.
func (o *Order) PrincipalHeld() int64 {
	var p int64
	for _, b := range o.Remaining() {
		p += b.Principal
	}
	return p
}

// OverdueDays counts the days since the first unpaid due date (0 when not late).
func (o *Order) OverdueDays(today time.Time) int {
	if o.NextDue.IsZero() {
		return 0
	}
	return max(0, daysBetween(o.NextDue, today))
}

// refreshDue recomputes NextDue from the payments made.
func (o *Order) refreshDue() {
	if cur := current(o.Remaining()); cur >= 0 && !o.DisbursedAt.IsZero() {
		o.NextDue = o.Plan.Instalments[cur].DueDate
	} else if cur < 0 {
		o.NextDue = time.Time{}
	}
}

// planJSON is the stored form of a Schedule: explicit names, dates as
// 2006-01-02, so the snapshot reads the same in any tool.
type planJSON struct {
	DisbursedOn    string           `json:"disbursedOn"`
	Instalments    []instalmentJSON `json:"instalments"`
	TotalPrincipal int64            `json:"totalPrincipal"`
	TotalInterest  int64            `json:"totalInterest"`
	TotalFees      int64            `json:"totalFees"`
	TotalRepayable int64            `json:"totalRepayable"`
	TotalCost      int64            `json:"totalCost"`
	APRBasisPoints int64            `json:"aprBasisPoints"`
}

type instalmentJSON struct {
	Number    int    `json:"number"`
	DueDate   string `json:"dueDate"`
	Days      int    `json:"days"`
	Principal int64  `json:"principal"`
	Interest  int64  `json:"interest"`
	Fees      int64  `json:"fees"`
	Total     int64  `json:"total"`
	Carried   int64  `json:"carried,omitempty"`
	// WaivedFees: the instalment's fees an operator waived.
	WaivedFees int64 `json:"waivedFees,omitempty"`
}

func encodePlan(s Schedule) (string, error) {
	p := planJSON{
		DisbursedOn: Day(s.DisbursedOn), TotalPrincipal: s.TotalPrincipal, TotalInterest: s.TotalInterest, TotalFees: s.TotalFees,
		TotalRepayable: s.TotalRepayable, TotalCost: s.TotalCost, APRBasisPoints: s.APRBasisPoints,
	}
	for _, in := range s.Instalments {
		p.Instalments = append(p.Instalments, instalmentJSON{
			Number: in.Number, DueDate: Day(in.DueDate), Days: in.Days, Principal: in.Principal, Interest: in.Interest, Fees: in.Fees, Total: in.Total, Carried: in.Carried,
			WaivedFees: in.WaivedFees,
		})
	}
	b, err := json.Marshal(p)
	return string(b), err
}

func decodePlan(text string) (Schedule, error) {
	var p planJSON
	if err := json.Unmarshal([]byte(text), &p); err != nil {
		return Schedule{}, fmt.Errorf("order plan: %w", err)
	}
	parse := func(s string) (time.Time, error) { return time.Parse(time.DateOnly, s) }
	start, err := parse(p.DisbursedOn)
	if err != nil {
		return Schedule{}, fmt.Errorf("order plan date: %w", err)
	}
	s := Schedule{
		DisbursedOn: start, TotalPrincipal: p.TotalPrincipal, TotalInterest: p.TotalInterest, TotalFees: p.TotalFees,
		TotalRepayable: p.TotalRepayable, TotalCost: p.TotalCost, APRBasisPoints: p.APRBasisPoints,
	}
	for _, in := range p.Instalments {
		due, err := parse(in.DueDate)
		if err != nil {
			return Schedule{}, fmt.Errorf("order plan date: %w", err)
		}
		s.Instalments = append(s.Instalments, Instalment{
			Number: in.Number, DueDate: due, Days: in.Days, Principal: in.Principal, Interest: in.Interest, Fees: in.Fees, Total: in.Total, Carried: in.Carried,
			WaivedFees: in.WaivedFees,
		})
	}
	return s, nil
}

const orderColumns = `id, order_no, user_id, product_id, status, version, principal, term_days, instalments, daily_rate_ppm,
	service_fee, extension_fee, extension_days, currency, market, repeat_client, plan, amount_due, amount_paid, paid_penalty,
	paid_late_interest, paid_scheduled, late_interest, penalty, late_accrued_to, created_at, updated_at, decided_at,
	withdrawal_confirmed_at, disbursed_at, settled_at, next_due_at, final_due_at, paid_extension_fees, paid_extension_interest, waived_penalty, waived_late_interest, written_off_at, waived_fees`

func scanOrder(scan func(...any) error) (Order, error) {
	var (
		o                                         Order
		repeat                                    int
		plan                                      string
		accrued, created, updated, decided, wconf int64
		disbursed, settled, nextDue, finalDue     int64
		writtenOff                                int64
	)
	err := scan(&o.ID, &o.No, &o.UserID, &o.ProductID, &o.Status, &o.version, &o.Terms.Principal, &o.Terms.TermDays,
		&o.Terms.Instalments, &o.Terms.DailyRatePPM, &o.Terms.ServiceFee, &o.Terms.ExtensionFee, &o.Terms.ExtensionDays,
		&o.Currency, &o.Market, &repeat, &plan, &o.AmountDue, &o.AmountPaid, &o.PaidPenalty, &o.PaidLateInterest,
		&o.PaidScheduled, &o.LateInterest, &o.Penalty, &accrued, &created, &updated, &decided, &wconf, &disbursed,
		&settled, &nextDue, &finalDue, &o.PaidExtensionFees, &o.PaidExtensionInterest, &o.WaivedPenalty, &o.WaivedLateInterest, &writtenOff, &o.WaivedFees)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, store.ErrNotFound
	}
	if err != nil {
		return Order{}, err
	}
	o.RepeatClient = repeat == 1
	if o.Plan, err = decodePlan(plan); err != nil {
		return Order{}, err
	}
	o.LateAccruedTo, o.CreatedAt, o.UpdatedAt, o.DecidedAt = store.Time(accrued), store.Time(created), store.Time(updated), store.Time(decided)
	o.WithdrawalConfirmedAt, o.DisbursedAt, o.SettledAt = store.Time(wconf), store.Time(disbursed), store.Time(settled)
	o.NextDue, o.FinalDue = store.Time(nextDue), store.Time(finalDue)
	if writtenOff > 0 {
		o.WrittenOffAt = store.Time(writtenOff)
	}
	o.dues = o.duesKey()
	return o, nil
}

// duesKey says what order_instalments holds for o: its instalments' due
// dates and totals once it is paid out ("" before).
func (o *Order) duesKey() string {
	if o.DisbursedAt.IsZero() {
		return ""
	}
	var b strings.Builder
	for _, in := range o.Plan.Instalments {
		fmt.Fprintf(&b, "%d %d %d;", in.Number, store.Millis(in.DueDate), in.Total)
	}
	return b.String()
}

// saveDues writes o's instalments (order_instalments, migration 00039)
// when they changed since it was read: at payout, an extension, a
// reschedule.
func saveDues(ctx context.Context, q store.Querier, o *Order) error {
	key := o.duesKey()
	if key == o.dues {
		return nil
	}
	if _, err := q.Exec(ctx, `DELETE FROM order_instalments WHERE order_id = ?`, o.ID); err != nil {
		return err
	}
	if key != "" {
		values := make([]string, len(o.Plan.Instalments))
		args := make([]any, 0, 4*len(values))
		for i, in := range o.Plan.Instalments {
			values[i] = "(?, ?, ?, ?)"
			args = append(args, o.ID, in.Number, store.Millis(in.DueDate), in.Total)
		}
		if _, err := q.Exec(ctx, `INSERT INTO order_instalments (order_id, number, due_on, total) VALUES `+strings.Join(values, ", "), args...); err != nil {
			return err
		}
	}
	o.dues = key
	return nil
}

// orderByID reads an order whoever owns it: for operators and the job.
func orderByID(ctx context.Context, q store.Querier, id int64) (Order, error) {
	return scanOrder(q.QueryRow(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = ?`, id).Scan)
}

// orderToPay reads an order as orderByID does, held from the read inside a
// PostgreSQL transaction (store.ForUpdate): a payment then comes before or
// after the schedule job's look at the order (which holds its batch the
// same way), never beside it, so the interest earned is posted once. Only
// these two hold the order from the read: the payout's paths, which hold
// their payout row first, keep the lock order they had.
func orderToPay(ctx context.Context, q store.Querier, id int64) (Order, error) {
	return scanOrder(q.QueryRow(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = ?`+store.ForUpdate(q), id).Scan)
}

// ordersByIDs reads the orders ids, by id.
func ordersByIDs(ctx context.Context, q store.Querier, ids []int64) ([]Order, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return ordersWhere(ctx, q, `id IN (`+store.Marks(len(ids), 1)+`) ORDER BY id`, args...)
}

// ordersToLook reads the schedule job's batch, held from the read inside a
// PostgreSQL transaction (see orderToPay).
func ordersToLook(ctx context.Context, q store.Querier, ids []int64) ([]Order, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return ordersWhere(ctx, q, `id IN (`+store.Marks(len(ids), 1)+`) ORDER BY id`+store.ForUpdate(q), args...)
}

// orderByNo reads an order by its order number, for operators.
func orderByNo(ctx context.Context, q store.Querier, no string) (Order, error) {
	return scanOrder(q.QueryRow(ctx, `SELECT `+orderColumns+` FROM orders WHERE order_no = ?`, no).Scan)
}

// errNoOrder is the one answer for an order that does not exist and for
// another borrower's order, so neither existence nor ownership leaks.
func errNoOrder() error { return fault.New(fault.CodeNotFound, "Order not found.") }

// OrderOf reads a borrower's own order; another borrower's answers the
// same 404 as a missing one.
func OrderOf(ctx context.Context, q store.Querier, userID, orderID int64) (Order, error) {
	o, err := scanOrder(q.QueryRow(ctx, `SELECT `+orderColumns+` FROM orders WHERE id = ? AND user_id = ?`, orderID, userID).Scan)
	if errors.Is(err, store.ErrNotFound) {
		return Order{}, errNoOrder()
	}
	return o, err
}

// OrdersOf lists a borrower's orders, newest first.
func OrdersOf(ctx context.Context, q store.Querier, userID int64) ([]Order, error) {
	return ordersWhere(ctx, q, `user_id = ? ORDER BY id DESC`, userID)
}

// ordersWhere reads the orders a WHERE clause (and its order) chooses.
func ordersWhere(ctx context.Context, q store.Querier, where string, args ...any) ([]Order, error) {
	rows, err := q.Query(ctx, `SELECT `+orderColumns+` FROM orders WHERE `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		o, err := scanOrder(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// insertOrder stores a new order and gives it its order number: KW, the
// market's calendar date of placement (placedOn) and the id.
func insertOrder(ctx context.Context, q store.Querier, o *Order, placedOn time.Time) error {
	plan, err := encodePlan(o.Plan)
	if err != nil {
		return err
	}
	placeholder := fmt.Sprintf("new-%d-%d", o.UserID, o.CreatedAt.UnixNano())
	idColumn, idValue := "", ""
	args := []any{placeholder, o.UserID, o.ProductID, int(o.Status), o.Terms.Principal, o.Terms.TermDays, o.Terms.Instalments,
		o.Terms.DailyRatePPM, o.Terms.ServiceFee, o.Terms.ExtensionFee, o.Terms.ExtensionDays, o.Currency, o.Market,
		boolInt(o.RepeatClient), plan, o.Plan.APRBasisPoints, o.AmountDue, store.Millis(o.CreatedAt), store.Millis(o.UpdatedAt)}
	if o.ID != 0 { // a fixed id (the demo world)
		idColumn, idValue = "id, ", "?, "
		args = append([]any{o.ID}, args...)
	}
	id, err := store.InsertID(ctx, q, `INSERT INTO orders (`+idColumn+`order_no, user_id, product_id, status, principal, term_days, instalments,
		daily_rate_ppm, service_fee, extension_fee, extension_days, currency, market, repeat_client, plan, apr_bp, amount_due,
		created_at, updated_at) VALUES (`+idValue+`?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, args...)
	if err != nil {
		return err
	}
	o.ID = id
	o.No = fmt.Sprintf("KW%s%06d", placedOn.Format("060102"), id)
	_, err = q.Exec(ctx, `UPDATE orders SET order_no = ? WHERE id = ?`, o.No, id)
	return err
}

// updateOrder writes an order's changing columns, refusing (409) when
// someone else changed it since it was read.
func updateOrder(ctx context.Context, q store.Querier, o *Order) error {
	plan, err := encodePlan(o.Plan)
	if err != nil {
		return err
	}
	res, err := q.Exec(ctx, `UPDATE orders SET status = ?, version = version + 1, repeat_client = ?, plan = ?, apr_bp = ?, amount_due = ?, amount_paid = ?, paid_penalty = ?,
		paid_late_interest = ?, paid_scheduled = ?, late_interest = ?, penalty = ?, late_accrued_to = ?, updated_at = ?, decided_at = ?,
		withdrawal_confirmed_at = ?, disbursed_at = ?, settled_at = ?, next_due_at = ?, final_due_at = ?, paid_extension_fees = ?,
		paid_extension_interest = ?, waived_penalty = ?, waived_late_interest = ?, written_off_at = ?, waived_fees = ?, next_check_at = ? WHERE id = ? AND version = ?`,
		int(o.Status), boolInt(o.RepeatClient), plan, o.Plan.APRBasisPoints, o.AmountDue, o.AmountPaid, o.PaidPenalty, o.PaidLateInterest, o.PaidScheduled, o.LateInterest,
		o.Penalty, store.Millis(o.LateAccruedTo), store.Millis(o.UpdatedAt), store.Millis(o.DecidedAt), store.Millis(o.WithdrawalConfirmedAt),
		store.Millis(o.DisbursedAt), store.Millis(o.SettledAt), store.Millis(o.NextDue), store.Millis(o.FinalDue), o.PaidExtensionFees,
		o.PaidExtensionInterest, o.WaivedPenalty, o.WaivedLateInterest, store.Millis(o.WrittenOffAt), o.WaivedFees, lookAgain(o), o.ID, o.version)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n != 1 {
		return fault.New(fault.CodeConflict, "This order changed meanwhile. Please reload it.")
	}
	o.version++
	return saveDues(ctx, q, o)
}

// Change is one recorded status change of an order.
type Change struct {
	Event Event     `json:"event"`
	Actor string    `json:"actor"` // borrower:<id>, operator:<name>, system
	From  Status    `json:"from"`
	To    Status    `json:"to"`
	Note  string    `json:"note"`
	At    time.Time `json:"at"`
}

func insertChange(ctx context.Context, q store.Querier, orderID int64, c Change) error {
	_, err := q.Exec(ctx, `INSERT INTO order_events (order_id, event, actor, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		orderID, string(c.Event), c.Actor, int(c.From), int(c.To), c.Note, store.Millis(c.At))
	return err
}

// History lists an order's status changes, oldest first.
func History(ctx context.Context, q store.Querier, orderID int64) ([]Change, error) {
	rows, err := q.Query(ctx, `SELECT event, actor, from_status, to_status, note, created_at FROM order_events WHERE order_id = ? ORDER BY id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Change
	for rows.Next() {
		var (
			c  Change
			at int64
		)
		if err := rows.Scan(&c.Event, &c.Actor, &c.From, &c.To, &c.Note, &at); err != nil {
			return nil, err
		}
		c.At = store.Time(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// LastPayment is the order's latest payment or extension history line:
// what was paid, how it was split, and what it left due now and why; a
// zero Change when a correction (Replay) came after it, since the
// correction split the payments again and that line's split and "still
// due" no longer hold (the correction's own line says what happened).
func LastPayment(ctx context.Context, q store.Querier, orderID int64) (Change, error) {
	var (
		c  Change
		at int64
	)
	err := q.QueryRow(ctx, `SELECT note, created_at FROM order_events WHERE order_id = ? AND event IN (?, ?)
		AND id > (SELECT COALESCE(MAX(id), 0) FROM order_events WHERE order_id = ? AND event = ?) ORDER BY id DESC LIMIT 1`,
		orderID, string(EventPaid), string(EventExtend), orderID, string(EventCorrect)).Scan(&c.Note, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Change{}, nil
	}
	c.At = store.Time(at)
	return c, err
}

// LastWaiver is the order's latest waiver history line (Waive), or a zero
// Change.
func LastWaiver(ctx context.Context, q store.Querier, orderID int64) (Change, error) {
	return lastChange(ctx, q, orderID, EventWaive, EventWaive)
}

// LastReschedule is the order's latest reschedule history line
// (Reschedule), or a zero Change.
func LastReschedule(ctx context.Context, q store.Querier, orderID int64) (Change, error) {
	return lastChange(ctx, q, orderID, EventReschedule, EventReschedule)
}

// LastCorrection is the order's latest replay history line (Replay: a
// payment reversed, or re-applied here), or a zero Change.
func LastCorrection(ctx context.Context, q store.Querier, orderID int64) (Change, error) {
	return lastChange(ctx, q, orderID, EventCorrect, EventCorrect)
}

// lastChange is the order's latest history line of event a or b: its note
// and time, or a zero Change when there is none.
func lastChange(ctx context.Context, q store.Querier, orderID int64, a, b Event) (Change, error) {
	var (
		c  Change
		at int64
	)
	err := q.QueryRow(ctx, `SELECT note, created_at FROM order_events WHERE order_id = ? AND event IN (?, ?) ORDER BY id DESC LIMIT 1`,
		orderID, string(a), string(b)).Scan(&c.Note, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Change{}, nil
	}
	c.At = store.Time(at)
	return c, err
}

// Plural is "1 day", "3 days".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// Rate records the rating the order details page sends (google-score):
// stars is the borrower's choice; score is what the page sends (always 5).
func (s *Service) Rate(ctx context.Context, userID, orderID int64, score, stars int) error {
	if score < 1 || score > 5 {
		return fault.Field("score", "The score must be from 1 to 5.")
	}
	if stars < 1 || stars > 5 {
		return fault.Field("stars", "Please choose from 1 to 5 stars.")
	}
	if orderID > 0 {
		if _, err := OrderOf(ctx, s.db, userID, orderID); err != nil {
			return err
		}
	}
	_, err := s.db.Exec(ctx, `INSERT INTO ratings (user_id, order_id, score, stars, created_at) VALUES (?, ?, ?, ?, ?)`,
		userID, orderID, score, stars, store.Millis(s.clock.Now()))
	return err
}

// OrdersByIDs reads orders by id whoever owns them (the credit policy's
// what-if reads how the applications it looks at were repaid).
func OrdersByIDs(ctx context.Context, q store.Querier, ids []int64) ([]Order, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return ordersByIDs(ctx, q, ids)
}
