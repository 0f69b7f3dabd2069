#!/bin/sh
# Builds the wasm latency harness and times N Kontraspiel Hard decisions in Node:
#   scripts/wasm-bench-kontra/run.sh [DECISIONS] [SEED]
set -e
cd "$(dirname "$0")"
cargo build --release --target wasm32-unknown-unknown
node run.mjs "$@"
