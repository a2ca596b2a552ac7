package console

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"strconv"
	"strings"

	"kwarta/internal/clock"
	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/promo"
	"kwarta/internal/store"
)

// ContentScreen is the console's Content screen: the promotion landing
// templates, the images the pages show, the lender's details and the
// legal texts. Build it with NewContentScreen.
type ContentScreen struct {
	db        *store.DB
	clock     clock.Clock
	audit     FourEyes
	templates TemplateList
	texts     Texts
}

// TemplateList lists the landing templates (the promo package's Service).
type TemplateList interface {
	Templates(ctx context.Context) ([]promo.Template, error)
}

// Texts is what the Content screen needs of the pages' content (the
// content package's Service): the lender's details and the legal texts.
type Texts interface {
	// Company is the lender's details as the pages show them (stored, else the flags).
	Company(ctx context.Context) (content.Company, error)
	LegalVersion(ctx context.Context, q store.Querier, kind string, version int) (content.LegalText, error)
	PlaceholderValues(ctx context.Context) (map[string]content.Span, error)
	PublishLegal(ctx context.Context, q store.Querier, vals map[string]content.Span, kind, body, note, by string, base int, now int64) (content.LegalText, error)
	// Document is a legal text drawn as the pages draw it.
	Document(ctx context.Context, t content.LegalText) (content.LegalDocument, error)
}

// NewContentScreen is the Content screen over db, the landing templates
// and the pages' texts, recording every change in audit, where publishing
// a legal text, a template's change and opening a template are registered
// under maker-checker (content_proposals.go).
func NewContentScreen(db *store.DB, clk clock.Clock, audit FourEyes, templates TemplateList, texts Texts) *ContentScreen {
	s := &ContentScreen{db: db, clock: clk, audit: audit, templates: templates, texts: texts}
	s.registerKinds()
	return s
}

// TemplateSaved is a landing template as it stands, with the proposal
// waiting for a second admin (its change, or opening it).
type TemplateSaved struct {
	promo.Template
	Proposal *Proposal `json:"proposal,omitempty"`
}

// SaveTemplate validates a landing template's fields and proposes them:
// a second admin's approval saves them (what borrowers read on a landing
// page is published by two people). Nothing changed answers 409.
func (s *ContentScreen) SaveTemplate(ctx context.Context, by httpapi.OperatorSession, t promo.Template) (TemplateSaved, error) {
	if err := promo.Validate(t); err != nil {
		return TemplateSaved{}, err
	}
	was, err := lookupTemplate(ctx, s.db, t.ID)
	if err != nil {
		return TemplateSaved{}, err
	}
	p, err := s.audit.Propose(ctx, by, kindEditTemplate, strconv.FormatInt(t.ID, 10), templateEdit{ID: t.ID, Was: editable(was), Now: editable(t)})
	if err != nil {
		return TemplateSaved{}, err
	}
	return TemplateSaved{Template: was, Proposal: &p}, nil
}

// CopyTemplate adds a template copied from template id, named "Copy of
// …" and closed until an admin opens it, recorded in the audit log.
func (s *ContentScreen) CopyTemplate(ctx context.Context, by httpapi.OperatorSession, id int64) (promo.Template, error) {
	var t promo.Template
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		from, err := lookupTemplate(ctx, tx, id)
		if err != nil {
			return err
		}
		from.Name = clipRunes("Copy of "+from.Name, 100)
		newID, err := promo.Save(ctx, tx, from, store.Millis(s.clock.Now()))
		if err != nil {
			return err
		}
		if err := promo.SetEnabled(ctx, tx, newID, false); err != nil {
			return err
		}
		if t, err = promo.Lookup(ctx, tx, newID); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, by, "create-template", "template", strconv.FormatInt(newID, 10), nil, t)
	})
	return t, err
}

// EnableTemplate opens (on) or closes a template's landing page. Closing
// is one admin's, at once, recorded in the audit log with the template
// before and after; opening publishes the page, so it is proposed and a
// second admin's approval carries it out.
func (s *ContentScreen) EnableTemplate(ctx context.Context, by httpapi.OperatorSession, id int64, on bool) (TemplateSaved, error) {
	if !on {
		t, err := setEnabled(ctx, s.db, s.audit, by, "template", id, on, lookupTemplate, promo.SetEnabled, func(t *promo.Template) { t.Enabled = on })
		return TemplateSaved{Template: t}, err
	}
	t, err := lookupTemplate(ctx, s.db, id)
	if err != nil {
		return TemplateSaved{}, err
	}
	p, err := s.audit.Propose(ctx, by, kindOpenTemplate, strconv.FormatInt(id, 10), templateOpening{ID: id, Page: editable(t)})
	if err != nil {
		return TemplateSaved{}, err
	}
	return TemplateSaved{Template: t, Proposal: &p}, nil
}

