package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// The message scanner: it reads the Go source of internal/ and finds every
// text a borrower can be shown, so that TestEveryMessageTranslated can ask
// the catalogue for each. It is name-based, not type-checked: good enough
// for this code base's ways of building messages, which are
//
//   - a literal, a concatenation or an fmt.Sprintf format given to
//     fault.New, fault.Newf or fault.Field, or as the Message (or a value
//     of the Fields) of a fault.Error or of a package's own Error type;
//   - a constant or variable holding one (in the function, the package, or
//     another package: loan.PhoneMessage), or a struct field set to one
//     anywhere in the package (limits{msg: "…"});
//   - a parameter of a function that hands it on to one of these: the
//     function's callers are then scanned too (page.invalid, the
//     fieldErrors.add of a form, httpapi.CheckText), and so on;
//   - the texts the pages show as data (dataSinks): order details, the
//     repayment pages, receipts.
//
// A value computed at run time (an amount, a date, a name) is a hole of
// the message's template: "{}". A message the scanner cannot see at all
// (only holes) is reported with its place, unless unseen lists it.

// hole stands for a value computed at run time in a scanned template.
const hole = "\x00"

// scanned is one message found: where, and its template (holes as hole).
type scanned struct {
	Pos      string
	Template string
	// Data: a text the pages show as data (not an error message); such a
	// text with no words (only holes and punctuation) is a value, not
	// reported as unseen.
	Data bool
}

// sinkKind is what a sink's argument is.
type sinkKind int

const (
	sinkMessage sinkKind = iota // an error message
	sinkFormat                  // an fmt format of an error message
	sinkMap                     // a map of field messages
	sinkData                    // a text the pages show as data
)

// sinkKey is a function (by package directory and name; a method by its
// name in its package) whose argument Arg is a message of Kind.
type sinkKey struct {
	Dir, Func string
	Arg       int
	Kind      sinkKind
}

// joinSinks are functions every argument of which is a text, joined
// (loanpage's sentences).
var joinSinks = map[[2]string]sinkKind{{"internal/loanpage", "sentences"}: sinkData}

// rootSinks are where messages start: fault's constructors.
var rootSinks = []sinkKey{
	{"internal/fault", "New", 1, sinkMessage},
	{"internal/fault", "Newf", 1, sinkFormat},
	{"internal/fault", "Field", 1, sinkMessage},
}

// dataSinks are the struct fields whose texts the pages show as data, by
// type name and field (a positional composite literal's field by index).
var dataSinks = map[string]map[string]int{
	// loanpage.Details and FailNotice: the order details page and the
	// failure notices.
	"Details":    {"NoticeStatusText": -1, "NoticeDesText": -1, "ReyMsg": -1, "KindTipsMsg": -1, "CardPopTitle": -1, "CardPopMsg": -1},
	"FailNotice": {"NoticeMsg": -1, "ErrorMsg": -1},
	// loanpage.Row: a label and its value.
	"Row": {"Text": 0, "Value": 1},
	// The repayment pages (repay.Instalment, ExtensionPage and their parts).
	"Instalment":    {"NoticeMsg": -1},
	"ExtensionPage": {"NoticeMsg": -1},
	"DelayInfo":     {"Title": -1},
	"PlanItem":      {"Title": -1, "Time": -1, "Remark": -1},
	"DefaultCode":   {"Title": -1},
	"Notice":        {"Steps": -1},
	// A receipt and the payments history's rows.
	"Receipt": {"Title": -1, "Note": -1},
	// The recommendations (order details, the failure page, offers).
	"Recommendation": {"ButtonText": -1, "RangeDesc": -1, "Rate": -1},
	// credit.Reason: why the policy declined, said on the order details
	// page and the declined notice.
	"Reason": {"Text": -1},
}

// dataSinkDirs are the packages whose composite literals and field
// assignments of dataSinks are read (others have types of the same names).
var dataSinkDirs = []string{"internal/loanpage", "internal/repaypage", "internal/repay", "internal/loan", "internal/credit"}

