package credit

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"kwarta/internal/applicant"
	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// Applicants is what the policy reads of the applicants' data (the
// applicant package's Service).
type Applicants interface {
	FactsOf(ctx context.Context, q store.Querier, userID int64) (applicant.Facts, error)
}

// Accounts is what the policy reads of the borrowers' accounts (the
// account package's Service).
type Accounts interface {
	RegisteredAt(ctx context.Context, q store.Querier, userID int64) (time.Time, error)
	BorrowersOnDevice(ctx context.Context, q store.Querier, deviceID string) (int, error)
}

// Service decides applications under the current policy; it is the loan
// engine's loan.Underwriter.
type Service struct {
	db         *store.DB
	clock      clock.Clock
	market     *market.Market
	applicants Applicants
	accounts   Accounts
}

// New is underwriting over db in market mk.
func New(db *store.DB, clk clock.Clock, mk *market.Market, applicants Applicants, accounts Accounts) *Service {
	return &Service{db: db, clock: clk, market: mk, applicants: applicants, accounts: accounts}
}

// today is the market's date now, and when it began.
func (s *Service) today() (time.Time, time.Time) {
	now := s.clock.Now().In(s.market.Location())
	y, m, d := now.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC), time.Date(y, m, d, 0, 0, 0, 0, s.market.Location())
}

// Market is the market's code.
func (s *Service) Market() string { return s.market.Code }

func (s *Service) money() loan.Money { return loan.MoneyFor(s.market.Code, false) }

// Limit is the principal limit of a borrower whose orders are st, under
// the current policy (loan.Underwriter).
func (s *Service) Limit(ctx context.Context, q store.Querier, st loan.Standing) (int64, error) {
	p, err := s.Current(ctx, q)
	if err != nil {
		return 0, err
	}
	return p.Limit(st.OnTime, st.Late), nil
}

// WaitUntil is the first day (the market's) a borrower in a cooling-off
// may apply again; zero when they are not in one. The confirmation page
// asks it, so a borrower is told before applying rather than refused
// again.
func (s *Service) WaitUntil(ctx context.Context, q store.Querier, userID int64) (time.Time, error) {
	p, err := s.Current(ctx, q)
	if err != nil {
		return time.Time{}, err
	}
	r, ok := p.Rule(RuleCoolingOff)
	if !ok {
		return time.Time{}, nil
	}
	last, err := s.lastRejected(ctx, q, userID)
	if err != nil || last.IsZero() {
		return time.Time{}, err
	}
	today, _ := s.today()
	if until := last.AddDate(0, 0, int(r.Params["days"])); today.Before(until) {
		return until, nil
	}
	return time.Time{}, nil
}

// lastRejected is the day (the market's, as a UTC date) of the borrower's
// last rejection that starts a cooling-off; zero when none.
func (s *Service) lastRejected(ctx context.Context, q store.Querier, userID int64) (time.Time, error) {
	var last sql.NullInt64
	if err := q.QueryRow(ctx, `SELECT MAX(COALESCE(NULLIF(reviewed_at, 0), decided_at)) FROM credit_decisions WHERE user_id = ? AND final = 'reject' AND cooling = 1`,
		userID).Scan(&last); err != nil || !last.Valid {
		return time.Time{}, err
	}
	y, m, d := store.Time(last.Int64).In(s.market.Location()).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC), nil
}

// record is a decision's Detail: what Record stores.
type record struct {
	policy  int
	result  Result
	inputs  Inputs
	device  string
	address string
}

// Decide runs the current policy on an application (loan.Underwriter).
func (s *Service) Decide(ctx context.Context, q store.Querier, a loan.Application, device string) (loan.Decision, error) {
	p, err := s.Current(ctx, q)
	if err != nil {
		return loan.Decision{}, err
	}
	in, address, err := s.inputs(ctx, q, a, device)
	if err != nil {
		return loan.Decision{}, err
	}
	res := p.Evaluate(in, s.money())
	d := loan.Decision{Outcome: res.Outcome, Note: "Credit policy v" + itoa(p.Version) + ": " + res.Readable(),
		Detail: record{policy: p.Version, result: res, inputs: in, device: device, address: address}}
	return d, nil
}

