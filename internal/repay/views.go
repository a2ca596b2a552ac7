package repay

import (
	"context"
	"errors"
	"strconv"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
)

// ChannelItem is one way to pay in the Payment Method picker
// (repayList): channel_number goes back in generate-pay-code.
type ChannelItem struct {
	Logo   string `json:"logo"`
	Name   string `json:"name"`
	Number string `json:"channel_number"`
}

// Notice is one way to pay a code, step by step.
type Notice struct {
	Name  string   `json:"name"`
	Steps []string `json:"steps"`
}

// DefaultCode is the pay-code box: the order's open code for the page's
// purpose (PayCode empty when there is none yet), and how to pay it.
type DefaultCode struct {
	PayCode string `json:"payCode"`
	Logo    string `json:"logo"`
	Title   string `json:"title"`
	// PayURL is where the code is paid (the provider's page).
	PayURL    string              `json:"payUrl"`
	ExpiresAt string              `json:"expiresAt"`
	PayNotice map[string][]Notice `json:"payNotice"`
	// ChannelNumber is the open code's channel ("" without a code): the
	// channel picker starts on it, so Payment reuses the code.
	ChannelNumber string `json:"channelNumber"`
	// Amount and AmountText are the open code's own amount, which may
	// differ from the page's figure (a part-payment); 0 and "" without a code.
	Amount     int64  `json:"amount"`
	AmountText string `json:"amountText"`
	// PayBy says until when the code holds ("Pay by 11:59 pm today"); ""
	// without a code.
	PayBy string `json:"payBy"`
}

// Instalment is the instalment repayment page's data (loan-play-detail),
// with the pay-off figures the repay-choose page needs too.
type Instalment struct {
	OrderID         int64          `json:"orderId"`
	OrderStatus     int            `json:"orderStatus"`
	RepayAmount     int64          `json:"repayAmount"` // minor units: Payment sends it back as amount
	RepayAmountText string         `json:"repayAmountText"`
	RepayDate       string         `json:"repayDate"`
	ProductName     string         `json:"productName"`
	ProductLogo     string         `json:"productLogo"`
	Detail          []loanpage.Row `json:"detail"`
	RepayList       []ChannelItem  `json:"repayList"`
	NoticeMsg       string         `json:"noticeMsg"`
	DefDetail       DefaultCode    `json:"defDetail"`
	IsShowReyTop    int            `json:"isShowReyTop"` // 1: the tip image leading to the payment instructions
	IsDelay         string         `json:"isDelay"`      // "1": an extension is offered
	CanPayNow       int            `json:"canPayNow"`    // 0: nothing can be paid yet (noticeMsg says from when)
	// MinAmount and MaxAmount bound a code's amount other than the payoff:
	// at least MinAmount (100.00, or what is due now when less), at most
	// MaxAmount (what is due now, or everything owed once paying ahead is
	// allowed); both 0 when nothing can be paid now.
	MinAmount     int64  `json:"minAmount"`
	MinAmountText string `json:"minAmountText"`
	MaxAmount     int64  `json:"maxAmount"`
	MaxAmountText string `json:"maxAmountText"`
	PayoffAmount  int64  `json:"payoffAmount"`
	PayoffText    string `json:"payoffAmountText"`
	CanPayOff     int    `json:"canPayOff"` // 1: the whole loan may be repaid now
	PayoffFrom    string `json:"payoffFrom"`
	// CardPay is 1 when what is due now may be paid from a linked account
	// (the card repayment, /repayByCard): the payment channel debits.
	CardPay int `json:"cardPay"`
}

// PlanItem is one line of the extension page's Plan list.
type PlanItem struct {
	Remark string `json:"remark"`
	Title  string `json:"title"`
	Amount string `json:"amount"`
	Time   string `json:"time"`
}

// DelayInfo is the extension page's header.
type DelayInfo struct {
	DelayAmount     int64  `json:"delayAmount"` // minor units: Payment sends it back as amount
	DelayAmountText string `json:"delayAmountText"`
	Title           string `json:"title"`
	NewDueDate      string `json:"newDueDate"`
	Days            int    `json:"days"`
}

// ExtensionPage is the extension (delay) page's data (the 'ordinary' call).
type ExtensionPage struct {
	OrderID      int64         `json:"orderId"`
	DelayInfo    DelayInfo     `json:"delayInfo"`
	RepayPlan    []PlanItem    `json:"repayPlan"`
	RepayList    []ChannelItem `json:"repayList"`
	DefDetail    DefaultCode   `json:"defDetail"`
	IsShowReyTop int           `json:"isShowReyTop"`
	ProductName  string        `json:"productName"`
	RepayDate    string        `json:"repayDate"`
	ProductLogo  string        `json:"productLogo"`
	NoticeMsg    string        `json:"noticeMsg"`
}

// noticeMsg is the reminder both pages show above the channels.
const noticeMsg = "Pay only with the reference number shown here, through the channels listed. " +
	"Your payment is credited within minutes; keep your receipt until it shows on your order."

