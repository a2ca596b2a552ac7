package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

type bindGroup struct {
	OrderID int64 `param:"orderId,required,max=18" desc:"the order"`
}

type bindParams struct {
	Phone string `param:"phone,required,max=16" desc:"the phone"`
	bindGroup
	Amount   int                     `param:"amount,max=15"`
	Code     string                  `param:"code,digits,max=6" desc:"the code"`
	Payday   string                  `param:"payday,int,max=2"`
	Password string                  `param:"password,untrimmed,max=200"`
	Version  *int64                  `param:"version,max=9"`
	Hidden   string                  `param:"hidden,undeclared"`
	Photo    []*multipart.FileHeader `param:"photo,required" desc:"a photo"`
}

// TestBind_Params: the declared parameters are the struct's fields in
// order, embedded groups in place, with their kinds; an undeclared one is
// not among them.
func TestBind_Params(t *testing.T) {
	got := ParamsOf[bindParams]()
	want := []Param{
		{Name: "phone", Kind: String, Required: true, Max: 16, Desc: "the phone"},
		{Name: "orderId", Kind: Int, Required: true, Max: 18, Desc: "the order"},
		{Name: "amount", Kind: Int, Max: 15},
		{Name: "code", Kind: Digits, Max: 6, Desc: "the code"},
		{Name: "payday", Kind: Int, Max: 2},
		{Name: "password", Kind: String, Max: 200},
		{Name: "version", Kind: Int, Max: 9},
		{Name: "photo", Kind: File, Required: true, Desc: "a photo"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("params:\n got %+v\nwant %+v", got, want)
	}
}

// TestBind_Decodes: the handler gets the validated form as the struct:
// strings trimmed unless untrimmed, integers parsed, a pointer nil when
// absent, files from the multipart form; a call the router refuses never
// reaches it.
func TestBind_Decodes(t *testing.T) {
	var got bindParams
	routes := []Route{{Method: "POST", Path: "/v1/bind", Summary: "bind",
		Handle: Bind(func(c *Call, p bindParams) (any, error) { got = p; return nil, nil })}}
	h := NewRouter(routes, nil)

	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range map[string]string{"phone": " 0917 ", "orderId": "86", "amount": "-250", "code": "0123",
		"payday": "07", "password": "  secret  ", "hidden": " 1 "} {
		_ = w.WriteField(k, v)
	}
	fw, _ := w.CreateFormFile("photo", "a.png")
	_, _ = fw.Write([]byte("PNG"))
	_ = w.Close()
	req := httptest.NewRequest("POST", "/medium/v1/bind", &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
	}
	if got.Phone != "0917" || got.OrderID != 86 || got.Amount != -250 || got.Code != "0123" || got.Payday != "07" ||
		got.Password != "  secret  " || got.Version != nil || got.Hidden != "1" || len(got.Photo) != 1 || got.Photo[0].Filename != "a.png" {
		t.Errorf("decoded %+v", got)
	}

	got = bindParams{}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/bind?"+url.Values{"phone": {"1"}, "orderId": {"2"}, "version": {"0"}}.Encode(), nil))
	if rec.Code != 200 || got.Version == nil || *got.Version != 0 || got.Photo != nil {
		t.Errorf("status %d, version %v, photo %v", rec.Code, got.Version, got.Photo)
	}

	got = bindParams{Phone: "untouched"}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/bind?phone=1&orderId=x&payday=ab", nil))
	var env Envelope
	_ = json.Unmarshal(rec.Body.Bytes(), &env)
	if rec.Code != 400 || env.Fields["orderId"] == "" || env.Fields["payday"] == "" || got.Phone != "untouched" {
		t.Errorf("bad call: %d %s; handler saw %+v", rec.Code, rec.Body.String(), got)
	}
}

// TestBind_WrongTagPanics: a wrong parameter struct fails when the table
// is built, naming the struct, the field and what is wrong.
func TestBind_WrongTagPanics(t *testing.T) {
	type (
		unknownOption struct {
			OrderID int64 `param:"orderId,requird"`
		}
		badMax struct {
			N int64 `param:"n,max=ten"`
		}
		noName struct {
			N int64 `param:",required"`
		}
		noTag struct {
			N int64
		}
		unexported struct {
			n int64 `param:"n"` //lint:ignore U1000 the field is the test
		}
		badType struct {
			F float64 `param:"f"`
		}
		digitsInt struct {
			N int64 `param:"n,digits"`
		}
		digitsAndInt struct {
			S string `param:"s,digits,int"`
		}
		untrimmedInt struct {
			N int64 `param:"n,untrimmed"`
		}
		undeclaredRequired struct {
			S string `param:"s,undeclared,required"`
		}
		badRange struct {
			N int64 `param:"n,range=5..1"`
		}
		rangeOnString struct {
			S string `param:"s,range=1..5"`
		}
		twice struct {
			bindGroup
			OrderID2 int64 `param:"orderId"`
		}
		groupNotStruct struct {
			fmt.Stringer
		}
	)
	cases := []struct {
		name string
		bind func()
		want []string
	}{
		{"UnknownOption", func() { ParamsOf[unknownOption]() }, []string{"unknownOption.OrderID", `unknown option "requird"`}},
		{"BadMax", func() { ParamsOf[badMax]() }, []string{"badMax.N", "max must be a positive number"}},
		{"NoName", func() { ParamsOf[noName]() }, []string{"noName.N", "wire name"}},
		{"NoTag", func() { ParamsOf[noTag]() }, []string{"noTag.N", "no param tag"}},
		{"Unexported", func() { ParamsOf[unexported]() }, []string{"unexported.n", "must be exported"}},
		{"BadType", func() { ParamsOf[badType]() }, []string{"badType.F", "unsupported type float64"}},
		{"DigitsOnInt", func() { ParamsOf[digitsInt]() }, []string{"digitsInt.N", "digits and int are for string fields"}},
		{"DigitsAndInt", func() { ParamsOf[digitsAndInt]() }, []string{"digitsAndInt.S", "exclude each other"}},
		{"UntrimmedInt", func() { ParamsOf[untrimmedInt]() }, []string{"untrimmedInt.N", "untrimmed is for string fields"}},
		{"UndeclaredRequired", func() { ParamsOf[undeclaredRequired]() }, []string{"undeclaredRequired.S", "not validated"}},
		{"BadRange", func() { ParamsOf[badRange]() }, []string{"badRange.N", "range must be A..B"}},
		{"RangeOnString", func() { ParamsOf[rangeOnString]() }, []string{"rangeOnString.S", "range is for whole numbers"}},
		{"Twice", func() { ParamsOf[twice]() }, []string{"twice.OrderID2", `"orderId" is declared by`, "bindGroup.OrderID"}},
		{"GroupNotStruct", func() { ParamsOf[groupNotStruct]() }, []string{"groupNotStruct.Stringer", "must be a struct"}},
		{"NotAStruct", func() { ParamsOf[int64]() }, []string{"int64 is not a struct"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				msg := fmt.Sprint(recover())
				if !strings.HasPrefix(msg, "httpapi.Bind: ") {
					t.Fatalf("panic %q, want one from httpapi.Bind", msg)
				}
				for _, w := range c.want {
					if !strings.Contains(msg, w) {
						t.Errorf("panic %q does not say %q", msg, w)
					}
				}
			}()
			c.bind()
		})
	}
}

