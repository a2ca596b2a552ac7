package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"
)

// TestOperator_AddAndList: operators added from the command line (an
// admin among them) are in the audit log, under --by or the machine's user.
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
	if err != nil || !strings.Contains(strings.Join(strings.Fields(out), " "), "ana admin false false console:system:root") {
		t.Errorf("list: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"operator"}, {"operator", "add"}, {"operator", "add", "bo"}, {"operator", "add", "bo", "--role", "boss"},
		{"operator", "add", "ana", "--role", "support"}, {"operator", "what"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "system:root cli add-operator operator\nana cli add-operator operator"; got != want {
		t.Errorf("audit:\n%s\nwant:\n%s", got, want)
	}
}
