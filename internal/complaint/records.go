package complaint

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"kwarta/internal/fault"
	"kwarta/internal/loan"
	"kwarta/internal/store"
)

// The complaints' rows: filing a complaint with its evidence, answering
// it, and reading complaints with their images. The services of both sides
// (complaint.go, operators.go) run these in their transactions.

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
