package console

import (
	"strconv"
	"time"

	"kwarta/internal/export"
	"kwarta/internal/httpapi"
	"kwarta/internal/page"
)

// The core's calls: enrolment, sign-in, the operators and the audit log.

// HandleEnrol is POST /admin/api/enrol.
func (s *Service) HandleEnrol(c *httpapi.Call, p EnrolParams) (any, error) {
	return s.Enrol(c.Context(), caller(c), p.Token, p.Password)
}

// caller is where a public call comes from; the user agent is kept to 200
// characters (the session list shows it).
func caller(c *httpapi.Call) Caller {
	ua := []rune(c.Request.UserAgent())
	if len(ua) > 200 {
		ua = ua[:200]
	}
	return Caller{Addr: c.ClientIP(), UserAgent: string(ua)}
}

// Done is an answer with nothing more to say.
type Done struct {
	OK bool `json:"ok"`
}

// HandleConfirmEnrol is POST /admin/api/enrol/confirm.
func (s *Service) HandleConfirmEnrol(c *httpapi.Call, p ConfirmEnrolParams) (any, error) {
	return Done{OK: true}, s.ConfirmEnrol(c.Context(), caller(c), p.Token, p.Code)
}

// HandleSignIn is POST /admin/api/sign-in.
func (s *Service) HandleSignIn(c *httpapi.Call, p SignInParams) (any, error) {
	return s.SignIn(c.Context(), c.Writer, caller(c), p.Name, p.Password, p.Code)
}

// HandleMe is GET /admin/api/me.
func (s *Service) HandleMe(c *httpapi.Call) (any, error) { return s.Who(c.Request, c.Operator), nil }

// HandleSignOut is POST /admin/api/sign-out.
func (s *Service) HandleSignOut(c *httpapi.Call) (any, error) {
	return Done{OK: true}, s.SignOut(c.Context(), c.Writer, c.Operator)
}

// HandleOperators is GET /admin/api/operators.
func (s *Service) HandleOperators(c *httpapi.Call, p page.Params) (any, error) {
	o, err := p.Parse(OperatorSorts)
	if err != nil {
		return nil, err
	}
	return s.OperatorsPage(c.Context(), o)
}

// HandleAddOperator is POST /admin/api/operators.
func (s *Service) HandleAddOperator(c *httpapi.Call, p AddOperatorParams) (any, error) {
	return s.AddBy(c.Context(), c.Operator, p.Name, Role(p.Role))
}

// HandleUpdateOperator is POST /admin/api/operators/update.
func (s *Service) HandleUpdateOperator(c *httpapi.Call, p UpdateOperatorParams) (any, error) {
	return s.UpdateOperator(c.Context(), c.Operator, p.OperatorID.OperatorID, Role(p.Role), p.Enabled == 1)
}

// Ended says how many sessions were ended.
type Ended struct {
	Sessions int64 `json:"sessions"`
}

// HandleSignOutEverywhere is POST /admin/api/operators/sign-out.
func (s *Service) HandleSignOutEverywhere(c *httpapi.Call, p OperatorID) (any, error) {
	n, err := s.SignOutEverywhere(c.Context(), c.Operator, p.OperatorID)
	return Ended{Sessions: n}, err
}

// HandleAudit is GET /admin/api/audit.
func (s *Service) HandleAudit(c *httpapi.Call, p AuditPageParams) (any, error) {
	f, err := s.auditFilter(p.AuditParams)
	if err != nil {
		return nil, err
	}
	o, err := p.Parse(AuditSorts)
	if err != nil {
		return nil, err
	}
	return s.Audit(c.Context(), f, o)
}

// auditFilter reads audit's parameters, the dates in the market's days.
func (s *Service) auditFilter(p AuditParams) (AuditFilter, error) {
	from, to, err := window(p.Window, s.market.Location())
	return AuditFilter{Operator: p.Operator, Action: p.Action, ObjectType: p.ObjectType, ObjectID: p.ObjectID, From: from, To: to}, err
}

// HandleAuditCSV is GET /admin/api/audit.csv: the filtered lines, newest
// first, through the export writer (a value that would start a formula
// is prefixed with '), times in the market's zone.
func (s *Service) HandleAuditCSV(c *httpapi.Call, p AuditParams) (any, error) {
	f, err := s.auditFilter(p)
	if err != nil {
		return nil, err
	}
	lines, err := s.export(c.Context(), f)
	if err != nil {
		return nil, err
	}
	hd := c.Writer.Header()
	export.Attachment(hd, "audit-"+s.clock.Now().In(s.market.Location()).Format("2006-01-02")+".csv")
	hd.Set("Cache-Control", "no-store")
	w := export.NewWriter(c.Writer)
	_ = w.Write("id", "at", "operator", "addr", "action", "object_type", "object_id", "before", "after", "hash")
	for _, e := range lines {
		_ = w.Write(strconv.FormatInt(e.ID, 10), e.At.In(s.market.Location()).Format(time.RFC3339), e.Operator, e.Addr,
			e.Action, e.ObjectType, e.ObjectID, e.Before, e.After, e.Hash)
	}
	return nil, w.Flush()
}

// HandleAuditChoices is GET /admin/api/audit/choices.
func (s *Service) HandleAuditChoices(c *httpapi.Call) (any, error) { return s.Choices(c.Context()) }

// HandleAuditVerify is GET /admin/api/audit/verify.
func (s *Service) HandleAuditVerify(c *httpapi.Call) (any, error) {
	return s.Verify(c.Context(), Noted{})
}

// HandleUnlock is POST /admin/api/operators/unlock.
func (s *Service) HandleUnlock(c *httpapi.Call, p OperatorID) (any, error) {
	return s.Unlock(c.Context(), c.Operator, p.OperatorID)
}

// HandleReset is POST /admin/api/operators/reset.
func (s *Service) HandleReset(c *httpapi.Call, p OperatorID) (any, error) {
	return s.Reset(c.Context(), c.Operator, p.OperatorID)
}

// HandleSessions is GET /admin/api/sessions.
func (s *Service) HandleSessions(c *httpapi.Call) (any, error) {
	return s.Sessions(c.Context(), c.Operator)
}

// HandleEndSession is POST /admin/api/sessions/end.
func (s *Service) HandleEndSession(c *httpapi.Call, p SessionParams) (any, error) {
	n, err := s.EndSession(c.Context(), c.Operator, p.SessionID)
	return Ended{Sessions: n}, err
}

// HandleEndOtherSessions is POST /admin/api/sessions/end-others.
func (s *Service) HandleEndOtherSessions(c *httpapi.Call) (any, error) {
	n, err := s.EndOtherSessions(c.Context(), c.Operator)
	return Ended{Sessions: n}, err
}
