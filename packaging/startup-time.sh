#!/usr/bin/env bash
# Seconds from launching the app until its main window is mapped on the X display, as the
# median of RUNS (default 5) cold-ish starts.  Run it on a display, e.g. under Xvfb:
#     xvfb-run -a -s "-screen 0 1366x768x24" packaging/startup-time.sh dist/tabletop-exchange/tabletop-exchange
# Uses xwininfo (x11-utils).  Each run gets an empty TABLETOP_HOME, so no autosave prompt.
set -euo pipefail
runs=${RUNS:-5}
home=$(mktemp -d)

main_window_shown() {
    local id
    id=$(xwininfo -root -children 2>/dev/null | awk '/\("[^"]*" "TabletopExchange"\)/ {print $1; exit}')
    [ -n "$id" ] && xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'
}

# One start: its seconds on stdout; fails if the window never appears (the app's output is
# kept in $home/../start.log to say why).
one_start() {
    rm -rf "${home:?}"/*
    local start end pid deadline
    start=$(date +%s.%N)
    TABLETOP_HOME="$home" QT_QPA_PLATFORM=xcb "$@" </dev/null >"$log" 2>&1 &
    pid=$!
    deadline=$(( $(date +%s) + 60 ))
    until main_window_shown; do
        if ! kill -0 "$pid" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then
            kill "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
            return 1
        fi
        sleep 0.01
    done
    end=$(date +%s.%N)
    kill "$pid"; wait "$pid" 2>/dev/null || true
    awk "BEGIN {print $end - $start}"
}

log=$(mktemp)
trap 'rm -rf "$home" "$log"' EXIT
times=()
for _ in $(seq "$runs"); do
    # A start that dies before its window shows is tried again, at most twice: on a loaded
    # machine a fresh Xvfb has been seen to refuse the very first client now and then.
    for try in 1 2 3; do
        if t=$(one_start "$@"); then
            times+=("$t")
            break
        fi
        echo "startup-time: start $try: the window never appeared; the app said:" >&2
        tail -5 "$log" >&2
        [ "$try" -lt 3 ] || exit 1
        sleep 1
    done
done
printf '%s\n' "${times[@]}" | sort -n | awk '{t[NR]=$1} END {
    printf "startup to shown window: median %.2f s over %d runs (min %.2f, max %.2f)\n",
        t[int((NR+1)/2)], NR, t[1], t[NR]}'
