package loan

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"
	_ "time/tzdata" // market time zones on hosts without a zone database

	"kwarta/internal/clock"
	"kwarta/internal/config"
	"kwarta/internal/fault"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// Service runs orders: placing them, moving them through the status
// machine, taking payments, and the clock-driven schedule job. Every
// operation takes a store.Querier: a *store.DB runs it in its own
// transaction, a *store.Tx (the demo world) inside the caller's.
type Service struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
	// dueWindowDays is how many days before a due date an order enters the
	// due window (174), where the repayment and roll-over pages apply;
	// zero means config.DefaultDueWindowDays.
	dueWindowDays int
	// costCaps applies the Philippine cost caps (caps.go) to the loans they
	// cover (market "ph", at most ₱10,000.00, at most 120 days): prices
	// above the nominal or effective cap are refused when quoted, and late
	// charges and extensions are limited. Set for the Philippine market;
	// off, loans keep the standard figures.
	costCaps bool
	// notices hears disbursements, payments and extensions, and the
	// schedule job asks it for reminders (notifier.go); nil: nobody is told.
	notices Notifier
	// underwriter decides applications under the credit policy
	// (underwriting.go); nil: every order goes to a reviewer.
	underwriter Underwriter
	logger      *slog.Logger
}

// New is the order service over db in market mk, reading clk. notices
// hears disbursements, payments and extensions and sends reminders (nil:
// nobody is told); underwriter decides applications (nil: every one goes
// to a reviewer); dueWindowDays is how many days before a due date an
// order enters the due window (0: config.DefaultDueWindowDays); costCaps
// applies the Philippine cost caps (the server sets it for the ph market).
func New(db *store.DB, clk clock.Clock, mk *market.Market, notices Notifier, underwriter Underwriter, dueWindowDays int, costCaps bool, logger *slog.Logger) *Service {
	return &Service{db: db, clock: clk, market: mk, notices: notices, underwriter: underwriter, dueWindowDays: dueWindowDays, costCaps: costCaps, logger: logger}
}

// An Option changes one setting of a copy of the service (With).
type Option func(*Service)

// Clock reads another clock: the demo world places and repays orders in
// the past.
func Clock(c clock.Clock) Option { return func(s *Service) { s.clock = c } }

// Notices tells another Notifier (nil: nobody is told): the demo world's
// history queues no notices.
func Notices(n Notifier) Option { return func(s *Service) { s.notices = n } }

// DueWindowDays is another due window (0: config.DefaultDueWindowDays).
func DueWindowDays(days int) Option { return func(s *Service) { s.dueWindowDays = days } }

// CostCaps turns the Philippine cost caps on or off, as the server does
// for another market.
func CostCaps(on bool) Option { return func(s *Service) { s.costCaps = on } }

// Market is the market the service's orders are in: its currency and time
// zone (the repayments check a postback's unsigned currency against it).
func (s *Service) Market() *market.Market { return s.market }

// With is a copy of the service with the options applied; the service
// itself is unchanged.
func (s *Service) With(opts ...Option) *Service {
	cp := *s
	for _, o := range opts {
		o(&cp)
	}
	return &cp
}

// Calendar is the market's calendar now.
func (s *Service) Calendar() Calendar {
	c := Calendar{Now: s.clock.Now(), Window: s.dueWindowDays}
	if s.market != nil {
		c.Loc = s.market.Location()
	}
	if c.Window <= 0 {
		c.Window = config.DefaultDueWindowDays
	}
	return c
}

// inTx runs fn in q when q is a transaction, else in a new transaction of q.
func inTx(ctx context.Context, q store.Querier, fn func(ctx context.Context, q store.Querier) error) error {
	if db, ok := q.(*store.DB); ok {
		return db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error { return fn(ctx, tx) })
	}
	return fn(ctx, q)
}

