package loan

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

// The golden figures below are worked out by hand and written in the test,
// so a change to any rule shows up as a changed number.

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

var (
	manilaTZ  = time.FixedZone("+08", 8*60*60)
	kolkataTZ = time.FixedZone("+0530", 5*60*60+30*60)
)

// flex is ₱5,000.00 over 91 days at 0.05% a day with a ₱150.00 service fee.
func flex(instalments int) Terms {
	return Terms{Principal: 500000, TermDays: 91, Instalments: instalments, DailyRatePPM: 500,
		ServiceFee: 15000, ExtensionFee: 30000, ExtensionDays: 14}
}

func TestPlan(t *testing.T) {
	disbursed := date(2026, 1, 5)

	t.Run("OK", func(t *testing.T) {
		// One instalment: interest 500000 × 500 × 91 / 1e6 = 22750 (₱227.50);
		// cost 22750 + 15000 = 37750; APR 37750 × 3650000 / (500000 × 91)
		// = 3028.29… → 3028 bp (30.28%). Due Jan 5 + 91 days = Apr 6.
		got, err := Plan(flex(1), disbursed)
		if err != nil {
			t.Fatal(err)
		}
		want := Schedule{
			DisbursedOn: disbursed,
			Instalments: []Instalment{
				{Number: 1, DueDate: date(2026, 4, 6), Days: 91, Principal: 500000, Interest: 22750, Fees: 15000, Total: 537750},
			},
			TotalPrincipal: 500000, TotalInterest: 22750, TotalFees: 15000,
			TotalRepayable: 537750, TotalCost: 37750, APRBasisPoints: 3028,
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Plan =\n%+v\nwant\n%+v", got, want)
		}
	})

	t.Run("OKThreeInstalments", func(t *testing.T) {
		// Periods 30, 30, 31 days (91 = 3 × 30 + 1, the last takes the extra
		// day): due Feb 4, Mar 6, Apr 6. Principal 166666, 166666, 166668.
		// Interest on the principal still held:
		//   500000 × 500 × 30 / 1e6 = 7500
		//   333334 × 500 × 30 / 1e6 = 5000.01 → 5000
		//   166668 × 500 × 31 / 1e6 = 2583.354 → 2583
		// Fee 15000 on the first. Cost 15083 + 15000 = 30083.
		// APR: Σ held × days = 500000×30 + 333334×30 + 166668×31 = 30166728;
		// 30083 × 3650000 / 30166728 = 3639.87 → 3640 bp (36.40%).
		got, err := Plan(flex(3), disbursed)
		if err != nil {
			t.Fatal(err)
		}
		want := Schedule{
			DisbursedOn: disbursed,
			Instalments: []Instalment{
				{Number: 1, DueDate: date(2026, 2, 4), Days: 30, Principal: 166666, Interest: 7500, Fees: 15000, Total: 189166},
				{Number: 2, DueDate: date(2026, 3, 6), Days: 30, Principal: 166666, Interest: 5000, Fees: 0, Total: 171666},
				{Number: 3, DueDate: date(2026, 4, 6), Days: 31, Principal: 166668, Interest: 2583, Fees: 0, Total: 169251},
			},
			TotalPrincipal: 500000, TotalInterest: 15083, TotalFees: 15000,
			TotalRepayable: 530083, TotalCost: 30083, APRBasisPoints: 3640,
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Plan =\n%+v\nwant\n%+v", got, want)
		}
		// The literal cost/principal × 365/term would say 30083 × 3650000 /
		// (500000 × 91) = 2413.26 → 24.13%, understating the rate; see Plan.
		if got, want := mulDiv(30083, 3650000, 500000*91), int64(2413); got != want {
			t.Errorf("literal APR = %d, want %d", got, want)
		}
	})

	t.Run("OKHalfUp", func(t *testing.T) {
		// 100001 × 500 × 91 / 1e6 = 4550.0455 → 4550; 100011 × … = 4550.5005 → 4551.
		for _, tc := range []struct{ principal, interest int64 }{{100001, 4550}, {100011, 4551}} {
			terms := flex(1)
			terms.Principal = tc.principal
			s, err := Plan(terms, disbursed)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := s.TotalInterest, tc.interest; got != want {
				t.Errorf("interest on %d = %d, want %d", tc.principal, got, want)
			}
		}
	})

	t.Run("OKDisbursedAfterMidnightInManila", func(t *testing.T) {
		// 00:30 on Jan 5 in Manila is still Jan 4 in UTC; the loan counts from Jan 5.
		moment := time.Date(2026, 1, 4, 16, 30, 0, 0, time.UTC)
		s, err := Plan(flex(1), CalendarDate(moment, nil))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := s.Instalments[0].DueDate, date(2026, 4, 6); !got.Equal(want) {
			t.Errorf("due = %v, want %v", got, want)
		}
	})

	for _, tc := range []struct {
		name  string
		edit  func(*Terms)
		want  error
		field string
	}{
		{"ErrTermTooShort", func(t *Terms) { t.TermDays = 90 }, ErrTermTooShort, "termDays"},
		{"ErrTermTooLong", func(t *Terms) { t.TermDays = 366 }, ErrTermTooLong, "termDays"},
		{"ErrAmount", func(t *Terms) { t.Principal = 0 }, ErrAmount, "amount"},
		{"ErrAmountNegative", func(t *Terms) { t.Principal = -1 }, ErrAmount, "amount"},
		{"ErrAmountTooLarge", func(t *Terms) { t.Principal = MaxAmount + 1 }, ErrAmount, "amount"},
		{"ErrInstalments", func(t *Terms) { t.Instalments = 0 }, ErrInstalments, "instalments"},
		{"ErrInstalmentsMoreThanDays", func(t *Terms) { t.Instalments = 92 }, ErrInstalments, "instalments"},
		{"ErrRate", func(t *Terms) { t.DailyRatePPM = -1 }, ErrRate, "dailyRatePPM"},
		{"ErrFee", func(t *Terms) { t.ServiceFee = -1 }, ErrFee, "serviceFee"},
		{"ErrExtensionFee", func(t *Terms) { t.ExtensionFee = -1 }, ErrExtensionFee, "extensionFee"},
		{"ErrExtensionDays", func(t *Terms) { t.ExtensionDays = 366 }, ErrExtensionDays, "extensionDays"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			terms := flex(1)
			tc.edit(&terms)
			_, err := Plan(terms, disbursed)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err %T is not *Error", err)
			}
			if got, want := e.Field, tc.field; got != want {
				t.Errorf("field = %q, want %q", got, want)
			}
		})
	}

	t.Run("OKTermLimits", func(t *testing.T) {
		for _, days := range []int{91, 365} {
			terms := flex(1)
			terms.TermDays = days
			if _, err := Plan(terms, disbursed); err != nil {
				t.Errorf("term %d: %v", days, err)
			}
		}
	})
}

