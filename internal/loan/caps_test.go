package loan_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The Philippine cost caps (caps.go), at their boundaries: first the pure
// rules, then through the order service on both databases.

// Placement dates either side of SEC Memorandum Circular 14 (2025): the
// effective cap is 15% a month before April 1, 2026 and 12% from then.
var (
	beforeMC14 = time.Date(2026, 3, 31, 0, 0, 0, 0, time.UTC)
	fromMC14   = time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC)
)

func TestCaps_Covered(t *testing.T) {
	for _, c := range []struct {
		name      string
		market    string
		principal int64
		days      int
		want      bool
	}{
		{"Exactly₱10,000For120Days", "ph", 1_000_000, 120, true},
		{"₱10,000.01", "ph", 1_000_001, 120, false},
		{"121Days", "ph", 1_000_000, 121, false},
		{"₱1,000For91Days", "ph", 100_000, 91, true},
		{"AnotherMarket", "in", 1_000_000, 91, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := loan.Covered(c.market, loan.Terms{Principal: c.principal, TermDays: c.days}); got != c.want {
				t.Fatalf("Covered = %v, want %v", got, c.want)
			}
		})
	}
}

func TestCaps_EffectiveCapByDate(t *testing.T) {
	if got := loan.EffectiveCapBP(beforeMC14.Add(23 * time.Hour)); got != 1_500 {
		t.Errorf("on Mar 31, 2026: %d bp, want 1,500 (BSP Circular 1133)", got)
	}
	if got := loan.EffectiveCapBP(fromMC14); got != 1_200 {
		t.Errorf("on Apr 1, 2026: %d bp, want 1,200 (SEC MC 14, 2025)", got)
	}
}

// capErrCode is the code of an engine error ("" for nil).
func capErrCode(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	var le *loan.Error
	if !errors.As(err, &le) {
		t.Fatalf("err = %v, want a *loan.Error", err)
	}
	return le.Code
}

func TestCaps_CheckCaps(t *testing.T) {
	terms := func(principal int64, days, n int, ratePPM, fee int64) loan.Terms {
		return loan.Terms{Principal: principal, TermDays: days, Instalments: n, DailyRatePPM: ratePPM, ServiceFee: fee}
	}
	for _, c := range []struct {
		name    string
		market  string
		terms   loan.Terms
		on      time.Time
		want    string // the error's code, "" when the terms pass
		message string // part of the message
	}{
		// Nominal: 0.2% a day is 6.00% a month; 2,001 ppm is 6.003%.
		{"Nominal6.00%", "ph", terms(1_000_000, 120, 1, 2_000, 0), fromMC14, "", ""},
		{"Nominal6.003%", "ph", terms(1_000_000, 120, 1, 2_001, 0), fromMC14, loan.CodeNominalCap, "6.003% a month (0.2001% a day)"},
		{"NominalAboveOn₱1,000For91Days", "ph", terms(100_000, 91, 1, 2_001, 0), fromMC14, loan.CodeNominalCap, "BSP Circular 1133"},
		{"UncoveredAt121Days", "ph", terms(1_000_000, 121, 1, 5_000, 900_000), fromMC14, "", ""},
		{"UncoveredAt₱10,000.01", "ph", terms(1_000_001, 120, 1, 5_000, 900_000), fromMC14, "", ""},
		{"UncoveredInAnotherMarket", "in", terms(1_000_000, 91, 1, 5_000, 900_000), fromMC14, "", ""},
		// Effective, one payment of ₱10,000 after 120 days at 0.2% a day:
		// interest ₱2,400.00; 15% a month allows ₱6,000.00 in all, 12% ₱4,800.00.
		{"Effective15%AtTheLimit", "ph", terms(1_000_000, 120, 1, 2_000, 360_000), beforeMC14, "", ""},
		{"Effective15%OneCentavoOver", "ph", terms(1_000_000, 120, 1, 2_000, 360_001), beforeMC14, loan.CodeEffectiveCap, "at most ₱6,000.00"},
		{"Effective12%AtTheLimit", "ph", terms(1_000_000, 120, 1, 2_000, 240_000), fromMC14, "", ""},
		{"Effective12%OneCentavoOver", "ph", terms(1_000_000, 120, 1, 2_000, 240_001), fromMC14, loan.CodeEffectiveCap,
			"effective interest rate of 12% a month that BSP Circular 1133 as recalibrated by SEC Memorandum Circular 14 (2025) allows"},
		{"TheDateDecides15%", "ph", terms(1_000_000, 120, 1, 2_000, 300_000), beforeMC14, "", ""},
		{"TheDateDecides12%", "ph", terms(1_000_000, 120, 1, 2_000, 300_000), fromMC14, loan.CodeEffectiveCap, "come to 13.50% a month"},
		// Four instalments of 30 days: the borrower holds ₱10,000, ₱7,500,
		// ₱5,000 and ₱2,500, so 12% allows ₱3,000.00 in all (interest ₱1,500.00),
		// not the ₱4,800.00 a loan kept whole to the end would.
		{"InstalmentsAtTheLimit", "ph", terms(1_000_000, 120, 4, 2_000, 150_000), fromMC14, "", ""},
		{"InstalmentsOneCentavoOver", "ph", terms(1_000_000, 120, 4, 2_000, 150_001), fromMC14, loan.CodeEffectiveCap, "at most ₱3,000.00"},
		// ₱9,999.99 for 91 days: 12% allows 3,639.99636 pesos, rounded down
		// to ₱3,639.99; the interest is ₱1,820.00 (1,819.99818, half up).
		{"LimitRoundsDown", "ph", terms(999_999, 91, 1, 2_000, 181_999), fromMC14, "", ""},
		{"LimitRoundsDownOneCentavoOver", "ph", terms(999_999, 91, 1, 2_000, 182_000), fromMC14, loan.CodeEffectiveCap, "at most ₱3,639.99"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := loan.CheckCaps(c.market, c.terms, c.on)
			if got := capErrCode(t, err); got != c.want {
				t.Fatalf("code %q, want %q (%v)", got, c.want, err)
			}
			if err != nil && !strings.Contains(err.Error(), c.message) {
				t.Errorf("message %q lacks %q", err, c.message)
			}
		})
	}
}

