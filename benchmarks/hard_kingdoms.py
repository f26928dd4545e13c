"""The 国战 measure by kingdoms (`arena --kingdoms`), taken in parts and saved after each, so a long
measure on a busy machine can be stopped at any time and reported from what is done.

    PYTHONPATH=. .venv/bin/python benchmarks/hard_kingdoms.py --a hard --b normal --deals 120 --seed 1 \\
        --rules new --jobs 2 --save /tmp/k-hard.json
    PYTHONPATH=. .venv/bin/python benchmarks/hard_kingdoms.py --report /tmp/k-hard.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.arena_kingdoms import KingdomGame, KingdomReport, kingdom_arena


def report(saved: dict) -> None:
    games = [KingdomGame(**g) for g in saved["games"]]
    js = KingdomReport(saved["a"], saved["b"], saved["fixed"], games, saved["seconds"], saved["players"]).to_json()
    d = js["paired_kingdom_difference"]
    print(f"{js['a']} vs {js['b']} by kingdoms (fixed {js['fixed']}, {saved['rules']} rules, packs {saved['packs']}, "
          f"budget {saved['budget']} ms): {js['deals']} deals, {js['kingdoms']} kingdoms, {js['games']} games")
    print(f"  {js['a']} {js['a_kingdom_win_rate']['rate']:.1%} vs {js['b']} {js['b_kingdom_win_rate']['rate']:.1%}: "
          f"{d['mean'] * 100:+.1f} [{d['ci95'][0] * 100:+.1f}, {d['ci95'][1] * 100:+.1f}] points (interval over deals)")
    for size, row in js["by_size"].items():
        pd = row["paired_difference"]
        print(f"  size {size}: {row['kingdoms']} kingdoms, {row['a_won']['rate']:.1%} vs {row['b_won']['rate']:.1%}, "
              f"{pd['mean'] * 100:+.1f} [{pd['ci95'][0] * 100:+.1f}, {pd['ci95'][1] * 100:+.1f}]")
    print(f"  endings {js['reasons']}; errors {js['errors']}, illegal {js['illegal']}; {js['latency_a']}; "
          f"load {saved['load']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="normal")
    ap.add_argument("--fixed", default=None)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--rules", default="new")
    ap.add_argument("--packs", nargs="+", default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, default=100)
    ap.add_argument("--chunk", type=int, default=10)
    ap.add_argument("--save", type=Path, default=None)
    ap.add_argument("--report", type=Path, default=None)
    args = ap.parse_args()
    if args.report:
        report(json.loads(args.report.read_text()))
        return
    start = time.perf_counter()
    saved: dict = {"a": args.a, "b": args.b, "fixed": args.fixed or args.b, "players": args.players,
                   "rules": args.rules, "packs": args.packs, "budget": args.budget_ms, "games": [], "load": [],
                   "seconds": 0.0}
    for first in range(0, args.deals, args.chunk):
        n = min(args.chunk, args.deals - first)
        rep = kingdom_arena(args.a, args.b, deals=n, seed=args.seed + first, players=args.players, fixed=args.fixed,
                            jobs=args.jobs, rules=args.rules, packs=tuple(args.packs) if args.packs else None,
                            budget_ms=args.budget_ms)
        for g in rep.games:
            g.deal += args.seed + first         # (the deal's game seed: parts never collide)
            saved["games"].append(dataclasses.asdict(g))
        saved["load"].append(round(os.getloadavg()[0], 1))
        saved["seconds"] = time.perf_counter() - start
        if args.save is not None:
            args.save.write_text(json.dumps(saved))
    report(saved)


if __name__ == "__main__":
    main()