func TestLateInterest(t *testing.T) {
	// The base is the one-instalment plan's unpaid 537750 (₱5,377.50).
	const base = 537750
	t.Run("ForDay", func(t *testing.T) {
		for _, tc := range []struct {
			day  int
			want int64
		}{
			{0, 0},
			{1, 26888},  // 5%: 26887.5 → 26888
			{30, 26888}, // last day at 5%
			{31, 21510}, // first day at 4%
			{90, 21510}, // last day at 4%
			{91, 10755}, // first day at 2%
			{365, 10755},
		} {
			if got := LateInterestForDay(base, tc.day); got != tc.want {
				t.Errorf("day %d: got %d, want %d", tc.day, got, tc.want)
			}
		}
	})
	t.Run("Span", func(t *testing.T) {
		for _, tc := range []struct {
			days int
			want int64
		}{
			{0, 0},
			{3, 80664},     // 3 × 26888
			{30, 806640},   // 30 × 26888
			{31, 828150},   // 806640 + 21510
			{90, 2097240},  // 806640 + 60 × 21510
			{91, 2107995},  // 2097240 + 10755
			{100, 2204790}, // 2097240 + 10 × 10755
		} {
			if got := LateInterest(base, tc.days); got != tc.want {
				t.Errorf("%d days: got %d, want %d", tc.days, got, tc.want)
			}
		}
	})
	t.Run("NothingOnNothing", func(t *testing.T) {
		if got := LateInterest(0, 10); got != 0 {
			t.Errorf("got %d, want 0", got)
		}
		if got := LateInterest(-5, 10); got != 0 {
			t.Errorf("got %d, want 0", got)
		}
	})
}

func TestPenalty(t *testing.T) {
	if got, want := Penalty(false), int64(100000); got != want {
		t.Errorf("new client: got %d, want %d", got, want)
	}
	if got, want := Penalty(true), int64(80000); got != want {
		t.Errorf("repeat client: got %d, want %d", got, want)
	}
}