// dataSkipFiles are files of those packages whose data texts are not
// translated yet: the confirmation page and the contract, which carry the
// Key Fact Statement, are in English only (docs/DESIGN.md, "Language").
var dataSkipFiles = []string{"internal/loanpage/confirm.go", "internal/loanpage/contract.go"}

// pkgSrc is one package's parsed source, with the indexes the resolver reads.
type pkgSrc struct {
	dir   string
	files []*ast.File
	fset  *token.FileSet
	// values are the package-level constants and variables, by name.
	values map[string][]located
	// fieldVals are the values a struct field of that name is given
	// anywhere (composite literal keys, x.f = e), fieldMaps the values
	// put in a map field of that name (x.f[k] = e).
	fieldVals map[string][]located
	fieldMaps map[string][]located
	// funcs are the names of the package's functions and methods.
	funcs map[string]bool
}

// located is an expression and where it is: its file and the functions
// around it, innermost last.
type located struct {
	expr  ast.Expr
	file  *ast.File
	stack []ast.Node
}

type scanner struct {
	root  string // the module's root directory
	pkgs  map[string]*pkgSrc
	sinks map[sinkKey]bool
	// skip are package directories not scanned: their messages never reach
	// a borrower (see scanSkip).
	skip map[string]bool
	out  map[string]scanned // by Pos + template
	// unseen records messages with only holes, by place.
	unseen map[string]string // pos → expression
}

// scanSkip: the console's package answers operators only, and the console
// is in English (the router answers its routes in English whatever the
// request asks); the fault package's own catalogue is checked through
// fault.Codes; lang is this package.
var scanSkip = []string{"internal/console", "internal/collect", "internal/fault", "internal/lang"}

// scanMessages reads internal/ under root (the module's root directory)
// and returns every message found, and the places of unseen ones.
func scanMessages(root string) ([]scanned, map[string]string, error) {
	s := &scanner{root: root, pkgs: map[string]*pkgSrc{}, sinks: map[sinkKey]bool{}, skip: map[string]bool{}}
	for _, d := range scanSkip {
		s.skip[d] = true
	}
	for _, k := range rootSinks {
		s.sinks[k] = true
	}
	err := filepath.WalkDir(filepath.Join(root, "internal"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		entries, err := os.ReadDir(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		ps := &pkgSrc{dir: rel, fset: fset, values: map[string][]located{}, fieldVals: map[string][]located{}, fieldMaps: map[string][]located{}, funcs: map[string]bool{}}
		for _, e := range entries { // sorted by name
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(path, e.Name()), nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ps.files = append(ps.files, f)
		}
		if len(ps.files) > 0 {
			ps.index()
			s.pkgs[rel] = ps
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	dirs := make([]string, 0, len(s.pkgs))
	for d := range s.pkgs {
		dirs = append(dirs, d)
	}
	slices.Sort(dirs)
	// Scan until no new function turns out to pass a message on, then once
	// more to collect.
	for {
		n := len(s.sinks)
		s.out, s.unseen = map[string]scanned{}, map[string]string{}
		for _, d := range dirs {
			if !s.skip[d] {
				s.scanPkg(s.pkgs[d])
			}
		}
		if len(s.sinks) == n {
			break
		}
	}
	out := make([]scanned, 0, len(s.out))
	for _, m := range s.out {
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b scanned) int { return strings.Compare(a.Pos+a.Template, b.Pos+b.Template) })
	return out, s.unseen, nil
}

// index fills the package's indexes.
func (p *pkgSrc) index() {
	for _, f := range p.files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				p.funcs[d.Name.Name] = true
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok && len(vs.Values) == len(vs.Names) {
						for i, n := range vs.Names {
							p.values[n.Name] = append(p.values[n.Name], located{vs.Values[i], f, nil})
						}
					}
				}
			}
		}
		walkStack(f, func(n ast.Node, stack []ast.Node) {
			switch n := n.(type) {
			case *ast.CompositeLit:
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok {
							p.fieldVals[k.Name] = append(p.fieldVals[k.Name], located{kv.Value, f, stack})
						}
					}
				}
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return
				}
				for i, l := range n.Lhs {
					switch l := l.(type) {
					case *ast.SelectorExpr:
						p.fieldVals[l.Sel.Name] = append(p.fieldVals[l.Sel.Name], located{n.Rhs[i], f, stack})
					case *ast.IndexExpr:
						if sel, ok := l.X.(*ast.SelectorExpr); ok {
							p.fieldMaps[sel.Sel.Name] = append(p.fieldMaps[sel.Sel.Name], located{n.Rhs[i], f, stack})
						}
					}
				}
			}
		})
	}
}