// InstalmentPage builds the instalment repayment page of a borrower's order.
func (s *Service) InstalmentPage(ctx context.Context, userID, productID, orderID int64) (Instalment, error) {
	d, err := s.due(ctx, userID, orderID, productID)
	if err != nil {
		return Instalment{}, err
	}
	o, money := d.Order, loan.MoneyFor(d.Order.Market, false)
	code, err := s.liveCode(ctx, o.ID, PurposeDue)
	if err != nil {
		return Instalment{}, err
	}
	// Nothing due yet: the page's figure is the next payment, payable
	// from the date noticeMsg gives.
	shown := d.Now
	if shown == 0 {
		shown = d.Range.NextAmount
	}
	page := Instalment{
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
	if page.CanPayNow == 1 && d.Now > 0 && s.cardReady() == nil {
		page.CardPay = 1
	}
	if s.Loans.CanExtend(&o) {
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
func (s *Service) ExtensionView(ctx context.Context, userID, productID, orderID int64) (ExtensionPage, error) {
	d, err := s.due(ctx, userID, orderID, productID)
	if err != nil {
		return ExtensionPage{}, err
	}
	o, money := d.Order, loan.MoneyFor(d.Order.Market, false)
	q, err := s.Loans.ExtensionQuote(ctx, s.DB, o.ID)
	if err != nil {
		return ExtensionPage{}, err
	}
	code, err := s.liveCode(ctx, o.ID, PurposeExtension)
	if err != nil {
		return ExtensionPage{}, err
	}
	newDue := loan.DisplayDay(q.NewDueDate)
	page := ExtensionPage{
		OrderID: o.ID,
		DelayInfo: DelayInfo{DelayAmount: q.Total, DelayAmountText: money.Format(q.Total), Days: q.Days, NewDueDate: newDue,
			Title: "Extend your due date by " + strconv.Itoa(q.Days) + " days"},
		RepayList: s.channelItems(), DefDetail: s.defaultCode(code, money, q.Total), IsShowReyTop: 1, ProductName: d.Product.Name,
		RepayDate: newDue, ProductLogo: d.Product.LogoURL, NoticeMsg: noticeMsg,
	}
	page.RepayPlan = append(page.RepayPlan, PlanItem{Title: "Extension fee", Amount: money.Format(q.Fee), Time: "Now",
		Remark: "Moves your due date by " + strconv.Itoa(q.Days) + " days"})
	if q.Interest > 0 {
		page.RepayPlan = append(page.RepayPlan, PlanItem{Title: "Interest for the extra days", Amount: money.Format(q.Interest), Time: "Now",
			Remark: strconv.Itoa(q.Days) + " days on the principal you still hold"})
	}
	if late := q.Penalty + q.LateInterest; late > 0 {
		page.RepayPlan = append(page.RepayPlan, PlanItem{Title: "Late charges", Amount: money.Format(late), Time: "Now",
			Remark: "Settled by the extension"})
	}
	page.RepayPlan = append(page.RepayPlan, PlanItem{Title: "Then due", Amount: money.Format(q.After.Total()), Time: newDue,
		Remark: "What you owe on this instalment, on the new date"})
	return page, nil
}

// lastDay is the last calendar day (market time) a code expiring at
// expires holds: a code ending at 00:00 holds through the day before.
func (s *Service) lastDay(expires time.Time) string {
	return loan.DisplayDay(loan.CalendarDate(expires.Add(-time.Millisecond), s.Loans.Market.Location()))
}

// liveCode is the order's open code of a purpose that still holds now (a
// code past its expiry is not offered, though the job may not have closed
// it yet); an empty PayCode when there is none.
func (s *Service) liveCode(ctx context.Context, orderID int64, p Purpose) (PayCode, error) {
	c, ok, err := openCode(ctx, s.DB, orderID, p)
	if err != nil || !ok || !s.Clock.Now().Before(c.ExpiresAt) {
		return PayCode{}, err
	}
	return c, nil
}

func (s *Service) channelItems() []ChannelItem {
	var out []ChannelItem
	for _, c := range s.Gateway.Channels() {
		out = append(out, ChannelItem{Logo: c.Logo, Name: c.Name, Number: c.Number})
	}
	return out
}

// defaultCode is the pay-code box for an open code, or an empty box whose
// notices name the page's own amount (pageAmount) until a code is asked for.
func (s *Service) defaultCode(c PayCode, money loan.Money, pageAmount int64) DefaultCode {
	if c.ID == 0 {
		return DefaultCode{Title: "Reference number", PayNotice: payNotices("", money.Format(pageAmount))}
	}
	d := DefaultCode{Title: "Reference number", PayNotice: payNotices(c.RefNo, money.Format(c.Amount))}
	d.PayCode, d.PayURL, d.ExpiresAt = c.RefNo, c.PayURL, s.lastDay(c.ExpiresAt)
	d.ChannelNumber, d.Amount, d.AmountText, d.PayBy = c.Channel, c.Amount, money.Format(c.Amount), s.Loans.Calendar().PayBy(c.ExpiresAt)
	for _, ch := range s.Gateway.Channels() {
		if ch.Number == c.Channel {
			d.Logo, d.Title = ch.Logo, ch.Name+" reference number"
		}
	}
	return d
}

// payNotices are the payment notices grouped by where one pays: in a
// wallet app, and at a store's cashier.
// Without a code yet (ref empty) they point at the one this page will give.
func payNotices(ref, amount string) map[string][]Notice {
	if ref == "" {
		ref = "the reference number from this page"
	} else {
		ref = "the reference number " + ref
	}
	return map[string][]Notice{
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
