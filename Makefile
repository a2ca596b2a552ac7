# Kwarta: `make run` serves the demo world, `make test` runs every test.
GO      ?= go
BIN     := bin/kwarta
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X kwarta/internal/server.Version=$(VERSION)
# Every go command builds without the checkout's path in what it compiles
# (-trimpath), so Go's build cache serves another clone of the same code:
# vet, staticcheck and the test builds of a fresh clone took 36 s, 19 s and
# about 50 s of compiling, and take a second or two when this machine has
# built the code before (docs/ENGINEERING.md, "The tests' time"). Stack
# traces name files by package path (kwarta/internal/...), not by disk path.
export GOFLAGS := -trimpath $(GOFLAGS)

WEB_DEPS  := web/node_modules/.package-lock.json
E2E_DEPS  := e2e/node_modules/.package-lock.json
PERF_DEPS := perf/node_modules/.package-lock.json

.PHONY: all build web run test vet lint staticcheck eslint go-test web-test e2e api-lint api-types api-types-check FORCE size lighthouse bench loadtest scaletest cluster-test cluster-test-when-possible deploy-check fuzz fuzz-smoke clean preflight

all: build

## preflight: stop at once, with a clear message, when a tool the goals on the
## command line need is missing or too old (scripts/check-tools.sh; README.md,
## "What make needs"). Every target that runs a tool waits for it.
TOOLS_all             := go node
TOOLS_build           := go node
TOOLS_web             := node
TOOLS_run             := go node
TOOLS_test            := go cc node e2e-browser
TOOLS_vet             := go
TOOLS_lint            := go node
TOOLS_staticcheck     := go
TOOLS_eslint          := node
TOOLS_go-test         := go cc
TOOLS_web-test        := node
TOOLS_e2e             := go node e2e-browser
TOOLS_api-lint        := go node
TOOLS_api-types       := go node
TOOLS_api-types-check := go node
TOOLS_size            := node
TOOLS_lighthouse      := go node chromium
TOOLS_bench           := go
TOOLS_fuzz            := go
TOOLS_fuzz-smoke      := go
TOOLS_loadtest        := go node
TOOLS := $(sort $(foreach goal,$(or $(MAKECMDGOALS),all),$(TOOLS_$(goal))))

# The Go binary embeds web/dist (web/embed.go), which must exist before any
# Go command compiles it; a fresh clone has no build output, so make writes
# a note there first (web/dist is ignored by git).
DIST_NOTE := web/dist/README.md
$(DIST_NOTE):
	@mkdir -p web/dist
	@printf '# web/dist\n\nVite writes the built web app here (web/dist/app, by make build); the Go\nbinary embeds this folder (web/embed.go). Written by make; not tracked.\n' > $@

preflight:
	@GO="$(GO)" scripts/check-tools.sh $(TOOLS)

$(WEB_DEPS): web/package-lock.json | preflight
	cd web && npm ci --no-audit --no-fund

$(E2E_DEPS): e2e/package-lock.json | preflight
	cd e2e && npm ci --no-audit --no-fund

# Lighthouse 13 asks for Node 22.19 in its engines but runs on Node 20
# (docs/PERFORMANCE.md, "Lighthouse"); its install warns only about that.
$(PERF_DEPS): perf/package-lock.json | preflight
	cd perf && npm ci --no-audit --no-fund --loglevel=error

## web: build the web apps (borrower, landing, console: web/apps/*) into web/dist/app, precompressed
web: $(WEB_DEPS) | preflight
	cd web && npm run build

## build: the single binary with the web app embedded
build: web | preflight $(DIST_NOTE)
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/kwarta

## run: build and serve the demo world on SQLite (./data/kwarta.db);
## ADDR=host:port listens elsewhere than 127.0.0.1:8080 (passed as --addr)
run: build | preflight
	./$(BIN) serve --demo $(if $(ADDR),--addr $(ADDR))

## test: every test — Go (SQLite, and PostgreSQL when KWARTA_TEST_POSTGRES is set), staticcheck, web type check, ESLint, Vitest, bundle budgets, Playwright
test: vet staticcheck go-test fuzz-smoke api-types-check web-test api-lint size deploy-check cluster-test-when-possible e2e | preflight

vet: | preflight $(DIST_NOTE)
	$(GO) vet ./...

