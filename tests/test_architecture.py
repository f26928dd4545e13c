"""The direction of imports (DESIGN.md §2) and the engine's purity."""

import ast
from pathlib import Path

PKG = Path(__file__).parent.parent / "sgs_desktop"

# engine ← packs ← modes ← client ← ai ← net ← ui; top-level modules (cli …) may use all
# (the AI seats read the client's applied seat state, as the window and a LAN client do)
LAYERS = {"engine": 0, "packs": 1, "modes": 2, "client": 3, "ai": 4, "net": 5, "ui": 6}
TOP = 9
ENGINE_FORBIDDEN = {"PySide6", "socket", "threading", "asyncio", "time", "datetime", "random", "multiprocessing",
                    "subprocess", "sgs_desktop.packs", "sgs_desktop.modes", "sgs_desktop.ai"}


def layer_of(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "sgs_desktop" or len(parts) < 2:
        return -1
    return LAYERS.get(parts[1], TOP)


def imports(path: Path) -> list[str]:
    mod = "sgs_desktop." + ".".join(path.relative_to(PKG).with_suffix("").parts)
    if mod.endswith(".__init__"):
        mod = mod[: -len(".__init__")]
    pkg_parts = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg_parts[: len(pkg_parts) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append(name)
            out.extend(f"{name}.{a.name}" for a in node.names if name.startswith("sgs_desktop"))
    return out


def modules():
    for path in sorted(PKG.rglob("*.py")):
        mod = "sgs_desktop." + ".".join(path.relative_to(PKG).with_suffix("").parts)
        yield path, mod.removesuffix(".__init__")


def test_imports_follow_the_layers():
    wrong = []
    for path, mod in modules():
        mine = layer_of(mod)
        for imp in imports(path):
            other = layer_of(imp)
            if other < 0 or imp.split(".")[1:2] == mod.split(".")[1:2]:
                continue
            if other > mine or (mine == other == 3 and imp.split(".")[1] != mod.split(".")[1]):
                wrong.append(f"{mod} imports {imp}")
    assert not wrong, "\n".join(wrong)


def test_engine_is_pure():
    wrong = []
    for path, mod in modules():
        if layer_of(mod) != 0:
            continue
        for imp in imports(path):
            if imp == "random" and mod == "sgs_desktop.engine.rng":
                continue   # the one seeded Random of a game lives there
            if any(imp == f or imp.startswith(f + ".") for f in ENGINE_FORBIDDEN):
                wrong.append(f"{mod} imports {imp}")
    assert not wrong, "\n".join(wrong)


def test_modules_stay_small():
    big = [f"{p.relative_to(PKG)}: {n}" for p, _ in modules()
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600]
    assert not big, big


def test_rules_do_not_iterate_string_sets():
    """Hash order of str sets changes with PYTHONHASHSEED: rules never loop over one."""
    bad = []
    for path, mod in modules():
        if layer_of(mod) > 2:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.For, ast.comprehension)):
                it = node.iter
                if isinstance(it, ast.Set) or (isinstance(it, ast.Call) and getattr(it.func, "id", "") in
                                               ("set", "frozenset")):
                    bad.append(f"{mod}:{node.lineno if hasattr(node, 'lineno') else '?'}")
    assert not bad, bad


#: the engine's own fast trigger paths (content has one entry point: `await g.trigger(...)`)
ENGINE_ONLY_CALLS = {"ready", "fire", "listens"}
#: the skill index and the log's storage are the engine's (content asks `g.modifier_kinds`, caches with
#: `g.memo`/`g.event_count`, and reads history through engine/history.py)
ENGINE_ONLY_ATTRS = {"by_timing", "by_modifier", "raw", "log"}


def content_leaks(source: str) -> list[str]:
    """Where `source` (a content module) reaches past the engine's API."""
    wrong = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ENGINE_ONLY_CALLS:
            wrong.append(f"{node.lineno}: calls .{node.func.attr}(...)")
        elif isinstance(node, ast.Attribute) and (node.attr in ENGINE_ONLY_ATTRS or node.attr.startswith("by_")):
            wrong.append(f"{node.lineno}: reads .{node.attr}")
    return wrong


def test_content_reaches_the_engine_through_its_api_only():
    """packs/ and modes/ never call Game.ready/fire/listens, read `g.skills.by_*`, or touch the log
    (`g.log`, `g.log.raw`): another engineer may change how the log is stored, and the fast paths
    skip checks content must not skip."""
    wrong = []
    for path, mod in modules():
        if mod.split(".")[1:2] in (["packs"], ["modes"]):
            wrong.extend(f"{mod}:{w}" for w in content_leaks(path.read_text(encoding="utf-8")))
    assert not wrong, "\n".join(wrong)


def test_the_content_check_catches_each_leak():
    """(The check above can fail: each forbidden form is caught.)"""
    sample = ("g.ready(T.X, d)\ng.fire(T.X, d, r)\ng.listens(T.X)\ng.skills.by_modifier\n"
              "g.skills.by_timing.get(k)\nlen(g.log.raw)\ng.log.kind(0)\n")
    assert sorted(content_leaks(sample)) == [
        "1: calls .ready(...)", "2: calls .fire(...)", "3: calls .listens(...)", "4: reads .by_modifier",
        "5: reads .by_timing", "6: reads .log", "6: reads .raw", "7: reads .log"]
    assert content_leaks("await g.trigger(T.X, d)\ng.memo('x')\ng.event_count\nPROHIBIT in g.modifier_kinds\n") == []
