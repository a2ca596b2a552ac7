package console

import (
	"context"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/complaint"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// ComplaintImagePath is the operators' route to a complaint image, below
// /medium (the borrower's own route refuses anyone but the borrower).
const ComplaintImagePath = "/admin/api/complaints/image/"

func complaintImageURLs(names []string) []string {
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, httpapi.Prefix+ComplaintImagePath+n)
	}
	return out
}

// ComplaintRow is one complaint in the inbox.
type ComplaintRow struct {
	ID      int64     `json:"id"`
	Status  int       `json:"status"` // 1 processing, 2 processed
	Type    string    `json:"type"`
	SubType string    `json:"subType"`
	OrderNo string    `json:"orderNo"`
	Detail  string    `json:"detail"`
	Filed   time.Time `json:"filed"`
	// Due is the end of the 3-weekday promise; Overdue: still open at or
	// past it (at the server's clock, Inbox.Now).
	Due     time.Time `json:"due"`
	Overdue bool      `json:"overdue"`
	Replied time.Time `json:"replied"`
}

// Inbox is the complaints list with the server's time, from which the
// console counts down to each promise.
type Inbox struct {
	Now        time.Time      `json:"now"`
	Complaints []ComplaintRow `json:"complaints"`
}

func complaintRow(c complaint.Complaint, now time.Time) ComplaintRow {
	return ComplaintRow{ID: c.ID, Status: int(c.Status), Type: c.TypeTitle, SubType: c.SubTypeTitle, OrderNo: c.OrderNo,
		Detail: c.Detail, Filed: c.CreatedAt, Due: c.DueAt, Overdue: c.Overdue(now), Replied: c.RepliedAt}
}

// Complaints lists complaints (status 0: all; 1 open; 2 answered): the
// overdue first, then the open by their promise, then the answered,
// newest first.
func (s *Service) Complaints(ctx context.Context, status int64) (Inbox, error) {
	if status < 0 || status > int64(complaint.StatusProcessed) {
		return Inbox{}, fault.Field("status", "The status is 1 (processing) or 2 (processed).")
	}
	all, err := s.Complaint.All(ctx, false)
	if err != nil {
		return Inbox{}, err
	}
	now := s.Clock.Now()
	in := Inbox{Now: now, Complaints: []ComplaintRow{}}
	for _, c := range all {
		if status == 0 || int64(c.Status) == status {
			in.Complaints = append(in.Complaints, complaintRow(c, now))
		}
	}
	rank := func(r ComplaintRow) int {
		switch {
		case r.Overdue:
			return 0
		case r.Status == int(complaint.StatusProcessing):
			return 1
		}
		return 2
	}
	sort.SliceStable(in.Complaints, func(i, j int) bool {
		a, b := in.Complaints[i], in.Complaints[j]
		if rank(a) != rank(b) {
			return rank(a) < rank(b)
		}
		if rank(a) < 2 {
			return a.Due.Before(b.Due)
		}
		return a.ID > b.ID
	})
	return in, nil
}

// ComplaintView is one complaint as its console page shows it.
type ComplaintView struct {
	ComplaintRow
	Now         time.Time        `json:"now"`
	Phone       string           `json:"phone"` // masked
	Images      []string         `json:"images"`
	Reply       string           `json:"reply"`
	RepliedBy   string           `json:"repliedBy"`
	ReplyImages []string         `json:"replyImages"`
	Score       int              `json:"score"` // 0: not rated
	Order       *OrderRow        `json:"order"` // nil: filed without an order
	Notes       []complaint.Note `json:"notes"` // internal, never shown to the borrower
}

// ComplaintView reads one complaint with its order and internal notes.
func (s *Service) ComplaintView(ctx context.Context, id int64) (ComplaintView, error) {
	c, err := s.Complaint.Lookup(ctx, id)
	if err != nil {
		return ComplaintView{}, err
	}
	now := s.Clock.Now()
	v := ComplaintView{ComplaintRow: complaintRow(c, now), Now: now, Images: complaintImageURLs(c.Images), Reply: c.Reply,
		RepliedBy: c.RepliedBy, ReplyImages: complaintImageURLs(c.ReplyImages), Score: c.Score}
	phone, err := s.Accounts.PhoneOf(ctx, s.DB, c.UserID)
	if err != nil {
		return ComplaintView{}, err
	}
	v.Phone = market.LogPhone(phone)
	if c.OrderID != 0 {
		rows, err := s.orderRows(ctx, report.OrderFilter{OrderID: c.OrderID})
		if err != nil {
			return ComplaintView{}, err
		}
		if len(rows) == 1 {
			v.Order = &rows[0]
		}
	}
	if v.Notes, err = s.Complaint.Notes(ctx, id); err != nil {
		return ComplaintView{}, err
	}
	return v, nil
}

