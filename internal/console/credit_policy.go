package console

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"kwarta/internal/clock"
	"kwarta/internal/credit"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// kindPublishPolicy publishes a version of the credit policy: one admin
// proposes it, another approves it, which publishes it at once. Who is
// lent to is never decided by one person.
const kindPublishPolicy = "publish-credit-policy"

// Policies is the credit policy as the console edits it (the credit
// package's Service).
type Policies interface {
	Current(ctx context.Context, q store.Querier) (credit.Policy, error)
	Versions(ctx context.Context, q store.Querier) ([]credit.Version, error)
	Publish(ctx context.Context, q store.Querier, p credit.Policy, proposedBy, approvedBy string) (credit.Policy, error)
	WhatIf(ctx context.Context, q store.Querier, draft credit.Policy, days int) (credit.WhatIf, error)
}

// CreditScreen is the console's credit policy: the policy in force, its
// versions, a draft's what-if, and publishing under maker-checker.
type CreditScreen struct {
	db       *store.DB
	clock    clock.Clock
	audit    FourEyes
	policies Policies
}

// NewCreditScreen is the credit policy screen over db; it registers the
// publication under maker-checker.
func NewCreditScreen(db *store.DB, clk clock.Clock, audit FourEyes, policies Policies) *CreditScreen {
	s := &CreditScreen{db: db, clock: clk, audit: audit, policies: policies}
	s.register()
	return s
}

// PolicyPage is the screen: the policy in force, every published version
// and the catalogue of rule kinds a draft may use.
type PolicyPage struct {
	Current  credit.Policy    `json:"current"`
	Versions []credit.Version `json:"versions"`
	Kinds    []credit.Kind    `json:"kinds"`
}

// Page reads the screen.
func (s *CreditScreen) Page(ctx context.Context) (PolicyPage, error) {
	cur, err := s.policies.Current(ctx, s.db)
	if err != nil {
		return PolicyPage{}, err
	}
	versions, err := s.policies.Versions(ctx, s.db)
	return PolicyPage{Current: cur, Versions: versions, Kinds: credit.Kinds}, err
}

// draft is publish-credit-policy's parameters: the rules, the note, and
// the version they were edited from, checked again at the approval.
type draft struct {
	Rules []credit.Rule `json:"rules"`
	Note  string        `json:"note"`
	Base  int           `json:"base"`
}

// readDraft reads a draft's rules (JSON, as the page sends them).
func readDraft(rules string) ([]credit.Rule, error) {
	var out []credit.Rule
	dec := json.NewDecoder(strings.NewReader(rules))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil {
		return nil, fault.Field("rules", "The rules are not a list of rules: "+err.Error()+".")
	}
	return out, nil
}

// check refuses a draft that is not sound, has no note, is edited from a
// version no longer in force, or changes nothing; it answers the policy
// in force.
func (s *CreditScreen) check(ctx context.Context, q store.Querier, d draft) (credit.Policy, error) {
	if note := strings.TrimSpace(d.Note); note == "" || utf8.RuneCountInString(note) > 200 {
		return credit.Policy{}, fault.Field("note", "Say in a few words (at most 200 characters) what changes and why.")
	}
	if err := (credit.Policy{Rules: d.Rules, Note: d.Note}).Validate(); err != nil {
		return credit.Policy{}, err
	}
	cur, err := s.policies.Current(ctx, q)
	if err != nil {
		return cur, err
	}
	if cur.Version != d.Base {
		return cur, fault.Newf(fault.CodeConflict, "Version %d was published while you were editing version %d. Open it, make your change again and propose it.", cur.Version, d.Base)
	}
	a, _ := json.Marshal(cur.Rules)
	b, _ := json.Marshal(d.Rules)
	if string(a) == string(b) {
		return cur, fault.Field("rules", fmt.Sprintf("The rules are those of version %d.", cur.Version))
	}
	return cur, nil
}

// Propose proposes a draft as the next version.
func (s *CreditScreen) Propose(ctx context.Context, op httpapi.OperatorSession, rules, note string, base int) (Proposal, error) {
	list, err := readDraft(rules)
	if err != nil {
		return Proposal{}, err
	}
	return s.audit.Propose(ctx, op, kindPublishPolicy, "credit-policy", draft{Rules: list, Note: strings.TrimSpace(note), Base: base})
}

// WhatIf runs a draft on the last days days of applications.
func (s *CreditScreen) WhatIf(ctx context.Context, rules string, days int) (credit.WhatIf, error) {
	list, err := readDraft(rules)
	if err != nil {
		return credit.WhatIf{}, err
	}
	if days < 1 || days > credit.MaxWhatIfDays {
		return credit.WhatIf{}, fault.Field("days", fmt.Sprintf("Look back 1 to %d days.", credit.MaxWhatIfDays))
	}
	return s.policies.WhatIf(ctx, s.db, credit.Policy{Rules: list}, days)
}

