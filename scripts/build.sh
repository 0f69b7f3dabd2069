#!/usr/bin/env bash
# Builds the static site into dist/: release build, wasm-opt -Oz, minified, offline.
# Extra arguments go to `trunk build`, e.g. a sub-path for hosting:
#
#   bash scripts/build.sh --public-url /konter-a-matt/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh
export_trunk_tools
export_small_wasm_build
log "trunk build --release --offline $*"
trunk build --release --offline "$@"
log "built dist/ ($(elapsed)):"
ls -l dist | sed 1d >&2
