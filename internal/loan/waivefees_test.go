package loan

import "testing"

// TestWaiveFees_FirstUnpaidFirst: a fee waiver lowers the fees still
// unpaid, the first unpaid instalment's first, and never moves what the
// payments already made paid of each kind; the next payment goes to the
// interest and principal.
func TestWaiveFees_FirstUnpaidFirst(t *testing.T) {
	o := Order{PaidScheduled: 30, Plan: Schedule{Instalments: []Instalment{
		{Fees: 100, Interest: 50, Principal: 1000}, {Fees: 80, Interest: 40, Principal: 1000},
	}}}
	o.waiveFees(120) // 70 of the first's fees (30 paid), 50 of the second's
	rem := o.Remaining()
	if o.WaivedFees != 120 || o.Plan.Instalments[0].WaivedFees != 70 || o.Plan.Instalments[1].WaivedFees != 50 ||
		rem[0] != (Balance{Interest: 50, Principal: 1000}) || rem[1] != (Balance{Fees: 30, Interest: 40, Principal: 1000}) || o.FeesOwed() != 30 {
		t.Errorf("waived %d %+v, remaining %+v", o.WaivedFees, o.Plan.Instalments, rem)
	}
	fees, interest, principal := splitScheduled(rem, 60)
	if fees != 0 || interest != 50 || principal != 10 {
		t.Errorf("the next payment's split: fees %d, interest %d, principal %d", fees, interest, principal)
	}
	o.PaidScheduled += 60
	if got := o.Remaining()[0]; got != (Balance{Principal: 990}) {
		t.Errorf("after the payment: %+v", got)
	}
}