// ruleLines are a policy's rules as the queue shows them: one line a rule.
func ruleLines(rules []credit.Rule) map[string]string {
	out := map[string]string{}
	for _, r := range rules {
		line := r.Outcome
		keys := make([]string, 0, len(r.Params))
		for k := range r.Params {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			line += fmt.Sprintf(", %s %d", k, r.Params[k])
		}
		if len(r.Values) > 0 {
			line += ", " + strings.Join(r.Values, " ")
		}
		out[r.Code] = line
	}
	return out
}

func (s *CreditScreen) register() {
	s.audit.Register(Kind{
		Name: kindPublishPolicy, ObjectType: "credit-policy", Permission: PermCreditPolicy,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var d draft
			if err := json.Unmarshal(params, &d); err != nil {
				return Change{}, err
			}
			cur, err := s.check(ctx, q, d)
			if err != nil {
				return Change{}, err
			}
			before, after := ruleLines(cur.Rules), ruleLines(d.Rules)
			for k, v := range before {
				if after[k] == v {
					delete(before, k)
					delete(after, k)
				}
			}
			return Change{Summary: fmt.Sprintf("Publish the credit policy, version %d: %s", cur.Version+1, d.Note),
				Before: map[string]any{"version": cur.Version, "rules": before}, After: map[string]any{"version": cur.Version + 1, "rules": after}}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var d draft
			if err := json.Unmarshal(params, &d); err != nil {
				return Carried{}, err
			}
			cur, err := s.check(ctx, tx, d)
			if err != nil {
				return Carried{}, err
			}
			p, err := s.policies.Publish(ctx, tx, credit.Policy{Rules: d.Rules, Note: d.Note}, pr.ProposedBy, by.Name)
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("Version %d published.", p.Version)},
				s.audit.Record(ctx, tx, by, kindPublishPolicy, "credit-policy", fmt.Sprint(p.Version), map[string]any{"version": cur.Version},
					map[string]any{"version": p.Version, "rules": p.Rules, "note": p.Note, "proposedBy": pr.ProposedBy})
		},
	})
}

// The screen's calls and their parameters.

// ProposePolicyParams are credit/policy's (POST).
type ProposePolicyParams struct {
	Rules string `param:"rules,required,max=20000" desc:"the draft's rules, JSON: [{code, outcome, params, values}] (GET credit/policy lists the kinds)"`
	Note  string `param:"note,required,max=200" desc:"what changes and why"`
	Base  int64  `param:"base,max=9" desc:"the version the draft was edited from"`
}

// WhatIfParams are credit/what-if's.
type WhatIfParams struct {
	Rules string `param:"rules,required,max=20000" desc:"the draft's rules, JSON, as credit/policy takes them"`
	Days  int64  `param:"days,required,max=3" desc:"how many days of applications to look back on, 1 to 365"`
}

// Routes are the credit policy screen's calls.
func (s *CreditScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/credit/policy", Summary: "Console: the credit policy in force, its published versions and the kinds of rule a draft may use (reviewer, admin)", Auth: httpapi.Operator, Permission: PermApplications,
			Data: PolicyPage{}, Handle: httpapi.NoParams(s.HandlePage)},
		{Method: "POST", Path: "/admin/api/credit/policy", Summary: "Console: propose a draft as the next version of the credit policy (every wrong rule named, by its code); a second admin's approval publishes it (admin, four eyes)", Auth: httpapi.Operator, Permission: PermCreditPolicy,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandlePropose)},
		{Method: "POST", Path: "/admin/api/credit/what-if", Summary: "Console: what a draft policy would have decided on the last N days of applications, beside what was decided, and how those it approves were repaid; nothing is saved (admin)", Auth: httpapi.Operator, Permission: PermCreditPolicy,
			Data: credit.WhatIf{}, Handle: httpapi.Bind(s.HandleWhatIf)},
	}
}

// HandlePage is GET /admin/api/credit/policy.
func (s *CreditScreen) HandlePage(c *httpapi.Call) (any, error) { return s.Page(c.Context()) }

// HandlePropose is POST /admin/api/credit/policy.
func (s *CreditScreen) HandlePropose(c *httpapi.Call, p ProposePolicyParams) (any, error) {
	return s.Propose(c.Context(), c.Operator, p.Rules, p.Note, int(p.Base))
}

// HandleWhatIf is POST /admin/api/credit/what-if.
func (s *CreditScreen) HandleWhatIf(c *httpapi.Call, p WhatIfParams) (any, error) {
	return s.WhatIf(c.Context(), p.Rules, int(p.Days))
}
