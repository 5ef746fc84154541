#!/bin/sh
# Regenerates the pictures of docs/screenshots/ (those README.md shows, one per game, the
# chooser) with the app's own `tabletop --screenshot`: each a window of 1024x700 in English,
# after N moves that the seats themselves play (Ada's by the Easy player), from a fixed seed.
#
#   packaging/screenshots.sh [OUT]            the pictures into OUT (default docs/screenshots)
#   packaging/screenshots.sh --review OUT     every game in German and French too, into OUT
#                                             (what a review of the translations looks at)
#
# Uses the active venv's Python ($VIRTUAL_ENV), else $PYTHON, else python3 on PATH; runs
# offscreen with an empty home, so nothing of the player's (settings, autosaves) is read or
# touched. Compile the translations first (packaging/i18n.sh compile) for --review.
set -eu
cd "$(dirname "$0")/.."
if [ -n "${VIRTUAL_ENV:-}" ] && [ -x "$VIRTUAL_ENV/bin/python" ]; then
    py="$VIRTUAL_ENV/bin/python"
else
    py="${PYTHON:-python3}"
fi
review=""
if [ "${1:-}" = "--review" ]; then
    review=1
    shift
fi
out=${1:-docs/screenshots}
mkdir -p "$out"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export QT_QPA_PLATFORM=offscreen TABLETOP_HOME="$home"

# shot FILE LANGUAGE [tabletop flags...]
shot() {
    file=$1 lang=$2
    shift 2
    "$py" -m tabletop --screenshot "$out/$file" --size 1024x700 --language "$lang" "$@"
}

# name               game       players moves seed  (README.md shows the -4p/-6p ones; moves
# past a game's end picture its end; a picture is taken when Ada decides, at N moves or after)
GAMES="
take-stock-4p        take-stock    4   14   7
take-stock-6p        take-stock    6   30   7
take-stock-final     take-stock    4   999  7
stockpile-4p-demand  stockpile     4   8    7
stockpile-4p-selling stockpile     4   20   7
stockpile-4p-final   stockpile     4   999  7
stack-market-4p      stack-market  4   120  7
stock-round-4p       stock-round   4   105  7
karthedis-6p         karthedis     6   20   7
"

if [ -z "$review" ]; then
    shot chooser.png en
    echo "$GAMES" | while read -r name game players moves seed; do
        [ -n "$name" ] || continue
        shot "$name.png" en --new "$game" --players "$players" --moves "$moves" --seed "$seed"
    done
    shot take-stock-6p-de.png de --new take-stock --players 6 --moves 30 --seed 7
else
    for lang in de fr; do
        shot "chooser-$lang.png" "$lang"
        echo "$GAMES" | while read -r name game players moves seed; do
            [ -n "$name" ] || continue
            case "$name" in *final* | *selling* | take-stock-6p) continue ;; esac
            shot "$name-$lang.png" "$lang" --new "$game" --players "$players" \
                --moves "$moves" --seed "$seed"
        done
    done
fi
