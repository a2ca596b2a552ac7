package console

import (
	"context"
	"errors"
	"io"
	"strconv"
	"strings"

	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/promo"
	"kwarta/internal/store"
)

// SaveTemplate validates and saves a landing template's fields, recorded
// in the audit log with the template before and after.
func (s *Service) SaveTemplate(ctx context.Context, by httpapi.OperatorSession, t promo.Template) (promo.Template, error) {
	if err := promo.Validate(t); err != nil {
		return promo.Template{}, err
	}
	var after promo.Template
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := promo.Lookup(ctx, tx, t.ID)
		if errors.Is(err, promo.ErrNoTemplate) {
			return fault.Newf(fault.CodeNotFound, "No promotion template %d.", t.ID)
		}
		if err != nil {
			return err
		}
		if err := promo.Update(ctx, tx, t); err != nil {
			return err
		}
		if after, err = promo.Lookup(ctx, tx, t.ID); err != nil {
			return err
		}
		return s.Record(ctx, tx, by, "edit-template", "template", strconv.FormatInt(t.ID, 10), before, after)
	})
	return after, err
}

// CopyTemplate adds a template copied from template id, named "Copy of
// …" and closed until an admin opens it, recorded in the audit log.
func (s *Service) CopyTemplate(ctx context.Context, by httpapi.OperatorSession, id int64) (promo.Template, error) {
	var t promo.Template
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		from, err := lookupTemplate(ctx, tx, id)
		if err != nil {
			return err
		}
		from.Name = clipRunes("Copy of "+from.Name, 100)
		newID, err := promo.Save(ctx, tx, from, store.Millis(s.Clock.Now()))
		if err != nil {
			return err
		}
		if err := promo.SetEnabled(ctx, tx, newID, false); err != nil {
			return err
		}
		if t, err = promo.Lookup(ctx, tx, newID); err != nil {
			return err
		}
		return s.Record(ctx, tx, by, "create-template", "template", strconv.FormatInt(newID, 10), nil, t)
	})
	return t, err
}

// EnableTemplate opens (on) or closes a template's landing page, recorded
// in the audit log with the template before and after.
func (s *Service) EnableTemplate(ctx context.Context, by httpapi.OperatorSession, id int64, on bool) (promo.Template, error) {
	return setEnabled(ctx, s, by, "template", id, on, lookupTemplate, promo.SetEnabled, func(t *promo.Template) { t.Enabled = on })
}

// setEnabled opens (on) or closes an object in one transaction: read it,
// set it, and record enable-<object> or disable-<object> with the object
// before and after.
func setEnabled[T any](ctx context.Context, s *Service, by httpapi.OperatorSession, object string, id int64, on bool,
	read func(context.Context, store.Querier, int64) (T, error), set func(context.Context, store.Querier, int64, bool) error, mark func(*T)) (T, error) {
	var after T
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := read(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := set(ctx, tx, id, on); err != nil {
			return err
		}
		after = before
		mark(&after)
		action := "disable-" + object
		if on {
			action = "enable-" + object
		}
		return s.Record(ctx, tx, by, action, object, strconv.FormatInt(id, 10), before, after)
	})
	return after, err
}

func lookupTemplate(ctx context.Context, q store.Querier, id int64) (promo.Template, error) {
	t, err := promo.Lookup(ctx, q, id)
	if errors.Is(err, promo.ErrNoTemplate) {
		return t, fault.Newf(fault.CodeNotFound, "No promotion template %d.", id)
	}
	return t, err
}

func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// Uploaded is where a stored image is served.
type Uploaded struct {
	URL string `json:"url"`
}

// UploadImage stores an image for the pages (a landing banner, a product
// logo) and answers its address, recorded in the audit log.
func (s *Service) UploadImage(ctx context.Context, by httpapi.OperatorSession, data []byte) (Uploaded, error) {
	var u Uploaded
	err := s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		url, err := content.SaveImage(ctx, tx, data, store.Millis(s.Clock.Now()))
		if err != nil {
			return err
		}
		u.URL = url
		return s.Record(ctx, tx, by, "upload-image", "file", url[strings.LastIndex(url, "/")+1:], nil, map[string]any{"url": url, "bytes": len(data)})
	})
	return u, err
}

// Details reads the lender's details as the pages show them (stored, else
// the flags).
func (s *Service) Details(ctx context.Context) (content.Details, error) {
	c, err := s.Content.Company(ctx)
	return c.Details, err
}

// SaveDetails validates and stores the lender's details, recorded in the
// audit log with the details before and after.
func (s *Service) SaveDetails(ctx context.Context, by httpapi.OperatorSession, d content.Details) (content.Details, error) {
	if err := d.Validate(); err != nil {
		return content.Details{}, err
	}
	before, err := s.Details(ctx)
	if err != nil {
		return content.Details{}, err
	}
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := content.SaveDetails(ctx, tx, d, store.Millis(s.Clock.Now())); err != nil {
			return err
		}
		return s.Record(ctx, tx, by, "edit-company", "company", "details", before, d)
	})
	if err != nil {
		return content.Details{}, err
	}
	return s.Details(ctx)
}

// Templates is GET /admin/api/content/templates.
func (h Handlers) Templates(c *httpapi.Call) (any, error) { return h.S.Promo.Templates(c.Context()) }

