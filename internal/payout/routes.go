package payout

import h "kwarta/internal/httpapi"

// Routes are the payout account calls (the binding form, binding a bank
// account or e-wallet) and the payout provider's status callback.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/payouts/callback", Summary: "The payout provider's status callback (Dragonpay Payout; signed): the payout it names is read again from the provider and carried through; answers result=OK once taken", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandleProviderCallback)},
		{Method: "GET", Path: "/payouts/callback", Summary: "The payout provider's status callback sent as a GET", Auth: h.Public, Raw: true,
			Handle: h.Bind(s.HandleProviderCallback)},
		{Method: "POST", Path: "/v3/bind-card/card-init", Summary: "The binding form: its items (card type tabs, e-wallets, banks, numbers, city, payday), city and payday prefilled from the default account", Auth: h.Borrower,
			Data: Form{}, Handle: h.Bind(s.HandleCardInit)},
		{Method: "POST", Path: "/v3/bind-card/bind-card-new", Summary: "Bind a payout account from the form (each item's code=value) and make it the default; a bad field: 400 naming it", Auth: h.Borrower,
			Data: Bound{}, Handle: h.Bind(s.HandleBindNew)},
		{Method: "POST", Path: "/v3/bind-card/bind-card-change", Summary: "Bind a payout account and make it the order's payout account and the default (the order waiting for its money)", Auth: h.Borrower,
			Data: Bound{}, Handle: h.Bind(s.HandleBindChange)},
	}
}

// BindParams are the binding form's items, as card-init lists them (each
// item's code is its wire name); Bind checks them and names a bad one in
// the answer's fields, so the router checks only their kind and length.
type BindParams struct {
	h.ProductOptional
	CardType  string `param:"card_type,int,max=2" desc:"the card type: 1 e-wallet, 2 bank account (India: 1 bank account)"`
	Channel   string `param:"channel,max=16" desc:"card type 1: the e-wallet's channel number (90006 GCash, 90007 Maya)"`
	Bank      string `param:"bank,max=16" desc:"card type 2: the bank's channel number"`
	GCashNo   string `param:"gcash_no,max=32" desc:"the GCash mobile number, 09XXXXXXXXX"`
	MayaNo    string `param:"maya_no,max=32" desc:"the Maya mobile number, 09XXXXXXXXX"`
	AccountNo string `param:"account_no,max=40" desc:"the bank account number, digits (its length depends on the bank)"`
	IFSC      string `param:"ifsc,max=16" desc:"India: the branch's IFSC, 11 characters"`
	City      string `param:"city,max=200" desc:"\"Province / City\""`
	Payday    string `param:"payday,int,max=2" desc:"day of the month the borrower is paid, 1 to 31"`
}

// values are the items sent, by code, as Bind reads them (an empty one is absent).
func (p BindParams) values() map[string]string {
	v := map[string]string{}
	for code, value := range map[string]string{CodeCardType: p.CardType, CodeChannel: p.Channel, "bank": p.Bank,
		"gcash_no": p.GCashNo, "maya_no": p.MayaNo, "account_no": p.AccountNo, "ifsc": p.IFSC, CodeCity: p.City, CodePayday: p.Payday} {
		if value != "" {
			v[code] = value
		}
	}
	return v
}

// BindChangeParams are bind-card-change's: the order, then the form.
type BindChangeParams struct {
	h.OrderRequired
	BindParams
}
