package console

import (
	"context"
	"io"
	"mime/multipart"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/complaint"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/page"
	"kwarta/internal/report"
	"kwarta/internal/store"
)

// ComplaintsScreen is the console's work on complaints: the inbox, a
// complaint's page, the reply and the internal notes, the images. Build it
// with NewComplaintsScreen.
type ComplaintsScreen struct {
	db         *store.DB
	clock      clock.Clock
	audit      Recorder
	complaints ComplaintDesk
	phones     Phones
}

// ComplaintDesk is what the complaints screen needs of the complaints (the
// complaint package's Service).
type ComplaintDesk interface {
	// All is every complaint (overdue: only the open ones past their promise).
	All(ctx context.Context, overdue bool) ([]complaint.Complaint, error)
	Lookup(ctx context.Context, id int64) (complaint.Complaint, error)
	// ReplyAnd answers a complaint, calling also in the same transaction.
	ReplyAnd(ctx context.Context, id int64, text, by string, files [][]byte, also func(context.Context, *store.Tx) error) (complaint.Complaint, error)
	// AddNote adds an internal note, calling also in the same transaction.
	AddNote(ctx context.Context, id int64, text, by string, also func(context.Context, *store.Tx, complaint.Note) error) (complaint.Note, error)
	Notes(ctx context.Context, id int64) ([]complaint.Note, error)
	// Image is a complaint image's type and bytes, evidence or reply.
	Image(ctx context.Context, name string) (contentType string, data []byte, err error)
}

// Phones is the borrowers' phones (the account package's Service).
type Phones interface {
	// PhoneOf is the borrower's phone; sql.ErrNoRows when there is none.
	PhoneOf(ctx context.Context, q store.Querier, userID int64) (string, error)
}

// NewComplaintsScreen is the complaints screen over complaints, with the
// borrowers' phones and the orders of db, recording replies and notes in audit.
func NewComplaintsScreen(db *store.DB, clk clock.Clock, audit Recorder, complaints ComplaintDesk, phones Phones) *ComplaintsScreen {
	return &ComplaintsScreen{db: db, clock: clk, audit: audit, complaints: complaints, phones: phones}
}

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

// Inbox is a page of the complaints list with the server's time, from
// which the console counts down to each promise.
type Inbox struct {
	Now time.Time `json:"now"`
	page.Page[ComplaintRow]
}

func complaintRow(c complaint.Complaint, now time.Time) ComplaintRow {
	return ComplaintRow{ID: c.ID, Status: int(c.Status), Type: c.TypeTitle, SubType: c.SubTypeTitle, OrderNo: c.OrderNo,
		Detail: c.Detail, Filed: c.CreatedAt, Due: c.DueAt, Overdue: c.Overdue(now), Replied: c.RepliedAt}
}

// complaintSorts are the inbox's sort keys (a list read whole): urgency
// (the default: the overdue first, then the open by their promise, then
// the answered, newest first), filed, due and status.
var complaintSorts = page.Of[ComplaintRow]{
	"urgency": func(r ComplaintRow) page.Value {
		const rank = int64(1e14) // above any time in Unix milliseconds
		switch {
		case r.Overdue:
			return r.Due.UnixMilli()
		case r.Status == int(complaint.StatusProcessing):
			return rank + r.Due.UnixMilli()
		}
		return 3*rank - r.Filed.UnixMilli()
	},
	"filed":  func(r ComplaintRow) page.Value { return r.Filed.UnixMilli() },
	"due":    func(r ComplaintRow) page.Value { return r.Due.UnixMilli() },
	"status": func(r ComplaintRow) page.Value { return int64(r.Status) },
}

