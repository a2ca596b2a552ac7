package httpapi

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"kwarta/internal/httpapi/schematest"
)

// The types of these tests: one of each thing encoding/json does.
type (
	schemaLine struct {
		Text  string `json:"text"`
		Value string `json:"value"`
	}
	schemaBase struct {
		Inner   string `json:"inner"`
		Shadow  string `json:"shadow"` // hidden by schemaOuter.Shadow (shallower)
		Tie     string // hidden: tagged Tie of schemaOther at the same depth wins
		Dropped string // tied with schemaOther's: neither is written
	}
	schemaOther struct {
		Tie     string `json:"Tie"`
		Dropped string
	}
	schemaExtra struct {
		FromPointer string `json:"fromPointer"`
	}
	schemaNamed    struct{ N int }
	schemaStamp    struct{ at time.Time } // writes itself as a string
	schemaCode     int                    // writes itself as text
	schemaDeclared struct{}               // says its own schema
	schemaTree     struct {
		Name     string       `json:"name"`
		Children []schemaTree `json:"children,omitempty"`
	}
	schemaOuter struct {
		schemaBase
		schemaOther
		*schemaExtra
		Named    schemaNamed `json:"named"` // an embedded-looking field with a name is a field
		Shadow   int         `json:"shadow"`
		Title    string      `json:"title"`
		Note     string      `json:"note,omitempty"`
		Zero     schemaLine  `json:"zero,omitzero"`
		Lines    []schemaLine
		Tags     []string          `json:"tags,omitempty"`
		Labels   map[string]string `json:"labels"`
		Head     *schemaLine       `json:"head"`
		Maybe    *schemaLine       `json:"maybe,omitempty"`
		Anon     struct{ A bool }  `json:"anon"`
		At       time.Time         `json:"at"`
		Until    *time.Time        `json:"until"`
		Raw      []byte            `json:"raw"`
		Any      any               `json:"any"`
		Self     json.Marshaler    `json:"self"`
		Count    int64             `json:"count,string"`
		Amount   json.Number       `json:"amount"`
		Stamp    schemaStamp       `json:"stamp"`
		Code     schemaCode        `json:"code"`
		Declared schemaDeclared    `json:"declared"`
		Tree     schemaTree        `json:"tree"`
		Purpose  string            `json:"purpose" enum:"due,payoff,"`
		Fixed    [2]int            `json:"fixed"`
		Skipped  string            `json:"-"`
		hidden   string
	}
)

func (s schemaStamp) MarshalJSON() ([]byte, error) {
	return json.Marshal(s.at.Format("2006-01-02"))
}

func (c schemaCode) MarshalText() ([]byte, error) { return []byte("C" + string(rune('0'+c))), nil }

func (schemaDeclared) MarshalJSON() ([]byte, error) { return []byte(`[1,2]`), nil }

func (schemaDeclared) OpenAPISchema() map[string]any {
	return map[string]any{"type": "array", "items": map[string]any{"type": "integer"}}
}

