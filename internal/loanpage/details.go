package loanpage

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/credit"
	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/payout"
	"kwarta/internal/store"
)

// Details is the order details page's data; the wire names are the ones the
// existing pages read.
type Details struct {
	OrderID          int64            `json:"orderId"`
	OrderNo          string           `json:"orderNo"`
	ProductID        int64            `json:"productId"`
	OrderStatus      int              `json:"orderStatus"`
	NoticeStatusText string           `json:"noticeStatusText"`
	NoticeDesText    string           `json:"noticeDesText"`
	RecProducts      []Recommendation `json:"recProducts"`
	ProductName      string           `json:"productName"`
	ProductLogo      string           `json:"productLogo"`
	UserOrderDetail  OrderLines       `json:"userOrderDetail"`
	// Inside is "1" for the lender's own product, "0" for a partner's; H5URL
	// is then the partner's page.
	Inside    string `json:"inside"`
	H5URL     string `json:"h5Url"`
	IsDelay   string `json:"isDelay"` // "1": roll-over (extension) offered
	Telephone string `json:"telephone"`
	IsScore   string `json:"isScore"` // "1": ask for a rating
	// PlayedUL is the confirm URL: a partner's order is continued on
	// the partner's page, which the page opens (plus the session query)
	// unless the order waits for the withdrawal here (21).
	PlayedUL string `json:"playeduL"`
	// ReyMsg is the withdraw prompt's text, for an approved order (21).
	ReyMsg string `json:"reyMsg"`
	// KindTipsMsg is the kind-tips popup's text; absent when there is none.
	KindTipsMsg  string `json:"KindTipsMsg,omitempty"`
	CardNeedPop  int    `json:"cardNeedPop"` // 1: ask the borrower to bind a bank card
	CardPopTitle string `json:"cardPopTitle"`
	CardPopMsg   string `json:"cardPopMsg"`
}

// OrderLines is the order card's list of lines.
type OrderLines struct {
	Detail []Row `json:"detail"`
}

// KindTips is the reminder shown before a borrower pays.
const KindTips = "Pay only through the payment channels shown in this app, using your own reference number. " +
	"Our staff will never ask you to send money to a personal account or e-wallet."

// OrderDetails brings a borrower's order up to date with the calendar and
// describes it for the order details page. Another borrower's order answers
// the same 404 as a missing one. It reads outside any transaction (the
// order, then the borrower's Standing; products and the lender's details
// come from the cache) and writes only when the calendar changed the order.
func (s *Service) OrderDetails(ctx context.Context, userID, orderID int64, coinciding bool) (Details, error) {
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return Details{}, err
	}
	if o, err = s.loans.UpToDate(ctx, o); err != nil {
		return Details{}, err
	}
	p, err := loan.ProductOfOrder(ctx, s.db, o.ProductID)
	if err != nil {
		return Details{}, err
	}
	st, err := loan.StandingOf(ctx, s.db, userID)
	if err != nil {
		return Details{}, err
	}
	recs, err := s.Recommend(ctx, s.db, userID, st, o.ProductID, coinciding)
	if err != nil {
		return Details{}, err
	}
	d, err := s.describe(ctx, o, p, coinciding)
	if err != nil {
		return Details{}, err
	}
	d.RecProducts = recs
	if o.Status == loan.StatusSettled && !st.Rated {
		d.IsScore = "1"
	}
	return d, nil
}

