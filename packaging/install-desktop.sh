#!/usr/bin/env bash
# Put Modern Art Desktop in the desktop's menu for this user (no root needed):
# the .desktop entry, the AppStream metainfo and the icons go under
# ${XDG_DATA_HOME:-~/.local/share}.
#
#   packaging/install-desktop.sh                      # menu entry runs `modernart` found on PATH
#   packaging/install-desktop.sh --exec dist/modernart/modernart   # ... or this program (e.g. the bundle)
#   packaging/install-desktop.sh --uninstall
set -euo pipefail
cd "$(dirname "$0")/.."
APP_ID=io.github.modernart_desktop.ModernArtDesktop
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
EXEC=""
UNINSTALL=0
while [ $# -gt 0 ]; do
    case $1 in
        --exec) EXEC=$2; shift 2 ;;
        --uninstall) UNINSTALL=1; shift ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

refresh() {  # menus and icon caches notice the change at once where these tools exist
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "$UNINSTALL" = 1 ]; then
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml"
    find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
    refresh
    echo "removed $APP_ID from $DATA"
    exit 0
fi

if [ -z "$EXEC" ]; then
    EXEC=$(command -v modernart || true)
    [ -n "$EXEC" ] || { echo "modernart is not on PATH: install the wheel, or give --exec PROGRAM" >&2; exit 1; }
fi
EXEC=$(realpath "$EXEC")
[ -x "$EXEC" ] || { echo "not a program: $EXEC" >&2; exit 1; }

mkdir -p "$DATA/applications" "$DATA/metainfo"
# The menu entry runs the program given (an absolute path: menus do not see a venv's PATH).
sed "s|^Exec=.*|Exec=\"$EXEC\"|" "packaging/linux/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
cp "packaging/linux/$APP_ID.metainfo.xml" "$DATA/metainfo/"
(cd resources/icons/hicolor && find . -name "$APP_ID.*" -exec install -D -m 644 {} "$DATA/icons/hicolor/{}" \;)
refresh
echo "installed $APP_ID into $DATA (runs $EXEC)"