func TestCaps_MonthlyLateLimit(t *testing.T) {
	for _, c := range []struct {
		unpaid   int64
		daysLate int
		want     int64
	}{
		{1_064_600, 0, 0},
		{1_064_600, 1, 53_230},
		{1_064_600, 30, 53_230},
		{1_064_600, 31, 106_460},
		{1_064_600, 60, 106_460},
		{1_064_600, 61, 159_690},
		{1_064_600, 511, 18 * 53_230},
		{333, 1, 16}, // 16.65, rounded down
		{0, 10, 0},
	} {
		if got := loan.MonthlyLateLimit(c.unpaid, c.daysLate); got != c.want {
			t.Errorf("MonthlyLateLimit(%d, %d) = %d, want %d", c.unpaid, c.daysLate, got, c.want)
		}
	}
}

func TestCaps_CheckProductCaps(t *testing.T) {
	example := loan.CoveredProductExample()
	with := func(change func(p *loan.Product)) loan.Product {
		p := example
		change(&p)
		return p
	}
	for _, c := range []struct {
		name    string
		p       loan.Product
		on      time.Time
		want    string
		message string
	}{
		{"TheExampleUnderMC14", example, fromMC14, "", ""},
		{"TheExampleUnder1133", example, beforeMC14, "", ""},
		// ₱300 on ₱500 and ₱1,000 breaks 12%; from ₱1,500 it passes.
		{"FeeTooHighForTheSmallestAmounts", with(func(p *loan.Product) { p.MinAmount, p.AmountStep, p.ServiceFee = 50_000, 50_000, 30_000 }),
			fromMC14, loan.CodeEffectiveCap, "Kwarta Mini, ₱500.00: "},
		{"RateAboveTheNominalCap", with(func(p *loan.Product) { p.DailyRatePPM = 2_001 }), fromMC14, loan.CodeNominalCap, "Kwarta Mini, ₱1,000.00: "},
		{"ARangeAcrossTheCoverIsCheckedBelowIt", with(func(p *loan.Product) { p.MinAmount, p.MaxAmount, p.DailyRatePPM = 500_000, 2_000_000, 2_001 }),
			fromMC14, loan.CodeNominalCap, "₱5,000.00"},
		{"EveryCentavoWithoutAStep", with(func(p *loan.Product) { p.MinAmount, p.AmountStep, p.ServiceFee = 99_000, 0, 24_000 }),
			fromMC14, loan.CodeEffectiveCap, "₱990.00"},
		{"OnlyAbove₱10,000", with(func(p *loan.Product) { p.MinAmount, p.MaxAmount, p.DailyRatePPM = 1_000_001, 2_000_000, 5_000 }), fromMC14, "", ""},
		{"121Days", with(func(p *loan.Product) { p.TermDays, p.DailyRatePPM = 121, 5_000 }), fromMC14, "", ""},
		{"AnotherMarket", with(func(p *loan.Product) { p.Market, p.DailyRatePPM = "in", 5_000 }), fromMC14, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := loan.CheckProductCaps(c.p, c.on)
			if got := capErrCode(t, err); got != c.want {
				t.Fatalf("code %q, want %q (%v)", got, c.want, err)
			}
			if err != nil && !strings.Contains(err.Error(), c.message) {
				t.Errorf("message %q lacks %q", err, c.message)
			}
		})
	}
}

