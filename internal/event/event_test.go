package event_test

import (
	"context"
	"net/url"
	"testing"

	"kwarta/internal/demo"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

func TestSave_Product(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		save := func(product string) servertest.Request {
			form := url.Values{"moduleId": {"31"}, "positionId": {"0"}}
			if product != "" {
				form.Set("productId", product)
			}
			return servertest.Request{Method: "POST", Path: "/service/event/save", Session: demo.SessionA, Form: form}
		}
		unknown := []string{`"fields":{"productId":"There is no loan product with this productId."}`}
		env.Run(t, []servertest.Case{
			{Name: "OKKnownProduct", Req: save("1"), WantStatus: 200, WantCode: "00"},
			{Name: "OKNoProduct", Req: save(""), WantStatus: 200, WantCode: "00"},
			{Name: "OKZeroIsNoProduct", Req: save("0"), WantStatus: 200, WantCode: "00"},
			{Name: "ErrUnknownProduct", Req: save("999999"), WantStatus: 400, WantCode: "100400", WantBody: unknown},
			{Name: "ErrNegativeProduct", Req: save("-1"), WantStatus: 400, WantCode: "100400", WantBody: unknown},
			{Name: "ErrLongestProduct", Req: save("999999999999999999"), WantStatus: 400, WantCode: "100400", WantBody: unknown},
		})
		var n int
		if err := db.QueryRow(context.Background(), `SELECT COUNT(*) FROM app_events WHERE module_id = 31`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if got, want := n, 3; got != want {
			t.Errorf("events stored = %d, want %d (none for an unknown product)", got, want)
		}
	})
}
