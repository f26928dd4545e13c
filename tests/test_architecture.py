"""The direction of imports (DESIGN.md §2; tables/ is a layer between ai and net), the import circles, and the
engine's purity."""

import ast
import re
from pathlib import Path

PKG = Path(__file__).parent.parent / "sgs_desktop"

# engine ← packs ← modes ← client ← ai ← tables ← net ← ui; top-level modules (cli …) may use all
# (the AI seats read the client's applied seat state, as the window and a LAN client do)
LAYERS = {"engine": 0, "packs": 1, "modes": 2, "client": 3, "ai": 4, "tables": 5, "net": 6, "ui": 7}
TOP = 9
ENGINE_FORBIDDEN = {"PySide6", "socket", "threading", "asyncio", "time", "datetime", "random", "multiprocessing",
                    "subprocess", "sgs_desktop.packs", "sgs_desktop.modes", "sgs_desktop.ai"}


def layer_of(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "sgs_desktop" or len(parts) < 2 or module in ("sgs_desktop.__version__", "sgs_desktop.native"):
        return -1           # (the package's version number, in its __init__, and the loader of its
                            # compiled modules, which imports nothing of it, belong to no layer)
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


def import_graph(types: bool = True) -> dict[str, set[str]]:
    """Each module → the package's modules it imports (at module level or in a function; under
    `if TYPE_CHECKING:` too unless `types` is False)."""
    names = {mod for _, mod in modules()}
    graph: dict[str, set[str]] = {}
    for path, mod in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip: set[int] = set()
        if not types:
            for node in ast.walk(tree):
                if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                    skip.update(id(n) for stmt in node.body for n in ast.walk(stmt))
        pkg_parts = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = pkg_parts[: len(pkg_parts) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                found.add(base)
                found.update(f"{base}.{a.name}" for a in node.names)
        graph[mod] = {m for m in found if m in names and m != mod}
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The import circles: each set of modules that reach each other (strongly connected, 2 or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                on.discard(w)
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(frozenset(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _short(names: frozenset[str]) -> set[str]:
    return {n.removeprefix("sgs_desktop.") for n in names}


#: the circles outside the engine that stay, and why (a new one fails the test below; one opened must
#: leave this list)
KNOWN_CIRCLES = {
    # the card loads its skills on first use (a game without it never reads the general skills'
    # building blocks they stand on), and the skills read the card's pile
    frozenset({"packs.strategic.wooden_ox", "packs.strategic.wooden_ox_skill"}),
    # the basic AI's context and the readers it hands itself to (compiled; they name Ctx's type); the
    # context scores a card a skill would make (蛊惑: Ctx.card_score) with the play readers
    frozenset({"ai.basic.context", "ai.basic.heg", "ai.basic.knowledge", "ai.basic.play", "ai.basic.respond",
               "ai.basic.skills"}),
    # the 困难 agent hands its searches to the worker process, which runs them with the agent's run_job
    frozenset({"ai.hard.agent", "ai.hard.worker"}),
    # the window's drawn emblems: one table filled by the modules that draw each kind (they use its
    # pen and brush helpers)
    frozenset({"ui.art.emblems", "ui.art.emblems_basic", "ui.art.emblems_gear", "ui.art.emblems_horses",
               "ui.art.emblems_tricks", "ui.art.emblems_weapons"}),
    # type-only: a seat's painter names the seat item it paints; the chains overlay names the effects
    # that own it, the effects the scene they play over
    frozenset({"ui.seat_item", "ui.seat_paint"}),
    frozenset({"ui.chains", "ui.effects", "ui.table"}),
    # the normal AI's context, its beliefs and its end game (the end game names NormalCtx's type)
    frozenset({"ai.normal.context", "ai.normal.endgame", "ai.normal.roles"}),
}
#: the one circle of the engine at run time: a game makes its record (Game.record), a record replays a
#: game (record.replay); its other circles are type-only (names under TYPE_CHECKING, around Game)
ENGINE_RUNTIME_CIRCLES = [{"engine.game", "engine.record"}]


def test_no_module_outside_the_engine_is_in_a_circle_but_the_known_ones():
    """modes/, tables/, net/, client/ and ui/ import in one direction (types included): each module
    stands on its own below the ones that import it; packs/ and ai/ too, but for KNOWN_CIRCLES."""
    found = [_short(c) for c in circles(import_graph()) if not all(m.startswith("sgs_desktop.engine") for m in c)]
    assert sorted(map(sorted, found)) == sorted(map(sorted, KNOWN_CIRCLES))


def test_the_engine_has_no_circle_at_run_time_but_game_and_record():
    found = [_short(c) for c in circles(import_graph(types=False))
             if any(m.startswith("sgs_desktop.engine") for m in c)]
    assert found == ENGINE_RUNTIME_CIRCLES


def test_the_circle_finder_finds_circles():
    """(The checks above can fail.)"""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [frozenset({"a", "b", "c"})]
    assert circles({"a": {"b"}, "b": set()}) == []


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


#: what the window may not name: it talks to a table only through client/table.py's TableClient
#: (a LAN client has no Game); the start page builds a table through net/ (`open_table`)
UI_FORBIDDEN_IMPORTS = ("sgs_desktop.engine.game", "sgs_desktop.engine.config", "sgs_desktop.engine.log",
                        "sgs_desktop.tables.host")
UI_FORBIDDEN_TEXT = {r"\.game\b": ".game", r"\bview\(\s*-1\s*\)": "view(-1)", r"\bGame\b": "Game",
                     r"\bGameConfig\b": "GameConfig", r"\bALL_SEATS\b": "ALL_SEATS", r"\bLocalTable\b": "LocalTable"}


def ui_leaks(source: str, imported: list[str]) -> list[str]:
    """Where a ui module (its source and what it imports) reaches past the table interface."""
    wrong = [f"imports {imp}" for imp in imported
             if any(imp == f or imp.startswith(f + ".") for f in UI_FORBIDDEN_IMPORTS)]
    for lineno, line in enumerate(source.splitlines(), 1):
        wrong.extend(f"{lineno}: mentions {what}" for pattern, what in UI_FORBIDDEN_TEXT.items()
                     if re.search(pattern, line))
    return wrong


def test_the_ui_never_touches_the_game():
    """sgs_desktop/ui reads a seat's events and state and answers requests; it never imports the
    engine's Game or its config, never reads `.game`, and never asks for the all-seeing view."""
    wrong = []
    for path, mod in modules():
        if mod.split(".")[1:2] == ["ui"]:
            wrong.extend(f"{mod}:{w}" for w in ui_leaks(path.read_text(encoding="utf-8"), imports(path)))
    assert not wrong, "\n".join(wrong)


def test_the_ui_check_catches_each_leak():
    """(The check above can fail: each forbidden form is caught, and the allowed ones pass.)"""
    sample = ("n = len(table.game.players)\nv = table.game.view(-1)\ncfg: GameConfig\ng: Game\n"
              "x = self.game\nv = g.view( -1 )\nALL_SEATS\nLocalTable.start(s)\n")
    leaks = ui_leaks(sample, ["sgs_desktop.engine.game.Game", "sgs_desktop.engine.config", "sgs_desktop.tables.host"])
    assert leaks == [
        "imports sgs_desktop.engine.game.Game", "imports sgs_desktop.engine.config", "imports sgs_desktop.tables.host",
        "1: mentions .game", "2: mentions .game", "2: mentions view(-1)", "3: mentions GameConfig", "4: mentions Game",
        "5: mentions .game", "6: mentions view(-1)", "7: mentions ALL_SEATS", "8: mentions LocalTable"]
    allowed = ("class GameController:\n    game_over = Signal(object)\nGameOverPanel(p, over, seats, table.seat)\n"
               "self.table.state.view\nself.game_over.emit(over)\nview(0)\n")
    assert ui_leaks(allowed, ["sgs_desktop.tables.local.open_table", "sgs_desktop.client.table",
                              "sgs_desktop.engine.events"]) == []


def test_the_engine_map_names_every_engine_module():
    """docs/engine.md is the engine's map: it names every module of the engine (`cards.py`,
    `skills/triggering.py` …), so a newcomer finds each there."""
    doc = (PKG.parent / "docs" / "engine.md").read_text(encoding="utf-8")
    engine = PKG / "engine"
    missing = [p.relative_to(engine).as_posix() for p in sorted(engine.rglob("*.py"))
               if p.name != "__init__.py" and f"`{p.relative_to(engine).as_posix()}`" not in doc
               and f"`{p.name}`" not in doc]
    assert missing == []