// inputs gathers what the policy reads about an application, and the
// applicant's address index.
func (s *Service) inputs(ctx context.Context, q store.Querier, a loan.Application, device string) (Inputs, string, error) {
	today, dayStart := s.today()
	in := Inputs{Today: today.Format(time.DateOnly), Amount: a.Amount}
	facts, err := s.applicants.FactsOf(ctx, q, a.UserID)
	if err != nil {
		return in, "", err
	}
	in.Applicant, in.Age, in.Nationality = facts.Known, facts.Age, facts.Nationality
	st, err := loan.StandingOf(ctx, q, a.UserID)
	if err != nil {
		return in, "", err
	}
	in.OpenLoans, in.OverdueLoans, in.SettledOnTime, in.SettledLate = st.Open, st.Overdue, st.OnTime, st.Late
	last, err := s.lastRejected(ctx, q, a.UserID)
	if err != nil {
		return in, "", err
	}
	if !last.IsZero() {
		in.LastRejectedOn = last.Format(time.DateOnly)
	}
	since := store.Millis(dayStart)
	if device != "" {
		if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM credit_decisions WHERE device_id = ? AND decided_at >= ?`, device, since).Scan(&in.DeviceToday); err != nil {
			return in, "", err
		}
		if in.DeviceBorrowers, err = s.accounts.BorrowersOnDevice(ctx, q, device); err != nil {
			return in, "", err
		}
	}
	if facts.AddressIndex != "" {
		if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM credit_decisions WHERE address_index = ? AND decided_at >= ?`, facts.AddressIndex, since).Scan(&in.AddressToday); err != nil {
			return in, "", err
		}
	}
	registered, err := s.accounts.RegisteredAt(ctx, q, a.UserID)
	if err != nil {
		return in, "", err
	}
	in.RegisteredMinutes = int64(s.clock.Now().Sub(registered) / time.Minute)
	return in, facts.AddressIndex, nil
}