// walkStack calls fn on every node under root with the functions
// (FuncDecl, FuncLit) around it, innermost last.
func walkStack(root ast.Node, fn func(n ast.Node, funcs []ast.Node)) {
	var stack []ast.Node
	var funcs []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(funcs) > 0 && funcs[len(funcs)-1] == top {
				funcs = funcs[:len(funcs)-1]
			}
			return true
		}
		stack = append(stack, n)
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			funcs = append(funcs, n)
		}
		fn(n, slices.Clone(funcs))
		return true
	})
}

// imports maps a file's import names to package directories (kwarta's only).
func imports(f *ast.File) map[string]string {
	m := map[string]string{}
	for _, im := range f.Imports {
		path, _ := strconv.Unquote(im.Path.Value)
		if !strings.HasPrefix(path, "kwarta/") {
			continue
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		m[name] = strings.TrimPrefix(path, "kwarta/")
	}
	return m
}

// scope is where an expression is resolved: its package, file and the
// functions around it, and the parameters of an inlined call bound to
// the call's arguments.
type scope struct {
	pkg   *pkgSrc
	file  *ast.File
	stack []ast.Node
	env   map[string]located
	envSc map[string]scope
}

func (s *scanner) scanPkg(p *pkgSrc) {
	for _, f := range p.files {
		data := slices.Contains(dataSinkDirs, p.dir) && !slices.Contains(dataSkipFiles, s.file(p, f))
		walkStack(f, func(n ast.Node, stack []ast.Node) {
			sc := scope{pkg: p, file: f, stack: stack}
			switch n := n.(type) {
			case *ast.CallExpr:
				dir, name, ok := s.callee(sc, n.Fun)
				if !ok {
					return
				}
				if k, ok := joinSinks[[2]string{dir, name}]; ok {
					for _, a := range n.Args {
						s.message(sc, a, k, false)
					}
				}
				for i, a := range n.Args {
					for _, k := range []sinkKind{sinkMessage, sinkFormat, sinkMap, sinkData} {
						if s.sinks[sinkKey{dir, name, i, k}] {
							s.message(sc, a, k, false)
						}
					}
				}
			case *ast.CompositeLit:
				s.composite(sc, n, data)
			case *ast.BasicLit:
				// A page template's texts: {{t "Simulate payment"}}.
				if data && n.Kind == token.STRING {
					v, _ := strconv.Unquote(n.Value)
					for _, m := range templateText.FindAllStringSubmatch(v, -1) {
						if t, err := strconv.Unquote(`"` + m[1] + `"`); err == nil {
							s.record(sc, n, sinkData, false, []string{t})
						}
					}
				}
			case *ast.AssignStmt:
				if !data {
					return
				}
				for i, l := range n.Lhs {
					sel, ok := l.(*ast.SelectorExpr)
					if !ok || !isDataField(sel.Sel.Name) {
						continue
					}
					switch {
					case n.Tok == token.ADD_ASSIGN: // r.Title += " (moved here …)": the text so far, then more
						var ts []string
						for _, t := range s.resolve(sc, n.Rhs[0], sinkData, false, 0) {
							ts = append(ts, hole+valuePart(t))
						}
						s.record(sc, n.Rhs[0], sinkData, false, ts)
					case len(n.Lhs) == len(n.Rhs):
						s.message(sc, n.Rhs[i], sinkData, false)
					case len(n.Rhs) == 1:
						if call, ok := n.Rhs[0].(*ast.CallExpr); ok {
							s.record(sc, call, sinkData, false, s.callResults(sc, call, i, 0))
						}
					}
				}
			}
		})
	}
}

// isDataField: a field name of some data sink (assignments are matched by
// field name alone).
func isDataField(name string) bool {
	for _, fields := range dataSinks {
		if _, ok := fields[name]; ok && name != "Text" && name != "Value" {
			return true
		}
	}
	return false
}

// callee names the function a call calls: its package directory and name.
func (s *scanner) callee(sc scope, fun ast.Expr) (string, string, bool) {
	switch f := fun.(type) {
	case *ast.Ident:
		return sc.pkg.dir, f.Name, true
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			if dir, ok := imports(sc.file)[x.Name]; ok {
				return dir, f.Sel.Name, true
			}
		}
		return sc.pkg.dir, f.Sel.Name, true // a method: by name in the package
	}
	return "", "", false
}

