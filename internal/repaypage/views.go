package repaypage

import (
	"context"
	"errors"
	"strconv"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/repay"
)

// noticeMsg is the reminder both pages show above the channels.
const noticeMsg = "Pay only with the reference number shown here, through the channels listed. " +
	"Your payment is credited within minutes; keep your receipt until it shows on your order."

// InstalmentPage builds the instalment repayment page of a borrower's order.
func (s *Service) InstalmentPage(ctx context.Context, userID, productID, orderID int64) (repay.Instalment, error) {
	d, err := s.repay.Due(ctx, userID, orderID, productID)
	if err != nil {
		return repay.Instalment{}, err
	}
	o, money := d.Order, loan.MoneyFor(d.Order.Market, false)
	code, err := s.repay.LiveCode(ctx, o.ID, repay.PurposeDue)
	if err != nil {
		return repay.Instalment{}, err
	}
	// Nothing due yet: the page's figure is the next payment, payable
	// from the date noticeMsg gives.
	shown := d.Now
	if shown == 0 {
		shown = d.Range.NextAmount
	}
	page := repay.Instalment{
		OrderID: o.ID, OrderStatus: int(o.Status), RepayAmount: shown, RepayAmountText: money.Format(shown),
		RepayDate: loan.DisplayDay(o.NextDue), ProductName: d.Product.Name, ProductLogo: d.Product.LogoURL,
		Detail: dueRows(o, money), RepayList: s.channelItems(), NoticeMsg: noticeMsg,
		DefDetail: s.defaultCode(code, money, shown), IsShowReyTop: 1, IsDelay: "0", CanPayNow: 1,
		MinAmount: d.Range.Min, MinAmountText: money.Format(d.Range.Min), MaxAmount: d.Range.Max, MaxAmountText: money.Format(d.Range.Max),
		PayoffAmount: d.Payoff, PayoffText: money.Format(d.Payoff), PayoffFrom: loan.DisplayDay(d.PayoffFrom),
	}
	if d.PayoffAllowed {
		page.CanPayOff = 1
	}
	var fe *fault.Error
	if errors.As(d.Range.Refused, &fe) {
		page.CanPayNow, page.NoticeMsg = 0, fe.Message
	}
	if page.CanPayNow == 1 && d.Now > 0 && s.cards.Available() {
		page.CardPay = 1
	}
	if s.loans.CanExtend(&o) {
		page.IsDelay = "1"
	}
	return page, nil
}

// dueRows are the instalment page's detail rows: what makes up the amount.
func dueRows(o loan.Order, money loan.Money) []loanpage.Row {
	ch := o.Charges()
	rows := []loanpage.Row{
		{Text: "Order number", Value: o.No},
		{Text: "Due date", Value: loan.DisplayDay(o.NextDue)},
	}
	if ch.Penalty > 0 {
		rows = append(rows, loanpage.Row{Text: "Penalty", Value: money.Format(ch.Penalty)})
	}
	if ch.LateInterest > 0 {
		rows = append(rows, loanpage.Row{Text: "Late interest", Value: money.Format(ch.LateInterest)})
	}
	rows = append(rows, loanpage.Row{Text: "Outstanding on the loan", Value: money.Format(o.Owed())},
		loanpage.Row{Text: "Paid so far", Value: money.Format(o.TotalPaid())},
		loanpage.Row{Text: "Term", Value: strconv.Itoa(o.Terms.TermDays) + " days, " + strconv.Itoa(o.Terms.Instalments) + " instalments"})
	return rows
}