func (s *Service) describe(ctx context.Context, o loan.Order, p loan.Product, coinciding bool) (Details, error) {
	money := loan.MoneyFor(o.Market, coinciding)
	today := s.loans.Calendar().Today()
	d := Details{
		OrderID: o.ID, OrderNo: o.No, ProductID: p.ID, OrderStatus: int(o.Status), ProductName: p.Name, ProductLogo: p.LogoURL,
		Inside: "1", IsDelay: "0", IsScore: "0",
	}
	if p.Partner() {
		d.Inside, d.H5URL = "0", p.LinkURL
		if o.Status != loan.StatusApproved {
			d.PlayedUL = withQuery(p.LinkURL, url.Values{"orderNo": {o.No}})
		}
	}
	if s.company != nil {
		co, err := s.company(ctx)
		if err != nil {
			return d, err
		}
		d.Telephone = co.SupportPhone
	}
	d.NoticeStatusText, d.NoticeDesText = notice(o, money, today, s.loans.Calendar().Window)
	if o.Status == loan.StatusRejected {
		// Declined by the credit policy or a reviewer: why, and from when to apply again.
		dec, found, err := s.decisions.DecisionOf(ctx, s.db, o.ID)
		if err != nil {
			return d, err
		}
		if found && dec.Final == string(loan.Reject) {
			d.NoticeDesText = sentences(append(dec.Declined(), retryText(dec), AskForReview)...)
		}
	}
	if o.WrittenOffAt.IsZero() { // written off: no more charges, whatever the cap
		d.NoticeDesText = s.loans.Caps().Notice(&o, money, today, d.NoticeDesText, s.loans.DueNow(&o))
	}
	d.UserOrderDetail.Detail = s.lines(o, money, today)
	if o.Status.InRepayment() {
		last, err := loan.LastPayment(ctx, s.db, o.ID)
		if err != nil {
			return d, err
		}
		if last.Note != "" {
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail,
				Row{"Last payment", loan.DisplayDay(loan.CalendarDate(last.At, s.loans.Calendar().Loc)) + ": " + last.Note})
		}
	}
	if o.Status.InRepayment() || o.Status == loan.StatusSettled {
		// Where the money went, in plain words.
		p, ok, err := s.payouts.PaidTo(ctx, s.db, o.ID)
		if err != nil {
			return d, err
		}
		if ok && p.Account.ID != 0 {
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail,
				Row{"Loan sent to", money.Format(o.Terms.Principal) + " to " + p.Account.Label() + " on " +
					loan.DisplayDay(loan.CalendarDate(p.At, s.loans.Calendar().Loc)) + " (reference " + p.Reference + ")"})
		}
	}
	// Money held for review and sent back to the borrower's account: a
	// line once it went out (nothing while it is on its way).
	refunds, err := s.payouts.RefundsOf(ctx, s.db, o.ID)
	if err != nil {
		return d, err
	}
	for _, r := range refunds {
		if r.State == payout.StateSucceeded {
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail, Row{"Refunded", RefundLine(r, money, s.loans.Calendar().Loc)})
		}
	}
	if o.Status == loan.StatusRejected {
		c, err := loan.LastCancel(ctx, s.db, o.ID)
		if err != nil {
			return d, err
		}
		if c.Note != "" {
			d.NoticeStatusText = "Cancelled"
			d.NoticeDesText = c.Note + ". No money was sent, and you owe nothing. You may apply for one of the loans below."
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail,
				Row{"Cancelled on", loan.DisplayDay(loan.CalendarDate(c.At, s.loans.Calendar().Loc))})
		}
	}
	if o.Waived() > 0 {
		w, err := loan.LastWaiver(ctx, s.db, o.ID)
		if err != nil {
			return d, err
		}
		if w.Note != "" {
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail,
				Row{"Last waiver", loan.DisplayDay(loan.CalendarDate(w.At, s.loans.Calendar().Loc)) + ": " + w.Note})
		}
	}
	// A payment corrected, the plan rescheduled: the latest, in the
	// history's words.
	for _, h := range []struct {
		label string
		last  func(context.Context, store.Querier, int64) (loan.Change, error)
	}{{"Payment corrected", loan.LastCorrection}, {"Rescheduled on", loan.LastReschedule}} {
		if c, err := h.last(ctx, s.db, o.ID); err != nil {
			return d, err
		} else if c.Note != "" {
			d.UserOrderDetail.Detail = append(d.UserOrderDetail.Detail,
				Row{h.label, loan.DisplayDay(loan.CalendarDate(c.At, s.loans.Calendar().Loc)) + ": " + c.Note})
		}
	}
	if o.Status == loan.StatusApproved {
		d.ReyMsg = "Your loan of " + money.Format(o.Terms.Principal) + " is approved. Withdraw it now and it reaches your account within 1 to 3 calendar days."
	}
	// Until the money goes out, a borrower without a bank card is asked to bind one.
	if o.Status == loan.StatusApproved || (o.Status == loan.StatusProcessing && !o.WithdrawalConfirmedAt.IsZero()) {
		bound, err := s.payouts.HasAccountIn(ctx, s.db, o.UserID)
		if err != nil {
			return d, err
		}
		if !bound {
			d.CardNeedPop = 1
			d.CardPopTitle = "Bind a bank card"
			d.CardPopMsg = "Add the bank account or e-wallet that will receive your " + money.Format(o.Terms.Principal) + "."
		} else if o.Status == loan.StatusProcessing {
			// A payout refused by the receiving account: ask the borrower to
			// check it (and change it with bind-card-change).
			reason, err := s.payouts.FailureOf(ctx, s.db, o.ID)
			if err != nil {
				return d, err
			}
			if reason != "" {
				d.CardNeedPop = 1
				d.CardPopTitle = "Check your account"
				d.CardPopMsg = "We could not send your " + money.Format(o.Terms.Principal) + ": " + reason +
					". Check the account that receives it, or change it, and we will send it again."
			}
		}
	}
	switch o.Status {
	case loan.StatusRepaying, loan.StatusDue, loan.StatusOverdue:
		d.KindTipsMsg = KindTips
		if s.loans.CanExtend(&o) {
			d.IsDelay = "1"
		}
	}
	return d, nil
}