// Actors name who changed an order, as order_events records them.
func BorrowerActor(userID int64) string { return "borrower:" + strconv.FormatInt(userID, 10) }

// The actors that are not borrowers.
const (
	ActorJob  = "system:job"
	ActorDemo = "demo"
)

// OperatorActor names an operator acting through the command line.
func OperatorActor(name string) string {
	if name == "" {
		name = "cli"
	}
	return "operator:" + name
}

// Application is what a borrower asks for on the confirmation page.
type Application struct {
	UserID    int64
	ProductID int64
	Amount    int64 // minor units
	TermDays  int
	// OrderID, when set, is the id the order takes (the demo world's fixed
	// ids); zero lets the database choose.
	OrderID int64
}

// placeAgain is how long an identical application returns the order it
// already made (Push), so a double tap on Next places one loan.
const placeAgain = time.Minute

// Quote prices an application without placing it: the product and amount
// checked, the plan as if disbursed today. Under the cost caps a covered
// loan priced above the nominal or the effective cap is refused (409)
// naming the cap.
func (s *Service) Quote(ctx context.Context, q store.Querier, a Application) (Product, Schedule, error) {
	cal := s.Calendar()
	p, err := ProductByID(ctx, q, a.ProductID)
	if err != nil {
		return Product{}, Schedule{}, err
	}
	if err := p.CheckAmount(a.Amount); err != nil {
		return p, Schedule{}, err
	}
	if err := p.CheckTerm(a.TermDays); err != nil {
		return p, Schedule{}, err
	}
	plan, err := Plan(p.Terms(a.Amount, a.TermDays), cal.Today())
	if err != nil {
		var le *Error
		if errors.As(err, &le) && le.Field != "" {
			return p, Schedule{}, fault.Field(le.Field, le.Message)
		}
		return p, Schedule{}, err
	}
	if s.costCaps {
		if err := checkCaps(p.Market, p.Terms(a.Amount, a.TermDays), plan, cal.Today()); err != nil {
			var ce *Error
			if errors.As(err, &ce) {
				err = fault.New(fault.CodeConflict, ce.Message)
			}
			return p, Schedule{}, err
		}
	}
	return p, plan, nil
}

// Place makes an order of an application: status 151, under review.
func (s *Service) Place(ctx context.Context, q store.Querier, a Application) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		p, plan, err := s.Quote(ctx, q, a)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		st, err := StandingOf(ctx, q, a.UserID)
		if err != nil {
			return err
		}
		o = Order{
			ID: a.OrderID, UserID: a.UserID, ProductID: p.ID, Status: statusNone, Terms: p.Terms(a.Amount, a.TermDays), Currency: p.Currency,
			Market: p.Market, RepeatClient: st.Settled, Plan: plan, AmountDue: plan.TotalRepayable, CreatedAt: now, UpdatedAt: now,
		}
		if err := CanMove(&o, EventPlace, StatusProcessing); err != nil {
			return err
		}
		o.Status = StatusProcessing
		if err := insertOrder(ctx, q, &o, s.Calendar().Today()); err != nil {
			return err
		}
		return insertChange(ctx, q, o.ID, Change{Event: EventPlace, Actor: BorrowerActor(a.UserID), From: statusNone, To: StatusProcessing, At: now})
	})
	return o, err
}

func recentSame(ctx context.Context, q store.Querier, a Application, now time.Time) (Order, bool, error) {
	o, err := scanOrder(q.QueryRow(ctx, `SELECT `+orderColumns+` FROM orders WHERE user_id = ? AND product_id = ? AND principal = ?
		AND term_days = ? AND status IN (?, ?, ?) AND created_at >= ? ORDER BY id DESC LIMIT 1`,
		a.UserID, a.ProductID, a.Amount, a.TermDays, int(StatusProcessing), int(StatusApproved), int(StatusRejected), store.Millis(now.Add(-placeAgain))).Scan)
	if errors.Is(err, store.ErrNotFound) {
		return Order{}, false, nil
	}
	return o, err == nil, err
}

