"""The compiled hot path (sgs_desktop/native.py, scripts/build_native.py): the compiled modules play
exactly as their sources, a stale build never runs, and nothing in them reads differently compiled."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import sgs_desktop
from sgs_desktop import native

ROOT = Path(__file__).resolve().parent.parent

#: seeded games played both ways: every mode the compiled AI and engine run, both AI levels
_PLAY = """
import sys, zlib
import sgs_desktop, sgs_desktop.modes
from sgs_desktop.engine.game import GameConfig
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import play_one
configs = [GameConfig(players=5), GameConfig(players=8), hegemony_config(6),
           hegemony_config(6, rules="new"),
           hegemony_config(6, packs=("hegemony_standard", "hegemony_strategic_advantage"))]
out = [sgs_desktop.NATIVE]
for agent in ("basic", "normal"):
    for c in configs:
        for seed in range(int(sys.argv[1])):
            g = play_one(c, seed, agent)
            out.append(f"{agent} {c.mode} {c.players} {seed} {g.full_digest()} {g.result.reason} {g.decisions}")
print("\\n".join(out))
"""


def _play(games: int, pure: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    done = subprocess.run([sys.executable, "-c", _PLAY, str(games)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_the_compiled_build_is_used_where_it_is_expected():
    """CI builds the hot path (SGS_EXPECT_NATIVE=1): the tests then run the compiled modules."""
    if os.environ.get("SGS_EXPECT_NATIVE") != "1":
        pytest.skip("no compiled build is expected here")
    assert sgs_desktop.NATIVE == "compiled", native.stamp_problem()
    assert native.running() == "compiled"
    for path in native.COMPILED:
        mod = sys.modules.get(native.module_name(path))
        if mod is not None:
            assert not mod.__file__.endswith(".py"), mod.__file__


def test_compiled_and_pure_play_alike():
    """The same seeded games, compiled and from the sources: the same digests, ends and decisions."""
    if sgs_desktop.NATIVE != "compiled":
        pytest.skip("the hot path is not compiled here")
    compiled, pure = _play(6, pure=False), _play(6, pure=True)
    assert compiled[0] == "compiled" and pure[0] == "pure"
    assert len(compiled) == 1 + 2 * 5 * 6
    assert compiled[1:] == pure[1:]


def test_pure_python_can_be_forced():
    done = subprocess.run([sys.executable, "-c", "import sgs_desktop, sgs_desktop.engine.moves as m; "
                           "print(sgs_desktop.NATIVE, m.__file__.endswith('.py'))"],
                          cwd=ROOT, env={**os.environ, native.PURE_ENV: "1"}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["pure", "True"]
    assert done.stderr == ""          # (asked for: no warning)


def test_a_stale_stamp_is_refused(tmp_path, monkeypatch):
    stamp = tmp_path / "stamp"
    monkeypatch.setattr(native, "STAMP", stamp)
    assert native.stamp_problem() == "it has no stamp"
    good = native.stamp_now()
    stamp.write_text(json.dumps(good))
    assert native.stamp_problem() is None
    changed = dict(good["sources"])
    changed[native.COMPILED[0]] ^= 1
    stamp.write_text(json.dumps({**good, "sources": changed}))
    assert native.stamp_problem() == "its sources changed since it was built"
    stamp.write_text(json.dumps({**good, "python": "cpython-99-beos"}))
    assert native.stamp_problem() == "it was built for another Python"
    stamp.write_text("{not json")
    assert native.stamp_problem() == "it has no stamp"


def test_the_source_finder_loads_a_compiled_module_from_its_source():
    finder = native._FromSource()
    spec = finder.find_spec("sgs_desktop.engine.moves")
    assert spec is not None and spec.origin.endswith("moves.py")
    pkg = finder.find_spec("sgs_desktop.ai.basic")
    assert pkg is not None and pkg.origin.endswith("__init__.py") and pkg.submodule_search_locations
    assert finder.find_spec("sgs_desktop.engine.timings") is None     # (not compiled: the usual import)


def test_a_module_that_says_it_is_compiled_is():
    """A module whose docstring says "Compiled with the engine's hot path" is in COMPILED (engine/state.py
    once said so and was left out: Player ran interpreted, +2.6% instructions a decision)."""
    said = set()
    for path in native.PACKAGE.rglob("*.py"):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        if "Compiled with the engine's hot path" in doc:
            said.add(path.relative_to(native.PACKAGE).as_posix())
    assert said - set(native.COMPILED) == set()
    assert {"engine/state.py", "engine/cards.py", "engine/prompts.py"} <= said


def test_the_compiled_modules_exist():
    for path in native.COMPILED:
        assert (native.PACKAGE / path).is_file(), path
    assert native.module_name("ai/basic/__init__.py") == "sgs_desktop.ai.basic"
    assert native.module_name("engine/moves.py") == "sgs_desktop.engine.moves"


def _generator_sums(tree: ast.AST) -> list[int]:
    """Lines where sum() adds up a generator of anything but the constant 1."""
    lines = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum"
                and node.args and isinstance(node.args[0], ast.GeneratorExp)):
            elt = node.args[0].elt
            if not (isinstance(elt, ast.Constant) and elt.value == 1):
                lines.append(node.lineno)
    return lines


def test_no_compiled_module_sums_a_generator():
    """Compiled, sum(x for …) adds plainly; Python's sum() of floats is compensated (3.12+), so a
    score could differ in its last bit and flip a decision. Compiled modules sum a list instead."""
    found = {p: _generator_sums(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8")))
             for p in native.COMPILED}
    assert {p: lines for p, lines in found.items() if lines} == {}
    assert _generator_sums(ast.parse("sum(x * 0.5 for x in y)")) == [1]      # (the check itself)
    assert _generator_sums(ast.parse("sum(1 for x in y)\nsum([x for x in y])")) == []


def _lazy_generators(tree: ast.AST) -> list[int]:
    """Lines where a generator expression is returned or kept in a name (to be iterated later)."""
    return sorted(node.lineno for node in ast.walk(tree)
            if isinstance(node, (ast.Return, ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.GeneratorExp))


def test_no_compiled_module_returns_a_generator_expression():
    """Compiled, a generator expression is built as a list: returned or kept to be read lazily, it
    walks everything at once (EventLog.back built the whole log each time a history query asked).
    Compiled modules write a generator function instead; inside any(), all(), sum() it is fine."""
    found = {p: _lazy_generators(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8")))
             for p in native.COMPILED}
    assert {p: lines for p, lines in found.items() if lines} == {}
    probe = "def f(y):\n    return (x for x in y)\ng = (x for x in y)\nany(x for x in y)\n"
    assert _lazy_generators(ast.parse(probe)) == [2, 3]          # (the check itself)


def _float_defaults(tree: ast.AST) -> list[str]:
    """Methods with a float default in classes that interpreted subclasses may extend
    (@mypyc_attr(allow_interpreted_subclasses=True))."""
    found = []
    for cls in ast.walk(tree):
        if not (isinstance(cls, ast.ClassDef) and any("allow_interpreted_subclasses" in ast.unparse(d)
                                                       for d in cls.decorator_list)):
            continue
        for fn in cls.body:
            if isinstance(fn, ast.FunctionDef):
                defaults = [*fn.args.defaults, *(d for d in fn.args.kw_defaults if d is not None)]
                if any((isinstance(d, ast.Constant) and isinstance(d.value, float))
                       or (isinstance(d, ast.UnaryOp) and isinstance(d.operand, ast.Constant)
                       and isinstance(d.operand.value, float)) for d in defaults):
                    found.append(f"{cls.name}.{fn.name}")
    return found


def test_no_float_default_where_interpreted_subclasses_call_in():
    """Compiled code calling such a method on an interpreted subclass (the normal AI's NormalCtx)
    passes 0.0 for a float argument left out; a default of None, read inside, is safe."""
    found = {p: _float_defaults(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8")))
             for p in native.COMPILED}
    assert {p: names for p, names in found.items() if names} == {}
    probe = "@mypyc_attr(allow_interpreted_subclasses=True)\nclass A:\n    def f(self, x=-0.5): ...\n"
    assert _float_defaults(ast.parse(probe)) == ["A.f"]          # (the check itself)


def _module_reads(tree: ast.AST, compiled: set[str], package: str) -> list[str]:
    """`alias.name` read in a compiled module where `alias` is an interpreted module of the package
    (`from . import events as E`: `E.Move`): each such read is a module attribute lookup at run time
    (~300 instructions, against a global's ~50). Compiled modules import the names themselves."""
    interpreted: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            base = base + ("." + node.module if node.module else "")
            for a in node.names:
                full = base + "." + a.name
                if a.asname and full not in compiled and full.startswith("sgs_desktop."):
                    interpreted[a.asname] = full
    return sorted({f"{n.value.id}.{n.attr}" for n in ast.walk(tree)
                   if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in interpreted
                   and not _is_annotation(tree, n)})


def _is_annotation(tree: ast.AST, node: ast.AST) -> bool:
    """Is `node` inside an annotation (not evaluated: `from __future__ import annotations`)?"""
    for n in ast.walk(tree):
        for ann in ([n.annotation] if isinstance(n, (ast.arg, ast.AnnAssign)) and n.annotation else []) + \
                ([n.returns] if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns else []):
            if any(sub is node for sub in ast.walk(ann)):
                return True
    return False


def test_no_compiled_module_reads_an_interpreted_module_attribute():
    compiled = {native.module_name(p) for p in native.COMPILED}
    found = {}
    for p in native.COMPILED:
        name = native.module_name(p)
        package = name if p.endswith("__init__.py") else name.rsplit(".", 1)[0]
        reads = _module_reads(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8")), compiled, package)
        if reads:
            found[p] = reads
    assert found == {}
    probe = "from . import events as E\nfrom . import game as G\ndef f(ev: E.Move):\n    return E.Move, G.Game\n"
    assert _module_reads(ast.parse(probe), {"sgs_desktop.engine.game"}, "sgs_desktop.engine") == ["E.Move"]


def _unfinal_constants(tree: ast.Module) -> list[str]:
    """Module-level names a compiled module assigns without `Final` and reads inside a function.
    Compiled code reads such a name from the module's globals dict at every use (~130 instructions);
    a `Final` one is a C constant or static. (`Zone`'s numbers, assigned by unpacking `range(8)`,
    were 21 dictionary lookups a decision in `moves._relocate` alone.) Type variables and aliases
    only name types."""
    assigned: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            value = node.value
            if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "TypeVar":
                continue
            for t in node.targets:
                assigned.update(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
        elif (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None
              and "Final" not in ast.unparse(node.annotation) and "TypeAlias" not in ast.unparse(node.annotation)):
            assigned.add(node.target.id)
    found: set[str] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for stmt in fn.body:
                for n in ast.walk(stmt):
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in assigned \
                            and not _is_annotation(tree, n):
                        found.add(n.id)
    return sorted(found)


def test_compiled_modules_read_only_final_constants_of_their_own():
    found = {}
    for p in native.COMPILED:
        names = _unfinal_constants(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8")))
        if names:
            found[p] = names
    assert found == {}
    probe = ("from typing import Final\nT = TypeVar('T')\nA, B = range(2)\nC: Final = 2\nD: dict = {}\n"
             "def f(x: T) -> int:\n    return A + B + C + len(D)\n")
    assert _unfinal_constants(ast.parse(probe)) == ["A", "B", "D"]


def _needless_aliases(tree: ast.Module, compiled: set[str], package: str) -> list[str]:
    """`_X: Final = X` in a compiled module where X comes from a compiled module too (whose names
    compiled code reads as statics already: the alias only hides where X lives)."""
    source: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            base = base + ("." + node.module if node.module else "")
            for a in node.names:
                source[a.asname or a.name] = base
    return [node.target.id for node in tree.body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
            and isinstance(node.value, ast.Name) and "Final" in ast.unparse(node.annotation)
            and source.get(node.value.id) in compiled]


def test_final_aliases_only_where_they_bite():
    """A compiled module reads a name of an interpreted module (an event class, a timing) from its
    globals, a dictionary lookup (~130 instructions) at every read; `_Move: Final = Move` makes it a C
    static. The build's one such constraint: an alias names an interpreted module's name, never a
    compiled module's (docs/engine.md, "The compiled hot path")."""
    compiled = {native.module_name(p) for p in native.COMPILED}
    found = {}
    for p in native.COMPILED:
        name = native.module_name(p)
        package = name if p.endswith("__init__.py") else name.rsplit(".", 1)[0]
        tree = ast.parse((native.PACKAGE / p).read_text(encoding="utf-8"))
        if needless := _needless_aliases(tree, compiled, package):
            found[p] = needless
    assert found == {}
    probe = "from typing import Final\nfrom .log import redacted\n_redacted: Final = redacted\n"
    assert _needless_aliases(ast.parse(probe), {"sgs_desktop.engine.log"}, "sgs_desktop.engine") == ["_redacted"]


def test_no_compiled_module_asks_a_card_face_for_its_skill():
    """`getattr(face, "skill", None)` raised and caught an AttributeError for every plain card
    (4,000 instructions a Use read by each seat's beliefs): ask by type (knowledge.forced_use)."""
    found = [p for p in native.COMPILED
             if '"skill", None)' in (native.PACKAGE / p).read_text(encoding="utf-8")]
    assert found == []


def test_a_compiled_module_names_itself_on_its_prompts():
    """A compiled module's code has no frame, so a prompt it declares passes `module=__name__`
    (the frames would name whoever imported it first)."""
    import sgs_desktop.modes.hegemony  # noqa: F401  (every prompt declared)
    from sgs_desktop.engine.prompts import PROMPTS
    declared = {}
    for p in native.COMPILED:
        for node in ast.walk(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "PromptSpec" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                declared[node.args[0].value] = native.module_name(p)
    assert len(declared) >= 5
    assert {key: PROMPTS[key].module for key in declared} == declared


def _frame_readers(tree: ast.AST) -> list[str]:
    """Functions that read frames other than by walking out of their own module from frame 0."""
    wrong = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        text = ast.unparse(fn)
        if "_getframe" in text or "inspect." in text:
            calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and ast.unparse(n.func).endswith("_getframe")]
            walks_out = "== __name__" in text or "!= __name__" in text
            if not walks_out or any(ast.unparse(c) != "sys._getframe(0)" for c in calls) or "inspect." in text:
                wrong.append(fn.name)
    return wrong


def test_no_compiled_module_reads_frames():
    """A compiled function has no frame: sys._getframe(1) in one reads its caller's caller. The one
    way that reads alike both ways: from frame 0, walk out of the module's own frames (there when it
    runs from its source, none compiled) — prompts.declaring_module."""
    found = {p: names for p in native.COMPILED
             if (names := _frame_readers(ast.parse((native.PACKAGE / p).read_text(encoding="utf-8"))))}
    assert found == {}
    assert _frame_readers(ast.parse("import sys\ndef f():\n    return sys._getframe(1)\n")) == ["f"]
    walk = "def g():\n    f = sys._getframe(0)\n    while f.f_globals['__name__'] == __name__:\n        f = f.f_back\n"
    assert _frame_readers(ast.parse(walk)) == []


def test_a_stale_build_is_not_used_and_says_so(tmp_path, monkeypatch, capsys):
    if not native.built():
        pytest.skip("the hot path is not compiled here")
    stale = {"python": native.build_tag(), "sources": {p: 0 for p in native.COMPILED}}
    (tmp_path / "stamp").write_text(json.dumps(stale))
    monkeypatch.setattr(native, "STAMP", tmp_path / "stamp")
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    before = list(sys.meta_path)
    try:
        assert native.choose() == "pure"
        finder = sys.meta_path[0]
        assert isinstance(finder, native._FromSource)
        assert finder.find_spec("sgs_desktop.engine.moves").origin.endswith("moves.py")
    finally:
        sys.meta_path[:] = before
    err = capsys.readouterr().err
    assert "its sources changed since it was built" in err and "build_native.py" in err
