package main

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"kwarta/internal/complaint"
	"kwarta/internal/console"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// TestComplaint_Commands: an operator lists complaints, finds the overdue
// one, reads it and replies with an image from the command line; the
// borrower then sees the reply and is asked for a score.
func TestComplaint_Commands(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			dsn := storetest.DSN(t, d)
			db := storetest.MustOpenDSN(t, dsn, store.Options{})
			env := servertest.New(t, db)
			if _, _, err := env.App.Console.Add(ctx, "ana", console.Support, "test"); err != nil {
				t.Fatal(err)
			}
			userA, err := env.App.Account.UserByPhone(ctx, db, demo.Borrowers[0].Phone)
			if err != nil {
				t.Fatal(err)
			}
			o, err := loan.OrderByID(ctx, db, 82)
			if err != nil {
				t.Fatal(err)
			}
			// A complaint filed 30 days ago (by the real clock the commands
			// read): long past its 3-weekday promise.
			var id int64
			err = db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
				id, err = complaint.File(ctx, tx, complaint.Filing{UserID: userA.ID, OrderNo: o.No, Type: 4,
					Detail: "The app logs me out every time I open the repayment page."}, time.Now().AddDate(0, 0, -30), nil)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			ref := strconv.FormatInt(id, 10)
			db.Close()

			do := func(args ...string) (string, error) {
				var out bytes.Buffer
				err := run(ctx, append(args, "--db", dsn), &out, io.Discard)
				return out.String(), err
			}
			out, err := do("complaint", "list")
			if err != nil || !strings.Contains(out, "\n"+ref+" ") || !strings.Contains(out, "\n1 ") || !strings.Contains(out, "OVERDUE") ||
				!strings.Contains(out, "App problem") || !strings.Contains(out, "processed") {
				t.Fatalf("list: %v\n%s", err, out)
			}
			out, err = do("complaint", "list", "--overdue")
			if err != nil || !strings.Contains(out, "\n"+ref+" ") || strings.Contains(out, "\n1 ") {
				t.Fatalf("list --overdue: %v\n%s", err, out)
			}
			out, err = do("complaint", "show", ref)
			if err != nil || !strings.Contains(out, "logs me out") || !strings.Contains(out, "OVERDUE") || !strings.Contains(out, "1 processing") {
				t.Fatalf("show: %v\n%s", err, out)
			}

			var pic bytes.Buffer
			if err := png.Encode(&pic, image.NewNRGBA(image.Rect(0, 0, 12, 12))); err != nil {
				t.Fatal(err)
			}
			picPath := filepath.Join(t.TempDir(), "steps.png")
			scriptPath := filepath.Join(t.TempDir(), "steps.jpg")
			if err := os.WriteFile(picPath, pic.Bytes(), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(scriptPath, []byte("#!/bin/sh\necho hi\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			// Refusals change nothing.
			for _, args := range [][]string{
				{"complaint"}, {"complaint", "frob"}, {"complaint", "show"}, {"complaint", "show", "x"},
				{"complaint", "reply", ref}, {"complaint", "reply", ref, "--text", "  "},
				{"complaint", "reply", ref, "--text", "ok", "--image", scriptPath},
				{"complaint", "reply", ref, "--text", "ok", "--image", filepath.Join(t.TempDir(), "missing.png")},
				{"complaint", "reply", "9999", "--text", "ok"}, {"complaint", "show", "9999"},
				{"complaint", "reply", "1", "--text", "answered twice"},
			} {
				if out, err := do(args...); err == nil {
					t.Errorf("%v: want an error, got %q", args, out)
				}
			}
			out, err = do("complaint", "reply", ref, "--text", "Please update the app to version 1.0.1; the logout is fixed there.", "--image", picPath, "--by", "ana")
			if err != nil || !strings.Contains(out, "complaint "+ref+" is now 2 processed") || !strings.Contains(out, "ana") || !strings.Contains(out, "1 images") {
				t.Fatalf("reply: %v %q", err, out)
			}
			out, err = do("complaint", "show", ref)
			if err != nil || !strings.Contains(out, "version 1.0.1") || !strings.Contains(out, "by ana") || !strings.Contains(out, "reply image") ||
				!strings.Contains(out, "not yet rated") || strings.Contains(out, "OVERDUE") {
				t.Fatalf("show after the reply: %v\n%s", err, out)
			}
			if out, err := do("complaint", "list", "--overdue"); err != nil || !strings.Contains(out, "(none)") {
				t.Errorf("list --overdue after the reply: %v\n%s", err, out)
			}
			if _, err := do("complaint", "reply", ref, "--text", "again"); err == nil {
				t.Error("a second reply: want an error")
			}
			if got, want := strings.Join(auditLines(t, dsn), "\n"), "ana cli reply complaint"; got != want {
				t.Errorf("audit: %s, want %s", got, want)
			}

			// The borrower sees the reply and is asked for a score.
			db = storetest.MustOpenDSN(t, dsn, store.Options{})
			env = servertest.New(t, db)
			c, err := env.App.Complaints.Get(ctx, userA.ID, id)
			if err != nil || !c.NeedsScore() || len(c.ReplyImages) != 1 || c.RepliedBy != "ana" {
				t.Errorf("after the reply: %v %+v", err, c)
			}
		})
	}
}
