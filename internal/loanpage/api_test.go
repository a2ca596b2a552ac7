package loanpage_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// The demo world (internal/demo): borrower A (demo-a) has orders 80 (110),
// 81 (180), 82 (174), 83 (170), 84 (170, a partner's), 85 (21), 86 (200,
// product 1) and 87 (151); borrower B (demo-b) has none. Products 1-6 are
// Kwarta's, 7 and 8 partners'.

func post(path, session string, form url.Values) servertest.Request {
	return servertest.Request{Method: "POST", Path: path, Session: session, Form: form}
}

func get(path, session string, query url.Values) servertest.Request {
	return servertest.Request{Method: "GET", Path: path, Session: session, Query: query}
}

func form(kv ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func TestLoanAPI_Confirm(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const path = "/v3/loan/loan-detail-confirm"
		env.Run(t, []servertest.Case{
			{Name: "NewBorrower", Req: get(path, "demo-b", form("productId", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"amount":2000000`, `"amountText":"₱20,000.00"`, `"periods":91`, `"termUnit":1`,
					`"pRateDsc":"Interest 0.05% a day"`, `"isPopType":1`, `"popTitle":"Point out"`, `"comProductName":"Kwarta Flex"`,
					`"popAgreementUrl":"/medium/v3/contract/document?position=1&productId=1&scene=3"`,
					`"description":"1st of 3 instalments"`, `"pay_time":"Dec 2, 2026"`, `"firstPayTime":"Dec 2, 2026"`, `"firstPeriodDay":30`,
					`"Annual percentage rate (APR)"`, `"Default penalty","value":"At most ₱1,000.00, once`, `5% a day of the unpaid amount for days 1 to 30 late, 4% for days 31 to 90, 2% from day 91`,
					`"Early repayment","value":"Allowed in full from Dec 18, 2026`}},
			{Name: "RepeatBorrowerGetsTheLowerPenaltyAndNoAutomaticAgreement", Req: get(path, "demo-a", form("productId", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"popAgreementUrl":""`, `"Default penalty","value":"At most ₱800.00, once`}},
			{Name: "NoRetentionPopup", Req: get(path, "demo-b", form("productId", "3")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"isPopType":0`, `"popTitle":""`}},
			{Name: "Rupee", Req: get(path, "demo-b", form("productId", "1", "coinciding", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"amountText":"₹20,000.00"`}, NotBody: []string{"₱"}},
			{Name: "AliasProductID", Req: get(path, "demo-b", form("product_id", "2")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"comProductName":"Sahod Saver"`}},
			{Name: "LoanInProgress", Req: get(path, "demo-a", form("productId", "2")), WantStatus: 409, WantCode: "100409",
				WantBody: []string{"You already have a Sahod Saver loan in progress", `"data":{"orderId":81,"productId":2}`}},
			{Name: "PartnerProduct", Req: get(path, "demo-b", form("productId", "7")), WantStatus: 409, WantCode: "100409",
				WantBody: []string{"partner"}},
			{Name: "UnknownProduct", Req: get(path, "demo-b", form("productId", "999")), WantStatus: 404, WantCode: "100404"},
			{Name: "MissingProduct", Req: get(path, "demo-b", nil), WantStatus: 400, WantCode: "100400", WantBody: []string{`"productId":"productId is required"`}},
			{Name: "NotANumber", Req: get(path, "demo-b", form("productId", "one")), WantStatus: 400, WantCode: "100400"},
			{Name: "NoSession", Req: get(path, "", form("productId", "1")), WantStatus: 401, WantCode: "100401"},
		})
	})
}

func TestLoanAPI_Agreements(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.Run(t, []servertest.Case{
			{Name: "List", Req: get("/v3/contract/contract-list", "demo-b", form("productId", "1", "scene", "3")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"data":{"data":[{"title":"Loan Agreement","position":1},{"title":"Key Fact Statement","position":2}`}},
			{Name: "OtherScene", Req: get("/v3/contract/contract-list", "demo-b", form("productId", "1", "scene", "2")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"scene"`}},
			{Name: "ListUnknownProduct", Req: get("/v3/contract/contract-list", "demo-b", form("productId", "999", "scene", "3")), WantStatus: 404, WantCode: "100404"},
			{Name: "Jump", Req: get("/v3/contract/contract-jump", "demo-b", form("productId", "1", "scene", "3", "position", "2")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"contract_url":"/medium/v3/contract/document?position=2&productId=1&scene=3"`}},
			{Name: "JumpOwnOrder", Req: get("/v3/contract/contract-jump", "demo-a", form("productId", "1", "scene", "3", "position", "1", "orderId", "86")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`orderId=86`}},
			{Name: "JumpAnotherBorrowersOrder", Req: get("/v3/contract/contract-jump", "demo-b", form("productId", "1", "scene", "3", "position", "1", "orderId", "86")), WantStatus: 404, WantCode: "100404",
				NotBody: []string{"contract_url"}},
			{Name: "JumpOrderOfAnotherProduct", Req: get("/v3/contract/contract-jump", "demo-a", form("productId", "2", "scene", "3", "position", "1", "orderId", "86")), WantStatus: 400, WantCode: "100400"},
			{Name: "JumpNoSuchPosition", Req: get("/v3/contract/contract-jump", "demo-b", form("productId", "1", "scene", "3", "position", "9")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"position"`}},
			{Name: "Document", Req: get("/v3/contract/document", "demo-b", form("productId", "1", "scene", "3", "position", "1")), WantStatus: 200,
				WantBody: []string{"<title>Loan Agreement — Kwarta Lending Corporation</title>", "Jose Reyes", "₱20,000.00", "91 calendar days",
					"12F Ayala Tower One", "https://www.kwarta.ph", "91 to 365 calendar days", "within 1 day", "1 to 3 calendar days",
					"5% a day for days 1 to 30, 4% a day for days 31 to 90, and 2% a day from day 91", "₱1,000.00 for a new client", "₱800.00 for a repeat client",
					"half of the term", "pay any amount ahead of its due date", "each instalment from 3 days before its due date", "an extension paid after its price\nchanged is credited as a payment", "7 calendar days", "within 3 calendar days", "7 business days", "within 10 days", "a Filipino citizen, over 18",
					"Order not yet assigned"}},
			{Name: "JumpKeepsTheRupeeSign", Req: get("/v3/contract/contract-jump", "demo-b", form("productId", "1", "scene", "3", "position", "1", "coinciding", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"contract_url":"/medium/v3/contract/document?coinciding=1&position=1&productId=1&scene=3"`}},
			{Name: "DocumentInRupees", Req: get("/v3/contract/document", "demo-b", form("productId", "1", "scene", "3", "position", "1", "coinciding", "1")), WantStatus: 200,
				WantBody: []string{"₹20,000.00"}, NotBody: []string{"₱"}},
			{Name: "DocumentKeyFacts", Req: get("/v3/contract/document", "demo-b", form("productId", "1", "scene", "3", "position", "2")), WantStatus: 200,
				WantBody: []string{"Key Fact Statement", "Annual percentage rate (APR)", "Total cost of the loan"}},
			{Name: "DocumentOfOwnOrder", Req: get("/v3/contract/document", "demo-a", form("productId", "1", "scene", "3", "position", "1", "orderId", "86")), WantStatus: 200,
				WantBody: []string{"Order KW2606", "Maria Santos"}},
			{Name: "DocumentOfAnotherBorrowersOrder", Req: get("/v3/contract/document", "demo-b", form("productId", "1", "scene", "3", "position", "1", "orderId", "86")), WantStatus: 404, WantCode: "100404",
				NotBody: []string{"Maria", "KW2606"}},
			{Name: "DocumentNoSession", Req: get("/v3/contract/document", "", form("productId", "1", "scene", "3", "position", "1")), WantStatus: 401, WantCode: "100401"},
		})
	})
}

func TestLoanAPI_Push(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const path = "/v3/loan/loan-detail-push"
		push := func(kv ...string) servertest.Request {
			base := form("productId", "1", "amount", "2000000", "periods", "91", "termUnit", "1")
			for i := 0; i+1 < len(kv); i += 2 {
				base.Set(kv[i], kv[i+1])
			}
			return post(path, "demo-b", base)
		}
		env.Run(t, []servertest.Case{
			{Name: "AmountBelowRange", Req: push("amount", "50000"), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"fields":{"amount":"The amount must be between ₱1,000.00 and ₱20,000.00."}`}},
			{Name: "AmountAboveRange", Req: push("amount", "2000100"), WantStatus: 400, WantCode: "100400", WantBody: []string{`"amount"`}},
			{Name: "AmountOffStep", Req: push("amount", "1000001"), WantStatus: 400, WantCode: "100400", WantBody: []string{"in steps of ₱500.00"}},
			{Name: "TermBelow91Days", Req: push("periods", "60"), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"fields":{"periods":"The loan term must be at least 91 days."}`}},
			{Name: "TermAbove365Days", Req: push("periods", "400"), WantStatus: 400, WantCode: "100400", WantBody: []string{"at most 365 days"}},
			{Name: "TermNotTheProducts", Req: push("periods", "120"), WantStatus: 400, WantCode: "100400", WantBody: []string{"Kwarta Flex is lent for 91 days."}},
			{Name: "TermInMonths", Req: push("termUnit", "2"), WantStatus: 400, WantCode: "100400", WantBody: []string{`"termUnit"`}},
			{Name: "UnknownProduct", Req: push("productId", "999"), WantStatus: 404, WantCode: "100404"},
			{Name: "PartnerProduct", Req: push("productId", "7", "amount", "800000", "periods", "120"), WantStatus: 409, WantCode: "100409"},
			{Name: "AmountNotANumber", Req: push("amount", "20000.00"), WantStatus: 400, WantCode: "100400", WantBody: []string{"must be a whole number"}},
			{Name: "AmountTooLong", Req: push("amount", strings.Repeat("9", 5000)), WantStatus: 400, WantCode: "100400", WantBody: []string{"longer than 15 characters"}},
			{Name: "MissingFields", Req: post(path, "demo-b", form("productId", "1")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"amount":"amount is required"`, `"periods":"periods is required"`, `"termUnit":"termUnit is required"`}},
			{Name: "WrongMethod", Req: get(path, "demo-b", nil), WantStatus: 405, WantCode: "100405"},
		})
		var count int
		if err := db.QueryRow(t.Context(), `SELECT COUNT(*) FROM orders`).Scan(&count); err != nil || count != 9 {
			t.Fatalf("refused pushes placed orders: %d orders (%v)", count, err)
		}

		t.Run("OK", func(t *testing.T) {
			got := env.Do(t, push())
			if got.Status != 200 || got.Code != "00" {
				t.Fatalf("push: %d %s", got.Status, got.Body)
			}
			var first struct {
				OrderID        int64  `json:"orderId"`
				OrderNo        string `json:"orderNo"`
				LendDetailsURL string `json:"lendDetailsUrl"`
			}
			got.Decode(t, &first)
			if want := "/loanDetail?productId=1&orderId=89"; first.LendDetailsURL != want || first.OrderID != 89 || first.OrderNo != "KW261102000089" {
				t.Errorf("got %+v, want order 89 and %s", first, want)
			}
			// A double tap returns the same order; a different loan on the product is refused.
			if again := env.Do(t, push()); !strings.Contains(again.Body, `"orderId":89`) {
				t.Errorf("second tap: %s", again.Body)
			}
			if other := env.Do(t, push("amount", "1500000")); other.Status != 409 {
				t.Errorf("second loan on the product: %d %s", other.Status, other.Body)
			}
			details := env.Do(t, post("/v3/loan-details/loan-details", "demo-b", form("orderId", "89")))
			for _, want := range []string{`"orderStatus":151`, `"noticeStatusText":"Under review"`, `"value":"₱20,000.00"`} {
				if !strings.Contains(details.Body, want) {
					t.Errorf("details lack %s: %s", want, details.Body)
				}
			}
		})
	})
}

func TestLoanAPI_Variant2(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.Run(t, []servertest.Case{
			{Name: "Confirm", Req: post("/gopia/goya/vista", "demo-b", form("pid", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"mnt":2000000`, `"mtx":"₱20,000.00"`, `"prd":91`, `"unt":1`, `"btx":"Apply now"`, `"pmt":"No hidden charges"`,
					`"ptl":"Point out"`, `"pln":[{"ds":"1st of 3 instalments"`, `"dtl":[{"tx":"Loan amount","vl":"₱20,000.00"}`},
				NotBody: []string{`"amount"`, `"repay_plans"`}},
			{Name: "ConfirmUnknownProduct", Req: post("/gopia/goya/vista", "demo-b", form("pid", "999")), WantStatus: 404, WantCode: "100404"},
			{Name: "Agreements", Req: get("/gopia/goya/pacta", "demo-b", form("pid", "1", "scn", "3")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"lst":[{"tl":"Loan Agreement","ps":1}`}},
			{Name: "Jump", Req: get("/gopia/goya/salta", "demo-b", form("pid", "1", "scn", "3", "pos", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"lnk":"/medium/v3/contract/document?`}},
			{Name: "JumpAnotherBorrowersOrder", Req: get("/gopia/goya/salta", "demo-b", form("pid", "1", "scn", "3", "pos", "1", "oid", "86")), WantStatus: 404, WantCode: "100404"},
			{Name: "PushTermTooShort", Req: post("/gopia/goya/firma", "demo-b", form("pid", "1", "mnt", "2000000", "prd", "30", "unt", "1")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{"at least 91 days"}},
			{Name: "Push", Req: post("/gopia/goya/firma", "demo-b", form("pid", "1", "mnt", "2000000", "prd", "91", "unt", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"lnk":"/loanDetail?productId=1&orderId=89"`}},
		})
	})
}

func TestLoanAPI_Details(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		const path = "/v3/loan-details/loan-details"
		details := func(session, order string) servertest.Request {
			return post(path, session, form("orderId", order, "productId", "1"))
		}
		env.Run(t, []servertest.Case{
			{Name: "Rejected", Req: details("demo-a", "80"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":110`, `"noticeStatusText":"Not approved"`, `"productName":"Negosyo Plus"`, `"isDelay":"0"`, `"playeduL":""`, `"cardNeedPop":0`},
				NotBody:  []string{"KindTipsMsg"}},
			{Name: "Overdue", Req: details("demo-a", "81"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":180`, `"noticeStatusText":"Overdue"`, "10 days late", `"isDelay":"1"`, `"KindTipsMsg":"Pay only through`,
					`{"text":"Penalty","value":"₱800.00"}`, `{"text":"Days overdue","value":"10"}`, `"telephone":"+63 2 8888 5927"`}},
			{Name: "Due", Req: details("demo-a", "82"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":174`, `"noticeStatusText":"Payment due soon"`, `"isDelay":"1"`, `{"text":"Next due date","value":"Nov 4, 2026"}`}},
			{Name: "Repaying", Req: details("demo-a", "83"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":170`, `"isDelay":"0"`, `"KindTipsMsg"`, `"inside":"1"`}},
			{Name: "PartnersOrderContinuesOnThePartnersPage", Req: details("demo-a", "84"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":170`, `"inside":"0"`, `"h5Url":"https://pautang-express.example/apply"`,
					`"playeduL":"https://pautang-express.example/apply?orderNo=KW261028000084"`}},
			{Name: "Approved", Req: details("demo-a", "85"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":21`, `"reyMsg":"Your loan of ₱80,000.00 is approved.`, `"cardNeedPop":1`, `"cardPopTitle":"Bind a bank card"`}},
			{Name: "Settled", Req: details("demo-a", "86"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":200`, `"isScore":"1"`, `{"text":"Total paid","value":"₱20,753.33"}`}},
			{Name: "Processing", Req: details("demo-a", "87"), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderStatus":151`, `"noticeStatusText":"Under review"`, `"recProducts":[{"pid":1,`, `"nme":"Kwarta Flex"`, `"clk":"1"`, `"tgc":"productDetail"`}},
			{Name: "AnotherBorrowersOrder", Req: details("demo-b", "81"), WantStatus: 404, WantCode: "100404",
				NotBody: []string{"Sahod", "KW", "orderStatus"}},
			{Name: "UnknownOrder", Req: details("demo-a", "99999"), WantStatus: 404, WantCode: "100404"},
			{Name: "MissingOrder", Req: post(path, "demo-a", form("productId", "1")), WantStatus: 400, WantCode: "100400", WantBody: []string{`"orderId":"orderId is required"`}},
			{Name: "OrderNotANumber", Req: details("demo-a", "86; DROP TABLE orders"), WantStatus: 400, WantCode: "100400"},
			{Name: "NoSession", Req: details("", "86"), WantStatus: 401, WantCode: "100401"},
		})
	})
}

func TestLoanAPI_WithdrawAndRate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.Run(t, []servertest.Case{
			{Name: "WithdrawAnotherBorrowersOrder", Req: post("/v3/loan-details/withdraw", "demo-b", form("orderId", "85")), WantStatus: 404, WantCode: "100404"},
			{Name: "StillApproved", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "85")), WantStatus: 200, WantBody: []string{`"orderStatus":21`}},
			{Name: "WithdrawUnderReview", Req: post("/v3/loan-details/withdraw", "demo-a", form("orderId", "87")), WantStatus: 409, WantCode: "100409"},
			// Borrower A has no payout account: the withdrawal is refused (800007) and the page keeps asking for one.
			{Name: "WithdrawWithoutPayoutAccount", Req: post("/v3/loan-details/withdraw", "demo-a", form("orderId", "85")), WantStatus: 409, WantCode: "800007",
				WantBody: []string{`"message":"Add the bank account or e-wallet that receives your loan first."`}},
			{Name: "StillApprovedAndAsking", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "85")), WantStatus: 200,
				WantBody: []string{`"orderStatus":21`, `"cardNeedPop":1`, `"cardPopTitle":"Bind a bank card"`}},
			{Name: "BindGCash", Req: post("/v3/bind-card/bind-card-new", "demo-a", form("card_type", "1", "channel", "90006", "gcash_no", "09171234567",
				"city", "Metro Manila / Quezon City", "payday", "15")), WantStatus: 200, WantCode: "00", WantBody: []string{`"masked":"•••• 4567"`, `"isDefault":true`}},
			{Name: "NoMorePrompt", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "85")), WantStatus: 200,
				WantBody: []string{`"orderStatus":21`, `"cardNeedPop":0`}},
			{Name: "Withdraw", Req: post("/v3/loan-details/withdraw", "demo-a", form("orderId", "85")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"lendDetailsUrl":"/loanDetail?productId=6&orderId=85"`}},
			{Name: "NowDisbursing", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "85")), WantStatus: 200,
				WantBody: []string{`"orderStatus":151`, `"noticeStatusText":"Disbursing"`, `"reyMsg":""`, `"cardNeedPop":0`}},
			{Name: "WithdrawTwice", Req: post("/v3/loan-details/withdraw", "demo-a", form("orderId", "85")), WantStatus: 409, WantCode: "100409"},

			{Name: "RateAnotherBorrowersOrder", Req: post("/v3/loan-details/google-score", "demo-b", form("score", "5", "stars", "5", "orderId", "86")), WantStatus: 404, WantCode: "100404"},
			{Name: "RateScoreOutOfScale", Req: post("/v3/loan-details/google-score", "demo-a", form("score", "6", "stars", "4", "orderId", "86")), WantStatus: 400, WantCode: "100400", WantBody: []string{`"score"`}},
			{Name: "RateNoStars", Req: post("/v3/loan-details/google-score", "demo-a", form("score", "5", "stars", "0", "orderId", "86")), WantStatus: 400, WantCode: "100400",
				WantBody: []string{`"stars"`}},
			{Name: "RateWithoutStars", Req: post("/v3/loan-details/google-score", "demo-a", form("score", "5", "orderId", "86")), WantStatus: 400, WantCode: "100400"},
			{Name: "StillAsksForARating", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "86")), WantStatus: 200, WantBody: []string{`"isScore":"1"`}},
			{Name: "RateThreeStars", Req: post("/v3/loan-details/google-score", "demo-a", form("score", "5", "stars", "3", "orderId", "86")), WantStatus: 200, WantCode: "00"},
			{Name: "NoMoreRatingPrompt", Req: post("/v3/loan-details/loan-details", "demo-a", form("orderId", "86")), WantStatus: 200, WantBody: []string{`"isScore":"0"`}},
		})
		var stars, score int
		if err := db.QueryRow(t.Context(), `SELECT stars, score FROM ratings`).Scan(&stars, &score); err != nil || stars != 3 || score != 5 {
			t.Fatalf("rating stored as stars %d score %d (%v)", stars, score, err)
		}
	})
}

func TestLoanAPI_FailureAndRecommendations(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		env := servertest.New(t, db)
		env.Run(t, []servertest.Case{
			{Name: "Notice", Req: post("/v3/joint-login/notice", "demo-b", form("productId", "8")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"noticeMsg":"We could not open your application with Sari-Sari Credit."`, `"errorMsg":"Sari-Sari Credit did not accept`,
					`"recProducts":[{"pid":1`, `"enb":1`, `"tgs":["Fast approval","Low interest"]`}, NotBody: []string{`"pid":8,`}},
			// Borrower A's loans in progress are said once, apart; the list holds only what A can apply for.
			{Name: "NoticeSaysLoansInProgressOnce", Req: post("/v3/joint-login/notice", "demo-a", form("productId", "8")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"inProgress":[{"orderId":81,"productId":2,"productName":"Sahod Saver"}`, `"btn":"Apply now"`},
				NotBody:  []string{`"pid":2,"lgo"`, `"enb":0`, `"btn":"Get cash"`, `"btn":"Visit partner"`}},
			{Name: "RecommendList", Req: post("/v3/loan/recommend-list", "demo-b", form()), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"products":[{"pid":1`, `"pid":9,`, `"inProgress":[]`}},
			{Name: "RecommendListLeavesOutLoansInProgress", Req: post("/v3/loan/recommend-list", "demo-a", form()), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"orderId":81,"productId":2,"productName":"Sahod Saver"`}, NotBody: []string{`"pid":2,"lgo"`}},
			{Name: "RecommendListNoSession", Req: post("/v3/loan/recommend-list", "", form()), WantStatus: 401, WantCode: "100401"},
			{Name: "NoticeUnknownProduct", Req: post("/v3/joint-login/notice", "demo-b", form("productId", "999")), WantStatus: 404, WantCode: "100404"},
			{Name: "LinkOfAPartner", Req: post("/gopia/goya/define", "demo-b", form("pid", "8", "pos", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"data":"https://sarisari-credit.example/loan?utm_source=kwarta"`}},
			{Name: "LinkOfOwnProduct", Req: post("/gopia/goya/define", "demo-b", form("pid", "1")), WantStatus: 200, WantCode: "00",
				WantBody: []string{`"data":"productDetail"`}},
			{Name: "LinkUnknownProduct", Req: post("/gopia/goya/define", "demo-b", form("pid", "999")), WantStatus: 404, WantCode: "100404"},
			{Name: "EventBorrowAgain", Req: post("/service/event/save", "demo-a", form("productId", "1", "moduleId", "30", "positionId", "0")), WantStatus: 200, WantCode: "00"},
			{Name: "EventRecommendation", Req: post("/service/event/save", "demo-a", form("productId", "8", "moduleId", "31", "positionId", "2")), WantStatus: 200, WantCode: "00"},
			{Name: "EventWithoutModule", Req: post("/service/event/save", "demo-a", form("productId", "1")), WantStatus: 400, WantCode: "100400"},
			{Name: "EventNegativePosition", Req: post("/service/event/save", "demo-a", form("moduleId", "30", "positionId", "-1")), WantStatus: 400, WantCode: "100400"},
			{Name: "EventNoSession", Req: post("/service/event/save", "", form("moduleId", "30")), WantStatus: 401, WantCode: "100401"},
		})
		rows, err := db.Query(t.Context(), `SELECT module_id, position_id, product_id, device_id FROM app_events ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var got []string
		for rows.Next() {
			var module, position, product int
			var device string
			if err := rows.Scan(&module, &position, &product, &device); err != nil {
				t.Fatal(err)
			}
			got = append(got, strings.Join([]string{itoa(module), itoa(position), itoa(product), device}, "/"))
		}
		if want := "30/0/1/123 31/2/8/123"; strings.Join(got, " ") != want {
			t.Errorf("events %v, want %s", got, want)
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }
