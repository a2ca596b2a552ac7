package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"
)

func TestOperator_AddAndList(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--db", path), &out, io.Discard)
		return out.String(), err
	}
	out, err := do("operator", "add", "ana", "--role", "admin", "--by", "root")
	if err != nil || !strings.Contains(out, "operator ana (admin) added") || !regexp.MustCompile(`(?m)^/admin/enrol\?token=[0-9a-f]{64}$`).MatchString(out) {
		t.Fatalf("add: %v %q", err, out)
	}
	out, err = do("operator", "list")
	if err != nil || !strings.Contains(strings.Join(strings.Fields(out), " "), "ana admin false false operator:root") {
		t.Errorf("list: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"operator"}, {"operator", "add"}, {"operator", "add", "bo"}, {"operator", "add", "bo", "--role", "boss"},
		{"operator", "add", "ana", "--role", "support"}, {"operator", "what"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
}