// SaveTemplate is POST /admin/api/content/templates.
func (h Handlers) SaveTemplate(c *httpapi.Call, p TemplateParams) (any, error) {
	t := promo.Template{ID: p.ID,
		Page: promo.Page{Name: p.Name, Headline: p.Headline, Subheadline: p.Subheadline, Highlights: []string{},
			BannerURL: p.BannerURL, PrimaryColor: p.PrimaryColor, BackgroundColor: p.BackgroundColor, TextColor: p.TextColor,
			ButtonText: p.ButtonText},
		AppLinks: promo.AppLinks{IOSURL: p.IOSURL, AndroidURL: p.AndroidURL, AppScheme: p.AppScheme}}
	for _, line := range strings.Split(strings.ReplaceAll(p.Highlights, "\r\n", "\n"), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			t.Highlights = append(t.Highlights, line)
		}
	}
	return h.S.SaveTemplate(c.Context(), c.Operator, t)
}

// CopyTemplate is POST /admin/api/content/templates/copy.
func (h Handlers) CopyTemplate(c *httpapi.Call, p CopyTemplateParams) (any, error) {
	return h.S.CopyTemplate(c.Context(), c.Operator, p.ID)
}

// EnableTemplate is POST /admin/api/content/templates/enable.
func (h Handlers) EnableTemplate(c *httpapi.Call, p EnableTemplateParams) (any, error) {
	return h.S.EnableTemplate(c.Context(), c.Operator, p.ID, p.Enabled == 1)
}

// UploadImage is POST /admin/api/content/images: multipart, the image in the field file.
func (h Handlers) UploadImage(c *httpapi.Call, p UploadParams) (any, error) {
	list := p.Image
	if len(list) != 1 {
		return nil, fault.Field(ImageField, "Choose one image.")
	}
	if list[0].Size > content.MaxImageBytes {
		return nil, fault.Field(ImageField, "The image is larger than 5 MB.")
	}
	f, err := list[0].Open()
	if err != nil {
		return nil, fault.Wrap(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, content.MaxImageBytes+1))
	if err != nil {
		return nil, fault.Wrap(err)
	}
	return h.S.UploadImage(c.Context(), c.Operator, data)
}

// ImageField is the upload's multipart field.
const ImageField = "file"

// Company is GET /admin/api/content/company.
func (h Handlers) Company(c *httpapi.Call) (any, error) { return h.S.Details(c.Context()) }

// SaveCompany is POST /admin/api/content/company.
func (h Handlers) SaveCompany(c *httpapi.Call, d content.Details) (any, error) {
	return h.S.SaveDetails(c.Context(), c.Operator, d)
}

// LegalEditor is what the Content screen edits: one version of the privacy
// policy or the loan terms, every published version and the placeholders.
type LegalEditor struct {
	Kind  string            `json:"kind"`
	Title string            `json:"title"`
	Text  content.LegalText `json:"text"`
	// Latest is the newest version's number (0: the built-in text), the base of a publication.
	Latest       int                 `json:"latest"`
	Versions     []content.LegalText `json:"versions"`
	Placeholders []string            `json:"placeholders"`
}

// Legal reads one version of a legal text (content.Newest, 0 for the
// built-in text, or a published one) with the history.
func (s *Service) Legal(ctx context.Context, kind string, version int) (LegalEditor, error) {
	t, err := s.Content.LegalVersion(ctx, s.DB, kind, version)
	if err != nil {
		return LegalEditor{}, err
	}
	latest, err := s.Content.LegalVersion(ctx, s.DB, kind, content.Newest)
	if err != nil {
		return LegalEditor{}, err
	}
	versions, err := content.LegalHistory(ctx, s.DB, kind)
	if err != nil {
		return LegalEditor{}, err
	}
	return LegalEditor{Kind: kind, Title: content.LegalTitle[kind], Text: t, Latest: latest.Version, Versions: versions, Placeholders: content.Placeholders}, nil
}

// PublishLegal stores a legal text as its next version, recorded in the
// audit log with the version it replaces.
func (s *Service) PublishLegal(ctx context.Context, by httpapi.OperatorSession, kind, body, note string, base int) (content.LegalText, error) {
	vals, err := s.Content.PlaceholderValues(ctx)
	if err != nil {
		return content.LegalText{}, err
	}
	var t content.LegalText
	err = s.DB.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		before, err := s.Content.LegalVersion(ctx, tx, kind, content.Newest)
		if err != nil {
			return err
		}
		if t, err = s.Content.PublishLegal(ctx, tx, vals, kind, body, note, by.Name, base, store.Millis(s.Clock.Now())); err != nil {
			return err
		}
		return s.Record(ctx, tx, by, "publish-"+kind, "legal", kind, before, t)
	})
	return t, err
}

// Legal is GET /admin/api/content/legal.
func (h Handlers) Legal(c *httpapi.Call, p LegalParams) (any, error) {
	version := content.Newest
	if p.Version != nil {
		version = int(*p.Version)
	}
	return h.S.Legal(c.Context(), p.Kind, version)
}

// PreviewLegal is POST /admin/api/content/legal/preview: the text drawn as
// the pages would draw it, or its first mistake; nothing is stored.
func (h Handlers) PreviewLegal(c *httpapi.Call, p PreviewLegalParams) (any, error) {
	kind := p.Kind
	if content.LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	return h.S.Content.Document(c.Context(), content.LegalText{Kind: kind, Body: p.Body, At: store.Millis(h.S.Clock.Now())})
}

// PublishLegal is POST /admin/api/content/legal.
func (h Handlers) PublishLegal(c *httpapi.Call, p PublishLegalParams) (any, error) {
	kind := p.Kind
	if content.LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	return h.S.PublishLegal(c.Context(), c.Operator, kind, p.Body, p.Note, p.Base)
}
