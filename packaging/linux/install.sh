#!/bin/sh
# The .run's installer: makeself unpacks the archive into a temporary folder and runs this there.
# It installs sgs-desktop for this user only, without root:
#     ~/.local/lib/sgs-desktop/          the program (and `uninstall`)
#     ~/.local/bin/sgs-desktop           the launcher; ~/.local/bin/sgs-desktop-uninstall removes it all
#     ~/.local/share/applications/sgs-desktop.desktop, ~/.local/share/icons/hicolor/*/apps/sgs-desktop.png
# Over an older (or the same) version it upgrades in place: the old program's files go first, the
# player's settings, records and logs (~/.config/sgs-desktop, ~/.local/share/sgs-desktop,
# ~/.local/state/sgs-desktop) are never touched. XDG_DATA_HOME moves the menu entry and icons.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
version=$(cat "$here/VERSION")
: "${HOME:?HOME is not set}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
bin="$HOME/.local/bin"
app="$HOME/.local/lib/sgs-desktop"

made=""                 # every folder an install made (this one or the one it replaces), one a line
if [ -x "$app/uninstall" ]; then
    old=$(cat "$app/VERSION" 2>/dev/null || echo "?")
    made=$(cat "$app/made-dirs" 2>/dev/null || true)
    [ -z "$made" ] || made="$made
"
    echo "sgs-desktop $old is installed: replacing it with $version (your settings and records stay)"
    "$app/uninstall" --quiet --upgrade
elif [ -e "$app" ]; then
    if [ -f "$app/VERSION" ] || [ -x "$app/sgs-desktop" ]; then
        echo "an incomplete sgs-desktop install is in $app (no uninstaller): replacing it"
        rm -rf "$app"
    else
        echo "sgs-desktop: $app exists and is not an install of sgs-desktop: not touching it" >&2
        exit 1
    fi
fi

# every folder this install makes is noted, so that the uninstaller removes what it made, no more
mk() {
    d="$1"
    missing=""
    while [ ! -d "$d" ]; do missing="$d $missing"; d=$(dirname "$d"); done
    for d in $missing; do mkdir "$d"; made="$made$d
"; done
}
mk "$app"; mk "$bin"; mk "$data/applications"
cp -a "$here/app/." "$app/"
cp "$here/system-libs.txt" "$here/VERSION" "$app/"

files="$bin/sgs-desktop
$bin/sgs-desktop-uninstall
$data/applications/sgs-desktop.desktop"
sed "s|@APP@|$app|" "$here/launcher.sh" > "$bin/sgs-desktop"
chmod 755 "$bin/sgs-desktop"
sed "s|@EXEC@|$bin/sgs-desktop|" "$here/sgs-desktop.desktop" > "$data/applications/sgs-desktop.desktop"
for png in "$here"/icons/sgs-desktop-*.png; do
    size=$(basename "$png" .png); size=${size#sgs-desktop-}
    mk "$data/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$data/icons/hicolor/${size}x${size}/apps/sgs-desktop.png"
    files="$files
$data/icons/hicolor/${size}x${size}/apps/sgs-desktop.png"
done

# the uninstaller: the files above, the program folder, then the folders made here (deepest first) if empty
{
    echo "#!/bin/sh"
    echo "# Uninstall sgs-desktop $version (installed for $(id -un) by its .run). --purge also removes"
    echo "# the settings, records and logs; --quiet says nothing; --upgrade is the installer's own."
    echo 'quiet=no; purge=no; upgrade=no'
    echo 'for a in "$@"; do case "$a" in --quiet) quiet=yes;; --purge) purge=yes;; --upgrade) upgrade=yes;; esac; done'
    echo "$files" | while read -r f; do printf 'rm -f "%s"\n' "$f"; done
    printf 'rm -rf "%s"\n' "$app"
    echo 'if [ "$upgrade" = no ]; then'
    echo "$made" | sed '/^$/d' | sort -ru | while read -r d; do printf '    rmdir "%s" 2>/dev/null || true\n' "$d"; done
    echo 'fi'
    echo 'if [ "$purge" = yes ]; then'
    printf '    rm -rf "%s" "%s" "%s"\n' "${XDG_CONFIG_HOME:-$HOME/.config}/sgs-desktop" "$data/sgs-desktop" \
        "${XDG_STATE_HOME:-$HOME/.local/state}/sgs-desktop"
    echo 'fi'
    echo "[ \"\$quiet\" = yes ] || echo \"sgs-desktop $version is uninstalled\""
} > "$app/uninstall"
echo "$made" | sed '/^$/d' | sort -u > "$app/made-dirs"
chmod 755 "$app/uninstall"
printf '#!/bin/sh\nexec "%s" "$@"\n' "$app/uninstall" > "$bin/sgs-desktop-uninstall"
chmod 755 "$bin/sgs-desktop-uninstall"

echo "sgs-desktop $version is installed for $(id -un): 三国杀 is in the application menu."
case ":$PATH:" in
    *":$bin:"*) echo "Start it with: sgs-desktop    Uninstall with: sgs-desktop-uninstall" ;;
    *) echo "Start it with: $bin/sgs-desktop    Uninstall with: $bin/sgs-desktop-uninstall" ;;
esac