// ReplyComplaint answers a complaint as the operator with the complaint
// service's reply (images checked and re-encoded like a borrower's), the
// audit line in the same transaction.
func (s *Service) ReplyComplaint(ctx context.Context, op httpapi.OperatorSession, id int64, text string, files [][]byte) (ComplaintView, error) {
	_, err := s.Complaint.ReplyAnd(ctx, id, text, op.Name, files, func(ctx context.Context, tx *store.Tx) error {
		return s.Record(ctx, tx, op, "reply", "complaint", strconv.FormatInt(id, 10), map[string]any{"status": int(complaint.StatusProcessing)},
			map[string]any{"status": int(complaint.StatusProcessed), "reply": strings.TrimSpace(text), "images": len(files)})
	})
	if err != nil {
		return ComplaintView{}, err
	}
	return s.ComplaintView(ctx, id)
}

// NoteComplaint adds an internal note, audited.
func (s *Service) NoteComplaint(ctx context.Context, op httpapi.OperatorSession, id int64, text string) (complaint.Note, error) {
	return s.Complaint.AddNote(ctx, id, text, op.Name, func(ctx context.Context, tx *store.Tx, n complaint.Note) error {
		return s.Record(ctx, tx, op, "note", "complaint", strconv.FormatInt(id, 10), nil, map[string]any{"note": n.ID})
	})
}

// Complaints is GET /admin/api/complaints.
func (h Handlers) Complaints(c *httpapi.Call, p ComplaintsParams) (any, error) {
	return h.S.Complaints(c.Context(), p.Status)
}

// Complaint is GET /admin/api/complaints/detail.
func (h Handlers) Complaint(c *httpapi.Call, p ComplaintID) (any, error) {
	return h.S.ComplaintView(c.Context(), p.ID)
}

// ReplyComplaint is POST /admin/api/complaints/reply: multipart, the text
// and up to complaint.MaxImages images in the field problemImage.
func (h Handlers) ReplyComplaint(c *httpapi.Call, p ReplyParams) (any, error) {
	var files [][]byte
	if list := p.Images; list != nil {
		if len(list) > complaint.MaxImages {
			return nil, fault.Field(complaint.ImageField, "At most 9 images can be attached.")
		}
		for _, fh := range list {
			if fh.Size > complaint.MaxImageBytes {
				return nil, fault.Field(complaint.ImageField, "The image "+fh.Filename+" is larger than 5 MB.")
			}
			f, err := fh.Open()
			if err != nil {
				return nil, fault.Wrap(err)
			}
			data, err := io.ReadAll(io.LimitReader(f, complaint.MaxImageBytes+1))
			f.Close()
			if err != nil {
				return nil, fault.Wrap(err)
			}
			files = append(files, data)
		}
	}
	return h.S.ReplyComplaint(c.Context(), c.Operator, p.ID, p.Text, files)
}

// NoteComplaint is POST /admin/api/complaints/notes.
func (h Handlers) NoteComplaint(c *httpapi.Call, p NoteParams) (any, error) {
	return h.S.NoteComplaint(c.Context(), c.Operator, p.ID, p.Text)
}

// ComplaintImage is GET /admin/api/complaints/image/{name}: any complaint
// image, to an operator who may answer complaints.
func (h Handlers) ComplaintImage(c *httpapi.Call) (any, error) {
	name := c.Request.PathValue("name")
	if err := httpapi.CheckText("name", name); err != nil {
		return nil, err
	}
	ct, data, err := h.S.Complaint.Image(c.Context(), name)
	if err != nil {
		return nil, err
	}
	complaint.WriteImage(c.Writer, ct, data)
	return nil, nil
}