func TestCaps_TotalCost(t *testing.T) {
	o := loan.Order{
		Market: "ph", Terms: loan.Terms{Principal: 1_000_000, TermDays: 91},
		Plan:    loan.Schedule{TotalInterest: 54_600, TotalFees: 10_000},
		Penalty: 53_230, LateInterest: 800_000, PaidExtensionFees: 20_000, PaidExtensionInterest: 4_200,
	}
	if got, want := o.TotalCost(), int64(54_600+10_000+53_230+800_000+20_000+4_200); got != want {
		t.Fatalf("total cost %d, want %d", got, want)
	}
	for _, c := range []struct {
		name   string
		late   int64
		market string
		want   bool
	}{
		{"OneCentavoBelowTheCap", 57_969, "ph", false},
		{"AtTheCap", 57_970, "ph", true},
		{"UncoveredNeverCapped", 57_970, "in", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := o
			o.LateInterest, o.Market = 800_000+c.late, c.market
			if got := o.CostCapped(); got != c.want {
				t.Fatalf("CostCapped = %v at total cost %d, want %v", got, o.TotalCost(), c.want)
			}
		})
	}
}

// capsOn turns the cost caps on in the test app's order service (the
// server's setting for the Philippine market), which the tests' helpers
// (disbursedFor, runOn) read too.
func capsOn(env *servertest.Env) *loan.Service {
	return capsSet(env, true)
}

// capsSet turns the cost caps on or off in the test app's order service;
// the app's other services keep the server's setting.
func capsSet(env *servertest.Env, on bool) *loan.Service {
	env.App.Loans = env.App.Loans.With(loan.CostCaps(on))
	return env.App.Loans
}

func exec(t *testing.T, db *store.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Exec(t.Context(), q, args...); err != nil {
		t.Fatal(err)
	}
	loan.InvalidateProducts(db)
}

// Quoting and placing a covered loan refuses a price above the caps (the
// clock is in November 2026: the effective cap is 12% a month).
func TestCaps_QuoteRefusesPricesAboveTheCaps(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		// Kwarta Flex (1): 91 days, 3 instalments, any centavo amount.
		exec(t, db, `UPDATE products SET amount_step = 1 WHERE id = 1`)
		for _, c := range []struct {
			name          string
			caps          bool
			rate, fee     int64
			amount        int64
			wantRefused   bool
			wantInMessage string
		}{
			{"Nominal6.00%", true, 2_000, 15_000, 1_000_000, false, ""},
			{"Nominal6.003%", true, 2_001, 15_000, 1_000_000, true, "6.003% a month"},
			{"Nominal6.003%At₱10,000.01", true, 2_001, 15_000, 1_000_001, false, ""},
			// ₱1,000 over 91 days in 3 instalments holds 60,333 peso-days:
			// 12% a month allows ₱241.33; interest at 0.05% a day is ₱30.17.
			{"EffectiveAtTheLimit", true, 500, 21_116, 100_000, false, ""},
			{"EffectiveOneCentavoOver", true, 500, 21_117, 100_000, true, "effective interest rate of 12% a month"},
			{"CapsOffKeepsTheSeedsRules", false, 2_001, 15_000, 1_000_000, false, ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				loans := loans.With(loan.CostCaps(c.caps))
				exec(t, db, `UPDATE products SET daily_rate_ppm = ?, service_fee = ? WHERE id = 1`, c.rate, c.fee)
				_, _, err := loans.Quote(ctx, db, loan.Application{UserID: borrowerB, ProductID: 1, Amount: c.amount, TermDays: 91})
				if !c.wantRefused {
					if err != nil {
						t.Fatalf("quote refused: %v", err)
					}
					return
				}
				wantCode(t, err, fault.CodeConflict)
				if !strings.Contains(err.Error(), c.wantInMessage) {
					t.Errorf("message %q lacks %q", err, c.wantInMessage)
				}
				// Placing it is refused too, and nothing is stored.
				_, err = loans.Push(ctx, borrowerB, 1, c.amount, 91, loan.TermUnitDays, "")
				wantCode(t, err, fault.CodeConflict)
				var n int
				if err := db.QueryRow(ctx, `SELECT COUNT(*) FROM orders WHERE user_id = ?`, borrowerB).Scan(&n); err != nil || n != 0 {
					t.Errorf("%d orders stored (%v)", n, err)
				}
			})
		}
	})
}

