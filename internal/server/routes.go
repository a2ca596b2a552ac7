package server

import (
	"slices"

	h "kwarta/internal/httpapi"
)

// Routes is the one API table: every call the pages and the apps make,
// below /medium. Each domain lists its own routes (its Routes method, next
// to its handlers and their parameter structs); the table joins them. The
// router, the API document (/medium/openapi.json, `kwarta openapi`) and the
// web app's generated types all read this table.
func (a *App) Routes() []h.Route {
	return slices.Concat(
		a.serverRoutes(),
		a.Content.Routes(),
		a.Account.Routes(),
		a.Notices.Routes(),
		a.Promo.Routes(),
		a.Signup.Routes(),
		a.LoanPages.Routes(),
		a.RepayPages.Routes(),
		a.CardRepay.Routes(),
		a.Complaints.Routes(),
		a.Payout.Routes(),
		a.Applicants.Routes(),
		a.Console.Routes(),
		a.Console.ProposalRoutes(),
		a.ConsoleScreens.Routes(),
		a.Events.Routes(),
		a.devRoutes(),
	)
}

// serverRoutes are the server's own: the API document, generated from the table.
func (a *App) serverRoutes() []h.Route {
	return []h.Route{
		{Method: "GET", Path: "/openapi.json", Summary: "This API as an OpenAPI 3 document", Auth: h.Public, Raw: true, Handle: h.NoParams(a.handleOpenAPI)},
	}
}

// devRoutes are development only: the test clock of browser tests
// (--test-clock; 404 without it, refused in production).
func (a *App) devRoutes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/dev/clock", Summary: "Move the server's clock forward (only with --test-clock, for browser tests; 404 otherwise): every rule then runs at the new now", Auth: h.Public,
			Data: TestClock{}, Handle: h.Bind(a.handleAdvanceClock)},
	}
}

// ClockParams are /dev/clock's.
type ClockParams struct {
	Advance string `param:"advance,required,max=20" desc:"how far, a positive Go duration such as 24h or 90m (at most 9600h)"`
}
