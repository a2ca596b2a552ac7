package applicant

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/sealed"
	"kwarta/internal/store"
)

// Service keeps the applicants' data.
type Service struct {
	db     *store.DB
	clock  clock.Clock
	market string
	loc    *time.Location
	keys   *sealed.Keys
}

// New is the applicants' data over db in a market (its code and time
// zone), sealed with keys (nil: the development key).
func New(db *store.DB, clk clock.Clock, market string, loc *time.Location, keys *sealed.Keys) *Service {
	if keys == nil {
		keys = sealed.Dev()
	}
	return &Service{db: db, clock: clk, market: market, loc: loc, keys: keys}
}

// Market is the market's code.
func (s *Service) Market() string { return s.market }

// Today is the market's date now, for ages.
func (s *Service) Today() time.Time {
	y, m, d := s.clock.Now().In(s.loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// aad binds a sealed submission to its borrower, its version and its key.
func aad(keyID string, userID int64, version int) []byte {
	return []byte("kwarta/applicant/v1|key=" + keyID + "|user=" + strconv.FormatInt(userID, 10) + "|version=" + strconv.Itoa(version))
}

// addressKey is the address as its index hashes it: the line, city and
// postal code, case and spacing folded.
func addressKey(in Identity) string {
	return strings.ToLower(strings.Join([]string{in.AddressLine, in.City, in.PostalCode}, "|"))
}

// Save checks a submission and stores it as the borrower's next version,
// with the names of the fields it changed; a submission equal to the
// current one stores nothing and answers it. actor is who submitted it
// (borrower:<id>, or the demo world).
func (s *Service) Save(ctx context.Context, userID int64, in Identity, actor string) (View, error) {
	var view View
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		view, err = s.SaveIn(ctx, tx, userID, in, actor)
		return err
	})
	if store.IsUniqueViolation(err) {
		return View{}, errBusy()
	}
	return view, err
}

// SaveIn is Save in the caller's transaction q.
func (s *Service) SaveIn(ctx context.Context, q store.Querier, userID int64, in Identity, actor string) (View, error) {
	id, err := Check(in, s.market, s.Today())
	if err != nil {
		return View{}, err
	}
	cur, version, _, err := s.read(ctx, q, userID)
	if err != nil {
		return View{}, err
	}
	changed := Changed(cur, id)
	if version > 0 && len(changed) == 0 {
		return s.view(ctx, q, userID, false)
	}
	version++
	plain, err := json.Marshal(id)
	if err != nil {
		return View{}, err
	}
	ct, keyID, err := s.keys.Seal(plain, func(k string) []byte { return aad(k, userID, version) })
	if err != nil {
		return View{}, err
	}
	now := store.Millis(s.clock.Now())
	index := s.keys.Index("address", addressKey(id))
	if version == 1 {
		_, err = q.Exec(ctx, `INSERT INTO applicants (user_id, version, key_id, sealed, address_index, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
			userID, version, keyID, ct, index, now)
	} else {
		_, err = q.Exec(ctx, `UPDATE applicants SET version = ?, key_id = ?, sealed = ?, address_index = ?, updated_at = ? WHERE user_id = ?`,
			version, keyID, ct, index, now, userID)
	}
	if err != nil {
		return View{}, err
	}
	if _, err := q.Exec(ctx, `INSERT INTO applicant_history (user_id, version, key_id, sealed, changed, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		userID, version, keyID, ct, strings.Join(changed, ","), actor, now); err != nil {
		return View{}, err
	}
	return viewOf(id, version, store.Time(now), s.market, s.Today(), false), nil
}

// read opens the borrower's current submission in q: its data, version
// (0: none yet) and when it was saved.
func (s *Service) read(ctx context.Context, q store.Querier, userID int64) (Identity, int, time.Time, error) {
	var (
		version int
		keyID   string
		ct      []byte
		at      int64
	)
	err := q.QueryRow(ctx, `SELECT version, key_id, sealed, updated_at FROM applicants WHERE user_id = ?`, userID).Scan(&version, &keyID, &ct, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Identity{}, 0, time.Time{}, nil
	}
	if err != nil {
		return Identity{}, 0, time.Time{}, err
	}
	plain, err := s.keys.Open(keyID, ct, aad(keyID, userID, version))
	if err != nil {
		return Identity{}, 0, time.Time{}, err
	}
	var id Identity
	if err := json.Unmarshal(plain, &id); err != nil {
		return Identity{}, 0, time.Time{}, err
	}
	return id, version, store.Time(at), nil
}

// Facts are what the credit policy reads of an applicant: never the name,
// the ID number or the address itself.
type Facts struct {
	Known       bool   // the app has submitted the data
	Age         int    // whole years on the day asked
	Nationality string // ISO 3166-1 alpha-2
	// AddressIndex is the keyed hash of the address (sealed.Keys.Index):
	// equal for equal addresses, and nothing else.
	AddressIndex string
}

// FactsOf is what the policy reads of the borrower's data in q, with the
// age on the market's today.
func (s *Service) FactsOf(ctx context.Context, q store.Querier, userID int64) (Facts, error) {
	id, version, _, err := s.read(ctx, q, userID)
	if err != nil || version == 0 {
		return Facts{}, err
	}
	born, err := time.Parse(time.DateOnly, id.BirthDate)
	if err != nil {
		return Facts{}, err
	}
	return Facts{Known: true, Age: Age(born, s.Today()), Nationality: id.Nationality, AddressIndex: s.keys.Index("address", addressKey(id))}, nil
}

// Changed names the fields b changes from a, in the form's order.
func Changed(a, b Identity) []string {
	var out []string
	pairs := []struct{ name, a, b string }{
		{"fullName", a.FullName, b.FullName}, {"birthDate", a.BirthDate, b.BirthDate}, {"nationality", a.Nationality, b.Nationality},
		{"idType", a.IDType, b.IDType}, {"idNumber", a.IDNumber, b.IDNumber}, {"addressLine", a.AddressLine, b.AddressLine},
		{"city", a.City, b.City}, {"province", a.Province, b.Province}, {"postalCode", a.PostalCode, b.PostalCode},
		{"employment", a.Employment, b.Employment}, {"incomeBand", a.IncomeBand, b.IncomeBand}, {"imageRef", a.ImageRef, b.ImageRef},
	}
	for _, p := range pairs {
		if p.a != p.b {
			out = append(out, p.name)
		}
	}
	return out
}

// Version is one line of an applicant's history.
type Version struct {
	Version int       `json:"version"`
	Changed []string  `json:"changed"` // the fields it changed (all of them for the first)
	Actor   string    `json:"actor"`
	At      time.Time `json:"at"`
}

// History lists every version of the borrower's data, newest first,
// without the data.
func (s *Service) History(ctx context.Context, q store.Querier, userID int64) ([]Version, error) {
	rows, err := q.Query(ctx, `SELECT version, changed, actor, created_at FROM applicant_history WHERE user_id = ? ORDER BY version DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Version{}
	for rows.Next() {
		var (
			v       Version
			changed string
			at      int64
		)
		if err := rows.Scan(&v.Version, &changed, &v.Actor, &at); err != nil {
			return nil, err
		}
		v.Changed, v.At = strings.Split(changed, ","), store.Time(at)
		out = append(out, v)
	}
	return out, rows.Err()
}
