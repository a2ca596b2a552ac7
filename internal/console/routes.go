package console

import (
	h "kwarta/internal/httpapi"
)

// Routes are the console core's calls: enrolment, sign-in with password
// and TOTP, the operators and the audit log. The screens list their own
// (Screens.Routes).
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/admin/api/enrol", Summary: "Console: the first sign-in from a one-time link: set the password, get the TOTP secret and its QR code", Auth: h.Public,
			Data: Enrolment{}, Handle: h.Bind(s.HandleEnrol)},
		{Method: "POST", Path: "/admin/api/enrol/confirm", Summary: "Console: prove the authenticator app's first code; the link is then used up", Auth: h.Public,
			Data: Done{}, Handle: h.Bind(s.HandleConfirmEnrol)},
		{Method: "POST", Path: "/admin/api/sign-in", Summary: "Console: sign in with name, password and TOTP code; sets the HttpOnly session cookie (5 wrong tries: locked 15 minutes, 100429)", Auth: h.Public,
			Data: Me{}, Handle: h.Bind(s.HandleSignIn)},
		{Method: "GET", Path: "/admin/api/me", Summary: "Console: the signed-in operator, the role's permissions and the CSRF token for changes", Auth: h.Operator, Permission: PermSelf,
			Data: Me{}, Handle: h.NoParams(s.HandleMe)},
		{Method: "POST", Path: "/admin/api/sign-out", Summary: "Console: end this session", Auth: h.Operator, Permission: PermSelf,
			Data: Done{}, Handle: h.NoParams(s.HandleSignOut)},
		{Method: "GET", Path: "/admin/api/operators", Summary: "Console: every operator, enrolled or not, locked or not (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: []Operator{}, Handle: h.NoParams(s.HandleOperators)},
		{Method: "POST", Path: "/admin/api/operators", Summary: "Console: propose a new operator; a second admin approves it and is shown the one-time sign-in link, /admin/enrol?token=… valid 24 hours (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Added{}, Handle: h.Bind(s.HandleAddOperator)},
		{Method: "POST", Path: "/admin/api/operators/update", Summary: "Console: disable an operator at once (ending every session), or propose another role or enabling the account, which a second admin approves; never your own admin role, never the last admin (admin, audited)", Auth: h.Operator, Permission: PermOperators,
			Data: Updated{}, Handle: h.Bind(s.HandleUpdateOperator)},
		{Method: "POST", Path: "/admin/api/operators/sign-out", Summary: "Console: end every session of an operator (admin)", Auth: h.Operator, Permission: PermOperators,
			Data: Ended{}, Handle: h.Bind(s.HandleSignOutEverywhere)},
		{Method: "GET", Path: "/admin/api/audit", Summary: "Console: the audit log, newest first, by operator, object and date (admin)", Auth: h.Operator, Permission: PermAudit,
			Data: []Entry{}, Handle: h.Bind(s.HandleAudit)},
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

// UpdateOperatorParams are operators/update's.
type UpdateOperatorParams struct {
	OperatorID
	Role    string `param:"role,required,max=10" desc:"admin, reviewer, finance or support"`
	Enabled int64  `param:"enabled,required,max=1" desc:"1: may sign in; 0: disabled"`
}

// AuditParams are audit's.
type AuditParams struct {
	Operator   string `param:"operator,max=64" desc:"an operator's name"`
	ObjectType string `param:"objectType,max=32" desc:"order, operator, ..."`
	ObjectID   string `param:"objectId,max=64" desc:"the object's id or number"`
	Window
}
