package console

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/collect"
	"kwarta/internal/complaint"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// CollectionsScreen is the console's collections: the worklist, the
// account page's contacts, promises and texts, assignment, the rules and
// the collection texts. The conduct rules are collections' own
// (internal/collect); this screen checks who may act on an account and
// records every change, and every attempt the rules refused, in the
// audit log. Build it with NewCollectionsScreen.
type CollectionsScreen struct {
	db         *store.DB
	clock      clock.Clock
	audit      Recorder
	collect    Collections
	operators  *Service
	orders     *OrdersScreen
	complaints ComplaintDesk
}

// Collections is what the screen needs of collections (the collect
// package's Service).
type Collections interface {
	Worklist(ctx context.Context, f collect.Filter, o page.Order) (page.Page[collect.Account], error)
	AccountByNo(ctx context.Context, q store.Querier, no string) (collect.Account, error)
	StandingOf(ctx context.Context, a collect.Account) (collect.Standing, error)
	Settings(ctx context.Context, q store.Querier) (collect.Settings, error)
	SaveSettings(ctx context.Context, q store.Querier, st collect.Settings, by string) (collect.Settings, error)
	Assign(ctx context.Context, q store.Querier, orderIDs []int64, m collect.Member) (int, error)
	LogContact(ctx context.Context, q store.Querier, op collect.Member, at collect.Attempt) (collect.Contact, error)
	Promise(ctx context.Context, q store.Querier, op collect.Member, orderID, amount int64, dueOn time.Time) (collect.PromiseToPay, error)
	Send(ctx context.Context, op collect.Member, orderID int64, name, lang string) (collect.Contact, error)
	Contacts(ctx context.Context, orderID int64) ([]collect.Contact, error)
	BorrowerContacts(ctx context.Context, userID int64) ([]collect.Contact, error)
	Promises(ctx context.Context, orderID int64) ([]collect.PromiseToPay, error)
	Templates(ctx context.Context) ([]collect.Template, error)
	SaveTemplate(ctx context.Context, q store.Querier, name, lang, body, by string) (collect.Template, error)
	PublishTemplate(ctx context.Context, q store.Querier, name, lang, by string) (collect.Template, error)
}

// NewCollectionsScreen is the collections screen over c, the operators
// of core (who may be assigned, and the audit log), proposing servicing
// actions through orders and reading collection complaints from complaints.
func NewCollectionsScreen(db *store.DB, clk clock.Clock, core *Service, c Collections, orders *OrdersScreen, complaints ComplaintDesk) *CollectionsScreen {
	return &CollectionsScreen{db: db, clock: clk, audit: core, collect: c, operators: core, orders: orders, complaints: complaints}
}

func member(op httpapi.OperatorSession) collect.Member {
	return collect.Member{ID: op.ID, Name: op.Name}
}

// leads tells whether op's role assigns accounts (and so may act on any).
func leads(op httpapi.OperatorSession) bool { return Allowed(Role(op.Role), PermAssign) }

// account is the account numbered no, refused (403) to a collector it is
// not assigned to.
func (s *CollectionsScreen) account(ctx context.Context, op httpapi.OperatorSession, no string) (collect.Account, error) {
	a, err := s.collect.AccountByNo(ctx, s.db, no)
	if err != nil {
		return a, err
	}
	if !leads(op) && a.CollectorID != op.ID {
		who := "nobody"
		if a.CollectorName != "" {
			who = a.CollectorName
		}
		return a, fault.Newf(fault.CodeForbidden, "Order %s is assigned to %s; ask your lead to assign it to you.", a.OrderNo, who)
	}
	return a, nil
}

// audited makes change in a transaction and records what it made under
// action on the object, in the same transaction.
func audited[T any](ctx context.Context, s *CollectionsScreen, op httpapi.OperatorSession, action, objectType, objectID string,
	change func(ctx context.Context, tx *store.Tx) (T, error)) (T, error) {
	var out T
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		if out, err = change(ctx, tx); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, op, action, objectType, objectID, nil, out)
	})
	return out, err
}

// blocked records an attempt the conduct rules refused, then returns its error.
func (s *CollectionsScreen) blocked(ctx context.Context, op httpapi.OperatorSession, a collect.Account, err error) error {
	b, ok := collect.Blocked(err)
	if !ok {
		return err
	}
	if rerr := s.audit.Record(ctx, s.db, op, "collection.blocked", "order", a.OrderNo, nil, b); rerr != nil {
		return rerr
	}
	return err
}

