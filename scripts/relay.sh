#!/usr/bin/env bash
# Starts the meeting point the browser tests use, on this machine: an MQTT broker
# (Mosquitto, from Debian) taking WebSocket connections on 127.0.0.1:PORT, and plain MQTT on
# 127.0.0.1:PORT+1 for a watcher (`mosquitto_sub -p PORT+1 -t '#' -v`). Put
# `ws://127.0.0.1:PORT` in Settings → "Meeting point for friends online" to try a table
# with one link on one machine. Stop it with Ctrl-C.
#
#   bash scripts/relay.sh 9001
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

port="${1:-}"
[[ "$port" =~ ^[0-9]+$ ]] || die "usage: bash scripts/relay.sh PORT"

if ! command -v mosquitto >/dev/null && [ ! -x /usr/sbin/mosquitto ]; then
  log "installing mosquitto (apt-get)"
  sudo_cmd=()
  [ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q mosquitto mosquitto-clients </dev/null
fi
broker="$(command -v mosquitto || echo /usr/sbin/mosquitto)"

conf="$(mktemp -t meeting-point.XXXXXX.conf)"
trap 'rm -f "$conf"' EXIT
cat >"$conf" <<CONF
persistence false
allow_anonymous true
log_type error
log_type warning
listener $port 127.0.0.1
bind_interface lo
protocol websockets
listener $((port + 1)) 127.0.0.1
protocol mqtt
CONF
log "meeting point on ws://127.0.0.1:$port (watch it on mqtt port $((port + 1)))"
"$broker" -c "$conf"
