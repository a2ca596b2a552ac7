package console_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"kwarta/internal/config"
	"kwarta/internal/console"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

const password = "correct horse battery"

// code is the authenticator app's code at the env's clock.
func code(t *testing.T, env *servertest.Env, secret string) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, env.Clock.Now(), totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// operator is a signed-in console operator: its cookie and CSRF token.
type operator struct {
	name, secret, cookie, csrf string
}

// enrol adds an operator and goes through the first sign-in as the
// console would: set a password, scan the secret, prove a code.
func enrol(t *testing.T, env *servertest.Env, name string, role console.Role) operator {
	t.Helper()
	_, token, err := env.App.Console.Add(t.Context(), name, role, "test")
	if err != nil {
		t.Fatal(err)
	}
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {password}}})
	if r.Status != http.StatusOK {
		t.Fatalf("enrol: %d %s", r.Status, r.Body)
	}
	var e console.Enrolment
	r.Decode(t, &e)
	if !strings.HasPrefix(e.QR, "data:image/png;base64,") || !strings.HasPrefix(e.OTPAuthURL, "otpauth://totp/Kwarta:"+name) {
		t.Errorf("enrolment: %+v", e)
	}
	r = env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol/confirm", Form: url.Values{"token": {token}, "code": {code(t, env, e.Secret)}}})
	if r.Status != http.StatusOK {
		t.Fatalf("confirm: %d %s", r.Status, r.Body)
	}
	// The link is used up.
	if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {password}}}); r.Status != http.StatusNotFound {
		t.Errorf("the link again: %d", r.Status)
	}
	return signIn(t, env, operator{name: name, secret: e.Secret})
}

// signIn signs in with the next TOTP step (a code is accepted once).
func signIn(t *testing.T, env *servertest.Env, o operator) operator {
	t.Helper()
	env.Clock.Advance(30 * time.Second)
	r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", Form: url.Values{"name": {o.name}, "password": {password}, "code": {code(t, env, o.secret)}}})
	if r.Status != http.StatusOK {
		t.Fatalf("sign in %s: %d %s", o.name, r.Status, r.Body)
	}
	var me console.Me
	r.Decode(t, &me)
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == httpapi.OperatorCookie {
			o.cookie = c.Value
		}
	}
	o.csrf = me.CSRF
	return o
}

func (o operator) call(t *testing.T, env *servertest.Env, method, path string, form url.Values) servertest.Response {
	t.Helper()
	h := http.Header{"Cookie": {httpapi.OperatorCookie + "=" + o.cookie}}
	if method != "GET" {
		h.Set(httpapi.CSRFHeader, o.csrf)
	}
	rq := servertest.Request{Method: method, Path: path, Header: h}
	if method == "GET" {
		rq.Query = form
	} else {
		rq.Form = form
	}
	return env.Do(t, rq)
}

