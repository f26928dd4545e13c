"""One 普通 seat at a table of basic seats, 国战: what replacing one seat is worth to that seat.

For each deal one seat (the deal number mod the table size) is played by agent A (default
normal), every other seat by B (default basic), and the same deal is played again with B in that
seat too (every other seat's agent and its seed unchanged). The seat's win in the first game less
its win in the second is the value of A in that seat — the most A can add to a seat, with none of
its gain shared with kingdom-mates of its own agent (issue 19's 国战 row, docs/ai.md). 95%
intervals over the deals.

    PYTHONPATH=. .venv/bin/python benchmarks/heg_one_seat.py --deals 2000 --seed 1 [--a omniscient]
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
from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.arena import ARENA_AGENTS, _config, agent_seed
from sgs_desktop.engine.game import Game
from sgs_desktop.startup import settle


def seat_wins(players: int, seed: int, deal: int, seat: int, a: str, b: str, rules: str,
              packs: tuple[str, ...] | None) -> tuple[int, int, int]:
    """(the seat's win with A in it, its win with B in it, games at the round limit)."""
    out = []
    limited = 0
    for name in (a, b):
        game = Game.new(_config("hegemony", players, "standard", 200, rules, packs), seed + deal)
        seats = [ARENA_AGENTS[name if s == seat else b](agent_seed(seed, deal, 0, s)) for s in range(players)]
        omni = frozenset(s for s, agent in enumerate(seats) if getattr(agent, "omniscient", False))
        runner = SeatRunner(game, seats, omniscient=omni)
        while runner.step():
            pass
        assert game.result is not None and not runner.faults.errors and not runner.faults.illegal
        out.append(int(seat in game.result.winners))
        limited += game.result.reason == "round_limit"
    return out[0], out[1], limited


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--a", default="normal", choices=sorted(ARENA_AGENTS))
    ap.add_argument("--b", default="basic", choices=sorted(ARENA_AGENTS))
    ap.add_argument("--rules", choices=("old", "new"), default="old")
    ap.add_argument("--packs", nargs="+", metavar="PACK")
    args = ap.parse_args()
    settle()
    packs = tuple(args.packs) if args.packs else None
    with_a, with_b, diff, limited = [], [], [], 0
    for deal in range(args.deals):
        x, y, n = seat_wins(args.players, args.seed, deal, deal % args.players, args.a, args.b, args.rules, packs)
        with_a.append(x)
        with_b.append(y)
        diff.append(x - y)
        limited += n
    half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff)) if len(diff) > 1 else 0.0
    mean = statistics.fmean(diff)
    print(json.dumps({"deals": args.deals, "seed": args.seed, "a": args.a, "b": args.b, "rules": args.rules,
                      "packs": args.packs, "seat_with_a": round(statistics.fmean(with_a), 4),
                      "seat_with_b": round(statistics.fmean(with_b), 4),
                      "paired": {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]},
                      "round_limit_games": limited}, ensure_ascii=False))


if __name__ == "__main__":
    main()
