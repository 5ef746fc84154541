#!/bin/sh
# Adds Tabletop Exchange from this unpacked folder to the desktop's application menu (for the
# current user; `--remove` takes it out again).  Nothing is copied but the menu entry, icons and
# the saved games' file type.
set -eu
here=$(dirname "$(readlink -f "$0")")
id=io.github.tabletop_exchange.TabletopExchange
data=${XDG_DATA_HOME:-$HOME/.local/share}
icons=$(cd "$here/share/icons/hicolor" && find . -name 'tabletop-exchange.*')
if [ "${1:-}" = "--remove" ]; then
    rm -f "$data/applications/$id.desktop" "$data/mime/packages/$id.xml"
    command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
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
# saved games (*.ttx) named as Tabletop Exchange games, not as "TTX font", in file dialogs
mkdir -p "$data/mime/packages"
cp "$here/share/mime/packages/$id.xml" "$data/mime/packages/$id.xml"
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
echo "installed $data/applications/$id.desktop (Exec: $here/tabletop-exchange)"