// move applies a fixed-destination event to an order: checks it against
// the machine, lets apply set the event's dates, saves and records it.
func (s *Service) move(ctx context.Context, q store.Querier, o *Order, ev Event, actor, note string, apply func(o *Order, now time.Time)) error {
	to, ok := target(ev, o.Status)
	if !ok {
		return CanMove(o, ev, statusNone)
	}
	if err := CanMove(o, ev, to); err != nil {
		return err
	}
	now := s.clock.Now()
	from := o.Status
	o.Status, o.UpdatedAt = to, now
	if apply != nil {
		apply(o, now)
	}
	if err := updateOrder(ctx, q, o); err != nil {
		return err
	}
	return insertChange(ctx, q, o.ID, Change{Event: ev, Actor: actor, From: from, To: to, Note: note, At: now})
}

// findOrder reads an order by its order number (KW…) or, for the demo and
// tests, its id.
func findOrder(ctx context.Context, q store.Querier, ref string) (Order, error) {
	var (
		o   Order
		err error
	)
	if id, convErr := strconv.ParseInt(ref, 10, 64); convErr == nil {
		o, err = orderByID(ctx, q, id)
	} else {
		o, err = orderByNo(ctx, q, ref)
	}
	if errors.Is(err, store.ErrNotFound) {
		return Order{}, errNoOrder()
	}
	return o, err
}

// Operate is an operator's decision on an order, by order number: approve
// (151 → 21), reject (151 or 21 → 110) or disburse (151 after the
// withdrawal confirmation → 170, the plan's due dates counted from today).
func (s *Service) Operate(ctx context.Context, q store.Querier, ev Event, orderRef, actor string) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = findOrder(ctx, q, orderRef); err != nil {
			return err
		}
		switch ev {
		case EventApprove, EventReject:
			return s.move(ctx, q, &o, ev, actor, "", func(o *Order, now time.Time) { o.DecidedAt = now })
		case EventDisburse:
			return s.disburse(ctx, q, &o, actor, "")
		}
		return fault.Newf(fault.CodeInvalid, "Operators can approve, reject or disburse, not %s.", ev)
	})
	return o, err
}

// Disburse moves an order whose money was sent (151 after the withdrawal
// confirmation → 170), the plan's due dates counted from today; note (the
// payout's provider and reference) goes in the order's history. The payout
// package calls it once the provider has paid, in its transaction q.
func (s *Service) Disburse(ctx context.Context, q store.Querier, orderID int64, actor, note string) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = orderByID(ctx, q, orderID); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				return errNoOrder()
			}
			return err
		}
		return s.disburse(ctx, q, &o, actor, note)
	})
	return o, err
}

func (s *Service) disburse(ctx context.Context, q store.Querier, o *Order, actor, note string) error {
	if to, ok := target(EventDisburse, o.Status); !ok {
		return CanMove(o, EventDisburse, statusNone)
	} else if err := CanMove(o, EventDisburse, to); err != nil {
		return err
	}
	plan, err := Plan(o.Terms, s.Calendar().Today())
	if err != nil {
		return err
	}
	err = s.move(ctx, q, o, EventDisburse, actor, note, func(o *Order, now time.Time) {
		o.DisbursedAt, o.Plan = now, plan
		o.FinalDue = plan.Instalments[len(plan.Instalments)-1].DueDate
		o.refreshDue()
	})
	if err != nil {
		return err
	}
	if err := s.bookDisbursed(ctx, q, o, note); err != nil {
		return err
	}
	return s.notify(ctx, q, NoticeDisbursed, *o, o.Terms.Principal)
}