func TestOverdueDays(t *testing.T) {
	due := date(2026, 4, 6)
	for _, tc := range []struct {
		name string
		now  time.Time
		loc  *time.Location
		want int
	}{
		{"Before", time.Date(2026, 4, 1, 3, 0, 0, 0, time.UTC), nil, 0},
		{"LastMinuteOfDueDay", time.Date(2026, 4, 6, 15, 59, 0, 0, time.UTC), nil, 0}, // 23:59 Manila
		{"MidnightAfter", time.Date(2026, 4, 6, 16, 0, 0, 0, time.UTC), nil, 1},       // Apr 7 00:00 Manila
		{"UTCWouldSayZero", time.Date(2026, 4, 6, 16, 0, 0, 0, time.UTC), time.UTC, 0},
		{"Kolkata", time.Date(2026, 4, 6, 18, 30, 0, 0, time.UTC), kolkataTZ, 1}, // Apr 7 00:00 IST
		{"Day31", time.Date(2026, 5, 7, 1, 0, 0, 0, manilaTZ), nil, 31},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := OverdueDays(due, tc.now, tc.loc); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

func TestCanPrepay(t *testing.T) {
	// Disbursed 00:30 on Jan 5 in Manila (Jan 4 in UTC).
	disbursed := time.Date(2026, 1, 4, 16, 30, 0, 0, time.UTC)
	at := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 12, 0, 0, 0, manilaTZ) }
	for _, tc := range []struct {
		name     string
		termDays int
		now      time.Time
		want     bool
		earliest time.Time
	}{
		// 91 days: ceil(91/2) = 46 → from Feb 20; the 7-day rule never binds.
		{"Day6", 91, at(1, 11), false, date(2026, 2, 20)},
		{"Day7", 91, at(1, 12), false, date(2026, 2, 20)},
		{"Day45JustBeforeHalf", 91, at(2, 19), false, date(2026, 2, 20)},
		{"Day46AtHalf", 91, at(2, 20), true, date(2026, 2, 20)},
		{"Day46LastSecondBefore", 91, time.Date(2026, 2, 19, 15, 59, 59, 0, time.UTC), false, date(2026, 2, 20)},
		{"Day46FirstSecond", 91, time.Date(2026, 2, 19, 16, 0, 0, 0, time.UTC), true, date(2026, 2, 20)},
		// 120 days: half is 60 → from Mar 6.
		{"EvenTermBefore", 120, at(3, 5), false, date(2026, 3, 6)},
		{"EvenTermAt", 120, at(3, 6), true, date(2026, 3, 6)},
		// A 10-day term (below the product minimum) shows the 7-day floor.
		{"SevenDayRuleDay6", 10, at(1, 11), false, date(2026, 1, 12)},
		{"SevenDayRuleDay7", 10, at(1, 12), true, date(2026, 1, 12)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, earliest := CanPrepay(disbursed, tc.now, tc.termDays, nil)
			if got != tc.want {
				t.Errorf("allowed = %v, want %v", got, tc.want)
			}
			if !earliest.Equal(tc.earliest) {
				t.Errorf("earliest = %v, want %v", earliest, tc.earliest)
			}
		})
	}
}

