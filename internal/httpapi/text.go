package httpapi

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"kwarta/internal/fault"
)

// TextProblem says why s cannot be stored as text: "" when it is valid
// UTF-8 without NUL bytes. PostgreSQL refuses such text (SQLSTATE 22021)
// and SQLite would keep the bytes as they came, so no value with them
// reaches a handler.
func TextProblem(s string) string {
	switch {
	case !utf8.ValidString(s):
		return "is not valid UTF-8 text"
	case strings.IndexByte(s, 0) >= 0:
		return "contains a NUL character"
	}
	return ""
}

// CheckText is TextProblem as an invalid-input error naming field, or nil.
func CheckText(field, value string) error {
	if p := TextProblem(value); p != "" {
		return fault.Field(field, field+" "+p)
	}
	return nil
}

// checkText refuses a request any of whose text is not valid UTF-8 or holds
// a NUL byte: every query and form value (declared or not, the common
// session query included) and its name, every multipart file name and every
// path value of the route. The router runs it before anything reads the
// request, so no route can forget it. Each bad field is named; a bad name
// is named as the client sent it, made printable.
func checkText(r *http.Request, rt *Route) error {
	fields := map[string]string{}
	check := func(name, value string) {
		p := TextProblem(name)
		if p == "" {
			p = TextProblem(value)
		}
		if p != "" {
			name = printable(name)
			fields[name] = name + " " + p
		}
	}
	for name, values := range r.Form {
		check(name, "")
		for _, v := range values {
			check(name, v)
		}
	}
	if r.MultipartForm != nil {
		for name, files := range r.MultipartForm.File {
			check(name, "")
			for _, f := range files {
				check(name, f.Filename)
			}
		}
	}
	for _, name := range pathParams(rt.Path) {
		check(name, r.PathValue(name))
	}
	return invalid(fields)
}

// printable makes a field name safe to quote: bad bytes become U+FFFD.
func printable(s string) string {
	return strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", "\uFFFD"), "\uFFFD")
}

// pathParams lists the wildcards of a ServeMux pattern path ("/files/{name}").
func pathParams(p string) []string {
	var names []string
	for _, seg := range strings.Split(p, "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			if name := strings.TrimSuffix(strings.Trim(seg, "{}"), "..."); name != "$" {
				names = append(names, name)
			}
		}
	}
	return names
}

// invalid is the one invalid-input error naming every bad field, or nil.
func invalid(fields map[string]string) error {
	if len(fields) == 0 {
		return nil
	}
	msg := "Please check the highlighted fields."
	if len(fields) == 1 {
		for _, m := range fields {
			msg = m
		}
	}
	return &fault.Error{Code: fault.CodeInvalid, Message: msg, Fields: fields}
}
