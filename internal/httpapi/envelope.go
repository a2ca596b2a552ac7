// Package httpapi is the toolkit every API call goes through: the route and
// parameter types of the one API table, the envelope, the common session
// query, the session check, request logging, metrics and the API document.
// The table itself lives in internal/server.
package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"kwarta/internal/fault"
)

// Envelope is the one response shape of the API. "00" parses as integer 0
// for the shared helper, equals '00' for the pages that compare strings, and
// success carries the flag the other pages read.
type Envelope struct {
	Code    string            `json:"code"`
	Success bool              `json:"success"`
	Message string            `json:"message"`
	Data    any               `json:"data"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// WriteOK writes a success envelope around data (an empty object when nil).
func WriteOK(w http.ResponseWriter, data any) {
	if data == nil {
		data = struct{}{}
	}
	writeJSON(w, http.StatusOK, Envelope{Code: string(fault.CodeOK), Success: true, Message: "success", Data: data})
}

// WriteError writes a failure envelope with the error's catalogue code and
// HTTP status; an internal cause is logged and never shown.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	fe := fault.As(err)
	status := fault.Status(fe)
	if status >= 500 {
		slog.ErrorContext(r.Context(), "request failed", "request_id", RequestID(r.Context()), "error", err)
	}
	writeJSON(w, status, Envelope{Code: string(fe.Code), Success: false, Message: fe.Message, Data: fe.Data, Fields: fe.Fields})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}
