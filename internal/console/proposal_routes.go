package console

import (
	"strconv"
	"strings"

	"kwarta/internal/fault"
	h "kwarta/internal/httpapi"
	"kwarta/internal/page"
)

// ProposalRoutes are the queue's calls: "Waiting for approval", deciding
// one or many, and the disbursement threshold. Listing needs
// PermApprovals; deciding checks the action's own permission (Approve,
// Decline).
func (s *Service) ProposalRoutes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/admin/api/approvals", Summary: "Console: the proposals waiting for a second operator that your role may decide, and your own (yours: another operator must approve), oldest first; decided=1: the decided ones, newest first; a page at a time (sort: proposed, decided, kind)", Auth: h.Operator, Permission: PermApprovals,
			Data: page.Page[Proposal]{}, Handle: h.Bind(s.HandleProposals)},
		{Method: "POST", Path: "/admin/api/approvals/approve", Summary: "Console: approve a proposal, which carries it out once (never your own; 409 and marked failed when it cannot be done any more; audited)", Auth: h.Operator, Permission: PermApprovals,
			Data: Verdict{}, Handle: h.Bind(s.HandleApprove)},
		{Method: "POST", Path: "/admin/api/approvals/decline", Summary: "Console: decline a proposal with a note saying why (audited)", Auth: h.Operator, Permission: PermApprovals,
			Data: Verdict{}, Handle: h.Bind(s.HandleDecline)},
		{Method: "POST", Path: "/admin/api/approvals/bulk", Summary: "Console: approve or decline several proposals, each on its own (carried out and audited one by one; one failing does not stop the others); one verdict per id", Auth: h.Operator, Permission: PermApprovals,
			Data: []Verdict{}, Handle: h.Bind(s.HandleDecideAll)},
		{Method: "GET", Path: "/admin/api/approvals/threshold", Summary: "Console: the amount above which a disbursement needs a second operator (minor units; 0: every one)", Auth: h.Operator, Permission: PermApprovals,
			Data: Threshold{}, Handle: h.NoParams(s.HandleThreshold)},
		{Method: "POST", Path: "/admin/api/approvals/threshold", Summary: "Console: propose another disbursement threshold (admin; a second admin approves)", Auth: h.Operator, Permission: PermOperators,
			Data: Proposal{}, Handle: h.Bind(s.HandleProposeThreshold)},
		{Method: "GET", Path: "/admin/api/approvals/write-off-days", Summary: "Console: how many days past due an order is proposed for a write-off (orders/write-off-due; default 180)", Auth: h.Operator, Permission: PermApprovals,
			Data: WriteOffDays{}, Handle: h.NoParams(s.HandleWriteOffDays)},
		{Method: "POST", Path: "/admin/api/approvals/write-off-days", Summary: "Console: propose another number of write-off days (admin; a second admin approves)", Auth: h.Operator, Permission: PermOperators,
			Data: Proposal{}, Handle: h.Bind(s.HandleProposeWriteOffDays)},
	}
}

// ProposalsParams are approvals'.
type ProposalsParams struct {
	Decided int64 `param:"decided,max=1" desc:"1: the decided, expired and failed proposals instead of the waiting ones"`
	page.Params
}

// ProposalID names a proposal.
type ProposalID struct {
	ID int64 `param:"id,required,max=18" desc:"the proposal's id"`
}

// DecisionParams are approvals/approve's and approvals/decline's.
type DecisionParams struct {
	ProposalID
	Note string `param:"note,untrimmed,max=500" desc:"why; required to decline"`
}

// BulkDecisionParams are approvals/bulk's.
type BulkDecisionParams struct {
	IDs      string `param:"ids,required,max=2000" desc:"the proposals' ids, comma-separated"`
	Decision string `param:"decision,required,max=8" desc:"approve or decline"`
	Note     string `param:"note,untrimmed,max=500" desc:"why; required to decline"`
}

// ThresholdParams are POST approvals/threshold's.
type ThresholdParams struct {
	Threshold int64 `param:"threshold,required,max=12" desc:"minor units; 0: every disbursement needs a second operator"`
}

// Threshold is the disbursement threshold.
type Threshold struct {
	Threshold int64  `json:"threshold"` // minor units
	Currency  string `json:"currency"`
}

// WriteOffDaysParams are POST approvals/write-off-days'.
type WriteOffDaysParams struct {
	Days int64 `param:"days,required,max=5" desc:"days past due, at least 1"`
}

// WriteOffDays is the write-off threshold.
type WriteOffDays struct {
	Days int64 `json:"days"`
}

// HandleWriteOffDays is GET /admin/api/approvals/write-off-days.
func (s *Service) HandleWriteOffDays(c *h.Call) (any, error) {
	d, err := s.WriteOffDays(c.Context(), s.db)
	return WriteOffDays{Days: d}, err
}

// HandleProposeWriteOffDays is POST /admin/api/approvals/write-off-days.
func (s *Service) HandleProposeWriteOffDays(c *h.Call, p WriteOffDaysParams) (any, error) {
	return s.ProposeWriteOffDays(c.Context(), c.Operator, p.Days)
}

// HandleProposals is GET /admin/api/approvals.
func (s *Service) HandleProposals(c *h.Call, p ProposalsParams) (any, error) {
	return s.Proposals(c.Context(), c.Operator, p.Decided == 1, p.Params)
}

// HandleApprove is POST /admin/api/approvals/approve.
func (s *Service) HandleApprove(c *h.Call, p DecisionParams) (any, error) {
	return s.Approve(c.Context(), c.Operator, p.ID, strings.TrimSpace(p.Note))
}

// HandleDecline is POST /admin/api/approvals/decline.
func (s *Service) HandleDecline(c *h.Call, p DecisionParams) (any, error) {
	return s.Decline(c.Context(), c.Operator, p.ID, strings.TrimSpace(p.Note))
}

// HandleDecideAll is POST /admin/api/approvals/bulk.
func (s *Service) HandleDecideAll(c *h.Call, p BulkDecisionParams) (any, error) {
	var ids []int64
	for _, f := range strings.Split(p.IDs, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || id <= 0 {
			return nil, fault.Field("ids", "The proposals' ids, comma-separated.")
		}
		ids = append(ids, id)
	}
	return s.DecideAll(c.Context(), c.Operator, ids, p.Decision, strings.TrimSpace(p.Note))
}

// HandleThreshold is GET /admin/api/approvals/threshold.
func (s *Service) HandleThreshold(c *h.Call) (any, error) {
	t, err := s.DisbursementThreshold(c.Context(), s.db)
	return Threshold{Threshold: t, Currency: s.market.Currency}, err
}

// HandleProposeThreshold is POST /admin/api/approvals/threshold.
func (s *Service) HandleProposeThreshold(c *h.Call, p ThresholdParams) (any, error) {
	return s.ProposeThreshold(c.Context(), c.Operator, p.Threshold)
}