// RefundLine is a refund that went out, as the borrower reads it:
// "₱1,000.00 refunded to GCash •••• 4567 on Mar 5, 2026 (reference SBX-…)".
func RefundLine(r payout.Refund, money loan.Money, loc *time.Location) string {
	return money.Format(r.Amount) + " refunded to " + r.Account + " on " +
		loan.DisplayDay(loan.CalendarDate(r.SucceededAt, loc)) + " (reference " + r.Reference + ")"
}

// notice is the status banner's two texts.
func notice(o loan.Order, money loan.Money, today time.Time, window int) (string, string) {
	if !o.WrittenOffAt.IsZero() && o.Status.InRepayment() {
		return "Written off", "We have stopped adding charges to this loan and recorded it as unpaid. You still owe " + money.Format(o.Owed()) +
			"; you can pay it here at any time."
	}
	switch o.Status {
	case loan.StatusProcessing:
		if !o.WithdrawalConfirmedAt.IsZero() {
			return "Disbursing", "Your withdrawal is confirmed. The money is sent to your bank account or e-wallet within 1 to 3 calendar days."
		}
		return "Under review", "We are reviewing your application and will decide within 1 day."
	case loan.StatusRejected:
		return "Not approved", "We cannot lend to you this time. You may apply for one of the loans below."
	case loan.StatusApproved:
		return "Approved", "Your loan of " + money.Format(o.Terms.Principal) + " is approved. Confirm the withdrawal to receive it."
	case loan.StatusRepaying:
		return "Repaying", "Your next payment of " + money.Format(o.NextPayment(today, window)) + " is due on " + loan.DisplayDay(o.NextDue) + "."
	case loan.StatusDue:
		return "Payment due soon", money.Format(o.PayableNow(today, window)) + " is due on " + loan.DisplayDay(o.NextDue) + ". Pay on time to keep a good record."
	case loan.StatusOverdue:
		days := o.OverdueDays(today)
		return "Overdue", "Your payment is " + loan.Plural(days, "day") + " late. Late interest is added every day until you pay " +
			money.Format(o.PayableNow(today, window)) + "."
	case loan.StatusSettled:
		return "Settled", "You have repaid this loan in full. Thank you!"
	}
	return o.Status.String(), ""
}

