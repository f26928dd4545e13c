"""The 普通 AI against the basic AI, paired over duplicate deals (issue 19's goals, 5p identity).

Plays three arenas on the same deals, seats and agent seeds — `normal` vs `basic`, `basic` vs
`basic` and (with --omniscient) `omniscient` vs `basic` — and reports, with 95% intervals:

- the lord's side: the normal AI's win rate as 主公+忠臣 minus the basic AI's, paired per deal;
- the rebels' side: the same as 反贼+内奸 (the 反贼 winning; and the 反贼 or the 内奸 winning);
- the omniscient gap: how much of (omniscient − basic) on the lord's side the normal AI closes
  (the interval by a bootstrap over the deals, seeded).

    PYTHONPATH=. .venv/bin/python benchmarks/normal_paired.py --deals 2000 --omniscient

The basic and omniscient arenas do not depend on the normal AI: --cache DIR keeps them.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.arena import arena


def outcomes(a: str, deals: int, seed: int, players: int, jobs: int, cache: Path | None) -> dict:
    """Per deal: lord's side won (A as the lord's side), rebels won / rebels or 内奸 won (A as
    the rebels' side); and the report's figures."""
    path = cache / f"{a}-basic-{players}p-{seed}-{deals}.json" if cache is not None else None
    if path is not None and path.exists():
        return json.loads(path.read_text())
    rep = arena(a, "basic", deals=deals, seed=seed, players=players, jobs=jobs)
    lord: dict[int, int] = {}
    rebel: dict[int, int] = {}
    either: dict[int, int] = {}
    rounds: list[int] = []
    for g in rep.games:
        rounds.append(g.rounds)
        if g.a_side == "lord":
            lord[g.deal] = int("lord" in g.winner_roles)
        else:
            rebel[g.deal] = int("rebel" in g.winner_roles)
            either[g.deal] = int("rebel" in g.winner_roles or "renegade" in g.winner_roles)
    js = rep.to_json()
    out = {"lord": [lord[d] for d in range(deals)], "rebel": [rebel[d] for d in range(deals)],
           "either": [either[d] for d in range(deals)], "max_rounds": max(rounds),
           "report": {k: js[k] for k in ("a_as_lord_side", "a_as_rebel_side", "a_as_rebel_side_renegade_wins",
                                         "latency_a", "errors", "illegal", "avg_rounds") if k in js}}
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out))
    return out


def paired(xs: list[int], ys: list[int]) -> tuple[float, float, float]:
    d = [x - y for x, y in zip(xs, ys, strict=True)]
    mean = statistics.fmean(d)
    half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
    return mean, mean - half, mean + half


def gap_closed(n: list[int], b: list[int], o: list[int], rounds: int = 2000) -> tuple[float, float, float]:
    """(N − B) / (O − B), with a bootstrap 95% interval over the deals."""
    def ratio(idx: list[int]) -> float:
        gap = sum(o[i] - b[i] for i in idx)
        return sum(n[i] - b[i] for i in idx) / gap if gap else 0.0
    all_ = list(range(len(n)))
    rng = random.Random(19)
    boot = sorted(ratio([rng.randrange(len(n)) for _ in all_]) for _ in range(rounds))
    return ratio(all_), boot[int(0.025 * rounds)], boot[int(0.975 * rounds) - 1]


def cpu_latency(deals: int, seed: int, players: int) -> dict:
    """The normal AI's own thinking per decision in CPU time (not the machine's load), over the
    arena's games of `deals` deals (both sides), and whether any answer was illegal."""
    import time

    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.arena import ARENA_AGENTS, LORD_SIDE, _config, agent_seed
    from sgs_desktop.engine.errors import IllegalAnswer
    from sgs_desktop.engine.game import Game
    spent: list[float] = []
    illegal = 0
    for deal in range(deals):
        for game_no, side in enumerate(("lord", "rebel")):
            game = Game.new(_config("identity", players, "standard", 200), seed + deal)
            seats = [ARENA_AGENTS["normal" if (p.role in LORD_SIDE) == (side == "lord") else "basic"](
                agent_seed(seed, deal, game_no, s)) for s, p in enumerate(game.players)]
            runner = SeatRunner(game, seats)
            while game.pending is not None:
                req = game.pending
                view, seen = runner.inputs(req.seat)
                agent = seats[req.seat]
                start = time.process_time()
                agent.observe(seen)
                answer = agent.answer(req, view)
                if agent.name == "normal":
                    spent.append(time.process_time() - start)
                    try:
                        req.validate(answer)
                    except IllegalAnswer:
                        illegal += 1
                        answer = req.default()
                game.answer(answer)
    spent.sort()
    return {"decisions": len(spent), "p50_ms": round(spent[len(spent) // 2] * 1000, 3),
            "p99_ms": round(spent[int(len(spent) * 0.99)] * 1000, 3), "max_ms": round(spent[-1] * 1000, 3),
            "illegal": illegal}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--omniscient", action="store_true", help="also the gap to omniscient seats")
    ap.add_argument("--cache", type=Path, help="keep the basic and omniscient arenas here")
    ap.add_argument("--cpu-latency", type=int, metavar="DEALS", help="only the CPU-time latency over DEALS deals")
    args = ap.parse_args()
    if args.cpu_latency:
        print(json.dumps(cpu_latency(args.cpu_latency, args.seed, args.players)))
        return
    n = outcomes("normal", args.deals, args.seed, args.players, args.jobs, None)
    b = outcomes("basic", args.deals, args.seed, args.players, args.jobs, args.cache)
    out: dict = {"deals": args.deals, "seed": args.seed, "normal": n["report"], "basic": b["report"],
                 "normal_max_rounds": n["max_rounds"]}
    for key in ("lord", "rebel", "either"):
        mean, lo, hi = paired(n[key], b[key])
        out[f"{key}_paired"] = {"normal": round(statistics.fmean(n[key]), 4),
                                "basic": round(statistics.fmean(b[key]), 4),
                                "diff": round(mean, 4), "ci95": [round(lo, 4), round(hi, 4)]}
    if args.omniscient:
        o = outcomes("omniscient", args.deals, args.seed, args.players, args.jobs, args.cache)
        share, lo, hi = gap_closed(n["lord"], b["lord"], o["lord"])
        out["omniscient_lord"] = round(statistics.fmean(o["lord"]), 4)
        out["gap_closed"] = {"share": round(share, 3), "ci95": [round(lo, 3), round(hi, 3)]}
    print(json.dumps(out, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