// composite reads a fault.Error (or a package's Error) literal's Message
// and Fields, and in data packages the data sinks' fields.
func (s *scanner) composite(sc scope, n *ast.CompositeLit, data bool) {
	switch n.Type.(type) {
	case *ast.ArrayType, *ast.MapType:
		if data {
			s.elided(sc, n.Type, n)
		}
		return
	}
	typeName := typeName(n.Type)
	if typeName == "Error" {
		var msg, fields ast.Expr
		for _, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok {
					switch k.Name {
					case "Message":
						msg = kv.Value
					case "Fields":
						fields = kv.Value
					}
				}
			}
		}
		if fields != nil {
			s.message(sc, fields, sinkMap, false)
		}
		if msg != nil {
			// With Fields, a message the scanner cannot see is the first
			// field's (the forms' way).
			s.message(sc, msg, sinkMessage, fields != nil)
		}
		return
	}
	fields, ok := dataSinks[typeName]
	if !data || !ok {
		return
	}
	s.dataFields(sc, n, fields)
}

// elided reads the literals inside a slice or map literal whose type is
// elided ([]Row{{"Loan amount", …}}, map[string][]Notice{"E-wallet":
// {{Name: …}}}): those of a data sink's type.
func (s *scanner) elided(sc scope, t ast.Expr, n *ast.CompositeLit) {
	var elt ast.Expr
	switch t := t.(type) {
	case *ast.ArrayType:
		elt = t.Elt
	case *ast.MapType:
		elt = t.Value
	default:
		if fields := dataSinks[typeName(t)]; fields != nil && n.Type == nil {
			s.dataFields(sc, n, fields)
		}
		return
	}
	for _, e := range n.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if cl, ok := e.(*ast.CompositeLit); ok && cl.Type == nil {
			s.elided(sc, elt, cl)
		}
	}
}

// typeName is a type expression's name (pkg.Name's Name), "" for others.
func typeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return t.Sel.Name
	}
	return ""
}

// dataFields records the data texts of a literal of a data sink's type.
func (s *scanner) dataFields(sc scope, n *ast.CompositeLit, fields map[string]int) {
	for i, e := range n.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				if _, ok := fields[k.Name]; ok {
					s.message(sc, kv.Value, sinkData, false)
				}
			}
			continue
		}
		for _, at := range fields {
			if at == i {
				s.message(sc, e, sinkData, false)
			}
		}
	}
}

// templateText is a text said in the call's language in an html/template
// page ({{t "…"}}, see repaypage's sandbox page).
var templateText = regexp.MustCompile(`\{\{t "((?:[^"\\]|\\.)*)"\}\}`)

// covered marks a message checked where it was made (a fault.Error's
// Message, the fault catalogue's) or by its callers (a parameter).
const covered = "\x02"

