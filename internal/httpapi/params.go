package httpapi

import (
	"fmt"
	"mime/multipart"
	"net/http"
	"reflect"
	"strconv"
	"strings"
)

// A route's parameters are a Go struct; Bind reads its fields' tags once,
// when the route table is built, and gives the router the declared
// parameters (validated before the handler runs, listed in the API
// document) and the handler, which gets the struct filled from the
// validated form. A handler reads p.OrderID, never a parameter by its name,
// so a misspelt parameter does not compile.
//
// Each exported field has a param tag, its wire name and options, and a desc
// tag, its description in the API document:
//
//	OrderID int64 `param:"orderId,required,max=18" desc:"the borrower's order id"`
//
// The field's type gives the kind:
//
//	int64, int               Int: a whole number (0 when absent)
//	*int64                   Int, nil when absent or empty
//	string                   String, trimmed
//	[]*multipart.FileHeader  File: a multipart upload (its handler checks it)
//
// The options:
//
//	required    the router refuses the call without it (a file's handler
//	            checks it: the router checks no file; the document says required)
//	max=N       the longest value in characters; none: 500
//	range=A..B  a whole number's least and greatest values (an Int only)
//	digits      a string of digits only (Digits)
//	int         a string the router checks as a whole number (Int), kept as its text
//	untrimmed   a string read as sent (a password, a text's body); the router
//	            checks its trimmed length as for any other
//	undeclared  read from the form but neither validated nor documented: a
//	            value a page sends that the route does not declare (see the
//	            route's comment); not with required, max, digits or int
//
// An embedded struct without a param tag is a shared group (the order, the
// product): its fields are the route's, in place. A type whose pointer
// implements ParamSet declares and reads its parameters itself. A wrong
// tag, an unknown option, an unsupported type, a field without a tag or a
// name used twice makes Bind panic with the struct and the field, so the
// table fails at start.

// Handler is a route's handler together with the parameters it declares;
// make one with Bind, or with NoParams for a route that declares none.
type Handler struct {
	params []Param
	call   func(c *Call) (any, error)
}

// Bind makes the handler of a route whose parameters are P's fields (see
// above): the router validates them, then fn gets them decoded.
func Bind[P any](fn func(c *Call, p P) (any, error)) Handler {
	t := reflect.TypeFor[P]()
	if reflect.PointerTo(t).Implements(paramSetType) {
		var zero P
		return Handler{params: any(&zero).(ParamSet).Params(), call: func(c *Call) (any, error) {
			var p P
			any(&p).(ParamSet).ReadParams(c.Request.Form.Get)
			return fn(c, p)
		}}
	}
	fields, err := paramFields(t)
	if err != nil {
		panic("httpapi.Bind: " + err.Error())
	}
	return Handler{params: declared(fields), call: func(c *Call) (any, error) {
		var p P
		decode(reflect.ValueOf(&p).Elem(), fields, c.Request)
		return fn(c, p)
	}}
}

// NoParams makes the handler of a route that declares no parameters (it may
// still read the path's wildcards or, on a Raw route, the request).
func NoParams(fn func(c *Call) (any, error)) Handler {
	return Handler{call: fn}
}

// ParamsOf is the parameters P declares, as Bind reads them (for tests and
// tools); it panics as Bind does on a wrong tag.
func ParamsOf[P any]() []Param {
	return Bind(func(*Call, P) (any, error) { return nil, nil }).params
}

// ParamSet is a parameter struct that declares and reads its parameters
// itself, for a set built from another declaration (the lender's details,
// from content.Details's own tags). Params is the declared list;
// ReadParams fills the struct from the validated form (form returns a
// parameter's value as sent, untrimmed).
type ParamSet interface {
	Params() []Param
	ReadParams(form func(name string) string)
}

var paramSetType = reflect.TypeFor[ParamSet]()

// paramField is one tagged field: where it is, what it declares, how it is read.
type paramField struct {
	index      []int
	param      Param
	read       fieldKind
	untrimmed  bool
	undeclared bool
}

type fieldKind int

const (
	readString fieldKind = iota
	readInt64
	readInt
	readIntPtr
	readFiles
)

var filesType = reflect.TypeFor[[]*multipart.FileHeader]()

