package loanpage

import (
	"net/url"
	"strconv"

	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
)

// The HTTP side of loans: each handler gets its parameters (routes.go),
// asks the service and returns the envelope's data.

// DetailsQuery is the query a page of this server (the sandbox's pay page,
// a payment's return) carries to come back to the order details page
// signed in: the common session query of q (product_id left out) and the
// order, with its product when productID is not 0.
func DetailsQuery(q url.Values, orderID, productID int64) url.Values {
	out := url.Values{}
	for _, p := range httpapi.CommonParams {
		if v := q.Get(p.Name); v != "" && p.Name != "product_id" {
			out.Set(p.Name, v)
		}
	}
	out.Set("orderId", strconv.FormatInt(orderID, 10))
	if productID != 0 {
		out.Set("productId", strconv.FormatInt(productID, 10))
	}
	return out
}

// HandleConfirm is loan-detail-confirm: the confirmation page of a product.
func (s *Service) HandleConfirm(c *httpapi.Call, p ConfirmParams) (any, error) {
	return s.Confirm(c.Context(), c.Session.UserID, p.ProductID, p.Coinciding.On())
}

// AgreementsData is the agreement list; the page reads data.data.
type AgreementsData struct {
	Data []Agreement `json:"data"`
}

// HandleAgreements is the contract call: the agreements of a scene.
func (s *Service) HandleAgreements(c *httpapi.Call, p AgreementsParams) (any, error) {
	if _, err := loan.ProductByID(c.Context(), s.db, p.ProductID); err != nil {
		return nil, err
	}
	list, err := AgreementList(p.Scene)
	return AgreementsData{Data: list}, err
}

// ContractLink is contract-jump's answer.
type ContractLink struct {
	ContractURL string `json:"contract_url"`
}

// HandleContractJump is contract-jump: where one agreement is.
func (s *Service) HandleContractJump(c *httpapi.Call, p ContractParams) (any, error) {
	r := ContractRequest{UserID: c.Session.UserID, ProductID: p.ProductID, OrderID: p.OrderID,
		Scene: p.Scene, Position: p.Position, Coinciding: p.coincidingUndeclared.Coinciding == "1"}
	link, err := s.ContractJump(c.Context(), r)
	return ContractLink{ContractURL: link}, err
}

// HandleContract writes one agreement as an HTML page (a Raw route).
func (s *Service) HandleContract(c *httpapi.Call, p ContractPageParams) (any, error) {
	r := ContractRequest{UserID: c.Session.UserID, ProductID: p.ProductID, OrderID: p.OrderID,
		Scene: p.Scene, Position: p.Position, Coinciding: p.Coinciding.On()}
	page, err := s.RenderContract(c.Context(), r)
	if err != nil {
		return nil, err
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	_, err = c.Writer.Write(page)
	return nil, err
}

// Pushed is loan-detail-push's answer: the new order and its details page.
type Pushed struct {
	OrderID        int64  `json:"orderId"`
	OrderNo        string `json:"orderNo"`
	LendDetailsURL string `json:"lendDetailsUrl"`
}

// HandlePush is loan-detail-push: Next on the confirmation page.
func (s *Service) HandlePush(c *httpapi.Call, p PushParams) (any, error) {
	o, err := s.loans.Push(c.Context(), c.Session.UserID, p.ProductID, p.Amount, p.Periods, p.TermUnit, c.Common.DeviceID)
	if err != nil {
		return nil, err
	}
	return Pushed{OrderID: o.ID, OrderNo: o.No, LendDetailsURL: PushedURL(o)}, nil
}

// HandleConfirmV2 is confirmation variant 2's data, under its wire names.
func (s *Service) HandleConfirmV2(c *httpapi.Call, p ConfirmV2Params) (any, error) {
	conf, err := s.Confirm(c.Context(), c.Session.UserID, p.ProductID, p.Coinciding.On())
	if err != nil {
		return nil, err
	}
	return conf.V2(), nil
}

// HandlePushV2 is variant 2's Next.
func (s *Service) HandlePushV2(c *httpapi.Call, p PushV2Params) (any, error) {
	o, err := s.loans.Push(c.Context(), c.Session.UserID, p.ProductID, p.Amount, p.Term, p.Unit, c.Common.DeviceID)
	if err != nil {
		return nil, err
	}
	return LinkV2{URL: PushedURL(o)}, nil
}

// HandleAgreementsV2 is variant 2's agreement list.
func (s *Service) HandleAgreementsV2(c *httpapi.Call, p AgreementsV2Params) (any, error) {
	if _, err := loan.ProductByID(c.Context(), s.db, p.ProductID); err != nil {
		return nil, err
	}
	list, err := AgreementList(p.Scene)
	if err != nil {
		return nil, err
	}
	out := AgreementsV2{List: make([]AgreementV2, len(list))}
	for i, a := range list {
		out.List[i] = AgreementV2(a)
	}
	return out, nil
}

// HandleJumpV2 is variant 2's agreement address.
func (s *Service) HandleJumpV2(c *httpapi.Call, p JumpV2Params) (any, error) {
	link, err := s.ContractJump(c.Context(), ContractRequest{UserID: c.Session.UserID, ProductID: p.ProductID, OrderID: p.OrderID,
		Scene: p.Scene, Position: p.Position, Coinciding: p.coincidingUndeclared.Coinciding == "1"})
	return LinkV2{URL: link}, err
}

// HandleDetails is loan-details: the order details page.
func (s *Service) HandleDetails(c *httpapi.Call, p DetailsParams) (any, error) {
	d, err := s.OrderDetails(c.Context(), c.Session.UserID, p.OrderID, p.Coinciding.On())
	if err != nil {
		return nil, err
	}
	return d.In(c.Lang()), nil
}

// HandleWithdraw confirms the withdrawal of an approved order (21 → 151).
func (s *Service) HandleWithdraw(c *httpapi.Call, p httpapi.OrderRequired) (any, error) {
	o, err := s.Withdraw(c.Context(), c.Session.UserID, p.OrderID)
	if err != nil {
		return nil, err
	}
	return Pushed{OrderID: o.ID, OrderNo: o.No, LendDetailsURL: DetailsURL(o)}, nil
}

// HandleRate is google-score: the order details page's rating.
func (s *Service) HandleRate(c *httpapi.Call, p RateParams) (any, error) {
	return nil, s.loans.Rate(c.Context(), c.Session.UserID, p.OrderID, p.Score, p.Stars)
}

// HandleFailNotice is the joint-login failure page's notice call.
func (s *Service) HandleFailNotice(c *httpapi.Call, p FailNoticeParams) (any, error) {
	notice := s.FailureNotice
	id := p.ProductID
	if p.OrderID > 0 {
		notice, id = s.DeclinedNotice, p.OrderID
	}
	out, err := notice(c.Context(), c.Session.UserID, id, p.Coinciding.On())
	if err != nil {
		return nil, err
	}
	return out.In(c.Lang()), nil
}

// HandleOffers is the recommend list page's call.
func (s *Service) HandleOffers(c *httpapi.Call, p Coinciding) (any, error) {
	o, err := s.Offers(c.Context(), c.Session.UserID, p.On())
	if err != nil {
		return nil, err
	}
	return o.In(c.Lang()), nil
}

// HandleProductLink is /gopia/goya/define: where a chosen recommendation
// leads. data is the link itself.
func (s *Service) HandleProductLink(c *httpapi.Call, p ProductLinkParams) (any, error) {
	return s.ProductLink(c.Context(), p.ProductID)
}