// TestNewRouter_RouteWithoutHandler: a row of the table without Bind or
// NoParams fails at start.
func TestNewRouter_RouteWithoutHandler(t *testing.T) {
	defer func() {
		if msg := fmt.Sprint(recover()); !strings.Contains(msg, "GET /v1/none") {
			t.Errorf("panic %q, want the route named", msg)
		}
	}()
	NewRouter([]Route{{Method: "GET", Path: "/v1/none", Summary: "none"}}, nil)
}

// selfDeclared declares and reads its parameters itself.
type selfDeclared struct{ Got map[string]string }

func (selfDeclared) Params() []Param {
	return []Param{{Name: "a", Max: 3, Desc: "a"}, {Name: "b", Kind: Int, Required: true, Max: 2}}
}

func (s *selfDeclared) ReadParams(form func(string) string) {
	s.Got = map[string]string{"a": form("a"), "b": form("b")}
}

// TestBind_ParamSet: a ParamSet's own list is declared and validated, and
// it reads the form itself.
func TestBind_ParamSet(t *testing.T) {
	var got selfDeclared
	rt := Route{Method: "POST", Path: "/v1/self", Summary: "self", Handle: Bind(func(c *Call, p selfDeclared) (any, error) { got = p; return nil, nil })}
	if !reflect.DeepEqual(rt.Params(), selfDeclared{}.Params()) {
		t.Errorf("params %+v", rt.Params())
	}
	h := NewRouter([]Route{rt}, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/self?a=%20x%20&b=12", nil))
	if rec.Code != 200 || got.Got["a"] != " x " || got.Got["b"] != "12" {
		t.Errorf("%d %s: read %v", rec.Code, rec.Body.String(), got.Got)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/self?a=long", nil))
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), "b is required") || !strings.Contains(rec.Body.String(), "a is longer than 3") {
		t.Errorf("%d %s", rec.Code, rec.Body.String())
	}
}

// TestBind_Range: a whole number with a range is read as a number first
// ("abc" is not one, whatever its length), then held to its range, and
// the message names the range.
func TestBind_Range(t *testing.T) {
	type stars struct {
		Score int `param:"score,required,range=1..5" desc:"the stars"`
	}
	var got int
	rt := Route{Method: "POST", Path: "/v1/stars", Summary: "stars", Handle: Bind(func(c *Call, p stars) (any, error) { got = p.Score; return nil, nil })}
	h := NewRouter([]Route{rt}, nil)
	for _, c := range []struct{ score, want string }{
		{"abc", "score must be a whole number from 1 to 5"},
		{"abcdefghijkl", "score must be a whole number from 1 to 5"},
		{"0", "score must be from 1 to 5"},
		{"6", "score must be from 1 to 5"},
		{"99999999999999999999", "score must be a whole number from 1 to 5"},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/stars?score="+c.score, nil))
		if rec.Code != 400 || !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("score=%s: %d %s, want %q", c.score, rec.Code, rec.Body.String(), c.want)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/medium/v1/stars?score=5", nil))
	if rec.Code != 200 || got != 5 {
		t.Errorf("score=5: %d %s, got %d", rec.Code, rec.Body.String(), got)
	}
	if s := kindSchema(rt.Params()[0]); s["minimum"] != int64(1) || s["maximum"] != int64(5) {
		t.Errorf("the API document's schema %v", s)
	}
}