// lines is the order card's detail list, by status.
func (s *Service) lines(o loan.Order, money loan.Money, today time.Time) []Row {
	day := func(t time.Time) string { return loan.DisplayDay(loan.CalendarDate(t, s.loans.Calendar().Loc)) }
	rows := []Row{
		{"Order number", o.No},
		{"Loan amount", money.Format(o.Terms.Principal)},
		{"Term", strconv.Itoa(o.Terms.TermDays) + " days, " + loan.Plural(o.Terms.Instalments, "instalment")},
		{"Applied on", day(o.CreatedAt)},
	}
	switch o.Status {
	case loan.StatusProcessing:
		if !o.WithdrawalConfirmedAt.IsZero() {
			rows = append(rows, Row{"Withdrawal confirmed on", day(o.WithdrawalConfirmedAt)})
		}
		rows = append(rows, Row{"Total to repay", money.Format(o.AmountDue)})
	case loan.StatusRejected:
		rows = append(rows, Row{"Decided on", day(o.DecidedAt)})
	case loan.StatusApproved:
		rows = append(rows, Row{"Approved on", day(o.DecidedAt)}, Row{"You receive", money.Format(o.Terms.Principal)},
			Row{"Total to repay", money.Format(o.AmountDue)})
	case loan.StatusRepaying, loan.StatusDue, loan.StatusOverdue:
		payable, amount := "Due now", o.PayableNow(today, s.loans.Calendar().Window)
		if o.Status == loan.StatusRepaying {
			payable, amount = "Next payment", o.NextPayment(today, s.loans.Calendar().Window)
		}
		rows = append(rows, Row{"Disbursed on", day(o.DisbursedAt)}, Row{"Next due date", loan.DisplayDay(o.NextDue)},
			Row{payable, money.Format(amount)}, Row{"Outstanding", money.Format(o.Owed())})
		if o.Status == loan.StatusOverdue {
			rows = append(rows, Row{"Days overdue", strconv.Itoa(o.OverdueDays(today))},
				Row{"Late interest", money.Format(o.Charges().LateInterest)}, Row{"Penalty", money.Format(o.Charges().Penalty)})
		}
	case loan.StatusSettled:
		rows = append(rows, Row{"Disbursed on", day(o.DisbursedAt)}, Row{"Settled on", day(o.SettledAt)},
			Row{"Total paid", money.Format(o.TotalPaid())})
	}
	if !o.WrittenOffAt.IsZero() {
		rows = append(rows, Row{"Written off on", day(o.WrittenOffAt)})
	}
	if o.Waived() > 0 {
		rows = append(rows, Row{"Waived by the lender", money.Format(o.Waived()) + " of " +
			loan.WaivedWhat(o.WaivedPenalty+o.WaivedLateInterest, o.WaivedFees) + " (you do not pay it)"})
	}
	return rows
}

// FailNotice is the joint-login failure page's data: why the partner's
// application could not be opened, and other loans to try.
type FailNotice struct {
	NoticeMsg string `json:"noticeMsg"`
	ErrorMsg  string `json:"errorMsg"`
	// RecProducts are the loans the borrower can apply for now.
	RecProducts []Recommendation `json:"recProducts"`
	// InProgress are the borrower's loans in progress, said once.
	InProgress []LoanInProgress `json:"inProgress"`
	// Reasons are why an application was declined, one sentence each
	// (DeclinedNotice); RetryOn the day the borrower may apply again, as
	// the pages show dates ("" when none can be said).
	Reasons []string `json:"reasons"`
	RetryOn string   `json:"retryOn"`
}