// message records the templates of a sink's argument.
func (s *scanner) message(sc scope, e ast.Expr, kind sinkKind, quietUnseen bool) {
	if kind == sinkMap {
		s.fieldMap(sc, e)
		return
	}
	if cl, ok := e.(*ast.CompositeLit); ok { // []string{…}: a page's steps
		for _, el := range cl.Elts {
			s.message(sc, el, kind, quietUnseen)
		}
		return
	}
	s.record(sc, e, kind, quietUnseen, s.resolve(sc, e, kind, true, 0))
}

// record keeps the templates found for e.
func (s *scanner) record(sc scope, e ast.Node, kind sinkKind, quietUnseen bool, templates []string) {
	pos := s.pos(sc.pkg, e)
	for _, t := range templates {
		if kind == sinkFormat {
			t = verbsToHoles(t)
		}
		t = collapse(t)
		switch {
		case t == "" || t == covered:
		case !hasWords(t):
			if kind != sinkData && !quietUnseen {
				s.unseen[pos] = exprString(sc.pkg, e)
			}
		default:
			s.out[pos+"\x01"+t] = scanned{Pos: pos, Template: t, Data: kind == sinkData}
		}
	}
}

// fieldMap records the messages put in a map of field messages.
func (s *scanner) fieldMap(sc scope, e ast.Expr) {
	switch e := e.(type) {
	case *ast.CompositeLit:
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				s.message(sc, kv.Value, sinkMessage, false)
			}
		}
		return
	case *ast.Ident:
		if fn, i, ok := param(sc.stack, e.Name); ok {
			if name := funcName(fn, sc); name != "" {
				s.sinks[sinkKey{sc.pkg.dir, name, i, sinkMap}] = true
			}
			return
		}
		found := false
		for _, fn := range sc.stack {
			ast.Inspect(fn, func(n ast.Node) bool {
				as, ok := n.(*ast.AssignStmt)
				if !ok || len(as.Lhs) != len(as.Rhs) {
					return true
				}
				for i, l := range as.Lhs {
					if ix, ok := l.(*ast.IndexExpr); ok {
						if id, ok := ix.X.(*ast.Ident); ok && id.Name == e.Name {
							found = true
							s.message(scope{pkg: sc.pkg, file: sc.file, stack: stackAt(sc.stack, as)}, as.Rhs[i], sinkMessage, false)
						}
					}
					if id, ok := l.(*ast.Ident); ok && id.Name == e.Name {
						if cl, ok := as.Rhs[i].(*ast.CompositeLit); ok {
							found = true
							s.fieldMap(sc, cl)
						}
					}
				}
				return true
			})
		}
		if found {
			return
		}
	case *ast.SelectorExpr:
		if vals := sc.pkg.fieldMaps[e.Sel.Name]; len(vals) > 0 {
			for _, v := range vals {
				s.message(scope{pkg: sc.pkg, file: v.file, stack: v.stack}, v.expr, sinkMessage, false)
			}
			return
		}
	}
	s.unseen[s.pos(sc.pkg, e)] = exprString(sc.pkg, e) + " (a map of field messages)"
}

// stackAt is the functions of stack that contain n.
func stackAt(stack []ast.Node, n ast.Node) []ast.Node {
	var out []ast.Node
	for _, f := range stack {
		if f.Pos() <= n.Pos() && n.End() <= f.End() {
			out = append(out, f)
		}
	}
	return out
}

// maxDepth bounds the resolver's recursion (inlined calls, variables).
const maxDepth = 10

