"""Tune the 普通 AI's worth of each 国战 general (sgs_desktop/ai/normal/pair_worth.py) from self-play.

Plays seeded 6-player 国战 games with the basic AI in every seat and reads, from each finished
game (the generals and the winners are public once it is over), whether each seat won, less the
win rate of a seat of its kingdom's size (a kingdom of three wins far more often than one of one,
whoever its generals are: the deal decides that, not the choice). Each general's worth as the
head and as the deputy, and a 珠联璧合 pair's, are fitted to that residual (an additive model,
fitted by turns, each worth shrunk toward 0 by PRIOR games' weight), so a general seen in few
games is worth little either way.

`--packs` plays with more general packages (阵 heg_formation, 势 heg_momentum: their generals and
君主 among the standard ones); `--keep` holds the standard generals' worths (tuned on the standard
deck) fixed — their share is taken out of each seat's residual first — and fits only the others,
so the standard table is extended without being changed.

    PYTHONPATH=. .venv/bin/python benchmarks/tune_pairs.py --games 6000 --rules old --seed 50000 --write
    PYTHONPATH=. .venv/bin/python benchmarks/tune_pairs.py --games 5000 --rules new --seed 70000 --write
    PYTHONPATH=. .venv/bin/python benchmarks/tune_pairs.py --games 6000 --rules old --seed 110000 \
        --packs hegemony_standard heg_formation heg_momentum --keep --write
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.arena import ARENA_AGENTS, _config, agent_seed
from sgs_desktop.engine.game import Game
from sgs_desktop.packs.generals import HEG_PACKAGES, companions, heg_lookup, hegemony_generals
from sgs_desktop.packs.heg_seating import general_of
from sgs_desktop.startup import settle

OUT = Path(__file__).resolve().parents[1] / "sgs_desktop" / "ai" / "normal" / "pair_worth.py"
#: shrinkage: a worth counts as if PRIOR more seats had shown no effect
PRIOR = 150.0

Row = tuple[str, str, int, int]     # head, deputy, won (0/1), the size of its kingdom


def play(games: int, rules: str, seed: int, packs: tuple[str, ...] | None = None) -> list[list[Row]]:
    """The rows of `games` basic-AI self-play games (a 君主's seat is rowed under the lord's id)."""
    out = []
    for d in range(games):
        game = Game.new(_config("hegemony", 6, "standard", 200, rules, packs), seed + d)
        runner = SeatRunner(game, [ARENA_AGENTS["basic"](agent_seed(seed, d, 0, s)) for s in range(6)])
        while runner.step():
            pass
        assert game.result is not None
        kd = {p.seat: general_of(game, p, 0).kingdom for p in game.players}
        size = Counter(kd.values())
        out.append([(general_of(game, p, 0).id, general_of(game, p, 1).id, int(p.seat in game.result.winners),
                     size[kd[p.seat]]) for p in game.players])
    return out


def fit(games: list[list[Row]], rules: str, keep: dict[str, tuple[float, float]] | None = None,
        keep_comp: float = 0.0) -> tuple[dict[str, tuple[float, float]], float, dict[int, float]]:
    """(general → (worth as head, worth as deputy), 珠联璧合's worth, win rate by kingdom size).
    With `keep` (general → worths) those generals' worths and 珠联璧合's (`keep_comp`) are held
    fixed; only the others are fitted and returned."""
    fixed = keep or {}
    rows = [r for g in games for r in g]
    by_size: dict[int, list[int]] = {}
    for _h, _d, won, size in rows:
        by_size.setdefault(size, []).append(won)
    base = {s: sum(v) / len(v) for s, v in by_size.items()}
    table = heg_lookup(rules)
    ys = [won - base[size] for _h, _d, won, size in rows]
    pair = [companions(table[h], table[d]) for h, d, _w, _s in rows]
    head: dict[str, float] = {g: w[0] for g, w in fixed.items()}
    dep: dict[str, float] = {g: w[1] for g, w in fixed.items()}
    comp = keep_comp if keep is not None else 0.0
    for _ in range(12):
        for slot, mine, other in ((0, head, dep), (1, dep, head)):
            acc: dict[str, list[float]] = {}
            for (h, d, _w, _s), y, c in zip(rows, ys, pair, strict=True):
                me, you = (h, d) if slot == 0 else (d, h)
                if me in fixed:
                    continue
                rest = y - other.get(you, 0.0) - (comp if c else 0.0)
                acc.setdefault(me, []).append(rest)
            mine.update({g: sum(v) / (len(v) + PRIOR) for g, v in acc.items()})
        if keep is None:
            cs = [y - head.get(h, 0.0) - dep.get(d, 0.0)
                  for (h, d, _w, _s), y, c in zip(rows, ys, pair, strict=True) if c]
            comp = sum(cs) / (len(cs) + PRIOR)
    names = sorted((set(head) | set(dep)) - set(fixed))
    return {g: (round(head.get(g, 0.0), 3), round(dep.get(g, 0.0), 3)) for g in names}, round(comp, 3), base


HEAD = '''"""What each 国战 general is worth to the 普通 AI choosing its pair: a seat's chance to be among
the winners, above a seat of its kingdom's size, as the head and as the deputy, and a 珠联璧合
pair's extra, per rules profile. Written by benchmarks/tune_pairs.py from self-play (the generals
and winners of finished games, never anything a seat could not see while it plays)."""

'''


def write(rules: str, worth: dict[str, tuple[float, float]], comp: float, note: str, keep: bool = False) -> None:
    """Rewrite pair_worth.py with `rules`' worths (the other profile's are kept; with `keep`, the
    generals already in `rules`' table too, and its 珠联璧合 worth)."""
    from sgs_desktop.ai.normal import pair_worth as old
    tables = dict(old.WORTH)
    comps = dict(old.COMPANIONS)
    notes = dict(old.NOTES)
    if keep:
        worth = {**tables[rules], **worth}
        standard = notes[rules].split("; the rest: ")[0]
        comp, note = comps[rules], f"{standard}; the rest: {note.removeprefix('tuned: ')}"
    tables[rules], comps[rules], notes[rules] = worth, comp, note
    lines = [HEAD, "NOTES: dict[str, str] = {"]
    for r, n in sorted(notes.items()):     # (a note of several runs: one line each)
        parts = n.split("; ")
        if len(parts) == 1:
            lines.append(f"    {r!r}: {n!r},")
        else:
            lines.append(f"    {r!r}: (")
            lines += [f"        {(part + '; ' if i < len(parts) - 1 else part)!r}" for i, part in enumerate(parts)]
            lines.append("    ),")
    lines += ["}", "COMPANIONS: dict[str, float] = {"]
    lines += [f"    {r!r}: {c!r}," for r, c in sorted(comps.items())]
    lines += ["}", "WORTH: dict[str, dict[str, tuple[float, float]]] = {"]
    for r in sorted(tables):
        lines.append(f"    {r!r}: {{")
        lines += [f"        {g!r}: {v!r}," for g, v in sorted(tables[r].items())]
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--rules", choices=("old", "new"), default="old")
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--packs", nargs="+", metavar="PACK", help="the table's packages (default: the standard deck)")
    ap.add_argument("--keep", action="store_true", help="hold the standard generals' worths fixed")
    ap.add_argument("--rows", help="read the games from this JSON-lines file (one game a line) instead")
    ap.add_argument("--save-rows", help="save the games played into this JSON-lines file")
    ap.add_argument("--write", action="store_true", help="write the worths into pair_worth.py")
    args = ap.parse_args()
    settle()
    if args.rows:
        games = [[tuple(r) for r in json.loads(line)] for line in Path(args.rows).read_text().splitlines()]
        games = games[: args.games]
    else:
        games = play(args.games, args.rules, args.seed, tuple(args.packs) if args.packs else None)
    if args.save_rows:
        Path(args.save_rows).write_text("".join(json.dumps(g) + "\n" for g in games))
    from sgs_desktop.ai.normal.pair_worth import COMPANIONS, WORTH
    standard = hegemony_generals(HEG_PACKAGES, args.rules)
    keep = {g: w for g, w in WORTH.get(args.rules, {}).items() if g in standard} if args.keep else None
    worth, comp, base = fit(games, args.rules, keep, COMPANIONS.get(args.rules, 0.0))    # type: ignore[arg-type]
    print("win rate by kingdom size:", {s: round(v, 3) for s, v in sorted(base.items())})
    print("珠联璧合:", comp)
    for g, (h, d) in sorted(worth.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {g:16s} head {h:+.3f}  deputy {d:+.3f}")
    if args.write:
        packs = f" with {'+'.join(p for p in args.packs if p != 'hegemony_standard')}" if args.packs else ""
        write(args.rules, worth, comp, f"tuned: {len(games)} 6-player games{packs}, basic AI, seeds {args.seed}..",
              args.keep)
        print("written", OUT)


if __name__ == "__main__":
    main()
