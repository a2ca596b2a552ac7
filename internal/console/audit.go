package console

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/httpapi"
	"kwarta/internal/page"
	"kwarta/internal/store"
)

// Entry is one line of the audit log.
type Entry struct {
	ID         int64     `json:"id"`
	Operator   string    `json:"operator"`
	Action     string    `json:"action"`
	ObjectType string    `json:"objectType"`
	ObjectID   string    `json:"objectId"`
	Before     string    `json:"before"` // JSON, or "" when nothing was there
	After      string    `json:"after"`
	At         time.Time `json:"at"`
	// Addr is where the operator called from: the client's address in the
	// console, "cli" on the command line ("" before the chain).
	Addr string `json:"addr"`
	// Hash is the entry's link in the chain ("" for the entries written
	// before the chain: verify computes theirs).
	Hash string `json:"hash"`
}

// CLIAddr is the address the audit log records for the command line.
const CLIAddr = "cli"

// link is an entry as the chain sees it: every stored field.
type link struct {
	ID                                  int64
	OperatorID                          int64
	Operator, Action, ObjectType, ObjID string
	Before, After                       string
	At                                  int64
	Addr, PrevHash, Hash                string
}

// sum is the entry's hash: SHA-256 (hex) over every field and the
// previous entry's hash, each written as its length in bytes, a colon,
// the bytes and a comma (a netstring), in the order id, operator_id,
// operator, action, object_type, object_id, before_json, after_json, at
// (Unix milliseconds), addr, prev_hash. Numbers are in decimal. Lengths
// make the encoding unambiguous, so no two different entries encode alike.
func (l link) sum(prev string) string {
	var b strings.Builder
	for _, f := range []string{strconv.FormatInt(l.ID, 10), strconv.FormatInt(l.OperatorID, 10), l.Operator, l.Action,
		l.ObjectType, l.ObjID, l.Before, l.After, strconv.FormatInt(l.At, 10), l.Addr, prev} {
		fmt.Fprintf(&b, "%d:%s,", len(f), f)
	}
	h := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(h[:])
}

// Record appends one change to the audit log, in the change's own
// transaction q, so a change and its record commit together (given the
// database rather than a transaction, it opens one of its own). The entry
// is chained onto the newest one under the lock of the chain's head, held
// until q commits: call Record last in the transaction, after the change's
// own writes, so the lock is held briefly and never taken before another
// row's lock (on PostgreSQL that order could deadlock two writers).
func (s *Service) Record(ctx context.Context, q store.Querier, op httpapi.OperatorSession, action, objectType, objectID string, before, after any) error {
	b, err := jsonOrEmpty(before)
	if err != nil {
		return err
	}
	a, err := jsonOrEmpty(after)
	if err != nil {
		return err
	}
	l := link{OperatorID: op.ID, Operator: op.Name, Action: action, ObjectType: objectType, ObjID: objectID,
		Before: b, After: a, At: store.Millis(s.clock.Now()), Addr: op.Addr}
	if tx, ok := q.(*store.Tx); ok {
		return appendLink(ctx, tx, l)
	}
	db, ok := q.(*store.DB)
	if !ok {
		return fmt.Errorf("audit: record through %T", q)
	}
	return db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error { return appendLink(ctx, tx, l) })
}

// head is the audit_chain row.
type head struct {
	LastID, LegacyThrough int64
	LastHash              string
}

