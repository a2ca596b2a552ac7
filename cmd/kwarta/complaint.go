package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"kwarta/internal/clock"
	"kwarta/internal/complaint"
	"kwarta/internal/server"
)

const complaintUsage = `usage: kwarta complaint list [--overdue] [--db ...]
       kwarta complaint show <id> [--db ...]
       kwarta complaint reply <id> --text "..." [--image file]... [--by name] [--db ...]`

// complaintCommand is the operators' side of complaints until the console
// exists: list them (--overdue: the open ones past the 3-weekday promise),
// show one, or reply to one (which makes it processed and asks the
// borrower for a score). Times are shown in the market's zone.
func complaintCommand(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) < 1 {
		return errors.New(complaintUsage)
	}
	action, args := args[0], args[1:]
	var id int64
	if action == "show" || action == "reply" {
		if len(args) < 1 {
			return errors.New(complaintUsage)
		}
		n, err := strconv.ParseInt(args[0], 10, 64)
		if err != nil || n <= 0 {
			return fmt.Errorf("complaint id: want a number, not %q", args[0])
		}
		id, args = n, args[1:]
	}
	var (
		overdue bool
		text    string
		images  []string
		by      string
		rest    []string
	)
	by, args = byFlag(args)
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--overdue" && action == "list":
			overdue = true
		case (a == "--text" || a == "--image") && action == "reply" && i+1 < len(args):
			if a == "--text" {
				text = args[i+1]
			} else {
				images = append(images, args[i+1])
			}
			i++
		case strings.HasPrefix(a, "--text=") && action == "reply":
			text = strings.TrimPrefix(a, "--text=")
		case strings.HasPrefix(a, "--image=") && action == "reply":
			images = append(images, strings.TrimPrefix(a, "--image="))
		default:
			rest = append(rest, a)
		}
	}
	if action != "list" && action != "show" && action != "reply" {
		return errors.New(complaintUsage)
	}
	if action == "reply" && strings.TrimSpace(text) == "" {
		return errors.New("complaint reply: --text is required\n" + complaintUsage)
	}
	if len(images) > complaint.MaxImages {
		return fmt.Errorf("complaint reply: at most %d images", complaint.MaxImages)
	}
	files := make([][]byte, 0, len(images))
	for _, path := range images {
		b, err := readImage(path)
		if err != nil {
			return err
		}
		files = append(files, b)
	}
	cfg, db, err := openDB(ctx, rest)
	if err != nil {
		return err
	}
	defer db.Close()
	app := server.NewApp(cfg, db, clock.Real{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s := app.Complaints
	loc := cfg.Market.Location()
	switch action {
	case "list":
		list, err := s.All(ctx, overdue)
		if err != nil {
			return err
		}
		return writeComplaints(stdout, list, app.Clock.Now(), loc)
	case "show":
		c, err := s.Lookup(ctx, id)
		if err != nil {
			return err
		}
		return writeComplaint(stdout, c, app.Clock.Now(), loc)
	}
	op, err := cliActor(ctx, app, by)
	if err != nil {
		return err
	}
	// The console's reply: the reply and its audit line commit together.
	v, err := app.ConsoleScreens.Complaints.ReplyComplaint(ctx, op, id, text, files)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "complaint %d is now %d %s (reply by %s, %d images); the borrower is asked for a score\n",
		v.ID, v.Status, strings.ToLower(complaint.Status(v.Status).Text()), v.RepliedBy, len(v.ReplyImages))
	return nil
}

// readImage reads a reply image, refusing files far too large to be one
// before reading them (ProcessImage checks the rest).
func readImage(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("--image: %w", err)
	}
	if st.Size() > complaint.MaxImageBytes {
		return nil, fmt.Errorf("--image %s: the image is larger than 5 MB", path)
	}
	return os.ReadFile(path)
}

// stamp writes a moment in the market's zone for operators.
func stamp(t time.Time, loc *time.Location) string {
	if t.IsZero() {
		return "-"
	}
	return t.In(loc).Format("2006-01-02 15:04")
}

// dueText is the promise's last day, flagged when an open complaint is past it.
func dueText(c complaint.Complaint, now time.Time, loc *time.Location) string {
	s := complaint.DueDay(c.DueAt, loc).Format(time.DateOnly)
	if c.Overdue(now) {
		s += " OVERDUE"
	}
	return s
}

func writeComplaints(stdout io.Writer, list []complaint.Complaint, now time.Time, loc *time.Location) error {
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "id\tfiled\tstatus\tdue\ttype\torder\tscore\tcontent")
	for _, c := range list {
		content := []rune(strings.Join(strings.Fields(c.Detail), " "))
		if len(content) > 40 {
			content = append(content[:40], '…')
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t%d\t%s\n", c.ID, stamp(c.CreatedAt, loc), strings.ToLower(c.Status.Text()),
			dueText(c, now, loc), c.TypeTitle, dash(c.OrderNo), c.Score, string(content))
	}
	if len(list) == 0 {
		fmt.Fprintln(w, "(none)")
	}
	return w.Flush()
}

func writeComplaint(stdout io.Writer, c complaint.Complaint, now time.Time, loc *time.Location) error {
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "complaint\t%d (borrower %d)\n", c.ID, c.UserID)
	fmt.Fprintf(w, "status\t%d %s\n", c.Status, strings.ToLower(c.Status.Text()))
	fmt.Fprintf(w, "type\t%s\n", strings.TrimSuffix(c.TypeTitle+" / "+c.SubTypeTitle, " / "))
	fmt.Fprintf(w, "order\t%s\n", dash(c.OrderNo))
	fmt.Fprintf(w, "filed\t%s\n", stamp(c.CreatedAt, loc))
	fmt.Fprintf(w, "due\t%s\n", dueText(c, now, loc))
	fmt.Fprintf(w, "content\t%s\n", c.Detail)
	for _, n := range c.Images {
		fmt.Fprintf(w, "image\t%s\n", complaint.ImageURL(n))
	}
	if c.Status == complaint.StatusProcessed {
		fmt.Fprintf(w, "reply\t%s\n", c.Reply)
		fmt.Fprintf(w, "replied\t%s by %s\n", stamp(c.RepliedAt, loc), c.RepliedBy)
		for _, n := range c.ReplyImages {
			fmt.Fprintf(w, "reply image\t%s\n", complaint.ImageURL(n))
		}
		score := "not yet rated"
		if c.Score > 0 {
			score = strconv.Itoa(c.Score) + " of 5, " + stamp(c.ScoredAt, loc)
		}
		fmt.Fprintf(w, "score\t%s\n", score)
	}
	return w.Flush()
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
