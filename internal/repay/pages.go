package repay

import "kwarta/internal/loanpage"

// The repayment pages' data as the API sends it (components repay.*):
// internal/repaypage builds them from the engine.

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

// CodeIssued is the answer to a pay-code request: the page goes to PayURL.
type CodeIssued struct {
	PayURL     string `json:"payUrl"`
	PayCode    string `json:"payCode"`
	Amount     int64  `json:"amount"`
	AmountText string `json:"amountText"`
	ExpiresAt  string `json:"expiresAt"` // the last day the code holds
	// PayBy says until when the code holds ("Pay by 11:59 pm today").
	PayBy string `json:"payBy"`
}
