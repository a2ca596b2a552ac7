package loan_test

import (
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/content"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The disclosures say what the engine charges: a loan
// the Philippine cost caps cover states its capped late charges, penalty
// and total cost in its Key Fact Statement and its agreement; one they do
// not cover keeps the standard figures. Kwarta Mini (demo product 9) lends
// ₱10,000.00 for 120 days, repaid in one payment of ₱12,600.00 (₱2,400.00
// interest, ₱200.00 fee): 5% of it is ₱630.00 a month, the penalty
// included, and ₱10,000.00 − ₱2,600.00 = ₱7,400.00 of late charges reach
// the total cost cap.

var peso = loan.Money{Symbol: "₱"}

// mini's capped figures, from the functions the engine applies them with.
var (
	miniDue         int64 = 1_260_000
	miniLateMonthly       = loan.MonthlyLateLimit(miniDue, 1) // 63,000
	miniCostRoom          = loan.CoveredMaxPrincipal - 260_000
)

// factsOf is a confirmation's key facts as one "label: value" line each.
func factsOf(t *testing.T, c loanpage.Confirmation) string {
	t.Helper()
	var b strings.Builder
	for _, r := range c.KeyFacts {
		b.WriteString(r.Text + ": " + r.Value + "\n")
	}
	return b.String()
}

func wantIn(t *testing.T, what, text string, phrases ...string) {
	t.Helper()
	for _, p := range phrases {
		if !strings.Contains(text, p) {
			t.Errorf("%s lacks %q:\n%s", what, p, text)
		}
	}
}

func wantNotIn(t *testing.T, what, text string, phrases ...string) {
	t.Helper()
	for _, p := range phrases {
		if strings.Contains(text, p) {
			t.Errorf("%s has %q:\n%s", what, p, text)
		}
	}
}

var tags = regexp.MustCompile(`<[^>]*>`)

// agreementText is an agreement's words, without markup or line breaks.
func agreementText(t *testing.T, env *servertest.Env, r loanpage.ContractRequest) string {
	t.Helper()
	r.Scene = loanpage.SceneConfirm
	page, err := env.App.LoanPages.RenderContract(t.Context(), r)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(html.UnescapeString(tags.ReplaceAllString(string(page), " "))), " ")
}

