"""A seeded mutator of scenario (TOML) and record (JSON) files, and a runner that feeds each
mutant to the command line: none may raise (a traceback) or exit with other than 0, 1 or 2.

Mutations, each drawn from the case's own Rng: delete a field, swap a value's type, huge or
odd values (5,000-digit integers, 2**63, Infinity, long strings, long lists), off-by-one
integers, a card placed twice (a hand's card copied into deck.top; an answer repeated), deep
nesting, a list's items swapped; on the text: truncation, random bytes, a byte flipped.
Several may stack on one file. `tests/test_fuzz.py` runs a few hundred in CI;
`benchmarks/fuzz_inputs.py` runs as many as asked.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sgs_desktop.cli import main
from sgs_desktop.engine.rng import Rng

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "examples" / "scenarios").glob("*.toml"))

_ODD_VALUES: list[Any] = [0, -1, 1, 2**63, -(2**63) - 1, 10**30, 7.5, math.inf, -math.inf, math.nan, 1e308, True,
                          False, None, "", "x" * 2000, "杀 ♠7", "blank", "hegemony", [], {}, [0] * 3000,
                          {"type": "use"}, "10" * 2600]


def _domain(rng: Rng) -> list[Any]:
    """Values a scenario's fields take when well formed (any card, general, skill, phase, role …),
    so that mutants also reach the table and play on in odd but legal set-ups."""
    global _DOMAIN
    if _DOMAIN is None:
        from sgs_desktop.engine.timings import PHASES
        from sgs_desktop.packs.deck import all_rows
        from sgs_desktop.packs.generals import hegemony_generals, identity_generals
        from sgs_desktop.packs.heg_skills import HEG_SKILLS
        from sgs_desktop.packs.skills import SKILLS
        cards = sorted({f"{r.name_zh} {'♠♥♣♦'['shcd'.index(r.suit[0])]}{r.number}" for r in all_rows()})
        _DOMAIN = [cards, sorted(identity_generals()), sorted(hegemony_generals()), sorted(SKILLS),
                   sorted(HEG_SKILLS), list(PHASES), ["lord", "loyalist", "rebel", "renegade"],
                   ["game_over", "turn_end", "scripts_done"], list(range(-2, 12))]
    return _DOMAIN[rng.below(len(_DOMAIN))]


_DOMAIN: list[list[Any]] | None = None


def _odd(rng: Rng) -> Any:
    """One of the odd values (a fresh copy: a mutant never shares a list with another)."""
    import copy
    return copy.deepcopy(_ODD_VALUES[rng.below(len(_ODD_VALUES))])


# --------------------------------------------------------------------------- the seeds


def record_seeds() -> list[dict]:
    """Valid records to mutate: an identity game, a 国战 game, and a scenario game (so the
    record's config carries a scenario's JSON form)."""
    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.modes.hegemony import hegemony_config
    from sgs_desktop.scenario_run import run_scenario
    from sgs_desktop.simulate import play_one

    out = [play_one(GameConfig(players=4, generals="standard", round_limit=6), 3).record.to_json(),
           play_one(hegemony_config(4, round_limit=4), 5).record.to_json(),
           run_scenario(ROOT / "examples" / "scenarios" / "chain_fire.toml").game.record.to_json()]
    return [json.loads(json.dumps(r)) for r in out]


def scenario_seeds() -> list[dict]:
    import tomllib
    return [tomllib.loads(p.read_text(encoding="utf-8")) for p in SCENARIOS]


# --------------------------------------------------------------------------- mutating


def _nodes(data: Any, path: tuple = ()) -> list[tuple[tuple, Any]]:
    """Every (path, value) inside `data` (the root included)."""
    out = [(path, data)]
    stack = [(path, data)]
    while stack:
        p, v = stack.pop()
        items = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else ()
        for k, child in items:
            out.append(((*p, k), child))
            stack.append(((*p, k), child))
    return out


def _set(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = value
    return data


def _delete(data: Any, path: tuple) -> Any:
    if not path:
        return data
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    del parent[path[-1]]
    return data


def mutate(data: Any, rng: Rng) -> Any:
    """One structural mutation of a parsed file (in place where it can be; returns the result)."""
    nodes = _nodes(data)
    path, value = nodes[rng.below(len(nodes))]
    kind = rng.below(11)
    if kind >= 9:                       # a well-formed value of another field (a card, a general …)
        pool = _domain(rng)
        if isinstance(value, list) and value and kind == 10:
            value[rng.below(len(value))] = pool[rng.below(len(pool))]
            return data
        return _set(data, path, pool[rng.below(len(pool))])
    if kind == 0 and path:
        return _delete(data, path)
    if kind == 1:                       # another type
        return _set(data, path, _odd(rng))
    if kind == 2 and isinstance(value, int) and not isinstance(value, bool):
        return _set(data, path, value + rng.choice([-1, 1, 100, -value - 1, 10**4]))
    if kind == 3:                       # deep nesting
        deep: Any = value
        for _ in range(rng.choice([3, 30, 200])):
            deep = [deep] if rng.below(2) else {"a": deep}
        return _set(data, path, deep)
    if kind == 4 and isinstance(value, list) and len(value) > 1:
        i, j = rng.below(len(value)), rng.below(len(value))
        value[i], value[j] = value[j], value[i]
        return data
    if kind == 5 and isinstance(value, list) and value:      # a card (or answer) twice
        value.append(value[rng.below(len(value))])
        return data
    if kind == 6:                       # a card of one zone placed again in another
        lists = [(p, v) for p, v in nodes if isinstance(v, list) and v and all(isinstance(x, (str, int)) for x in v)]
        if len(lists) >= 2:
            (_, a), (_, b) = lists[rng.below(len(lists))], lists[rng.below(len(lists))]
            b.append(a[rng.below(len(a))])
        return data
    if kind == 7 and isinstance(value, dict):                # an unknown or a duplicated key
        value[rng.choice(["extra", "players", "hand", "type", "seed", "version"])] = \
            _odd(rng)
        return data
    if kind == 8 and isinstance(value, str):
        return _set(data, path, value[: rng.below(len(value) + 1)] + rng.choice(["", "♠", "?", " 7", "\u0000"]))
    return _set(data, path, _odd(rng))


def mutate_text(text: str, rng: Rng) -> bytes:
    """A byte-level mutation: truncation, random bytes inserted, a byte flipped, or none."""
    raw = text.encode("utf-8")
    kind = rng.below(4)
    if kind == 0 and raw:
        return raw[: rng.below(len(raw))]
    if kind == 1:
        at = rng.below(len(raw) + 1)
        junk = bytes(rng.below(256) for _ in range(rng.randint(1, 12)))
        return raw[:at] + junk + raw[at:]
    if kind == 2 and raw:
        at = rng.below(len(raw))
        return raw[:at] + bytes([raw[at] ^ (1 << rng.below(8))]) + raw[at + 1:]
    return raw


# --------------------------------------------------------------------------- TOML out


def toml_text(data: Any) -> str:
    """`data` as TOML: every top-level key an inline value (None has no TOML form: dropped)."""
    if not isinstance(data, dict):
        return f"value = {_toml(data)}\n"
    return "".join(f"{json.dumps(str(k), ensure_ascii=False)} = {_toml(v)}\n" for k, v in data.items()
                   if v is not None)


def _toml(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf") if math.isinf(v) else repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(_toml(x) for x in v if x is not None) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(str(k), ensure_ascii=False)} = {_toml(x)}" for k, x in v.items()
                               if x is not None) + "}"
    return json.dumps(str(v))


# --------------------------------------------------------------------------- running


@dataclass
class Outcome:
    case: str
    exit: int | None
    error: str = ""          # the exception that escaped (a traceback), if any


def run_cli(argv: list[str]) -> tuple[int | None, str]:
    """Run the command line in this process; (exit status, escaped exception or "")."""
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    except SystemExit as exc:
        return (exc.code if isinstance(exc.code, int) else 2), ""
    except BaseException as exc:            # a traceback: what the fuzz run must never see
        import traceback
        return None, "".join(traceback.format_exception(exc, limit=-6))
    return code, ""


def fuzz_case(kind: str, seeds: list, n: int, seed: int, work: Path) -> Outcome:
    """Mutant `n` of `kind` ("scenario" or "record"): 1-3 structural mutations of one seed file,
    then now and then a byte-level one; written to `work` and run through the CLI."""
    import copy
    rng = Rng(seed * 1_000_003 + n * 2 + (kind == "record"))
    data = copy.deepcopy(seeds[rng.below(len(seeds))])
    for _ in range(rng.randint(1, 3)):
        data = mutate(data, rng)
    if kind == "scenario":
        text = toml_text(data)
    else:
        text = json.dumps(data, ensure_ascii=False)
    raw = mutate_text(text, rng) if rng.below(4) == 0 else text.encode("utf-8")
    path = work / (f"case-{n}.toml" if kind == "scenario" else f"case-{n}.json")
    path.write_bytes(raw)
    argv = ["scenario", str(path), "--json"] if kind == "scenario" else ["replay", str(path), "--json"]
    code, error = run_cli(argv)
    return Outcome(f"{kind} #{n} (seed {seed})", code, error)


def fuzz(count: int, seed: int = 0, kinds: tuple[str, ...] = ("scenario", "record"), *, first: int = 0,
         keep: Path | None = None, exits: dict[tuple[str, int | None], int] | None = None) -> list[Outcome]:
    """Mutants `first` .. `first + count - 1` of each kind; the outcomes that broke the rule (a
    traceback, or an exit other than 0/1/2). `keep`: a directory to copy those mutants into;
    `exits`: counts (kind, exit) of every outcome."""
    seeds = {"scenario": scenario_seeds(), "record": record_seeds()}
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for n in range(first, first + count):
            for kind in kinds:
                out = fuzz_case(kind, seeds[kind], n, seed, work)
                if exits is not None:
                    exits[(kind, out.exit)] = exits.get((kind, out.exit), 0) + 1
                if out.error or out.exit not in (0, 1, 2):
                    bad.append(out)
                    if keep is not None:
                        name = f"case-{n}.toml" if kind == "scenario" else f"case-{n}.json"
                        keep.mkdir(parents=True, exist_ok=True)
                        (keep / f"seed{seed}-{name}").write_bytes((work / name).read_bytes())
    return bad
