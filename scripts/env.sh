# Sourced by the other scripts: project root, PATH, small helpers. Not run by itself.
#
# PATH order matters: node_modules/.bin first (binaryen's wasm-opt wins over an older
# system wasm-opt), then cargo's bin directory (trunk, wasm-bindgen).

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$ROOT/node_modules/.bin:$CARGO_BIN:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
export NO_COLOR="${NO_COLOR:-true}"   # "true": Trunk parses it as a boolean

# Versions: each is written down in exactly one place.
TRUNK_VERSION="0.21.14"   # Trunk 0.22 needs a newer rustc than rust-version in Cargo.toml
CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"
export CHROMIUM_BIN

# The wasm-bindgen version locked in Cargo.lock (Trunk reads the same entry).
wasm_bindgen_locked_version() {
  awk '
    /^\[\[package\]\]/ { in_pkg = 0 }
    /^name = "wasm-bindgen"$/ { in_pkg = 1; next }
    in_pkg && /^version = / { gsub(/"/, "", $3); print $3; exit }
  ' "$ROOT/Cargo.lock"
}

# The version of an npm package as locked in package-lock.json.
npm_locked_version() {
  node -e '
    const lock = require(process.argv[1]);
    const p = lock.packages && lock.packages["node_modules/" + process.argv[2]];
    if (!p) process.exit(1);
    console.log(p.version);
  ' "$ROOT/package-lock.json" "$1"
}

# Tell Trunk which wasm-opt to accept: binaryen's major version, e.g. "version_132".
# Only once node_modules holds binaryen (after setup).
export_trunk_tools() {
  local v
  if v="$(npm_locked_version binaryen 2>/dev/null)"; then
    export TRUNK_TOOLS_WASM_OPT="version_${v%%.*}"
  fi
}

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Seconds since the script started, for the step timings printed in logs.
elapsed() { echo "$((SECONDS))s"; }
