#!/bin/sh
# Builds the Müller Matz wasm latency harness and times Hard decisions in Node:
#   scripts/wasm-bench-matz/run.sh [DECISIONS] [PLAYERS]
set -e
cd "$(dirname "$0")"
cargo build --release --target wasm32-unknown-unknown
node run.mjs "$@"