// Worklist is the worklist page with the buckets and the server's time.
type Worklist struct {
	Now     time.Time        `json:"now"`
	Buckets []collect.Bucket `json:"buckets"`
	page.Page[collect.Account]
}

// WorklistParams are the worklist's filters.
type WorklistParams struct {
	Bucket    string `param:"bucket,max=20" desc:"a bucket's name (the settings'); none: every account past due"`
	MinDays   int64  `param:"minDays,max=5" desc:"at least this many days past due"`
	MaxDays   int64  `param:"maxDays,max=5" desc:"at most this many days past due"`
	Collector int64  `param:"collector,max=18" desc:"the assigned collector's id; -1: nobody; none: any"`
	Mine      int64  `param:"mine,max=1" desc:"1: only the caller's accounts (a collector's default)"`
	Promise   string `param:"promise,max=10" desc:"none, open, kept or broken: the latest promise's state"`
	ProductID int64  `param:"productId,max=18" desc:"the product"`
	OrderNo   string `param:"orderNo,max=32" desc:"one order number"`
	page.Params
}

// HandleWorklist is GET /admin/api/collections/worklist.
func (s *CollectionsScreen) HandleWorklist(c *httpapi.Call, p WorklistParams) (any, error) {
	if p.Promise != "" && p.Promise != collect.PromiseNone && p.Promise != collect.PromiseOpen && p.Promise != collect.PromiseKept && p.Promise != collect.PromiseBroken {
		return nil, fault.Field("promise", "The promise state is none, open, kept or broken.")
	}
	o, err := p.Params.Parse(collect.Sorts)
	if err != nil {
		return nil, err
	}
	f := collect.Filter{Bucket: p.Bucket, MinDays: int(p.MinDays), MaxDays: int(p.MaxDays), Collector: p.Collector, Promise: p.Promise, ProductID: p.ProductID, OrderNo: p.OrderNo}
	if p.Mine == 1 {
		f.Collector = c.Operator.ID
	}
	ctx := c.Context()
	st, err := s.collect.Settings(ctx, s.db)
	if err != nil {
		return nil, err
	}
	pg, err := s.collect.Worklist(ctx, f, o)
	return Worklist{Now: s.clock.Now(), Buckets: st.Buckets, Page: pg}, err
}

// CollectionAccount is the account page's collections part (the order's
// figures, history and payments, and the borrower's other orders, are the
// order and borrower pages' calls).
type CollectionAccount struct {
	Account  collect.Account        `json:"account"`
	Standing collect.Standing       `json:"standing"`
	Contacts []collect.Contact      `json:"contacts"`
	Promises []collect.PromiseToPay `json:"promises"`
	// Complaints are the borrower's collection-conduct complaints (type 1).
	Complaints []ComplaintRow `json:"complaints"`
	// Texts are the published collection texts a collector may send.
	Texts []collect.Template `json:"texts"`
	// CanAct: the caller may log contacts, promises and texts here.
	CanAct bool `json:"canAct"`
}

