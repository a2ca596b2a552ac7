package loan_test

import (
	"testing"

	"kwarta/internal/loan"
)

func TestProduct_Offer(t *testing.T) {
	for _, c := range []struct {
		name           string
		min, max, step int64
		want           int64
	}{
		{"MaxOnAStep", 100_000, 2_000_000, 50_000, 2_000_000},
		// A maximum off the steps offers the last step below it, which the
		// confirmation then accepts.
		{"MaxOffTheSteps", 100_000, 1_025_000, 50_000, 1_000_000},
		{"OneStep", 500_000, 500_000, 100_000, 500_000},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := loan.Product{ID: 9, MinAmount: c.min, MaxAmount: c.max, AmountStep: c.step, TermDays: 91}
			a := p.Offer(7)
			if a.Amount != c.want || a.UserID != 7 || a.ProductID != 9 || a.TermDays != 91 {
				t.Fatalf("offer %+v, want amount %d", a, c.want)
			}
			if err := p.CheckAmount(a.Amount); err != nil {
				t.Fatalf("the offer's own amount is refused: %v", err)
			}
		})
	}
}
