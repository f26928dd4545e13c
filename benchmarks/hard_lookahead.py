"""困难's look ahead at skills' own questions (`Skill.lookahead`): how often, how long, how legal.

Plays identity deals (the arena's deals: 困难 on one side, 普通 on the other, then the sides
swapped) with the chosen packages and counts the 困难 seats' searched decisions by kind — "play",
"save", "nullify", "invoke:<skill>" — with each kind's latency (the arena's clock: the seat's CPU
time), how often the search overruled the 普通 answer, and the seats' illegal answers and errors.

    PYTHONPATH=. .venv/bin/python benchmarks/hard_lookahead.py --deals 30 --packs all --budget-ms 100
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.base import SeatRunner
from sgs_desktop.arena import LORD_SIDE, _config, agent_seed, make_agent
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.identity import all_identity_packs


def play(deals: int, seed: int, players: int, packs: tuple[str, ...], budget: int, every: int = 10) -> dict:
    """The deals played; every `every` deals the report so far (a long run may be stopped)."""
    start = time.perf_counter()
    by_kind: dict[str, list[tuple[float, int, int]]] = defaultdict(list)      # kind → (s, worlds, chosen)
    out: dict = {"games": 0, "errors": 0, "illegal": 0, "rounds": [], "reasons": defaultdict(int)}
    for deal in range(deals):
        for game_no, hard_side in enumerate(("lord", "rebel")):
            game = Game.new(_config("identity", players, "standard", 200, "old", packs), seed + deal)
            seats = []
            for s, p in enumerate(game.players):
                hard = (p.role in LORD_SIDE) == (hard_side == "lord")
                seats.append(make_agent("hard" if hard else "normal", agent_seed(seed, deal, game_no, s), budget))
            runner = SeatRunner(game, seats, timing=True)
            while runner.step():
                pass
            out["games"] += 1
            out["errors"] += len(runner.faults.errors)
            out["illegal"] += len(runner.faults.illegal)
            out["rounds"].append(game.round)
            out["reasons"][game.result.reason if game.result else "?"] += 1
            for agent in seats:
                for kind, worlds, chosen, spent in getattr(agent, "searches", ()):
                    by_kind[kind].append((spent, worlds, chosen))
        out["by_kind"] = by_kind
        if (deal + 1) % every == 0 and deal + 1 < deals:
            print(f"after {deal + 1} deals:")
            report(out, budget, time.perf_counter() - start)
            sys.stdout.flush()
    return out


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def report(out: dict, budget: int, seconds: float) -> None:
    print(f"{out['games']} games, {seconds:.0f} s; errors {out['errors']}, illegal answers {out['illegal']}; "
          f"longest {max(out['rounds'], default=0)} rounds; endings {dict(out['reasons'])}")
    by_kind = out["by_kind"]
    invoke = [r for k, rows in by_kind.items() if k.startswith("invoke:") for r in rows]
    for kind in sorted(by_kind, key=lambda k: (k.startswith("invoke:"), k)):
        rows = by_kind[kind]
        ms = [t * 1000 for t, _w, _c in rows]
        worlds = pct([w for _t, w, _c in rows], 0.5)
        print(f"  {kind:22} {len(rows):6} searched, p50 {pct(ms, 0.5):6.1f} ms, p99 {pct(ms, 0.99):6.1f} ms, "
              f"worlds median {worlds:.0f}, overruled 普通 {sum(c != 0 for *_x, c in rows)}")
    if invoke:
        ms = [t * 1000 for t, _w, _c in invoke]
        print(f"  all invoke questions: {len(invoke)} searched, p50 {pct(ms, 0.5):.1f} ms, p99 {pct(ms, 0.99):.1f} ms, "
              f"max {max(ms):.1f} ms (budget {budget} ms); none above 1.2x: {sum(m > 1.2 * budget for m in ms) == 0}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--packs", default="all", help="identity packages, comma-separated, or all")
    ap.add_argument("--budget-ms", type=int, default=100)
    args = ap.parse_args()
    packs = all_identity_packs() if args.packs == "all" else tuple(args.packs.split(","))
    start = time.perf_counter()
    print(f"identity, {args.players} players, packs {args.packs}, 困难 against 普通 at {args.budget_ms} ms, "
          f"seed {args.seed}")
    out = play(args.deals, args.seed, args.players, packs, args.budget_ms)
    report(out, args.budget_ms, time.perf_counter() - start)


if __name__ == "__main__":
    main()