// Complaints lists complaints (status 0: all; 1 open; 2 answered), a page
// in p's order.
func (s *ComplaintsScreen) Complaints(ctx context.Context, status int64, p page.Params) (Inbox, error) {
	if status < 0 || status > int64(complaint.StatusProcessed) {
		return Inbox{}, fault.Field("status", "The status is 1 (processing) or 2 (processed).")
	}
	o, err := p.Parse(complaintSorts.Sorts("urgency"))
	if err != nil {
		return Inbox{}, err
	}
	all, err := s.complaints.All(ctx, false)
	if err != nil {
		return Inbox{}, err
	}
	now := s.clock.Now()
	rows := []ComplaintRow{}
	for _, c := range all {
		if status == 0 || int64(c.Status) == status {
			rows = append(rows, complaintRow(c, now))
		}
	}
	return Inbox{Now: now, Page: page.Slice(rows, complaintSorts, func(r ComplaintRow) page.Value { return r.ID }, o)}, nil
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
func (s *ComplaintsScreen) ComplaintView(ctx context.Context, id int64) (ComplaintView, error) {
	c, err := s.complaints.Lookup(ctx, id)
	if err != nil {
		return ComplaintView{}, err
	}
	now := s.clock.Now()
	v := ComplaintView{ComplaintRow: complaintRow(c, now), Now: now, Images: complaintImageURLs(c.Images), Reply: c.Reply,
		RepliedBy: c.RepliedBy, ReplyImages: complaintImageURLs(c.ReplyImages), Score: c.Score}
	phone, err := s.phones.PhoneOf(ctx, s.db, c.UserID)
	if err != nil {
		return ComplaintView{}, err
	}
	v.Phone = market.LogPhone(phone)
	if c.OrderID != 0 {
		rows, err := orderRows(ctx, s.db, report.OrderFilter{OrderID: c.OrderID})
		if err != nil {
			return ComplaintView{}, err
		}
		if len(rows) == 1 {
			v.Order = &rows[0]
		}
	}
	if v.Notes, err = s.complaints.Notes(ctx, id); err != nil {
		return ComplaintView{}, err
	}
	return v, nil
}

// ReplyComplaint answers a complaint as the operator with the complaint
// service's reply (images checked and re-encoded like a borrower's), the
// audit line in the same transaction.
func (s *ComplaintsScreen) ReplyComplaint(ctx context.Context, op httpapi.OperatorSession, id int64, text string, files [][]byte) (ComplaintView, error) {
	_, err := s.complaints.ReplyAnd(ctx, id, text, op.Name, files, func(ctx context.Context, tx *store.Tx) error {
		return s.audit.Record(ctx, tx, op, "reply", "complaint", strconv.FormatInt(id, 10), map[string]any{"status": int(complaint.StatusProcessing)},
			map[string]any{"status": int(complaint.StatusProcessed), "reply": strings.TrimSpace(text), "images": len(files)})
	})
	if err != nil {
		return ComplaintView{}, err
	}
	return s.ComplaintView(ctx, id)
}

// NoteComplaint adds an internal note, audited.
func (s *ComplaintsScreen) NoteComplaint(ctx context.Context, op httpapi.OperatorSession, id int64, text string) (complaint.Note, error) {
	return s.complaints.AddNote(ctx, id, text, op.Name, func(ctx context.Context, tx *store.Tx, n complaint.Note) error {
		return s.audit.Record(ctx, tx, op, "note", "complaint", strconv.FormatInt(id, 10), nil, map[string]any{"note": n.ID})
	})
}

// The complaints screen's calls and their parameters.

// ComplaintsParams are the complaints inbox's.
type ComplaintsParams struct {
	Status int64 `param:"status,max=1" desc:"1: processing, 2: processed; empty: all"`
	page.Params
}

// ComplaintID names a complaint.
type ComplaintID struct {
	ID int64 `param:"id,required,max=18" desc:"the complaint's id"`
}

// ReplyParams are complaints/reply's: the text, and the images in the
// field complaint.ImageField (routes_test.go checks the name).
type ReplyParams struct {
	ComplaintID
	Text   string                  `param:"text,required,untrimmed,max=2000" desc:"the reply the borrower reads"`
	Images []*multipart.FileHeader `param:"problemImage" desc:"an image of the reply; the field repeats, at most 9"`
}

// NoteParams are complaints/notes'; text's max is complaint.MaxNoteRunes (routes_test.go checks it).
type NoteParams struct {
	ComplaintID
	Text string `param:"text,required,untrimmed,max=2000" desc:"the note"`
}

// Routes are the complaints screen's calls.
func (s *ComplaintsScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/complaints", Summary: "Console: the complaints inbox with each one's 3-weekday promise and the server's time, a page at a time (sort: urgency, the default: overdue first; filed, due, status) (support)", Auth: httpapi.Operator, Permission: PermComplaints,
			Data: Inbox{}, Handle: httpapi.Bind(s.HandleComplaints)},
		{Method: "GET", Path: "/admin/api/complaints/detail", Summary: "Console: one complaint with its images, its order, the reply and the internal notes (support)", Auth: httpapi.Operator, Permission: PermComplaints,
			Data: ComplaintView{}, Handle: httpapi.Bind(s.HandleComplaint)},
		{Method: "POST", Path: "/admin/api/complaints/reply", Summary: "Console: answer a complaint, with images (JPEG, PNG or WebP, at most 9 of 5 MB each; kept re-encoded); the borrower is asked for a score (support, audited; answered already: 409)", Auth: httpapi.Operator, Permission: PermComplaints,
			Data: ComplaintView{}, Handle: httpapi.Bind(s.HandleReply)},
		{Method: "POST", Path: "/admin/api/complaints/notes", Summary: "Console: add an internal note to a complaint, never shown to the borrower (support, audited)", Auth: httpapi.Operator, Permission: PermComplaints,
			Data: complaint.Note{}, Handle: httpapi.Bind(s.HandleNote)},
		{Method: "GET", Path: ComplaintImagePath + "{name}", Summary: "Console: a complaint image, evidence or reply, to an operator who answers complaints", Auth: httpapi.Operator, Permission: PermComplaints, Raw: true,
			Handle: httpapi.NoParams(s.HandleImage)},
	}
}

