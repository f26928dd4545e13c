"""The compiled hot path (本机编译): the modules a game spends its time in, compiled to C by mypyc.

The Python sources stay the program: `scripts/build_native.py` compiles the modules named in
`COMPILED` into extension modules beside them (`*.so` / `*.pyd`) and writes a stamp of the sources
it compiled. An extension module is imported before its source, so at start-up (`sgs_desktop`'s
`__init__`) `choose()` checks that stamp against the sources: if any source changed since its
build, or the build was for another Python, or `SGS_PURE_PYTHON=1` is set, every compiled module is
imported from its source instead (a stale build never runs; it says so once). The frozen program
has no sources: it runs what was compiled into it.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent

#: the compiled modules, as paths under the package: the engine's hot loop, the seat states and
#: their views, the basic AI (docs/engine.md, "The compiled hot path"). Not those whose classes
#: content subclasses with class attributes of its own (Rules, CardBehaviour, Skill), nor the typed
#: records (msgspec)
COMPILED: tuple[str, ...] = (
    "engine/moves.py", "engine/log.py", "engine/options.py", "engine/turns.py", "engine/usecard.py",
    "engine/distance.py", "engine/game.py", "engine/health.py",
    "engine/judging.py", "engine/view.py", "engine/cards.py", "engine/state.py", "engine/skills/triggering.py",
    "engine/rng.py", "engine/prompts.py", "engine/protocol/checks.py",
    "client/seat_state.py",
    "ai/base.py",
    "ai/basic/__init__.py", "ai/basic/advice.py", "ai/basic/choose.py", "ai/basic/context.py",
    "ai/basic/heg.py", "ai/basic/knowledge.py", "ai/basic/play.py", "ai/basic/respond.py",
    "ai/basic/skills.py", "ai/basic/strategies.py", "ai/basic/values.py",
)
#: the group library mypyc builds beside them (its runtime and the modules' shared code)
GROUP = "sgs_desktop._native"
STAMP = PACKAGE / "_native.stamp"
PURE_ENV = "SGS_PURE_PYTHON"


def module_name(path: str) -> str:
    """'ai/basic/__init__.py' → 'sgs_desktop.ai.basic'."""
    parts = path[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(["sgs_desktop", *parts])


def source_digest(paths: Sequence[str]) -> dict[str, int]:
    """Each source's crc32 (what the stamp records, and what start-up compares)."""
    return {p: zlib.crc32((PACKAGE / p).read_bytes()) for p in paths}


def build_tag() -> str:
    """The interpreter a build is for (an extension module runs only on the Python it was built for)."""
    return f"{sys.implementation.cache_tag}-{sys.platform}"


def stamp_now() -> dict[str, object]:
    """The stamp a build of the sources as they are now writes (and start-up compares)."""
    return {"python": build_tag(), "sources": source_digest(COMPILED)}


def stamp_problem() -> str | None:
    """Why the compiled modules must not run (None: they are current)."""
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "it has no stamp"
    if not isinstance(stamp, dict) or stamp.get("python") != build_tag():
        return "it was built for another Python"
    try:
        if stamp.get("sources") != source_digest(COMPILED):
            return "its sources changed since it was built"
    except OSError as exc:
        return f"a source is missing ({exc.filename})"
    return None


class _FromSource:
    """A meta-path finder that imports the compiled modules from their sources."""

    def __init__(self) -> None:
        self.names = {module_name(p): PACKAGE / p for p in COMPILED}

    def find_spec(self, name: str, path: object = None, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        file = self.names.get(name)
        if file is None:
            return None
        loader = importlib.machinery.SourceFileLoader(name, str(file))
        search = [str(file.parent)] if file.name == "__init__.py" else None
        return importlib.util.spec_from_file_location(name, file, loader=loader,
                                                      submodule_search_locations=search)


def built() -> bool:
    """Is any compiled module present beside its source?"""
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    return any((PACKAGE / (p[:-3] + s)).exists() for p in COMPILED for s in suffixes)


def choose() -> str:
    """At start-up: run the compiled modules if they are current, else their sources.
    Returns "compiled", "pure" or "frozen" (`sgs_desktop.NATIVE`)."""
    if getattr(sys, "frozen", False):
        return "frozen"
    if not built():
        return "pure"
    if os.environ.get(PURE_ENV) != "1":          # (asked for the sources: no word about it)
        problem = stamp_problem()
        if problem is None:
            return "compiled"
        print(f"sgs-desktop: the compiled modules are not used ({problem}); running the Python sources. "
              "Rebuild them with: .venv/bin/python scripts/build_native.py", file=sys.stderr)
    sys.meta_path.insert(0, _FromSource())
    return "pure"


def running() -> str:
    """What runs now: "compiled" if the engine's hot modules are extension modules."""
    if getattr(sys, "frozen", False):
        return "frozen"
    mod = sys.modules.get(module_name(COMPILED[0]))
    return "compiled" if mod is not None and not str(getattr(mod, "__file__", "")).endswith(".py") else "pure"
