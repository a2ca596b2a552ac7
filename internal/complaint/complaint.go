// Package complaint is how a borrower complains and is answered: the
// problem types and sub-types (data in tables, seeded by the migration),
// complaints about an order, evidence photos (checked, re-encoded without
// metadata and kept apart from the public files), the operator's reply, the
// borrower's score, and the 3-weekday promise (sla.go). complaint.go holds
// the service and the borrower's side, types.go the problem types,
// records.go the complaints' rows, operators.go the operators' side,
// images.go the photos' checks.
package complaint

import (
	"context"
	"database/sql"
	"errors"
	"time"

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

// Service files complaints and answers the complaint pages. Build it with
// New.
type Service struct {
	db    *store.DB
	clock clock.Clock
	// cards describes the borrower's orders on the complaint home.
	cards OrderCards
	// users takes a borrower's row as a lock (the account package's).
	users Users
	// zone is the market's zone for the times the pages show; nil: Manila.
	zone *time.Location
}

// New is the complaints over db: cards describes the borrower's orders on
// the complaint home, users locks a borrower's row, zone is the market's
// time zone for the times the pages show (nil: Manila).
func New(db *store.DB, clk clock.Clock, cards OrderCards, users Users, zone *time.Location) *Service {
	return &Service{db: db, clock: clk, cards: cards, users: users, zone: zone}
}

// Users is what the complaints need of the borrowers' accounts.
type Users interface {
	// LockUser holds the borrower's row for the rest of q's transaction.
	LockUser(ctx context.Context, q store.Querier, userID int64) error
}

func (s *Service) loc() *time.Location {
	if s.zone == nil {
		return manila()
	}
	return s.zone
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

// The borrower's side: evidence photos, filing, their complaints, the
// score and the images they may see.

// Upload checks and re-encodes a borrower's evidence photo and keeps it,
// not yet attached to a complaint; it returns the image's name.
func (s *Service) Upload(ctx context.Context, userID int64, data []byte) (string, error) {
	img, err := ProcessImage(data)
	if err != nil {
		return "", err
	}
	var name string
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		// Lock the borrower's row first, so two uploads at once on
		// PostgreSQL (or on two instances) count one after the other.
		if err := s.users.LockUser(ctx, tx, userID); err != nil {
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
		name, err = insertImage(ctx, tx, userID, sql.NullInt64{}, roleEvidence, 0, img, "", s.clock.Now())
		return err
	})
	return name, err
}

// File stores a borrower's complaint, all or nothing, and returns its id.
func (s *Service) File(ctx context.Context, f Filing) (int64, error) {
	var id int64
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		id, err = File(ctx, tx, f, s.clock.Now(), s.loc())
		return err
	})
	return id, err
}

// Of lists a borrower's complaints, newest first.
func (s *Service) Of(ctx context.Context, userID int64) ([]Complaint, error) {
	return query(ctx, s.db, `c.user_id = ?`, userID)
}

// Get is one of a borrower's complaints with its images.
func (s *Service) Get(ctx context.Context, userID, id int64) (Complaint, error) {
	return get(ctx, s.db, id, userID)
}

// Score records the borrower's 1-to-5 rating of a reply, once.
func (s *Service) Score(ctx context.Context, userID, id int64, score int) error {
	if score < 1 || score > 5 {
		return fault.Field("score", "Please choose 1 to 5 stars.")
	}
	return s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
			score, store.Millis(s.clock.Now()), id, userID)
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
	err = s.db.QueryRow(ctx, `SELECT content_type, data FROM complaint_images WHERE `+where, args...).Scan(&contentType, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil, fault.New(fault.CodeNotFound, "No such image.")
	}
	return contentType, data, err
}
