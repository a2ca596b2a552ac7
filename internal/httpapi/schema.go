package httpapi

import (
	"encoding"
	"encoding/json"
	"fmt"
	"path"
	"reflect"
	"slices"
	"strings"
	"time"
)

// Schemaer is implemented by a data type that marshals itself
// (json.Marshaler) and says how its JSON looks; without it the API
// document guesses from what the type's zero value marshals to.
type Schemaer interface {
	OpenAPISchema() map[string]any
}

// schemas turns the Go types of the envelope's data into JSON schemas the
// way encoding/json writes them (OpenAPI 3.0.3). Every named struct type
// becomes a component, "<package>.<Type>" (notice.Settings: the last
// element of the package path, a dot, the type's name), which the
// responses and other components reference with $ref; anonymous structs
// stay inline. A field is required unless its tag says omitempty or
// omitzero (or it comes from an embedded pointer, which may be nil); a
// pointer, slice or map that is written even when nil is nullable.
type schemas struct {
	defs  map[string]any
	names map[reflect.Type]string
	owner map[string]reflect.Type
}

func newSchemas() *schemas {
	return &schemas{defs: map[string]any{}, names: map[reflect.Type]string{}, owner: map[string]reflect.Type{}}
}

var (
	timeType      = reflect.TypeFor[time.Time]()
	numberType    = reflect.TypeFor[json.Number]()
	marshalerType = reflect.TypeFor[json.Marshaler]()
	textType      = reflect.TypeFor[encoding.TextMarshaler]()
	schemaerType  = reflect.TypeFor[Schemaer]()
)

// schemaDomains renames the packages whose types the API document names
// by the domain they serve: the loan pages (internal/loanpage) describe
// loans, and their components keep the names the web app's types use
// (loan.Details, loan.Confirmation); the card repayment
// (internal/cardrepay) describes repayments (repay.RepaymentWay,
// repay.CardConfirmed).
var schemaDomains = map[string]string{"loanpage": "loan", "cardrepay": "repay"}

// SchemaName is the component name of a named type: the last element of
// its package path (or its domain, schemaDomains), a dot and the type's
// name (notice.Settings); the characters OpenAPI does not allow in a
// component name (a generic type's brackets, its arguments' paths) become
// underscores.
func SchemaName(t reflect.Type) string {
	pkg := path.Base(t.PkgPath())
	if d, ok := schemaDomains[pkg]; ok {
		pkg = d
	}
	name := pkg + "." + t.Name()
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-' {
			return r
		}
		return '_'
	}, name)
}

// value is the schema of a value that is written even when it is nil (a
// route's data, a field without omitempty): nullable when it can be nil.
func (s *schemas) value(t reflect.Type) map[string]any {
	if t == nil {
		return map[string]any{"type": "object"}
	}
	sc := s.of(t)
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		return nullable(sc)
	}
	return sc
}

// nullable adds null to a schema's values, as OpenAPI 3.0 says it: beside
// a type, or around a reference (whose siblings would be ignored).
func nullable(sc map[string]any) map[string]any {
	if len(sc) == 0 {
		return sc // unconstrained: null already
	}
	if ref, ok := sc["$ref"]; ok {
		return map[string]any{"type": "object", "nullable": true, "allOf": []any{map[string]any{"$ref": ref}}}
	}
	out := make(map[string]any, len(sc)+1)
	for k, v := range sc {
		out[k] = v
	}
	out["nullable"] = true
	return out
}

// of is the schema of a non-nil value of type t.
func (s *schemas) of(t reflect.Type) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() == reflect.Interface {
		return map[string]any{} // any, an interface: whatever it holds
	}
	switch {
	case t == timeType:
		return map[string]any{"type": "string", "format": "date-time"}
	case t == numberType:
		return map[string]any{"type": "number"}
	case implements(t, schemaerType):
		return reflect.New(t).Interface().(Schemaer).OpenAPISchema()
	case implements(t, marshalerType):
		return marshalled(t)
	case implements(t, textType):
		return map[string]any{"type": "string"}
	}
	switch t.Kind() {
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return map[string]any{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 && !implements(t.Elem(), marshalerType) && !implements(t.Elem(), textType) {
			return map[string]any{"type": "string", "format": "byte"} // []byte: base64
		}
		return map[string]any{"type": "array", "items": s.value(t.Elem())}
	case reflect.Array:
		return map[string]any{"type": "array", "items": s.value(t.Elem()), "minItems": t.Len(), "maxItems": t.Len()}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": s.value(t.Elem())}
	case reflect.Struct:
		if t.Name() == "" {
			return s.object(t)
		}
		return s.named(t)
	}
	return map[string]any{} // a channel or a function: encoding/json refuses them
}

func implements(t, iface reflect.Type) bool {
	return t.Implements(iface) || reflect.PointerTo(t).Implements(iface)
}

// marshalled is the schema of a type that writes its own JSON, read from
// what its zero value writes: a string, a number, a boolean, an array or an
// object; null, or a zero value that cannot be marshalled, says nothing.
func marshalled(t reflect.Type) (sc map[string]any) {
	desc := "written by " + t.String() + ".MarshalJSON"
	sc = map[string]any{"description": desc}
	defer func() {
		if recover() != nil {
			sc = map[string]any{"description": desc}
		}
	}()
	raw, err := reflect.New(t).Interface().(json.Marshaler).MarshalJSON()
	var v any
	if err != nil || json.Unmarshal(raw, &v) != nil {
		return sc
	}
	switch v.(type) {
	case string:
		sc["type"] = "string"
	case float64:
		sc["type"] = "number"
	case bool:
		sc["type"] = "boolean"
	case []any:
		sc["type"], sc["items"] = "array", map[string]any{}
	case map[string]any:
		sc["type"] = "object"
	}
	return sc
}

