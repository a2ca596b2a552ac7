package loanpage

import h "kwarta/internal/httpapi"

// Routes are the loan pages' calls: confirmation V3 and variant 2,
// agreements, order details, the failure page and the recommendations.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/v3/loan/loan-detail-confirm", Summary: "Loan confirmation V3: the offer on a product, its repayment plan and Key Fact Statement", Auth: h.Borrower,
			Data: Confirmation{}, Handle: h.Bind(s.HandleConfirm)},
		{Method: "GET", Path: "/v3/contract/contract-list", Summary: "The agreements of a scene (3: loan confirmation); the list is data.data", Auth: h.Borrower,
			Data: AgreementsData{}, Handle: h.Bind(s.HandleAgreements)},
		{Method: "GET", Path: "/v3/contract/contract-jump", Summary: "Where one agreement is, filled with the borrower's figures (an order's when orderId is given)", Auth: h.Borrower,
			Data: ContractLink{}, Handle: h.Bind(s.HandleContractJump)},
		{Method: "GET", Path: ContractPath, Summary: "One agreement as an HTML page, for the agreement modal's frame", Auth: h.Borrower, Raw: true,
			Handle: h.Bind(s.HandleContract)},
		{Method: "POST", Path: "/v3/loan/loan-detail-push", Summary: "Confirm the loan: places an order decided under the credit policy (151 to a reviewer, 21 approved, or 110 rejected) and answers its details page, or for a rejection the failure page with the reasons; above the borrower's limit: 409 naming it", Auth: h.Borrower,
			Data: Pushed{}, Handle: h.Bind(s.HandlePush)},
		{Method: "POST", Path: PathConfirmV2, Summary: "Loan confirmation variant 2's data (obfuscated names, see internal/loanpage/wire.go)", Auth: h.Borrower,
			Data: ConfirmV2{}, Handle: h.Bind(s.HandleConfirmV2)},
		{Method: "POST", Path: PathPushV2, Summary: "Loan confirmation variant 2's Next: places an order", Auth: h.Borrower,
			Data: LinkV2{}, Handle: h.Bind(s.HandlePushV2)},
		{Method: "GET", Path: PathAgreementsV2, Summary: "Loan confirmation variant 2's agreement list", Auth: h.Borrower,
			Data: AgreementsV2{}, Handle: h.Bind(s.HandleAgreementsV2)},
		{Method: "GET", Path: PathJumpV2, Summary: "Loan confirmation variant 2's agreement address", Auth: h.Borrower,
			Data: LinkV2{}, Handle: h.Bind(s.HandleJumpV2)},
		{Method: "POST", Path: "/v3/loan-details/loan-details", Summary: "Order details: status, figures, actions, prompts and recommended products", Auth: h.Borrower,
			Data: Details{}, Handle: h.Bind(s.HandleDetails)},
		{Method: "POST", Path: "/v3/loan-details/withdraw", Summary: "Confirm the withdrawal of an approved order (21 → 151, disbursing)", Auth: h.Borrower,
			Data: Pushed{}, Handle: h.Bind(s.HandleWithdraw)},
		{Method: "POST", Path: "/v3/loan-details/google-score", Summary: "Rate the app from the order details page", Auth: h.Borrower,
			Handle: h.Bind(s.HandleRate)},
		{Method: "POST", Path: "/v3/joint-login/notice", Summary: "The failure page: what failed and other loans to try; with orderId, why the credit policy or a reviewer declined that application and when the borrower may apply again", Auth: h.Borrower,
			Data: FailNotice{}, Handle: h.Bind(s.HandleFailNotice)},
		{Method: "POST", Path: "/v3/loan/recommend-list", Summary: "The recommend list page: the loans the borrower can apply for now, and the loans in progress", Auth: h.Borrower,
			Data: Offers{}, Handle: h.Bind(s.HandleOffers)},
		{Method: "POST", Path: PathProductLink, Summary: "Where a recommended product leads: an http link (open in the browser) or productDetail (pass to the app shell)", Auth: h.Borrower,
			Data: "", Handle: h.Bind(s.HandleProductLink)},
	}
}