// Withdraw is the borrower confirming the withdrawal of an approved loan
// (21 → 151, being disbursed). Whether the borrower has an account to
// receive it is the caller's check (Order.Can tells when to make it).
func (s *Service) Withdraw(ctx context.Context, q store.Querier, userID, orderID int64) (Order, error) {
	var o Order
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if o, err = OrderOf(ctx, q, userID, orderID); err != nil {
			return err
		}
		return s.move(ctx, q, &o, EventWithdraw, BorrowerActor(userID), "", func(o *Order, now time.Time) { o.WithdrawalConfirmedAt = now })
	})
	return o, err
}

// Lookup reads an order by its order number or id with its status history,
// for operators.
func (s *Service) Lookup(ctx context.Context, ref string) (Order, []Change, error) {
	o, err := findOrder(ctx, s.db, ref)
	if err != nil {
		return Order{}, nil, err
	}
	h, err := History(ctx, s.db, o.ID)
	return o, h, err
}

// TermUnitDays is the one term unit Kwarta lends in: periods count days.
const TermUnitDays = 1

// CanApply refuses a product the borrower cannot apply for here: a
// partner's (applied for on the partner's page) or one with a loan in
// progress (one loan per product at a time).
func CanApply(st Standing, p Product) error {
	if p.Partner() {
		return fault.Newf(fault.CodeConflict, "%s is offered by a partner lender. Please apply on the partner's page.", p.Name)
	}
	if st.Busy[p.ID] {
		err := fault.Newf(fault.CodeConflict, "You already have a %s loan in progress. You can apply again once it is repaid.", p.Name)
		err.Data = InProgress{OrderID: st.InProgress[p.ID], ProductID: p.ID}
		return err
	}
	return nil
}

// InProgress is the data of the refusal to confirm a loan on a product
// with one in progress: that loan, so the page can lead to it.
type InProgress struct {
	OrderID   int64 `json:"orderId"`
	ProductID int64 `json:"productId"`
}

// Offer is what a borrower is offered on a product without a limit: the
// largest amount of its range and steps, over its term (OfferWithin
// applies the borrower's limit).
func (p Product) Offer(userID int64) Application {
	amount := p.MaxAmount
	if p.AmountStep > 0 {
		amount = p.MinAmount + (p.MaxAmount-p.MinAmount)/p.AmountStep*p.AmountStep
	}
	return Application{UserID: userID, ProductID: p.ID, Amount: amount, TermDays: p.TermDays}
}

// Push is loan-detail-push: the borrower confirms the loan on the
// confirmation page and an order is placed, decided under the credit
// policy (underwriting.go): under review (151), approved (21) or rejected
// (110); device is the app's device id.
func (s *Service) Push(ctx context.Context, userID, productID, amount int64, periods, termUnit int, device string) (Order, error) {
	if termUnit != TermUnitDays {
		return Order{}, fault.Field("termUnit", "The term unit must be 1 (days).")
	}
	var o Order
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		p, err := ProductByID(ctx, tx, productID)
		if err != nil {
			return err
		}
		a := Application{UserID: userID, ProductID: productID, Amount: amount, TermDays: periods}
		// An identical tap moments ago returns the order it made.
		if prev, ok, err := recentSame(ctx, tx, a, s.clock.Now()); err != nil || ok {
			o = prev
			return err
		}
		st, err := StandingOf(ctx, tx, userID)
		if err != nil {
			return err
		}
		if err := CanApply(st, p); err != nil {
			return err
		}
		o, err = s.decide(ctx, tx, p, st, a, device)
		return err
	})
	if store.IsUniqueViolation(err) {
		// Another tap placed the loan meanwhile (orders_one_in_progress):
		// answer its order when it is the same application.
		if prev, ok, rerr := recentSame(ctx, s.db, Application{UserID: userID, ProductID: productID, Amount: amount, TermDays: periods}, s.clock.Now()); rerr != nil || ok {
			return prev, rerr
		}
		return Order{}, fault.New(fault.CodeConflict, "You already have a loan with this product in progress. You can apply again once it is repaid.")
	}
	return o, err
}