func TestExtension(t *testing.T) {
	due := date(2026, 4, 6)
	owed := Balance{Fees: 15000, Interest: 22750, Principal: 500000}

	t.Run("OK", func(t *testing.T) {
		// On the due date: fee 30000 + interest 500000 × 500 × 14 / 1e6 = 3500.
		got, err := Extension(flex(1), due, owed, owed.Principal)
		if err != nil {
			t.Fatal(err)
		}
		want := ExtensionQuote{Fee: 30000, Interest: 3500, Total: 33500, Days: 14,
			NewDueDate: date(2026, 4, 20), After: owed}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v\nwant %+v", got, want)
		}
		// With three times that principal still held on the whole loan,
		// the extra days' interest runs on all of it: 1500000 × 500 × 14 / 1e6.
		all, err := Extension(flex(1), due, owed, 3*owed.Principal)
		if err != nil || all.Interest != 10500 || all.Total != 40500 || all.After != owed {
			t.Errorf("on all the principal held: %+v, %v", all, err)
		}
	})

	t.Run("OKOverdue", func(t *testing.T) {
		// Three days late, new client: penalty 100000, late interest 3 × 26888.
		late := owed
		late.Penalty = Penalty(false)
		late.LateInterest = LateInterest(late.Unpaid(), 3)
		got, err := Extension(flex(1), due, late, late.Principal)
		if err != nil {
			t.Fatal(err)
		}
		want := ExtensionQuote{Fee: 30000, Penalty: 100000, LateInterest: 80664, Interest: 3500, Total: 214164,
			Days: 14, NewDueDate: date(2026, 4, 20), After: owed}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v\nwant %+v", got, want)
		}
		// Paying the quote through Apply settles it exactly.
		rest, applied, change := Apply(got.Balance(), got.Total)
		if rest != (Balance{}) || change != 0 || applied.Total() != 214164 {
			t.Errorf("Apply(quote) = %+v, %+v, %d", rest, applied, change)
		}
	})

	t.Run("ErrNoExtension", func(t *testing.T) {
		terms := flex(1)
		terms.ExtensionDays = 0
		if _, err := Extension(terms, due, owed, owed.Principal); !errors.Is(err, ErrNoExtension) {
			t.Errorf("err = %v, want ErrNoExtension", err)
		}
	})

	t.Run("ErrBalance", func(t *testing.T) {
		if _, err := Extension(flex(1), due, Balance{Principal: -1}, 0); !errors.Is(err, ErrBalance) {
			t.Errorf("err = %v, want ErrBalance", err)
		}
		if _, err := Extension(flex(1), due, owed, -1); !errors.Is(err, ErrBalance) {
			t.Errorf("held -1: err = %v, want ErrBalance", err)
		}
	})

	t.Run("ErrTermTooShort", func(t *testing.T) {
		terms := flex(1)
		terms.TermDays = 90
		if _, err := Extension(terms, due, owed, owed.Principal); !errors.Is(err, ErrTermTooShort) {
			t.Errorf("err = %v, want ErrTermTooShort", err)
		}
	})
}

func TestApply(t *testing.T) {
	owed := Balance{Penalty: 100000, LateInterest: 80664, Fees: 15000, Interest: 22750, Principal: 500000}
	if got, want := owed.Total(), int64(718414); got != want {
		t.Fatalf("Total = %d, want %d", got, want)
	}

	t.Run("OK", func(t *testing.T) {
		// 150000 pays the penalty and 50000 of the late interest.
		got, applied, change := Apply(owed, 150000)
		want := Balance{LateInterest: 30664, Fees: 15000, Interest: 22750, Principal: 500000}
		if got != want || applied != (Allocation{Penalty: 100000, LateInterest: 50000}) || change != 0 {
			t.Errorf("got %+v %+v %d", got, applied, change)
		}
		// 200000 more: late interest, fees, interest, then 131586 of principal.
		got, applied, change = Apply(got, 200000)
		want = Balance{Principal: 368414}
		if got != want || applied != (Allocation{LateInterest: 30664, Fees: 15000, Interest: 22750, Principal: 131586}) || change != 0 {
			t.Errorf("got %+v %+v %d", got, applied, change)
		}
	})

	t.Run("OKExact", func(t *testing.T) {
		got, applied, change := Apply(owed, owed.Total())
		if got != (Balance{}) || applied.Total() != 718414 || change != 0 {
			t.Errorf("got %+v %+v %d", got, applied, change)
		}
	})

	t.Run("OKOverpaid", func(t *testing.T) {
		got, _, change := Apply(owed, 720000)
		if got != (Balance{}) || change != 1586 {
			t.Errorf("got %+v change %d, want zero and 1586", got, change)
		}
	})

	t.Run("OKNothing", func(t *testing.T) {
		got, applied, change := Apply(owed, 0)
		if got != owed || applied != (Allocation{}) || change != 0 {
			t.Errorf("got %+v %+v %d", got, applied, change)
		}
	})
}

func TestMulDiv(t *testing.T) {
	for _, tc := range []struct{ a, b, d, want int64 }{
		{5, 1, 2, 3}, // 2.5 → 3
		{3, 1, 2, 2}, // 1.5 → 2
		{7, 1, 3, 2}, // 2.33 → 2
		{8, 1, 3, 3}, // 2.67 → 3
		{0, 9, 7, 0},
		{1, 1, 3, 0}, // 0.33 → 0
		{1 << 62, 4, 8, 1 << 61},
		{MaxAmount * 365, MaxDailyRatePPM, ppm, MaxAmount * 365}, // 128-bit intermediate
	} {
		if got := mulDiv(tc.a, tc.b, tc.d); got != tc.want {
			t.Errorf("mulDiv(%d, %d, %d) = %d, want %d", tc.a, tc.b, tc.d, got, tc.want)
		}
	}
	t.Run("PanicsOnOverflow", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("no panic")
			}
		}()
		mulDiv(1<<62, 4, 1)
	})
}
