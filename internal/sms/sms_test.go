package sms_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kwarta/internal/sms"
)

func TestSemaphore_Send(t *testing.T) {
	var got struct {
		path, contentType string
		form              map[string]string
	}
	answer, status := `[{"message_id":1,"recipient":"639171234567","status":"Pending"}]`, 200
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			t.Error(err)
		}
		got.path, got.contentType = r.Method+" "+r.URL.Path, r.Header.Get("Content-Type")
		got.form = map[string]string{}
		for k := range r.PostForm {
			got.form[k] = r.PostForm.Get(k)
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte(answer))
	}))
	defer srv.Close()
	s := &sms.Semaphore{BaseURL: srv.URL, APIKey: "key-1", SenderName: "KWARTA", Client: srv.Client()}

	t.Run("OK", func(t *testing.T) {
		if err := s.Send(context.Background(), "+639171234567", "Your code is 123456"); err != nil {
			t.Fatal(err)
		}
		if got.path != "POST /api/v4/messages" || got.contentType != "application/x-www-form-urlencoded" {
			t.Errorf("request %s %s", got.path, got.contentType)
		}
		for k, want := range map[string]string{"apikey": "key-1", "number": "639171234567", "message": "Your code is 123456", "sendername": "KWARTA"} {
			if got.form[k] != want {
				t.Errorf("%s = %q, want %q", k, got.form[k], want)
			}
		}
	})
	t.Run("ErrStatus", func(t *testing.T) {
		answer, status = `{"error":"unauthorized"}`, 401
		err := s.Send(context.Background(), "+639171234567", "x")
		if err == nil || !strings.Contains(err.Error(), "401") {
			t.Fatalf("err = %v, want a 401 error", err)
		}
		if strings.Contains(err.Error(), "key-1") {
			t.Error("the error shows the API key")
		}
	})
	t.Run("ErrValidation", func(t *testing.T) {
		answer, status = `{"number":["The number format is invalid."]}`, 200
		if err := s.Send(context.Background(), "+639171234567", "x"); err == nil {
			t.Fatal("want an error for a validation answer")
		}
	})
	t.Run("ErrFailedMessage", func(t *testing.T) {
		answer, status = `[{"message_id":2,"status":"Failed"}]`, 200
		if err := s.Send(context.Background(), "+639171234567", "x"); err == nil {
			t.Fatal("want an error for a failed message")
		}
	})
	t.Run("ErrUnreachable", func(t *testing.T) {
		down := &sms.Semaphore{BaseURL: "http://127.0.0.1:1", APIKey: "k"}
		if err := down.Send(context.Background(), "+639171234567", "x"); err == nil {
			t.Fatal("want an error")
		}
	})
}

func TestConsole_Send(t *testing.T) {
	var buf bytes.Buffer
	c := sms.Console{Logger: slog.New(slog.NewTextHandler(&buf, nil))}
	if err := c.Send(context.Background(), "+639171234567", "Your code is 123456"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "SMS to 0917***4567: Your code is 123456") {
		t.Errorf("log = %s", buf.String())
	}
}

func TestNew(t *testing.T) {
	if _, err := sms.New(sms.Settings{Adapter: "semaphore"}, nil); err == nil {
		t.Error("semaphore without an API key: want an error")
	}
	if _, err := sms.New(sms.Settings{Adapter: "carrier-pigeon"}, nil); err == nil {
		t.Error("unknown adapter: want an error")
	}
	if s, err := sms.New(sms.Settings{}, nil); err != nil {
		t.Error(err)
	} else if _, ok := s.(sms.Console); !ok {
		t.Errorf("default adapter = %T, want Console", s)
	}
}
