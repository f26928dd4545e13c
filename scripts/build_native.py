"""Compile the hot modules (sgs_desktop/native.py, `COMPILED`) with mypyc, in place, and stamp them.

    .venv/bin/python scripts/build_native.py            # build if a source changed (else quick)
    .venv/bin/python scripts/build_native.py --force    # build anew
    .venv/bin/python scripts/build_native.py --clean    # remove the compiled modules: pure Python

Needs mypy (which carries mypyc), setuptools and a C compiler (gcc on Linux; MSVC on Windows).
Without them it says so and leaves the program on its Python sources (exit 0, unless --require),
which play exactly alike, only slower. ./run-tests and ./play run it through scripts/env.sh.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SGS_PURE_PYTHON"] = "1"         # this process reads the sources, never a stale build

from sgs_desktop import native  # noqa: E402


def compiled_files() -> list[Path]:
    """Every extension module in the package (what --clean removes, and a build replaces)."""
    found: list[Path] = []
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        found.extend(native.PACKAGE.rglob(f"*{suffix}"))
    return sorted(set(found))


def clean() -> None:
    for f in compiled_files():
        f.unlink()
    native.STAMP.unlink(missing_ok=True)


#: run in a child process from the project's root, as mypyc's own command runs it (mypy then finds
#: the package by the working directory, not through the editable install). The C is written one
#: file a module (`multi_file`) and compiled on every core: about half the time of one big file on
#: two cores, and the same code (the same instructions per decision, within 0.3%)
_SETUP = """
import os, sys
from concurrent.futures import ThreadPoolExecutor
from mypyc.build import mypycify
from setuptools import setup
sources, group, work = sys.argv[1:-2], sys.argv[-2], sys.argv[-1]
try:        # (gcc and clang: each C file its own process; MSVC compiles in its own way, one by one)
    from distutils.ccompiler import CCompiler   # (setuptools' own, once setuptools is imported)

    def compile_on_every_core(self, sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                              extra_preargs=None, extra_postargs=None, depends=None):
        macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)

        def one(obj):
            src, ext = build[obj]
            self._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)

        with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
            list(pool.map(one, objects))
        return objects

    CCompiler.compile = compile_on_every_core
except (ImportError, AttributeError):
    pass
modules = mypycify(sources, opt_level="3", group_name=group, target_dir=work + "/c", multi_file=True)
for m in modules:   # (the group's header is written beside its own C file, under the package's folder)
    m.include_dirs.append(os.path.join(work, "c", *group.split(".")[:-1]))
setup(name="sgs-desktop-native", script_args=["-q", "build_ext", "--build-lib", work + "/lib",
      "--build-temp", work + "/tmp"], ext_modules=modules)
"""


def build(stamp: dict[str, object]) -> None:
    """Compile into a scratch directory, then put the extensions beside their sources, and write
    `stamp` (native.stamp_now(), taken before the compile)."""
    sources = [str(Path("sgs_desktop") / p) for p in native.COMPILED]
    work = Path(tempfile.mkdtemp(prefix="sgs-native-"))
    try:
        env = {k: v for k, v in os.environ.items() if k != "SGS_PURE_PYTHON"}
        done = subprocess.run([sys.executable, "-c", _SETUP, *sources, native.GROUP, str(work)], cwd=ROOT,
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError((done.stdout + done.stderr).strip()[-3000:])
        clean()
        for f in (work / "lib").rglob("*"):
            if f.is_file():
                dest = ROOT / f.relative_to(work / "lib")
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(f, dest)
        native.STAMP.write_text(json.dumps(stamp, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _read(path: Path) -> object:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="build even if the build is current")
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--require", action="store_true", help="fail if it cannot build (the installers)")
    args = ap.parse_args()
    if args.clean:
        clean()
        print("build_native: removed the compiled modules; the program runs its Python sources")
        return 0
    if not args.force and native.built() and native.stamp_problem() is None:
        return 0
    try:
        import mypyc  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as exc:
        print(f"build_native: cannot compile ({exc.name} is not installed); the program runs its Python "
              "sources", file=sys.stderr)
        return 1 if args.require else 0
    failed = ROOT / "build" / "native-failed.json"      # a failed build is not tried again at every start
    attempt = native.stamp_now()
    if not args.force and not args.require and _read(failed) == attempt:
        return 0
    try:
        build(attempt)
    except (OSError, RuntimeError) as exc:
        clean()
        failed.parent.mkdir(exist_ok=True)
        failed.write_text(json.dumps(attempt), encoding="utf-8")
        print(f"build_native: the compile failed ({exc}); the program runs its Python sources "
              f"(not tried again until a source changes, or with --force)", file=sys.stderr)
        return 1 if args.require else 0
    failed.unlink(missing_ok=True)
    print(f"build_native: compiled {len(native.COMPILED)} modules", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
