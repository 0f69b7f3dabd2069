#!/usr/bin/env bash
# Serves the app at http://127.0.0.1:8080/ (release build, wasm-opt on), rebuilding
# when a source file changes. Stop it with Ctrl-C.
#
#   bash scripts/serve.sh                 # port 8080
#   PORT=9000 bash scripts/serve.sh       # another port
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh
export_trunk_tools
port="${PORT:-8080}"
log "serving on http://127.0.0.1:$port/ once the first build is done"
exec trunk serve --release --offline --address 127.0.0.1 --port "$port" --open false