// HandleAccount is GET /admin/api/collections/account.
func (s *CollectionsScreen) HandleAccount(c *httpapi.Call, p OrderNo) (any, error) {
	ctx := c.Context()
	a, err := s.collect.AccountByNo(ctx, s.db, p.OrderNo)
	if err != nil {
		return nil, err
	}
	out := CollectionAccount{Account: a, CanAct: leads(c.Operator) || a.CollectorID == c.Operator.ID, Complaints: []ComplaintRow{}, Texts: []collect.Template{}}
	if out.Standing, err = s.collect.StandingOf(ctx, a); err != nil {
		return nil, err
	}
	if out.Contacts, err = s.collect.BorrowerContacts(ctx, a.UserID); err != nil {
		return nil, err
	}
	if out.Promises, err = s.collect.Promises(ctx, a.OrderID); err != nil {
		return nil, err
	}
	all, err := s.complaints.All(ctx, false)
	if err != nil {
		return nil, err
	}
	now := s.clock.Now()
	for _, cp := range all {
		if cp.UserID == a.UserID && cp.Type == complaint.CollectionType {
			out.Complaints = append(out.Complaints, complaintRow(cp, now))
		}
	}
	texts, err := s.collect.Templates(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range texts {
		if t.Published {
			out.Texts = append(out.Texts, t)
		}
	}
	return out, nil
}

// ContactParams are a logged call's or visit's.
type ContactParams struct {
	OrderNo
	Channel    string `param:"channel,required,max=5" desc:"call or visit"`
	Outcome    string `param:"outcome,required,max=12" desc:"reached, no_answer, wrong_number, promised, refused, paid or dispute"`
	Note       string `param:"note,untrimmed,max=1000" desc:"what was said"`
	Confirmed  int64  `param:"confirmed,max=1" desc:"1: log it although it is outside the contact hours (after the warning)"`
	NextAction string `param:"nextAction,max=10" desc:"the date to act on next, YYYY-MM-DD"`
}

// HandleContact is POST /admin/api/collections/contact.
func (s *CollectionsScreen) HandleContact(c *httpapi.Call, p ContactParams) (any, error) {
	ctx := c.Context()
	next, err := parseDay("nextAction", p.NextAction, time.UTC)
	if err != nil {
		return nil, err
	}
	a, err := s.account(ctx, c.Operator, p.OrderNo.OrderNo)
	if err != nil {
		return nil, err
	}
	out, err := audited(ctx, s, c.Operator, "collection.contact", "order", a.OrderNo, func(ctx context.Context, tx *store.Tx) (collect.Contact, error) {
		return s.collect.LogContact(ctx, tx, member(c.Operator), collect.Attempt{OrderID: a.OrderID, Channel: p.Channel, Outcome: p.Outcome,
			Note: p.Note, Confirmed: p.Confirmed == 1, NextAction: next})
	})
	if err != nil {
		return nil, s.blocked(ctx, c.Operator, a, err)
	}
	return out, nil
}

// PromiseParams are a promise to pay's.
type PromiseParams struct {
	OrderNo
	Amount int64  `param:"amount,required,max=12" desc:"what the borrower promised to pay, minor units"`
	DueOn  string `param:"dueOn,required,max=10" desc:"by when, YYYY-MM-DD (today to 30 days ahead)"`
}

// HandlePromise is POST /admin/api/collections/promise.
func (s *CollectionsScreen) HandlePromise(c *httpapi.Call, p PromiseParams) (any, error) {
	ctx := c.Context()
	due, err := parseDay("dueOn", p.DueOn, time.UTC)
	if err != nil {
		return nil, err
	}
	a, err := s.account(ctx, c.Operator, p.OrderNo.OrderNo)
	if err != nil {
		return nil, err
	}
	return audited(ctx, s, c.Operator, "collection.promise", "order", a.OrderNo, func(ctx context.Context, tx *store.Tx) (collect.PromiseToPay, error) {
		return s.collect.Promise(ctx, tx, member(c.Operator), a.OrderID, p.Amount, due)
	})
}

// TextParams name the collection text to send.
type TextParams struct {
	OrderNo
	Name string `param:"name,required,max=30" desc:"the published text's name"`
	Lang string `param:"lang,required,max=3" desc:"en or fil"`
}

// HandleText is POST /admin/api/collections/sms.
func (s *CollectionsScreen) HandleText(c *httpapi.Call, p TextParams) (any, error) {
	ctx := c.Context()
	a, err := s.account(ctx, c.Operator, p.OrderNo.OrderNo)
	if err != nil {
		return nil, err
	}
	out, err := s.collect.Send(ctx, member(c.Operator), a.OrderID, p.Name, p.Lang)
	if err != nil {
		return nil, s.blocked(ctx, c.Operator, a, err)
	}
	if err := s.audit.Record(ctx, s.db, c.Operator, "collection.sms", "order", a.OrderNo, nil, out); err != nil {
		return nil, err
	}
	return out, nil
}

// AssignParams are an assignment's.
type AssignParams struct {
	OrderNos  string `param:"orderNos,required,max=7000" desc:"the order numbers, comma-separated (up to 200)"`
	Collector int64  `param:"collector,max=18" desc:"the collector's operator id; 0: take the accounts from whoever holds them"`
}

// Assigned says how many accounts changed hands.
type Assigned struct {
	Assigned int    `json:"assigned"`
	To       string `json:"to"`
}

// collects tells whether accounts may be given to o: an enabled
// collector or collections lead (not an admin, who may act on any).
func collects(o Operator) bool { return !o.Disabled && (o.Role == Collector || o.Role == Lead) }

// collector is the enabled collector (or lead) with id.
func (s *CollectionsScreen) collector(ctx context.Context, id int64) (collect.Member, error) {
	ops, err := s.operators.Operators(ctx)
	if err != nil {
		return collect.Member{}, err
	}
	for _, o := range ops {
		if o.ID == id && collects(o) {
			return collect.Member{ID: o.ID, Name: o.Name}, nil
		}
	}
	return collect.Member{}, fault.Field("collector", fmt.Sprintf("Operator %d is not an enabled collector.", id))
}

// HandleAssign is POST /admin/api/collections/assign.
func (s *CollectionsScreen) HandleAssign(c *httpapi.Call, p AssignParams) (any, error) {
	ctx := c.Context()
	var nos []string
	for _, n := range strings.Split(p.OrderNos, ",") {
		if n = strings.TrimSpace(n); n != "" {
			nos = append(nos, n)
		}
	}
	if len(nos) == 0 || len(nos) > 200 {
		return nil, fault.Field("orderNos", "Give 1 to 200 order numbers.")
	}
	m := collect.Member{}
	if p.Collector != 0 {
		var err error
		if m, err = s.collector(ctx, p.Collector); err != nil {
			return nil, err
		}
	}
	var ids []int64
	for _, n := range nos {
		a, err := s.collect.AccountByNo(ctx, s.db, n)
		if err != nil {
			return nil, err
		}
		ids = append(ids, a.OrderID)
	}
	to := m.Name
	if m.ID == 0 {
		to = "nobody"
	}
	return audited(ctx, s, c.Operator, "collection.assign", "orders", strings.Join(nos, ","), func(ctx context.Context, tx *store.Tx) (Assigned, error) {
		n, err := s.collect.Assign(ctx, tx, ids, m)
		return Assigned{Assigned: n, To: to}, err
	})
}

// CollectionSettings are the rules with the operators who collect.
type CollectionSettings struct {
	collect.Settings
	Collectors []collect.Member `json:"collectors"`
}

// HandleSettings is GET /admin/api/collections/settings.
func (s *CollectionsScreen) HandleSettings(c *httpapi.Call) (any, error) {
	ctx := c.Context()
	st, err := s.collect.Settings(ctx, s.db)
	if err != nil {
		return nil, err
	}
	ops, err := s.operators.Operators(ctx)
	if err != nil {
		return nil, err
	}
	out := CollectionSettings{Settings: st, Collectors: []collect.Member{}}
	for _, o := range ops {
		if collects(o) {
			out.Collectors = append(out.Collectors, collect.Member{ID: o.ID, Name: o.Name})
		}
	}
	return out, nil
}

// SettingsParams are the rules as the lead saves them.
type SettingsParams struct {
	Buckets    string `param:"buckets,required,untrimmed,max=4000" desc:"JSON: [{name, from, to, team: [collector ids]}], contiguous from day 1, the last to 0 (open-ended)"`
	DailyCap   int64  `param:"dailyCap,required,max=2" desc:"contacts a borrower may get in a day (1 to 10)"`
	AutoAssign int64  `param:"autoAssign,max=1" desc:"1: the round-robin rule shares each bucket's unassigned accounts among its team"`
}

// HandleSaveSettings is POST /admin/api/collections/settings.
func (s *CollectionsScreen) HandleSaveSettings(c *httpapi.Call, p SettingsParams) (any, error) {
	ctx := c.Context()
	var raw []struct {
		Name string  `json:"name"`
		From int     `json:"from"`
		To   int     `json:"to"`
		Team []int64 `json:"team"`
	}
	if err := json.Unmarshal([]byte(p.Buckets), &raw); err != nil {
		return nil, fault.Field("buckets", "The buckets are a JSON list of {name, from, to, team}.")
	}
	st := collect.Settings{DailyCap: int(p.DailyCap), AutoAssign: p.AutoAssign == 1}
	for _, b := range raw {
		bk := collect.Bucket{Name: b.Name, From: b.From, To: b.To, Team: []collect.Member{}}
		for _, id := range b.Team {
			m, err := s.collector(ctx, id)
			if err != nil {
				return nil, fault.Field("buckets", fmt.Sprintf("Bucket %q: operator %d is not an enabled collector.", b.Name, id))
			}
			bk.Team = append(bk.Team, m)
		}
		st.Buckets = append(st.Buckets, bk)
	}
	var out collect.Settings
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := s.collect.Settings(ctx, tx)
		if err != nil {
			return err
		}
		if out, err = s.collect.SaveSettings(ctx, tx, st, c.Operator.Name); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, c.Operator, "collection.settings", "collections", "settings", before, out)
	})
	return out, err
}

