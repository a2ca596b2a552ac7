// Package page is the console lists' paging: a page of at most Limit rows
// in one of the list's sort orders, the count of every row the filters
// choose, and an opaque cursor to the next page. The paging is by keyset:
// the cursor holds the last row's sort value and id, and the next page is
// the rows after that pair, so a row added or removed meanwhile neither
// repeats a row nor skips one. Every list declares its sorts (key -> SQL
// expression, or a Go value for a list read whole), and the parameters
// come from the query string: limit, sort, cursor (docs/CONSOLE.md,
// "Lists").
package page

import (
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"kwarta/internal/fault"
	"kwarta/internal/store"
)

// The limits of a page's size.
const (
	DefaultLimit = 50
	MaxLimit     = 200
)

// Params are a list's paging parameters; a list's parameter struct embeds
// them.
type Params struct {
	Limit  *int64 `param:"limit,max=4" desc:"rows per page, 1 to 200 (default 50)"`
	Sort   string `param:"sort,max=40" desc:"the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default"`
	Cursor string `param:"cursor,max=400" desc:"the next page: the previous page's next, as given"`
}

// Page is one page of a list: its rows, how many rows the filters choose
// in all, and the cursor of the next page ("" on the last).
type Page[T any] struct {
	Rows  []T    `json:"rows"`
	Total int64  `json:"total"`
	Next  string `json:"next"`
}

// Value is a sort value: an int64 or a string.
type Value any

// Sorts is a list's whitelist of sort keys and its default ("-created":
// created, descending). ID is the expression of the row's unique id, the
// tie-break (SQL lists; a list read whole gives its own, Slice).
type Sorts struct {
	Keys    map[string]Key
	Default string
	ID      string
}

// Key is one sort key: SQL, its expression in the list's query, never
// NULL (COALESCE it), and Text when it is a string (else a whole number).
type Key struct {
	SQL  string
	Text bool
}

// Order is a list's chosen order and where the page starts.
type Order struct {
	Key   string
	Desc  bool
	Limit int
	// after is the cursor's position; nil on the first page.
	after *cursor
}

type cursor struct {
	Key string `json:"k"`
	Val Value  `json:"v"`
	ID  Value  `json:"i"`
}

func invalid(field, msg string) error { return fault.Field(field, msg) }

// Parse checks p against the list's sorts: the limit's range, a known sort
// key and a cursor made by this list in this order. Each failure is the
// catalogue's 100400 naming the parameter.
func (p Params) Parse(s Sorts) (Order, error) {
	o := Order{Limit: DefaultLimit}
	if p.Limit != nil {
		if *p.Limit < 1 || *p.Limit > MaxLimit {
			return o, invalid("limit", fmt.Sprintf("The limit is a number of rows from 1 to %d.", MaxLimit))
		}
		o.Limit = int(*p.Limit)
	}
	name := p.Sort
	if name == "" {
		name = s.Default
	}
	o.Desc = strings.HasPrefix(name, "-")
	o.Key = strings.TrimPrefix(name, "-")
	if _, ok := s.Keys[o.Key]; !ok {
		return o, invalid("sort", "Sort by one of: "+strings.Join(s.names(), ", ")+" (a leading - for descending).")
	}
	if p.Cursor != "" {
		c, err := decode(p.Cursor, s.Keys[o.Key].Text)
		if err != nil || c.Key != name {
			return o, invalid("cursor", "The cursor is not one this list gave in this order; start again from the first page.")
		}
		o.after = &c
	}
	return o, nil
}

