package collect

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"kwarta/internal/fault"
	"kwarta/internal/notice"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// Template is one collection text in one language: a draft until an
// admin publishes it; collectors send only published ones.
type Template struct {
	Name        string    `json:"name"`
	Lang        string    `json:"lang"`
	Body        string    `json:"body"`
	Published   bool      `json:"published"`
	UpdatedAt   time.Time `json:"updatedAt"`
	UpdatedBy   string    `json:"updatedBy"`
	PublishedAt time.Time `json:"publishedAt"`
	PublishedBy string    `json:"publishedBy"`
}

// Placeholders are what a collection text may quote: the borrower's
// first name, the order, what it owes, its first unpaid due date, the
// days past due, the app's name and the support line.
var Placeholders = []string{"name", "order", "owed", "due", "days", "app", "phone"}

var placeholderRE = regexp.MustCompile(`\{([a-z]+)\}`)

var nameRE = regexp.MustCompile(`^[a-z0-9_]{2,30}$`)

// forbidden are words and phrases a collection text must not hold (SEC
// MC No. 18, 2019: threats, profanity, criminal charges, false
// representation, telling others about the debt), in English and
// Filipino, matched whole-word and case-blind. The check is a floor, not
// a review: an admin still reads every text before publishing it.
var forbidden = map[string][]string{
	"a threat": {"threat", "threaten", "harm", "hurt", "kill", "violence", "humiliate", "shame", "expose", "post your", "social media",
		"facebook", "papatayin", "sasaktan", "ipapahiya", "hiya", "ipopost", "ikakalat", "babalikan"},
	"profanity": {"fuck", "shit", "bitch", "bastard", "damn", "stupid", "idiot", "putang", "putangina", "puta", "gago", "tanga", "bobo",
		"ulol", "tarantado", "hayop", "leche", "punyeta", "walanghiya"},
	"criminal charges or arrest": {"arrest", "jail", "prison", "police", "criminal", "estafa", "warrant", "nbi", "subpoena", "imprison",
		"kulong", "makukulong", "ikukulong", "pulis", "kasong kriminal", "hulihin", "huhulihin", "presinto"},
	"false representation": {"lawyer", "attorney", "court", "sheriff", "government", "sec order", "abogado", "korte", "hukuman"},
	"third parties": {"your family", "your relatives", "your employer", "your boss", "your friends", "your contacts", "your neighbors",
		"your co-workers", "pamilya mo", "kamag-anak", "amo mo", "kaibigan mo", "kapitbahay", "katrabaho", "mga contact"},
}

// checkContent refuses a body holding forbidden content, naming what.
func checkContent(body string) error {
	low := " " + strings.ToLower(body) + " "
	words := regexp.MustCompile(`[^a-z0-9\-]+`).ReplaceAllString(low, " ")
	for _, kind := range []string{"a threat", "profanity", "criminal charges or arrest", "false representation", "third parties"} {
		for _, w := range forbidden[kind] {
			if strings.Contains(words, " "+w+" ") {
				return fault.Field("body", fmt.Sprintf("The text mentions %q, which reads as %s: collection texts may not (SEC MC No. 18, 2019).", w, kind))
			}
		}
	}
	return nil
}

// longest are the widest values of the placeholders.
func (s *Service) longest(ctx context.Context) (map[string]string, error) {
	app, phone, err := s.company(ctx)
	return map[string]string{"name": strings.Repeat("W", 20), "order": "KW20261231" + strings.Repeat("9", 8),
		"owed": "PHP 999,999.99", "due": "Sep 30", "days": "999", "app": app, "phone": phone}, err
}

// company is the app's name and support line the texts quote.
func (s *Service) company(ctx context.Context) (app, phone string, err error) {
	if s.companyOf == nil {
		return "Kwarta", "", nil
	}
	co, err := s.companyOf(ctx)
	return co.AppName, co.SupportPhone, err
}

