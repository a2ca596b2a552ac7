package complaint

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
)

// Option is one choice of a list the pages show (a problem type, a card line).
type Option struct {
	Title string `json:"title"`
	Value int64  `json:"value"`
}

// Line is one line of the order card.
type Line struct {
	Title string `json:"title"`
	Value string `json:"value"`
}

// OrderCard is an order on the complaint home; List is only on the
// selected order (orderDetail).
type OrderCard struct {
	OrderID     int64  `json:"orderId"`
	OrderNo     string `json:"orderNo"`
	ProductLogo string `json:"productLogo"`
	ProductName string `json:"productName"`
	Status      string `json:"status"`
	OrderStatus int    `json:"orderStatus"`
	// IsShow is 1 when the order may carry a collection complaint.
	IsShow int    `json:"isShow"`
	List   []Line `json:"list,omitempty"`
}

// Home is problem-init's data: the complaint home.
type Home struct {
	ProblemType    []Option    `json:"problemType"`
	ProblemSonType []Option    `json:"problemSonType"` // the sub-types of type 1
	OrderDetail    *OrderCard  `json:"orderDetail"`    // null when the borrower has no order
	OrderList      []OrderCard `json:"orderList"`      // newest first
}

// Uploaded is upload-problem-img's data.
type Uploaded struct {
	URL string `json:"url"`
}

// Saved is problem-save's data.
type Saved struct {
	ProblemID int64 `json:"problemId"`
}

// Item is one complaint in the list.
type Item struct {
	ID      int64  `json:"id"`
	Time    string `json:"time"`
	Type    string `json:"type"`
	Content string `json:"content"`
}

// Tab is one tab of the list.
type Tab struct {
	Title  string `json:"title"`
	Status int    `json:"status"`
	List   []Item `json:"list"`
}

// Tabs is problem-list's data.
type Tabs struct {
	Tabs []Tab `json:"tabs"`
}

// Detail is problem-detail's data.
type Detail struct {
	ProblemID     int64    `json:"problemId"`
	Type          string   `json:"type"`
	SonType       string   `json:"sonType"`
	Content       string   `json:"content"`
	Images        []string `json:"images"`
	Time          string   `json:"time"`
	Status        int      `json:"status"`
	StatusText    string   `json:"statusText"`
	DueDate       string   `json:"dueDate"` // the last day of the 3-weekday promise
	DisposeDetail string   `json:"disposeDetail"`
	DisposeImages []string `json:"disposeImages"`
	DisposeTime   string   `json:"disposeTime"`
	IsNeedScore   int      `json:"isNeedScore"`
	Score         int      `json:"score"`
}

// timeLayout is how the complaint pages show a moment, in the market's zone.
const timeLayout = "Jan 2, 2006 3:04 PM"

func (s *Service) moment(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(s.loc()).Format(timeLayout)
}

// HandleInit is problem-init: the types, and the borrower's orders with the
// one asked for (else the newest) described in full.
func (s *Service) HandleInit(c *httpapi.Call, p httpapi.OrderOptional) (any, error) {
	return s.Home(c.Context(), c.Session.UserID, p.OrderID)
}

// Home is the complaint home's data; orderID 0 selects the newest order.
func (s *Service) Home(ctx context.Context, userID, orderID int64) (Home, error) {
	types, err := Types(ctx, s.db)
	if err != nil {
		return Home{}, err
	}
	h := Home{ProblemType: []Option{}, ProblemSonType: []Option{}, OrderList: []OrderCard{}}
	for _, t := range types {
		h.ProblemType = append(h.ProblemType, Option{Title: t.Title, Value: t.Value})
		if t.Value == CollectionType {
			for _, sub := range t.SubTypes {
				h.ProblemSonType = append(h.ProblemSonType, Option{Title: sub.Title, Value: sub.Value})
			}
		}
	}
	var selected loan.Order
	if orderID != 0 {
		if selected, err = loan.OrderOf(ctx, s.db, userID, orderID); err != nil {
			return Home{}, err
		}
	}
	orders, err := loan.OrdersOf(ctx, s.db, userID)
	if err != nil {
		return Home{}, err
	}
	if orderID == 0 && len(orders) > 0 {
		selected = orders[0]
	}
	for _, o := range orders {
		card, err := s.card(ctx, o)
		if err != nil {
			return Home{}, err
		}
		h.OrderList = append(h.OrderList, card)
	}
	if selected.ID != 0 {
		card, err := s.card(ctx, selected)
		if err != nil {
			return Home{}, err
		}
		lc, err := s.cards.CardOf(ctx, s.db, selected)
		if err != nil {
			return Home{}, err
		}
		for _, r := range lc.Rows {
			card.List = append(card.List, Line{Title: r.Text, Value: r.Value})
		}
		h.OrderDetail = &card
	}
	return h, nil
}

func (s *Service) card(ctx context.Context, o loan.Order) (OrderCard, error) {
	lc, err := s.cards.CardOf(ctx, s.db, o)
	if err != nil {
		return OrderCard{}, err
	}
	card := OrderCard{OrderID: o.ID, OrderNo: o.No, ProductLogo: lc.Product.LogoURL, ProductName: lc.Product.Name,
		Status: lc.StatusTitle, OrderStatus: int(o.Status)}
	if IsShow(o.Status) {
		card.IsShow = 1
	}
	return card, nil
}

