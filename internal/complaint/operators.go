package complaint

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// The operators' side: the list, one complaint, the reply, the internal
// notes and the images, for `kwarta complaint` and the console.

// All lists every complaint for operators, newest first; overdue keeps the
// open ones past their promise.
func (s *Service) All(ctx context.Context, overdue bool) ([]Complaint, error) {
	if overdue {
		return query(ctx, s.db, `c.status = ? AND c.due_at <= ?`, int(StatusProcessing), store.Millis(s.clock.Now()))
	}
	return query(ctx, s.db, `1 = 1`)
}

// Lookup is one complaint for operators, whoever filed it.
func (s *Service) Lookup(ctx context.Context, id int64) (Complaint, error) {
	return get(ctx, s.db, id, 0)
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
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := Answer(ctx, tx, id, text, by, images, s.clock.Now()); err != nil || also == nil {
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
	n := Note{Operator: by, Text: text, At: s.clock.Now()}
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
	rows, err := s.db.Query(ctx, `SELECT id, operator, text, at FROM complaint_notes WHERE complaint_id = ? ORDER BY id`, id)
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