// ExtensionView builds the extension page of a borrower's order.
func (s *Service) ExtensionView(ctx context.Context, userID, productID, orderID int64) (repay.ExtensionPage, error) {
	d, err := s.repay.Due(ctx, userID, orderID, productID)
	if err != nil {
		return repay.ExtensionPage{}, err
	}
	o, money := d.Order, loan.MoneyFor(d.Order.Market, false)
	q, err := s.loans.ExtensionQuote(ctx, s.db, o.ID)
	if err != nil {
		return repay.ExtensionPage{}, err
	}
	code, err := s.repay.LiveCode(ctx, o.ID, repay.PurposeExtension)
	if err != nil {
		return repay.ExtensionPage{}, err
	}
	newDue := loan.DisplayDay(q.NewDueDate)
	page := repay.ExtensionPage{
		OrderID: o.ID,
		DelayInfo: repay.DelayInfo{DelayAmount: q.Total, DelayAmountText: money.Format(q.Total), Days: q.Days, NewDueDate: newDue,
			Title: "Extend your due date by " + strconv.Itoa(q.Days) + " days"},
		RepayList: s.channelItems(), DefDetail: s.defaultCode(code, money, q.Total), IsShowReyTop: 1, ProductName: d.Product.Name,
		RepayDate: newDue, ProductLogo: d.Product.LogoURL, NoticeMsg: noticeMsg,
	}
	page.RepayPlan = append(page.RepayPlan, repay.PlanItem{Title: "Extension fee", Amount: money.Format(q.Fee), Time: "Now",
		Remark: "Moves your due date by " + strconv.Itoa(q.Days) + " days"})
	if q.Interest > 0 {
		page.RepayPlan = append(page.RepayPlan, repay.PlanItem{Title: "Interest for the extra days", Amount: money.Format(q.Interest), Time: "Now",
			Remark: strconv.Itoa(q.Days) + " days on the principal you still hold"})
	}
	if late := q.Penalty + q.LateInterest; late > 0 {
		page.RepayPlan = append(page.RepayPlan, repay.PlanItem{Title: "Late charges", Amount: money.Format(late), Time: "Now",
			Remark: "Settled by the extension"})
	}
	page.RepayPlan = append(page.RepayPlan, repay.PlanItem{Title: "Then due", Amount: money.Format(q.After.Total()), Time: newDue,
		Remark: "What you owe on this instalment, on the new date"})
	return page, nil
}

// lastDay is the last calendar day (market time) a code expiring at
// expires holds: a code ending at 00:00 holds through the day before.
func (s *Service) lastDay(expires time.Time) string {
	return loan.DisplayDay(loan.CalendarDate(expires.Add(-time.Millisecond), s.market.Location()))
}

func (s *Service) channelItems() []repay.ChannelItem {
	var out []repay.ChannelItem
	for _, c := range s.gateway.Channels() {
		out = append(out, repay.ChannelItem{Logo: c.Logo, Name: c.Name, Number: c.Number})
	}
	return out
}

// defaultCode is the pay-code box for an open code, or an empty box whose
// notices name the page's own amount (pageAmount) until a code is asked for.
func (s *Service) defaultCode(c repay.PayCode, money loan.Money, pageAmount int64) repay.DefaultCode {
	if c.ID == 0 {
		return repay.DefaultCode{Title: "Reference number", PayNotice: payNotices("", money.Format(pageAmount))}
	}
	d := repay.DefaultCode{Title: "Reference number", PayNotice: payNotices(c.RefNo, money.Format(c.Amount))}
	d.PayCode, d.PayURL, d.ExpiresAt = c.RefNo, c.PayURL, s.lastDay(c.ExpiresAt)
	d.ChannelNumber, d.Amount, d.AmountText, d.PayBy = c.Channel, c.Amount, money.Format(c.Amount), s.loans.Calendar().PayBy(c.ExpiresAt)
	for _, ch := range s.gateway.Channels() {
		if ch.Number == c.Channel {
			d.Logo, d.Title = ch.Logo, ch.Name+" reference number"
		}
	}
	return d
}

// payNotices are the payment notices grouped by where one pays: in a
// wallet app, and at a store's cashier.
// Without a code yet (ref empty) they point at the one this page will give.
func payNotices(ref, amount string) map[string][]repay.Notice {
	if ref == "" {
		ref = "the reference number from this page"
	} else {
		ref = "the reference number " + ref
	}
	return map[string][]repay.Notice{
		"E-wallet": {
			{Name: "GCash", Steps: []string{"Open GCash and tap Pay Bills.", "Choose Payment Solutions, then Dragonpay.",
				"Enter " + ref + " and the amount " + amount + ".", "Confirm the payment and keep the receipt."}},
			{Name: "Maya", Steps: []string{"Open Maya and tap Bills.", "Search for Dragonpay.",
				"Enter " + ref + " and the amount " + amount + ".", "Confirm the payment and keep the receipt."}},
		},
		"Over the counter": {
			{Name: "7-Eleven, Bayad Center, Cebuana Lhuillier", Steps: []string{"Tell the cashier you are paying a Dragonpay bill.",
				"Give " + ref + " and pay " + amount + " in cash.", "Keep the receipt until the payment shows on your order."}},
		},
	}
}
