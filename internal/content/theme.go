package content

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// The brand colours theme every borrower page: the page's own styles and
// antd-mobile's components read the same custom properties, which the
// server's brand stylesheet (ThemeCSS) sets from the lender's colours. Both
// colours are held to WCAG 2.x level AA for normal text, 4.5:1: the brand
// colour on white (links, amounts, outlined buttons) and the font colour on
// the brand colour (filled buttons, tags, the header band).

// MinContrast is WCAG AA's least contrast ratio for normal text.
const MinContrast = 4.5

var hexColour = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)

// rgb reads a #rgb or #rrggbb colour.
func rgb(colour string) (r, g, b float64, ok bool) {
	if !hexColour.MatchString(colour) {
		return 0, 0, 0, false
	}
	h := colour[1:]
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	v, _ := strconv.ParseUint(h, 16, 32)
	return float64(v >> 16 & 0xff), float64(v >> 8 & 0xff), float64(v & 0xff), true
}

// luminance is WCAG's relative luminance of an sRGB colour.
func luminance(r, g, b float64) float64 {
	lin := func(c float64) float64 {
		c /= 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast is WCAG's contrast ratio of two #rgb/#rrggbb colours, from 1 to
// 21; ok is false when either is not such a colour.
func Contrast(a, b string) (ratio float64, ok bool) {
	ar, ag, ab, okA := rgb(a)
	br, bg, bb, okB := rgb(b)
	if !okA || !okB {
		return 0, false
	}
	la, lb := luminance(ar, ag, ab), luminance(br, bg, bb)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05), true
}

// CheckBrand refuses brand colours a borrower could not read: each must be
// #rgb or #rrggbb, the brand colour on white and the font colour on the
// brand colour at least MinContrast, and the gradient, when given, a CSS
// linear-gradient without anything that would end the declaration. A colour
// not given is the fallback's.
func (c Company) CheckBrand() error {
	if c.BrandColor == "" {
		c.BrandColor = fallback.BrandColor
	}
	if c.FontColor == "" {
		c.FontColor = fallback.FontColor
	}
	for _, f := range []struct{ flag, v string }{{"--brand-color", c.BrandColor}, {"--font-color", c.FontColor}} {
		if !hexColour.MatchString(f.v) {
			return fmt.Errorf("%s must be a colour written #rgb or #rrggbb, not %q", f.flag, f.v)
		}
	}
	if r, _ := Contrast(c.BrandColor, "#ffffff"); r < MinContrast {
		return fmt.Errorf("--brand-color %s on white has a contrast of %.2f:1, under WCAG AA's %.1f:1: choose a darker colour", c.BrandColor, r, MinContrast)
	}
	if r, _ := Contrast(c.FontColor, c.BrandColor); r < MinContrast {
		return fmt.Errorf("--font-color %s on the brand colour %s has a contrast of %.2f:1, under WCAG AA's %.1f:1", c.FontColor, c.BrandColor, r, MinContrast)
	}
	if g := c.BrandGradient; g != "" && !gradientOK(g) {
		return fmt.Errorf("--brand-gradient must be a CSS linear-gradient(…), not %q", g)
	}
	return nil
}

// gradientOK tells whether g is a linear-gradient with nothing that could
// end its declaration in a stylesheet.
func gradientOK(g string) bool {
	return strings.HasPrefix(g, "linear-gradient(") && strings.HasSuffix(g, ")") && !strings.ContainsAny(g, ";{}<>\\\"'/")
}

// ThemeCSS is the brand stylesheet the server links into every borrower
// page after the app's own (web/apps/borrower/src/app/theme.css holds the
// same properties' defaults), from the lender's colours as Company gives
// them. The doubled :root outranks antd-mobile's own :root defaults,
// whichever stylesheet comes last. A colour that is not #rgb/#rrggbb (or a
// gradient CheckBrand refuses) is left to the defaults.
func (s *Service) ThemeCSS(ctx context.Context) ([]byte, error) {
	c, err := s.Company(ctx)
	if err != nil {
		return nil, err
	}
	return c.themeCSS(), nil
}

func (c Company) themeCSS() []byte {
	var b strings.Builder
	b.WriteString(":root:root {\n")
	if hexColour.MatchString(c.BrandColor) {
		fmt.Fprintf(&b, "  --kw-primary: %s;\n", c.BrandColor)
	}
	if hexColour.MatchString(c.FontColor) {
		fmt.Fprintf(&b, "  --kw-on-primary: %s;\n", c.FontColor)
	}
	gradient := c.BrandGradient
	if gradient == fallback.BrandGradient && c.BrandColor != fallback.BrandColor && hexColour.MatchString(c.BrandColor) {
		// A lender who gave a colour and no gradient: the fallback's green
		// would clash, so the band is their colour alone.
		gradient = "linear-gradient(135deg, " + c.BrandColor + " 0%, " + c.BrandColor + " 100%)"
	}
	if gradientOK(gradient) {
		fmt.Fprintf(&b, "  --kw-brand-gradient: %s;\n", gradient)
	}
	b.WriteString("}\n")
	return []byte(b.String())
}
