package loan

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

// Property tests: thousands of random valid inputs from a fixed seed (so a
// failure reproduces), each checked against rules that must always hold.

const propertyRuns = 5000

func newRand(t testing.TB) *rand.Rand {
	t.Helper()
	return rand.New(rand.NewPCG(20260105, 91))
}

// amount draws an amount in 0..limit, spread over every order of magnitude so
// both small loans and the range limits are exercised.
func amount(r *rand.Rand, limit int64) int64 {
	switch r.IntN(10) {
	case 0:
		return 0
	case 1:
		return limit
	}
	digits := 1 + r.IntN(13)
	top := int64(1)
	for range digits {
		top *= 10
	}
	return r.Int64N(min(top, limit) + 1)
}

func randomTerms(r *rand.Rand) Terms {
	term := MinTermDays + r.IntN(MaxTermDays-MinTermDays+1)
	n := 1 + r.IntN(12)
	if r.IntN(10) == 0 {
		n = 1 + r.IntN(term) // up to one instalment a day
	}
	return Terms{
		Principal:     max(1, amount(r, MaxAmount)),
		TermDays:      term,
		Instalments:   n,
		DailyRatePPM:  amount(r, MaxDailyRatePPM),
		ServiceFee:    amount(r, MaxAmount),
		ExtensionFee:  amount(r, MaxAmount),
		ExtensionDays: r.IntN(MaxExtensionDays + 1),
	}
}

func randomDate(r *rand.Rand) time.Time {
	return date(2000, 1, 1).AddDate(0, 0, r.IntN(100*365))
}

// interestOracle recomputes held × ppm / 1e6 rounded half up with math/big,
// independently of mulDiv: floor((2 × held × ppm + 1e6) / 2e6).
func interestOracle(held, ratePPM int64) int64 {
	n := new(big.Int).Mul(big.NewInt(held), big.NewInt(ratePPM))
	n.Mul(n, big.NewInt(2))
	n.Add(n, big.NewInt(ppm))
	return n.Quo(n, big.NewInt(2*ppm)).Int64()
}

// checkSchedule asserts every rule a plan must keep; it is shared by the
// property test and the fuzz test.
func checkSchedule(t testing.TB, terms Terms, start time.Time, s Schedule) {
	t.Helper()
	if got, want := len(s.Instalments), terms.Instalments; got != want {
		t.Fatalf("%+v: %d instalments, want %d", terms, got, want)
	}
	var principal, interest, fees, total, days int64
	outstanding := terms.Principal
	prev := s.DisbursedOn
	for i, in := range s.Instalments {
		if in.Number != i+1 {
			t.Fatalf("%+v: instalment %d numbered %d", terms, i+1, in.Number)
		}
		if in.Principal < 0 || in.Interest < 0 || in.Fees < 0 || in.Days < 1 {
			t.Fatalf("%+v: negative figure in %+v", terms, in)
		}
		if got, want := in.Total, in.Principal+in.Interest+in.Fees; got != want {
			t.Fatalf("%+v: instalment %d total %d, want %d", terms, in.Number, got, want)
		}
		if got, want := in.Interest, interestOracle(outstanding*int64(in.Days), terms.DailyRatePPM); got != want {
			t.Fatalf("%+v: instalment %d interest %d, oracle %d", terms, in.Number, got, want)
		}
		if !in.DueDate.After(prev) {
			t.Fatalf("%+v: due date %v not after %v", terms, in.DueDate, prev)
		}
		if got, want := daysBetween(prev, in.DueDate), in.Days; got != want {
			t.Fatalf("%+v: instalment %d spans %d days, says %d", terms, in.Number, got, want)
		}
		if in.DueDate.Hour() != 0 || in.DueDate.Location() != time.UTC {
			t.Fatalf("due date %v is not a UTC midnight date", in.DueDate)
		}
		prev = in.DueDate
		outstanding -= in.Principal
		principal += in.Principal
		interest += in.Interest
		fees += in.Fees
		total += in.Total
		days += int64(in.Days)
	}
	if got, want := s.Instalments[len(s.Instalments)-1].DueDate, start.AddDate(0, 0, terms.TermDays); !got.Equal(want) {
		t.Fatalf("%+v: last due %v, want disbursement + term %v", terms, got, want)
	}
	if days != int64(terms.TermDays) {
		t.Fatalf("%+v: periods sum to %d days", terms, days)
	}
	if principal != terms.Principal || s.TotalPrincipal != terms.Principal {
		t.Fatalf("%+v: principal sums %d / %d", terms, principal, s.TotalPrincipal)
	}
	if fees != terms.ServiceFee || s.TotalFees != fees {
		t.Fatalf("%+v: fees sum %d / %d", terms, fees, s.TotalFees)
	}
	if s.TotalInterest != interest || s.TotalCost != interest+fees {
		t.Fatalf("%+v: interest %d cost %d, sums %d", terms, s.TotalInterest, s.TotalCost, interest)
	}
	if s.TotalRepayable != total || total != terms.Principal+interest+fees {
		t.Fatalf("%+v: repayable %d, instalments sum %d, principal+interest+fees %d",
			terms, s.TotalRepayable, total, terms.Principal+interest+fees)
	}
	if s.APRBasisPoints < 0 {
		t.Fatalf("%+v: negative APR %d", terms, s.APRBasisPoints)
	}
}

