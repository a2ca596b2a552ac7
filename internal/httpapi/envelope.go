// Package httpapi is the toolkit every API call goes through: the route and
// parameter types of the one API table, the envelope, the common session
// query, the session check, request logging, metrics and the API document.
// The table itself lives in internal/server.
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"kwarta/internal/fault"
	"kwarta/internal/lang"
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

// StatusClientClosed is the status a request is logged and counted with
// when its client hung up before the answer (nginx's 499): nothing failed
// here, so it is no 5xx and pages nobody.
const StatusClientClosed = 499

// WriteError writes a failure envelope with the error's catalogue code and
// HTTP status; an internal cause is logged and never shown. The message
// and the field messages are in the request's language (lang.T: the
// router's choice, or before the router the lang query and
// Accept-Language). A request whose client hung up (its context canceled)
// and that failed for it is answered 499, unlogged: nobody reads the answer.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	fe := fault.As(err)
	status := fault.Status(fe)
	if status >= 500 && errors.Is(r.Context().Err(), context.Canceled) {
		status = StatusClientClosed
	} else if status >= 500 {
		slog.ErrorContext(r.Context(), "request failed", "request_id", RequestID(r.Context()), "error", err)
	}
	t, ok := lang.FromContext(r.Context())
	if !ok {
		t = negotiate(r, nil, lang.English)
	}
	writeJSON(w, status, Envelope{Code: string(fe.Code), Success: false, Message: lang.T(t, fe.Message), Data: fe.Data, Fields: lang.Fields(t, fe.Fields)})
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