// appendLink writes l as the chain's next entry. The UPDATE that changes
// nothing takes the head row's lock until tx ends: on PostgreSQL a second
// writer waits there and then reads the head the first one left (READ
// COMMITTED reads anew with each statement); SQLite has one writer anyway.
func appendLink(ctx context.Context, tx *store.Tx, l link) error {
	if _, err := tx.Exec(ctx, `UPDATE audit_chain SET last_id = last_id WHERE id = 1`); err != nil {
		return err
	}
	var h head
	if err := tx.QueryRow(ctx, `SELECT last_id, last_hash, legacy_through FROM audit_chain WHERE id = 1`).Scan(&h.LastID, &h.LastHash, &h.LegacyThrough); err != nil {
		return fmt.Errorf("audit chain head: %w", err)
	}
	l.PrevHash = h.LastHash
	if h.LastHash == "" && h.LegacyThrough > 0 {
		// The first entry after the migration: the entries before it
		// are hashed now, by the same rule as verify's.
		var err error
		if l.PrevHash, err = legacyHead(ctx, tx, h.LegacyThrough); err != nil {
			return err
		}
	}
	l.ID = h.LastID + 1
	l.Hash = l.sum(l.PrevHash)
	if _, err := tx.Exec(ctx, `INSERT INTO audit_log (id, operator_id, operator, action, object_type, object_id, before_json, after_json, at, addr, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		l.ID, l.OperatorID, l.Operator, l.Action, l.ObjectType, l.ObjID, l.Before, l.After, l.At, l.Addr, l.PrevHash, l.Hash); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `UPDATE audit_chain SET last_id = ?, last_hash = ? WHERE id = 1`, l.ID, l.Hash)
	return err
}

// legacyHead is the hash of the newest entry written before the chain
// (id through), computed over them all from the genesis ("").
func legacyHead(ctx context.Context, q store.Querier, through int64) (string, error) {
	prev := ""
	err := eachLink(ctx, q, through, func(l link) error {
		prev = l.sum(prev)
		return nil
	})
	return prev, err
}

// eachLink calls fn with every entry up to id through, oldest first.
func eachLink(ctx context.Context, q store.Querier, through int64, fn func(link) error) error {
	rows, err := q.Query(ctx, `SELECT id, operator_id, operator, action, object_type, object_id, before_json, after_json, at, addr, prev_hash, hash FROM audit_log WHERE id <= ? ORDER BY id`, through)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var l link
		if err := rows.Scan(&l.ID, &l.OperatorID, &l.Operator, &l.Action, &l.ObjectType, &l.ObjID, &l.Before, &l.After, &l.At, &l.Addr, &l.PrevHash, &l.Hash); err != nil {
			return err
		}
		if err := fn(l); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Verification is what walking the chain found.
type Verification struct {
	// OK: every entry up to the head is as written.
	OK bool `json:"ok"`
	// Entries is how many entries verified, up to entry UpTo (0: none),
	// whose hash is Head: write the two down elsewhere (see docs/CONSOLE.md).
	Entries int64  `json:"entries"`
	UpTo    int64  `json:"upTo"`
	Head    string `json:"head"`
	// BrokenAt is the first entry that does not verify (when not OK; the
	// head's entry when the newest entries are gone), and Problem says why.
	BrokenAt int64  `json:"brokenAt"`
	Problem  string `json:"problem"`
}

// Noted is a head written down earlier (an entry's id and hash), which
// Verify checks the chain still has.
type Noted struct {
	ID   int64
	Hash string
}

// Verify walks the audit log's chain from the oldest entry to the head,
// recomputing every hash, and reports the first broken link: an entry
// changed (its fields no longer give its hash), missing (a gap in the
// ids, which the chain hands out one by one), rewritten or reordered (an
// entry that does not chain onto the one before it), or a log that ends
// before the head. Entries written meanwhile, after the head it read
// first, wait for the next verify. A noted head (optional) must still be
// in the chain with the same hash.
func (s *Service) Verify(ctx context.Context, noted Noted) (Verification, error) {
	var h head
	if err := s.db.QueryRow(ctx, `SELECT last_id, last_hash, legacy_through FROM audit_chain WHERE id = 1`).Scan(&h.LastID, &h.LastHash, &h.LegacyThrough); err != nil {
		return Verification{}, fmt.Errorf("audit chain head: %w", err)
	}
	var v Verification
	prevID, prev, notedSeen := int64(0), "", false
	broken := func(id int64, format string, args ...any) error {
		v.BrokenAt, v.Problem = id, fmt.Sprintf(format, args...)
		return errBroken
	}
	err := eachLink(ctx, s.db, h.LastID, func(l link) error {
		sum := l.sum(prev)
		if l.ID > h.LegacyThrough {
			// The chain proper: consecutive ids, each stored hash right.
			switch {
			case l.ID != prevID+1:
				return broken(l.ID, "entries %d to %d are missing: entry %d follows entry %d", prevID+1, l.ID-1, l.ID, prevID)
			case l.PrevHash != prev:
				return broken(l.ID, "entry %d does not chain onto entry %d: one of them was rewritten, or entries were reordered", l.ID, prevID)
			case l.Hash != sum:
				return broken(l.ID, "entry %d was changed: its fields no longer give its stored hash", l.ID)
			}
		} else if l.Hash != "" || l.PrevHash != "" {
			return broken(l.ID, "entry %d is from before the chain but carries a hash", l.ID)
		}
		if noted.ID == l.ID {
			notedSeen = true
			if noted.Hash != sum {
				return broken(l.ID, "entry %d's hash is not the one written down (%s): the log was rewritten up to it", l.ID, noted.Hash)
			}
		}
		prevID, prev = l.ID, sum
		v.Entries, v.UpTo, v.Head = v.Entries+1, l.ID, sum
		return nil
	})
	if err == errBroken {
		return v, nil
	} else if err != nil {
		return v, err
	}
	switch {
	case prevID != h.LastID:
		v.BrokenAt, v.Problem = h.LastID, fmt.Sprintf("the log ends at entry %d but its head is entry %d: the newest entries were deleted", prevID, h.LastID)
	case h.LastHash != "" && h.LastHash != prev:
		v.BrokenAt, v.Problem = h.LastID, fmt.Sprintf("entry %d's hash is not the one the head holds: it was rewritten", h.LastID)
	case noted.ID != 0 && !notedSeen:
		v.BrokenAt, v.Problem = noted.ID, fmt.Sprintf("entry %d, written down, is not in the log", noted.ID)
	default:
		v.OK = true
	}
	return v, nil
}

// errBroken stops the walk at the first broken link.
var errBroken = errors.New("audit chain broken")

func jsonOrEmpty(v any) (string, error) {
	if v == nil {
		return "", nil
	}
	b, err := json.Marshal(v)
	return string(b), err
}

// AuditFilter narrows the audit log; zero fields match everything.
type AuditFilter struct {
	Operator   string
	Action     string
	ObjectType string
	ObjectID   string
	From, To   time.Time // To excluded
}

// AuditExportLimit is the most lines the CSV export takes; the screen
// reads the log a page at a time.
const AuditExportLimit = 100000

// AuditSorts are the audit screen's sort keys: at (the default, newest
// first), operator, action and objectType.
var AuditSorts = page.Sorts{ID: "id", Default: "-at", Keys: map[string]page.Key{
	"at":         {SQL: "at"},
	"operator":   {SQL: "operator", Text: true},
	"action":     {SQL: "action", Text: true},
	"objectType": {SQL: "object_type", Text: true},
}}

const auditColumns = `id, operator, action, object_type, object_id, before_json, after_json, at, addr, hash`

// Audit reads one page of the audit log in o.
func (s *Service) Audit(ctx context.Context, f AuditFilter, o page.Order) (page.Page[Entry], error) {
	return page.List(ctx, s.db, AuditSorts, o, f.query(), scanEntry)
}

// query is the lines f chooses.
func (f AuditFilter) query() page.Query {
	q := page.Query{Select: auditColumns, From: "audit_log"}
	for _, c := range []struct {
		col string
		val string
	}{{"operator", f.Operator}, {"action", f.Action}, {"object_type", f.ObjectType}, {"object_id", f.ObjectID}} {
		if c.val != "" {
			q.Where, q.Args = append(q.Where, c.col+" = ?"), append(q.Args, c.val)
		}
	}
	if !f.From.IsZero() {
		q.Where, q.Args = append(q.Where, "at >= ?"), append(q.Args, store.Millis(f.From))
	}
	if !f.To.IsZero() {
		q.Where, q.Args = append(q.Where, "at < ?"), append(q.Args, store.Millis(f.To))
	}
	return q
}

func scanEntry(scan func(dest ...any) error) (Entry, error) {
	var e Entry
	var at int64
	err := scan(&e.ID, &e.Operator, &e.Action, &e.ObjectType, &e.ObjectID, &e.Before, &e.After, &at, &e.Addr, &e.Hash)
	e.At = store.Time(at)
	return e, err
}

// export reads the lines f chooses for the CSV file, newest first, at
// most AuditExportLimit.
func (s *Service) export(ctx context.Context, f AuditFilter) ([]Entry, error) {
	q := f.query()
	q.Where = append(q.Where, "1 = 1")
	rows, err := s.db.Query(ctx, `SELECT `+auditColumns+` FROM audit_log WHERE `+strings.Join(q.Where, " AND ")+
		` ORDER BY id DESC LIMIT `+strconv.Itoa(AuditExportLimit), q.Args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Entry{}
	for rows.Next() {
		e, err := scanEntry(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// AuditChoices are the values the audit screen's filters offer: every
// object type, action and operator name the log holds.
type AuditChoices struct {
	ObjectTypes []string `json:"objectTypes"`
	Actions     []string `json:"actions"`
	Operators   []string `json:"operators"`
}

// Choices reads the audit filters' values from the log itself, so a new
// kind of entry is offered as soon as one is written.
func (s *Service) Choices(ctx context.Context) (AuditChoices, error) {
	var c AuditChoices
	for _, f := range []struct {
		col string
		out *[]string
	}{{"object_type", &c.ObjectTypes}, {"action", &c.Actions}, {"operator", &c.Operators}} {
		vals, err := s.distinct(ctx, f.col)
		if err != nil {
			return c, err
		}
		*f.out = vals
	}
	return c, nil
}

func (s *Service) distinct(ctx context.Context, col string) ([]string, error) {
	rows, err := s.db.Query(ctx, `SELECT DISTINCT `+col+` FROM audit_log ORDER BY `+col)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// CLIOperator is the command line's actor for the audit log. by names an
// enabled operator (the one running the command, --by); an empty by is
// the machine's user, osUser, recorded as system:<user> with operator id
// 0. A name that is not an enabled operator is refused.
func (s *Service) CLIOperator(ctx context.Context, by, osUser string) (httpapi.OperatorSession, error) {
	if by == "" {
		if osUser == "" {
			return httpapi.OperatorSession{}, fmt.Errorf("no --by operator and no user name of the machine to record")
		}
		return httpapi.OperatorSession{Name: "system:" + osUser, Addr: CLIAddr}, nil
	}
	var (
		op       = httpapi.OperatorSession{Addr: CLIAddr}
		disabled int64
	)
	err := s.db.QueryRow(ctx, `SELECT id, name, role, disabled_at FROM operators WHERE name = ?`, by).Scan(&op.ID, &op.Name, &op.Role, &disabled)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return httpapi.OperatorSession{}, err
	}
	if err != nil || disabled > 0 {
		return httpapi.OperatorSession{}, fmt.Errorf("--by %s: not an enabled console operator (kwarta operator list); leave --by out to act as system:%s", by, osUser)
	}
	return op, nil
}
