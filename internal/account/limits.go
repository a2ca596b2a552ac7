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

// reserveSMS counts one SMS against every limit inside tx, or fails with
// CodeSMSLimit. The counts are single upserts guarded by their limit, so
// racing requests on several instances cannot slip past them; a failed
// call rolls the whole transaction back, so nothing is counted.
func (s *Signup) reserveSMS(ctx context.Context, tx *store.Tx, phone, ip, deviceID string) error {
	now := s.Accounts.Clock.Now()
	res, err := tx.Exec(ctx, `INSERT INTO sms_cooldowns (phone, last_sent_at) VALUES (?, ?)
		ON CONFLICT (phone) DO UPDATE SET last_sent_at = excluded.last_sent_at WHERE sms_cooldowns.last_sent_at <= ?`,
		phone, store.Millis(now), store.Millis(now.Add(-SMSCooldown)))
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var last int64
		if err := tx.QueryRow(ctx, `SELECT last_sent_at FROM sms_cooldowns WHERE phone = ?`, phone).Scan(&last); err != nil {
			return err
		}
		wait := int((store.Time(last).Add(SMSCooldown).Sub(now) + time.Second - 1) / time.Second)
		return fault.Newf(fault.CodeSMSLimit, "A code was just sent. Please wait %d seconds before requesting another one.", max(wait, 1))
	}
	day := now.In(s.Market.Location()).Format("2006-01-02")
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
			l.scope, l.key, day, l.limit)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fault.New(fault.CodeSMSLimit, l.msg)
		}
	}
	return nil
}
