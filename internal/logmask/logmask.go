// Package logmask keeps phone numbers out of the logs: its slog.Handler
// masks every mobile number of a market (market.MaskPhones: 0917***4567)
// in a record's message and attributes before the handler it wraps writes
// them. Call sites mask what they log themselves (market.LogPhone); this
// is the net under them.
package logmask

import (
	"context"
	"fmt"
	"log/slog"

	"kwarta/internal/market"
)

// New wraps next so that nothing it writes holds a whole phone number.
func New(next slog.Handler) slog.Handler { return &handler{next: next} }

type handler struct{ next slog.Handler }

func (h *handler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h *handler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, market.MaskPhones(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(mask(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h *handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	masked := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		masked[i] = mask(a)
	}
	return &handler{next: h.next.WithAttrs(masked)}
}

func (h *handler) WithGroup(name string) slog.Handler {
	return &handler{next: h.next.WithGroup(name)}
}

// mask masks the phone numbers in one attribute: strings, groups, numbers
// and any other value as it prints (errors, structs); a value without one
// is kept as it is.
func mask(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, market.MaskPhones(v.String()))
	case slog.KindGroup:
		group := v.Group()
		masked := make([]slog.Attr, len(group))
		for i, g := range group {
			masked[i] = mask(g)
		}
		return slog.Attr{Key: a.Key, Value: slog.GroupValue(masked...)}
	case slog.KindInt64, slog.KindUint64:
		if s := v.String(); len(s) >= 10 {
			if m := market.MaskPhones(s); m != s {
				return slog.String(a.Key, m)
			}
		}
	case slog.KindAny:
		s := fmt.Sprint(v.Any())
		if m := market.MaskPhones(s); m != s {
			return slog.String(a.Key, m)
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}
