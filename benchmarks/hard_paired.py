"""困难 against 普通 on duplicate deals (issue 32's identity goals), paired per deal.

Plays `arena --a hard --b normal` and `arena --a normal --b normal` on the same deals, seats and
agent seeds and reports, with 95% intervals:

- the lord's side: 困难's win rate as 主公+忠臣 (against 普通 rebels) minus 普通's (against the
  same 普通 rebels), paired per deal;
- the rebels' side: the same as 反贼+内奸 (the 反贼 winning; and the 反贼 or the 内奸 winning).

Each run's per-deal rows can be saved (`--save`) and several runs (other seeds: disjoint deals)
reported together (`--report A.json B.json …`), so a long measure is taken in parts.

    PYTHONPATH=. .venv/bin/python benchmarks/hard_paired.py --deals 300 --seed 1 --budget-ms 100 --jobs 2 \\
        --save /tmp/hard-100-s1.json
    PYTHONPATH=. .venv/bin/python benchmarks/hard_paired.py --report /tmp/hard-100-s1.json /tmp/hard-100-s301.json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.arena import arena


def rows(a: str, deals: int, seed: int, players: int, jobs: int, budget: int) -> tuple[dict, dict]:
    """Per deal (seed + deal): lord's side won with A as it; rebels won / rebels or 内奸 won with A
    as them; and the report's figures."""
    rep = arena(a, "normal", deals=deals, seed=seed, players=players, jobs=jobs, budget_ms=budget)
    out: dict[str, dict[str, int]] = {}
    for g in rep.games:
        row = out.setdefault(str(seed + g.deal), {})
        if g.a_side == "lord":
            row["lord"] = int("lord" in g.winner_roles)
            row["lord_rounds"] = g.rounds
        else:
            row["rebel"] = int("rebel" in g.winner_roles)
            row["either"] = int("rebel" in g.winner_roles or "renegade" in g.winner_roles)
            row["rebel_rounds"] = g.rounds
        row.setdefault("reasons", []).append(g.reason)
        # 困难 seats' searched decisions: (ms of CPU time, worlds), so a long run's latency is pooled exactly
        row.setdefault("searched", []).extend((round(t * 1000, 2), w) for t, w in g.searched.get("a", ()))
    return out, rep.to_json()


def paired(xs: list[int], ys: list[int]) -> str:
    d = [x - y for x, y in zip(xs, ys, strict=True)]
    mean = statistics.fmean(d)
    half = 1.96 * statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
    return (f"{statistics.fmean(xs):.1%} vs {statistics.fmean(ys):.1%}: {mean * 100:+.1f} "
            f"[{(mean - half) * 100:+.1f}, {(mean + half) * 100:+.1f}] points ({len(d)} deals)")


def report(runs: list[dict]) -> None:
    hard = {k: v for r in runs for k, v in r["hard"].items()}
    normal = {k: v for r in runs for k, v in r["normal"].items()}
    deals = sorted(k for k in hard if k in normal and len(hard[k]) >= 4 and len(normal[k]) >= 4)
    for side, key in (("lord's side", "lord"), ("rebels' side (反贼 win)", "rebel"),
                      ("rebels' side (反贼 or 内奸 win)", "either")):
        print(f"  {side}: {paired([hard[d][key] for d in deals], [normal[d][key] for d in deals])}")
    longest = max(max(hard[d]["lord_rounds"], hard[d]["rebel_rounds"]) for d in deals)
    print(f"  the longest game with 困难 seats: {longest} rounds")
    reasons = Counter(r for d in deals for r in hard[d].get("reasons", ()))
    if reasons:
        print(f"  how the 困难 deals' games ended: {dict(reasons)}")
    searched = [t for d in deals for t in hard[d].get("searched", ())]
    if searched:
        ms = sorted(t for t, _ in searched)
        worlds = sorted(w for _, w in searched)
        print(f"  searched decisions (CPU ms): {len(ms)}, p50 {ms[len(ms) // 2]:.1f}, "
              f"p99 {ms[min(len(ms) - 1, int(0.99 * len(ms)))]:.1f}, max {ms[-1]:.1f}; "
              f"over 1.2x the budget {sum(t > 1.2 * runs[0]['budget'] for t in ms)}, "
              f"over 2x {sum(t > 2 * runs[0]['budget'] for t in ms)}; worlds median {worlds[len(worlds) // 2]}, "
              f"none {sum(w == 0 for w in worlds)}")
    for r in runs:
        js = r["report"]
        print(f"  run seed {r['seed']}, {r['deals']} deals, budget {r['budget']} ms: {js.get('searched_a')}; "
              f"errors {js['errors']}, illegal {js['illegal']}; {js['seconds']} s; load {r.get('load')}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, default=100)
    ap.add_argument("--chunk", type=int, default=10, help="deals a part: the rows are saved after each")
    ap.add_argument("--save", type=Path, default=None)
    ap.add_argument("--report", type=Path, nargs="+", default=None, help="report saved runs together")
    args = ap.parse_args()
    if args.report:
        report([json.loads(p.read_text()) for p in args.report])
        return
    import os
    start = time.perf_counter()
    run: dict = {"seed": args.seed, "deals": 0, "budget": args.budget_ms, "hard": {}, "normal": {}, "report": {},
                 "load": [], "seconds": 0.0}
    for first in range(0, args.deals, args.chunk):
        n = min(args.chunk, args.deals - first)
        hard, js = rows("hard", n, args.seed + first, args.players, args.jobs, args.budget_ms)
        normal, _ = rows("normal", n, args.seed + first, args.players, args.jobs, args.budget_ms)
        run["hard"].update(hard)
        run["normal"].update(normal)
        run["deals"] += n
        run["load"].append(os.getloadavg()[0])
        run["seconds"] = time.perf_counter() - start
        _merge(run["report"], js)
        if args.save is not None:
            args.save.write_text(json.dumps(run))
    report([run])


def _merge(total: dict, js: dict) -> None:
    """A part's report added to the run's: errors and illegal answers summed, searched decisions
    pooled (their counts, the worst of their p99 and max, the median of medians)."""
    total["errors"] = total.get("errors", 0) + js["errors"]
    total["illegal"] = total.get("illegal", 0) + js["illegal"]
    total["seconds"] = round(total.get("seconds", 0) + js["seconds"], 1)
    found = js.get("searched_a")
    if found:
        mine = total.setdefault("searched_a", {"decisions": 0, "p99_ms": 0.0, "max_ms": 0.0, "p50s": [],
                                                "worlds": [], "no_world": 0})
        mine["decisions"] += found["decisions"]
        mine["p99_ms"] = max(mine["p99_ms"], found["p99_ms"])
        mine["max_ms"] = max(mine["max_ms"], found["max_ms"])
        mine["p50s"].append(found["p50_ms"])
        mine["worlds"].append(found["worlds_median"])
        mine["no_world"] += found["no_world"]


if __name__ == "__main__":
    main()
