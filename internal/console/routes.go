package console

import (
	h "kwarta/internal/httpapi"
	"kwarta/internal/page"
)

// Routes are the console core's calls: enrolment, sign-in with password
// and TOTP, the operators and the audit log. The screens list their own
// (Screens.Routes).
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/admin/api/enrol", Summary: "Console: the first sign-in from a one-time link: set the password, get the TOTP secret and its QR code; the first call claims the link, a second is refused (404)", Auth: h.Public,
			Data: Enrolment{}, Handle: h.Bind(s.HandleEnrol)},
		{Method: "POST", Path: "/admin/api/enrol/confirm", Summary: "Console: prove the authenticator app's first code; the link is then used up", Auth: h.Public,
			Data: Done{}, Handle: h.Bind(s.HandleConfirmEnrol)},
		{Method: "POST", Path: "/admin/api/sign-in", Summary: "Console: sign in with name, password and TOTP code; sets the HttpOnly session cookie (5 wrong tries under a name, known or not: locked 15 minutes, 100429; 20 tries a minute from one address, 100429)", Auth: h.Public,
			Data: Me{}, Handle: h.Bind(s.HandleSignIn)},
		{Method: "GET", Path: "/admin/api/me", Summary: "Console: the signed-in operator, the role's permissions and the CSRF token for changes", Auth: h.Operator, Permission: PermSelf,
			Data: Me{}, Handle: h.NoParams(s.HandleMe)},
		{Method: "POST", Path: "/admin/api/sign-out", Summary: "Console: end this session", Auth: h.Operator, Permission: PermSelf,
			Data: Done{}, Handle: h.NoParams(s.HandleSignOut)},
		{Method: "GET", Path: "/admin/api/operators", Summary: "Console: the operators, enrolled or not, locked or not, a page at a time (sort: created, the default, name, role) (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: page.Page[Operator]{}, Handle: h.Bind(s.HandleOperators)},
		{Method: "POST", Path: "/admin/api/operators", Summary: "Console: propose a new operator; a second admin approves it and is shown the one-time sign-in link, /admin/enrol?token=… valid 24 hours (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Added{}, Handle: h.Bind(s.HandleAddOperator)},
		{Method: "POST", Path: "/admin/api/operators/update", Summary: "Console: disable an operator at once (ending every session), or propose another role or enabling the account, which a second admin approves; never your own admin role, never the last admin (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Updated{}, Handle: h.Bind(s.HandleUpdateOperator)},
		{Method: "POST", Path: "/admin/api/operators/sign-out", Summary: "Console: end every session of an operator (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: Ended{}, Handle: h.Bind(s.HandleSignOutEverywhere)},
		{Method: "POST", Path: "/admin/api/operators/unlock", Summary: "Console: end an operator's lockout after wrong sign-ins (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Operator{}, Handle: h.Bind(s.HandleUnlock)},
		{Method: "POST", Path: "/admin/api/operators/reset", Summary: "Console: propose clearing an operator's password and TOTP; a second admin's approval ends their sessions and is shown a new one-time sign-in link, valid 24 hours; never your own (admin, four eyes)", Auth: h.Operator, Permission: PermOperators,
			Data: Added{}, Handle: h.Bind(s.HandleReset)},
		{Method: "GET", Path: "/admin/api/sessions", Summary: "Console: the caller's own active sessions: started, last call, address, browser, which is this one", Auth: h.Operator, Permission: PermSelf,
			Data: []Session{}, Handle: h.NoParams(s.HandleSessions)},
		{Method: "POST", Path: "/admin/api/sessions/end", Summary: "Console: end one of the caller's own sessions (audited)", Auth: h.Operator, Permission: PermSelf,
			Data: Ended{}, Handle: h.Bind(s.HandleEndSession)},
		{Method: "POST", Path: "/admin/api/sessions/end-others", Summary: "Console: end every session of the caller's but this one (audited)", Auth: h.Operator, Permission: PermSelf,
			Data: Ended{}, Handle: h.NoParams(s.HandleEndOtherSessions)},
		{Method: "GET", Path: "/admin/api/audit", Summary: "Console: the audit log by operator, action, object and date, a page at a time (sort: at, operator, action, objectType; default -at) (admin)", Auth: h.Operator, Permission: PermAudit,
			Data: page.Page[Entry]{}, Handle: h.Bind(s.HandleAudit)},
		{Method: "GET", Path: "/admin/api/audit.csv", Summary: "Console: the same lines as a CSV file, up to 100000 (text/csv, an attachment; admin)", Auth: h.Operator, Permission: PermAudit, Raw: true,
			Handle: h.Bind(s.HandleAuditCSV)},
		{Method: "GET", Path: "/admin/api/audit/choices", Summary: "Console: the audit filters' values: every object type, action and operator in the log (admin)", Auth: h.Operator, Permission: PermAudit,
			Data: AuditChoices{}, Handle: h.NoParams(s.HandleAuditChoices)},
		{Method: "GET", Path: "/admin/api/audit/verify", Summary: "Console: walk the audit log's hash chain: verified up to which entry, and the first broken one (admin)", Auth: h.Operator, Permission: PermAudit,
			Data: Verification{}, Handle: h.NoParams(s.HandleAuditVerify)},
	}
}

// The core's parameters, by call; the screens' are beside their routes.
// A password, a legal text's body, a reply, a note and a template's texts
// are read as sent (untrimmed); the router checks their trimmed length.

// TOTPCode is the authenticator app's code.
type TOTPCode struct {
	Code string `param:"code,required,digits,max=6" desc:"the 6-digit code of the authenticator app"`
}

// EnrolToken is the one-time sign-in link's token.
type EnrolToken struct {
	Token string `param:"token,required,max=64" desc:"the link's token"`
}

// EnrolParams are enrol's.
type EnrolParams struct {
	EnrolToken
	Password string `param:"password,required,untrimmed,max=200" desc:"at least 12 characters"`
}

// ConfirmEnrolParams are enrol/confirm's.
type ConfirmEnrolParams struct {
	EnrolToken
	TOTPCode
}

// SignInParams are sign-in's.
type SignInParams struct {
	Name     string `param:"name,required,max=64" desc:"the operator's name"`
	Password string `param:"password,required,untrimmed,max=200" desc:"the password"`
	TOTPCode
}

// AddOperatorParams are POST operators'.
type AddOperatorParams struct {
	Name string `param:"name,required,max=64" desc:"the new operator's name"`
	Role string `param:"role,required,max=16" desc:"admin, reviewer, finance or support"`
}

// OperatorID names an operator.
type OperatorID struct {
	OperatorID int64 `param:"operatorId,required,max=18" desc:"the operator's id"`
}

// SessionParams name one of the caller's sessions.
type SessionParams struct {
	SessionID int64 `param:"sessionId,required,max=18" desc:"the session's id (GET sessions)"`
}

// UpdateOperatorParams are operators/update's.
type UpdateOperatorParams struct {
	OperatorID
	Role    string `param:"role,required,max=10" desc:"admin, reviewer, finance or support"`
	Enabled int64  `param:"enabled,required,max=1" desc:"1: may sign in; 0: disabled"`
}

// AuditParams are audit's.
type AuditParams struct {
	Operator   string `param:"operator,max=64" desc:"an operator's name (system:<user> for the command line's machine user)"`
	Action     string `param:"action,max=32" desc:"approve, disburse, view, ... (audit/choices lists them)"`
	ObjectType string `param:"objectType,max=32" desc:"order, operator, borrower, complaint-image, ... (audit/choices lists them)"`
	ObjectID   string `param:"objectId,max=64" desc:"the object's id or number"`
	Window
}

// AuditPageParams are audit's: the filters and the page.
type AuditPageParams struct {
	AuditParams
	page.Params
}
