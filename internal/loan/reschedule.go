package loan

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/ledger"
	"kwarta/internal/store"
)

// A reschedule gives an order in repayment a new plan for what is left
// (docs/ACCOUNTING.md, "Servicing actions"), with the borrower's consent:
//
//   - the late charges charged and unpaid stay owed as they are (paid
//     first, as always);
//   - the principal not yet repaid is the new plan's principal, in
//     Instalments equal shares (the last takes the remainder), due on
//     FirstDue and every EveryDays after it;
//   - the old plan's interest that stays is what was paid or earned
//     (recognised on the books) by today; what of it is unpaid, and the
//     fees unpaid, go into the first new instalment (nothing forgiven);
//     the old plan's interest not yet earned is dropped;
//   - the new plan charges interest for its own days at the order's daily
//     rate on the principal still held (declining, as Plan does); for a
//     loan the caps cover, it is lowered, from the last instalment back,
//     to what the total cost cap leaves (Cut says by how much).
//
// The paid part of the old plan stays in the plan as closed instalments
// (what was paid of each, its interest earned), so the payments made and
// PaidScheduled keep their meaning.

// RescheduleMaxInstalments is the most instalments a reschedule makes
// (more when the order's own product has more).
const RescheduleMaxInstalments = 12

// rescheduleMaxDays is how far from today the new plan may end.
const rescheduleMaxDays = 365

// ConsentWays are how a borrower may have agreed to a reschedule.
var ConsentWays = []string{"in-app", "recorded call", "signed form"}

// Reschedule is an operator's new plan for an order and the borrower's
// consent to it.
type Reschedule struct {
	Instalments int
	FirstDue    time.Time // a date, after today
	EveryDays   int       // days between instalments (unused with one)
	ConsentHow  string    // one of ConsentWays
	ConsentOn   time.Time // a date: when the borrower agreed
	ConsentRef  string    // the call's, form's or in-app record's reference
}

// Rescheduling is what a reschedule does to an order: the order before
// (up to date with the calendar) and after, and the plan interest it
// moves, minor units.
type Rescheduling struct {
	Before, After Order
	Dropped       int64 // the old plan's interest not earned, dropped
	Carried       int64 // the old plan's interest earned and unpaid, in the first new instalment
	Added         int64 // the new plan's interest for its new days
	Cut           int64 // what the total cost cap took off Added
}

// CheckReschedule reads order ref in q, brought up to date with the
// calendar, checks r can be done now (an order in repayment, not written
// off; the instalments, dates and consent given) and answers what it would
// do, changing nothing else.
func (s *Service) CheckReschedule(ctx context.Context, q store.Querier, ref string, r Reschedule) (Rescheduling, error) {
	o, err := findOrder(ctx, q, ref)
	if err != nil {
		return Rescheduling{}, err
	}
	switch {
	case !o.WrittenOffAt.IsZero():
		return Rescheduling{}, fault.Newf(fault.CodeConflict, "Order %s was written off: it can no longer be rescheduled.", o.No)
	case !o.Status.InRepayment():
		return Rescheduling{}, fault.Newf(fault.CodeConflict, "Order %s is %s: only a loan being repaid can be rescheduled.", o.No, o.Status)
	}
	if _, err := s.tick(ctx, q, &o, ActorJob); err != nil {
		return Rescheduling{}, err
	}
	if err := s.checkNewPlan(&o, r); err != nil {
		return Rescheduling{}, err
	}
	recognised, err := ledger.Recognised(ctx, q, o.ID)
	if err != nil {
		return Rescheduling{}, err
	}
	return s.rescheduled(o, r, recognised), nil
}

