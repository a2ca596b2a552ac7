package console

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"kwarta/internal/content"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/promo"
	"kwarta/internal/store"
)

// The Content screen's actions under maker-checker: publishing a legal
// text (the privacy policy, the loan terms), changing a landing template
// and opening one. What borrowers are bound by or read as the lender's
// offer is published by two admins. Closing a template, copying one
// (closed), images and the lender's details are one admin's (content.go).
const (
	kindPublishLegal = "publish-legal"
	kindEditTemplate = "edit-template"
	kindOpenTemplate = "open-template"
)

// publication is publish-legal's parameters: the text, its note, and the
// version it was edited from, checked again at the approval.
type publication struct {
	Kind string `json:"kind"`
	Body string `json:"body"`
	Note string `json:"note"`
	Base int    `json:"base"`
}

// templateFields are a template's fields an edit changes.
type templateFields struct {
	promo.Page
	promo.AppLinks
}

func editable(t promo.Template) templateFields { return templateFields{t.Page, t.AppLinks} }

// templateEdit is edit-template's parameters: the fields proposed and the
// ones they replace (a template changed meanwhile is not overwritten on
// the old approval).
type templateEdit struct {
	ID  int64          `json:"id"`
	Was templateFields `json:"was"`
	Now templateFields `json:"now"`
}

// templateOpening is open-template's parameters: the page it opens with.
type templateOpening struct {
	ID   int64          `json:"id"`
	Page templateFields `json:"page"`
}

// fieldsDiff is the fields of two templates that differ, before and after.
func fieldsDiff(was, now templateFields) (map[string]any, map[string]any) {
	var before, after map[string]any
	b, _ := json.Marshal(was)
	a, _ := json.Marshal(now)
	_ = json.Unmarshal(b, &before)
	_ = json.Unmarshal(a, &after)
	for k, v := range before {
		if reflect.DeepEqual(after[k], v) {
			delete(before, k)
			delete(after, k)
		}
	}
	return before, after
}

// linesDiff is what a new text changes in the old one, line by line: the
// old lines it drops and the new lines it adds, each in its order (blank
// lines left out).
func linesDiff(old, body string) (removed, added []string) {
	count := func(s string) map[string]int {
		m := map[string]int{}
		for _, l := range strings.Split(s, "\n") {
			m[strings.TrimSpace(l)]++
		}
		return m
	}
	inOld, inNew := count(old), count(body)
	pick := func(s string, other map[string]int) []string {
		out := []string{}
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l == "" {
				continue
			}
			if other[l] > 0 {
				other[l]--
			} else {
				out = append(out, l)
			}
		}
		return out
	}
	return pick(old, inNew), pick(body, inOld)
}

// placeholderNames are the placeholders with empty values: a text is
// checked against their names only (the lender's details, read through
// a cache, cannot be read inside the approval's transaction; the pages
// draw the text with the details of the day).
func placeholderNames() map[string]content.Span {
	m := map[string]content.Span{}
	for _, n := range content.Placeholders {
		m[n] = content.Span{}
	}
	return m
}

// template reads a template in q for an approval: it must still have the
// fields it was proposed against.
func template(ctx context.Context, q store.Querier, id int64, was templateFields) (promo.Template, error) {
	t, err := lookupTemplate(ctx, q, id)
	if err == nil && !reflect.DeepEqual(editable(t), was) {
		err = fault.Newf(fault.CodeConflict, "Template %d was changed since this was proposed.", id)
	}
	return t, err
}

