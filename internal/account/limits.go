package account

import (
	"context"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// SMS limits: over any of them the call answers 429 and sends nothing. A day
// is a calendar day in the market's time zone.
const (
	SMSCooldown    = 60 * time.Second
	PhoneDailySMS  = 5
	IPDailySMS     = 20
	DeviceDailySMS = 20
)

// Picture-code limits per client IP: get-sid and get-captcha each answer
// 429 past CaptchaIPLimit calls in a CaptchaIPWindow (fixed windows).
const (
	CaptchaIPLimit  = 60
	CaptchaIPWindow = 10 * time.Minute
)

// Messages of the picture-code limits (code 100429).
const (
	msgSidLimit     = "Too many picture-code sessions were started from this network. Please try again in a few minutes."
	msgCaptchaLimit = "Too many picture codes were requested from this network. Please try again in a few minutes."
)

// smsReservation is what reserveSMS counted, so a send the gateway refuses
// can be given back.
type smsReservation struct {
	phone     string
	sentAt    int64 // the cooldown stamp written
	day       string
	countedIn [][2]string // scope and key of each daily counter raised
}

// reserveSMS counts one SMS against every limit inside tx, or fails with
// CodeSMSLimit. The counts are single upserts guarded by their limit, so
// racing requests on several instances cannot slip past them; a failed
// call rolls the whole transaction back, so nothing is counted.
func (s *Signup) reserveSMS(ctx context.Context, tx *store.Tx, phone, ip, deviceID string) (smsReservation, error) {
	now := s.Accounts.clock.Now()
	r := smsReservation{phone: phone, sentAt: store.Millis(now), day: now.In(s.Market.Location()).Format("2006-01-02")}
	res, err := tx.Exec(ctx, `INSERT INTO sms_cooldowns (phone, last_sent_at) VALUES (?, ?)
		ON CONFLICT (phone) DO UPDATE SET last_sent_at = excluded.last_sent_at WHERE sms_cooldowns.last_sent_at <= ?`,
		phone, r.sentAt, store.Millis(now.Add(-SMSCooldown)))
	if err != nil {
		return r, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var last int64
		if err := tx.QueryRow(ctx, `SELECT last_sent_at FROM sms_cooldowns WHERE phone = ?`, phone).Scan(&last); err != nil {
			return r, err
		}
		wait := int((store.Time(last).Add(SMSCooldown).Sub(now) + time.Second - 1) / time.Second)
		return r, fault.Newf(fault.CodeSMSLimit, "A code was just sent. Please wait %d seconds before requesting another one.", max(wait, 1))
	}
	for _, l := range []struct {
		scope, key string
		limit      int
		msg        string
	}{
		{"phone", phone, PhoneDailySMS, "This number has reached today's limit of 5 verification codes. Please try again tomorrow."},
		{"ip", ip, IPDailySMS, "Too many verification codes were requested from this network today. Please try again tomorrow."},
		{"device", deviceID, DeviceDailySMS, "Too many verification codes were requested from this device today. Please try again tomorrow."},
	} {
		if l.key == "" {
			continue
		}
		res, err := tx.Exec(ctx, `INSERT INTO sms_counters (scope, key, day, n) VALUES (?, ?, ?, 1)
			ON CONFLICT (scope, key, day) DO UPDATE SET n = sms_counters.n + 1 WHERE sms_counters.n < ?`,
			l.scope, l.key, r.day, l.limit)
		if err != nil {
			return r, err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return r, fault.New(fault.CodeSMSLimit, l.msg)
		}
		r.countedIn = append(r.countedIn, [2]string{l.scope, l.key})
	}
	return r, nil
}

// releaseSMS gives back what reserveSMS counted: the cooldown (only if no
// later send has stamped it since) and one from each daily counter.
func releaseSMS(ctx context.Context, q store.Querier, r smsReservation) error {
	if _, err := q.Exec(ctx, `DELETE FROM sms_cooldowns WHERE phone = ? AND last_sent_at = ?`, r.phone, r.sentAt); err != nil {
		return err
	}
	for _, c := range r.countedIn {
		if _, err := q.Exec(ctx, `UPDATE sms_counters SET n = n - 1 WHERE scope = ? AND key = ? AND day = ? AND n > 0`, c[0], c[1], r.day); err != nil {
			return err
		}
	}
	return nil
}

// limitRequests counts one call of scope from key (a client IP) in the
// current fixed window and refuses it (CodeTooMany, msg) past limit
// (store.CountRequest).
func (s *Signup) limitRequests(ctx context.Context, scope, key string, limit int, window time.Duration, msg string) error {
	ok, err := s.Accounts.db.CountRequest(ctx, scope, key, limit, window, s.Accounts.clock.Now())
	if err != nil {
		return err
	}
	if !ok {
		return fault.New(fault.CodeTooMany, msg)
	}
	return nil
}

// sweepRequestCounts drops request counts of windows long gone.
func (s *Signup) sweepRequestCounts(ctx context.Context) error {
	return s.Accounts.db.SweepRequestCounts(ctx, s.Accounts.clock.Now().Add(-time.Hour))
}