// checkNewPlan refuses a reschedule whose figures or consent are missing
// or out of range, naming the field.
func (s *Service) checkNewPlan(o *Order, r Reschedule) error {
	today := s.Calendar().Today()
	most := max(RescheduleMaxInstalments, o.Terms.Instalments)
	last := addDays(r.FirstDue, (r.Instalments-1)*r.EveryDays)
	switch {
	case o.PrincipalHeld() == 0:
		return fault.Newf(fault.CodeConflict, "Order %s has no principal left to reschedule.", o.No)
	case r.Instalments < 1 || r.Instalments > most:
		return fault.Field("instalments", "Choose from 1 to "+strconv.Itoa(most)+" instalments.")
	case r.FirstDue.IsZero() || !r.FirstDue.After(today):
		return fault.Field("firstDue", "The first new due date must be after today, "+DisplayDay(today)+".")
	case r.Instalments > 1 && (r.EveryDays < 1 || r.EveryDays > rescheduleMaxDays):
		return fault.Field("everyDays", "Give the days between instalments, from 1 to 365.")
	case daysBetween(today, last) > rescheduleMaxDays:
		return fault.Field("firstDue", "The new plan would end on "+DisplayDay(last)+": it must end within 365 days of today.")
	case !slices.Contains(ConsentWays, r.ConsentHow):
		return fault.Field("consentHow", "Record how the borrower agreed to the new plan: "+strings.Join(ConsentWays, ", ")+". A reschedule needs their consent.")
	case r.ConsentOn.IsZero() || r.ConsentOn.After(today) || r.ConsentOn.Before(CalendarDate(o.DisbursedAt, s.Calendar().Loc)):
		return fault.Field("consentOn", "Give the day the borrower agreed: not after today, not before the loan was paid out.")
	case strings.TrimSpace(r.ConsentRef) == "":
		return fault.Field("consentRef", "Give the reference of the borrower's consent (the call's, the form's or the in-app record's).")
	}
	return nil
}

// rescheduled is the reschedule of o (up to date with the calendar) by r,
// in memory; recognised is the plan interest the books have recognised.
func (s *Service) rescheduled(o Order, r Reschedule, recognised int64) Rescheduling {
	cal := s.Calendar()
	today := cal.Today()
	rem := o.Remaining()
	var (
		closed                []Instalment
		paidInterest          int64
		feesLeft, principalOf int64
	)
	for i, in := range o.Plan.Instalments {
		b := rem[i]
		feesLeft, principalOf = feesLeft+b.Fees, principalOf+b.Principal
		paid := Instalment{DueDate: in.DueDate, Days: in.Days, Principal: in.Principal - b.Principal, Interest: in.Interest - b.Interest, Fees: in.Fees - b.Fees, WaivedFees: in.WaivedFees}
		paid.Carried, paid.Total = paid.Interest, paid.Principal+paid.Interest+paid.Fees
		paidInterest += paid.Interest
		if paid.Total > 0 {
			closed = append(closed, paid)
		}
	}
	kept := max(recognised, o.InterestEarned(today), paidInterest)
	rs := Rescheduling{Before: o, Dropped: o.Plan.TotalInterest - kept, Carried: kept - paidInterest}

	fresh := make([]Instalment, r.Instalments)
	outstanding, share := principalOf, principalOf/int64(r.Instalments)
	for i := range fresh {
		due := addDays(r.FirstDue, i*r.EveryDays)
		days, principal := r.EveryDays, share
		if i == 0 {
			days = daysBetween(today, due)
		}
		if i == len(fresh)-1 {
			principal = outstanding
		}
		fresh[i] = Instalment{DueDate: due, Days: days, Principal: principal,
			Interest: mulDiv(mul(outstanding, int64(days)), o.Terms.DailyRatePPM, ppm)}
		rs.Added += fresh[i].Interest
		outstanding -= principal
	}
	if s.Caps().Apply(&o) {
		probe := o
		probe.Plan.TotalInterest = kept
		rs.Cut = max(0, rs.Added-probe.costRoom())
		rs.Added -= rs.Cut
		for i, over := len(fresh)-1, rs.Cut; i >= 0 && over > 0; i-- {
			c := min(over, fresh[i].Interest)
			fresh[i].Interest, over = fresh[i].Interest-c, over-c
		}
	}
	fresh[0].Fees, fresh[0].Interest, fresh[0].Carried = feesLeft, fresh[0].Interest+rs.Carried, rs.Carried

	a := o
	a.Plan = scheduleOf(o.Plan.DisbursedOn, append(closed, fresh...), o.Plan.APRBasisPoints)
	a.AmountDue = a.Plan.TotalRepayable
	a.FinalDue = fresh[len(fresh)-1].DueDate
	a.refreshDue()
	a.LateAccruedTo = today
	a.Status = ScheduleStatus(a.NextDue, today, cal.Window)
	rs.After = a
	return rs
}

// scheduleOf is a plan of instalments ins (numbered here, totals made),
// from start, keeping the APR the loan was disclosed with.
func scheduleOf(start time.Time, ins []Instalment, apr int64) Schedule {
	s := Schedule{DisbursedOn: start, Instalments: ins, APRBasisPoints: apr}
	for i := range ins {
		in := &ins[i]
		in.Number, in.Total = i+1, add(add(in.Principal, in.Interest), in.Fees)
		s.TotalPrincipal = add(s.TotalPrincipal, in.Principal)
		s.TotalInterest = add(s.TotalInterest, in.Interest)
		s.TotalFees = add(s.TotalFees, in.Fees)
		s.TotalRepayable = add(s.TotalRepayable, in.Total)
	}
	s.TotalCost = add(s.TotalInterest, s.TotalFees)
	return s
}

