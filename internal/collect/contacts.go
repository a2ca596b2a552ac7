package collect

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// The channels of a contact.
const (
	Call  = "call"
	SMS   = "sms"
	Visit = "visit"
)

// Outcomes are what a call or visit can end in; a text is sent or failed.
var Outcomes = []string{"reached", "no_answer", "wrong_number", "promised", "refused", "paid", "dispute"}

// The outcomes of a text.
const (
	OutcomeSent   = "sent"
	OutcomeFailed = "failed"
)

// The exceptions under which a contact was made outside the contact hours.
const (
	ExceptionDays    = "days"    // more than the market's days past due
	ExceptionConsent = "consent" // the borrower agreed to any hour
	ExceptionWarned  = "warned"  // a call or visit logged after the warning
)

// Contact is one contact with a borrower about an order.
type Contact struct {
	ID           int64     `json:"id"`
	OrderID      int64     `json:"orderId"`
	OrderNo      string    `json:"orderNo"`
	OperatorID   int64     `json:"operatorId"`
	OperatorName string    `json:"operatorName"`
	Channel      string    `json:"channel"`
	Outcome      string    `json:"outcome"`
	Note         string    `json:"note"`
	Template     string    `json:"template"`
	Body         string    `json:"body"`
	DaysPastDue  int       `json:"daysPastDue"`
	OutsideHours bool      `json:"outsideHours"`
	Exception    string    `json:"exception"`
	At           time.Time `json:"at"`
}

// Block is a contact the conduct rules refused: Rule is hours (a text
// outside the contact hours), warn (a call or visit outside them, which
// may be logged once the operator confirms) or cap (the borrower's
// contacts today reached the cap). The console audits every one.
type Block struct {
	Rule    string    `json:"rule"`
	Channel string    `json:"channel"`
	OrderID int64     `json:"orderId"`
	Until   time.Time `json:"until"` // when the rule next allows it
}

// The rules a Block names.
const (
	RuleHours = "hours"
	RuleWarn  = "warn"
	RuleCap   = "cap"
)

// Blocked is the Block an error from LogContact or Send carries.
func Blocked(err error) (Block, bool) {
	var fe *fault.Error
	if errors.As(err, &fe) {
		if b, ok := fe.Data.(Block); ok {
			return b, true
		}
	}
	return Block{}, false
}

// dayStart is 00:00 of t's local day, as a time.
func (s *Service) dayStart(t time.Time) time.Time {
	l := t.In(s.loc())
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, s.loc())
}

