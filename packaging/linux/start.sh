#!/bin/sh
# Starts Tabletop Exchange from the unpacked tarball; works through a symlink (e.g. ~/.local/bin).
here=$(dirname "$(readlink -f "$0")")
exec "$here/app/tabletop-exchange" "$@"