## lint: the linters alone, staticcheck (Go) and ESLint (web); make test runs both
## (docs/ENGINEERING.md, "Linters")
lint: staticcheck eslint

## staticcheck (part of test): staticcheck's default checks, at the version go.mod's tool line pins
staticcheck: | preflight $(DIST_NOTE)
	$(GO) tool staticcheck ./...

## eslint (part of web-test): ESLint on web/ (web/eslint.config.js)
eslint: $(WEB_DEPS) | preflight
	cd web && npm run lint

## go-test (part of test): every Go test on SQLite, and on PostgreSQL when KWARTA_TEST_POSTGRES
## is set, each engine in a run of its own (KWARTA_TEST_ENGINES). The race detector watches
## one run: PostgreSQL's, where transactions really run at once, or SQLite's when it is the
## only engine. Under the detector the pure-Go SQLite (modernc.org/...) cost six times its
## time, in its own transpiled C, not in our code, which the PostgreSQL run covers
## (docs/ENGINEERING.md, "The tests' time"). Where SQLite does run under the detector, that
## library is built without checkptr (-d=checkptr=0), which checks its pointer use, not ours.
GO_TEST_FLAGS := -count=1 -timeout 25m
GO_TEST_RACE  := $(GO_TEST_FLAGS) -race -gcflags='modernc.org/...=-d=checkptr=0'
go-test: | preflight $(DIST_NOTE)
	@if [ -n "$$KWARTA_TEST_POSTGRES" ]; then \
		echo 'KWARTA_TEST_ENGINES=sqlite $(GO) test $(GO_TEST_FLAGS) ./...'; \
		KWARTA_TEST_ENGINES=sqlite $(GO) test $(GO_TEST_FLAGS) ./... || exit 1; \
		echo "KWARTA_TEST_ENGINES=postgres $(GO) test $(GO_TEST_RACE) ./..."; \
		KWARTA_TEST_ENGINES=postgres $(GO) test $(GO_TEST_RACE) ./...; \
	else \
		echo "$(GO) test $(GO_TEST_RACE) ./..."; \
		$(GO) test $(GO_TEST_RACE) ./...; \
	fi

## web-test (part of test): the type check and ESLint run side by side (each keeps one core
## busy: 54 s one after the other, 31 s together on the 2-core machine), then Vitest.
web-test: $(WEB_DEPS) | preflight
	cd web && { npm run typecheck & types=$$!; npm run lint; lint=$$?; wait $$types && [ $$lint -eq 0 ]; } && npm test

e2e: build $(E2E_DEPS) | preflight
	cd e2e && npx tsc -p . && npx playwright test

# The API document, made afresh from the route table whenever a target needs it.
bin/openapi.json: FORCE | preflight $(DIST_NOTE)
	@mkdir -p bin
	$(GO) run ./cmd/kwarta openapi > $@.tmp && mv $@.tmp $@
FORCE:

## api-lint: the API document (kwarta openapi) passes Redocly's recommended rules (redocly.yaml)
api-lint: bin/openapi.json $(E2E_DEPS) | preflight
	cd e2e && REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint ../bin/openapi.json --config ../redocly.yaml

## api-types: the web apps' API types, web/shared/api/schema.ts, made from the API document by openapi-typescript
api-types: bin/openapi.json $(WEB_DEPS) | preflight
	cd web && node scripts/api-types.mjs ../bin/openapi.json

## api-types-check (part of test): fails when web/shared/api/schema.ts is not what api-types makes of the document now
api-types-check: bin/openapi.json $(WEB_DEPS) | preflight
	cd web && node scripts/api-types.mjs --check ../bin/openapi.json

## size (part of test): the gzip size of the JavaScript each route loads, failing over budget
size: web | preflight
	cd web && npm run size

## lighthouse: Lighthouse's mobile audit (median of 3) of the landing page, order details,
## confirmation and the official site, beside an empty page, on bin/kwarta (docs/PERFORMANCE.md)
lighthouse: build $(PERF_DEPS) | preflight
	cd perf && node lighthouse.mjs --bin ../$(BIN)

## bench: Go benchmarks
bench: | preflight $(DIST_NOTE)
	$(GO) test -run='^$$' -bench=. -benchmem ./...

