package lang

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"kwarta/internal/fault"
)

// The check of the catalogue: every message of internal/ (scan_test.go
// finds them) and every text the pages show as data has its Filipino, and
// every entry's Filipino names the placeholders its English does. When
// TestEveryMessageTranslated fails, add the message it names to
// catalogue.go: the English as the code writes it, values as {name}
// ({n} for a number), and its Filipino (docs/ENGINEERING.md, "Server
// messages").

// unseenAllowed are the messages the scanner cannot read, by file and
// expression, each with why no borrower is shown them untranslated.
var unseenAllowed = map[string]string{
	"internal/content/details.go\tmsg":                                              "the lender's details form, the console's only: CompanyFields' own checks",
	"internal/credit/util.go\terrs (a map of field messages)":                       "the credit policy's rules, edited in the console only",
	`internal/loan/caps.go	p.Name + ", " + money.Format(amount) + ": " + e.Message`: "a product's caps, checked when the console saves a product; e.Message is checked where it is made",
}

// unscanned are texts made where the scanner cannot follow (a method's
// result, a map's keys, a template's data), as they come out: each must
// translate.
var unscanned = []string{
	// loan.Calendar.PayBy: until when a pay code holds.
	"Pay by 11:59 pm today", "Pay by 3:04 pm, Nov 5, 2026",
	// The pay notices' groups (repaypage.payNotices' keys) and the code they name.
	"E-wallet", "Over the counter",
	"Enter the reference number from this page and the amount ₱1,000.00.",
	"Give the reference number SBX-42 and pay ₱1,000.00 in cash.",
	// The sandbox page's heading and what the code is for.
	"Pay ₱1,000.00", "What is due now", "The whole loan", "An extension",
	// credit.Stored.Declined's reviewer's reason.
	"After a review, we could not approve this application.",
	// loan.Plural's values inside the credit policy's reasons.
	"You have 2 loans in progress; you may hold at most 2 at a time. Repay one, then apply again.",
	"3 applications from this phone today (at most 2 a day).",
	"The phone was registered 5 minutes before applying (at least 60).",
	"The phone was registered 1 minute before applying (at least 60).",
	// payout.Digits.Words inside "Your account number has …".
	"Your account number has 10 digits.", "Your GCash number has 10 to 12 digits.",
}

// aliases are scanned templates the scanner cannot read whole (a value cut
// and joined again), each with the text it makes, which must translate.
var aliases = map[string][]string{
	"Paying ahead of a due date is allowed from {}, half the loan's term: {}can be paid from then.": {
		"Paying ahead of a due date is allowed from Nov 5, 2026, half the loan's term: your next payment, ₱1,000.00 due on Nov 9, 2026, can be paid from then.",
	},
}

// allMessages is every message to check: the scanned ones, the fault
// catalogue's and the unscanned texts.
func allMessages(t *testing.T) []scanned {
	t.Helper()
	msgs, unseen, err := scanMessages("../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) < 300 {
		t.Fatalf("the scanner found %d messages: is it reading internal/?", len(msgs))
	}
	for pos, expr := range unseen {
		file := pos[:strings.LastIndex(pos, ":")]
		if _, ok := unseenAllowed[file+"\t"+expr]; !ok {
			t.Errorf("%s: the message %s cannot be read by the checker: give fault.New, fault.Field or the Error a literal, "+
				"a constant or an fmt.Sprintf format (or list it in unseenAllowed with why no borrower sees it)", pos, expr)
		}
	}
	for code, msg := range fault.Codes() {
		if code != fault.CodeOK {
			msgs = append(msgs, scanned{Pos: "internal/fault/fault.go (code " + string(code) + ")", Template: msg})
		}
	}
	for _, s := range unscanned {
		msgs = append(msgs, scanned{Pos: "messages_test.go (unscanned)", Template: s, Data: true})
	}
	return msgs
}