// TestConsole_RoleTable: every console route × every role, allowed or
// denied as the table says; a route missing from the table fails.
func TestConsole_RoleTable(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ops := map[console.Role]operator{}
		for _, r := range console.Roles {
			ops[r] = enrol(t, env, "op-"+string(r), r)
		}
		A, R, F, S, C, L := console.Admin, console.Reviewer, console.Finance, console.Support, console.Collector, console.Lead
		allowed := map[string][]console.Role{
			"GET /admin/api/me":                                 {A, R, F, S, C, L},
			"POST /admin/api/sign-out":                          {},
			"GET /admin/api/operators":                          {A},
			"POST /admin/api/operators":                         {A},
			"POST /admin/api/operators/sign-out":                {A},
			"POST /admin/api/operators/update":                  {A},
			"POST /admin/api/operators/unlock":                  {A},
			"POST /admin/api/operators/reset":                   {A},
			"GET /admin/api/sessions":                           {A, R, F, S, C, L},
			"POST /admin/api/sessions/end":                      {A, R, F, S, C, L},
			"POST /admin/api/sessions/end-others":               {A, R, F, S, C, L},
			"GET /admin/api/audit":                              {A},
			"GET /admin/api/audit.csv":                          {A},
			"GET /admin/api/audit/choices":                      {A},
			"GET /admin/api/audit/verify":                       {A},
			"GET /admin/api/orders":                             {A, R, F, S, C, L},
			"GET /admin/api/orders/detail":                      {A, R, F, S, C, L},
			"POST /admin/api/orders/decide":                     {A, R},
			"GET /admin/api/orders/application":                 {A, R},
			"GET /admin/api/credit/policy":                      {A, R},
			"POST /admin/api/credit/policy":                     {A},
			"POST /admin/api/credit/what-if":                    {A},
			"POST /admin/api/orders/disburse":                   {A, F},
			"POST /admin/api/orders/disburse-bulk":              {A, F},
			"POST /admin/api/orders/waive":                      {A, F},
			"POST /admin/api/orders/reschedule":                 {A, F},
			"GET /admin/api/payments/events":                    {A, F},
			"GET /admin/api/payments/review":                    {A, F},
			"POST /admin/api/payments/resolve":                  {A, F},
			"POST /admin/api/payments/reverse":                  {A, F},
			"GET /admin/api/payments/orders":                    {A, F},
			"GET /admin/api/payments/proposals":                 {A, F},
			"GET /admin/api/payments/totals":                    {A, F},
			"GET /admin/api/payments/totals.csv":                {A, F},
			"POST /admin/api/payments/settlements":              {A, F},
			"GET /admin/api/payments/settlements":               {A, F},
			"GET /admin/api/payments/settlements/queue":         {A, F},
			"POST /admin/api/payments/settlements/resolve":      {A, F},
			"GET /admin/api/complaints":                         {A, S},
			"GET /admin/api/complaints/detail":                  {A, S},
			"POST /admin/api/complaints/reply":                  {A, S},
			"POST /admin/api/complaints/notes":                  {A, S},
			"GET /admin/api/complaints/image/{name}":            {A, S},
			"GET /admin/api/dashboard":                          {A, R, F, S, C, L},
			"GET /admin/api/borrowers":                          {A, R, F, S, C, L},
			"GET /admin/api/borrowers/detail":                   {A, R, F, S, C, L},
			"POST /admin/api/borrowers/sign-out":                {A},
			"POST /admin/api/borrowers/applicant/reveal":        {A, R},
			"GET /admin/api/products":                           {A},
			"POST /admin/api/products/check":                    {A},
			"POST /admin/api/products":                          {A},
			"POST /admin/api/products/update":                   {A},
			"POST /admin/api/products/enable":                   {A},
			"POST /admin/api/products/order":                    {A},
			"GET /admin/api/content/templates":                  {A},
			"POST /admin/api/content/templates":                 {A},
			"POST /admin/api/content/templates/copy":            {A},
			"POST /admin/api/content/templates/enable":          {A},
			"POST /admin/api/content/images":                    {A},
			"GET /admin/api/content/company":                    {A},
			"POST /admin/api/content/company":                   {A},
			"GET /admin/api/content/legal":                      {A},
			"POST /admin/api/content/legal/preview":             {A},
			"POST /admin/api/content/legal":                     {A},
			"GET /admin/api/approvals":                          {A, F},
			"POST /admin/api/approvals/approve":                 {A, F},
			"POST /admin/api/approvals/decline":                 {A, F},
			"POST /admin/api/approvals/bulk":                    {A, F},
			"GET /admin/api/approvals/threshold":                {A, F},
			"POST /admin/api/approvals/threshold":               {A},
			"GET /admin/api/approvals/write-off-days":           {A, F},
			"POST /admin/api/approvals/write-off-days":          {A},
			"POST /admin/api/orders/write-off":                  {A, F},
			"POST /admin/api/orders/write-off-due":              {A, F},
			"POST /admin/api/orders/cancel":                     {A, F},
			"GET /admin/api/orders/payout-choices":              {A, F},
			"POST /admin/api/orders/payout-account":             {A, F},
			"GET /admin/api/accounting/trial-balance":           {A, F},
			"GET /admin/api/accounting/trial-balance.csv":       {A, F},
			"GET /admin/api/accounting/journal":                 {A, F},
			"GET /admin/api/accounting/journal.csv":             {A, F},
			"GET /admin/api/accounting/income":                  {A, F},
			"GET /admin/api/accounting/income.csv":              {A, F},
			"GET /admin/api/accounting/aging":                   {A, F},
			"GET /admin/api/accounting/aging.csv":               {A, F},
			"GET /admin/api/accounting/disbursements":           {A, F},
			"GET /admin/api/accounting/disbursements.csv":       {A, F},
			"GET /admin/api/accounting/collections":             {A, F},
			"GET /admin/api/accounting/collections.csv":         {A, F},
			"GET /admin/api/orders/ledger":                      {A, R, F, S, C, L},
			"GET /admin/api/collections/worklist":               {A, C, L},
			"GET /admin/api/collections/account":                {A, C, L},
			"POST /admin/api/collections/contact":               {A, C, L},
			"POST /admin/api/collections/promise":               {A, C, L},
			"POST /admin/api/collections/sms":                   {A, C, L},
			"POST /admin/api/collections/waive":                 {A, C, L},
			"POST /admin/api/collections/write-off":             {A, C, L},
			"POST /admin/api/collections/reschedule":            {A, C, L},
			"POST /admin/api/collections/assign":                {A, L},
			"GET /admin/api/collections/settings":               {A, C, L},
			"POST /admin/api/collections/settings":              {A, L},
			"GET /admin/api/collections/texts":                  {A, C, L},
			"POST /admin/api/collections/texts":                 {A, L},
			"POST /admin/api/collections/texts/publish":         {A},
			"GET /admin/api/complaints/contacts":                {A, S},
			"GET /admin/api/collections/reports/par":            {A, F, L},
			"GET /admin/api/collections/reports/par.csv":        {A, F, L},
			"GET /admin/api/collections/reports/roll-rates":     {A, F, L},
			"GET /admin/api/collections/reports/roll-rates.csv": {A, F, L},
			"GET /admin/api/collections/reports/vintage":        {A, F, L},
			"GET /admin/api/collections/reports/vintage.csv":    {A, F, L},
			"GET /admin/api/collections/reports/efficiency":     {A, F, L},
			"GET /admin/api/collections/reports/efficiency.csv": {A, F, L},
			"GET /admin/api/collections/reports/promises":       {A, F, L},
			"GET /admin/api/collections/reports/promises.csv":   {A, F, L},
			"GET /admin/api/collections/reports/collectors":     {A, F, L},
			"GET /admin/api/collections/reports/collectors.csv": {A, F, L},
		}
		forms := map[string]url.Values{
			"POST /admin/api/operators":            {"name": {"newcomer"}, "role": {"support"}},
			"POST /admin/api/operators/sign-out":   {"operatorId": {"999"}},
			"POST /admin/api/operators/update":     {"operatorId": {"999"}, "role": {"support"}, "enabled": {"1"}},
			"POST /admin/api/operators/unlock":     {"operatorId": {"999"}},
			"POST /admin/api/operators/reset":      {"operatorId": {"999"}},
			"POST /admin/api/sessions/end":         {"sessionId": {"999"}},
			"GET /admin/api/orders/detail":         {"orderNo": {"KW000"}},
			"POST /admin/api/orders/decide":        {"orderNo": {"KW000"}, "decision": {"approve"}},
			"GET /admin/api/orders/application":    {"orderNo": {"KW000"}},
			"POST /admin/api/credit/policy":        {"rules": {"[]"}, "note": {"test"}},
			"POST /admin/api/credit/what-if":       {"rules": {"[]"}, "days": {"30"}},
			"POST /admin/api/orders/disburse":      {"orderNo": {"KW000"}},
			"POST /admin/api/orders/disburse-bulk": {"orderNos": {"KW000"}},
			"POST /admin/api/orders/waive":         {"orderNo": {"KW000"}, "penalty": {"100"}, "fees": {"100"}, "reason": {"test"}},
			"POST /admin/api/orders/reschedule": {"orderNo": {"KW000"}, "instalments": {"2"}, "firstDue": {"2099-01-01"}, "everyDays": {"30"},
				"consentHow": {"in-app"}, "consentOn": {"2026-01-01"}, "consentRef": {"X"}, "reason": {"test"}},
			"POST /admin/api/payments/resolve":             {"txnId": {"none"}, "action": {"refund"}, "note": {"test"}},
			"POST /admin/api/payments/reverse":             {"paymentId": {"999999"}, "reason": {"test"}},
			"GET /admin/api/payments/orders":               {"q": {"maria"}},
			"POST /admin/api/payments/settlements/resolve": {"id": {"999"}, "note": {"test"}},
			"GET /admin/api/complaints/detail":             {"id": {"999"}},
			"POST /admin/api/complaints/reply":             {"id": {"999"}, "text": {"test"}},
			"POST /admin/api/complaints/notes":             {"id": {"999"}, "text": {"test"}},
			"GET /admin/api/borrowers":                     {"q": {"maria"}},
			"GET /admin/api/borrowers/detail":              {"userId": {"999"}},
			"POST /admin/api/borrowers/sign-out":           {"userId": {"999"}},
			"POST /admin/api/borrowers/applicant/reveal":   {"userId": {"999"}},
			"POST /admin/api/products/update":              {"id": {"999"}},
			"POST /admin/api/content/templates":            {"id": {"999"}},
			"POST /admin/api/approvals/approve":            {"id": {"999"}},
			"POST /admin/api/approvals/decline":            {"id": {"999"}, "note": {"test"}},
			"POST /admin/api/approvals/bulk":               {"ids": {"999"}, "decision": {"approve"}},
			"POST /admin/api/approvals/threshold":          {"threshold": {"100"}},
			"POST /admin/api/approvals/write-off-days":     {"days": {"90"}},
			"POST /admin/api/orders/write-off":             {"orderNo": {"KW000"}, "reason": {"test"}},
			"POST /admin/api/orders/cancel":                {"orderNo": {"KW000"}, "reason": {"test"}},
			"GET /admin/api/orders/ledger":                 {"orderId": {"999"}},
			"GET /admin/api/collections/account":           {"orderNo": {"KW000"}},
			"POST /admin/api/collections/contact":          {"orderNo": {"KW000"}, "channel": {"call"}, "outcome": {"reached"}},
			"POST /admin/api/collections/promise":          {"orderNo": {"KW000"}, "amount": {"100"}, "dueOn": {"2099-01-01"}},
			"POST /admin/api/collections/sms":              {"orderNo": {"KW000"}, "name": {"none"}, "lang": {"en"}},
			"POST /admin/api/collections/waive":            {"orderNo": {"KW000"}, "penalty": {"100"}, "reason": {"test"}},
			"POST /admin/api/collections/write-off":        {"orderNo": {"KW000"}, "reason": {"test"}},
			"POST /admin/api/collections/reschedule": {"orderNo": {"KW000"}, "instalments": {"2"}, "firstDue": {"2099-01-01"}, "everyDays": {"30"},
				"consentHow": {"in-app"}, "consentOn": {"2026-01-01"}, "consentRef": {"X"}, "reason": {"test"}},
			"POST /admin/api/collections/assign":        {"orderNos": {"KW000"}},
			"POST /admin/api/collections/settings":      {"buckets": {"[]"}, "dailyCap": {"3"}},
			"POST /admin/api/collections/texts":         {"name": {"none"}, "lang": {"en"}, "body": {"x"}},
			"POST /admin/api/collections/texts/publish": {"name": {"none"}, "lang": {"en"}},
			"GET /admin/api/complaints/contacts":        {"id": {"999"}},
		}
		seen := 0
		for _, rt := range env.App.Routes() {
			if rt.Auth != httpapi.Operator {
				continue
			}
			key := rt.Method + " " + rt.Path
			roles, ok := allowed[key]
			if !ok {
				t.Errorf("%s: not in the role table", key)
				continue
			}
			seen++
			if key == "POST /admin/api/sign-out" {
				continue // ends the session: TestConsole_Sessions
			}
			for _, role := range console.Roles {
				r := ops[role].call(t, env, rt.Method, strings.Replace(rt.Path, "{name}", "none.png", 1), forms[key])
				want := false
				for _, a := range roles {
					want = want || a == role
				}
				if denied := r.Status == http.StatusForbidden; denied == want || r.Status == http.StatusUnauthorized {
					t.Errorf("%s as %s: %d %s (allowed: %v)", key, role, r.Status, r.Body, want)
				}
			}
		}
		if seen != len(allowed) {
			t.Errorf("%d console routes, the table has %d", seen, len(allowed))
		}
	})
}