// registerKinds registers the Content screen's actions (NewContentScreen).
func (s *ContentScreen) registerKinds() {
	// checkLegal holds a text to the publishing rules and the base check,
	// in q, and answers the version it replaces.
	checkLegal := func(ctx context.Context, q store.Querier, p publication) (content.LegalText, error) {
		if content.LegalTitle[p.Kind] == "" {
			return content.LegalText{}, fault.Field("kind", "kind is privacy or terms.")
		}
		if _, err := content.ParseLegal(p.Body, placeholderNames()); err != nil {
			return content.LegalText{}, err
		}
		if note := strings.TrimSpace(p.Note); note == "" || utf8.RuneCountInString(note) > 200 {
			return content.LegalText{}, fault.Field("note", "Say in a few words (at most 200 characters) what changed.")
		}
		latest, err := s.texts.LegalVersion(ctx, q, p.Kind, content.Newest)
		if err != nil {
			return latest, err
		}
		if latest.Version != p.Base {
			return latest, fault.Newf(fault.CodeConflict, "Version %d was published by %s while you were editing version %d. Open it, make your change again and publish.", latest.Version, latest.By, p.Base)
		}
		if latest.Body == p.Body {
			return latest, fault.Field("body", "The text is the same as version "+fmt.Sprint(latest.Version)+".")
		}
		return latest, nil
	}
	s.audit.Register(Kind{
		Name: kindPublishLegal, ObjectType: "legal", Permission: PermContent,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var p publication
			if err := json.Unmarshal(params, &p); err != nil {
				return Change{}, err
			}
			latest, err := checkLegal(ctx, q, p)
			if err != nil {
				return Change{}, err
			}
			removed, added := linesDiff(latest.Body, p.Body)
			return Change{Summary: fmt.Sprintf("Publish the %s, version %d: %s", strings.ToLower(content.LegalTitle[p.Kind]), latest.Version+1, p.Note),
				Before: map[string]any{"version": latest.Version, "removed": removed},
				After:  map[string]any{"version": latest.Version + 1, "note": p.Note, "added": added}}, nil
		},
		// The version is published under its author's name (the
		// history's "by"); the audit line is the approver's.
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var p publication
			if err := json.Unmarshal(params, &p); err != nil {
				return Carried{}, err
			}
			before, err := checkLegal(ctx, tx, p)
			if err != nil {
				return Carried{}, err
			}
			t, err := s.texts.PublishLegal(ctx, tx, placeholderNames(), p.Kind, p.Body, p.Note, pr.ProposedBy, p.Base, store.Millis(s.clock.Now()))
			if err != nil {
				return Carried{}, err
			}
			return Carried{Outcome: fmt.Sprintf("Version %d published.", t.Version)},
				s.audit.Record(ctx, tx, by, "publish-"+p.Kind, "legal", p.Kind, before, map[string]any{"text": t, "proposedBy": pr.ProposedBy})
		},
	})
	s.audit.Register(Kind{
		Name: kindEditTemplate, ObjectType: "template", Permission: PermContent,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var e templateEdit
			if err := json.Unmarshal(params, &e); err != nil {
				return Change{}, err
			}
			t, err := template(ctx, q, e.ID, e.Was)
			if err != nil {
				return Change{}, err
			}
			before, after := fieldsDiff(e.Was, e.Now)
			if len(after) == 0 {
				return Change{}, fault.New(fault.CodeConflict, "Nothing changed.")
			}
			return Change{Summary: fmt.Sprintf("Change landing template %d (%s)", e.ID, t.Name), Before: before, After: after}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var e templateEdit
			if err := json.Unmarshal(params, &e); err != nil {
				return Carried{}, err
			}
			before, err := template(ctx, tx, e.ID, e.Was)
			if err != nil {
				return Carried{}, err
			}
			after := promo.Template{ID: e.ID, Page: e.Now.Page, AppLinks: e.Now.AppLinks, Enabled: before.Enabled}
			if err := promo.Validate(after); err != nil {
				return Carried{}, err
			}
			if err := promo.Update(ctx, tx, after); err != nil {
				return Carried{}, err
			}
			return Carried{}, s.audit.Record(ctx, tx, by, "edit-template", "template", strconv.FormatInt(e.ID, 10), before,
				map[string]any{"template": after, "proposedBy": pr.ProposedBy})
		},
	})
	s.audit.Register(Kind{
		Name: kindOpenTemplate, ObjectType: "template", Permission: PermContent,
		Describe: func(ctx context.Context, q store.Querier, _ string, params json.RawMessage) (Change, error) {
			var o templateOpening
			if err := json.Unmarshal(params, &o); err != nil {
				return Change{}, err
			}
			t, err := closedTemplate(ctx, q, o)
			if err != nil {
				return Change{}, err
			}
			return Change{Summary: fmt.Sprintf("Open the landing page of template %d (%s)", o.ID, t.Name),
				Before: map[string]any{"state": "closed"}, After: map[string]any{"state": "open", "headline": t.Headline, "bannerUrl": t.BannerURL}}, nil
		},
		Carry: func(ctx context.Context, tx *store.Tx, pr Proposal, params json.RawMessage, by httpapi.OperatorSession) (Carried, error) {
			var o templateOpening
			if err := json.Unmarshal(params, &o); err != nil {
				return Carried{}, err
			}
			t, err := closedTemplate(ctx, tx, o)
			if err != nil {
				return Carried{}, err
			}
			if err := promo.SetEnabled(ctx, tx, o.ID, true); err != nil {
				return Carried{}, err
			}
			after := t
			after.Enabled = true
			return Carried{}, s.audit.Record(ctx, tx, by, "enable-template", "template", strconv.FormatInt(o.ID, 10), t,
				map[string]any{"template": after, "proposedBy": pr.ProposedBy})
		},
	})
}

// closedTemplate reads the template an opening is for: still closed, and
// with the page it was proposed with.
func closedTemplate(ctx context.Context, q store.Querier, o templateOpening) (promo.Template, error) {
	t, err := template(ctx, q, o.ID, o.Page)
	if err == nil && t.Enabled {
		err = fault.Newf(fault.CodeConflict, "Template %d is open already.", o.ID)
	}
	return t, err
}
