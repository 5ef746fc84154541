#!/usr/bin/env bash
# Seconds from launching the app until its main window is mapped on the X display, as the
# median of RUNS (default 5) cold-ish starts.  Run it on a display, e.g. under Xvfb:
#     xvfb-run -a -s "-screen 0 1366x768x24" packaging/startup-time.sh dist/tabletop-exchange/tabletop-exchange
# Uses xwininfo (x11-utils).  Each run gets an empty TABLETOP_HOME, so no autosave prompt.
set -euo pipefail
runs=${RUNS:-5}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

main_window_shown() {
    local id
    id=$(xwininfo -root -children 2>/dev/null | awk '/\("[^"]*" "TabletopExchange"\)/ {print $1; exit}')
    [ -n "$id" ] && xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'
}

times=()
for _ in $(seq "$runs"); do
    rm -rf "${home:?}"/*
    start=$(date +%s.%N)
    TABLETOP_HOME="$home" QT_QPA_PLATFORM=xcb "$@" </dev/null >/dev/null 2>&1 &
    pid=$!
    deadline=$(( $(date +%s) + 60 ))
    until main_window_shown; do
        if ! kill -0 "$pid" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then
            echo "startup-time: the window never appeared" >&2
            kill "$pid" 2>/dev/null || true
            exit 1
        fi
        sleep 0.01
    done
    end=$(date +%s.%N)
    kill "$pid"; wait "$pid" 2>/dev/null || true
    times+=("$(awk "BEGIN {print $end - $start}")")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{t[NR]=$1} END {
    printf "startup to shown window: median %.2f s over %d runs (min %.2f, max %.2f)\n",
        t[int((NR+1)/2)], NR, t[1], t[NR]}'
