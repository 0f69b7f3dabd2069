#!/usr/bin/env bash
# Serves the app at http://127.0.0.1:8080/ (release build, wasm-opt on), rebuilding
# when a source file changes. Stop it with Ctrl-C. It builds exactly as build.sh and
# test.sh do (same toolchain, flags and profile: export_small_wasm_build), so after
# either of them cargo has nothing left to compile and the page is served at once.
#
#   bash scripts/serve.sh                 # port 8080
#   PORT=9000 bash scripts/serve.sh       # another port
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh
export_trunk_tools
export_small_wasm_build
port="${PORT:-8080}"
log "serving on http://127.0.0.1:$port/ once the first build is done"
exec trunk serve --release --offline --address 127.0.0.1 --port "$port" --open false
