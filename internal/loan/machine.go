package loan

import (
	"fmt"
	"strconv"
	"time"

	"kwarta/internal/fault"
)

// Status is an order's status code as the pages read it (docs/DESIGN.md).
type Status int

// The order statuses.
const (
	// StatusProcessing: under review, or — once the borrower confirmed the
	// withdrawal — being disbursed.
	StatusProcessing Status = 151
	StatusRejected   Status = 110
	// StatusApproved: approved and waiting for the borrower to confirm the withdrawal.
	StatusApproved Status = 21
	StatusRepaying Status = 170
	// StatusDue: inside the due window (Service.dueWindowDays before the
	// due date up to the due date itself); roll-over is allowed.
	StatusDue     Status = 174
	StatusOverdue Status = 180
	StatusSettled Status = 200
	statusNone    Status = 0 // before an order exists
)

// Statuses lists every status, in the order a loan usually goes through them.
var Statuses = []Status{StatusProcessing, StatusRejected, StatusApproved, StatusRepaying, StatusDue, StatusOverdue, StatusSettled}

// String names a status for logs and the operator command.
func (s Status) String() string {
	switch s {
	case StatusProcessing:
		return "processing"
	case StatusRejected:
		return "rejected"
	case StatusApproved:
		return "approved"
	case StatusRepaying:
		return "repaying"
	case StatusDue:
		return "due"
	case StatusOverdue:
		return "overdue"
	case StatusSettled:
		return "settled"
	case statusNone:
		return "none"
	}
	return strconv.Itoa(int(s))
}

// InRepayment tells whether the loan is out and not yet settled.
func (s Status) InRepayment() bool {
	return s == StatusRepaying || s == StatusDue || s == StatusOverdue
}

// Event is something that happens to an order; the machine decides what it
// may do to the status.
type Event string

// The events.
const (
	EventPlace    Event = "place"    // the borrower confirms a loan
	EventApprove  Event = "approve"  // an operator approves it
	EventReject   Event = "reject"   // an operator rejects it, any time before disbursement
	EventWithdraw Event = "withdraw" // the borrower confirms the withdrawal of an approved loan
	EventDisburse Event = "disburse" // an operator records the money sent
	EventDueSoon  Event = "due_soon" // the clock reaches the due window
	EventOverdue  Event = "overdue"  // the clock passes the due date
	EventPaid     Event = "paid"     // a payment changes which due date comes next
	EventExtend   Event = "extend"   // an extension (roll-over) moves the due date
	EventSettle   Event = "settle"   // the last amount owed is paid
	EventCancel   Event = "cancel"   // an operator cancels an approved loan before its payout (four eyes)
	// EventReschedule is an operator's reschedule of an order in repayment
	// (four eyes, Service.Reschedule): a new plan for what is left, to the
	// status its first new due date gives.
	EventReschedule Event = "reschedule"
	// EventCorrect is an order's repayment replayed after an operator moved
	// a payment (Service.Replay): one reversed, or re-applied here on the
	// day it was received. It moves between any of the repayment statuses
	// and settled, whichever the replay ends in.
	EventCorrect Event = "correct"
)

// Transition is one allowed status change.
type Transition struct {
	Event    Event
	From, To Status
}

// Machine is every allowed status change: the one place the order statuses
// are tied together. A pair that is not listed is refused.
var Machine = append([]Transition{
	{EventPlace, statusNone, StatusProcessing},
	{EventApprove, StatusProcessing, StatusApproved},
	{EventReject, StatusProcessing, StatusRejected},
	{EventReject, StatusApproved, StatusRejected},
	// A cancelled loan reads as not approved (110); its history says cancel.
	{EventCancel, StatusApproved, StatusRejected},
	{EventCancel, StatusProcessing, StatusRejected},
	{EventWithdraw, StatusApproved, StatusProcessing},
	{EventDisburse, StatusProcessing, StatusRepaying},
	{EventDueSoon, StatusRepaying, StatusDue},
	{EventOverdue, StatusRepaying, StatusOverdue},
	{EventOverdue, StatusDue, StatusOverdue},
	{EventPaid, StatusDue, StatusRepaying},
	{EventPaid, StatusOverdue, StatusRepaying},
	{EventPaid, StatusOverdue, StatusDue},
	{EventExtend, StatusDue, StatusRepaying},
	{EventExtend, StatusOverdue, StatusRepaying},
	{EventExtend, StatusOverdue, StatusDue},
	// A due window at least as long as the extension keeps the new due date inside it.
	{EventExtend, StatusDue, StatusDue},
	{EventReschedule, StatusRepaying, StatusRepaying},
	{EventReschedule, StatusRepaying, StatusDue},
	{EventReschedule, StatusDue, StatusRepaying},
	{EventReschedule, StatusDue, StatusDue},
	{EventReschedule, StatusOverdue, StatusRepaying},
	{EventReschedule, StatusOverdue, StatusDue},
	{EventSettle, StatusRepaying, StatusSettled},
	{EventSettle, StatusDue, StatusSettled},
	{EventSettle, StatusOverdue, StatusSettled},
}, corrections()...)

