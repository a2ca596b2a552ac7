package console

import (
	"context"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// DashboardScreen is the console's first screen, read through
// internal/report. Build it with NewDashboardScreen.
type DashboardScreen struct {
	db     *store.DB
	clock  clock.Clock
	market *market.Market
}

// NewDashboardScreen is the dashboard over db, in the market mk's days.
func NewDashboardScreen(db *store.DB, clk clock.Clock, mk *market.Market) *DashboardScreen {
	return &DashboardScreen{db: db, clock: clk, market: mk}
}

// Dashboard is the console's first screen: the day's and the month's
// work (market days), the overdue book by age and the landing funnel.
// Money is integer minor units of Currency.
type Dashboard struct {
	Currency string    `json:"currency"`
	AsOf     time.Time `json:"asOf"`
	Today    Period    `json:"today"`
	Month    Period    `json:"month"`
	// Overdue is the orders at 180 by days past their due date: 1–30,
	// 31–90 and 91 and more, in that order.
	Overdue []Bucket `json:"overdue"`
	// FunnelPeriod is the funnel's period: today, month or all (time).
	FunnelPeriod string `json:"funnelPeriod" enum:"today,month,all"`
	// Funnel is the landing's way to a loan, widest first: the visits,
	// apply taps, codes sent and registrations made in FunnelPeriod, then
	// of those registered in it, who applied and who got a loan by now.
	Funnel []Stage `json:"funnel"`
}

// FunnelPeriods are the funnel's periods.
var FunnelPeriods = []string{"today", "month", "all"}

// Period is what happened from From (a market day, YYYY-MM-DD) to now.
type Period struct {
	From         string `json:"from"`
	Applications int64  `json:"applications"` // orders placed
	Approvals    int64  `json:"approvals"`    // applications approved
	Disbursed    int64  `json:"disbursed"`    // principal of the loans sent
	Collected    int64  `json:"collected"`    // payments received
}

// Bucket is the overdue orders of an age: MinDays to MaxDays past due
// (MaxDays 0: no upper end), how many and what they still owe.
type Bucket struct {
	Label   string `json:"label"`
	MinDays int    `json:"minDays"`
	MaxDays int    `json:"maxDays"`
	Orders  int64  `json:"orders"`
	Owed    int64  `json:"owed"`
}

// Stage is one step of the funnel.
type Stage struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// overdueBuckets are the ages the dashboard splits the overdue book into.
var overdueBuckets = []Bucket{{Label: "1–30 days", MinDays: 1, MaxDays: 30}, {Label: "31–90 days", MinDays: 31, MaxDays: 90}, {Label: "91+ days", MinDays: 91}}

// Dashboard computes the dashboard at the clock's now in the market's
// days, the funnel over funnelPeriod ("": all time).
func (s *DashboardScreen) Dashboard(ctx context.Context, funnelPeriod string) (Dashboard, error) {
	mk := s.market
	now := s.clock.Now()
	local := now.In(mk.Location())
	dayStart := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, mk.Location())
	monthStart := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, mk.Location())
	d := Dashboard{Currency: mk.Currency, AsOf: now}
	var err error
	if d.Today, err = s.period(ctx, dayStart, now); err != nil {
		return d, err
	}
	if d.Month, err = s.period(ctx, monthStart, now); err != nil {
		return d, err
	}
	// Due dates are stored as midnight UTC of the calendar day.
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, time.UTC)
	if d.Overdue, err = s.overdue(ctx, today); err != nil {
		return d, err
	}
	span := report.AllTime
	switch funnelPeriod {
	case "today":
		span[0] = store.Millis(dayStart)
	case "month":
		span[0] = store.Millis(monthStart)
	case "", "all":
		funnelPeriod = "all"
	default:
		return d, fault.Field("funnel", "The funnel's period is today, month or all.")
	}
	d.FunnelPeriod = funnelPeriod
	d.Funnel, err = s.funnel(ctx, span)
	return d, err
}