func TestDisclosure_CoveredLoanStatesTheCappedCharges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx, loans := t.Context(), capsOn(env)
		if miniLateMonthly != 63_000 || miniCostRoom != 740_000 {
			t.Fatalf("the example's figures moved: %d a month, %d of room", miniLateMonthly, miniCostRoom)
		}
		capped := []string{
			"at most 5% a month of the amount overdue (BSP Circular 1133): at most " + peso.Format(miniLateMonthly) +
				" for each 30-day month, or part of one, that the ₱12,600.00 payment stays unpaid",
			"Default penalty: At most ₱630.00, once, when a payment first falls overdue (the ₱1,000.00 penalty, ₱800.00 for a repeat client, limited by the 5% a month cap on late charges)",
			"Total cost cap: Interest, fees, the penalty, late interest and extensions together never exceed the ₱10,000.00 lent: at most " +
				peso.Format(miniCostRoom) + " more than the ₱2,600.00 above",
		}
		for _, who := range []struct {
			name   string
			userID int64
		}{{"NewClient", borrowerB}, {"RepeatClient", newRepeatClient(t, env)}} {
			t.Run("KeyFacts"+who.name, func(t *testing.T) {
				c, err := env.App.LoanPages.Confirm(ctx, who.userID, 9, false)
				if err != nil {
					t.Fatal(err)
				}
				facts := factsOf(t, c)
				want := capped
				if who.userID != borrowerB {
					want = append(capped[:1:1], "Default penalty: At most ₱630.00, once, when a payment first falls overdue (your repeat-client rate, the ₱800.00 penalty limited by the 5% a month cap on late charges)", capped[2])
				}
				wantIn(t, "product 9's key facts", facts, want...)
				wantNotIn(t, "product 9's key facts", facts, "a day of the unpaid amount", "5% a day", "₱1,000.00 once", "At most ₱1,000.00")
			})
		}
		t.Run("Agreement", func(t *testing.T) {
			text := agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 9, Position: 1})
			wantIn(t, "product 9's agreement", text,
				"This loan is covered by the cost caps of BSP Circular No. 1133 (2021), applied to lending companies by SEC Memorandum Circular No. 3 (2022), for loans of ₱10,000 or less and 120 days or less",
				"never more than the late-charge cap below allows: for this loan, at most ₱630.00;",
				"together never exceed 5% of an overdue instalment's unpaid principal, interest and fees for each 30-day month, or part of one",
				"for this loan, at most ₱630.00 a month while the payment of ₱12,600.00 stays unpaid",
				"never exceeds the amount lent, ₱10,000.00: at most ₱7,400.00 more than the total cost in section 2")
			wantNotIn(t, "product 9's agreement", text, "a day for days 1 to 30", "5% a day")
			facts := agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 9, Position: 2})
			wantIn(t, "product 9's key fact statement", facts, capped[0], "Total cost cap")
			wantNotIn(t, "product 9's key fact statement", facts, "5% a day")
		})
		// The demo world's order 88 (Kwarta Mini): its own agreement too.
		t.Run("AgreementOfOrder88", func(t *testing.T) {
			text := agreementText(t, env, loanpage.ContractRequest{UserID: demoA(t, env), ProductID: 9, OrderID: 88, Position: 1})
			wantIn(t, "order 88's agreement", text, "covered by the cost caps", "at most ₱630.00 a month", "at most ₱7,400.00 more")
			wantNotIn(t, "order 88's agreement", text, "5% a day")
		})
		// The caps off (another market's service), the same product keeps
		// the standard figures.
		t.Run("CapsOff", func(t *testing.T) {
			pages := loanpage.New(db, loans.With(loan.CostCaps(false)), env.App.Payout, env.App.Content.Company, env.App.Account, env.App.Credit)
			c, err := pages.Confirm(ctx, borrowerB, 9, false)
			if err != nil {
				t.Fatal(err)
			}
			facts := factsOf(t, c)
			wantIn(t, "product 9's key facts without the caps", facts, "5% a day of the unpaid amount for days 1 to 30 late", "At most ₱1,000.00, once")
			wantNotIn(t, "product 9's key facts without the caps", facts, "Total cost cap", "BSP Circular")
		})
	})
}

// A loan the caps do not cover (Kwarta Flex, ₱20,000.00) keeps the standard
// late interest and penalty in its key facts and agreement.
func TestDisclosure_UncoveredLoanKeepsTheSeedsFigures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		capsOn(env)
		c, err := env.App.LoanPages.Confirm(ctx, borrowerB, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		facts := factsOf(t, c)
		wantIn(t, "product 1's key facts", facts, "Late interest: 5% a day of the unpaid amount for days 1 to 30 late, 4% for days 31 to 90, 2% from day 91")
		wantNotIn(t, "product 1's key facts", facts, "Total cost cap", "BSP Circular", "a month of the amount overdue")
		text := agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 1, Position: 1})
		wantIn(t, "product 1's agreement", text, "5% a day for days 1 to 30, 4% a day for days 31 to 90, and 2% a day from day 91",
			"₱1,000.00 for a new client and ₱800.00 for a repeat client.")
		wantNotIn(t, "product 1's agreement", text, "cost caps", "BSP Circular")
	})
}

