package console_test

import (
	"testing"

	"kwarta/internal/complaint"
	"kwarta/internal/console"
	"kwarta/internal/content"
	"kwarta/internal/httpapi"
)

// TestRoutes_Constants: the parameter tags agree with the constants the
// handlers and the services check (a tag cannot name a constant).
func TestRoutes_Constants(t *testing.T) {
	param := func(ps []httpapi.Param, name string) httpapi.Param {
		t.Helper()
		for _, p := range ps {
			if p.Name == name {
				return p
			}
		}
		t.Fatalf("no parameter %q in %+v", name, ps)
		return httpapi.Param{}
	}
	if p := param(httpapi.ParamsOf[console.NoteParams](), "text"); p.Max != complaint.MaxNoteRunes {
		t.Errorf("note text max %d, want complaint.MaxNoteRunes %d", p.Max, complaint.MaxNoteRunes)
	}
	if p := param(httpapi.ParamsOf[console.ReplyParams](), complaint.ImageField); p.Kind != httpapi.File {
		t.Errorf("reply images %+v, want complaint.ImageField as a file", p)
	}
	if p := param(httpapi.ParamsOf[console.UploadParams](), console.ImageField); p.Kind != httpapi.File {
		t.Errorf("upload %+v, want ImageField as a file", p)
	}
	for _, ps := range [][]httpapi.Param{httpapi.ParamsOf[console.PreviewLegalParams](), httpapi.ParamsOf[console.PublishLegalParams]()} {
		if p := param(ps, "body"); p.Max != content.MaxLegalChars {
			t.Errorf("legal body max %d, want content.MaxLegalChars %d", p.Max, content.MaxLegalChars)
		}
	}
}