// HandleTemplates is GET /admin/api/collections/texts.
func (s *CollectionsScreen) HandleTemplates(c *httpapi.Call) (any, error) {
	return s.collect.Templates(c.Context())
}

// TextTemplateParams are a collection text's.
type TextTemplateParams struct {
	Name string `param:"name,required,max=30" desc:"the text's name: 2 to 30 of a-z, 0-9 and _"`
	Lang string `param:"lang,required,max=3" desc:"en or fil"`
	Body string `param:"body,untrimmed,max=1000" desc:"the text, with {name}, {order}, {owed}, {due}, {days}, {app}, {phone}"`
}

// HandleSaveTemplate is POST /admin/api/collections/texts: a draft.
func (s *CollectionsScreen) HandleSaveTemplate(c *httpapi.Call, p TextTemplateParams) (any, error) {
	return audited(c.Context(), s, c.Operator, "collection.text", "collection_text", p.Name+"/"+p.Lang, func(ctx context.Context, tx *store.Tx) (collect.Template, error) {
		return s.collect.SaveTemplate(ctx, tx, p.Name, p.Lang, p.Body, c.Operator.Name)
	})
}

// PublishTextParams name a text to publish.
type PublishTextParams struct {
	Name string `param:"name,required,max=30" desc:"the text's name"`
	Lang string `param:"lang,required,max=3" desc:"en or fil"`
}