// Reschedule gives order ref a new plan in q (the approval's
// transaction), as actor, for reason: CheckReschedule's checks, then the
// order takes the new plan and the status its first new due date gives,
// the books move the plan's interest (ledger.Rescheduled), the reschedule
// is recorded with the consent (reschedules), and the order's history
// says it in the borrower's words.
func (s *Service) Reschedule(ctx context.Context, q store.Querier, ref string, r Reschedule, actor, reason string) (Rescheduling, error) {
	var rs Rescheduling
	err := inTx(ctx, q, func(ctx context.Context, q store.Querier) error {
		var err error
		if rs, err = s.CheckReschedule(ctx, q, ref, r); err != nil {
			return err
		}
		o, now := rs.After, s.clock.Now()
		if err := CanMove(&rs.Before, EventReschedule, o.Status); err != nil {
			return err
		}
		o.UpdatedAt = now
		if err := updateOrder(ctx, q, &o); err != nil {
			return err
		}
		line := RescheduleLine(MoneyFor(o.Market, false), rs, r, reason)
		if err := ledger.Rescheduled(ctx, q, s.when(&o), rs.Dropped, rs.Added, "order "+o.No+" rescheduled: "+reason); err != nil {
			return err
		}
		oldPlan, err := encodePlan(rs.Before.Plan)
		if err != nil {
			return err
		}
		newPlan, err := encodePlan(o.Plan)
		if err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `INSERT INTO reschedules (order_id, old_plan, new_plan, dropped_interest, added_interest, capped_by,
			consent_how, consent_on, consent_ref, reason, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			o.ID, oldPlan, newPlan, rs.Dropped, rs.Added, rs.Cut, r.ConsentHow, Day(r.ConsentOn), strings.TrimSpace(r.ConsentRef),
			reason, actor, store.Millis(now)); err != nil {
			return err
		}
		if err := insertChange(ctx, q, o.ID, Change{Event: EventReschedule, Actor: actor, From: rs.Before.Status, To: o.Status, Note: line, At: now}); err != nil {
			return err
		}
		rs.After = o
		return s.bookInterest(ctx, q, &o)
	})
	return rs, err
}

// RescheduleLine is a reschedule's history line, as the borrower reads
// it: "3 instalments from Dec 28, 2026 to Feb 26, 2027 (₱3,520.00,
// ₱3,410.00, ₱3,390.00); late charges of ₱830.00 stay owed; you agreed on
// Nov 27, 2026 (recorded call, reference C-118): <reason>".
func RescheduleLine(money Money, rs Rescheduling, r Reschedule, reason string) string {
	var fresh []Instalment
	for i, b := range rs.After.Remaining() {
		if b.Total() > 0 {
			fresh = append(fresh, rs.After.Plan.Instalments[i])
		}
	}
	var b strings.Builder
	if len(fresh) == 1 {
		b.WriteString("1 instalment of " + money.Format(fresh[0].Total) + " due on " + DisplayDay(fresh[0].DueDate))
	} else if len(fresh) > 1 {
		amounts := make([]string, len(fresh))
		for i, in := range fresh {
			amounts[i] = money.Format(in.Total)
		}
		b.WriteString(Plural(len(fresh), "instalment") + " from " + DisplayDay(fresh[0].DueDate) + " to " +
			DisplayDay(fresh[len(fresh)-1].DueDate) + " (" + strings.Join(amounts, ", ") + ")")
	}
	if late := rs.After.Charges().Total(); late > 0 {
		b.WriteString("; late charges of " + money.Format(late) + " stay owed")
	}
	if rs.Cut > 0 {
		b.WriteString("; interest lowered by " + money.Format(rs.Cut) + " to the legal cost cap")
	}
	b.WriteString("; you agreed on " + DisplayDay(r.ConsentOn) + " (" + r.ConsentHow + ", reference " + strings.TrimSpace(r.ConsentRef) + ")")
	if reason = strings.TrimSpace(reason); reason != "" {
		b.WriteString(": " + reason)
	}
	return b.String()
}

// rescheduledBefore tells whether order id was ever rescheduled.
func rescheduledBefore(ctx context.Context, q store.Querier, id int64) (bool, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT COUNT(*) FROM reschedules WHERE order_id = ?`, id).Scan(&n)
	return n > 0, err
}