// HandleComplaints is GET /admin/api/complaints.
func (s *ComplaintsScreen) HandleComplaints(c *httpapi.Call, p ComplaintsParams) (any, error) {
	return s.Complaints(c.Context(), p.Status, p.Params)
}

// HandleComplaint is GET /admin/api/complaints/detail.
func (s *ComplaintsScreen) HandleComplaint(c *httpapi.Call, p ComplaintID) (any, error) {
	return s.ComplaintView(c.Context(), p.ID)
}

// HandleReply is POST /admin/api/complaints/reply: multipart, the text
// and up to complaint.MaxImages images in the field problemImage.
func (s *ComplaintsScreen) HandleReply(c *httpapi.Call, p ReplyParams) (any, error) {
	var files [][]byte
	if list := p.Images; list != nil {
		if len(list) > complaint.MaxImages {
			return nil, fault.Field(complaint.ImageField, "At most 9 images can be attached.")
		}
		for _, fh := range list {
			if fh.Size > complaint.MaxImageBytes {
				return nil, fault.Field(complaint.ImageField, "The image "+fh.Filename+" is larger than 5 MB.")
			}
			data, err := readUpload(fh, complaint.MaxImageBytes)
			if err != nil {
				return nil, err
			}
			files = append(files, data)
		}
	}
	return s.ReplyComplaint(c.Context(), c.Operator, p.ID, p.Text, files)
}

// HandleNote is POST /admin/api/complaints/notes.
func (s *ComplaintsScreen) HandleNote(c *httpapi.Call, p NoteParams) (any, error) {
	return s.NoteComplaint(c.Context(), c.Operator, p.ID, p.Text)
}

// HandleImage is GET /admin/api/complaints/image/{name}: any complaint
// image, to an operator who may answer complaints; each view is audited.
func (s *ComplaintsScreen) HandleImage(c *httpapi.Call) (any, error) {
	name := c.Request.PathValue("name")
	if err := httpapi.CheckText("name", name); err != nil {
		return nil, err
	}
	ct, data, err := s.complaints.Image(c.Context(), name)
	if err != nil {
		return nil, err
	}
	// Evidence is personal data: every view is in the audit log, before
	// the image is sent.
	if err := s.audit.Record(c.Context(), s.db, c.Operator, "view", "complaint-image", name, nil, nil); err != nil {
		return nil, err
	}
	complaint.WriteImage(c.Writer, ct, data)
	return nil, nil
}

// readUpload reads an uploaded file, at most max+1 bytes (the caller
// checked its declared size).
func readUpload(fh *multipart.FileHeader, max int64) ([]byte, error) {
	f, err := fh.Open()
	if err != nil {
		return nil, fault.Wrap(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fault.Wrap(err)
	}
	return data, nil
}
