package complaint_test

import (
	"testing"

	"kwarta/internal/complaint"
	"kwarta/internal/httpapi"
)

// TestRoutes_Constants: the parameter tags agree with the constants the
// handlers check (a tag cannot name a constant).
func TestRoutes_Constants(t *testing.T) {
	if p := httpapi.ParamsOf[complaint.UploadParams]()[0]; p.Name != complaint.ImageField {
		t.Errorf("upload field %q, want ImageField %q", p.Name, complaint.ImageField)
	}
	for _, p := range httpapi.ParamsOf[complaint.SaveParams]() {
		if p.Name == "problemDetail" && p.Max != complaint.MaxDetailRunes {
			t.Errorf("problemDetail max %d, want MaxDetailRunes %d", p.Max, complaint.MaxDetailRunes)
		}
	}
}