// corrections are EventCorrect's moves: between any two of the repayment
// statuses and settled.
func corrections() []Transition {
	among := []Status{StatusRepaying, StatusDue, StatusOverdue, StatusSettled}
	var out []Transition
	for _, from := range among {
		for _, to := range among {
			if from != to {
				out = append(out, Transition{EventCorrect, from, to})
			}
		}
	}
	return out
}

// guard is the condition beyond the status pair that an event needs.
func guard(o *Order, ev Event) error {
	switch ev {
	case EventApprove:
		if !o.DecidedAt.IsZero() {
			return fmt.Errorf("order %s was already decided", o.No)
		}
	case EventReject:
		if !o.DisbursedAt.IsZero() {
			return fmt.Errorf("order %s was already disbursed", o.No)
		}
	case EventCancel:
		if !o.DisbursedAt.IsZero() {
			return fmt.Errorf("order %s was already disbursed", o.No)
		}
		if o.DecidedAt.IsZero() {
			return fmt.Errorf("order %s was not approved yet: reject the application instead", o.No)
		}
	case EventDisburse:
		if o.WithdrawalConfirmedAt.IsZero() {
			return fmt.Errorf("order %s: the borrower has not confirmed the withdrawal", o.No)
		}
	case EventExtend:
		if o.Terms.ExtensionDays == 0 {
			return fmt.Errorf("order %s's product offers no extension", o.No)
		}
	case EventSettle:
		if o.Owed() != 0 {
			return fmt.Errorf("order %s still owes %d", o.No, o.Owed())
		}
	}
	return nil
}

// Allowed tells whether the machine lists from → to on ev.
func Allowed(ev Event, from, to Status) bool {
	for _, t := range Machine {
		if t.Event == ev && t.From == from && t.To == to {
			return true
		}
	}
	return false
}

// CanMove tells whether ev may take the order to status to now; it answers
// a 409 fault saying why not.
func CanMove(o *Order, ev Event, to Status) error {
	if !Allowed(ev, o.Status, to) {
		return fault.Newf(fault.CodeConflict, "An order that is %s cannot be %s.", o.Status, pastTense(ev))
	}
	if err := guard(o, ev); err != nil {
		return &fault.Error{Code: fault.CodeConflict, Message: "This order cannot be " + pastTense(ev) + " now.", Cause: err}
	}
	return nil
}

// target is where a fixed-destination event goes from the order's status:
// the only To listed for (ev, from).
// Can tells whether ev would move the order now.
func (o *Order) Can(ev Event) bool {
	to, ok := target(ev, o.Status)
	return ok && CanMove(o, ev, to) == nil
}

func target(ev Event, from Status) (Status, bool) {
	var found []Status
	for _, t := range Machine {
		if t.Event == ev && t.From == from {
			found = append(found, t.To)
		}
	}
	if len(found) != 1 {
		return 0, false
	}
	return found[0], true
}

// ScheduleStatus is the repayment status the calendar gives a loan whose
// first unpaid instalment falls due on nextDue: overdue after it, due
// within windowDays before it, repaying before that.
func ScheduleStatus(nextDue, today time.Time, windowDays int) Status {
	switch d := daysBetween(today, nextDue); {
	case d < 0:
		return StatusOverdue
	case d <= windowDays:
		return StatusDue
	default:
		return StatusRepaying
	}
}

func pastTense(ev Event) string {
	switch ev {
	case EventPlace:
		return "placed"
	case EventApprove:
		return "approved"
	case EventReject:
		return "rejected"
	case EventWithdraw:
		return "withdrawn"
	case EventDisburse:
		return "disbursed"
	case EventDueSoon:
		return "moved into the due window"
	case EventOverdue:
		return "marked overdue"
	case EventPaid:
		return "paid"
	case EventExtend:
		return "extended"
	case EventSettle:
		return "settled"
	case EventCancel:
		return "cancelled"
	case EventCorrect:
		return "corrected"
	case EventReschedule:
		return "rescheduled"
	}
	return string(ev)
}