// setEnabled opens (on) or closes an object in one transaction: read it,
// set it, and record enable-<object> or disable-<object> with the object
// before and after.
func setEnabled[T any](ctx context.Context, db *store.DB, audit Recorder, by httpapi.OperatorSession, object string, id int64, on bool,
	read func(context.Context, store.Querier, int64) (T, error), set func(context.Context, store.Querier, int64, bool) error, mark func(*T)) (T, error) {
	var after T
	err := db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
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
		return audit.Record(ctx, tx, by, action, object, strconv.FormatInt(id, 10), before, after)
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
func (s *ContentScreen) UploadImage(ctx context.Context, by httpapi.OperatorSession, data []byte) (Uploaded, error) {
	var u Uploaded
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		url, err := content.SaveImage(ctx, tx, data, store.Millis(s.clock.Now()))
		if err != nil {
			return err
		}
		u.URL = url
		return s.audit.Record(ctx, tx, by, "upload-image", "file", url[strings.LastIndex(url, "/")+1:], nil, map[string]any{"url": url, "bytes": len(data)})
	})
	return u, err
}

// Details reads the lender's details as the pages show them (stored, else
// the flags).
func (s *ContentScreen) Details(ctx context.Context) (content.Details, error) {
	c, err := s.texts.Company(ctx)
	return c.Details, err
}

// SaveDetails validates and stores the lender's details, recorded in the
// audit log with the details before and after.
func (s *ContentScreen) SaveDetails(ctx context.Context, by httpapi.OperatorSession, d content.Details) (content.Details, error) {
	if err := d.Validate(); err != nil {
		return content.Details{}, err
	}
	before, err := s.Details(ctx)
	if err != nil {
		return content.Details{}, err
	}
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		if err := content.SaveDetails(ctx, tx, d, store.Millis(s.clock.Now())); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, by, "edit-company", "company", "details", before, d)
	})
	if err != nil {
		return content.Details{}, err
	}
	return s.Details(ctx)
}

// HandleTemplates is GET /admin/api/content/templates.
func (s *ContentScreen) HandleTemplates(c *httpapi.Call) (any, error) {
	return s.templates.Templates(c.Context())
}

// HandleSaveTemplate is POST /admin/api/content/templates.
func (s *ContentScreen) HandleSaveTemplate(c *httpapi.Call, p TemplateParams) (any, error) {
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
	return s.SaveTemplate(c.Context(), c.Operator, t)
}

// HandleCopyTemplate is POST /admin/api/content/templates/copy.
func (s *ContentScreen) HandleCopyTemplate(c *httpapi.Call, p CopyTemplateParams) (any, error) {
	return s.CopyTemplate(c.Context(), c.Operator, p.ID)
}

// HandleEnableTemplate is POST /admin/api/content/templates/enable.
func (s *ContentScreen) HandleEnableTemplate(c *httpapi.Call, p EnableTemplateParams) (any, error) {
	return s.EnableTemplate(c.Context(), c.Operator, p.ID, p.Enabled == 1)
}

// HandleUploadImage is POST /admin/api/content/images: multipart, the image in the field file.
func (s *ContentScreen) HandleUploadImage(c *httpapi.Call, p UploadParams) (any, error) {
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
	return s.UploadImage(c.Context(), c.Operator, data)
}

// ImageField is the upload's multipart field.
const ImageField = "file"

// HandleCompany is GET /admin/api/content/company.
func (s *ContentScreen) HandleCompany(c *httpapi.Call) (any, error) { return s.Details(c.Context()) }

