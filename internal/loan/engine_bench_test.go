package loan

import (
	"errors"
	"testing"
)

// FuzzPlan feeds Plan arbitrary terms: it must either refuse them with an
// *Error or return a plan that keeps every rule of checkSchedule, and never
// panic. Run longer with: go test -fuzz=FuzzPlan ./internal/loan/
func FuzzPlan(f *testing.F) {
	f.Add(int64(500000), 91, 1, int64(500), int64(15000), 0)
	f.Add(int64(500000), 91, 3, int64(500), int64(15000), 17)
	f.Add(int64(1), 365, 365, int64(0), int64(0), -5000)
	f.Add(MaxAmount, 365, 7, MaxDailyRatePPM, MaxAmount, 36500)
	f.Add(int64(0), 90, 0, int64(-1), int64(-1), 0)
	f.Fuzz(func(t *testing.T, principal int64, termDays, instalments int, ratePPM, fee int64, dayOffset int) {
		terms := Terms{Principal: principal, TermDays: termDays, Instalments: instalments,
			DailyRatePPM: ratePPM, ServiceFee: fee}
		start := date(2026, 1, 5).AddDate(0, 0, dayOffset%100000)
		s, err := Plan(terms, start)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code == "" || e.Message == "" {
				t.Fatalf("%+v: untyped error %v", terms, err)
			}
			return
		}
		checkSchedule(t, terms, start, s)
		// The first instalment's balance settles exactly.
		b := s.Instalments[0].Balance()
		if rest, _, change := Apply(b, b.Total()); rest != (Balance{}) || change != 0 {
			t.Fatalf("%+v: paying instalment 1 left %+v, change %d", terms, rest, change)
		}
	})
}

// FuzzApply feeds Apply arbitrary balances and amounts: money is neither made
// nor lost and the order holds, whatever the input.
func FuzzApply(f *testing.F) {
	f.Add(int64(100000), int64(80664), int64(15000), int64(22750), int64(500000), int64(150000))
	f.Add(int64(0), int64(0), int64(0), int64(0), int64(0), int64(1))
	f.Add(int64(-5), int64(7), int64(-1), int64(3), int64(2), int64(-9))
	f.Fuzz(func(t *testing.T, penalty, late, fees, interest, principal, amount int64) {
		bound := func(v int64) int64 { return v % (MaxAmount + 1) } // keep Total in int64
		b := Balance{bound(penalty), bound(late), bound(fees), bound(interest), bound(principal)}
		checkApply(t, b, amount)
	})
}

// BenchmarkPlan measures pricing a loan, which the confirmation page, the
// order service and the Key Fact Statement do on every view.
func BenchmarkPlan(b *testing.B) {
	for _, tc := range []struct {
		name  string
		terms Terms
	}{
		{"1x91d", flex(1)},
		{"3x91d", flex(3)},
		{"12x365d", Terms{Principal: 5000000, TermDays: 365, Instalments: 12, DailyRatePPM: 350, ServiceFee: 50000}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			start := date(2026, 1, 5)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Plan(tc.terms, start); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