// resolve lists the templates an expression can take. whole: e is the
// whole message (a parameter then hands the message on: its function
// becomes a sink of kind); otherwise a part of one (a parameter is a value).
func (s *scanner) resolve(sc scope, e ast.Expr, kind sinkKind, whole bool, depth int) []string {
	if depth > maxDepth {
		return []string{hole}
	}
	union := func(vals []located, scopeOf func(located) scope) []string {
		var out []string
		for _, v := range vals {
			out = append(out, s.resolve(scopeOf(v), v.expr, kind, whole, depth+1)...)
			if len(out) > 256 {
				break
			}
		}
		return out
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			if v, err := strconv.Unquote(e.Value); err == nil {
				return []string{v}
			}
		}
		return []string{hole}
	case *ast.ParenExpr:
		return s.resolve(sc, e.X, kind, whole, depth)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return []string{hole}
		}
		var out []string
		for _, a := range s.resolve(sc, e.X, kind, false, depth) {
			for _, b := range s.resolve(sc, e.Y, kind, false, depth) {
				out = append(out, valuePart(a)+valuePart(b))
			}
			if len(out) > 256 {
				break
			}
		}
		return out
	case *ast.CallExpr:
		dir, name, ok := s.callee(sc, e.Fun)
		if ok && dir == "internal/fault" && name == "Message" {
			return []string{covered}
		}
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && len(e.Args) > 0 {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "fmt" && (sel.Sel.Name == "Sprintf" || sel.Sel.Name == "Errorf") {
				var out []string
				for _, f := range s.resolve(sc, e.Args[0], kind, false, depth+1) {
					out = append(out, verbsToHoles(valuePart(f)))
				}
				return out
			}
		}
		if out := s.callResults(sc, e, 0, depth+1); len(out) > 0 {
			return out
		}
		return []string{hole}
	case *ast.Ident:
		if v, ok := sc.env[e.Name]; ok {
			return s.resolve(sc.envSc[e.Name], v.expr, kind, false, depth+1)
		}
		if fn, i, ok := param(sc.stack, e.Name); ok {
			if !whole {
				return []string{hole}
			}
			if name := funcName(fn, sc); name != "" {
				s.sinks[sinkKey{sc.pkg.dir, name, i, kind}] = true
				return []string{covered}
			}
			return []string{hole}
		}
		if vals := locals(sc, e.Name); len(vals) > 0 {
			return union(vals, func(v located) scope {
				return scope{pkg: sc.pkg, file: sc.file, stack: v.stack, env: sc.env, envSc: sc.envSc}
			})
		}
		if vals := sc.pkg.values[e.Name]; len(vals) > 0 {
			return union(vals, func(v located) scope { return scope{pkg: sc.pkg, file: v.file} })
		}
		return []string{hole}
	case *ast.IndexExpr:
		// map[string]string{"due": "Repayment", …}[purpose]: any of its values.
		if cl, ok := e.X.(*ast.CompositeLit); ok {
			if _, ok := cl.Type.(*ast.MapType); ok {
				var out []string
				for _, el := range cl.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						out = append(out, s.resolve(sc, kv.Value, kind, whole, depth+1)...)
					}
				}
				return out
			}
		}
		return []string{hole}
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			if dir, ok := imports(sc.file)[x.Name]; ok {
				if p := s.pkgs[dir]; p != nil && len(p.values[e.Sel.Name]) > 0 {
					return union(p.values[e.Sel.Name], func(v located) scope { return scope{pkg: p, file: v.file} })
				}
				return []string{hole}
			}
			if vals := rangeField(sc, x.Name, e.Sel.Name); len(vals) > 0 {
				return union(vals, func(v located) scope { return scope{pkg: sc.pkg, file: sc.file, stack: v.stack} })
			}
		}
		if e.Sel.Name == "Message" {
			return []string{covered}
		}
		// A field anywhere in the package: only as the whole message (the
		// msg of a table of limits); inside a text a field is a value.
		if vals := sc.pkg.fieldVals[e.Sel.Name]; whole && len(vals) > 0 {
			return union(vals, func(v located) scope { return scope{pkg: sc.pkg, file: v.file, stack: v.stack} })
		}
		return []string{hole}
	}
	return []string{hole}
}

// valuePart is a resolved part inside a larger text: a message checked
// elsewhere is a value there.
func valuePart(t string) string {
	if t == covered {
		return hole
	}
	return t
}

