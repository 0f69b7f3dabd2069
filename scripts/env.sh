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
FIREFOX_BIN="${FIREFOX_BIN:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER_BIN="${WEBKIT_DRIVER_BIN:-/usr/bin/WebKitWebDriver}"
MINIBROWSER_BIN="${MINIBROWSER_BIN:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"
export CHROMIUM_BIN FIREFOX_BIN WEBKIT_DRIVER_BIN MINIBROWSER_BIN

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

# The release web build's toolchain: a pinned nightly that rebuilds the standard library
# for wasm with panics as plain traps, no file/line locations and no `Debug` text
# (`-Zbuild-std`, `-Cpanic=immediate-abort`, `-Zlocation-detail=none`, `-Zfmt-debug=none`):
# about 20 KB gzip less for the page. Optional: without it the web build uses the stable
# toolchain and is just larger. The app never relies on `Debug` text (keys are values).
WASM_NIGHTLY_DATE="2026-05-19"

# The installed toolchain that is that nightly with its library sources and their crates
# (the web build runs offline), or nothing.
small_wasm_toolchain() {
  local t library
  for t in "nightly-$WASM_NIGHTLY_DATE" nightly; do
    rustc "+$t" -V 2>/dev/null | grep -q "$WASM_NIGHTLY_DATE" || continue
    library="$(rustc "+$t" --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
    [ -f "$library" ] && cargo "+$t" fetch --offline --manifest-path "$library" >/dev/null 2>&1 || continue
    echo "$t"
    return 0
  done
  return 1
}

# Make the following `trunk build` use that nightly, when it is installed (see above).
export_small_wasm_build() {
  local t
  if t="$(small_wasm_toolchain)"; then
    export RUSTUP_TOOLCHAIN="$t"
    export CARGO_UNSTABLE_BUILD_STD="std,panic_abort"
    # The standard library picks its smaller code paths (sorting, formatting).
    export CARGO_UNSTABLE_BUILD_STD_FEATURES="optimize_for_size"
    # Replaces .cargo/config.toml's wasm rustflags, so it repeats `--cfg erase_components`.
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none"
    log "web build: $t with -Zbuild-std (panics abort without messages)"
  else
    log "web build: stable toolchain (nightly-$WASM_NIGHTLY_DATE with rust-src not installed: a larger wasm)"
  fi
}

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Seconds since the script started, for the step timings printed in logs.
elapsed() { echo "$((SECONDS))s"; }