func TestConsole_CSRFAndSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		support := enrol(t, env, "sam", console.Support)
		// No CSRF header, or a wrong one: refused; GETs need none.
		for _, h := range []string{"", "0123456789abcdef0123456789abcdef", support.csrf} {
			r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/orders/decide",
				Header: http.Header{"Cookie": {httpapi.OperatorCookie + "=" + admin.cookie}, httpapi.CSRFHeader: {h}},
				Form:   url.Values{"orderNo": {"KW000"}, "decision": {"approve"}}})
			if r.Status != http.StatusForbidden || !strings.Contains(r.Message, "CSRF") {
				t.Errorf("CSRF %q: %d %s", h, r.Status, r.Body)
			}
		}
		if r := admin.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusOK || !strings.Contains(string(r.Data), admin.csrf) {
			t.Errorf("me: %d %s", r.Status, r.Body)
		}
		// Without a cookie: 401.
		if r := env.Do(t, servertest.Request{Method: "GET", Path: "/admin/api/me"}); r.Status != http.StatusUnauthorized {
			t.Errorf("no cookie: %d", r.Status)
		}
		// An admin signs the support operator out everywhere.
		var sam console.Operator
		list := admin.call(t, env, "GET", "/admin/api/operators", nil)
		var ops []console.Operator
		list.Rows(t, &ops)
		for _, o := range ops {
			if o.Name == "sam" {
				sam = o
			}
		}
		if !sam.Enrolled {
			t.Fatalf("operators: %s", list.Body)
		}
		if r := admin.call(t, env, "POST", "/admin/api/operators/sign-out", url.Values{"operatorId": {itoa(sam.ID)}}); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"sessions":1`) {
			t.Errorf("sign out everywhere: %d %s", r.Status, r.Body)
		}
		if r := support.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
			t.Errorf("after being signed out: %d", r.Status)
		}
		// Sign out: the cookie is cleared and the session ends.
		r := admin.call(t, env, "POST", "/admin/api/sign-out", nil)
		if r.Status != http.StatusOK || !strings.Contains(r.Header.Get("Set-Cookie"), "Max-Age=0") {
			t.Errorf("sign out: %d %v", r.Status, r.Header)
		}
		if r := admin.call(t, env, "GET", "/admin/api/me", nil); r.Status != http.StatusUnauthorized {
			t.Errorf("after signing out: %d", r.Status)
		}
	})
}

func TestConsole_CookieFlags(t *testing.T) {
	for _, c := range []struct {
		env    string
		secure bool
	}{{"development", false}, {"production", true}} {
		env := servertest.New(t, storetest.MustOpen(t, store.SQLite), func(cfg *config.Config) { cfg.Env = c.env })
		o := enrol(t, env, "ana", console.Admin)
		env.Clock.Advance(30 * time.Second)
		r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", Form: url.Values{"name": {"ana"}, "password": {password}, "code": {code(t, env, o.secret)}}})
		cookies := (&http.Response{Header: r.Header}).Cookies()
		if len(cookies) != 1 || !cookies[0].HttpOnly || cookies[0].SameSite != http.SameSiteStrictMode || cookies[0].Secure != c.secure {
			t.Errorf("%s: cookie %+v", c.env, cookies)
		}
	}
}

func TestConsole_LockoutAndTOTP(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		o := enrol(t, env, "rita", console.Reviewer)
		try := func(pw, c string) servertest.Response {
			return env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", Form: url.Values{"name": {"rita"}, "password": {pw}, "code": {c}}})
		}
		// A code is accepted once; one from two steps back is not accepted.
		env.Clock.Advance(30 * time.Second)
		good := code(t, env, o.secret)
		if r := try(password, good); r.Status != http.StatusOK {
			t.Fatalf("sign in: %d %s", r.Status, r.Body)
		}
		if r := try(password, good); r.Status != http.StatusUnauthorized {
			t.Errorf("the same code again: %d", r.Status)
		}
		old := code(t, env, o.secret)
		env.Clock.Advance(90 * time.Second)
		if r := try(password, old); r.Status != http.StatusUnauthorized {
			t.Errorf("a code 3 steps old: %d", r.Status)
		}
		// One step of clock skew is accepted.
		env.Clock.Advance(60 * time.Second)
		env.Clock.Advance(-30 * time.Second)
		prev := code(t, env, o.secret)
		env.Clock.Advance(30 * time.Second)
		if r := try(password, prev); r.Status != http.StatusOK {
			t.Errorf("the previous step's code: %d %s", r.Status, r.Body)
		}
		// 5 wrong tries lock the account, even for the right password and code.
		for i := range console.MaxTries {
			if r := try("wrong password!", code(t, env, o.secret)); r.Status != http.StatusUnauthorized || r.Message != "The name, password or code is wrong." {
				t.Fatalf("wrong try %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		env.Clock.Advance(30 * time.Second)
		if r := try(password, code(t, env, o.secret)); r.Status != http.StatusTooManyRequests || r.Code != string(fault.CodeTooMany) {
			t.Errorf("locked: %d %s", r.Status, r.Body)
		}
		env.Clock.Advance(console.LockFor)
		if r := try(password, code(t, env, o.secret)); r.Status != http.StatusOK {
			t.Errorf("after the lockout: %d %s", r.Status, r.Body)
		}
		// An unknown name reads like a wrong password.
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/sign-in", Form: url.Values{"name": {"nobody"}, "password": {password}, "code": {"123456"}}}); r.Status != http.StatusUnauthorized || r.Message != "The name, password or code is wrong." {
			t.Errorf("unknown name: %d %s", r.Status, r.Body)
		}
		// A short password is refused at enrolment.
		_, token, err := env.App.Console.Add(t.Context(), "short", console.Support, "test")
		if err != nil {
			t.Fatal(err)
		}
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {token}, "password": {"2short"}}}); r.Status != http.StatusBadRequest || r.Fields["password"] == "" {
			t.Errorf("short password: %d %s", r.Status, r.Body)
		}
	})
}

// TestConsole_DecideDisburseAudit: a reviewer approves borrower B's
// application, B withdraws, finance proposes the disbursement and a second
// finance operator approves it, and the audit log says who did what,
// before and after; the log refuses changes.
func TestConsole_DecideDisburseAudit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		ctx := t.Context()
		admin := enrol(t, env, "ana", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		o, err := env.App.Loans.Push(ctx, 2, 1, 500000, 91, loan.TermUnitDays, "")
		if err != nil {
			t.Fatal(err)
		}
		if r := rev.call(t, env, "GET", "/admin/api/orders", url.Values{"status": {"151"}}); !strings.Contains(string(r.Data), o.No) {
			t.Errorf("the queue of applications: %s", r.Body)
		}
		if r := rev.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {o.No}, "decision": {"reject"}}); r.Status != http.StatusBadRequest || r.Fields["reason"] == "" {
			t.Errorf("reject without a reason: %d %s", r.Status, r.Body)
		}
		if r := rev.call(t, env, "POST", "/admin/api/orders/decide", url.Values{"orderNo": {o.No}, "decision": {"approve"}, "reason": {"income verified"}}); r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"status":21`) {
			t.Fatalf("approve: %d %s", r.Status, r.Body)
		}
		if _, err := env.App.Loans.Withdraw(ctx, db, 2, o.ID); err != nil {
			t.Fatal(err)
		}
		if r := fin.call(t, env, "GET", "/admin/api/orders", url.Values{"q": {o.No}}); !strings.Contains(string(r.Data), `"queue":"payout","payout":""`) {
			t.Errorf("the disbursement queue: %s", r.Body)
		}
		p := proposalIn(t, fin.call(t, env, "POST", "/admin/api/orders/disburse", url.Values{"orderNo": {o.No}}))
		approved(t, env, fio, p.ID)
		r := fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {o.No}})
		if r.Status != http.StatusOK || !strings.Contains(string(r.Data), `"status":170`) || !strings.Contains(string(r.Data), `"payout":"succeeded"`) {
			t.Fatalf("disbursed: %d %s", r.Status, r.Body)
		}
		if r := fin.call(t, env, "GET", "/admin/api/orders", url.Values{"q": {"0918 123 4567"}}); !strings.Contains(string(r.Data), `"payout":"succeeded"`) || !strings.Contains(string(r.Data), "0918***4567") {
			t.Errorf("by phone, after: %s", r.Body)
		}
		r = admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"order"}, "objectId": {o.No}})
		var log []console.Entry
		r.Rows(t, &log)
		if len(log) != 4 || log[0].Operator != "fio" || log[0].Action != "disburse" || log[1].Action != "approve:disburse" ||
			log[2].Operator != "fe" || log[2].Action != "propose:disburse" || log[3].Operator != "rita" || log[3].Action != "approve" ||
			log[3].Before != `{"status":151}` || !strings.Contains(log[3].After, `"status":21`) || !strings.Contains(log[3].After, "income verified") {
			t.Errorf("audit: %s", r.Body)
		}
		if r := admin.call(t, env, "GET", "/admin/api/audit", url.Values{"operator": {"rita"}, "from": {"2026-11-02"}, "to": {"2026-11-02"}}); !strings.Contains(string(r.Data), "approve") {
			t.Errorf("by operator and day: %s", r.Body)
		}
		if r := admin.call(t, env, "GET", "/admin/api/audit", url.Values{"from": {"02/11/2026"}}); r.Status != http.StatusBadRequest {
			t.Errorf("a bad date: %d", r.Status)
		}
		// Append-only: the database itself refuses.
		if _, err := db.Exec(ctx, `UPDATE audit_log SET operator = 'someone else'`); err == nil {
			t.Error("an audit line was changed")
		}
		if _, err := db.Exec(ctx, `DELETE FROM audit_log`); err == nil {
			t.Error("the audit log was deleted")
		}
		if n := storetest.Count(t, db, `SELECT COUNT(*) FROM audit_log WHERE object_type = 'order'`); n != 4 {
			// The approval, and the disbursement's proposal, approval and payout.
			t.Errorf("%d audit lines on orders, want 4", n)
		}
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestConsole_AddOperator: an admin proposes an operator in the console
// and a second admin approves it; the approval's one-time link enrols
// them, the audit log records who added whom, and bad names, roles and
// other roles are refused.
func TestConsole_AddOperator(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		rev := enrol(t, env, "rita", console.Reviewer)
		ben := enrol(t, env, "ben", console.Admin)
		r := admin.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {"fe"}, "role": {"finance"}})
		var added console.Added
		r.Decode(t, &added)
		if r.Status != http.StatusOK || added.Proposal == nil || added.Proposal.State != console.ProposalPending || added.Link != "" {
			t.Fatalf("add: %d %s", r.Status, r.Body)
		}
		v := approved(t, env, ben, added.Proposal.ID)
		var ops []console.Operator
		admin.call(t, env, "GET", "/admin/api/operators", nil).Rows(t, &ops)
		if len(ops) != 4 || ops[3].Name != "fe" || ops[3].Role != console.Finance || ops[3].Enrolled || ops[3].CreatedBy != "console:ana" ||
			!regexp.MustCompile(`^/admin/enrol\?token=[0-9a-f]{64}$`).MatchString(v.Link) {
			t.Fatalf("added: %+v %+v", ops, v)
		}
		// The link is the enrolment's token.
		link, err := url.Parse(v.Link)
		if err != nil {
			t.Fatal(err)
		}
		if r := env.Do(t, servertest.Request{Method: "POST", Path: "/admin/api/enrol", Form: url.Values{"token": {link.Query().Get("token")}, "password": {password}}}); r.Status != http.StatusOK {
			t.Errorf("enrol with the link: %d %s", r.Status, r.Body)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"operator"}, "objectId": {"fe"}}).Rows(t, &log)
		// Newest first: fe's enrolment, ben approving and adding fe, ana proposing it.
		if len(log) != 4 || log[0].Operator != "fe" || log[0].Action != "enrol-password" || log[1].Operator != "ben" || log[1].Action != "approve:add-operator" ||
			log[2].Operator != "ben" || log[2].Action != "add-operator" || log[2].After != `{"proposedBy":"ana","role":"finance"}` || log[3].Operator != "ana" {
			t.Errorf("audit: %+v", log)
		}
		for _, c := range []struct {
			form  url.Values
			field string
		}{
			{url.Values{"name": {"fe"}, "role": {"support"}}, "name"}, // taken
			{url.Values{"name": {"  "}, "role": {"support"}}, "name"}, // blank
			{url.Values{"name": {"bo"}, "role": {"boss"}}, "role"},    // no such role
			{url.Values{"name": {"bo"}, "role": {"ADMIN"}}, "role"},   // roles are lower case
		} {
			if r := admin.call(t, env, "POST", "/admin/api/operators", c.form); r.Status != http.StatusBadRequest || r.Fields[c.field] == "" {
				t.Errorf("%v: %d %s", c.form, r.Status, r.Body)
			}
		}
		if r := rev.call(t, env, "POST", "/admin/api/operators", url.Values{"name": {"bo"}, "role": {"admin"}}); r.Status != http.StatusForbidden {
			t.Errorf("a reviewer adds an admin: %d %s", r.Status, r.Body)
		}
		admin.call(t, env, "GET", "/admin/api/operators", nil).Rows(t, &ops)
		if len(ops) != 4 || storetest.Count(t, db, `SELECT COUNT(*) FROM proposals`) != 1 {
			t.Errorf("operators after the refusals: %+v", ops)
		}
	})
}

