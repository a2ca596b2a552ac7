package console

// Role is what an operator is allowed to do, as a set of permissions.
type Role string

// The roles.
const (
	Admin    Role = "admin"    // everything, and the operators
	Reviewer Role = "reviewer" // applications
	Finance  Role = "finance"  // disbursement and payments
	Support  Role = "support"  // complaints, and borrowers and orders read-only
	// Collector works the accounts past due assigned to them; Lead
	// (the collections lead) assigns them, sets the rules and drafts the
	// collection texts.
	Collector Role = "collector"
	Lead      Role = "collections_lead"
)

// Roles lists every role.
var Roles = []Role{Admin, Reviewer, Finance, Support, Collector, Lead}

// Permission names what a console route needs (httpapi.Route.Permission).
type Permission = string

// The permissions.
const (
	PermSelf         Permission = "self"         // any signed-in operator: who am I, sign out
	PermReadOrders   Permission = "read-orders"  // search orders and read their history and borrowers
	PermApplications Permission = "applications" // approve or reject an application (151)
	PermDisbursement Permission = "disbursement" // send an approved loan's money
	PermPayments     Permission = "payments"     // provider events, unmatched payments
	PermComplaints   Permission = "complaints"   // answer complaints
	PermOperators    Permission = "operators"    // add operators, sign anyone out
	PermAudit        Permission = "audit"        // read the audit log
	PermProducts     Permission = "products"     // the loan products: list, create, edit
	PermContent      Permission = "content"      // landing templates, the lender's details
	PermServicing    Permission = "servicing"    // propose and approve waivers of late charges
	PermAccounting   Permission = "accounting"   // the books' reports, read-only
	PermCollect      Permission = "collect"      // the worklist; contacts, promises, texts and proposals on one's accounts
	PermAssign       Permission = "assign"       // assign accounts, the collection rules and texts, act on any account
	// PermCollectionReports: the collections reports (portfolio at risk,
	// roll rates, vintages, efficiency, promises, collectors), read-only.
	PermCollectionReports Permission = "collection-reports"
	// PermCreditPolicy: draft the credit policy, run a what-if and propose
	// a version (a second admin approves it).
	PermCreditPolicy Permission = "credit-policy"
	// PermApprovals: the queue of proposals waiting for a second operator;
	// every role with the permission of an action under maker-checker
	// has it (TestConsole_ApprovalsPermission checks).
	PermApprovals Permission = "approvals"
)

// grants is the one table of who may do what; Allowed reads it and the
// router asks Allowed for every console call.
var grants = map[Role][]Permission{
	Admin: {PermSelf, PermReadOrders, PermApplications, PermDisbursement, PermPayments, PermComplaints, PermOperators, PermAudit, PermProducts,
		PermContent, PermServicing, PermApprovals, PermAccounting, PermCollect, PermAssign, PermCollectionReports, PermCreditPolicy},
	Reviewer:  {PermSelf, PermReadOrders, PermApplications},
	Finance:   {PermSelf, PermReadOrders, PermDisbursement, PermPayments, PermServicing, PermApprovals, PermAccounting, PermCollectionReports},
	Support:   {PermSelf, PermReadOrders, PermComplaints},
	Collector: {PermSelf, PermReadOrders, PermCollect},
	Lead:      {PermSelf, PermReadOrders, PermCollect, PermAssign, PermCollectionReports},
}

// Allowed tells whether a role has a permission.
func Allowed(r Role, p Permission) bool {
	for _, g := range grants[r] {
		if g == p {
			return true
		}
	}
	return false
}

// Valid tells whether r is a role.
func (r Role) Valid() bool {
	_, ok := grants[r]
	return ok
}
