package repay

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"kwarta/internal/store"
)

// What other packages read from the tables repay owns — pay_codes,
// payments, payment_resolutions and provider_events — so that only this
// package names them in SQL
// (docs/ENGINEERING.md, "Tables and owners").

// OpenCode is the order's open pay code that has not expired at now (the
// one for what is due now first): its reference and its channel's number;
// both "" when there is none.
func (s *Service) OpenCode(ctx context.Context, q store.Querier, orderID int64, now time.Time) (ref, channel string, err error) {
	err = q.QueryRow(ctx, `SELECT ref_no, channel FROM pay_codes WHERE order_id = ? AND state = 'open' AND expires_at > ? AND ref_no <> ''
		ORDER BY CASE WHEN purpose = 'due' THEN 0 ELSE 1 END, id DESC LIMIT 1`, orderID, store.Millis(now)).Scan(&ref, &channel)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", nil
	}
	return ref, channel, err
}