// HandlePublishTemplate is POST /admin/api/collections/texts/publish.
func (s *CollectionsScreen) HandlePublishTemplate(c *httpapi.Call, p PublishTextParams) (any, error) {
	return audited(c.Context(), s, c.Operator, "collection.publish", "collection_text", p.Name+"/"+p.Lang, func(ctx context.Context, tx *store.Tx) (collect.Template, error) {
		return s.collect.PublishTemplate(ctx, tx, p.Name, p.Lang, c.Operator.Name)
	})
}

// HandleWaive is POST /admin/api/collections/waive: a collector's waiver
// proposal on their account, which finance approves.
func (s *CollectionsScreen) HandleWaive(c *httpapi.Call, p WaiveParams) (any, error) {
	if _, err := s.account(c.Context(), c.Operator, p.OrderNo.OrderNo); err != nil {
		return nil, err
	}
	return s.orders.HandleWaive(c, p)
}

// HandleWriteOff is POST /admin/api/collections/write-off.
func (s *CollectionsScreen) HandleWriteOff(c *httpapi.Call, p WriteOffParams) (any, error) {
	if _, err := s.account(c.Context(), c.Operator, p.OrderNo.OrderNo); err != nil {
		return nil, err
	}
	return s.orders.HandleWriteOff(c, p)
}

// HandleReschedule is POST /admin/api/collections/reschedule.
func (s *CollectionsScreen) HandleReschedule(c *httpapi.Call, p RescheduleParams) (any, error) {
	if _, err := s.account(c.Context(), c.Operator, p.OrderNo); err != nil {
		return nil, err
	}
	return s.orders.HandleReschedule(c, p)
}

// ComplaintContactsParams name a complaint.
type ComplaintContactsParams struct {
	ID int64 `param:"id,required,max=18" desc:"the complaint's id"`
}

// HandleComplaintContacts is GET /admin/api/complaints/contacts: who
// contacted a collection-conduct complaint's borrower, when and with what.
func (s *CollectionsScreen) HandleComplaintContacts(c *httpapi.Call, p ComplaintContactsParams) (any, error) {
	cp, err := s.complaints.Lookup(c.Context(), p.ID)
	if err != nil {
		return nil, err
	}
	return s.collect.BorrowerContacts(c.Context(), cp.UserID)
}