// period counts from (a market day's start) up to now (internal/report
// reads the orders, their approvals and the payments).
func (s *DashboardScreen) period(ctx context.Context, from, now time.Time) (Period, error) {
	a, err := report.ActivityIn(ctx, s.db, store.Millis(from), store.Millis(now.Add(time.Millisecond)))
	return Period{From: from.Format(time.DateOnly), Applications: a.Applications, Approvals: a.Approvals,
		Disbursed: a.Disbursed, Collected: a.Collected}, err
}

// overdue splits the orders at 180 by the days from their next due date
// to today (both midnight UTC of the market's calendar day).
func (s *DashboardScreen) overdue(ctx context.Context, today time.Time) ([]Bucket, error) {
	out := append([]Bucket(nil), overdueBuckets...)
	ages, err := report.Overdue(ctx, s.db, today.AddDate(0, 0, -out[0].MaxDays), today.AddDate(0, 0, -out[1].MaxDays))
	if err != nil {
		return nil, err
	}
	for i, a := range ages {
		out[i].Orders, out[i].Owed = a.Orders, a.Owed
	}
	return out, nil
}

// funnel is kwarta report funnel's counts over every template in span,
// then the borrowers registered from a landing page in span who applied
// and who got a loan.
func (s *DashboardScreen) funnel(ctx context.Context, span [2]int64) ([]Stage, error) {
	rows, err := report.Funnel(ctx, s.db, span)
	if err != nil {
		return nil, err
	}
	var visits, taps, codes, regs, applied, funded int64
	for _, r := range rows {
		visits, taps, codes, regs = visits+r.Visits, taps+r.Clicks, codes+r.SMSSent, regs+r.Registrations
	}
	applied, funded, err = report.LandingLoans(ctx, s.db, span)
	return []Stage{
		{Key: "visits", Label: "Landing visits", Count: visits},
		{Key: "taps", Label: "Apply taps", Count: taps},
		{Key: "codes", Label: "Codes sent", Count: codes},
		{Key: "registrations", Label: "Registrations", Count: regs},
		{Key: "applied", Label: "Applied for a loan", Count: applied},
		{Key: "funded", Label: "Received a loan", Count: funded},
	}, err
}

// DashboardParams are the dashboard's.
type DashboardParams struct {
	Funnel string `param:"funnel,max=5" desc:"the funnel's period: today, month or all (the default)"`
}

// MarketInfo is what the console needs of the market before it shows
// anything: every time the console writes or sends is in the market's
// zone, whatever the browser's (docs/CONSOLE.md, "Times").
type MarketInfo struct {
	Code     string `json:"code"`     // ph, in, cn
	Currency string `json:"currency"` // ISO 4217
	TimeZone string `json:"timeZone"` // IANA, e.g. Asia/Manila
}

// Routes are the dashboard's calls: the dashboard, and the market the
// console reads at start.
func (s *DashboardScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/market", Summary: "Console: the market's code, currency and time zone, which every console time is shown and read in (public: nothing secret, read before sign-in)", Auth: httpapi.Public,
			Data: MarketInfo{}, Handle: httpapi.NoParams(s.HandleMarket)},
		{Method: "GET", Path: "/admin/api/dashboard", Summary: "Console: today's and this month's applications, approvals, money disbursed and collected (market days), the overdue book by age (1–30, 31–90, 91+ days) and the landing funnel; minor units", Auth: httpapi.Operator, Permission: PermReadOrders,
			Data: Dashboard{}, Handle: httpapi.Bind(s.HandleDashboard)},
	}
}

// HandleDashboard is GET /admin/api/dashboard.
func (s *DashboardScreen) HandleDashboard(c *httpapi.Call, p DashboardParams) (any, error) {
	return s.Dashboard(c.Context(), p.Funnel)
}

// HandleMarket is GET /admin/api/market.
func (s *DashboardScreen) HandleMarket(*httpapi.Call) (any, error) {
	return MarketInfo{Code: s.market.Code, Currency: s.market.Currency, TimeZone: s.market.TimeZone}, nil
}