// conduct checks a contact by channel with the account a at now against
// the rules, in q: the daily cap, then the contact hours and their
// exceptions. It says under which exception an out-of-hours contact goes
// ("" inside the hours), or refuses with a Block (409).
func (s *Service) conduct(ctx context.Context, q store.Querier, a Account, channel string, confirmed bool, now time.Time) (string, error) {
	st, err := s.Settings(ctx, q)
	if err != nil {
		return "", err
	}
	var n int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM collection_contacts WHERE user_id = ? AND at >= ? AND outcome <> ?`,
		a.UserID, store.Millis(s.dayStart(now)), OutcomeFailed).Scan(&n); err != nil {
		return "", err
	}
	if n >= st.DailyCap {
		e := fault.Newf(fault.CodeConflict, "This borrower has had %d contacts today, the most the rules allow (%d a day). Try again tomorrow.", n, st.DailyCap)
		e.Data = Block{Rule: RuleCap, Channel: channel, OrderID: a.OrderID, Until: s.dayStart(now).AddDate(0, 0, 1)}
		return "", e
	}
	h := s.hours()
	open, next := h.Allowed(now, s.loc(), 0, false)
	if open {
		return "", nil
	}
	if h.LiftAfterDays > 0 && a.DaysPastDue > h.LiftAfterDays {
		return ExceptionDays, nil
	}
	agreed, err := s.consent.AnyHour(ctx, q, a.UserID)
	if err != nil {
		return "", err
	}
	if agreed {
		return ExceptionConsent, nil
	}
	local := now.In(s.loc()).Format("15:04")
	window := fmt.Sprintf("%02d:00 to %02d:00", h.From, h.To)
	if channel == SMS {
		e := fault.Newf(fault.CodeConflict, "It is %s where the borrower lives: collection texts go only from %s (%s), unless the account is more than %d days past due or the borrower agreed. Nothing was sent.",
			local, window, h.Source, h.LiftAfterDays)
		e.Data = Block{Rule: RuleHours, Channel: channel, OrderID: a.OrderID, Until: next.UTC()}
		return "", e
	}
	if !confirmed {
		e := fault.Newf(fault.CodeConflict, "It is %s where the borrower lives: %s allows contact only from %s unless the account is more than %d days past due or the borrower agreed. Log it anyway only if the borrower called you.",
			local, h.Source, window, h.LiftAfterDays)
		e.Data = Block{Rule: RuleWarn, Channel: channel, OrderID: a.OrderID, Until: next.UTC()}
		return "", e
	}
	return ExceptionWarned, nil
}

// Attempt is a call or visit a collector logs.
type Attempt struct {
	OrderID int64
	Channel string // call or visit
	Outcome string
	Note    string
	// Confirmed: the collector saw the out-of-hours warning and logs it anyway.
	Confirmed bool
	// NextAction is the date to act on next (zero: none).
	NextAction time.Time
}

// maxNote is the longest note a contact keeps.
const maxNote = 1000

// LogContact records a call or visit by op on an open account, after the
// conduct rules; in q (a transaction, with its audit entry).
func (s *Service) LogContact(ctx context.Context, q store.Querier, op Member, at Attempt) (Contact, error) {
	if at.Channel != Call && at.Channel != Visit {
		return Contact{}, fault.Field("channel", "A contact is a call or a visit; texts go through Send.")
	}
	if !slices.Contains(Outcomes, at.Outcome) {
		return Contact{}, fault.Field("outcome", "The outcome is one of: "+strings.Join(Outcomes, ", ")+".")
	}
	if len([]rune(at.Note)) > maxNote {
		return Contact{}, fault.Field("note", fmt.Sprintf("A note holds at most %d characters.", maxNote))
	}
	today := s.today()
	if !at.NextAction.IsZero() && (at.NextAction.Before(today) || at.NextAction.After(today.AddDate(0, 0, 60))) {
		return Contact{}, fault.Field("nextAction", "The next action is a date from today to 60 days ahead.")
	}
	a, err := s.AccountOf(ctx, q, at.OrderID)
	if err != nil {
		return Contact{}, err
	}
	now := s.clock.Now()
	exc, err := s.conduct(ctx, q, a, at.Channel, at.Confirmed, now)
	if err != nil {
		return Contact{}, err
	}
	c := Contact{OrderID: a.OrderID, OrderNo: a.OrderNo, OperatorID: op.ID, OperatorName: op.Name, Channel: at.Channel, Outcome: at.Outcome,
		Note: strings.TrimSpace(at.Note), DaysPastDue: a.DaysPastDue, OutsideHours: exc != "", Exception: exc, At: now}
	return c, s.record(ctx, q, a, &c, at.NextAction)
}

// record appends contact c to the log and updates the account: its last
// contact, a follow-up after a broken promise done, the next action.
func (s *Service) record(ctx context.Context, q store.Querier, a Account, c *Contact, next time.Time) error {
	outside := 0
	if c.OutsideHours {
		outside = 1
	}
	id, err := store.InsertID(ctx, q, `INSERT INTO collection_contacts (order_id, order_no, user_id, operator_id, operator_name, channel, outcome, note,
		template, body, days_past_due, outside_hours, exception, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.OrderID, c.OrderNo, a.UserID, c.OperatorID, c.OperatorName, c.Channel, c.Outcome, c.Note, c.Template, c.Body, c.DaysPastDue, outside,
		c.Exception, store.Millis(c.At))
	if err != nil {
		return err
	}
	c.ID = id
	if c.Outcome == OutcomeFailed {
		return nil
	}
	set, args := `last_contact_at = ?, last_outcome = ?, urgency = ? + due_at`, []any{store.Millis(c.At), c.Outcome, later}
	if !next.IsZero() {
		set, args = set+`, next_action = ?`, append(args, store.Millis(next))
	}
	_, err = q.Exec(ctx, `UPDATE collection_accounts SET `+set+` WHERE order_id = ?`, append(args, c.OrderID)...)
	return err
}