// HandleSaveCompany is POST /admin/api/content/company.
func (s *ContentScreen) HandleSaveCompany(c *httpapi.Call, d content.Details) (any, error) {
	return s.SaveDetails(c.Context(), c.Operator, d)
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
func (s *ContentScreen) Legal(ctx context.Context, kind string, version int) (LegalEditor, error) {
	t, err := s.texts.LegalVersion(ctx, s.db, kind, version)
	if err != nil {
		return LegalEditor{}, err
	}
	latest, err := s.texts.LegalVersion(ctx, s.db, kind, content.Newest)
	if err != nil {
		return LegalEditor{}, err
	}
	versions, err := content.LegalHistory(ctx, s.db, kind)
	if err != nil {
		return LegalEditor{}, err
	}
	return LegalEditor{Kind: kind, Title: content.LegalTitle[kind], Text: t, Latest: latest.Version, Versions: versions, Placeholders: content.Placeholders}, nil
}

// Publishing is a legal text proposed for publication, waiting for a
// second admin: the newest version as it stands and the proposal.
type Publishing struct {
	Latest   content.LegalText `json:"latest"`
	Proposal *Proposal         `json:"proposal"`
}

// PublishLegal proposes a legal text as its next version, after the
// publishing rules and the check that nobody published since base (409);
// a second admin's approval publishes it, checking base again
// (content_proposals.go).
func (s *ContentScreen) PublishLegal(ctx context.Context, by httpapi.OperatorSession, kind, body, note string, base int) (Publishing, error) {
	p, err := s.audit.Propose(ctx, by, kindPublishLegal, kind, publication{Kind: kind, Body: body, Note: note, Base: base})
	if err != nil {
		return Publishing{}, err
	}
	latest, err := s.texts.LegalVersion(ctx, s.db, kind, content.Newest)
	return Publishing{Latest: latest, Proposal: &p}, err
}

// HandleLegal is GET /admin/api/content/legal.
func (s *ContentScreen) HandleLegal(c *httpapi.Call, p LegalParams) (any, error) {
	version := content.Newest
	if p.Version != nil {
		version = int(*p.Version)
	}
	return s.Legal(c.Context(), p.Kind, version)
}

// HandlePreviewLegal is POST /admin/api/content/legal/preview: the text drawn as
// the pages would draw it, or its first mistake; nothing is stored.
func (s *ContentScreen) HandlePreviewLegal(c *httpapi.Call, p PreviewLegalParams) (any, error) {
	kind := p.Kind
	if content.LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	// The draft is held to the publishing rules (its links included)
	// before it is drawn as the pages would draw it.
	vals, err := s.texts.PlaceholderValues(c.Context())
	if err != nil {
		return nil, err
	}
	if _, err := content.ParseLegal(p.Body, vals); err != nil {
		return nil, err
	}
	return s.texts.Document(c.Context(), content.LegalText{Kind: kind, Body: p.Body, At: store.Millis(s.clock.Now())})
}

// HandlePublishLegal is POST /admin/api/content/legal.
func (s *ContentScreen) HandlePublishLegal(c *httpapi.Call, p PublishLegalParams) (any, error) {
	kind := p.Kind
	if content.LegalTitle[kind] == "" {
		return nil, fault.Field("kind", "kind is privacy or terms.")
	}
	return s.PublishLegal(c.Context(), c.Operator, kind, p.Body, p.Note, p.Base)
}

// The Content screen's calls and their parameters.

// TemplateParams are the Content screen's landing-template form, read as
// sent; promo.Validate checks the lengths again, field by field.
type TemplateParams struct {
	ID              int64  `param:"id,required,max=18" desc:"the template's id"`
	Name            string `param:"name,untrimmed,max=200" desc:"the template's name (operators only)"`
	Headline        string `param:"headline,untrimmed,max=200" desc:"the title"`
	Subheadline     string `param:"subheadline,untrimmed,max=400" desc:"the line under the title"`
	Highlights      string `param:"highlights,untrimmed,max=400" desc:"up to 5 highlights, one a line"`
	BannerURL       string `param:"bannerUrl,untrimmed,max=600" desc:"the banner image: https:// or a path on this site"`
	PrimaryColor    string `param:"primaryColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	BackgroundColor string `param:"backgroundColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	TextColor       string `param:"textColor,untrimmed,max=20" desc:"#rgb or #rrggbb"`
	ButtonText      string `param:"buttonText,untrimmed,max=100" desc:"the apply button"`
	IOSURL          string `param:"iosUrl,untrimmed,max=600" desc:"App Store link (empty: the lender's)"`
	AndroidURL      string `param:"androidUrl,untrimmed,max=600" desc:"Google Play link (empty: the lender's)"`
	AppScheme       string `param:"appScheme,untrimmed,max=100" desc:"the app's URL scheme (empty: the lender's)"`
}

// CopyTemplateParams are templates/copy's.
type CopyTemplateParams struct {
	ID int64 `param:"id,required,max=18" desc:"the template to copy"`
}

// EnableTemplateParams are templates/enable's.
type EnableTemplateParams struct {
	ID      int64 `param:"id,required,max=18" desc:"the template's id"`
	Enabled int64 `param:"enabled,required,max=1" desc:"1: open; 0: closed"`
}

// UploadParams are content/images': the image in the field ImageField
// (routes_test.go checks the name).
type UploadParams struct {
	Image []*multipart.FileHeader `param:"file,required" desc:"the image"`
}

// LegalParams are GET content/legal's.
type LegalParams struct {
	content.LegalKind
	Version *int64 `param:"version,max=9" desc:"the version (none: the newest; 0: the built-in text)"`
}

// LegalBody is a legal text's body; its max is content.MaxLegalChars (routes_test.go checks it).
type LegalBody struct {
	Body string `param:"body,required,untrimmed,max=100000" desc:"the text in the markup of docs/CONSOLE.md"`
}

// PreviewLegalParams are content/legal/preview's.
type PreviewLegalParams struct {
	content.LegalKind
	LegalBody
}

// PublishLegalParams are POST content/legal's.
type PublishLegalParams struct {
	content.LegalKind
	LegalBody
	Note string `param:"note,required,max=200" desc:"what changed, for the history"`
	Base int    `param:"base,required,max=9" desc:"the version the text was edited from (0: the built-in)"`
}

// Routes are the Content screen's calls.
func (s *ContentScreen) Routes() []httpapi.Route {
	return []httpapi.Route{
		{Method: "GET", Path: "/admin/api/content/templates", Summary: "Console: every promotion landing template, enabled or not (admin)", Auth: httpapi.Operator, Permission: PermContent,
			Data: []promo.Template{}, Handle: httpapi.NoParams(s.HandleTemplates)},
		{Method: "POST", Path: "/admin/api/content/templates", Summary: "Console: propose a landing template's texts, colours, banner and app links (every wrong field is named); a second admin's approval saves them (admin, four eyes)", Auth: httpapi.Operator, Permission: PermContent,
			Data: TemplateSaved{}, Handle: httpapi.Bind(s.HandleSaveTemplate)},
		{Method: "POST", Path: "/admin/api/content/templates/copy", Summary: "Console: add a template copied from another, closed until opened (admin, audited)", Auth: httpapi.Operator, Permission: PermContent,
			Data: promo.Template{}, Handle: httpapi.Bind(s.HandleCopyTemplate)},
		{Method: "POST", Path: "/admin/api/content/templates/enable", Summary: "Console: close (0) a template's landing page at once (a closed one answers 404), or propose opening it (1) for a second admin's approval (admin, audited, four eyes to open)", Auth: httpapi.Operator, Permission: PermContent,
			Data: TemplateSaved{}, Handle: httpapi.Bind(s.HandleEnableTemplate)},
		{Method: "POST", Path: "/admin/api/content/images", Summary: "Console: store an image for the pages (a landing banner); PNG, JPEG, GIF, WebP or SVG of at most 5 MB, its content deciding its type; answers its address (admin, audited)", Auth: httpapi.Operator, Permission: PermContent,
			Data: Uploaded{}, Handle: httpapi.Bind(s.HandleUploadImage)},
		{Method: "GET", Path: "/admin/api/content/company", Summary: "Console: the lender's details and contact lines as the pages show them (stored, else the flags) (admin)", Auth: httpapi.Operator, Permission: PermContent,
			Data: content.Details{}, Handle: httpapi.NoParams(s.HandleCompany)},
		{Method: "POST", Path: "/admin/api/content/company", Summary: "Console: save the lender's details and contact lines, every one (empty: the flag's value); every wrong field is named (admin, audited)", Auth: httpapi.Operator, Permission: PermContent,
			Data: content.Details{}, Handle: httpapi.Bind(s.HandleSaveCompany)},
		{Method: "GET", Path: "/admin/api/content/legal", Summary: "Console: one version of the privacy policy or the loan terms (none: the newest; 0: the built-in text), every published version and the placeholders (admin)", Auth: httpapi.Operator, Permission: PermContent,
			Data: LegalEditor{}, Handle: httpapi.Bind(s.HandleLegal)},
		{Method: "POST", Path: "/admin/api/content/legal/preview", Summary: "Console: a draft of the privacy policy or the loan terms drawn as the pages draw it, or its first mistake by line; nothing is stored (admin)", Auth: httpapi.Operator, Permission: PermContent,
			Data: content.LegalDocument{}, Handle: httpapi.Bind(s.HandlePreviewLegal)},
		{Method: "POST", Path: "/admin/api/content/legal", Summary: "Console: propose the privacy policy or the loan terms as their next version, published on a second admin's approval; refused, then and at the approval, when another version was published since base (admin, four eyes)", Auth: httpapi.Operator, Permission: PermContent,
			Data: Publishing{}, Handle: httpapi.Bind(s.HandlePublishLegal)},
	}
}
