package console_test

import (
	"net/http"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The vintages and roll rates read only the month-end snapshots, which
// are never changed once written: the console keeps an answer until a
// snapshot is written, and then answers anew.
func TestCollectionReports_KeptUntilASnapshot(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		admin := enrol(t, env, "ana", console.Admin)
		vintages := func() console.Vintages {
			t.Helper()
			r := admin.call(t, env, "GET", "/admin/api/collections/reports/vintage", nil)
			if r.Status != http.StatusOK {
				t.Fatalf("vintage: %d %s", r.Status, r.Body)
			}
			var v console.Vintages
			r.Decode(t, &v)
			return v
		}
		before := vintages()
		if again := vintages(); len(again.Vintages) != len(before.Vintages) {
			t.Fatalf("the same snapshots, another answer: %+v, then %+v", before, again)
		}
		// The month's end passes; its snapshot is written.
		now := env.Clock.Now()
		end := time.Date(now.Year(), now.Month()+1, 0, 0, 0, 0, 0, time.UTC)
		env.Clock.Set(now.AddDate(0, 1, 0))
		if n, err := env.App.Collect.Snapshot(t.Context(), end); err != nil || n == 0 {
			t.Fatalf("snapshot of %s: %d lines, %v", end.Format(time.DateOnly), n, err)
		}
		admin = enrol(t, env, "ana2", console.Admin) // a month on: a new session
		after := vintages()
		points := func(v console.Vintages) (n int) {
			for _, x := range v.Vintages {
				n += len(x.Points)
			}
			return n
		}
		if points(after) <= points(before) {
			t.Errorf("after a new snapshot: %d points, before %d: the kept answer was not dropped", points(after), points(before))
		}
	})
}
