// Package complaint is how a borrower complains and is answered: the
// problem types and sub-types (data in tables, seeded by the migration),
// complaints about an order, evidence photos (checked, re-encoded without
// metadata and kept apart from the public files), the operator's reply, the
// borrower's score, and the 3-weekday promise (sla.go).
package complaint

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/store"
)

// Status is a complaint's state as the pages read it.
type Status int

// The statuses.
const (
	StatusProcessing Status = 1 // filed, waiting for the reply
	StatusProcessed  Status = 2 // replied; the borrower may score the reply
)

// Text is the status as the list's tabs and the details name it.
func (s Status) Text() string {
	if s == StatusProcessed {
		return "Processed"
	}
	return "Processing"
}

// The limits the form shows, enforced here.
const (
	MaxDetailRunes = 200 // the description, in Unicode code points
	MaxImages      = 9   // evidence images on one complaint
	// MaxPendingImages is how many uploaded images a borrower may hold that
	// no complaint has attached yet.
	MaxPendingImages = 50
)

// CollectionType is the problem type only a disbursed order can have
// (isShow 1): complaints about collection conduct.
const CollectionType = 1

// The image roles.
const (
	roleEvidence = "evidence"
	roleReply    = "reply"
)

// ImagePath is where a complaint image is served, below the API prefix.
const ImagePath = "/user-problem/image/"

// ImageURL is a stored image's address as the pages use it.
func ImageURL(name string) string { return httpapi.Prefix + ImagePath + name }

// OrderCards describes a borrower's order as another page shows it.
type OrderCards interface {
	CardOf(ctx context.Context, q store.Querier, o loan.Order) (loanpage.Card, error)
}

// Service files complaints and answers the complaint pages.
type Service struct {
	DB    *store.DB
	Clock clock.Clock
	// Cards describes the borrower's orders on the complaint home.
	Cards OrderCards
	// Users takes a borrower's row as a lock (the account package's).
	Users Users
	// Loc is the market's zone for the times the pages show; nil: Manila.
	Loc *time.Location
}

// Users is what the complaints need of the borrowers' accounts.
type Users interface {
	// LockUser holds the borrower's row for the rest of q's transaction.
	LockUser(ctx context.Context, q store.Querier, userID int64) error
}

func (s *Service) loc() *time.Location {
	if s.Loc == nil {
		return manila()
	}
	return s.Loc
}

// Complaint is one complaint with its reply.
type Complaint struct {
	ID           int64
	UserID       int64
	OrderID      int64 // 0: filed without an order
	OrderNo      string
	Type         int64
	SubType      int64 // 0: none
	TypeTitle    string
	SubTypeTitle string
	Detail       string
	Status       Status
	CreatedAt    time.Time
	DueAt        time.Time // the 3-weekday promise: overdue from this moment while open
	Reply        string
	RepliedBy    string
	RepliedAt    time.Time
	Score        int // 0: not scored
	ScoredAt     time.Time
	Images       []string // evidence image names, in the order sent
	ReplyImages  []string
}

// Overdue tells whether an open complaint is past its promise at now.
func (c Complaint) Overdue(now time.Time) bool {
	return c.Status == StatusProcessing && !now.Before(c.DueAt)
}

// NeedsScore tells whether the borrower is asked to score the reply.
func (c Complaint) NeedsScore() bool { return c.Status == StatusProcessed && c.Score == 0 }

// Filing is a new complaint as the form sends it, checked by File.
type Filing struct {
	UserID  int64
	OrderNo string
	Type    int64
	SubType int64
	Detail  string
	Images  []string // names of the borrower's uploaded, unattached images
}

// Type is one problem type with its sub-types.
type Type struct {
	Value    int64
	Title    string
	SubTypes []Type
}