// Record stores a decision on its order (loan.Underwriter).
func (s *Service) Record(ctx context.Context, q store.Querier, o loan.Order, d loan.Decision) error {
	r, ok := d.Detail.(record)
	if !ok {
		return errors.New("credit: a decision without its record")
	}
	reasons, err := json.Marshal(r.result.Reasons)
	if err != nil {
		return err
	}
	inputs, err := json.Marshal(r.inputs)
	if err != nil {
		return err
	}
	outcome := string(r.result.Outcome)
	_, err = q.Exec(ctx, `INSERT INTO credit_decisions (order_id, user_id, policy_version, outcome, reasons, inputs, credit_limit, retry_on, cooling,
		device_id, address_index, decided_at, final) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		o.ID, o.UserID, r.policy, outcome, string(reasons), string(inputs), r.result.Limit, r.result.RetryOn, boolInt(r.result.Cooling),
		r.device, r.address, store.Millis(s.clock.Now()), outcome)
	return err
}

// Stored is a decision as kept with its order.
type Stored struct {
	OrderID       int64     `json:"orderId"`
	PolicyVersion int       `json:"policyVersion"`
	Outcome       string    `json:"outcome"`
	Reasons       []Reason  `json:"reasons"`
	Inputs        Inputs    `json:"inputs"`
	Limit         int64     `json:"limit"`
	RetryOn       string    `json:"retryOn"`
	DecidedAt     time.Time `json:"decidedAt"`
	// Final is the decision that stands: the reviewer's after a review.
	Final      string    `json:"final"`
	Reviewer   string    `json:"reviewer"`
	Overrides  []string  `json:"overrides"`
	ReviewNote string    `json:"reviewNote"`
	ReviewedAt time.Time `json:"reviewedAt"`
}

// DecisionOf reads the decision on an order; found false for an order
// placed without one (before underwriting, or by the demo world).
func (s *Service) DecisionOf(ctx context.Context, q store.Querier, orderID int64) (Stored, bool, error) {
	var (
		d                 Stored
		reasons, inputs   string
		overrides         string
		decided, reviewed int64
	)
	err := q.QueryRow(ctx, `SELECT order_id, policy_version, outcome, reasons, inputs, credit_limit, retry_on, decided_at, final, reviewer, overrides,
		review_note, reviewed_at FROM credit_decisions WHERE order_id = ?`, orderID).Scan(&d.OrderID, &d.PolicyVersion, &d.Outcome, &reasons, &inputs,
		&d.Limit, &d.RetryOn, &decided, &d.Final, &d.Reviewer, &overrides, &d.ReviewNote, &reviewed)
	if errors.Is(err, sql.ErrNoRows) {
		return Stored{}, false, nil
	}
	if err != nil {
		return Stored{}, false, err
	}
	if err := json.Unmarshal([]byte(reasons), &d.Reasons); err != nil {
		return Stored{}, false, err
	}
	if err := json.Unmarshal([]byte(inputs), &d.Inputs); err != nil {
		return Stored{}, false, err
	}
	d.DecidedAt = store.Time(decided)
	if reviewed > 0 {
		d.ReviewedAt = store.Time(reviewed)
	}
	d.Overrides = splitList(overrides)
	return d, true, nil
}

// Declined is what a borrower is told of a declined application: the
// reasons that rejected it, or that a reviewer did (their notes are the
// lender's, not the borrower's).
func (d Stored) Declined() []string {
	out := []string{}
	if d.Reviewer != "" {
		return append(out, "After a review, we could not approve this application.")
	}
	for _, r := range d.Reasons {
		if r.Outcome == OutcomeReject || r.Outcome == OutcomeLimit {
			out = append(out, r.Text)
		}
	}
	return out
}

// Flags are the reason codes of the decisions on orders, by order id
// (orders decided without the policy have none).
func (s *Service) Flags(ctx context.Context, q store.Querier, orderIDs []int64) (map[int64][]string, error) {
	out := map[int64][]string{}
	if len(orderIDs) == 0 {
		return out, nil
	}
	args := make([]any, len(orderIDs))
	for i, id := range orderIDs {
		args[i] = id
	}
	rows, err := q.Query(ctx, `SELECT order_id, reasons FROM credit_decisions WHERE order_id IN (`+store.Marks(len(args), 1)+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id      int64
			reasons string
			list    []Reason
		)
		if err := rows.Scan(&id, &reasons); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(reasons), &list); err != nil {
			return nil, err
		}
		codes := []string{}
		for _, r := range list {
			codes = append(codes, r.Code)
		}
		out[id] = codes
	}
	return out, rows.Err()
}

// Review records a reviewer's decision on an application the policy sent
// to review, in the transaction q that moves the order: approving over
// the policy's flags (its review reasons but MANUAL_REVIEW, which is no
// finding) needs a note and records each flag as overridden; a rejection
// starts a cooling-off. An order decided without the policy (placed
// before it, or by the demo world) has no decision: found is false and
// nothing is written.
func (s *Service) Review(ctx context.Context, q store.Querier, orderID int64, reviewer string, approve bool, note string) (Stored, bool, error) {
	d, found, err := s.DecisionOf(ctx, q, orderID)
	if err != nil || !found {
		return d, found, err
	}
	if d.Final != string(loan.Review) {
		return d, true, nil // an approved order rejected later: the policy's decision stands as it was
	}
	flags := d.Flags()
	final, overrides, cooling := string(loan.Reject), "", 1
	if approve {
		if len(flags) > 0 && strings.TrimSpace(note) == "" {
			return d, true, fault.Field("reason", "Say why you approve over the credit policy's flags: "+strings.Join(flags, ", ")+".")
		}
		final, overrides, cooling = string(loan.Approve), strings.Join(flags, ","), 0
	}
	now := s.clock.Now()
	if _, err := q.Exec(ctx, `UPDATE credit_decisions SET final = ?, reviewer = ?, overrides = ?, review_note = ?, reviewed_at = ?, cooling = ?
		WHERE order_id = ? AND final = ?`, final, reviewer, overrides, strings.TrimSpace(note), store.Millis(now), cooling, orderID, string(loan.Review)); err != nil {
		return d, true, err
	}
	d.Final, d.Reviewer, d.Overrides, d.ReviewNote, d.ReviewedAt = final, reviewer, splitList(overrides), strings.TrimSpace(note), now
	return d, true, nil
}

// Flags are a decision's findings a reviewer weighs: its review reasons
// but MANUAL_REVIEW.
func (d Stored) Flags() []string {
	out := []string{}
	for _, r := range d.Reasons {
		if r.Outcome == OutcomeReview && r.Rule != RuleManualReview {
			out = append(out, r.Code)
		}
	}
	return out
}
