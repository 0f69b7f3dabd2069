#!/usr/bin/env bash
# Installs what building (and, with --browser, browser-testing) the app needs,
# and only what is missing. Quick (a few seconds) when everything is present.
#
#   bash scripts/setup.sh             # build tools: wasm target, trunk, wasm-bindgen, wasm-opt, crates
#   bash scripts/setup.sh --browser   # ... plus Chromium, Firefox ESR, WebKitGTK's WebDriver,
#                                     #     Xvfb and Mosquitto (an MQTT broker) (Debian); playwright-core, puppeteer-core,
#                                     #     selenium-webdriver and jsqr (npm)
#
# Needs: the Rust toolchain (rustup), Node and npm. The browsers come from apt-get
# (as root, or through sudo).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

browser=0
for arg in "$@"; do
  case "$arg" in
    --browser) browser=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) die "unknown argument: $arg" ;;
  esac
done

for cmd in cargo rustc node npm; do
  command -v "$cmd" >/dev/null || die "'$cmd' is not on PATH: install the Rust toolchain, Node and npm first"
done

# 1. The wasm32 target of the active toolchain.
if command -v rustup >/dev/null; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
elif [ ! -d "$(rustc --print sysroot)/lib/rustlib/wasm32-unknown-unknown" ]; then
  die "the wasm32-unknown-unknown target is missing and rustup is not available to add it"
fi

# 2. trunk, at exactly TRUNK_VERSION.
have_trunk="$(trunk --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_trunk" != "$TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (found: ${have_trunk:-none}); this compiles for ~10 minutes on 2 cores"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# 3. wasm-bindgen-cli, at exactly the wasm-bindgen version in Cargo.lock
#    (Trunk refuses any other in offline mode).
[ -f Cargo.lock ] || { log "no Cargo.lock: generating it"; cargo generate-lockfile; }
wbg_version="$(wasm_bindgen_locked_version)"
[ -n "$wbg_version" ] || die "no wasm-bindgen entry in Cargo.lock"
have_wbg="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_wbg" != "$wbg_version" ]; then
  log "installing wasm-bindgen-cli $wbg_version (found: ${have_wbg:-none}); this compiles for a few minutes"
  # Not --locked: the CLI's own lock file does not build with every toolchain.
  cargo install wasm-bindgen-cli --version "$wbg_version" --force
fi

# 4. npm packages, as pinned in package-lock.json: binaryen (wasm-opt) and terser (the
#    release build's JS minifier) always; for browser tests only, playwright-core (drives
#    Chromium), puppeteer-core (Chromium and Firefox), selenium-webdriver (WebKitGTK) and
#    jsqr (reads the QR codes the app draws).
npm_packages=(binaryen terser)
[ "$browser" = 1 ] && npm_packages+=(playwright-core puppeteer-core selenium-webdriver jsqr)
if ! node -e '
    const fs = require("fs");
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
    for (const name of process.argv.slice(1)) {
      const want = lock.packages["node_modules/" + name].version;
      let have = null;
      try { have = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, "utf8")).version; } catch {}
      if (have !== want) process.exit(1);
    }
  ' "${npm_packages[@]}"; then
  if [ "$browser" = 1 ]; then
    log "installing npm packages (${npm_packages[*]}) from package-lock.json"
    npm ci --no-audit --no-fund
  else
    log "installing npm packages binaryen and terser from package-lock.json"
    npm ci --no-audit --no-fund --omit=dev
  fi
fi
wasm-opt --version >/dev/null || die "wasm-opt from node_modules does not run"

# 5. Crates for every target, so that cargo and Trunk can build --offline.
if ! cargo fetch --offline --locked >/dev/null 2>&1; then
  log "fetching crates"
  cargo fetch
fi

# 6. The small web build's nightly (scripts/env.sh, export_small_wasm_build): the installed
#    `nightly` if it is of that date, else nightly-$WASM_NIGHTLY_DATE; plus its library
#    sources and their crates. Optional: if any of it fails, the web build uses stable.
if command -v rustup >/dev/null && ! small_wasm_toolchain >/dev/null; then
  if rustc +nightly -V 2>/dev/null | grep -q "$WASM_NIGHTLY_DATE"; then
    nightly="nightly"   # never `rustup toolchain install nightly`: that would update it
    install=(rustup component add rust-src --toolchain nightly)
  else
    nightly="nightly-$WASM_NIGHTLY_DATE"
    install=(rustup toolchain install "$nightly" --profile minimal --component rust-src --no-self-update)
  fi
  log "installing $nightly with rust-src, for the smaller web build"
  if "${install[@]}" >&2 \
    && cargo "+$nightly" fetch --manifest-path "$(rustc "+$nightly" --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml" >&2; then
    :
  else
    log "    could not install it: the web build will use the stable toolchain (a larger wasm)"
  fi
fi

# 7. The browsers from Debian, for the browser tests only: Chromium, Firefox ESR, and
#    WebKitGTK's WebDriver (WebKitWebDriver, with its MiniBrowser) and Xvfb, the X display
#    WebKitGTK needs. Never `playwright install` nor any other browser download.
if [ "$browser" = 1 ]; then
  debs=()
  [ -x "$CHROMIUM_BIN" ] || debs+=(chromium)
  [ -x "$FIREFOX_BIN" ] || debs+=(firefox-esr)
  [ -x "$WEBKIT_DRIVER_BIN" ] && [ -x "$MINIBROWSER_BIN" ] || debs+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || debs+=(xvfb)
  # The meeting point of friends online the tests start (scripts/relay.sh).
  [ -x /usr/sbin/mosquitto ] && command -v mosquitto_sub >/dev/null || debs+=(mosquitto mosquitto-clients)
  if [ "${#debs[@]}" -gt 0 ]; then
    log "installing ${debs[*]} (apt-get)"
    sudo_cmd=()
    [ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${debs[@]}" </dev/null
  fi
  for bin in "$CHROMIUM_BIN" "$FIREFOX_BIN" "$WEBKIT_DRIVER_BIN" "$MINIBROWSER_BIN"; do
    [ -x "$bin" ] || die "$bin is still missing"
  done
  command -v Xvfb >/dev/null || die "Xvfb is still missing"
fi

browsers=""
if [ "$browser" = 1 ]; then
  browsers=", $("$CHROMIUM_BIN" --version 2>/dev/null | head -n1), $("$FIREFOX_BIN" --version 2>/dev/null | head -n1), WebKitGTK $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0 2>/dev/null || echo '?')"
fi
log "setup complete ($(elapsed)): trunk $TRUNK_VERSION, wasm-bindgen $wbg_version, $(wasm-opt --version | cut -d' ' -f1-3)$browsers"