const contactColumns = `id, order_id, order_no, operator_id, operator_name, channel, outcome, note, template, body,
	days_past_due, outside_hours, exception, at`

func scanContact(scan func(dest ...any) error) (Contact, error) {
	var c Contact
	var outside int
	var at int64
	err := scan(&c.ID, &c.OrderID, &c.OrderNo, &c.OperatorID, &c.OperatorName, &c.Channel, &c.Outcome, &c.Note, &c.Template, &c.Body,
		&c.DaysPastDue, &outside, &c.Exception, &at)
	c.OutsideHours, c.At = outside == 1, store.Time(at)
	return c, err
}

// maxContacts is the most contacts a history lists.
const maxContacts = 500

// Contacts are the order's contacts, newest first.
func (s *Service) Contacts(ctx context.Context, orderID int64) ([]Contact, error) {
	return s.contacts(ctx, `order_id = ?`, orderID)
}

// BorrowerContacts are every contact with the borrower, newest first:
// what a collection-conduct complaint's handler reads.
func (s *Service) BorrowerContacts(ctx context.Context, userID int64) ([]Contact, error) {
	return s.contacts(ctx, `user_id = ?`, userID)
}

func (s *Service) contacts(ctx context.Context, where string, arg int64) ([]Contact, error) {
	rows, err := s.db.Query(ctx, `SELECT `+contactColumns+` FROM collection_contacts WHERE `+where+` ORDER BY at DESC, id DESC LIMIT ?`, arg, maxContacts)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Contact{}
	for rows.Next() {
		c, err := scanContact(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Standing is where an account stands with the conduct rules now: what
// the account page shows beside its actions.
type Standing struct {
	ContactsToday int    `json:"contactsToday"`
	DailyCap      int    `json:"dailyCap"`
	LocalTime     string `json:"localTime"` // HH:MM where the borrower lives
	LocalDate     string `json:"localDate"` // YYYY-MM-DD there: today, the first day a promise may name
	// InHours: inside the contact hours (From to To, local).
	InHours bool   `json:"inHours"`
	From    string `json:"from"`
	To      string `json:"to"`
	// Exception is why contact is allowed outside the hours: days (more
	// than LiftAfterDays past due) or consent; "" when neither holds.
	Exception     string `json:"exception"`
	LiftAfterDays int    `json:"liftAfterDays"`
	Rule          string `json:"rule"` // the source of the hours
}

// StandingOf is a's standing with the rules now.
func (s *Service) StandingOf(ctx context.Context, a Account) (Standing, error) {
	now := s.clock.Now()
	st, err := s.Settings(ctx, s.db)
	if err != nil {
		return Standing{}, err
	}
	h := s.hours()
	out := Standing{DailyCap: st.DailyCap, LocalTime: now.In(s.loc()).Format("15:04"),
		LocalDate: now.In(s.loc()).Format(time.DateOnly), From: fmt.Sprintf("%02d:00", h.From),
		To: fmt.Sprintf("%02d:00", h.To), LiftAfterDays: h.LiftAfterDays, Rule: h.Source}
	if err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM collection_contacts WHERE user_id = ? AND at >= ? AND outcome <> ?`,
		a.UserID, store.Millis(s.dayStart(now)), OutcomeFailed).Scan(&out.ContactsToday); err != nil {
		return out, err
	}
	out.InHours, _ = h.Allowed(now, s.loc(), 0, false)
	switch agreed, err := s.consent.AnyHour(ctx, s.db, a.UserID); {
	case err != nil:
		return out, err
	case h.LiftAfterDays > 0 && a.DaysPastDue > h.LiftAfterDays:
		out.Exception = ExceptionDays
	case agreed:
		out.Exception = ExceptionConsent
	}
	return out, nil
}