// dueDay is 09:00 in Manila, days after a due date.
func dueDay(due time.Time, days int) time.Time { return due.AddDate(0, 0, days).Add(time.Hour) }

// runOn runs the schedule job at a moment and reads the order again.
func runOn(t *testing.T, env *servertest.Env, userID, orderID int64, at time.Time) loan.Order {
	t.Helper()
	env.Clock.Set(at)
	if _, err := env.App.Loans.RunSchedule(t.Context(), env.DB); err != nil {
		t.Fatal(err)
	}
	o, err := loan.OrderOf(t.Context(), env.DB, userID, orderID)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// Late charges of a covered loan stay within 5% of the amount overdue per
// started month; a loan just outside the cover keeps the standard ₱1,000
// penalty and daily late interest.
func TestCaps_LateCharges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		capsOn(env)
		// Kwarta Lite (4): one payment, 0.06% a day, ₱100 fee; any centavo amount.
		exec(t, db, `UPDATE products SET amount_step = 1, max_amount = 1000001 WHERE id = 4`)
		for i, c := range []struct {
			name    string
			amount  int64
			days    int
			due     int64 // principal, interest and fees on the due date
			covered bool
		}{
			{"Covered₱10,000For91Days", 1_000_000, 91, 1_064_600, true},
			{"Covered₱10,000For120Days", 1_000_000, 120, 1_082_000, true},
			{"Uncovered121Days", 1_000_000, 121, 1_082_600, false},
			{"Uncovered₱10,000.01", 1_000_001, 91, 1_064_601, false},
		} {
			t.Run(c.name, func(t *testing.T) {
				env.Clock.Set(servertest.Start)
				exec(t, db, `UPDATE products SET term_days = ? WHERE id = 4`, c.days)
				userID := newBorrower(t, env, 100+i)
				o := disbursedFor(t, env, userID, 4, c.amount, c.days)
				if o.AmountDue != c.due {
					t.Fatalf("amount due %d, want %d", o.AmountDue, c.due)
				}
				for _, day := range []int{1, 30, 31, 32, 45, 61, 62, 100} {
					got := runOn(t, env, userID, o.ID, dueDay(o.NextDue, day))
					wantPenalty, wantLate := loan.PenaltyNewClient, loan.LateInterest(c.due, day)
					if c.covered {
						// The penalty takes the first month's 5%; late interest
						// fills each later month's, day by day at the standard
						// daily rate.
						wantPenalty, wantLate = min(loan.PenaltyNewClient, loan.MonthlyLateLimit(c.due, 1)), 0
						for d := 1; d <= day; d++ {
							wantLate += min(loan.LateInterestForDay(c.due, d), loan.MonthlyLateLimit(c.due, d)-wantPenalty-wantLate)
						}
					}
					if got.Penalty != wantPenalty || got.LateInterest != wantLate {
						t.Errorf("day %d: penalty %d late %d, want %d and %d", day, got.Penalty, got.LateInterest, wantPenalty, wantLate)
					}
					if c.covered && got.Penalty+got.LateInterest > loan.MonthlyLateLimit(c.due, day) {
						t.Errorf("day %d: late charges %d above the limit", day, got.Penalty+got.LateInterest)
					}
				}
			})
		}
		// The golden figures of the first loan: ₱532.30 (5% of ₱10,646.00)
		// as its penalty on day 1, nothing more that month, ₱425.84 (4%) on
		// day 31 and ₱106.46 on day 32, filling the second month's ₱532.30.
		t.Run("Golden", func(t *testing.T) {
			env.Clock.Set(servertest.Start)
			exec(t, db, `UPDATE products SET term_days = 91 WHERE id = 4`)
			userID := newBorrower(t, env, 200)
			o := disbursedFor(t, env, userID, 4, 1_000_000, 91)
			for _, c := range []struct {
				day                 int
				penalty, late, owed int64
			}{
				{1, 53_230, 0, 1_117_830}, {30, 53_230, 0, 1_117_830}, {31, 53_230, 42_584, 1_160_414}, {32, 53_230, 53_230, 1_171_060},
			} {
				got := runOn(t, env, userID, o.ID, dueDay(o.NextDue, c.day))
				if got.Penalty != c.penalty || got.LateInterest != c.late || got.Owed() != c.owed {
					t.Errorf("day %d: penalty %d late %d owed %d, want %d, %d, %d", c.day, got.Penalty, got.LateInterest, got.Owed(), c.penalty, c.late, c.owed)
				}
			}
			h := history(t, db, o.ID)
			if note := h[len(h)-1].Note; note != "penalty ₱532.30 charged" {
				t.Errorf("the overdue change's note %q", note)
			}
		})
	})
}

