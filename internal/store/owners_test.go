package store_test

// Tables and owners (docs/ENGINEERING.md, "Tables and owners"): every
// table the migrations create has one owner package, declared by an
// "-- owner: <package>" line right above its CREATE TABLE; only the owner
// names the table in its SQL. The reporting package (internal/report) may
// read any table, and write none.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// reportPackage may name any table, in reads only.
const reportPackage = "report"

// TestTableOwners runs the check over the repository: the migrations'
// owners against every non-test Go file's SQL.
func TestTableOwners(t *testing.T) {
	for _, p := range checkTableOwners(filepath.Join("..", ".."), "migrations") {
		t.Error(p)
	}
}

// TestTableOwners_Catches plants each kind of violation in a small tree
// and expects the check to name it (file, line, table and owner).
func TestTableOwners_Catches(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("internal/store/migrations/00001_a.sql", `-- +goose Up
-- owner: loan
CREATE TABLE orders (id INTEGER);
-- owner: account
CREATE TABLE users (id INTEGER);
CREATE TABLE orphans (id INTEGER);
-- owner: nosuchpackage
CREATE TABLE strays (id INTEGER);
-- +goose Down
DROP TABLE orders;
`)
	write("internal/loan/loan.go", "package loan\n\nconst q = `SELECT id FROM orders`\n")
	write("internal/account/account.go", "package account\n\nconst q = `DELETE FROM users`\n")
	write("internal/console/console.go", `package console

const cols = "id"

func f(where string) {
	_ = "SELECT " + cols + " FROM orders o, users u WHERE " + where
	_ = "DELETE FROM " + "users"
	_ = store.SetNextID(nil, nil, "orders", 1)
}
`)
	write("internal/console/console_test.go", "package console\n\nconst q = `DELETE FROM orders`\n")
	write("internal/report/report.go", "package report\n\nconst a = `SELECT id FROM orders JOIN users u ON u.id = orders.id`\nconst b = `UPDATE orders SET id = 1`\n")

	got := checkTableOwners(root, filepath.Join(root, "internal/store/migrations"))
	want := []string{
		"00001_a.sql:6: table orphans has no \"-- owner: <package>\" line above its CREATE TABLE",
		"00001_a.sql:8: table strays's owner nosuchpackage is no package under internal/",
		"internal/console/console.go:6: FROM orders: package console names table orders, owned by loan",
		"internal/console/console.go:6: FROM users: package console names table users, owned by account",
		"internal/console/console.go:7: DELETE FROM users: package console names table users, owned by account",
		"internal/console/console.go:8: store.SetNextID orders: package console names table orders, owned by loan",
		"internal/report/report.go:4: UPDATE orders: the reporting package only reads; table orders is written by its owner, loan",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// checkTableOwners is the check: the problems found, each naming the file
// and line. root is the repository; migrations holds the *.sql files.
func checkTableOwners(root, migrations string) []string {
	owners, problems := parseOwners(root, migrations)
	uses, err := tableUses(root, owners)
	if err != nil {
		return append(problems, err.Error())
	}
	for _, u := range uses {
		owner := owners[u.table]
		switch {
		case u.pkg == owner:
		case u.pkg == reportPackage && !u.write:
		case u.pkg == reportPackage:
			problems = append(problems, fmt.Sprintf("%s:%d: %s %s: the reporting package only reads; table %s is written by its owner, %s",
				u.file, u.line, u.keyword, u.table, u.table, owner))
		default:
			problems = append(problems, fmt.Sprintf("%s:%d: %s %s: package %s names table %s, owned by %s",
				u.file, u.line, u.keyword, u.table, u.pkg, u.table, owner))
		}
	}
	return problems
}

var (
	ownerLine   = regexp.MustCompile(`^--\s*owner:\s*(\S+)\s*$`)
	createTable = regexp.MustCompile(`(?i)^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)`)
)

// parseOwners reads each table's owner from the migrations: the
// "-- owner: <package>" line above its CREATE TABLE. Every table needs
// exactly one, naming a directory under internal/.
func parseOwners(root, dir string) (map[string]string, []string) {
	owners := map[string]string{}
	var problems []string
	files, err := filepath.Glob(filepath.Join(dir, "*.sql"))
	if err != nil || len(files) == 0 {
		return owners, []string{fmt.Sprintf("no migrations in %s (%v)", dir, err)}
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		name, pending, pendingLine := filepath.Base(f), "", 0
		for i, line := range strings.Split(string(b), "\n") {
			if m := ownerLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
				if pending != "" {
					problems = append(problems, fmt.Sprintf("%s:%d: owner line with no CREATE TABLE after it", name, pendingLine))
				}
				pending, pendingLine = m[1], i+1
				continue
			}
			m := createTable.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			table := strings.ToLower(m[1])
			switch {
			case pending == "":
				problems = append(problems, fmt.Sprintf("%s:%d: table %s has no \"-- owner: <package>\" line above its CREATE TABLE", name, i+1, table))
			case owners[table] != "":
				problems = append(problems, fmt.Sprintf("%s:%d: table %s is created twice (owners %s and %s)", name, i+1, table, owners[table], pending))
			default:
				if st, err := os.Stat(filepath.Join(root, "internal", pending)); err != nil || !st.IsDir() {
					problems = append(problems, fmt.Sprintf("%s:%d: table %s's owner %s is no package under internal/", name, i+1, table, pending))
				}
				owners[table] = pending
			}
			pending = ""
		}
		if pending != "" {
			problems = append(problems, fmt.Sprintf("%s:%d: owner line with no CREATE TABLE after it", name, pendingLine))
		}
	}
	return owners, problems
}

// use is a table named in a Go file's SQL.
type use struct {
	file, pkg      string // file from root; pkg: the directory below internal/ (or from root outside it)
	line           int
	keyword, table string
	write          bool
}

// tableRef finds a table after FROM, JOIN, INTO, UPDATE, DELETE FROM,
// TABLE or TRUNCATE; fromList the further tables of FROM a x, b y.
var (
	tableRef = regexp.MustCompile(`(?i)\b(DELETE\s+FROM|FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE)\s+(\w+)`)
	fromList = regexp.MustCompile(`(?i)^\w+(?:\s+(?:AS\s+)?\w+)?((?:\s*,\s*\w+(?:\s+(?:AS\s+)?\w+)?)*)`)
	listItem = regexp.MustCompile(`,\s*(\w+)`)
	writes   = map[string]bool{"DELETE FROM": true, "INTO": true, "UPDATE": true, "TABLE": true, "TRUNCATE": true}
)

// skipDirs hold no Go source of the programs.
var skipDirs = map[string]bool{".git": true, "node_modules": true, "testdata": true}

// tableUses parses every non-test Go file under root and returns the
// tables its string expressions name as SQL: string literals, constants
// and their concatenations (a part that is not a constant reads as "?"),
// and table names given to a store helper (store.SetNextID).
func tableUses(root string, tables map[string]string) ([]use, error) {
	byDir := map[string][]string{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && skipDirs[d.Name()] {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			byDir[filepath.Dir(p)] = append(byDir[filepath.Dir(p)], p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []use
	dirs := make([]string, 0, len(byDir))
	for d := range byDir {
		dirs = append(dirs, d)
	}
	slices.Sort(dirs)
	for _, dir := range dirs {
		rel, _ := filepath.Rel(root, dir)
		rel = filepath.ToSlash(rel)
		pkg := strings.TrimPrefix(rel, "internal/")
		fset := token.NewFileSet()
		var files []*ast.File
		for _, p := range byDir[dir] {
			f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
			if err != nil {
				return nil, err
			}
			files = append(files, f)
		}
		consts := packageConsts(files)
		for _, f := range files {
			name, _ := filepath.Rel(root, fset.Position(f.Pos()).Filename)
			name = filepath.ToSlash(name)
			add := func(pos token.Pos, keyword, table string) {
				if _, ok := tables[table]; !ok {
					return
				}
				out = append(out, use{file: name, pkg: pkg, line: fset.Position(pos).Line, keyword: keyword, table: table, write: writes[keyword] || strings.HasPrefix(keyword, "store.")})
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && x.Name == "store" {
							for _, a := range call.Args {
								if s, ok := stringValue(a, consts); ok {
									add(a.Pos(), "store."+sel.Sel.Name, strings.ToLower(s))
								}
							}
						}
					}
					return true
				}
				e, ok := n.(ast.Expr)
				if !ok {
					return true
				}
				s, ok := stringValue(e, consts)
				if !ok {
					return true
				}
				for _, ref := range sqlTables(s) {
					add(e.Pos(), ref[0], ref[1])
				}
				return false
			})
		}
	}
	slices.SortStableFunc(out, func(a, b use) int {
		if c := strings.Compare(a.file, b.file); c != 0 {
			return c
		}
		if a.line != b.line {
			return a.line - b.line
		}
		return strings.Compare(a.keyword+" "+a.table, b.keyword+" "+b.table)
	})
	return slices.CompactFunc(out, func(a, b use) bool { return a == b }), nil
}

// sqlTables is every (keyword, table) s names.
func sqlTables(s string) [][2]string {
	var out [][2]string
	for _, m := range tableRef.FindAllStringSubmatchIndex(s, -1) {
		keyword := strings.ToUpper(strings.Join(strings.Fields(s[m[2]:m[3]]), " "))
		out = append(out, [2]string{keyword, strings.ToLower(s[m[4]:m[5]])})
		if keyword == "FROM" || keyword == "DELETE FROM" {
			if l := fromList.FindStringSubmatch(s[m[4]:]); l != nil {
				for _, item := range listItem.FindAllStringSubmatch(l[1], -1) {
					out = append(out, [2]string{keyword, strings.ToLower(item[1])})
				}
			}
		}
	}
	return out
}

// packageConsts are the package's string constants, by name.
func packageConsts(files []*ast.File) map[string]string {
	consts := map[string]string{}
	for range 3 { // constants made of constants declared later
		for _, f := range files {
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.CONST {
					continue
				}
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							if s, ok := stringValue(vs.Values[i], consts); ok {
								consts[name.Name] = s
							}
						}
					}
				}
			}
		}
	}
	return consts
}

// stringValue is e's text when e is a string literal, a string constant
// of the package or a concatenation with at least one of them in it (any
// other part reads as "?").
func stringValue(e ast.Expr, consts map[string]string) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := consts[e.Name]
		return s, ok
	case *ast.ParenExpr:
		return stringValue(e.X, consts)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		l, lok := stringValue(e.X, consts)
		r, rok := stringValue(e.Y, consts)
		if !lok && !rok {
			return "", false
		}
		if !lok {
			l = " ? "
		}
		if !rok {
			r = " ? "
		}
		return l + r, true
	}
	return "", false
}
