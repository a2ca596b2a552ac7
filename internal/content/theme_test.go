package content

import (
	"math"
	"strings"
	"testing"
)

func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#fff", "#ffffff", 1},
		{"#777777", "#ffffff", 4.48}, // the classic grey that just fails AA
		{"#0a7d5a", "#ffffff", 5.13}, // the default brand
		{"#1677ff", "#ffffff", 4.1},  // antd-mobile's blue
	} {
		got, ok := Contrast(c.a, c.b)
		if !ok || math.Abs(got-c.want) > 0.01 {
			t.Errorf("Contrast(%s, %s) = %.3f %v, want %.2f", c.a, c.b, got, ok, c.want)
		}
	}
	if _, ok := Contrast("green", "#fff"); ok {
		t.Error("a named colour is not read")
	}
}

func TestCheckBrand(t *testing.T) {
	if err := (Company{}).CheckBrand(); err != nil {
		t.Errorf("no colours given (the fallback's): %v", err)
	}
	if err := fallback.CheckBrand(); err != nil {
		t.Errorf("the fallback: %v", err)
	}
	for _, c := range []struct {
		co   Company
		want string
	}{
		{Company{BrandColor: "#19a974"}, "--brand-color #19a974 on white has a contrast of 3.01:1, under WCAG AA's 4.5:1"},
		{Company{BrandColor: "#0a7d5a", FontColor: "#ffd54f"}, "--font-color #ffd54f on the brand colour #0a7d5a has a contrast of 3.64:1"},
		{Company{BrandColor: "teal"}, `--brand-color must be a colour written #rgb or #rrggbb, not "teal"`},
		{Company{BrandGradient: "linear-gradient(red, blue); background: url(x)"}, "--brand-gradient must be a CSS linear-gradient"},
	} {
		err := c.co.CheckBrand()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.co, err, c.want)
		}
	}
}

func TestThemeCSS(t *testing.T) {
	css := string(Company{BrandColor: "#7a1fa2", FontColor: "#fff", BrandGradient: "linear-gradient(135deg, #7a1fa2 0%, #9c27b0 100%)"}.themeCSS())
	want := ":root:root {\n  --kw-primary: #7a1fa2;\n  --kw-on-primary: #fff;\n  --kw-brand-gradient: linear-gradient(135deg, #7a1fa2 0%, #9c27b0 100%);\n}\n"
	if css != want {
		t.Errorf("theme\n%s\nwant\n%s", css, want)
	}
	// A colour given without a gradient: the band is that colour, not the fallback's green.
	css = string(Company{BrandColor: "#7a1fa2", FontColor: "#fff", BrandGradient: fallback.BrandGradient}.themeCSS())
	if !strings.Contains(css, "--kw-brand-gradient: linear-gradient(135deg, #7a1fa2 0%, #7a1fa2 100%);") {
		t.Errorf("a colour alone keeps the fallback's gradient: %q", css)
	}
	// A stored value that could break out of the declaration is left out.
	css = string(Company{BrandColor: "red;}body{display:none", FontColor: "#fff", BrandGradient: "linear-gradient(red, blue)}x{"}.themeCSS())
	if css != ":root:root {\n  --kw-on-primary: #fff;\n}\n" {
		t.Errorf("unsafe values written: %q", css)
	}
}
