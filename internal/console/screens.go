package console

import (
	"context"
	"slices"

	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// Recorder appends one change to the audit log, in the change's own
// transaction q, so a change and its record commit together. The core's
// Service is the one recorder; every screen that changes something takes
// it.
type Recorder interface {
	Record(ctx context.Context, q store.Querier, op httpapi.OperatorSession, action, objectType, objectID string, before, after any) error
}

// Screens are the console's screens acting on other domains, each a small
// type built whole by its constructor from the interfaces it declares
// (orders.go, payments.go, complaints.go, dashboard.go, borrowers.go,
// products.go, content.go, accounting.go, collections.go). They hold no table of their own: they ask the
// owners, read through internal/report, and record their changes through
// the core's Recorder.
type Screens struct {
	Orders      *OrdersScreen
	Payments    *PaymentsScreen
	Complaints  *ComplaintsScreen
	Dashboard   *DashboardScreen
	Borrowers   *BorrowersScreen
	Products    *ProductsScreen
	Content     *ContentScreen
	Accounting  *AccountingScreen
	Collections *CollectionsScreen
	// CollectionReports: the collections' portfolio reports (read-only).
	CollectionReports *CollectionReportsScreen
	// Credit: the credit policy, its versions and what-if.
	Credit *CreditScreen
}

// Routes are every screen's calls, in the order the API document lists
// them: orders, payments, complaints, the dashboard, borrowers, products,
// content, accounting, collections, the collections reports, the credit policy.
func (s Screens) Routes() []httpapi.Route {
	return slices.Concat(
		s.Orders.Routes(),
		s.Payments.Routes(),
		s.Complaints.Routes(),
		s.Dashboard.Routes(),
		s.Borrowers.Routes(),
		s.Products.Routes(),
		s.Content.Routes(),
		s.Accounting.Routes(),
		s.Collections.Routes(),
		s.CollectionReports.Routes(),
		s.Credit.Routes(),
	)
}