// FailureNotice describes a failed joint login to a product (any product,
// enabled or not) and recommends the others.
func (s *Service) FailureNotice(ctx context.Context, userID, productID int64, coinciding bool) (FailNotice, error) {
	name := "the lender"
	if productID > 0 {
		p, err := loan.ProductOfOrder(ctx, s.db, productID)
		if errors.Is(err, sql.ErrNoRows) {
			return FailNotice{}, loan.ErrNoProduct()
		}
		if err != nil {
			return FailNotice{}, err
		}
		name = p.Name
	}
	st, err := loan.StandingOf(ctx, s.db, userID)
	if err != nil {
		return FailNotice{}, err
	}
	recs, err := s.Recommend(ctx, s.db, userID, st, productID, coinciding)
	if err != nil {
		return FailNotice{}, err
	}
	loans, err := inProgress(ctx, s.db, st)
	if err != nil {
		return FailNotice{}, err
	}
	return FailNotice{
		InProgress: loans, Reasons: []string{},
		NoticeMsg: "We could not open your application with " + name + ".",
		ErrorMsg: name + " did not accept the sign-in from this app, so no loan was made and nothing was charged. " +
			"You can try again later, or apply for one of these loans instead.",
		RecProducts: recs,
	}, nil
}

// AskForReview closes a declined application's notice: the privacy
// policy promises a person's review of an automated decision.
const AskForReview = "If you think this decision is wrong, file a complaint and a person will review it."

// DeclinedNotice is the failure page of one of the borrower's
// applications that was declined: the credit policy's reasons, or the
// reviewer's, when the borrower may apply again, and their loans in
// progress. Another borrower's order answers 404; an application
// that was not declined, 409.
func (s *Service) DeclinedNotice(ctx context.Context, userID, orderID int64, coinciding bool) (FailNotice, error) {
	o, err := loan.OrderOf(ctx, s.db, userID, orderID)
	if err != nil {
		return FailNotice{}, err
	}
	d, found, err := s.decisions.DecisionOf(ctx, s.db, o.ID)
	if err != nil {
		return FailNotice{}, err
	}
	if o.Status != loan.StatusRejected || !found || d.Final != string(loan.Reject) {
		return FailNotice{}, fault.New(fault.CodeConflict, "This application was not declined. Open it from your loans to see where it stands.")
	}
	p, err := loan.ProductOfOrder(ctx, s.db, o.ProductID)
	if err != nil {
		return FailNotice{}, err
	}
	st, err := loan.StandingOf(ctx, s.db, userID)
	if err != nil {
		return FailNotice{}, err
	}
	loans, err := inProgress(ctx, s.db, st)
	if err != nil {
		return FailNotice{}, err
	}
	// No other loan is recommended: until the day said, the policy would
	// decline it too.
	n := FailNotice{InProgress: loans, RecProducts: []Recommendation{}, Reasons: d.Declined(),
		NoticeMsg: "Your application for " + p.Name + " was not approved."}
	if retry, err := time.Parse(time.DateOnly, d.RetryOn); err == nil {
		n.RetryOn = loan.DisplayDay(retry)
	}
	n.ErrorMsg = sentences("No loan was made and nothing was charged.", retryText(d), AskForReview)
	return n, nil
}

// sentences joins the sentences given, leaving out empty ones.
func sentences(parts ...string) string {
	return strings.Join(slices.DeleteFunc(parts, func(p string) bool { return p == "" }), " ")
}

// retryText says from when a declined borrower may apply again ("" when
// no day can be said).
func retryText(d credit.Stored) string {
	retry, err := time.Parse(time.DateOnly, d.RetryOn)
	if err != nil {
		return ""
	}
	return "You may apply again from " + loan.DisplayDay(retry) + "."
}

// Card is an order as another page shows it (the complaint home's order
// card): its product, the status banner's title and the order card's lines.
type Card struct {
	Order       loan.Order
	Product     loan.Product
	StatusTitle string
	Rows        []Row
}

// CardOf describes a borrower's order for another page, as it is stored
// (the schedule job keeps statuses up to date); it only reads.
func (s *Service) CardOf(ctx context.Context, q store.Querier, o loan.Order) (Card, error) {
	p, err := loan.ProductOfOrder(ctx, q, o.ProductID)
	if err != nil {
		return Card{}, err
	}
	money := loan.MoneyFor(o.Market, false)
	today := s.loans.Calendar().Today()
	title, _ := notice(o, money, today, s.loans.Calendar().Window)
	return Card{Order: o, Product: p, StatusTitle: title, Rows: s.lines(o, money, today)}, nil
}
