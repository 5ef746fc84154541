#!/usr/bin/env bash
# Builds the Linux desktop packages from a clean clone:
#   dist/tabletop-exchange/                                  PyInstaller one-folder app
#   dist/tabletop-exchange-<version>-linux-<arch>.tar.gz     the app + start script + desktop files
#   dist/tabletop-exchange-<version>-<arch>.AppDir.tar.gz    an AppDir (and an .AppImage when
#                                                            appimagetool is on PATH)
#
#   packaging/build.sh [--venv DIR]
#
# --venv reuses a venv that already has the project and PyInstaller (CI does); otherwise
# build/venv is created and filled.  Windows and macOS: see docs/packaging.md.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
APP=tabletop-exchange
APP_ID=io.github.tabletop_exchange.TabletopExchange
VENV=""
while [ $# -gt 0 ]; do
    case "$1" in
        --venv) VENV=$(cd "$2" && pwd); shift 2 ;;
        *) echo "usage: packaging/build.sh [--venv DIR]" >&2; exit 2 ;;
    esac
done

step() { printf '\n--- build: %s\n' "$*"; }

if [ -z "$VENV" ]; then
    step "build venv (build/venv)"
    VENV="$ROOT/build/venv"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --upgrade pip
    "$VENV/bin/pip" install --quiet ".[build]"
fi
PY="$VENV/bin/python"
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)

step "translations"
if [ -f packaging/i18n.sh ]; then
    VIRTUAL_ENV="$VENV" sh packaging/i18n.sh compile
else
    for ts in translations/*.ts; do "$VENV/bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"; done
fi

step "icons"
"$PY" packaging/icons.py build/icons

step "PyInstaller"
rm -rf "dist/$APP"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/tabletop.spec

# Desktop files and icons under <prefix>/share, as both packages lay them out.
install_share() {
    local share="$1"
    install -Dm644 "packaging/linux/$APP_ID.desktop" "$share/applications/$APP_ID.desktop"
    install -Dm644 "packaging/linux/$APP_ID.metainfo.xml" "$share/metainfo/$APP_ID.metainfo.xml"
    install -Dm644 "packaging/linux/$APP_ID.mime.xml" "$share/mime/packages/$APP_ID.xml"
    mkdir -p "$share/icons"
    cp -r build/icons/hicolor "$share/icons/"
}

step "tarball"
NAME="$APP-$VERSION-linux-$ARCH"
STAGE="build/stage/$NAME"
rm -rf build/stage && mkdir -p "$STAGE"
cp -a "dist/$APP" "$STAGE/app"
install -m755 packaging/linux/start.sh "$STAGE/$APP"
install -m755 packaging/linux/install-desktop-entry.sh "$STAGE/install-desktop-entry"
install_share "$STAGE/share"
cp README.md "$STAGE/"
tar -C build/stage -czf "dist/$NAME.tar.gz" "$NAME"

step "AppDir"
APPDIR="build/stage/$APP.AppDir"
mkdir -p "$APPDIR/usr/lib" "$APPDIR/usr/bin"
cp -a "dist/$APP" "$APPDIR/usr/lib/$APP"
ln -s "../lib/$APP/$APP" "$APPDIR/usr/bin/$APP"
install -m755 packaging/linux/AppRun "$APPDIR/AppRun"
install_share "$APPDIR/usr/share"
cp "packaging/linux/$APP_ID.desktop" "$APPDIR/$APP_ID.desktop"
cp "build/icons/$APP.png" "$APPDIR/$APP.png"
ln -s "$APP.png" "$APPDIR/.DirIcon"
tar -C build/stage -czf "dist/$APP-$VERSION-$ARCH.AppDir.tar.gz" "$APP.AppDir"
if command -v appimagetool >/dev/null; then
    ARCH="$ARCH" appimagetool "$APPDIR" "dist/$APP-$VERSION-$ARCH.AppImage"
else
    echo "appimagetool not on PATH (it is in neither Debian nor PyPI): shipping the AppDir only"
fi

step "done"
du -sh "dist/$APP" "dist/$NAME.tar.gz" "dist/$APP-$VERSION-$ARCH".AppDir.tar.gz
