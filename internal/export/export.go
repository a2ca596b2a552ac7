// Package export writes the CSV files the product hands to operators, the
// one writer every export goes through. A spreadsheet reads a cell that
// starts with =, +, -, @, a tab or a carriage return as a formula (OWASP,
// "CSV Injection"), and a borrower's name, a provider's field or a note can
// start that way; the writer prefixes such a cell with a single quote so it
// is shown as the text it is.
package export

import (
	"encoding/csv"
	"io"
	"net/http"
	"strings"
)

// Cell is s made safe for a spreadsheet: prefixed with ' when its first
// character would start a formula.
func Cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Writer writes CSV rows with every cell passed through Cell.
type Writer struct {
	w *csv.Writer
}

// NewWriter writes CSV to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: csv.NewWriter(w)} }

// Write writes one row.
func (w *Writer) Write(row ...string) error {
	safe := make([]string, len(row))
	for i, c := range row {
		safe[i] = Cell(c)
	}
	return w.w.Write(safe)
}

// Flush writes what is buffered and answers the first error of any write.
func (w *Writer) Flush() error {
	w.w.Flush()
	return w.w.Error()
}

// Attachment sets the headers of a CSV download named filename.
func Attachment(hd http.Header, filename string) {
	hd.Set("Content-Type", "text/csv; charset=utf-8")
	hd.Set("Content-Disposition", `attachment; filename="`+filename+`"`)
}