// TestConsole_OrderDetail: an order's figures, its whole history (who
// moved it, from and to) and its payments ledger; an unknown order is 404.
func TestConsole_OrderDetail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		sup := enrol(t, env, "sam", console.Support)
		var no86 string
		if err := db.QueryRow(t.Context(), `SELECT order_no FROM orders WHERE id = 86`).Scan(&no86); err != nil {
			t.Fatal(err)
		}
		r := sup.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {strings.ToLower(no86)}})
		var d console.OrderDetail
		r.Decode(t, &d)
		if r.Status != http.StatusOK || d.No != no86 || d.Status != 200 || d.Owed != 0 || d.Paid < d.Principal || d.Instalments < 1 || d.TermDays < 91 {
			t.Fatalf("order 86: %d %s", r.Status, r.Body)
		}
		var path []string
		for _, c := range d.History {
			path = append(path, fmt.Sprintf("%s %d>%d", c.Event, c.From, c.To))
		}
		if len(path) < 4 || path[0] != "place 0>151" || path[1] != "approve 151>21" || path[2] != "withdraw 21>151" || path[3] != "disburse 151>170" ||
			d.History[len(d.History)-1].To != 200 {
			t.Errorf("history: %v", path)
		}
		// A payment on order 81 through the sandbox: the ledger shows it.
		var no81 string
		if err := db.QueryRow(t.Context(), `SELECT order_no FROM orders WHERE id = 81`).Scan(&no81); err != nil {
			t.Fatal(err)
		}
		var before console.OrderDetail
		sup.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {no81}}).Decode(t, &before)
		paid := payOrder81(t, env)
		r = sup.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {no81}})
		d = console.OrderDetail{}
		r.Decode(t, &d)
		if len(before.Payments) != 0 || len(d.Payments) != 1 || d.Payments[0].Amount != paid || d.Payments[0].OrderNo != no81 ||
			len(d.Payments[0].Applied) == 0 || d.Penalty == 0 || d.Paid != before.Paid+paid || d.Owed != before.Owed-paid {
			t.Errorf("order 81 after a payment: %s", r.Body)
		}
		if r := sup.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {"KW000"}}); r.Status != http.StatusNotFound {
			t.Errorf("no such order: %d %s", r.Status, r.Body)
		}
		if r := sup.call(t, env, "GET", "/admin/api/orders/detail", nil); r.Status != http.StatusBadRequest || r.Fields["orderNo"] == "" {
			t.Errorf("no order number: %d %s", r.Status, r.Body)
		}
		if r := env.Do(t, servertest.Request{Method: "GET", Path: "/admin/api/orders/detail", Query: url.Values{"orderNo": {no81}}}); r.Status != http.StatusUnauthorized {
			t.Errorf("signed out: %d", r.Status)
		}
	})
}