// missing lists the messages c does not translate; used collects the
// entries used.
func missing(c *catalogue, msgs []scanned, used map[string]bool) []scanned {
	var out []scanned
	for _, m := range msgs {
		texts := []string{strings.ReplaceAll(m.Template, hole, "0")} // a value: any will do
		if a, ok := aliases[showTemplate(m.Template)]; ok {
			texts = a
		}
		for _, text := range texts {
			if _, ok := c.translate(text, used); !ok {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

func TestEveryMessageTranslated(t *testing.T) {
	msgs := allMessages(t)
	used := map[string]bool{}
	for _, m := range missing(catalogueOf(Filipino), msgs, used) {
		what := "message"
		if m.Data {
			what = "text"
		}
		t.Errorf("%s: the %s %q has no Filipino in catalogue.go (values are {}: name them, {n} for a number)", m.Pos, what, showTemplate(m.Template))
	}
	if t.Failed() {
		return
	}
	var unused []string
	for k := range filipino {
		if !used[k] {
			unused = append(unused, k)
		}
	}
	sort.Strings(unused)
	for _, k := range unused {
		t.Errorf("catalogue.go: %q is no message of the code any more (changed or removed?): update or delete the entry", k)
	}
}

// TestCheckFailsWithoutAnEntry: the check names a message whose entry is
// removed, an error's, a field's and a page's.
func TestCheckFailsWithoutAnEntry(t *testing.T) {
	msgs := allMessages(t)
	for _, key := range []string{
		"Please log in again.", // the fault catalogue's
		"{field} is required",  // the router's
		"A code was just sent. Please wait {n} seconds before requesting another one.", // a format
		"Your loan of {amount} is approved. Confirm the withdrawal to receive it.",     // order details
		"Simulate payment", // the sandbox page
	} {
		if _, ok := filipino[key]; !ok {
			t.Fatalf("no entry %q to remove", key)
		}
		cut := maps.Clone(filipino)
		delete(cut, key)
		got := missing(compile(cut), msgs, nil)
		if len(got) == 0 {
			t.Errorf("without %q the check passes", key)
			continue
		}
		for _, m := range got {
			if !strings.Contains(showTemplate(m.Template), strings.Split(placeholder.ReplaceAllString(key, "{}"), "{}")[0]) {
				t.Errorf("without %q the check names %s %q", key, m.Pos, showTemplate(m.Template))
			}
		}
	}
}

var digitRun = regexp.MustCompile(`[0-9]+`)

// TestPlaceholdersMatch: each translation names the placeholders of its
// English, and keeps its numbers.
func TestPlaceholdersMatch(t *testing.T) {
	for _, p := range placeholderProblems(filipino) {
		t.Error(p)
	}
}

// placeholderProblems lists the entries whose translation lacks or renames
// a placeholder, or a number, of the English.
func placeholderProblems(entries map[string]string) []string {
	var out []string
	for en, tr := range entries {
		a, b := Placeholders(en), Placeholders(tr)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			out = append(out, fmt.Sprintf("%q: the translation's placeholders %v are not the English's %v", en, b, a))
		}
		if strings.TrimSpace(tr) == "" {
			out = append(out, fmt.Sprintf("%q: empty translation", en))
		}
		for _, n := range digitRun.FindAllString(placeholder.ReplaceAllString(en, ""), -1) {
			if !strings.Contains(tr, n) {
				out = append(out, fmt.Sprintf("%q: the translation %q lacks the number %s", en, tr, n))
			}
		}
	}
	sort.Strings(out)
	return out
}

// The placeholder check fails on a translation that drops or renames one,
// or a number.
func TestPlaceholdersCheckFails(t *testing.T) {
	for _, bad := range []map[string]string{
		{"Wrong verification code. {n} tries left.": "Mali ang verification code."},
		{"Wrong verification code. {n} tries left.": "Mali ang verification code. {m} subok na lang."},
		{"At most 9 images can be attached.": "Hanggang siyam na image lang."},
	} {
		if len(placeholderProblems(bad)) == 0 {
			t.Errorf("the placeholder check passes %v", bad)
		}
	}
}