// paramFields reads a parameter struct's tags, embedded groups in place.
func paramFields(t reflect.Type) ([]paramField, error) {
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("%s is not a struct", t)
	}
	var out []paramField
	seen := map[string]string{}
	var walk func(t reflect.Type, at []int) error
	walk = func(t reflect.Type, at []int) error {
		for i := range t.NumField() {
			sf := t.Field(i)
			index := append(append([]int{}, at...), i)
			where := t.String() + "." + sf.Name
			tag, tagged := sf.Tag.Lookup("param")
			if sf.Anonymous && !tagged {
				if sf.Type.Kind() != reflect.Struct {
					return fmt.Errorf("%s: an embedded parameter group must be a struct, not %s", where, sf.Type)
				}
				if err := walk(sf.Type, index); err != nil {
					return err
				}
				continue
			}
			if !sf.IsExported() {
				return fmt.Errorf("%s: a parameter field must be exported", where)
			}
			if !tagged {
				return fmt.Errorf("%s: no param tag (`param:\"name,options\"`)", where)
			}
			f, err := parseParamTag(sf, tag)
			if err != nil {
				return fmt.Errorf("%s: %v", where, err)
			}
			if prev, dup := seen[f.param.Name]; dup {
				return fmt.Errorf("%s: parameter %q is declared by %s too", where, f.param.Name, prev)
			}
			seen[f.param.Name] = where
			f.index = index
			out = append(out, f)
		}
		return nil
	}
	if err := walk(t, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// parseParamTag reads one field's param and desc tags.
func parseParamTag(sf reflect.StructField, tag string) (paramField, error) {
	parts := strings.Split(tag, ",")
	f := paramField{param: Param{Name: strings.TrimSpace(parts[0]), Desc: sf.Tag.Get("desc")}}
	if f.param.Name == "" || strings.ContainsAny(f.param.Name, " \t") {
		return f, fmt.Errorf("param tag %q: the first item must be the wire name", tag)
	}
	var digits, asInt bool
	for _, opt := range parts[1:] {
		switch key, val, hasVal := strings.Cut(strings.TrimSpace(opt), "="); {
		case key == "required" && !hasVal:
			f.param.Required = true
		case key == "digits" && !hasVal:
			digits = true
		case key == "int" && !hasVal:
			asInt = true
		case key == "untrimmed" && !hasVal:
			f.untrimmed = true
		case key == "undeclared" && !hasVal:
			f.undeclared = true
		case key == "max" && hasVal:
			n, err := strconv.Atoi(val)
			if err != nil || n <= 0 {
				return f, fmt.Errorf("param tag %q: max must be a positive number of characters, not %q", tag, val)
			}
			f.param.Max = n
		case key == "range" && hasVal:
			lo, hi, ok := strings.Cut(val, "..")
			a, errA := strconv.ParseInt(lo, 10, 64)
			b, errB := strconv.ParseInt(hi, 10, 64)
			if !ok || errA != nil || errB != nil || a > b {
				return f, fmt.Errorf("param tag %q: range must be A..B, two whole numbers, A at most B, not %q", tag, val)
			}
			f.param.Range, f.param.Ranged = [2]int64{a, b}, true
		default:
			return f, fmt.Errorf("param tag %q: unknown option %q (known: required, max=N, range=A..B, digits, int, untrimmed, undeclared)", tag, opt)
		}
	}
	switch sf.Type {
	case reflect.TypeFor[string]():
		f.read, f.param.Kind = readString, String
		switch {
		case digits && asInt:
			return f, fmt.Errorf("param tag %q: digits and int exclude each other", tag)
		case digits:
			f.param.Kind = Digits
		case asInt:
			f.param.Kind = Int
		}
	case reflect.TypeFor[int64](), reflect.TypeFor[int](), reflect.TypeFor[*int64]():
		f.param.Kind = Int
		f.read = map[reflect.Type]fieldKind{reflect.TypeFor[int64](): readInt64, reflect.TypeFor[int](): readInt, reflect.TypeFor[*int64](): readIntPtr}[sf.Type]
	case filesType:
		f.read, f.param.Kind = readFiles, File
	default:
		return f, fmt.Errorf("unsupported type %s (string, int64, int, *int64 or []*multipart.FileHeader)", sf.Type)
	}
	switch {
	case (digits || asInt) && sf.Type != reflect.TypeFor[string]():
		return f, fmt.Errorf("param tag %q: digits and int are for string fields (an integer field is an Int already)", tag)
	case f.param.Ranged && f.param.Kind != Int:
		return f, fmt.Errorf("param tag %q: range is for whole numbers", tag)
	case f.untrimmed && sf.Type != reflect.TypeFor[string]():
		return f, fmt.Errorf("param tag %q: untrimmed is for string fields", tag)
	case f.undeclared && (f.param.Required || f.param.Max != 0 || digits || asInt || f.read == readFiles):
		return f, fmt.Errorf("param tag %q: an undeclared parameter is not validated: no required, max, digits, int or file", tag)
	}
	return f, nil
}

// declared is what the router validates and the document lists.
func declared(fields []paramField) []Param {
	var out []Param
	for _, f := range fields {
		if !f.undeclared {
			out = append(out, f.param)
		}
	}
	return out
}

// decode fills v from the request's form, which the router has validated:
// strings trimmed (unless untrimmed), integers parsed (0, or nil, when
// absent), files from the multipart form.
func decode(v reflect.Value, fields []paramField, r *http.Request) {
	for _, f := range fields {
		fv := v.FieldByIndex(f.index)
		raw := r.Form.Get(f.param.Name)
		s := strings.TrimSpace(raw)
		switch f.read {
		case readString:
			if f.untrimmed {
				s = raw
			}
			fv.SetString(s)
		case readInt64, readInt:
			n, _ := strconv.ParseInt(s, 10, 64)
			fv.SetInt(n)
		case readIntPtr:
			if s != "" {
				n, _ := strconv.ParseInt(s, 10, 64)
				fv.Set(reflect.ValueOf(&n))
			}
		case readFiles:
			if r.MultipartForm != nil {
				fv.Set(reflect.ValueOf(r.MultipartForm.File[f.param.Name]))
			}
		}
	}
}