// named registers a named struct type as a component and references it.
func (s *schemas) named(t reflect.Type) map[string]any {
	name, ok := s.names[t]
	if !ok {
		name = SchemaName(t)
		if other, taken := s.owner[name]; taken {
			panic(fmt.Sprintf("httpapi: the API document names both %s and %s %q; rename one", other, t, name))
		}
		s.names[t], s.owner[name] = name, t
		s.defs[name] = map[string]any{} // a recursive type finds its name
		s.defs[name] = s.object(t)
	}
	return map[string]any{"$ref": "#/components/schemas/" + name}
}

// object is a struct's schema: its JSON fields as encoding/json finds them.
func (s *schemas) object(t reflect.Type) map[string]any {
	props := map[string]any{}
	required := []string{}
	for _, f := range jsonFields(t) {
		var sc map[string]any
		switch {
		case f.quoted:
			sc = map[string]any{"type": "string"}
		case f.omit:
			sc = s.of(f.typ)
		default:
			sc = s.value(f.typ)
		}
		if len(f.enum) > 0 {
			sc = withEnum(sc, f)
		}
		props[f.name] = sc
		if !f.omit && !f.viaPointer {
			required = append(required, f.name)
		}
	}
	sc := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		sc["required"] = required
	}
	return sc
}

// withEnum lists the values a string field takes: its enum tag, the values
// comma-separated (enum:"due,payoff,extension"; an empty item is the empty
// string). Go has no enumerations, so the field says it; the document and
// the web app's types then say it too.
func withEnum(sc map[string]any, f jsonField) map[string]any {
	if sc["type"] != "string" || sc["nullable"] == true {
		panic(fmt.Sprintf("httpapi: the enum tag of field %q needs a string, not %s", f.name, f.typ))
	}
	out := make(map[string]any, len(sc)+1)
	for k, v := range sc {
		out[k] = v
	}
	out["enum"] = f.enum
	return out
}

// jsonField is one field of a struct's JSON.
type jsonField struct {
	enum       []string // the enum tag's values
	name       string
	tagged     bool
	index      []int
	typ        reflect.Type
	omit       bool // omitempty or omitzero: left out when empty
	quoted     bool // the ",string" option
	viaPointer bool // promoted from an embedded pointer, absent when it is nil
}

// jsonFields lists a struct's JSON fields as encoding/json does: embedded
// structs are flattened, a shallower field hides a deeper one of the same
// name, a tagged one an untagged one at the same depth, and two that tie
// hide each other. The order is the struct's.
func jsonFields(t reflect.Type) []jsonField {
	type level struct {
		typ        reflect.Type
		index      []int
		viaPointer bool
	}
	var found []jsonField
	next := []level{{typ: t}}
	visited := map[reflect.Type]bool{}
	for len(next) > 0 {
		current := next
		next = nil
		count := map[reflect.Type]int{}
		for _, l := range current {
			count[l.typ]++
		}
		for _, l := range current {
			if visited[l.typ] {
				continue
			}
			visited[l.typ] = true
			for i := 0; i < l.typ.NumField(); i++ {
				sf := l.typ.Field(i)
				if sf.Anonymous {
					ft := sf.Type
					if ft.Kind() == reflect.Pointer {
						ft = ft.Elem()
					}
					if !sf.IsExported() && ft.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				options := strings.Split(opts, ",")
				index := append(slices.Clone(l.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					f := jsonField{
						name: name, tagged: name != "", index: index, typ: sf.Type, viaPointer: l.viaPointer,
						omit:   slices.Contains(options, "omitempty") || slices.Contains(options, "omitzero"),
						quoted: slices.Contains(options, "string") && quotable(ft),
					}
					if values, ok := sf.Tag.Lookup("enum"); ok {
						f.enum = strings.Split(values, ",")
					}
					if f.name == "" {
						f.name = sf.Name
					}
					found = append(found, f)
					if count[l.typ] > 1 {
						found = append(found, f) // reached twice at this depth: the copies hide each other
					}
					continue
				}
				next = append(next, level{typ: ft, index: index, viaPointer: l.viaPointer || sf.Type.Kind() == reflect.Pointer})
			}
		}
	}
	byName := map[string][]jsonField{}
	for _, f := range found {
		byName[f.name] = append(byName[f.name], f)
	}
	var out []jsonField
	for _, fs := range byName {
		slices.SortStableFunc(fs, func(a, b jsonField) int {
			if len(a.index) != len(b.index) {
				return len(a.index) - len(b.index)
			}
			if a.tagged != b.tagged {
				if a.tagged {
					return -1
				}
				return 1
			}
			return slices.Compare(a.index, b.index)
		})
		if len(fs) > 1 && len(fs[0].index) == len(fs[1].index) && fs[0].tagged == fs[1].tagged {
			continue // a tie: encoding/json writes neither
		}
		out = append(out, fs[0])
	}
	slices.SortFunc(out, func(a, b jsonField) int { return slices.Compare(a.index, b.index) })
	return out
}

// quotable: the kinds the ",string" option writes as a JSON string.
func quotable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	}
	return false
}