// checkBody checks one text: placeholders known, nothing forbidden, one
// GSM-7 segment with the longest values, not starting with TEST (the
// notices' rules).
func (s *Service) checkBody(ctx context.Context, body string) error {
	if strings.TrimSpace(body) == "" {
		return fault.Field("body", "The text is empty.")
	}
	for _, m := range placeholderRE.FindAllStringSubmatch(body, -1) {
		if !slices.Contains(Placeholders, m[1]) {
			return fault.Field("body", fmt.Sprintf("A collection text cannot use {%s}; it may use {%s}.", m[1], strings.Join(Placeholders, "}, {")))
		}
	}
	if err := checkContent(body); err != nil {
		return err
	}
	if strings.HasPrefix(strings.ToUpper(body), "TEST") {
		return fault.Field("body", "A text must not start with TEST: Semaphore silently drops such messages.")
	}
	longest, err := s.longest(ctx)
	if err != nil {
		return err
	}
	text := fill(body, longest)
	if r := sms.FirstNonGSM(text); r != 0 {
		return fault.Field("body", fmt.Sprintf("The text has %q, which is not in the GSM 7-bit alphabet: the message would go as several SMS.", r))
	}
	if n, _ := sms.Septets(text); n > sms.SegmentLimit {
		return fault.Field("body", fmt.Sprintf("The text can reach %d characters with the longest values; one SMS holds %d.", n, sms.SegmentLimit))
	}
	return nil
}

func fill(body string, v map[string]string) string {
	return placeholderRE.ReplaceAllStringFunc(body, func(m string) string {
		if val, ok := v[m[1:len(m)-1]]; ok {
			return val
		}
		return m
	})
}

