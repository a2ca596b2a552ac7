# Kwarta: `make run` serves the demo world, `make test` runs every test.
GO      ?= go
BIN     := bin/kwarta
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X kwarta/internal/server.Version=$(VERSION)

WEB_DEPS := web/node_modules/.package-lock.json
E2E_DEPS := e2e/node_modules/.package-lock.json

.PHONY: all build web run test vet go-test web-test e2e size bench loadtest fuzz fuzz-smoke clean

all: build

$(WEB_DEPS): web/package-lock.json
	cd web && npm ci --no-audit --no-fund

$(E2E_DEPS): e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund

## web: build the web app (and the landing entry) into web/dist/app, precompressed
web: $(WEB_DEPS)
	cd web && npm run build

## build: the single binary with the web app embedded
build: web
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/kwarta

## run: build and serve the demo world on SQLite (./data/kwarta.db)
run: build
	./$(BIN) serve --demo

## test: every test — Go (SQLite, and PostgreSQL when KWARTA_TEST_POSTGRES is set), web type check, Vitest, Playwright
test: vet go-test fuzz-smoke web-test e2e

vet:
	$(GO) vet ./...

go-test:
	$(GO) test -race -count=1 ./...

web-test: $(WEB_DEPS)
	cd web && npm run typecheck && npm test

e2e: build $(E2E_DEPS)
	cd e2e && npx tsc -p . && npx playwright test

## size: the gzip size of the JavaScript each route loads
size: web
	cd web && npm run size

## bench: Go benchmarks
bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...

## fuzz: each Go fuzz target for FUZZTIME; fuzz-smoke (part of test): 3s each
FUZZTIME ?= 60s
FUZZ     := FuzzParseCommon@./internal/httpapi FuzzParseForm@./internal/httpapi FuzzNormalizePhone@./internal/market
fuzz:
	@for t in $(FUZZ); do echo "fuzz $${t%@*} ($(FUZZTIME))"; $(GO) test -run='^$$' -fuzz="^$${t%@*}$$" -fuzztime=$(FUZZTIME) $${t#*@} || exit 1; done

fuzz-smoke:
	@$(MAKE) --no-print-directory fuzz FUZZTIME=3s

## loadtest: the load benchmark of bin/kwarta (SQLite; PostgreSQL too when KWARTA_TEST_POSTGRES is set), see docs/PERFORMANCE.md
DURATION ?= 30s
CONNS    ?= 32,200
loadtest: build
	$(GO) build -o bin/loadtest ./cmd/loadtest
	./bin/loadtest -bin $(BIN) -duration $(DURATION) -conns $(CONNS)

clean:
	rm -rf bin web/dist/app e2e/test-results e2e/playwright-report e2e/screenshots
