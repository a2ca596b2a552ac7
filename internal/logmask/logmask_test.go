package logmask_test

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"kwarta/internal/logmask"
)

// phone is a borrower's number; no form of it may be logged whole.
type phone string

func (p phone) LogValue() slog.Value { return slog.StringValue(string(p)) }

func TestHandler(t *testing.T) {
	cases := []struct {
		name string
		log  func(l *slog.Logger)
		want string
	}{
		{"Message", func(l *slog.Logger) { l.Info("SMS to +639171234567: your code is 123456") }, `msg="SMS to 0917***4567: your code is 123456"`},
		{"StringAttr", func(l *slog.Logger) { l.Info("x", "phone", "09171234567") }, "phone=0917***4567"},
		{"Typed", func(l *slog.Logger) { l.Info("x", "typed", "0917 123 4567") }, "typed=0917***4567"},
		{"IntAttr", func(l *slog.Logger) { l.Info("x", "phone", int64(639171234567)) }, "phone=0917***4567"},
		{"Error", func(l *slog.Logger) { l.Info("x", "error", errors.New("duplicate key (phone)=(+639171234567)")) }, `error="duplicate key (phone)=(0917***4567)"`},
		{"Struct", func(l *slog.Logger) { l.Info("x", "user", struct{ Phone string }{"+919876543210"}) }, "user={0987***3210}"},
		{"Group", func(l *slog.Logger) { l.Info("x", slog.Group("user", "phone", "+8613812345678")) }, "user.phone=1381***5678"},
		{"LogValuer", func(l *slog.Logger) { l.Info("x", "phone", phone("+639171234567")) }, "phone=0917***4567"},
		{"WithAttrs", func(l *slog.Logger) { l.With("phone", "+639171234567").Info("x") }, "phone=0917***4567"},
		{"WithGroup", func(l *slog.Logger) { l.WithGroup("g").Info("x", "phone", "+639171234567") }, "g.phone=0917***4567"},
		{"Formatted", func(l *slog.Logger) { l.Info(fmt.Sprintf("to %s", "639171234567")) }, `msg="to 0917***4567"`},
		// What is not a phone number stays.
		{"NotAPhone", func(l *slog.Logger) { l.Info("x", "duration_ms", 1793581200000, "path", "/medium/files/ab12.png") }, "duration_ms=1793581200000 path=/medium/files/ab12.png"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			c.log(slog.New(logmask.New(slog.NewTextHandler(&buf, nil))))
			got := buf.String()
			if !strings.Contains(got, c.want) {
				t.Errorf("log = %q, want %q in it", got, c.want)
			}
			for _, whole := range []string{"9171234567", "9876543210", "13812345678"} {
				if strings.Contains(got, whole) {
					t.Errorf("log holds %s: %q", whole, got)
				}
			}
		})
	}
}

func TestHandler_Level(t *testing.T) {
	var buf bytes.Buffer
	l := slog.New(logmask.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelWarn})))
	l.Info("SMS to +639171234567")
	if got := buf.String(); got != "" {
		t.Errorf("an info line passed a warn handler: %q", got)
	}
}
