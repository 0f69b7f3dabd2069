#!/bin/sh
# Builds the wasm latency harness and times N Hard decisions in Node:
#   scripts/wasm-bench/run.sh [DECISIONS] [BUDGET_MS]
set -e
cd "$(dirname "$0")"
cargo build --release --target wasm32-unknown-unknown
node run.mjs "$@"
