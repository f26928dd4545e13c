"""The 普通 AI against the basic AI in 国战, per seat and per deal, and a change to it measured on
the same deals (issue 19's 国战 row, docs/ai.md).

Plays `arena --mode hegemony --a normal --b basic` (A the even seats, then the odd ones) and
prints the normal seats' and the basic seats' win rates and their paired difference per deal,
with 95% intervals. `--save FILE` keeps each deal's difference; `--against FILE` (one saved by
another version of the code, e.g. the commit before a change, run with PYTHONPATH at it) also
prints how much the difference moved, paired over the deals both played.

    PYTHONPATH=. .venv/bin/python benchmarks/heg_paired.py --deals 2000 --seed 1 \\
        --packs hegemony_standard heg_formation heg_momentum --save /tmp/after.json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.arena import arena
from sgs_desktop.startup import settle


def interval(xs: list[float]) -> dict:
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def per_deal(deals: int, seed: int, players: int, rules: str, packs: tuple[str, ...] | None) -> dict:
    """Each deal's seat win rates of A (normal) and B (basic) over its two games."""
    rep = arena("normal", "basic", deals=deals, seed=seed, players=players, mode="hegemony",
                rules=rules, packs=packs)
    a: dict[int, float] = {}
    b: dict[int, float] = {}
    for g in rep.games:
        mine = set(g.a_seats)
        others = set(range(players)) - mine
        won = set(g.winner_seats)
        a[g.deal] = a.get(g.deal, 0.0) + len(mine & won) / len(mine) / 2
        b[g.deal] = b.get(g.deal, 0.0) + len(others & won) / len(others) / 2
    js = rep.to_json()
    return {"a": [a[d] for d in range(deals)], "b": [b[d] for d in range(deals)],
            "errors": js["errors"], "illegal": js["illegal"], "avg_rounds": js["avg_rounds"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--rules", choices=("old", "new"), default="old")
    ap.add_argument("--packs", nargs="+", metavar="PACK")
    ap.add_argument("--save", type=Path, help="keep each deal's figures in this JSON file")
    ap.add_argument("--against", type=Path, help="a file --save wrote: how much the difference moved")
    args = ap.parse_args()
    settle()
    run = per_deal(args.deals, args.seed, args.players, args.rules, tuple(args.packs) if args.packs else None)
    diff = [x - y for x, y in zip(run["a"], run["b"], strict=True)]
    out = {"deals": args.deals, "seed": args.seed, "rules": args.rules, "packs": args.packs,
           "normal_seats": interval(run["a"]), "basic_seats": interval(run["b"]), "paired": interval(diff),
           "errors": run["errors"], "illegal": run["illegal"], "avg_rounds": run["avg_rounds"]}
    if args.save:
        args.save.write_text(json.dumps(run))
    if args.against:
        before = json.loads(args.against.read_text())
        n = min(len(diff), len(before["a"]))
        was = [x - y for x, y in zip(before["a"][:n], before["b"][:n], strict=True)]
        out["before"] = interval(was)
        out["change"] = interval([d - w for d, w in zip(diff[:n], was, strict=True)])
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