// Types lists the enabled problem types in display order, each with its
// enabled sub-types.
func Types(ctx context.Context, q store.Querier) ([]Type, error) {
	rows, err := q.Query(ctx, `SELECT value, title FROM problem_types WHERE enabled = 1 ORDER BY position, value`)
	if err != nil {
		return nil, err
	}
	var out []Type
	for rows.Next() {
		var t Type
		if err := rows.Scan(&t.Value, &t.Title); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = q.Query(ctx, `SELECT s.value, s.type_value, s.title FROM problem_subtypes s
		WHERE s.enabled = 1 ORDER BY s.type_value, s.position, s.value`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			sub    Type
			parent int64
		)
		if err := rows.Scan(&sub.Value, &parent, &sub.Title); err != nil {
			return nil, err
		}
		for i := range out {
			if out[i].Value == parent {
				out[i].SubTypes = append(out[i].SubTypes, sub)
			}
		}
	}
	return out, rows.Err()
}

// IsShow tells whether an order may carry a collection complaint: it was
// disbursed (repaying, due, overdue or settled), so it can have had
// collection.
func IsShow(st loan.Status) bool {
	switch st {
	case loan.StatusRepaying, loan.StatusDue, loan.StatusOverdue, loan.StatusSettled:
		return true
	}
	return false
}

