package demo

import (
	"context"
	"time"

	"kwarta/internal/complaint"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// demoComplaintOrder is the order of borrower A's demo complaint: the
// overdue loan, so a collection complaint is allowed on it.
const demoComplaintOrder = 81

// seedComplaints gives borrower A one processed complaint about collection
// conduct on order 81, filed 3 days ago and answered yesterday (Manila), not yet
// rated: /complaintList shows it under Processed and /complainDetails shows
// the reply and asks for a score.
func seedComplaints(ctx context.Context, tx *store.Tx, d Deps) error {
	a, err := d.Account.UserByPhone(ctx, tx, Borrowers[0].Phone)
	if err != nil {
		return err
	}
	o, err := loan.OrderOf(ctx, tx, a.ID, demoComplaintOrder)
	if err != nil {
		return err
	}
	// Manila mornings and afternoons: the Manila date, carried as midnight
	// UTC, plus hours past 08:00.
	today := loan.CalendarDate(d.Now(), nil)
	filed := today.AddDate(0, 0, -3).Add(75 * time.Minute)     // 09:15 three days ago
	answered := today.AddDate(0, 0, -1).Add(390 * time.Minute) // 14:30 yesterday
	id, err := complaint.File(ctx, tx, complaint.Filing{
		UserID: a.ID, OrderNo: o.No, Type: complaint.CollectionType, SubType: 105,
		Detail: "A collector called me four times after 9 PM last night about my overdue payment, and once at 6 AM today.",
	}, filed, nil)
	if err != nil {
		return err
	}
	return complaint.Answer(ctx, tx, id, "We are sorry. Our collection partner may call only between 8 AM and 8 PM; "+
		"we reported the calls to them and will check every call to your number for the next 30 days. "+
		"You can pay through the app at any time, and late interest stops once you pay.",
		"Customer Service", nil, answered)
}
