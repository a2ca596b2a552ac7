package page

import (
	"encoding/base64"
	"errors"
	"slices"
	"testing"

	"kwarta/internal/fault"
)

var testSorts = Sorts{ID: "id", Default: "-at", Keys: map[string]Key{"at": {SQL: "at"}, "name": {SQL: "name", Text: true}}}

func limit(n int64) *int64 { return &n }

// TestParse: the default order and size, a sort both ways, and each wrong
// parameter refused as the catalogue's 100400 naming it.
func TestParse(t *testing.T) {
	o, err := Params{}.Parse(testSorts)
	if err != nil || o.Key != "at" || !o.Desc || o.Limit != DefaultLimit || o.after != nil {
		t.Fatalf("default: %+v %v", o, err)
	}
	o, err = Params{Limit: limit(MaxLimit), Sort: "name"}.Parse(testSorts)
	if err != nil || o.Key != "name" || o.Desc || o.Limit != MaxLimit {
		t.Fatalf("name ascending: %+v %v", o, err)
	}
	good := Order{Key: "name", Desc: true}.next("Maria", int64(7))
	o, err = Params{Sort: "-name", Cursor: good}.Parse(testSorts)
	if err != nil || o.after == nil || o.after.Val != "Maria" || o.after.ID != int64(7) {
		t.Fatalf("a cursor: %+v %v", o, err)
	}
	raw := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	for _, c := range []struct {
		p     Params
		field string
	}{
		{Params{Limit: limit(0)}, "limit"},
		{Params{Limit: limit(MaxLimit + 1)}, "limit"},
		{Params{Limit: limit(-1)}, "limit"},
		{Params{Sort: "phone"}, "sort"},
		{Params{Sort: "+at"}, "sort"},
		{Params{Cursor: "%%%"}, "cursor"},
		{Params{Cursor: raw(`{"k":"-at","v":"x","i":1}`)}, "cursor"},                // a text for a number
		{Params{Cursor: raw(`{"k":"-at","v":1.5,"i":1}`)}, "cursor"},                // not whole
		{Params{Cursor: raw(`{"k":"-at","v":1,"i":1,"x":0}`)}, "cursor"},            // a field too many
		{Params{Sort: "name", Cursor: good}, "cursor"},                              // the other direction's
		{Params{Cursor: raw(`{"k":"-at","v":1,"i":null}`)}, "cursor"},               // no id
		{Params{Cursor: raw(`[1,2]`)}, "cursor"},                                    // not a cursor
		{Params{Sort: "at", Cursor: raw(`{"k":"at","v":1,"i":2}`) + "="}, "cursor"}, // padded
	} {
		_, err := c.p.Parse(testSorts)
		var fe *fault.Error
		if !errors.As(err, &fe) || fe.Code != fault.CodeInvalid || fe.Fields[c.field] == "" {
			t.Errorf("%+v: %v", c.p, err)
		}
	}
}

type row struct {
	id   int64
	name string
	n    int64
}

// TestSlice: a list read whole walks every row once in each order, ties
// by id, with the total on every page.
func TestSlice(t *testing.T) {
	var all []row
	for i := range 23 {
		all = append(all, row{id: int64(100 - i), name: string(rune('a' + i%5)), n: int64(i % 4)})
	}
	keys := Of[row]{"name": func(r row) Value { return r.name }, "n": func(r row) Value { return r.n }}
	id := func(r row) Value { return r.id }
	for _, sort := range []string{"name", "-name", "n", "-n"} {
		var got []int64
		p := Params{Limit: limit(4), Sort: sort}
		for pages := 0; ; pages++ {
			o, err := p.Parse(keys.Sorts("name"))
			if err != nil {
				t.Fatal(err)
			}
			pg := Slice(all, keys, id, o)
			if pg.Total != 23 || len(pg.Rows) > 4 || pages > 6 {
				t.Fatalf("%s: page %d: %+v", sort, pages, pg)
			}
			for _, r := range pg.Rows {
				got = append(got, r.id)
			}
			if pg.Next == "" {
				break
			}
			p.Cursor = pg.Next
		}
		want := slices.Clone(all)
		desc := sort[0] == '-'
		val := keys[trim(sort)]
		slices.SortFunc(want, func(a, b row) int {
			c := compare(val(a), val(b))
			if c == 0 {
				c = compare(a.id, b.id)
			}
			if desc {
				return -c
			}
			return c
		})
		var wantIDs []int64
		for _, r := range want {
			wantIDs = append(wantIDs, r.id)
		}
		if !slices.Equal(got, wantIDs) {
			t.Errorf("%s: %v, want %v", sort, got, wantIDs)
		}
	}
	empty := Slice(nil, keys, id, Order{Key: "n", Limit: 5})
	if empty.Rows == nil || len(empty.Rows) != 0 || empty.Total != 0 || empty.Next != "" {
		t.Errorf("empty: %+v", empty)
	}
}

func trim(s string) string {
	if s != "" && s[0] == '-' {
		return s[1:]
	}
	return s
}

// TestMap keeps the total and the cursor.
func TestMap(t *testing.T) {
	p := Map(Page[int]{Rows: []int{1, 2}, Total: 9, Next: "x"}, func(i int) string { return string(rune('a' + i)) })
	if !slices.Equal(p.Rows, []string{"b", "c"}) || p.Total != 9 || p.Next != "x" {
		t.Errorf("%+v", p)
	}
}
