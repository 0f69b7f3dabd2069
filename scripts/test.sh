#!/usr/bin/env bash
# Runs every test: native Rust tests, the release wasm build (into dist/, plus a copy
# built for a sub-path), and the browser tests in headless Chromium against that build,
# part of them in Firefox and WebKit too (tests/browser/engines.test.mjs).
# Installs whatever is missing first (scripts/setup.sh --browser).
#
#   bash scripts/test.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

step() { log "[$(elapsed)] $*"; }

step "setup"
bash scripts/setup.sh --browser
export_trunk_tools

step "native tests: cargo test --workspace"
cargo test --workspace

step "release wasm build: trunk build --release --offline"
export_small_wasm_build
trunk build --release --offline

# The same site for hosting under a sub-path (cargo's build is reused; only
# wasm-bindgen and wasm-opt run again).
export KONTER_SUBPATH="/konter-a-matt/"
export KONTER_SUBPATH_DIST="target/dist-subpath"
step "release wasm build for the sub-path $KONTER_SUBPATH"
trunk build --release --offline --public-url "$KONTER_SUBPATH" --dist "$KONTER_SUBPATH_DIST"

# What the site weighs: every file, in its folders too, raw and gzipped (the service worker
# precaches them all).
total=0; total_gz=0
while IFS= read -r f; do
  raw=$(wc -c <"$f"); gz=$(gzip -9c "$f" | wc -c)
  total=$((total + raw)); total_gz=$((total_gz + gz))
  printf '    %-40s %8d bytes, %8d gzipped\n' "$f" "$raw" "$gz" >&2
done < <(find dist -type f | sort)
printf '    %-40s %8d bytes, %8d gzipped\n' "all of dist/" "$total" "$total_gz" >&2

# What a first visit downloads (reported against the 250 KB goal, not enforced).
step "first visit: node scripts/first-visit.mjs"
node scripts/first-visit.mjs >&2 || log "    (could not measure the first visit)"

step "browser tests: node --test tests/browser/"
node --test tests/browser/*.test.mjs

step "all tests passed"
