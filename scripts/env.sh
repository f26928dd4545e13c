# Shared by ./play and ./run-tests: pick a Python, make .venv, install the project into it.
# Prefers Python 3.13 / 3.12 (PySide6 6.12 crashes on 3.11; on 3.11 the project pins 6.11.3).

usable() {  # usable PYTHON MINOR: does it run, and is it at least 3.MINOR?
    "$1" -c "import sys, venv; sys.exit(sys.version_info < (3, $2))" >/dev/null 2>&1
}

find_python() {
    local c v root
    for c in python3.13 python3.12; do
        if command -v "$c" >/dev/null 2>&1 && usable "$c" 12; then command -v "$c"; return 0; fi
    done
    for root in "${PYENV_ROOT:-}" "$HOME/.pyenv" /root/.pyenv /usr/local/pyenv; do
        [ -n "$root" ] && [ -d "$root/versions" ] || continue
        for v in 3.13 3.12; do
            for c in "$root"/versions/"$v"*/bin/python"$v"; do
                if [ -x "$c" ] && usable "$c" 12; then echo "$c"; return 0; fi
            done
        done
    done
    for c in python3.11 python3; do
        if command -v "$c" >/dev/null 2>&1 && usable "$c" 11; then command -v "$c"; return 0; fi
    done
    echo "sgs-desktop needs Python 3.11 or newer with venv (3.12/3.13 preferred); none was found" >&2
    return 1
}

# ensure_venv EXTRAS  — EXTRAS is "" or "[test]"; installs only when pyproject.toml changed
ensure_venv() {
    local extras="$1" py stamp sum pip_extras
    VENV="$ROOT/.venv"
    if [ ! -x "$VENV/bin/python" ]; then
        py="$(find_python)"
        echo "creating $VENV with $py" >&2
        "$py" -m venv "$VENV"
    fi
    stamp="$VENV/.sgs-installed"
    sum="$(cksum < "$ROOT/pyproject.toml")"
    # an install with the test extras also serves the plain one
    if ! { [ -f "$stamp" ] && { grep -qxF "$sum $extras" "$stamp" || { [ -z "$extras" ] && grep -qxF "$sum [test]" "$stamp"; }; }; }; then
        "$VENV/bin/python" -m pip install --quiet --upgrade pip >&2
        # (the `native` extra: mypyc and setuptools, which compile the hot path below)
        if [ -n "$extras" ]; then pip_extras="${extras%]},native]"; else pip_extras="[native]"; fi
        "$VENV/bin/python" -m pip install --quiet -e "$ROOT$pip_extras" >&2
        echo "$sum $extras" >> "$stamp"
    fi
    # the bytecode of the package, as an installed program has it (an editable install has none,
    # and with PYTHONDONTWRITEBYTECODE set every start would compile ~200 modules again: +0.1 s);
    # quick when nothing changed
    "$VENV/bin/python" -m compileall -q "$ROOT/sgs_desktop" >/dev/null || true
    # the compiled hot path (sgs_desktop/native.py): built when a source changed, ~45 s; without a C
    # compiler it says so and the program runs its Python sources
    "$VENV/bin/python" "$ROOT/scripts/build_native.py" || true
}