// The penalty a repeat client pays is judged when it is charged: a new
// client is told the most (₱1,000.00) and that another loan repaid in full
// before the first overdue day begins makes it ₱800.00; a repeat client is
// told ₱800.00. The agreement says how it is judged.
func TestDisclosure_RepeatClientPenalty(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		capsOn(env)
		c, err := env.App.LoanPages.Confirm(ctx, borrowerB, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, "a new client's key facts", factsOf(t, c),
			"Default penalty: At most ₱1,000.00, once, when a payment first falls overdue; ₱800.00 if another loan of yours is repaid in full before that payment's first overdue day begins (the repeat-client rate)")
		c, err = env.App.LoanPages.Confirm(ctx, newRepeatClient(t, env), 1, false)
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, "a repeat client's key facts", factsOf(t, c), "Default penalty: At most ₱800.00, once, when a payment first falls overdue (your repeat-client rate)")
		for _, product := range []int64{1, 9} {
			text := agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: product, Position: 1})
			wantIn(t, "the agreement of product "+strconv.FormatInt(product, 10), text,
				"Whether the Borrower is a repeat client is decided when the penalty is charged: a Borrower who has repaid another loan with the Lender in full before the payment's first overdue day begins is a repeat client.",
				"The penalty stated in the Key Fact Statement is therefore the most that can be charged.")
		}
	})
}

// An extension's interest runs on all the principal still owed on the
// loan, since every later due date moves too; the key facts and the
// agreement say so, with the fee and the late charges it settles.
func TestDisclosure_ExtensionCost(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		capsOn(env)
		// Bayanihan Cash (5), ₱15,000.00: 15 days for ₱350.00 at 0.045% a day.
		c, err := env.App.LoanPages.Confirm(ctx, borrowerB, 5, false)
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, "product 5's key facts", factsOf(t, c),
			"Extension: Move your next due date and every later one by 15 days for a ₱350.00 fee, plus 15 days' interest at 0.045% a day on all the principal you still owe on the loan, plus any penalty and late interest then owed (the extension settles them)\n")
		text := agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 5, Position: 1})
		wantIn(t, "product 5's agreement", text,
			"6. Extension The Borrower may extend the loan: the current due date and every later one move by 15 days. An extension costs, paid at once:",
			"the extension fee, ₱350.00;",
			"interest for the 15 days on all the principal the Borrower still owes on the loan, not only the current instalment's: principal still owed × 0.045% a day × 15 days, rounded to the nearest 0.01 (a half rounded up);",
			"any default penalty and late interest then owed, which the extension settles.",
			"The instalments' amounts stay the same; they fall due later.")
		wantNotIn(t, "product 5's agreement", text, "cost cap")
		// A covered loan with extensions (Kwarta Lite, ₱10,000.00): the cap lowers them.
		c, err = env.App.LoanPages.Confirm(ctx, borrowerB, 4, false)
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, "product 4's key facts", factsOf(t, c), "(the extension settles them); under the total cost cap the interest, then the fee, are lowered to what the cap leaves")
		wantIn(t, "product 4's agreement", agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 4, Position: 1}),
			"Under the total cost cap (section 5) the extension's interest, then its fee, are lowered to what the cap leaves.")
		// No extension: said so.
		text = agreementText(t, env, loanpage.ContractRequest{UserID: borrowerB, ProductID: 9, Position: 1})
		wantIn(t, "product 9's agreement", text, "6. Extension An extension of a due date is not offered for this loan.")
	})
}