## fuzz: each Go fuzz target for FUZZTIME; fuzz-smoke (part of test): 10000 inputs each.
## The smoke counts inputs, not seconds: Go 1.26's fuzz coordinator can report a bare
## "context deadline exceeded" when a duration runs out mid-input (go.dev/issue/75804,
## fixed in Go 1.27), which failed CI with no failing input written.
FUZZTIME ?= 60s
# Every fuzz target in the tree, found by name (Fuzz<Name>@./<package>), so a new one runs too.
FUZZ     := $(shell grep -r --include='*_test.go' -o '^func Fuzz[A-Za-z0-9_]*' internal cmd | sed -E 's|^(.*)/[^/]*_test.go:func (Fuzz[A-Za-z0-9_]*)|\2@./\1|' | sort)
fuzz: | preflight $(DIST_NOTE)
	@for t in $(FUZZ); do echo "fuzz $${t%@*} ($(FUZZTIME))"; $(GO) test -run='^$$' -fuzz="^$${t%@*}$$" -fuzztime=$(FUZZTIME) $${t#*@} || exit 1; done

fuzz-smoke: | preflight $(DIST_NOTE)
	@$(MAKE) --no-print-directory fuzz FUZZTIME=10000x

## loadtest: the load benchmark of bin/kwarta (SQLite; PostgreSQL too when KWARTA_TEST_POSTGRES is set), see docs/PERFORMANCE.md
DURATION ?= 30s
CONNS    ?= 32,200
loadtest: build | preflight
	$(GO) build -o bin/loadtest ./cmd/loadtest
	./bin/loadtest -bin $(BIN) -duration $(DURATION) -conns $(CONNS)

## deploy-check: the reference deployment's files hold: the Caddyfile (caddy validate), the alert
## rules (promtool check rules), the Grafana dashboard (JSON); a missing tool's check is skipped, saying so
deploy-check: | preflight
	@if command -v caddy >/dev/null 2>&1; then \
		out=$$(caddy validate --config deploy/caddy/Caddyfile --adapter caddyfile 2>&1) || { echo "$$out"; exit 1; }; \
		echo "deploy: Caddyfile valid"; \
	else echo "deploy: Caddyfile not checked: no caddy"; fi
	@if command -v promtool >/dev/null 2>&1; then promtool check rules deploy/prometheus/kwarta-alerts.yml; \
	else echo "deploy: alert rules not checked: no promtool (Debian: prometheus)"; fi
	@node -e 'const d = JSON.parse(require("fs").readFileSync("deploy/grafana/kwarta-dashboard.json", "utf8")); if (!d.panels?.length) process.exit(1); console.log("deploy: dashboard holds " + d.panels.length + " panels")'

## cluster-test: three instances on one PostgreSQL database behind Caddy (deploy/caddy/Caddyfile)
## under load: started at once, restarted in turn, one killed, the jobs through days (docs/OPERATIONS.md)
CLUSTER_TEST := $(GO) build -o bin/loadtest ./cmd/loadtest && ./bin/loadtest -bin $(BIN) -cluster
cluster-test: build | preflight
	$(CLUSTER_TEST)

# make test runs the cluster test where PostgreSQL (KWARTA_TEST_POSTGRES) and Caddy are
# (in this make, not a sub-make, which would build the web app again).
cluster-test-when-possible: build | preflight
	@if [ -n "$$KWARTA_TEST_POSTGRES" ] && command -v caddy >/dev/null 2>&1; then \
		echo '$(CLUSTER_TEST)'; $(CLUSTER_TEST); \
	else echo "cluster-test skipped: it needs KWARTA_TEST_POSTGRES and caddy (bash .ci/run installs both)"; fi

## scaletest: the console at scale: fill SQLite (and PostgreSQL when KWARTA_TEST_POSTGRES
## is set) with SCALE borrowers (kwarta demo --scale), time the jobs and every console read
## (p50/p95), see docs/PERFORMANCE.md
SCALE ?= 100000
scaletest: build | preflight
	$(GO) build -o bin/loadtest ./cmd/loadtest
	./bin/loadtest -bin $(BIN) -scale $(SCALE)

clean:
	rm -rf bin web/dist/app e2e/test-results e2e/playwright-report e2e/screenshots
