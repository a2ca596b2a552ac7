#!/usr/bin/env bash
# check-tools.sh: the Makefile's preflight. Each argument names a tool a
# make goal needs (go, node, cc, chromium, e2e-browser); every missing or too old one is
# reported in one message, and the exit status is 1 if there is any, so
# make stops before it builds anything.
#
#   go        Go, at least the version go.mod's `go` line names
#   node      Node.js ^20.19 or 22.12 and later (Vite 8 needs it), with npm
#   cc        the C compiler cgo uses, with cgo enabled (go test -race needs it)
#   chromium  the browser Lighthouse drives: $CHROMIUM_PATH, else /usr/bin/chromium
#   e2e-browser  the browser Playwright drives: $CHROMIUM_PATH, else Debian's
#             chromium-headless-shell, else its chromium (e2e/playwright.config.ts)
set -u
cd "$(dirname "$0")/.."

GO=${GO:-go}
problems=()

# version_ge A B: whether dotted version A is at least B (missing parts are 0).
version_ge() {
  local IFS=.
  local -a a=($1) b=($2)
  local i
  for i in 0 1 2; do
    local x=${a[i]:-0} y=${b[i]:-0}
    if ((10#$x > 10#$y)); then return 0; fi
    if ((10#$x < 10#$y)); then return 1; fi
  done
  return 0
}

check_go() {
  local want have
  want=$(awk '$1 == "go" { print $2; exit }' go.mod)
  if ! command -v "$GO" >/dev/null 2>&1; then
    problems+=("Go $want or later is needed (go.mod), and '$GO' is not on PATH: install it from https://go.dev/dl/")
    return
  fi
  # Run inside the module, so a Go that switches toolchains by itself
  # (GOTOOLCHAIN=auto) reports the one it will really build with.
  have=$("$GO" env GOVERSION 2>/dev/null)
  case $have in
  go[0-9]*) ;;
  *) return ;; # a development build of Go: trust it
  esac
  have=${have#go}
  have=${have%%[!0-9.]*} # go1.27rc1 -> 1.27
  if ! version_ge "$have" "$want"; then
    problems+=("Go $want or later is needed (go.mod), and '$GO' is go$have: install a newer one from https://go.dev/dl/")
  fi
}

check_node() {
  local have major minor
  if ! command -v node >/dev/null 2>&1; then
    problems+=("Node.js ^20.19 or 22.12 and later is needed (Vite 8), and 'node' is not on PATH: install it from https://nodejs.org/ (.nvmrc names the version the project is tested with)")
    return
  fi
  have=$(node --version 2>/dev/null)
  have=${have#v}
  IFS=. read -r major minor _ <<<"$have"
  if ! { ((major == 20 && minor >= 19)) || ((major == 22 && minor >= 12)) || ((major > 22)); }; then
    problems+=("Node.js ^20.19 or 22.12 and later is needed (Vite 8), and 'node' is v$have: install a newer one (.nvmrc names the version the project is tested with)")
  fi
  if ! command -v npm >/dev/null 2>&1; then
    problems+=("npm is needed (it comes with Node.js), and 'npm' is not on PATH")
  fi
}

check_cc() {
  local cc cgo
  if ! command -v "$GO" >/dev/null 2>&1; then
    return # check_go says so
  fi
  cc=$(CGO_ENABLED=1 "$GO" env CC 2>/dev/null)
  cc=${cc%% *}
  if ! command -v "${cc:-gcc}" >/dev/null 2>&1; then
    problems+=("a C compiler is needed (go test -race uses cgo), and '${cc:-gcc}' is not on PATH: install gcc (apt-get install gcc), or name another with CC")
    return
  fi
  cgo=$("$GO" env CGO_ENABLED 2>/dev/null)
  if [ "$cgo" != 1 ]; then
    problems+=("cgo is needed (go test -race), and CGO_ENABLED is '$cgo': unset it or set CGO_ENABLED=1")
  fi
}

check_chromium() {
  local path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$path" ]; then
    problems+=("Chromium is needed for make lighthouse, and '$path' is not there: install Debian's chromium (apt-get install chromium), or point CHROMIUM_PATH at a Chromium")
  fi
}

check_e2e_browser() {
  local path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ -z "${CHROMIUM_PATH:-}" ] && [ -x /usr/bin/chromium-headless-shell ]; then
    path=/usr/bin/chromium-headless-shell
  fi
  if [ ! -x "$path" ]; then
    problems+=("Chromium is needed for the Playwright tests, and '$path' is not there: install Debian's headless shell (apt-get install chromium-headless-shell), or point CHROMIUM_PATH at a Chromium")
  fi
}

for tool in "$@"; do
  case $tool in
  go) check_go ;;
  node) check_node ;;
  cc) check_cc ;;
  chromium) check_chromium ;;
  e2e-browser) check_e2e_browser ;;
  *) problems+=("check-tools.sh: unknown tool '$tool'") ;;
  esac
done

if ((${#problems[@]})); then
  echo "make needs what this machine lacks (README.md, 'What make needs'):" >&2
  for p in "${problems[@]}"; do
    echo "  - $p" >&2
  done
  exit 1
fi
