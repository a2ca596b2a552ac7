package content

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/http"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// MaxImageBytes is the largest image accepted.
const MaxImageBytes = 5 << 20

var imageExt = map[string]string{
	"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp", "image/svg+xml": ".svg",
}

// SniffImage decides an image's type from its first bytes, never from its
// name or declared type; anything that is not an image is refused.
func SniffImage(data []byte) (string, error) {
	if len(data) == 0 {
		return "", fault.Field("file", "The file is empty.")
	}
	if len(data) > MaxImageBytes {
		return "", fault.Field("file", "The image is larger than 5 MB.")
	}
	ct := http.DetectContentType(data)
	if _, ok := imageExt[ct]; ok {
		return ct, nil
	}
	head := bytes.TrimSpace(data[:min(len(data), 512)])
	if (bytes.HasPrefix(head, []byte("<svg")) || bytes.HasPrefix(head, []byte("<?xml"))) && bytes.Contains(data, []byte("<svg")) {
		return "image/svg+xml", nil
	}
	return "", fault.Field("file", "Only PNG, JPEG, GIF, WebP or SVG images are accepted.")
}

// SaveImage stores an image under a generated name and returns its URL path.
func SaveImage(ctx context.Context, q store.Querier, data []byte, now int64) (string, error) {
	ct, err := SniffImage(data)
	if err != nil {
		return "", err
	}
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	name := hex.EncodeToString(b) + imageExt[ct]
	if _, err := q.Exec(ctx, `INSERT INTO files (name, content_type, data, created_at) VALUES (?, ?, ?, ?)`, name, ct, data, now); err != nil {
		return "", err
	}
	return FileURL(name), nil
}

// FileURL is where a stored file is served.
func FileURL(name string) string { return httpapi.Prefix + "/files/" + name }

// HandleFile serves a stored image. Names are random, so they may be cached forever.
func (s *Service) HandleFile(c *httpapi.Call) (any, error) {
	name := c.Request.PathValue("name")
	if err := httpapi.CheckText("name", name); err != nil { // the router refuses it first; never query with it
		return nil, err
	}
	var (
		ct   string
		data []byte
	)
	err := s.db.QueryRow(c.Context(), `SELECT content_type, data FROM files WHERE name = ?`, name).Scan(&ct, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fault.New(fault.CodeNotFound, "No such file.")
	}
	if err != nil {
		return nil, err
	}
	h := c.Writer.Header()
	h.Set("Content-Type", ct)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	// An SVG opened on its own must not run scripts.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	_, _ = c.Writer.Write(data)
	return nil, nil
}