// Overdue long enough, a covered loan's total cost reaches its principal
// and stops there, to the centavo; its details page says so.
func TestCaps_AccrualStopsAtTheCostCap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), capsOn(env)
		userID := newBorrower(t, env, 1)
		// Kwarta Lite, ₱10,000 for 91 days: ₱646.00 of interest and fees, so
		// ₱9,354.00 of late charges reach the cap; 5% of ₱10,646.00 is ₱532.30 a
		// month: 17 months make ₱9,049.10, month 18 (from day 511) the rest.
		o := disbursedFor(t, env, userID, 4, 1_000_000, 91)
		for _, c := range []struct {
			day     int
			charges int64
			capped  bool
		}{
			{1, 53_230, false},
			{510, 17 * 53_230, false},
			{511, 17*53_230 + 21_292, false},
			{512, 935_400, true},
			{513, 935_400, true},
			{600, 935_400, true},
			{2_000, 935_400, true},
		} {
			got := runOn(t, env, userID, o.ID, dueDay(o.NextDue, c.day))
			if charges := got.Penalty + got.LateInterest; charges != c.charges {
				t.Errorf("day %d: late charges %d, want %d", c.day, charges, c.charges)
			}
			if got.TotalCost() > got.Terms.Principal {
				t.Errorf("day %d: total cost %d above the principal", c.day, got.TotalCost())
			}
			if got.CostCapped() != c.capped {
				t.Errorf("day %d: capped %v, want %v", c.day, got.CostCapped(), c.capped)
			}
			if c.capped && (got.TotalCost() != 1_000_000 || got.Owed() != 2_000_000) {
				t.Errorf("day %d: total cost %d, owed %d; want exactly the principal and twice it", c.day, got.TotalCost(), got.Owed())
			}
			d, err := env.App.LoanPages.OrderDetails(ctx, userID, o.ID, false)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(d.NoticeDesText, loan.CostCapNotice) != c.capped {
				t.Errorf("day %d: notice %q", c.day, d.NoticeDesText)
			}
		}
		d, err := env.App.LoanPages.OrderDetails(ctx, userID, o.ID, false)
		if err != nil {
			t.Fatal(err)
		}
		if want := "Your payment is 2000 days late. " + loan.CostCapNotice + " Please pay ₱20,000.00."; d.NoticeDesText != want {
			t.Errorf("notice\n got %q\nwant %q", d.NoticeDesText, want)
		}
		// Paying the capped amount settles the loan.
		if paid, _, err := loans.Pay(ctx, db, o.ID, 2_000_000, loan.ActorDemo, ""); err != nil || paid.Status != loan.StatusSettled {
			t.Fatalf("settling at the cap: %v", err)
		}
	})
}

