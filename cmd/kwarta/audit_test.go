package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"regexp"
	"strings"
	"testing"

	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestAudit_VerifyCommand: `kwarta audit verify` on both databases: an
// untouched log prints its count and head, and a head written down is
// found again; after a row is changed in the database (its trigger
// dropped, as an attacker with the database's password could), and after
// a middle row is deleted, it names the first broken entry and fails.
func TestAudit_VerifyCommand(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			t.Setenv("USER", "deploy")
			dsn := storetest.DSN(t, d)
			storetest.MustOpenDSN(t, dsn, store.Options{}).Close()
			do := func(args ...string) (string, error) {
				var out bytes.Buffer
				err := run(ctx, append(args, "--db", dsn), &out, io.Discard)
				return out.String(), err
			}
			for _, name := range []string{"ana", "ben", "cy", "dee"} {
				if _, err := do("operator", "add", name, "--role", "support"); err != nil {
					t.Fatal(err)
				}
			}
			out, err := do("audit", "verify")
			m := regexp.MustCompile(`^verified 4 entries, up to entry 4, head ([0-9a-f]{64})\n$`).FindStringSubmatch(out)
			if err != nil || m == nil {
				t.Fatalf("untouched: %v %q", err, out)
			}
			if out, err := do("audit", "verify", "--noted", "4:"+m[1]); err != nil || !strings.HasPrefix(out, "verified 4 entries") {
				t.Errorf("the noted head: %v %q", err, out)
			}
			if _, err := do("audit", "verify", "--noted", "4:abc"); err == nil || !strings.Contains(err.Error(), "--noted") {
				t.Errorf("a bad --noted: %v", err)
			}

			db := storetest.MustOpenDSN(t, dsn, store.Options{})
			drop := []string{`DROP TRIGGER audit_log_no_update`, `DROP TRIGGER audit_log_no_delete`}
			if d == store.Postgres {
				drop = []string{`DROP TRIGGER audit_log_append_only ON audit_log`}
			}
			for _, q := range append(drop, `UPDATE audit_log SET after_json = '{"role":"admin"}' WHERE id = 3`) {
				if _, err := db.Exec(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
			out, err = do("audit", "verify")
			if !errors.Is(err, errChainBroken) || !strings.HasPrefix(out, "broken at entry 3: entry 3 was changed") || !strings.Contains(out, "up to entry 2") {
				t.Errorf("a changed row: %v %q", err, out)
			}
			for _, q := range []string{`UPDATE audit_log SET after_json = '{"role":"support"}' WHERE id = 3`, `DELETE FROM audit_log WHERE id = 2`} {
				if _, err := db.Exec(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
			db.Close()
			out, err = do("audit", "verify")
			if !errors.Is(err, errChainBroken) || !strings.HasPrefix(out, "broken at entry 3: entries 2 to 2 are missing") {
				t.Errorf("a middle row deleted: %v %q", err, out)
			}
		})
	}
}
