"""AI strength: the basic AI against random agents over duplicate deals (5-player identity), and
what hidden information is worth (the omniscient variant against the basic AI).

    .venv/bin/python benchmarks/ai_strength.py [--deals 1000] [--jobs 2]

Goals (issue 5): basic wins >= 90% as the lord's side and >= 90% as the rebels' side against
random; decision latency p99 <= 20 ms, max <= 200 ms; zero illegal answers.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.arena import arena


def line(rep: dict, key: str) -> str:
    r = rep[key]
    return f"{r['rate']:.1%} [{r['ci95'][0]:.1%}, {r['ci95'][1]:.1%}] of {r['games']}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    main_rep = arena("basic", "random", deals=args.deals, seed=args.seed, players=5, jobs=args.jobs).to_json()
    omni = arena("omniscient", "basic", deals=max(50, args.deals // 5), seed=args.seed + 1, players=5,
                 jobs=args.jobs).to_json()
    if args.json:
        print(json.dumps({"basic_vs_random": main_rep, "omniscient_vs_basic": omni}))
        return
    lat = main_rep["latency_a"]
    goals = {
        "lord side >= 90%": main_rep["a_as_lord_side"]["rate"] >= 0.9,
        "rebel side >= 90%": main_rep["a_as_rebel_side"]["rate"] >= 0.9,
        "p99 <= 20 ms": lat["p99_ms"] <= 20,
        "max <= 200 ms": lat["max_ms"] <= 200,
        "no illegal answers": main_rep["illegal"] == 0 and main_rep["errors"] == 0,
    }
    print(f"basic vs random, 5 players, {main_rep['deals']} duplicate deals ({main_rep['games']} games, "
          f"{main_rep['seconds']} s):")
    print(f"  basic as the lord's side:  {line(main_rep, 'a_as_lord_side')}")
    print(f"  basic as the rebels' side: {line(main_rep, 'a_as_rebel_side')} "
          f"(+ its renegade won {main_rep['a_as_rebel_side_renegade_wins']['rate']:.1%})")
    print(f"  random as the lord's side: {line(main_rep, 'b_as_lord_side')}; as the rebels' side: "
          f"{line(main_rep, 'b_as_rebel_side')}")
    print(f"  basic decision latency: p50 {lat['p50_ms']} ms, p99 {lat['p99_ms']} ms, max {lat['max_ms']} ms "
          f"over {lat['decisions']} decisions; faults: {main_rep['errors']} errors, {main_rep['illegal']} illegal")
    print(f"  average game: {main_rep['avg_rounds']} rounds, {main_rep['avg_decisions']} decisions")
    print(f"omniscient vs basic ({omni['deals']} deals): omniscient as the lord's side "
          f"{line(omni, 'a_as_lord_side')}, basic as the lord's side {line(omni, 'b_as_lord_side')}; "
          f"paired difference {omni['paired_lord_side_difference']['mean']:+.3f} "
          f"{omni['paired_lord_side_difference']['ci95']}")
    print("goals: " + ", ".join(f"{k}: {'met' if v else 'NOT met'}" for k, v in goals.items()))


if __name__ == "__main__":
    main()