// Under the caps an extension's interest, then its fee, are lowered to what
// the total cost cap leaves; at the cap a loan is not extended and is
// charged nothing more.
func TestCaps_Extension(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), env.App.Loans
		// Kwarta Lite priced at the caps: 0.2% a day and a ₱2,400 fee, so a
		// ₱10,000 loan for 120 days costs ₱4,800.00, exactly 12% a month; a
		// 14-day extension for ₱6,000.00 plus ₱280.00 of interest.
		exec(t, db, `UPDATE products SET daily_rate_ppm = 2000, service_fee = 240000, term_days = 120,
			extension_fee = 600000, extension_days = 14 WHERE id = 4`)
		capsOn(env)
		o := disbursed(t, env, 4, 1_000_000, 120)
		if got := o.TotalCost(); got != 480_000 {
			t.Fatalf("plan cost %d", got)
		}
		runOn(t, env, borrowerB, o.ID, dueDay(o.NextDue, -3)) // into the due window
		for _, c := range []struct {
			caps          bool
			fee, interest int64
			total         int64
		}{
			{false, 600_000, 28_000, 628_000}, // the standard figures
			{true, 492_000, 28_000, 520_000},  // ₱10,000 less the ₱4,800 of the plan
		} {
			qt, err := loans.With(loan.CostCaps(c.caps)).ExtensionQuote(ctx, db, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			if qt.Fee != c.fee || qt.Interest != c.interest || qt.Total != c.total {
				t.Errorf("caps %v: fee %d interest %d total %d, want %d, %d, %d", c.caps, qt.Fee, qt.Interest, qt.Total, c.fee, c.interest, c.total)
			}
		}
		extended, _, err := loans.Extend(ctx, db, o.ID, 520_000, loan.ActorDemo, "")
		if err != nil {
			t.Fatal(err)
		}
		if extended.TotalCost() != 1_000_000 || !extended.CostCapped() {
			t.Fatalf("after the extension: total cost %d, capped %v", extended.TotalCost(), extended.CostCapped())
		}
		// Overdue after the new due date: no penalty, no late interest.
		got := runOn(t, env, borrowerB, o.ID, dueDay(extended.NextDue, 5))
		if got.Status != loan.StatusOverdue || got.Penalty != 0 || got.LateInterest != 0 || got.Owed() != 1_480_000 {
			t.Fatalf("overdue at the cap: status %d penalty %d late %d owed %d", got.Status, got.Penalty, got.LateInterest, got.Owed())
		}
		_, err = loans.ExtensionQuote(ctx, db, o.ID)
		wantCode(t, err, fault.CodeConflict)
		if !strings.Contains(err.Error(), "legal cost cap") {
			t.Errorf("refusal %v", err)
		}
		d, err := env.App.LoanPages.OrderDetails(ctx, borrowerB, o.ID, false)
		if err != nil || !strings.Contains(d.NoticeDesText, loan.CostCapNotice) {
			t.Errorf("notice %q (%v)", d.NoticeDesText, err)
		}
	})
}

// The exported example product passes the caps, and a ₱10,000 loan of it
// reaches the total cost cap on its 332nd day overdue, as its comment says.
func TestCaps_CoveredProductExample(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		capsOn(env)
		p := loan.CoveredProductExample()
		if err := loan.CheckProductCaps(p, servertest.Start); err != nil {
			t.Fatal(err)
		}
		id, err := store.InsertID(ctx, db, `INSERT INTO products (name, description, min_amount, max_amount, amount_step, term_days,
			instalments, daily_rate_ppm, service_fee, extension_fee, extension_days, market, currency, tags, button_text, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.Name, p.Description, p.MinAmount, p.MaxAmount, p.AmountStep, p.TermDays, p.Instalments, p.DailyRatePPM,
			p.ServiceFee, p.ExtensionFee, p.ExtensionDays, p.Market, p.Currency, strings.Join(p.Tags, ","), p.ButtonText, store.Millis(servertest.Start))
		if err != nil {
			t.Fatal(err)
		}
		loan.InvalidateProducts(db)
		stored, err := loan.ProductByID(ctx, db, id)
		if err != nil {
			t.Fatal(err)
		}
		offer := stored.Offer(borrowerB)
		if offer.Amount != 1_000_000 {
			t.Fatalf("offer %d", offer.Amount)
		}
		if _, err := env.App.LoanPages.Confirm(ctx, borrowerB, id, false); err != nil {
			t.Fatalf("confirmation page: %v", err)
		}
		o := disbursed(t, env, id, offer.Amount, p.TermDays)
		if o.AmountDue != 1_260_000 {
			t.Fatalf("amount due %d", o.AmountDue)
		}
		for _, c := range []struct {
			day     int
			charges int64
			capped  bool
		}{{1, 63_000, false}, {331, 718_200, false}, {332, 740_000, true}, {340, 740_000, true}} {
			got := runOn(t, env, borrowerB, o.ID, dueDay(o.NextDue, c.day))
			if charges := got.Penalty + got.LateInterest; charges != c.charges || got.CostCapped() != c.capped {
				t.Errorf("day %d: charges %d capped %v, want %d, %v", c.day, charges, got.CostCapped(), c.charges, c.capped)
			}
		}
	})
}