func TestPlan_Properties(t *testing.T) {
	r := newRand(t)
	for range propertyRuns {
		terms := randomTerms(r)
		start := randomDate(r)
		s, err := Plan(terms, start)
		if err != nil {
			t.Fatalf("%+v: %v", terms, err)
		}
		checkSchedule(t, terms, start, s)

		// One instalment: the APR is exactly cost/principal × 365/term.
		if terms.Instalments == 1 {
			if got, want := s.APRBasisPoints, mulDiv(s.TotalCost, 3650000, terms.Principal*int64(terms.TermDays)); got != want {
				t.Fatalf("%+v: APR %d, want %d", terms, got, want)
			}
		}
	}
}

// checkApply asserts what any payment must keep: no money made or lost, no
// kind paid before an earlier one is settled, change only once all is paid.
func checkApply(t testing.TB, b Balance, amount int64) {
	t.Helper()
	got, applied, change := Apply(b, amount)
	if applied.Total()+change != amount {
		t.Fatalf("Apply(%+v, %d): applied %d + change %d != amount", b, amount, applied.Total(), change)
	}
	before := []int64{b.Penalty, b.LateInterest, b.Fees, b.Interest, b.Principal}
	after := []int64{got.Penalty, got.LateInterest, got.Fees, got.Interest, got.Principal}
	paid := []int64{applied.Penalty, applied.LateInterest, applied.Fees, applied.Interest, applied.Principal}
	for k := range before {
		if paid[k] < 0 || after[k]+paid[k] != before[k] {
			t.Fatalf("Apply(%+v, %d): kind %d went %d → %d paying %d", b, amount, k, before[k], after[k], paid[k])
		}
		if before[k] >= 0 && after[k] < 0 {
			t.Fatalf("Apply(%+v, %d): kind %d overpaid to %d", b, amount, k, after[k])
		}
		if paid[k] > 0 {
			for e := range k {
				if after[e] > 0 {
					t.Fatalf("Apply(%+v, %d): kind %d paid while kind %d still owes %d", b, amount, k, e, after[e])
				}
			}
		}
	}
	if amount > 0 && change > 0 {
		for k := range after {
			if after[k] > 0 {
				t.Fatalf("Apply(%+v, %d): change %d while kind %d owes %d", b, amount, change, k, after[k])
			}
		}
	}
}

func randomBalance(r *rand.Rand) Balance {
	return Balance{
		Penalty:      amount(r, PenaltyNewClient),
		LateInterest: amount(r, MaxAmount),
		Fees:         amount(r, MaxAmount),
		Interest:     amount(r, MaxAmount),
		Principal:    amount(r, MaxAmount),
	}
}