// HandleUpload is upload-problem-img: one evidence photo, multipart field
// problemImage.
func (s *Service) HandleUpload(c *httpapi.Call, p UploadParams) (any, error) {
	if len(p.Image) != 1 {
		return nil, fault.Field(ImageField, "Please choose one photo to upload.")
	}
	fh := p.Image[0]
	if fh.Size > MaxImageBytes {
		return nil, fault.Field(ImageField, msgTooBig)
	}
	f, err := fh.Open()
	if err != nil {
		return nil, fault.Wrap(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxImageBytes+1))
	if err != nil {
		return nil, fault.Wrap(err)
	}
	name, err := s.Upload(c.Context(), c.Session.UserID, data)
	if err != nil {
		return nil, err
	}
	return Uploaded{URL: ImageURL(name)}, nil
}

// HandleSave is problem-save: files a complaint.
func (s *Service) HandleSave(c *httpapi.Call, p SaveParams) (any, error) {
	names, err := imageNames(p.ProblemImage)
	if err != nil {
		return nil, err
	}
	id, err := s.File(c.Context(), Filing{
		UserID: c.Session.UserID, OrderNo: p.OrderNo, Type: p.ProblemType, SubType: p.ProblemSonType,
		Detail: p.ProblemDetail, Images: names,
	})
	if err != nil {
		return nil, err
	}
	return Saved{ProblemID: id}, nil
}

// imageNames reads problemImage: comma-joined image URLs as
// upload-problem-img answered them (a query the page appended is ignored),
// each once.
func imageNames(list string) ([]string, error) {
	var names []string
	seen := map[string]bool{}
	for _, u := range strings.Split(list, ",") {
		u = strings.TrimSpace(u)
		if u == "" {
			continue
		}
		u, _, _ = strings.Cut(u, "?")
		name, ok := strings.CutPrefix(u, httpapi.Prefix+ImagePath)
		if !ok || name == "" || strings.Contains(name, "/") {
			return nil, fault.Field("problemImage", "An image address is not one this app gave. Please upload the image again.")
		}
		if !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	if len(names) > MaxImages {
		return nil, fault.Field("problemImage", "At most 9 images can be attached.")
	}
	return names, nil
}

// HandleList is problem-list: the borrower's complaints in two tabs.
func (s *Service) HandleList(c *httpapi.Call) (any, error) {
	list, err := s.Of(c.Context(), c.Session.UserID)
	if err != nil {
		return nil, err
	}
	tabs := []Tab{
		{Title: StatusProcessing.Text(), Status: int(StatusProcessing), List: []Item{}},
		{Title: StatusProcessed.Text(), Status: int(StatusProcessed), List: []Item{}},
	}
	for _, cp := range list {
		i := 0
		if cp.Status == StatusProcessed {
			i = 1
		}
		tabs[i].List = append(tabs[i].List, Item{ID: cp.ID, Time: s.moment(cp.CreatedAt), Type: cp.TypeTitle, Content: cp.Detail})
	}
	return Tabs{Tabs: tabs}, nil
}

// HandleDetail is problem-detail: one complaint with its reply.
func (s *Service) HandleDetail(c *httpapi.Call, p ProblemParams) (any, error) {
	cp, err := s.Get(c.Context(), c.Session.UserID, p.ProblemID)
	if err != nil {
		return nil, err
	}
	return s.DetailOf(cp), nil
}

// DetailOf is a complaint as the details page reads it.
func (s *Service) DetailOf(cp Complaint) Detail {
	d := Detail{
		ProblemID: cp.ID, Type: cp.TypeTitle, SonType: cp.SubTypeTitle, Content: cp.Detail, Images: urls(cp.Images),
		Time: s.moment(cp.CreatedAt), Status: int(cp.Status), StatusText: cp.Status.Text(),
		DueDate:       loan.DisplayDay(DueDay(cp.DueAt, s.loc())),
		DisposeDetail: cp.Reply, DisposeImages: urls(cp.ReplyImages), DisposeTime: s.moment(cp.RepliedAt), Score: cp.Score,
	}
	if cp.NeedsScore() {
		d.IsNeedScore = 1
	}
	return d
}

func urls(names []string) []string {
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, ImageURL(n))
	}
	return out
}

// HandleScore is save-score: the borrower's rating of the reply.
func (s *Service) HandleScore(c *httpapi.Call, p ScoreParams) (any, error) {
	return nil, s.Score(c.Context(), c.Session.UserID, p.ProblemID, p.Score)
}

// HandleImage serves a complaint image to the one borrower who may see it,
// as the type it was decoded as and never sniffed again.
func (s *Service) HandleImage(c *httpapi.Call) (any, error) {
	name := c.Request.PathValue("name")
	if err := httpapi.CheckText("name", name); err != nil { // the router refuses it first; never query with it
		return nil, err
	}
	ct, data, err := s.ImageOf(c.Context(), c.Session.UserID, name)
	if err != nil {
		return nil, err
	}
	WriteImage(c.Writer, ct, data)
	return nil, nil
}

// WriteImage answers a stored image as the type it was decoded as, never
// sniffed again, in a sandbox.
func WriteImage(w http.ResponseWriter, ct string, data []byte) {
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "private")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	_, _ = w.Write(data)
}