func TestSchemas_FollowEncodingJSON(t *testing.T) {
	types := newSchemas()
	top := types.value(reflect.TypeOf(schemaOuter{}))
	if top["$ref"] != "#/components/schemas/httpapi.schemaOuter" {
		t.Fatalf("data schema = %v, want a $ref to httpapi.schemaOuter", top)
	}
	outer := types.defs["httpapi.schemaOuter"].(map[string]any)
	props := outer["properties"].(map[string]any)
	var names []string
	for n := range props {
		names = append(names, n)
	}
	slices.Sort(names)
	want := []string{"Lines", "Tie", "amount", "anon", "any", "at", "code", "count", "declared", "fixed", "fromPointer", "head", "inner",
		"labels", "maybe", "named", "note", "purpose", "raw", "self", "shadow", "stamp", "tags", "title", "tree", "until", "zero"}
	if !slices.Equal(names, want) {
		t.Errorf("properties %v,\nwant %v", names, want)
	}
	// Required: everything but omitempty, omitzero and the embedded pointer's fields; in the struct's order.
	wantRequired := []string{"inner", "Tie", "named", "shadow", "title", "Lines", "labels", "head", "anon", "at", "until", "raw", "any",
		"self", "count", "amount", "stamp", "code", "declared", "tree", "purpose", "fixed"}
	if got := outer["required"]; !reflect.DeepEqual(got, wantRequired) {
		t.Errorf("required %v,\nwant %v", got, wantRequired)
	}
	ref := func(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }
	str := map[string]any{"type": "string"}
	for name, want := range map[string]map[string]any{
		"shadow":   {"type": "integer"},
		"Tie":      str,
		"named":    ref("httpapi.schemaNamed"),
		"zero":     ref("httpapi.schemaLine"),
		"Lines":    {"type": "array", "items": ref("httpapi.schemaLine"), "nullable": true},
		"tags":     {"type": "array", "items": str}, // omitempty: never null
		"labels":   {"type": "object", "additionalProperties": str, "nullable": true},
		"head":     {"type": "object", "nullable": true, "allOf": []any{ref("httpapi.schemaLine")}},
		"maybe":    ref("httpapi.schemaLine"),
		"anon":     {"type": "object", "properties": map[string]any{"A": map[string]any{"type": "boolean"}}, "required": []string{"A"}},
		"at":       {"type": "string", "format": "date-time"},
		"until":    {"type": "string", "format": "date-time", "nullable": true},
		"raw":      {"type": "string", "format": "byte", "nullable": true},
		"any":      {},
		"self":     {},
		"count":    str,
		"amount":   {"type": "number"},
		"stamp":    {"type": "string", "description": "written by httpapi.schemaStamp.MarshalJSON"},
		"code":     str,
		"declared": {"type": "array", "items": map[string]any{"type": "integer"}},
		"tree":     ref("httpapi.schemaTree"),
		"purpose":  {"type": "string", "enum": []string{"due", "payoff", ""}},
		"fixed":    {"type": "array", "items": map[string]any{"type": "integer"}, "minItems": 2, "maxItems": 2},
	} {
		if got := props[name]; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	tree := types.defs["httpapi.schemaTree"].(map[string]any)["properties"].(map[string]any)
	if !reflect.DeepEqual(tree["children"], map[string]any{"type": "array", "items": ref("httpapi.schemaTree")}) {
		t.Errorf("a recursive type: children = %v", tree["children"])
	}
	for _, name := range []string{"httpapi.schemaBase", "httpapi.schemaOther", "httpapi.schemaExtra"} {
		if _, ok := types.defs[name]; ok {
			t.Errorf("%s is a component; embedded structs are flattened", name)
		}
	}
}

// TestSchemas_DescribeWhatIsWritten: what encoding/json writes for the
// type, empty and full, fits the schema, with every property named.
func TestSchemas_DescribeWhatIsWritten(t *testing.T) {
	types := newSchemas()
	data := types.value(reflect.TypeOf(schemaOuter{}))
	types.defs["Error"] = map[string]any{}
	doc, err := schematest.Load(map[string]any{"components": map[string]any{"schemas": types.defs}})
	if err != nil {
		t.Fatal(err)
	}
	until := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	full := schemaOuter{
		schemaBase: schemaBase{Inner: "in", Shadow: "hidden", Tie: "t", Dropped: "d"}, schemaOther: schemaOther{Tie: "t2", Dropped: "d"},
		schemaExtra: &schemaExtra{FromPointer: "p"}, Named: schemaNamed{N: 1}, Shadow: 2, Title: "x", Note: "n",
		Zero: schemaLine{Text: "a"}, Lines: []schemaLine{{Text: "a", Value: "b"}}, Tags: []string{"t"}, Labels: map[string]string{"k": "v"},
		Head: &schemaLine{}, Maybe: &schemaLine{}, At: until, Until: &until, Raw: []byte("raw"), Any: []int{1}, Count: 7,
		Amount: "1.5", Code: 3, Tree: schemaTree{Name: "root", Children: []schemaTree{{Name: "leaf"}}}, Purpose: "payoff", Fixed: [2]int{1, 2},
		hidden: "not written",
	}
	for name, v := range map[string]schemaOuter{"empty": {}, "full": full} {
		raw, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if problems := doc.Validate(data, raw); len(problems) > 0 {
			t.Errorf("%s %s:\n%s", name, raw, strings.Join(problems, "\n"))
		}
	}
	bad := []byte(`{"unknown":1}`)
	if problems := doc.Validate(data, bad); len(problems) == 0 {
		t.Errorf("%s fits the schema", bad)
	}
}

func TestSchemas_NameClash(t *testing.T) {
	first := func() reflect.Type { type T struct{ A int }; return reflect.TypeOf(T{}) }()
	second := func() reflect.Type { type T struct{ B int }; return reflect.TypeOf(T{}) }()
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), `"httpapi.T"`) {
			t.Errorf("two types named httpapi.T: recovered %v, want a panic naming them", r)
		}
	}()
	types := newSchemas()
	types.of(first)
	types.of(second)
}

// TestOpenAPI_DataComponents: a route's data is a $ref to its named type,
// nested types are components too, and a route without data answers an
// empty object.
func TestOpenAPI_DataComponents(t *testing.T) {
	noop := NoParams(func(*Call) (any, error) { return nil, nil })
	doc := OpenAPI([]Route{
		{Method: "GET", Path: "/v1/tree", Summary: "a tree", Auth: Public, Data: schemaTree{}, Handle: noop},
		{Method: "GET", Path: "/v1/lines", Summary: "lines", Auth: Public, Data: []schemaLine{}, Handle: noop},
		{Method: "POST", Path: "/v1/none", Summary: "no data", Auth: Public, Handle: noop},
	}, "test")
	data := func(path, method string) any {
		op := doc["paths"].(map[string]any)["/medium"+path].(map[string]any)[method].(map[string]any)
		env := op["responses"].(map[string]any)["200"].(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["schema"].(map[string]any)
		return env["properties"].(map[string]any)["data"]
	}
	ref := func(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }
	if got := data("/v1/tree", "get"); !reflect.DeepEqual(got, ref("httpapi.schemaTree")) {
		t.Errorf("tree data = %v", got)
	}
	if got := data("/v1/lines", "get"); !reflect.DeepEqual(got, map[string]any{"type": "array", "items": ref("httpapi.schemaLine"), "nullable": true}) {
		t.Errorf("lines data = %v", got)
	}
	if got := data("/v1/none", "post"); !reflect.DeepEqual(got, map[string]any{"type": "object"}) {
		t.Errorf("no data = %v", got)
	}
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	for _, name := range []string{"Error", "httpapi.schemaTree", "httpapi.schemaLine"} {
		if _, ok := schemas[name]; !ok {
			t.Errorf("components lack %s", name)
		}
	}
}
