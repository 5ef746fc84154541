#!/bin/sh
# Adds Tabletop Exchange from this unpacked folder to the desktop's application menu (for the
# current user; `--remove` takes it out again).  Nothing is copied but the menu entry and icons.
set -eu
here=$(dirname "$(readlink -f "$0")")
id=io.github.tabletop_exchange.TabletopExchange
data=${XDG_DATA_HOME:-$HOME/.local/share}
icons=$(cd "$here/share/icons/hicolor" && find . -name 'tabletop-exchange.*')
if [ "${1:-}" = "--remove" ]; then
    rm -f "$data/applications/$id.desktop"
    for icon in $icons; do rm -f "$data/icons/hicolor/$icon"; done
    echo "removed $data/applications/$id.desktop"
    exit 0
fi
mkdir -p "$data/applications"
sed "s|^Exec=tabletop-exchange|Exec=\"$here/tabletop-exchange\"|" \
    "$here/share/applications/$id.desktop" > "$data/applications/$id.desktop"
for icon in $icons; do
    mkdir -p "$data/icons/hicolor/$(dirname "$icon")"
    cp "$here/share/icons/hicolor/$icon" "$data/icons/hicolor/$icon"
done
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
echo "installed $data/applications/$id.desktop (Exec: $here/tabletop-exchange)"
