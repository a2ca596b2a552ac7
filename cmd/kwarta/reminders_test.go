package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
)

// TestReminders_Commands: an operator previews an order's notices, reads
// and changes the texts, and reads a day's report, from the command line.
func TestReminders_Commands(t *testing.T) {
	ctx := context.Background()
	path := demoDB(t, "ana")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--db", path), &out, io.Discard)
		return out.String(), err
	}
	out, err := do("reminders", "preview", "81")
	if err != nil || !strings.Contains(out, "Notices for order KW") || !strings.Contains(strings.Join(strings.Fields(out), " "), "due_3 planned Kwarta: PHP") {
		t.Errorf("preview: %v\n%s", err, out)
	}
	out, err = do("reminders", "templates")
	if err != nil || !strings.Contains(out, "{app}: {due} is due tomorrow, {date}.") || !strings.Contains(out, "Magbayad sa {app} app") {
		t.Errorf("templates: %v\n%s", err, out)
	}
	if out, err = do("reminders", "template", "due_1", "en", "--text", "{app}: {due} is due tomorrow ({date}). {how}.", "--by", "ana"); err != nil || !strings.Contains(out, "saved") {
		t.Errorf("template: %v %q", err, out)
	}
	if out, _ = do("reminders", "templates"); !strings.Contains(out, "{app}: {due} is due tomorrow ({date}). {how}.") || !strings.Contains(out, "by operator:ana") {
		t.Errorf("the change is not listed:\n%s", out)
	}
	if got, want := strings.Join(auditLines(t, path), "\n"), "ana cli edit-notice notice-template"; got != want {
		t.Errorf("audit: %s, want %s", got, want)
	}
	if _, err = do("reminders", "template", "due_1", "en", "--text", "{app}: ₱{due} tomorrow"); err == nil || !strings.Contains(err.Error(), "GSM 7-bit") {
		t.Errorf("a text with ₱: err = %v", err)
	}
	out, err = do("report", "reminders", "--date", "2026-11-02")
	if err != nil || !strings.Contains(out, "Notices for 2026-11-02") || !strings.Contains(out, "total") {
		t.Errorf("report: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"reminders"}, {"reminders", "preview"}, {"reminders", "template", "due_1"},
		{"reminders", "template", "due_1", "en"}, {"reminders", "what"}, {"report", "reminders", "--date", "23/11/2026"},
		{"reminders", "preview", "KW000000"}} {
		if _, err := do(args...); err == nil {
			t.Errorf("%v: want an error", args)
		}
	}
}