// callResults lists the templates of result i of a call to a function of
// kwarta's own whose result i is a string, its parameters bound to the
// call's arguments; nil when the function is not one.
func (s *scanner) callResults(sc scope, call *ast.CallExpr, i, depth int) []string {
	if depth > maxDepth {
		return nil
	}
	// Functions only: a method is known by its name alone here, and
	// many types have a String or a Format.
	switch f := call.Fun.(type) {
	case *ast.Ident:
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); !ok || imports(sc.file)[x.Name] == "" {
			return nil
		}
	default:
		return nil
	}
	dir, name, ok := s.callee(sc, call.Fun)
	p := s.pkgs[dir]
	if !ok || p == nil || (dir != sc.pkg.dir && !ast.IsExported(name)) {
		return nil
	}
	var out []string
	for _, f := range p.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != name || fd.Body == nil || resultType(fd, i) != "string" {
				continue
			}
			env, envSc := map[string]located{}, map[string]scope{}
			idx := 0
			for _, fld := range fd.Type.Params.List {
				if _, variadic := fld.Type.(*ast.Ellipsis); variadic {
					break
				}
				for _, n := range fld.Names {
					if idx < len(call.Args) {
						env[n.Name] = located{expr: call.Args[idx]}
						envSc[n.Name] = sc
					}
					idx++
				}
			}
			inner := scope{pkg: p, file: f, stack: []ast.Node{fd}, env: env, envSc: envSc}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.ReturnStmt:
					if i < len(n.Results) {
						for _, t := range s.resolve(inner, n.Results[i], sinkData, false, depth+1) {
							switch {
							case t == "": // no text: nothing shown
							case !hasWords(t): // a number, an amount, a date
								out = append(out, hole)
							default:
								out = append(out, t)
							}
						}
					}
				}
				return true
			})
		}
	}
	return out
}

// resultType is the type name of a function's result i ("" when not an
// identifier).
func resultType(fd *ast.FuncDecl, i int) string {
	if fd.Type.Results == nil {
		return ""
	}
	idx := 0
	for _, f := range fd.Type.Results.List {
		n := max(len(f.Names), 1)
		if i < idx+n {
			if id, ok := f.Type.(*ast.Ident); ok {
				return id.Name
			}
			return ""
		}
		idx += n
	}
	return ""
}

// rangeField: x is the value of a range over a literal slice of structs
// (for _, x := range []struct{…}{{…}, …}); the values its field gets.
func rangeField(sc scope, x, field string) []located {
	var out []located
	for _, fn := range sc.stack {
		ast.Inspect(fn, func(n ast.Node) bool {
			rs, ok := n.(*ast.RangeStmt)
			if !ok {
				return true
			}
			v, ok := rs.Value.(*ast.Ident)
			cl, ok2 := rs.X.(*ast.CompositeLit)
			if !ok || !ok2 || v.Name != x {
				return true
			}
			at, ok3 := cl.Type.(*ast.ArrayType)
			st, ok4 := at.Elt.(*ast.StructType)
			if !ok3 || !ok4 {
				return true
			}
			idx, want := 0, -1
			for _, f := range st.Fields.List {
				for _, n := range f.Names {
					if n.Name == field {
						want = idx
					}
					idx++
				}
			}
			if want < 0 {
				return true
			}
			for _, el := range cl.Elts {
				ecl, ok := el.(*ast.CompositeLit)
				if !ok {
					continue
				}
				for j, f := range ecl.Elts {
					if kv, ok := f.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && k.Name == field {
							out = append(out, located{kv.Value, sc.file, stackAt(sc.stack, rs)})
						}
					} else if j == want {
						out = append(out, located{f, sc.file, stackAt(sc.stack, rs)})
					}
				}
			}
			return true
		})
	}
	return out
}

