#!/bin/sh
# sgs-desktop (三国杀): start the installed program. Before the window opens, check that the system
# libraries Qt needs are there, and name the packages to install if not (instead of Qt's abort).
APP="@APP@"
if [ ! -x "$APP/sgs-desktop" ]; then
    echo "sgs-desktop: the program is missing from $APP (reinstall it)" >&2
    exit 3
fi
window=no
case "${1:-}" in
    ""|play|--smoke) window=yes ;;
esac
for arg in "$@"; do [ "$arg" = "--smoke" ] && window=yes; done
if [ "$window" = yes ] && [ -z "${SGS_DESKTOP_NO_LIB_CHECK:-}" ] && command -v ldd >/dev/null 2>&1; then
    lib="$APP/_internal"
    missing=$(LD_LIBRARY_PATH="$lib:$lib/PySide6/Qt/lib" ldd "$lib/PySide6/Qt/plugins/platforms/libqxcb.so" \
        "$lib/PySide6/QtWidgets.abi3.so" "$lib/PySide6/QtStateMachine.abi3.so" 2>/dev/null \
        | sed -n 's/^[[:space:]]*\([^[:space:]]*\) => not found.*/\1/p' | sort -u)
    if [ -n "$missing" ]; then
        packages=""
        for so in $missing; do
            pkg=$(awk -v so="$so" '$1 == so { print $2 }' "$APP/system-libs.txt" 2>/dev/null)
            packages="$packages ${pkg:-"(the package that has $so)"}"
        done
        packages=$(echo $packages | tr ' ' '\n' | sort -u | tr '\n' ' ')
        echo "sgs-desktop: the window needs system libraries that are missing here:" >&2
        for so in $missing; do echo "    $so" >&2; done
        echo "Install them (Debian/Ubuntu) with:" >&2
        echo "    sudo apt-get install $packages" >&2
        exit 3
    fi
fi
exec "$APP/sgs-desktop" "$@"