// The loan calls' parameters.

// Coinciding asks for amounts with the rupee sign.
type Coinciding struct {
	Coinciding int64 `param:"coinciding,max=1" desc:"1: show amounts with the rupee sign"`
}

// On tells whether the page asked for the rupee sign.
func (c Coinciding) On() bool { return c.Coinciding == 1 }

// coincidingUndeclared is coinciding as contract-jump and variant 2's jump
// read it: the pages send it and the link carries it, but those routes do
// not declare it, so the router neither checks nor documents it there.
type coincidingUndeclared struct {
	Coinciding string `param:"coinciding,undeclared"`
}

// ConfirmParams are loan-detail-confirm's.
type ConfirmParams struct {
	h.ProductRequired
	Coinciding
}

// AgreementsParams are contract-list's.
type AgreementsParams struct {
	h.ProductRequired
	Scene int `param:"scene,required,max=4" desc:"agreement scene; 3 is loan confirmation"`
}

// ContractParams are contract-jump's: which agreement, of which product and order.
type ContractParams struct {
	h.ProductOptional
	Scene    int `param:"scene,required,max=4" desc:"agreement scene (3)"`
	Position int `param:"position,required,max=4" desc:"which agreement of the scene, from 1"`
	h.OrderOptional
	coincidingUndeclared
}

// ContractPageParams are the agreement page's: ContractParams, and the rupee sign declared.
type ContractPageParams struct {
	h.ProductOptional
	Scene    int `param:"scene,required,max=4" desc:"agreement scene (3)"`
	Position int `param:"position,required,max=4" desc:"which agreement of the scene, from 1"`
	h.OrderOptional
	Coinciding
}

// PushParams are loan-detail-push's.
type PushParams struct {
	h.ProductRequired
	Amount   int64 `param:"amount,required,max=15" desc:"amount in minor units (centavos), from the confirmation data"`
	Periods  int   `param:"periods,required,max=4" desc:"the term, in termUnit (91 to 365 days)"`
	TermUnit int   `param:"termUnit,required,max=2" desc:"1: days"`
}

// DetailsParams are loan-details'.
type DetailsParams struct {
	h.OrderRequired
	h.ProductOptional
	Coinciding
}

// RateParams are google-score's.
type RateParams struct {
	Score int `param:"score,required,max=1" desc:"the rating scale the page sends: 5"`
	Stars int `param:"stars,required,max=1" desc:"the stars the borrower chose, 1 to 5"`
	h.OrderOptional
}

// FailNoticeParams are the failure page's.
type FailNoticeParams struct {
	h.ProductOptional
	h.OrderOptional
	Coinciding
}

// Variant 2's parameters, under the wire names of wire.go (wire_test.go
// checks the tags against them).
type (
	productV2 struct {
		ProductID int64 `param:"pid,required,max=18" desc:"product id"`
	}
	// ConfirmV2Params are variant 2's confirmation.
	ConfirmV2Params struct {
		productV2
		Coinciding
	}
	// PushV2Params are variant 2's Next.
	PushV2Params struct {
		productV2
		Amount int64 `param:"mnt,required,max=15" desc:"amount in minor units"`
		Term   int   `param:"prd,required,max=4" desc:"term, in the unit"`
		Unit   int   `param:"unt,required,max=2" desc:"term unit: 1 = days"`
	}
	// AgreementsV2Params are variant 2's agreement list.
	AgreementsV2Params struct {
		productV2
		Scene int `param:"scn,required,max=4" desc:"agreement scene (3)"`
	}
	// JumpV2Params are variant 2's agreement address.
	JumpV2Params struct {
		productV2
		Scene    int   `param:"scn,required,max=4" desc:"agreement scene (3)"`
		Position int   `param:"pos,required,max=4" desc:"agreement position"`
		OrderID  int64 `param:"oid,max=18" desc:"the borrower's order, when there is one"`
		coincidingUndeclared
	}
	// ProductLinkParams are the recommendation link's.
	ProductLinkParams struct {
		productV2
		Position int `param:"pos,max=4" desc:"the product's position in the list"`
	}
)
