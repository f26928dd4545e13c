"""困难's look ahead at skills' own questions (`Skill.lookahead`): how often, how long, how legal.

Plays identity deals (the arena's deals: 困难 on one side, 普通 on the other, then the sides
swapped) with the chosen packages and counts the 困难 seats' searched decisions by kind — "play",
"save", "nullify", "invoke:<skill>" — with each kind's latency (the arena's clock: the seat's CPU
time), how often the search overruled the 普通 answer, and the seats' illegal answers and errors.

    PYTHONPATH=. .venv/bin/python benchmarks/hard_lookahead.py --deals 30 --packs all --budget-ms 100

The AI seats choose their generals by strength, so a general ranked low is seldom dealt; `--force
xuchu,caoren` plays, per deal, one game for each named general instead, from a table set up as a
scenario (roles dealt, that general on a 困难 seat — the lord's side and the rebels' in turn —, the
other generals drawn from the packages, four cards each, from the start of the lord's turn).
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
from sgs_desktop.engine.rng import Rng
from sgs_desktop.modes.identity import all_identity_packs
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.deck import deck_rows
from sgs_desktop.packs.generals import identity_pool


def forced_game(general: str, seed: int, players: int, packs: tuple[str, ...], hard_side: str) -> tuple[Game, set]:
    """A table with `general` on a seat of `hard_side` ("lord": the lord's side), the 困难 seats."""
    rng = Rng(seed)
    roles = ["loyalist", "rebel", "renegade", "rebel", "loyalist", "rebel", "rebel"][:players - 1]
    rng.shuffle(roles)
    roles = ["lord", *roles]
    hard = {s for s, r in enumerate(roles) if (r in LORD_SIDE) == (hard_side == "lord")}
    mine = sorted(hard)[rng.below(len(hard))]
    others = sorted(g for g in identity_pool(packs) if g != general)
    rng.shuffle(others)
    cards = list(range(len(deck_rows(packs))))
    rng.shuffle(cards)
    table = [{"role": r, "general": general if s == mine else others[s], "hand": cards[s * 4:s * 4 + 4]}
             for s, r in enumerate(roles)]
    sc = parse_scenario({"game": {"seed": seed, "phase": "start", "current": 0, "round_limit": 200,
                                  "packs": list(packs)}, "players": table}, "benchmark")
    return Game.new(sc.config(), sc.seed), hard


def play(deals: int, seed: int, players: int, packs: tuple[str, ...], budget: int, every: int = 10,
         force: tuple[str, ...] = ()) -> dict:
    """The deals played; every `every` deals the report so far (a long run may be stopped)."""
    start = time.perf_counter()
    by_kind: dict[str, list[tuple[float, int, int]]] = defaultdict(list)      # kind → (s, worlds, chosen)
    out: dict = {"games": 0, "errors": 0, "illegal": 0, "rounds": [], "reasons": defaultdict(int)}
    for deal in range(deals):
        tables = [(general, ("lord", "rebel")[deal % 2]) for general in force] or [(None, "lord"), (None, "rebel")]
        for game_no, (general, hard_side) in enumerate(tables):
            if general is None:
                game = Game.new(_config("identity", players, "standard", 200, "old", packs), seed + deal)
                hard_seats = {s for s, p in enumerate(game.players) if (p.role in LORD_SIDE) == (hard_side == "lord")}
            else:
                game, hard_seats = forced_game(general, seed + deal * 31 + game_no, players, packs, hard_side)
            seats = []
            for s in range(players):
                name = "hard" if s in hard_seats else "normal"
                seats.append(make_agent(name, agent_seed(seed, deal, game_no, s), budget))
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
    ap.add_argument("--force", default="", help="generals (ids, comma-separated): one game each a deal")
    ap.add_argument("--every", type=int, default=10, help="print the report so far every so many deals")
    args = ap.parse_args()
    packs = all_identity_packs() if args.packs == "all" else tuple(args.packs.split(","))
    start = time.perf_counter()
    print(f"identity, {args.players} players, packs {args.packs}, 困难 against 普通 at {args.budget_ms} ms, "
          f"seed {args.seed}")
    force = tuple(g for g in args.force.split(",") if g)
    out = play(args.deals, args.seed, args.players, packs, args.budget_ms, args.every, force)
    report(out, args.budget_ms, time.perf_counter() - start)


if __name__ == "__main__":
    main()