// What the key facts disclose is what the engine then charges: a Kwarta
// Mini loan falling overdue is charged the disclosed penalty, and its late
// charges never pass the disclosed monthly limit or the total cost cap —
// the loan terms' worked example, day by day.
func TestDisclosure_IsWhatTheEngineCharges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		capsOn(env)
		userID := newBorrower(t, env, 1)
		c, err := env.App.LoanPages.Confirm(ctx, userID, 9, false)
		if err != nil {
			t.Fatal(err)
		}
		wantIn(t, "the key facts", factsOf(t, c), "At most "+peso.Format(miniLateMonthly)+", once")
		o := disbursedFor(t, env, userID, 9, 1_000_000, 120)
		if o.AmountDue != miniDue {
			t.Fatalf("amount due %d, want %d", o.AmountDue, miniDue)
		}
		for _, d := range []struct {
			day     int
			charges int64
		}{{1, 63_000}, {30, 63_000}, {31, 63_000 + 50_400}, {60, 126_000}, {61, 126_000 + 50_400}, {330, 11 * 63_000}, {331, 11*63_000 + 25_200}, {332, 740_000}, {500, 740_000}} {
			got := runOn(t, env, userID, o.ID, dueDay(o.NextDue, d.day))
			if got.Penalty != miniLateMonthly {
				t.Errorf("day %d: penalty %d, the key facts say %d", d.day, got.Penalty, miniLateMonthly)
			}
			if charges := got.Penalty + got.LateInterest; charges != d.charges || charges > miniCostRoom {
				t.Errorf("day %d: late charges %d, want %d (at most %d)", d.day, charges, d.charges, miniCostRoom)
			}
		}
	})
}

// A covered loan's penalty is limited by the first overdue day's allowance
// even when the schedule job first runs days later (as when the demo world
// sets up order 88): the penalty the key facts disclose.
func TestDisclosure_PenaltyOfALateRun(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		capsOn(env)
		userID := newBorrower(t, env, 1)
		o := disbursedFor(t, env, userID, 9, 1_000_000, 120)
		got := runOn(t, env, userID, o.ID, dueDay(o.NextDue, 340))
		if got.Penalty != miniLateMonthly || got.Penalty+got.LateInterest != miniCostRoom {
			t.Errorf("first run on day 340: penalty %d, late interest %d; want %d and %d in all", got.Penalty, got.LateInterest, miniLateMonthly, miniCostRoom)
		}
		a, err := loan.OrderOf(t.Context(), db, demoA(t, env), 88)
		if err != nil {
			t.Fatal(err)
		}
		if a.Penalty != miniLateMonthly {
			t.Errorf("demo order 88's penalty %d, want %d", a.Penalty, miniLateMonthly)
		}
	})
}

// The loan terms page states the caps' scope with the engine's own limits.
func TestDisclosure_LoanTermsStateTheCapsScope(t *testing.T) {
	terms := content.BuiltIn(content.KindTerms, "ph")
	scope := "For loans of {{currency}}" + strings.TrimPrefix(peso.Short(loan.CoveredMaxPrincipal), "₱") + " or less with a term of " +
		strconv.Itoa(loan.CoveredMaxTermDays) + " days or less"
	wantIn(t, "the loan terms", terms, scope, "at most **"+strconv.FormatInt(loan.LateCapMonthlyBP/100, 10)+"% a month of the amount overdue**",
		"for each "+strconv.Itoa(loan.CapMonthDays)+"-day month", "{{currency}}630 (5% of {{currency}}12,600)", "{{currency}}7,400")
}

// newRepeatClient is a borrower with a loan repaid in full (on day 80 of
// it, after half the term); the clock is then set back to the start.
func newRepeatClient(t *testing.T, env *servertest.Env) int64 {
	t.Helper()
	userID := newBorrower(t, env, 900)
	o := disbursedFor(t, env, userID, 1, 2_000_000, 91)
	o = runOn(t, env, userID, o.ID, servertest.Start.Add(80*24*time.Hour))
	if paid, _, err := env.App.Loans.Pay(t.Context(), env.DB, o.ID, o.Owed(), loan.ActorDemo, ""); err != nil || paid.Status != loan.StatusSettled {
		t.Fatalf("settling the first loan: %v", err)
	}
	env.Clock.Set(servertest.Start)
	return userID
}

// demoA is borrower A's user id.
func demoA(t *testing.T, env *servertest.Env) int64 {
	t.Helper()
	s, err := env.App.Account.Authenticate(t.Context(), "demo-a", "123")
	if err != nil {
		t.Fatal(err)
	}
	return s.UserID
}
