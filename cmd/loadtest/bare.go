package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// bareCommand is the hidden subcommand that serves the baseline: the load
// generator starts itself with it, so the baseline runs in its own process
// as kwarta does.
const bareCommand = "bare-server"

// envelope is Kwarta's answer envelope.
type envelope struct {
	Code    string          `json:"code"`
	Success bool            `json:"success"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

// bareData is the baseline's small payload.
type bareData struct {
	OrderID int64  `json:"orderId"`
	Status  int    `json:"status"`
	Amount  string `json:"amountText"`
}

// runBare serves a plain net/http handler answering a small JSON envelope
// on 127.0.0.1 (a free port, printed) until SIGTERM or SIGINT.
func runBare(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "bare:", err)
		return 1
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		data, _ := json.Marshal(bareData{OrderID: 81, Status: 180, Amount: "₱2,000.00"})
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(envelope{Code: "00", Success: true, Message: "success", Data: data})
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 120 * time.Second}
	fmt.Println("bare listening on http://" + ln.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		fmt.Fprintln(os.Stderr, "bare:", err)
		return 1
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return 1
	}
	return 0
}
