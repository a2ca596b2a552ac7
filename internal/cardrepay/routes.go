package cardrepay

import h "kwarta/internal/httpapi"

// Routes are the card repayment's calls (the legacy "repay by card" flow;
// our base path /legacy/repayment): what is due now from a linked account,
// confirmed with an SMS code, debited through the payment channel.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/legacy/repayment/repayment-way", Summary: "Repay by card: the linked accounts (masked), what is due now, a single-use repay token, the seconds left before another SMS code may be sent (waitSeconds) and the order's card debit under way or not known yet (debit, null when none)", Auth: h.Borrower,
			Data: RepaymentWay{}, Handle: h.Bind(s.HandleCardWay)},
		{Method: "POST", Path: "/legacy/repayment/repayment-commit", Summary: "Repay by card: take the repay token (reused: 800005), send the SMS code; answers needValid 1 and the record id (one code a minute: 110429, data.waitSeconds the seconds left; a card debit of the order under way or not known yet: 121409, data the debit)", Auth: h.Borrower,
			Data: CardCommitted{}, Handle: h.Bind(s.HandleCardCommit)},
		{Method: "POST", Path: "/legacy/repayment/repayment-confirm", Summary: "Repay by card: check the SMS code (wrong, expired, too many tries: 800006), debit the account, credit the order (state paid; pending; debiting: the bank did not answer, repayment-status follows it)", Auth: h.Borrower,
			Data: CardConfirmed{}, Handle: h.Bind(s.HandleCardConfirm)},
		{Method: "POST", Path: "/legacy/repayment/repayment-status", Summary: "Repay by card: the order's latest card debit and how it stands (under way: debiting, pending, unknown; ended: paid, declined, failed, review; none), for the page to follow a debit under way to its end", Auth: h.Borrower,
			Data: CardDebit{}, Handle: h.Bind(s.HandleCardStatus)},
		{Method: "POST", Path: "/legacy/repayment/repayment-huichao", Summary: "Repay by card's other way: a pay code through the payment channel's default channel; answers its page's url (userId not the session's: 403)", Auth: h.Borrower,
			Data: PayPage{}, Handle: h.Bind(s.HandleCardPayPage)},
	}
}

// CardCommitParams are repayment-commit's.
type CardCommitParams struct {
	h.OrderRequired
	Amount     int64  `param:"amount,required,max=15" desc:"minor units: repayment-way's amount (what is due now); the server's figure must match"`
	CardID     int64  `param:"cardId,required,max=18" desc:"a bankCards id from repayment-way: one of the borrower's own accounts"`
	BankName   string `param:"bankName,max=64" desc:"the chosen card's bankName (shown only; the card is cardId)"`
	CardNo     string `param:"cardNo,max=32" desc:"the chosen card's masked cardNo (shown only)"`
	BankCode   string `param:"bankCode,max=16" desc:"the chosen card's bankCode; must be that card's when given"`
	CouponID   string `param:"couponId,max=32" desc:"empty or 0: no coupons are offered"`
	RepayToken string `param:"repayToken,required,max=64" desc:"from repayment-way or the last commit; single use"`
	SendMsg    int64  `param:"sendMsg,required,max=1" desc:"1: send the SMS code (every card repayment needs it)"`
}

// CardConfirmParams are repayment-confirm's.
type CardConfirmParams struct {
	h.OrderRequired
	VerifyCode        string `param:"verifyCode,required,digits,max=6" desc:"the 6-digit SMS code"`
	RepaymentRecordID int64  `param:"repaymentRecordId,required,max=18" desc:"from repayment-commit"`
}

// CardPayPageParams are repayment-huichao's.
type CardPayPageParams struct {
	UserID int64 `param:"userId,required,max=18" desc:"the borrower's id, from repayment-way"`
	h.OrderRequired
	Amount int64 `param:"amount,required,max=15" desc:"minor units: what is due now (or the whole loan when allowed)"`
}
