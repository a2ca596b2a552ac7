package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"kwarta/internal/store"
)

// TestOperator_AddAndList: operators added from the command line (an
// admin among them) are in the audit log, under --by or the machine's user;
// they are added at once only while no admin can sign in to approve, or
// with --alone outside production; else the addition is a proposal.
func TestOperator_AddAndList(t *testing.T) {
	ctx := context.Background()
	t.Setenv("USER", "root")
	path := demoDB(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--db", path), &out, io.Discard)
		return out.String(), err
	}
	if _, err := do("operator", "add", "eve", "--role", "admin", "--by", "mallory"); err == nil || !strings.Contains(err.Error(), "not an enabled console operator") {
		t.Errorf("add --by mallory: %v", err)
	}
	out, err := do("operator", "add", "ana", "--role", "admin")
	if err != nil || !strings.Contains(out, "operator ana (admin) added") || !regexp.MustCompile(`(?m)^/admin/enrol\?token=[0-9a-f]{64}$`).MatchString(out) {
		t.Fatalf("add: %v %q", err, out)
	}
	if _, err := do("operator", "add", "rita", "--role", "reviewer", "--by", "ana"); err != nil {
		t.Fatal(err)
	}
	out, err = do("operator", "list")
	if err != nil || !strings.Contains(strings.Join(strings.Fields(out), " "), "ana admin false false cli:system:root") ||
		!strings.Contains(strings.Join(strings.Fields(out), " "), "rita reviewer false false cli:ana") {
		t.Errorf("list: %v\n%s", err, out)
	}
	// Once ana can sign in (enrolled), an addition is hers to propose and
	// another admin's to approve; --alone is for development only.
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(ctx, `UPDATE operators SET password_hash = 'enrolled', totp_on = 1 WHERE name = 'ana'`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if out, err := do("operator", "add", "bo", "--role", "support", "--by", "ana"); err != nil || !strings.Contains(out, "proposed (#1): Add operator bo as support") || strings.Contains(out, "token=") {
		t.Errorf("add as a proposal: %v %q", err, out)
	}
	if _, err := do(append([]string{"operator", "add", "cy", "--role", "support", "--alone"}, productionFlags...)...); err == nil || !strings.Contains(err.Error(), "--alone is refused in production") {
		t.Errorf("--alone in production: %v", err)
	}
	if out, err := do("operator", "add", "cy", "--role", "support", "--alone"); err != nil || !strings.Contains(out, "operator cy (support) added") {
		t.Errorf("--alone in development: %v %q", err, out)
	}
	for _, args := range [][]string{{"operator"}, {"operator", "add"}, {"operator", "add", "bo"}, {"operator", "add", "bo", "--role", "boss"},
		{"operator", "add", "ana", "--role", "support"}, {"operator", "what"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "system:root cli add-operator operator\nana cli add-operator operator\nana cli propose:add-operator operator\nsystem:root cli add-operator operator"; got != want {
		t.Errorf("audit:\n%s\nwant:\n%s", got, want)
	}
}