// Routes are the collections screen's calls.
func (s *CollectionsScreen) Routes() []httpapi.Route {
	op := httpapi.Operator
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/collections/worklist", Summary: "Console: the orders past due, a page at a time, with days past due, bucket, amount owed by component, borrower (phone masked), last contact, promise, next action and collector (sort: urgency, the default: a broken promise first, then the longest past due; due; amount)", Auth: op, Permission: PermCollect,
			Data: Worklist{}, Handle: httpapi.Bind(s.HandleWorklist)},
		{Method: "GET", Path: "/admin/api/collections/account", Summary: "Console: an account past due for collections: its row, the conduct rules now, every contact with the borrower, the promises, the borrower's collection complaints and the texts one may send", Auth: op, Permission: PermCollect,
			Data: CollectionAccount{}, Handle: httpapi.Bind(s.HandleAccount)},
		{Method: "POST", Path: "/admin/api/collections/contact", Summary: "Console: log a call or visit on one's account, under the conduct rules (the daily cap; outside the contact hours a warning, confirmed=1 logs it; 409 names the rule and is audited)", Auth: op, Permission: PermCollect,
			Data: collect.Contact{}, Handle: httpapi.Bind(s.HandleContact)},
		{Method: "POST", Path: "/admin/api/collections/promise", Summary: "Console: record the borrower's promise to pay an amount by a date (one open at a time; kept when the money arrives by the end of the day, broken otherwise)", Auth: op, Permission: PermCollect,
			Data: collect.PromiseToPay{}, Handle: httpapi.Bind(s.HandlePromise)},
		{Method: "POST", Path: "/admin/api/collections/sms", Summary: "Console: text the borrower's own number a published collection text, under the conduct rules (outside the contact hours or over the daily cap: 409, audited)", Auth: op, Permission: PermCollect,
			Data: collect.Contact{}, Handle: httpapi.Bind(s.HandleText)},
		{Method: "POST", Path: "/admin/api/collections/waive", Summary: "Console: propose a waiver on one's account, which finance approves (four eyes)", Auth: op, Permission: PermCollect,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleWaive)},
		{Method: "POST", Path: "/admin/api/collections/write-off", Summary: "Console: propose writing one's account off, which finance approves (four eyes)", Auth: op, Permission: PermCollect,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleWriteOff)},
		{Method: "POST", Path: "/admin/api/collections/reschedule", Summary: "Console: propose rescheduling one's account with the borrower's consent, which finance approves (four eyes)", Auth: op, Permission: PermCollect,
			Data: Proposal{}, Handle: httpapi.Bind(s.HandleReschedule)},
		{Method: "POST", Path: "/admin/api/collections/assign", Summary: "Console: give accounts (up to 200) to a collector, or to nobody (collections lead, audited)", Auth: op, Permission: PermAssign,
			Data: Assigned{}, Handle: httpapi.Bind(s.HandleAssign)},
		{Method: "GET", Path: "/admin/api/collections/settings", Summary: "Console: the collection rules (buckets and their teams, the daily cap, the round-robin rule) and the collectors", Auth: op, Permission: PermCollect,
			Data: CollectionSettings{}, Handle: httpapi.NoParams(s.HandleSettings)},
		{Method: "POST", Path: "/admin/api/collections/settings", Summary: "Console: save the collection rules (collections lead, audited)", Auth: op, Permission: PermAssign,
			Data: collect.Settings{}, Handle: httpapi.Bind(s.HandleSaveSettings)},
		{Method: "GET", Path: "/admin/api/collections/texts", Summary: "Console: the collection texts, drafts and published", Auth: op, Permission: PermCollect,
			Data: []collect.Template{}, Handle: httpapi.NoParams(s.HandleTemplates)},
		{Method: "POST", Path: "/admin/api/collections/texts", Summary: "Console: save a collection text as a draft, after the checks (placeholders, one SMS, no threats, profanity, criminal charges, false representation or third parties) (collections lead, audited)", Auth: op, Permission: PermAssign,
			Data: collect.Template{}, Handle: httpapi.Bind(s.HandleSaveTemplate)},
		{Method: "POST", Path: "/admin/api/collections/texts/publish", Summary: "Console: publish a collection text so collectors may send it, after the checks again (admin, audited)", Auth: op, Permission: PermContent,
			Data: collect.Template{}, Handle: httpapi.Bind(s.HandlePublishTemplate)},
		{Method: "GET", Path: "/admin/api/complaints/contacts", Summary: "Console: every collection contact with a complaint's borrower, newest first: who, when, by what, what was said", Auth: op, Permission: PermComplaints,
			Data: []collect.Contact{}, Handle: httpapi.Bind(s.HandleComplaintContacts)},
	}
}