func TestApply_Properties(t *testing.T) {
	r := newRand(t)
	for range propertyRuns {
		b := randomBalance(r)
		total := b.Total()

		// Exactly the total settles to zero with no change.
		got, applied, change := Apply(b, total)
		if got != (Balance{}) || change != 0 || applied.Total() != total {
			t.Fatalf("Apply(%+v, Total) = %+v, %+v, %d", b, got, applied, change)
		}
		checkApply(t, b, total)
		checkApply(t, b, r.Int64N(total+1))
		checkApply(t, b, total+amount(r, MaxAmount))
		checkApply(t, b, -amount(r, MaxAmount))

		// Paying in two parts ends where paying at once does.
		part := r.Int64N(total + 1)
		mid, _, c1 := Apply(b, part)
		end, _, c2 := Apply(mid, total-part)
		if end != (Balance{}) || c1 != 0 || c2 != 0 {
			t.Fatalf("Apply(%+v) in parts %d + %d left %+v, change %d %d", b, part, total-part, end, c1, c2)
		}
	}
}

func TestLateInterest_Properties(t *testing.T) {
	r := newRand(t)
	for range propertyRuns / 10 {
		base := amount(r, MaxAmount)
		var sum int64
		for day := 1; day <= 400; day++ {
			f := LateInterestForDay(base, day)
			if f < 0 || (day > 1 && f > LateInterestForDay(base, day-1)) {
				t.Fatalf("base %d day %d: %d out of order", base, day, f)
			}
			sum += f
			if got := LateInterest(base, day); got != sum {
				t.Fatalf("base %d, %d days: LateInterest %d, sum of days %d", base, day, got, sum)
			}
		}
	}
}

func TestCanPrepay_Properties(t *testing.T) {
	r := newRand(t)
	for range propertyRuns {
		term := MinTermDays + r.IntN(MaxTermDays-MinTermDays+1)
		disbursed := randomDate(r).Add(time.Duration(r.Int64N(int64(24 * time.Hour))))
		_, earliest := CanPrepay(disbursed, disbursed, term, nil)
		// Never before half the term or 7 days, measured on Manila dates.
		wait := daysBetween(CalendarDate(disbursed, nil), earliest)
		if 2*wait < term || wait < 7 || 2*(wait-1) >= term {
			t.Fatalf("term %d: waits %d days", term, wait)
		}
		startOfEarliest := time.Date(earliest.Year(), earliest.Month(), earliest.Day(), 0, 0, 0, 0, manilaTZ)
		if ok, _ := CanPrepay(disbursed, startOfEarliest, term, nil); !ok {
			t.Fatalf("term %d: refused at the start of %v", term, earliest)
		}
		if ok, _ := CanPrepay(disbursed, startOfEarliest.Add(-time.Second), term, nil); ok {
			t.Fatalf("term %d: allowed a second before %v", term, earliest)
		}
	}
}

func TestExtension_Properties(t *testing.T) {
	r := newRand(t)
	for range propertyRuns {
		terms := randomTerms(r)
		terms.ExtensionDays = 1 + r.IntN(MaxExtensionDays)
		due := randomDate(r)
		b := randomBalance(r)
		held := b.Principal + r.Int64N(MaxAmount-b.Principal+1)
		q, err := Extension(terms, due, b, held)
		if err != nil {
			t.Fatalf("%+v %+v: %v", terms, b, err)
		}
		if got, want := q.Total, q.Fee+q.Penalty+q.LateInterest+q.Interest; got != want {
			t.Fatalf("total %d, parts %d", got, want)
		}
		if got, want := q.Interest, interestOracle(held*int64(terms.ExtensionDays), terms.DailyRatePPM); got != want {
			t.Fatalf("interest %d, oracle %d", got, want)
		}
		if got, want := daysBetween(due, q.NewDueDate), terms.ExtensionDays; got != want {
			t.Fatalf("moved %d days, want %d", got, want)
		}
		if q.After.Penalty != 0 || q.After.LateInterest != 0 || q.After.Unpaid() != b.Unpaid() {
			t.Fatalf("after %+v from %+v", q.After, b)
		}
		if rest, _, change := Apply(q.Balance(), q.Total); rest != (Balance{}) || change != 0 {
			t.Fatalf("paying the quote left %+v, change %d", rest, change)
		}
	}
}
