package promo_test

import (
	"errors"
	"testing"

	"kwarta/internal/fault"
	"kwarta/internal/promo"
)

// TestValidate_Links: a template's banner and store addresses follow the
// one link rule (content.LinkProblem): the banner may be a page of this
// site, the store addresses only https.
func TestValidate_Links(t *testing.T) {
	good := promo.Template{Page: promo.Page{Name: "t", Headline: "h", ButtonText: "b", PrimaryColor: "#000", BackgroundColor: "#fff", TextColor: "#111",
		BannerURL: "/medium/files/banner.png"}, AppLinks: promo.AppLinks{IOSURL: "https://apps.apple.com/ph/app/kwarta", AndroidURL: "https://play.google.com/store"}}
	if err := promo.Validate(good); err != nil {
		t.Fatalf("a good template: %v", err)
	}
	for _, c := range []struct{ banner, ios, android string }{
		{`/\evil.example/banner.png`, "http://apps.apple.com/x", "/store"},
		{"//evil.example/b.png", "https://kwarta.ph@evil.example", "https:evil.example"},
		{"https://evil\u3002example/b.png", "HTTPS://apps.apple.com", "https://play.google.com/\tx"},
	} {
		bad := good
		bad.BannerURL, bad.IOSURL, bad.AndroidURL = c.banner, c.ios, c.android
		var fe *fault.Error
		if err := promo.Validate(bad); !errors.As(err, &fe) || fe.Fields["bannerUrl"] == "" || fe.Fields["iosUrl"] == "" || fe.Fields["androidUrl"] == "" {
			t.Errorf("%+v: %v", c, err)
		}
	}
}