// param finds name among the parameters of the functions around (the
// innermost first): the function and the parameter's index.
func param(stack []ast.Node, name string) (ast.Node, int, bool) {
	for i := len(stack) - 1; i >= 0; i-- {
		var ft *ast.FuncType
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			ft = f.Type
		case *ast.FuncLit:
			ft = f.Type
		}
		if defines(stack[i], name) {
			return nil, 0, false // a local of this function shadows outer parameters
		}
		idx := 0
		for _, fld := range ft.Params.List {
			if len(fld.Names) == 0 {
				idx++
				continue
			}
			for _, n := range fld.Names {
				if n.Name == name {
					return stack[i], idx, true
				}
				idx++
			}
		}
	}
	return nil, 0, false
}

// defines: the function's own body (not a nested function's) declares name.
func defines(fn ast.Node, name string) bool {
	var body *ast.BlockStmt
	switch f := fn.(type) {
	case *ast.FuncDecl:
		body = f.Body
	case *ast.FuncLit:
		body = f.Body
	}
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == name {
						found = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				if id.Name == name {
					found = true
				}
			}
		case *ast.RangeStmt:
			for _, x := range []ast.Expr{n.Key, n.Value} {
				if id, ok := x.(*ast.Ident); ok && id.Name == name {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// funcName is the name a function is called by: a declared function's or
// method's, or the variable a function literal is assigned to.
func funcName(fn ast.Node, sc scope) string {
	switch f := fn.(type) {
	case *ast.FuncDecl:
		return f.Name.Name
	case *ast.FuncLit:
		name := ""
		ast.Inspect(sc.file, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for i, r := range as.Rhs {
					if r == f && i < len(as.Lhs) {
						if id, ok := as.Lhs[i].(*ast.Ident); ok {
							name = id.Name
						}
					}
				}
			}
			return name == ""
		})
		return name
	}
	return ""
}

// locals are the values a local variable of the functions around is
// given (by name: every assignment to it in the function).
func locals(sc scope, name string) []located {
	var out []located
	for i := len(sc.stack) - 1; i >= 0 && len(out) == 0; i-- {
		ast.Inspect(sc.stack[i], func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for j, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == name {
						out = append(out, located{n.Rhs[j], sc.file, stackAt(sc.stack, n)})
					}
				}
			case *ast.ValueSpec:
				if len(n.Names) == len(n.Values) {
					for j, id := range n.Names {
						if id.Name == name {
							out = append(out, located{n.Values[j], sc.file, stackAt(sc.stack, n)})
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// verbsToHoles turns an fmt format into a template: each verb a hole, %% a %.
func verbsToHoles(f string) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		// Flags, width, precision, an argument index, then the verb.
		j := i + 1
		for j < len(f) && strings.IndexByte("+-# 0123456789.[]*", f[j]) >= 0 {
			j++
		}
		b.WriteString(hole)
		i = j
	}
	return b.String()
}

// collapse makes runs of holes one hole.
func collapse(t string) string {
	for strings.Contains(t, hole+hole) {
		t = strings.ReplaceAll(t, hole+hole, hole)
	}
	return t
}

// hasWords: the template has a letter outside its holes.
func hasWords(t string) bool {
	return strings.IndexFunc(strings.ReplaceAll(t, hole, ""), unicode.IsLetter) >= 0
}

// file is f's path from the module's root.
func (s *scanner) file(p *pkgSrc, f *ast.File) string {
	pos := s.pos(p, f)
	return pos[:strings.LastIndex(pos, ":")]
}

func (s *scanner) pos(p *pkgSrc, e ast.Node) string {
	pos := p.fset.Position(e.Pos())
	rel, err := filepath.Rel(s.root, pos.Filename)
	if err != nil {
		rel = pos.Filename
	}
	return filepath.ToSlash(rel) + ":" + strconv.Itoa(pos.Line)
}

func exprString(p *pkgSrc, e ast.Node) string {
	start, end := p.fset.Position(e.Pos()), p.fset.Position(e.End())
	src, err := os.ReadFile(start.Filename)
	if err != nil || end.Offset > len(src) {
		return "?"
	}
	return string(src[start.Offset:end.Offset])
}

// showTemplate writes a scanned template with its holes as {}.
func showTemplate(t string) string { return strings.ReplaceAll(t, hole, "{}") }