func (s Sorts) names() []string {
	names := make([]string, 0, len(s.Keys))
	for k := range s.Keys {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

func (o Order) name() string {
	if o.Desc {
		return "-" + o.Key
	}
	return o.Key
}

func (o Order) next(val, id Value) string {
	b, _ := json.Marshal(cursor{Key: o.name(), Val: val, ID: id})
	return base64.RawURLEncoding.EncodeToString(b)
}

// decode reads a cursor, its value a string when text, else a whole
// number; its id either.
func decode(s string, text bool) (cursor, error) {
	var c cursor
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return c, err
	}
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.UseNumber()
	d.DisallowUnknownFields()
	if err := d.Decode(&c); err != nil {
		return c, err
	}
	if c.Val, err = value(c.Val, text); err != nil {
		return c, err
	}
	_, idText := c.ID.(string)
	c.ID, err = value(c.ID, idText)
	return c, err
}

func value(v Value, text bool) (Value, error) {
	switch x := v.(type) {
	case string:
		if text {
			return x, nil
		}
	case json.Number:
		if n, err := x.Int64(); err == nil && !text {
			return n, nil
		}
	}
	return nil, fmt.Errorf("page: cursor value %v", v)
}

// Query is a list's SQL without its order and limit: Select, the columns
// (as the row's scan reads them), From, the tables and joins, and Where,
// the conditions (ANDed), with their Args. CountFrom, when set, is what
// the count reads instead of From: the one table of a list whose joins
// add columns but never rows nor conditions, so a count of a million
// rows reads one index, not the joins. Count, when set, is the whole
// statement that counts, with the same Args: for a list whose rows a
// summary table counts ahead.
type Query struct {
	Select    string
	From      string
	CountFrom string
	Count     string
	Where     []string
	Args      []any
}

// List reads one page of q in o: the rows after the cursor, by (sort
// value, id), limit+1 of them to know whether a next page follows, and
// the count under the same conditions. scan reads one row's columns.
func List[T any](ctx context.Context, db store.Querier, s Sorts, o Order, q Query, scan func(scan func(dest ...any) error) (T, error)) (Page[T], error) {
	out := Page[T]{Rows: []T{}}
	where := "1 = 1"
	if len(q.Where) > 0 {
		where = strings.Join(q.Where, " AND ")
	}
	countFrom := q.From
	if q.CountFrom != "" {
		countFrom = q.CountFrom
	}
	count := `SELECT COUNT(*) FROM ` + countFrom + ` WHERE ` + where
	if q.Count != "" {
		count = q.Count
	}
	if err := db.QueryRow(ctx, count, q.Args...).Scan(&out.Total); err != nil {
		return out, err
	}
	key := s.Keys[o.Key]
	dir, cmpOp := "ASC", ">"
	if o.Desc {
		dir, cmpOp = "DESC", "<"
	}
	args := slices.Clone(q.Args)
	if o.after != nil {
		where += fmt.Sprintf(" AND (%s, %s) %s (?, ?)", key.SQL, s.ID, cmpOp)
		args = append(args, o.after.Val, o.after.ID)
	}
	rows, err := db.Query(ctx, fmt.Sprintf(`SELECT %s, %s, %s FROM %s WHERE %s ORDER BY %s %s, %s %s LIMIT %d`,
		q.Select, key.SQL, s.ID, q.From, where, key.SQL, dir, s.ID, dir, o.Limit+1), args...)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	var lastVal Value
	var lastID int64
	for rows.Next() {
		if len(out.Rows) == o.Limit {
			out.Next = o.next(lastVal, lastID)
			break
		}
		var text string
		var num int64
		sortDest := any(&num)
		if key.Text {
			sortDest = &text
		}
		r, err := scan(func(dest ...any) error { return rows.Scan(append(dest, sortDest, &lastID)...) })
		if err != nil {
			return out, err
		}
		lastVal = num
		if key.Text {
			lastVal = text
		}
		out.Rows = append(out.Rows, r)
	}
	return out, rows.Err()
}

// Of is the sort keys of a list read whole (a few hundred rows at most,
// put together from several sources): each key's value of a row, an
// int64 or a string.
type Of[T any] map[string]func(T) Value

// Sorts is the whitelist of a list read whole, for Parse (the keys' SQL
// is unused).
func (k Of[T]) Sorts(def string) Sorts {
	s := Sorts{Keys: map[string]Key{}, Default: def}
	for name, f := range k {
		var zero T
		_, text := f(zero).(string)
		s.Keys[name] = Key{Text: text}
	}
	return s
}

// Slice pages a list read whole the same way: sorted by the key's value,
// then by id (an int64 or a string, unique), the rows after the cursor.
func Slice[T any](all []T, keys Of[T], id func(T) Value, o Order) Page[T] {
	val := keys[o.Key]
	less := func(a, b T) int {
		c := compare(val(a), val(b))
		if c == 0 {
			c = compare(id(a), id(b))
		}
		if o.Desc {
			c = -c
		}
		return c
	}
	sorted := slices.Clone(all)
	slices.SortFunc(sorted, less)
	out := Page[T]{Rows: []T{}, Total: int64(len(all))}
	for _, r := range sorted {
		if o.after != nil {
			c := compare(val(r), o.after.Val)
			if c == 0 {
				c = compare(id(r), o.after.ID)
			}
			if o.Desc {
				c = -c
			}
			if c <= 0 {
				continue
			}
		}
		if len(out.Rows) == o.Limit {
			last := out.Rows[len(out.Rows)-1]
			out.Next = o.next(val(last), id(last))
			break
		}
		out.Rows = append(out.Rows, r)
	}
	return out
}

// compare orders two values of one kind; a string sorts after a number
// (a cursor's id of the wrong kind).
func compare(a, b Value) int {
	switch x := a.(type) {
	case int64:
		if y, ok := b.(int64); ok {
			return cmp.Compare(x, y)
		}
		return -1
	case string:
		if y, ok := b.(string); ok {
			return cmp.Compare(x, y)
		}
		return 1
	}
	return 0
}

// Map shapes a page's rows, keeping its total and cursor.
func Map[T, U any](p Page[T], f func(T) U) Page[U] {
	out := Page[U]{Rows: make([]U, 0, len(p.Rows)), Total: p.Total, Next: p.Next}
	for _, r := range p.Rows {
		out.Rows = append(out.Rows, f(r))
	}
	return out
}

// All reads every row of q, unpaged, ordered by orderBy (SQL): a list's
// CSV file or its command-line report. scan reads one row's columns.
func All[T any](ctx context.Context, db store.Querier, q Query, orderBy string, scan func(scan func(dest ...any) error) (T, error)) ([]T, error) {
	where := "1 = 1"
	if len(q.Where) > 0 {
		where = strings.Join(q.Where, " AND ")
	}
	rows, err := db.Query(ctx, `SELECT `+q.Select+` FROM `+q.From+` WHERE `+where+` ORDER BY `+orderBy, q.Args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		r, err := scan(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