// File checks a filing and stores it with its evidence images, inside q
// (a transaction: a refused filing changes nothing). now is the filing
// moment and loc the calendar the promise is counted in.
func File(ctx context.Context, q store.Querier, f Filing, now time.Time, loc *time.Location) (int64, error) {
	detail := strings.TrimSpace(f.Detail)
	if detail == "" {
		return 0, fault.Field("problemDetail", "Please fill in your comments and suggestions")
	}
	if utf8.RuneCountInString(detail) > MaxDetailRunes {
		return 0, fault.Field("problemDetail", "The description is longer than 200 characters.")
	}
	if len(f.Images) > MaxImages {
		return 0, fault.Field("problemImage", "At most 9 images can be attached.")
	}
	types, err := Types(ctx, q)
	if err != nil {
		return 0, err
	}
	var typ *Type
	for i := range types {
		if types[i].Value == f.Type {
			typ = &types[i]
		}
	}
	if typ == nil {
		return 0, fault.Field("problemType", "Please choose a problem type.")
	}
	if len(typ.SubTypes) == 0 && f.SubType != 0 {
		return 0, fault.Field("problemSonType", "This problem type has no sub-types.")
	}
	if len(typ.SubTypes) > 0 {
		found := false
		for _, s := range typ.SubTypes {
			found = found || s.Value == f.SubType
		}
		if !found {
			return 0, fault.Field("problemSonType", "Please choose what happened.")
		}
	}
	var (
		orderID sql.NullInt64
		status  loan.Status
	)
	if f.OrderNo != "" {
		id, st, err := loan.OwnOrderByNo(ctx, q, f.UserID, f.OrderNo)
		orderID, status = sql.NullInt64{Int64: id, Valid: err == nil}, st
		if errors.Is(err, sql.ErrNoRows) {
			return 0, fault.New(fault.CodeNotFound, "Order not found.")
		}
		if err != nil {
			return 0, err
		}
	} else {
		n, err := loan.CountOrders(ctx, q, f.UserID)
		if err != nil {
			return 0, err
		}
		if n > 0 {
			return 0, fault.Field("orderNo", "Please choose the order this complaint is about.")
		}
	}
	if f.Type == CollectionType && !IsShow(status) {
		return 0, fault.New(fault.CodeConflict, "This order does not support collection complaints.")
	}
	id, err := store.InsertID(ctx, q, `INSERT INTO complaints (user_id, order_id, order_no, type_value, subtype_value, detail, status, created_at, due_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		f.UserID, orderID, f.OrderNo, f.Type, f.SubType, detail, int(StatusProcessing), store.Millis(now), store.Millis(DueAt(now, loc)))
	if err != nil {
		return 0, err
	}
	for i, name := range f.Images {
		res, err := q.Exec(ctx, `UPDATE complaint_images SET complaint_id = ?, position = ?
			WHERE name = ? AND user_id = ? AND role = ? AND complaint_id IS NULL`, id, i+1, name, f.UserID, roleEvidence)
		if err != nil {
			return 0, err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return 0, fault.Field("problemImage", "An image is not one of your uploads, or is already attached to a complaint. Please upload it again.")
		}
	}
	return id, nil
}

// Answer records the operator's reply to an open complaint, with its images
// (already checked by ProcessImage), inside q: the complaint becomes
// processed and the borrower is asked for a score.
func Answer(ctx context.Context, q store.Querier, id int64, text, by string, images []Image, now time.Time) error {
	text = strings.TrimSpace(text)
	if text == "" {
		return fault.Field("text", "The reply is empty.")
	}
	var (
		userID int64
		status Status
	)
	err := q.QueryRow(ctx, `SELECT user_id, status FROM complaints WHERE id = ?`, id).Scan(&userID, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return fault.New(fault.CodeNotFound, "Complaint not found.")
	}
	if err != nil {
		return err
	}
	if status != StatusProcessing {
		return fault.New(fault.CodeConflict, "This complaint has already been answered.")
	}
	res, err := q.Exec(ctx, `UPDATE complaints SET status = ?, reply = ?, replied_by = ?, replied_at = ? WHERE id = ? AND status = ?`,
		int(StatusProcessed), text, by, store.Millis(now), id, int(StatusProcessing))
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fault.New(fault.CodeConflict, "This complaint has already been answered.")
	}
	for i, img := range images {
		if _, err := insertImage(ctx, q, userID, sql.NullInt64{Int64: id, Valid: true}, roleReply, i+1, img, by, now); err != nil {
			return err
		}
	}
	return nil
}

// insertImage stores a processed image under a new name and returns it.
func insertImage(ctx context.Context, q store.Querier, userID int64, complaintID sql.NullInt64, role string, position int, img Image, by string, now time.Time) (string, error) {
	name := newImageName(img.ContentType)
	_, err := q.Exec(ctx, `INSERT INTO complaint_images (name, user_id, complaint_id, role, position, content_type, data, width, height, uploaded_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		name, userID, complaintID, role, position, img.ContentType, img.Data, img.Width, img.Height, by, store.Millis(now))
	return name, err
}

const complaintColumns = `c.id, c.user_id, COALESCE(c.order_id, 0), c.order_no, c.type_value, c.subtype_value,
	t.title, COALESCE(s.title, ''), c.detail, c.status, c.created_at, c.due_at, c.reply, c.replied_by, c.replied_at, c.score, c.scored_at`

const complaintFrom = ` FROM complaints c JOIN problem_types t ON t.value = c.type_value
	LEFT JOIN problem_subtypes s ON s.value = c.subtype_value`

func scanComplaint(scan func(...any) error) (Complaint, error) {
	var (
		c                             Complaint
		created, due, replied, scored int64
		status                        int
	)
	err := scan(&c.ID, &c.UserID, &c.OrderID, &c.OrderNo, &c.Type, &c.SubType, &c.TypeTitle, &c.SubTypeTitle, &c.Detail,
		&status, &created, &due, &c.Reply, &c.RepliedBy, &replied, &c.Score, &scored)
	c.Status = Status(status)
	c.CreatedAt, c.DueAt, c.RepliedAt, c.ScoredAt = store.Time(created), store.Time(due), store.Time(replied), store.Time(scored)
	return c, err
}

// query lists complaints, newest first.
func query(ctx context.Context, q store.Querier, where string, args ...any) ([]Complaint, error) {
	rows, err := q.Query(ctx, `SELECT `+complaintColumns+complaintFrom+` WHERE `+where+` ORDER BY c.id DESC`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Complaint
	for rows.Next() {
		c, err := scanComplaint(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// get reads one complaint with its images; userID 0 reads any borrower's
// (operators). Another borrower's answers the same 404 as a missing one.
func get(ctx context.Context, q store.Querier, id, userID int64) (Complaint, error) {
	where, args := `c.id = ?`, []any{id}
	if userID != 0 {
		where, args = where+` AND c.user_id = ?`, append(args, userID)
	}
	list, err := query(ctx, q, where, args...)
	if err != nil {
		return Complaint{}, err
	}
	if len(list) == 0 {
		return Complaint{}, fault.New(fault.CodeNotFound, "Complaint not found.")
	}
	c := list[0]
	rows, err := q.Query(ctx, `SELECT name, role FROM complaint_images WHERE complaint_id = ? ORDER BY role, position, id`, id)
	if err != nil {
		return Complaint{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var name, role string
		if err := rows.Scan(&name, &role); err != nil {
			return Complaint{}, err
		}
		if role == roleReply {
			c.ReplyImages = append(c.ReplyImages, name)
		} else {
			c.Images = append(c.Images, name)
		}
	}
	return c, rows.Err()
}

// Upload checks and re-encodes a borrower's evidence photo and keeps it,
// not yet attached to a complaint; it returns the image's name.
func (s *Service) Upload(ctx context.Context, userID int64, data []byte) (string, error) {
	img, err := ProcessImage(data)
	if err != nil {
		return "", err
	}
	var name string
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		// Lock the borrower's row first, so two uploads at once on
		// PostgreSQL (or on two instances) count one after the other.
		if err := s.Users.LockUser(ctx, tx, userID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM complaint_images WHERE user_id = ? AND role = ? AND complaint_id IS NULL`,
			userID, roleEvidence).Scan(&n); err != nil {
			return err
		}
		if n >= MaxPendingImages {
			return fault.New(fault.CodeTooMany, "You have uploaded many images that are not attached to a complaint. Please send your complaint first.")
		}
		name, err = insertImage(ctx, tx, userID, sql.NullInt64{}, roleEvidence, 0, img, "", s.Clock.Now())
		return err
	})
	return name, err
}

// File stores a borrower's complaint, all or nothing, and returns its id.
func (s *Service) File(ctx context.Context, f Filing) (int64, error) {
	var id int64
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		id, err = File(ctx, tx, f, s.Clock.Now(), s.loc())
		return err
	})
	return id, err
}

// Of lists a borrower's complaints, newest first.
func (s *Service) Of(ctx context.Context, userID int64) ([]Complaint, error) {
	return query(ctx, s.DB, `c.user_id = ?`, userID)
}

// Get is one of a borrower's complaints with its images.
func (s *Service) Get(ctx context.Context, userID, id int64) (Complaint, error) {
	return get(ctx, s.DB, id, userID)
}

// Score records the borrower's 1-to-5 rating of a reply, once.
func (s *Service) Score(ctx context.Context, userID, id int64, score int) error {
	if score < 1 || score > 5 {
		return fault.Field("score", "Please choose 1 to 5 stars.")
	}
	return s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		c, err := get(ctx, tx, id, userID)
		if err != nil {
			return err
		}
		switch {
		case c.Status != StatusProcessed:
			return fault.New(fault.CodeConflict, "This complaint has not been answered yet.")
		case c.Score != 0:
			return fault.New(fault.CodeConflict, "You have already rated this reply.")
		}
		res, err := tx.Exec(ctx, `UPDATE complaints SET score = ?, scored_at = ? WHERE id = ? AND user_id = ? AND score = 0`,
			score, store.Millis(s.Clock.Now()), id, userID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return fault.New(fault.CodeConflict, "You have already rated this reply.")
		}
		return nil
	})
}

// ImageOf reads an image the borrower may see: evidence they uploaded, or a
// reply image of their complaint. Anyone else's answers the same 404 as a
// missing one.
func (s *Service) ImageOf(ctx context.Context, userID int64, name string) (contentType string, data []byte, err error) {
	return s.image(ctx, name, userID)
}

// image reads a stored image; userID 0 reads anyone's (operators).
func (s *Service) image(ctx context.Context, name string, userID int64) (contentType string, data []byte, err error) {
	where, args := `name = ?`, []any{name}
	if userID != 0 {
		where, args = where+` AND user_id = ?`, append(args, userID)
	}
	err = s.DB.QueryRow(ctx, `SELECT content_type, data FROM complaint_images WHERE `+where, args...).Scan(&contentType, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil, fault.New(fault.CodeNotFound, "No such image.")
	}
	return contentType, data, err
}

// All lists every complaint for operators, newest first; overdue keeps the
// open ones past their promise.
func (s *Service) All(ctx context.Context, overdue bool) ([]Complaint, error) {
	if overdue {
		return query(ctx, s.DB, `c.status = ? AND c.due_at <= ?`, int(StatusProcessing), store.Millis(s.Clock.Now()))
	}
	return query(ctx, s.DB, `1 = 1`)
}

// Lookup is one complaint for operators, whoever filed it.
func (s *Service) Lookup(ctx context.Context, id int64) (Complaint, error) {
	return get(ctx, s.DB, id, 0)
}

// Reply answers a complaint as operator by, with images as files (each
// checked and re-encoded like a borrower's upload).
func (s *Service) Reply(ctx context.Context, id int64, text, by string, files [][]byte) (Complaint, error) {
	return s.ReplyAnd(ctx, id, text, by, files, nil)
}

// ReplyAnd is Reply with also (when not nil) run in the reply's own
// transaction: the console's audit line commits with the reply or not at all.
func (s *Service) ReplyAnd(ctx context.Context, id int64, text, by string, files [][]byte, also func(context.Context, *store.Tx) error) (Complaint, error) {
	images := make([]Image, 0, len(files))
	for _, f := range files {
		img, err := ProcessImage(f)
		if err != nil {
			return Complaint{}, err
		}
		images = append(images, img)
	}
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := Answer(ctx, tx, id, text, by, images, s.Clock.Now()); err != nil || also == nil {
			return err
		}
		return also(ctx, tx)
	})
	if err != nil {
		return Complaint{}, err
	}
	return s.Lookup(ctx, id)
}

// Note is an operator's internal note on a complaint: the operators'
// only, never in the borrower's calls.
type Note struct {
	ID       int64     `json:"id"`
	Operator string    `json:"operator"`
	Text     string    `json:"text"`
	At       time.Time `json:"at"`
}

// MaxNoteRunes is the longest internal note.
const MaxNoteRunes = 2000

// AddNote keeps an operator's internal note on a complaint; also (when not
// nil) runs in the same transaction.
func (s *Service) AddNote(ctx context.Context, id int64, text, by string, also func(context.Context, *store.Tx, Note) error) (Note, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Note{}, fault.Field("text", "The note is empty.")
	}
	if utf8.RuneCountInString(text) > MaxNoteRunes {
		return Note{}, fault.Field("text", "A note has at most 2000 characters.")
	}
	n := Note{Operator: by, Text: text, At: s.Clock.Now()}
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, `SELECT 1 FROM complaints WHERE id = ?`, id).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return fault.New(fault.CodeNotFound, "Complaint not found.")
		} else if err != nil {
			return err
		}
		var err error
		n.ID, err = store.InsertID(ctx, tx, `INSERT INTO complaint_notes (complaint_id, operator, text, at) VALUES (?, ?, ?, ?)`,
			id, by, text, store.Millis(n.At))
		if err != nil || also == nil {
			return err
		}
		return also(ctx, tx, n)
	})
	return n, err
}

// Notes are a complaint's internal notes, oldest first.
func (s *Service) Notes(ctx context.Context, id int64) ([]Note, error) {
	rows, err := s.DB.Query(ctx, `SELECT id, operator, text, at FROM complaint_notes WHERE complaint_id = ? ORDER BY id`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Note{}
	for rows.Next() {
		var (
			n  Note
			at int64
		)
		if err := rows.Scan(&n.ID, &n.Operator, &n.Text, &at); err != nil {
			return nil, err
		}
		n.At = store.Time(at)
		out = append(out, n)
	}
	return out, rows.Err()
}

// Image reads any complaint image, for operators.
func (s *Service) Image(ctx context.Context, name string) (contentType string, data []byte, err error) {
	return s.image(ctx, name, 0)
}