// Templates are every collection text, by name and language.
func (s *Service) Templates(ctx context.Context) ([]Template, error) {
	rows, err := s.db.Query(ctx, `SELECT name, lang, body, published, updated_at, updated_by, published_at, published_by
		FROM collection_templates ORDER BY name, lang`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Template{}
	for rows.Next() {
		var t Template
		var pub int
		var up, pat int64
		if err := rows.Scan(&t.Name, &t.Lang, &t.Body, &pub, &up, &t.UpdatedBy, &pat, &t.PublishedBy); err != nil {
			return nil, err
		}
		t.Published, t.UpdatedAt, t.PublishedAt = pub == 1, store.Time(up), store.Time(pat)
		out = append(out, t)
	}
	return out, rows.Err()
}

// SaveTemplate saves a draft text (a published one goes back to draft
// until published again), after the checks, in q.
func (s *Service) SaveTemplate(ctx context.Context, q store.Querier, name, lang, body, by string) (Template, error) {
	name, body = strings.TrimSpace(name), strings.TrimSpace(body)
	if !nameRE.MatchString(name) {
		return Template{}, fault.Field("name", "A text's name is 2 to 30 of a-z, 0-9 and _.")
	}
	if !slices.ContainsFunc(notice.Languages, func(l notice.Language) bool { return l.Code == lang }) {
		return Template{}, fault.Field("lang", fmt.Sprintf("Texts are written in en or fil, not %q.", lang))
	}
	if err := s.checkBody(ctx, body); err != nil {
		return Template{}, err
	}
	t := Template{Name: name, Lang: lang, Body: body, UpdatedAt: s.clock.Now(), UpdatedBy: by}
	_, err := q.Exec(ctx, `INSERT INTO collection_templates (name, lang, body, published, updated_at, updated_by) VALUES (?, ?, ?, 0, ?, ?)
		ON CONFLICT (name, lang) DO UPDATE SET body = excluded.body, published = 0, updated_at = excluded.updated_at,
		updated_by = excluded.updated_by, published_at = 0, published_by = ''`, name, lang, body, store.Millis(t.UpdatedAt), by)
	return t, err
}

// PublishTemplate makes a draft sendable, after checking it again, in q.
func (s *Service) PublishTemplate(ctx context.Context, q store.Querier, name, lang, by string) (Template, error) {
	t, err := s.template(ctx, q, name, lang)
	if err != nil {
		return t, err
	}
	if err := s.checkBody(ctx, t.Body); err != nil {
		return t, err
	}
	t.Published, t.PublishedAt, t.PublishedBy = true, s.clock.Now(), by
	_, err = q.Exec(ctx, `UPDATE collection_templates SET published = 1, published_at = ?, published_by = ? WHERE name = ? AND lang = ?`,
		store.Millis(t.PublishedAt), by, name, lang)
	return t, err
}

func (s *Service) template(ctx context.Context, q store.Querier, name, lang string) (Template, error) {
	t := Template{Name: name, Lang: lang}
	var pub int
	err := q.QueryRow(ctx, `SELECT body, published FROM collection_templates WHERE name = ? AND lang = ?`, name, lang).Scan(&t.Body, &pub)
	if errors.Is(err, sql.ErrNoRows) {
		return t, fault.Newf(fault.CodeNotFound, "There is no text %q in %s.", name, lang)
	}
	t.Published = pub == 1
	return t, err
}

// Send texts the borrower of an open account the published template
// name in lang, filled with the account's figures, through the notices'
// SMS adapter, to the borrower's own number (the only number it ever
// texts), after the conduct rules; it logs the text as a contact (sent or
// failed, a failure not counting toward the cap).
func (s *Service) Send(ctx context.Context, op Member, orderID int64, name, lang string) (Contact, error) {
	t, err := s.template(ctx, s.db, name, lang)
	if err != nil {
		return Contact{}, err
	}
	if !t.Published {
		return Contact{}, fault.Newf(fault.CodeConflict, "The text %q (%s) is a draft: an admin publishes it before it is sent.", name, lang)
	}
	a, err := s.AccountOf(ctx, s.db, orderID)
	if err != nil {
		return Contact{}, err
	}
	now := s.clock.Now()
	exc, err := s.conduct(ctx, s.db, a, SMS, false, now)
	if err != nil {
		return Contact{}, err
	}
	fullName, phone, err := s.users.NameAndPhone(ctx, s.db, a.UserID)
	if err != nil {
		return Contact{}, err
	}
	app, support, err := s.company(ctx)
	if err != nil {
		return Contact{}, err
	}
	due, _ := time.Parse(time.DateOnly, a.DueDate)
	body := fill(t.Body, map[string]string{"name": firstName(fullName), "order": a.OrderNo, "owed": s.smsMoney(a.Owed.Total),
		"due": due.Format("Jan 2"), "days": fmt.Sprint(a.DaysPastDue), "app": app, "phone": support})
	c := Contact{OrderID: a.OrderID, OrderNo: a.OrderNo, OperatorID: op.ID, OperatorName: op.Name, Channel: SMS, Outcome: OutcomeSent,
		Template: name + "/" + lang, Body: body, DaysPastDue: a.DaysPastDue, OutsideHours: exc != "", Exception: exc, At: now}
	if !sms.OneSegment(body) {
		return Contact{}, fault.New(fault.CodeConflict, "The filled text does not fit one SMS; nothing was sent.")
	}
	if err := s.sms.Send(ctx, phone, body); err != nil {
		s.log.Warn("collect: text not sent", "order", a.OrderNo, "err", err)
		c.Outcome, c.Note = OutcomeFailed, "The SMS gateway refused it."
	}
	err = s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error { return s.record(ctx, tx, a, &c, time.Time{}) })
	return c, err
}

func firstName(full string) string {
	if f := strings.Fields(full); len(f) > 0 {
		return f[0]
	}
	return "Borrower"
}

// smsMoney writes minor units with the currency code (in GSM-7, unlike ₱).
func (s *Service) smsMoney(minor int64) string {
	cur := "PHP"
	if s.market != nil {
		cur = s.market.Currency
	}
	return cur + " " + strings.TrimLeft(s.money(minor), "₱₹")
}
