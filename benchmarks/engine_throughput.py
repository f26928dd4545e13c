"""Engine throughput: decisions/s, turns/s and games/s for random agents, and peak memory.

    .venv/bin/python benchmarks/engine_throughput.py [--games 150] [--repeat 7] [--generals standard none]
                                                     [--mode identity hegemony hegemony-new] [--cpu N]

5- and 8-player identity games, with the standard generals (chosen at random: the classic table),
with every identity package's (`--generals packs`: 标准 风 火 林 山 神 …) and with blank generals;
and 5- and 8-player 国战 (Hegemony: random pairs of the 60 国战 generals), under the old rules and
under the new ones (`heg-new`: 新版国战, marks and 鏖战).
Then basic-AI identity games (the path players run), with the split of their time: the engine,
the seats' inputs (streams and applied seat states), and the AI's own thinking.

After start-up the process settles (`sgs_desktop.startup.settle`: gc.freeze, as the
`simulate` command and the window do). Runs on one core: this process, pinned to one CPU
(`--cpu`, default the last one). Each configuration is played `--repeat` times; the best run
is reported (other load on the machine only ever slows a run down, and on this shared machine
it comes and goes: many short runs catch a quiet moment), with the median beside it. The goal
(issues 2, 3, 6) is >= 20,000 decisions/s.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.simulate import play_one
from sgs_desktop.startup import settle

HEG = "heg"     # the `generals` label of the 国战 runs
SBP = "sbp"     # … and of the 国战 runs with the 势备篇 deck
HEG_NEW = "heg-new"     # … and of the 国战 runs under the new rules
PACKS = "packs"         # … and of the identity runs dealt from every identity package (风 火 林 山 神 …)


def make_config(players: int, generals: str) -> GameConfig:
    if generals in (HEG, HEG_NEW):
        return hegemony_config(players, round_limit=300, rules="new" if generals == HEG_NEW else "old")
    if generals == SBP:
        return hegemony_config(players, round_limit=300, packs=("hegemony_standard", "hegemony_strategic_advantage"))
    if generals == PACKS:
        from sgs_desktop.modes.identity import all_identity_packs
        return GameConfig(players=players, round_limit=300, packs=all_identity_packs())
    return GameConfig(players=players, round_limit=300, generals=generals)


def run(players: int, games: int, seed: int, generals: str) -> dict:
    config = make_config(players, generals)
    decisions = turns = 0
    gc.collect()
    t0 = time.perf_counter()
    c0 = time.process_time()
    for s in range(seed, seed + games):
        g = play_one(config, s)
        decisions += g.decisions
        turns += g.turns
    wall = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {"decisions": decisions, "turns": turns, "games": games, "wall": wall, "cpu": cpu}


def basic_split(players: int, games: int, seed: int) -> dict:
    """Basic-AI identity games (what players meet): decisions/s and where the time goes — the
    engine, the seats' inputs (their streams and applied seat states), the AI's own thinking."""
    from sgs_desktop.ai.base import SeatRunner
    from sgs_desktop.ai.basic import BasicAgent
    from sgs_desktop.engine.game import Game
    from sgs_desktop.simulate import agent_seed
    config = GameConfig(players=players)
    spent = {"inputs": 0.0, "ai": 0.0, "engine": 0.0}
    decisions = turns = 0
    gc.collect()
    c0 = time.process_time()
    for s in range(seed, seed + games):
        g = Game.new(config, s)
        runner = SeatRunner(g, [BasicAgent(agent_seed(s, i)) for i in range(players)], timing=True)
        while runner.step():
            pass
        for k, v in runner.spent.items():
            spent[k] += v
        decisions += g.decisions
        turns += g.turns
    cpu = time.process_time() - c0
    total = sum(spent.values()) or 1e-9
    return {"games": games, "decisions": decisions, "turns": turns, "decisions_per_second": round(decisions / cpu),
            "turns_per_second": round(turns / cpu),
            "split": {k: round(v / total, 3) for k, v in spent.items()}}


def peak_memory(players: int, games: int, generals: str) -> int:
    """Peak traced Python memory while playing games one after another (bytes)."""
    config = make_config(players, generals)
    tracemalloc.start()
    for s in range(games):
        play_one(config, s)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--cpu", type=int, default=None, help="the CPU to pin this process to (default: the last)")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-basic", action="store_true", help="skip the basic-AI games and their time split")
    ap.add_argument("--generals", nargs="+", default=["standard", "none"], choices=["standard", "none", PACKS],
                    help="identity runs: with the standard generals (the classic table), the generals of every "
                         "identity package (packs: 标准 风 火 林 山 神 …) and/or blank ones")
    ap.add_argument("--mode", nargs="+", default=["identity", "hegemony", "hegemony-new"],
                    choices=["identity", "hegemony", "hegemony-new", "strategic"],
                    help="hegemony-new: 国战 under the new rules; strategic: 国战 with the 势备篇 deck")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpus[-1] if args.cpu is None else args.cpu})
    settle()            # as `simulate` and the window do once started (gc.freeze)
    results = {}
    labels = (args.generals if "identity" in args.mode else []) + ([HEG] if "hegemony" in args.mode else []) \
        + ([HEG_NEW] if "hegemony-new" in args.mode else []) + ([SBP] if "strategic" in args.mode else [])
    for generals, players in [(gs, n) for gs in labels for n in (5, 8)]:
        runs = [run(players, args.games, args.seed, generals) for _ in range(args.repeat)]
        best = min(runs, key=lambda r: r["cpu"])
        d = best["decisions"]
        results[f"{players}p-{generals}"] = {
            "games": args.games, "decisions": d, "turns": best["turns"],
            "decisions_per_second": round(d / best["cpu"]),
            "decisions_per_second_median": round(statistics.median(r["decisions"] / r["cpu"] for r in runs)),
            "turns_per_second": round(best["turns"] / best["cpu"]),
            "games_per_second": round(args.games / best["cpu"], 1),
            "decisions_per_game": round(d / args.games, 1),
            "peak_traced_mb": round(peak_memory(players, 30, generals) / 2**20, 2),
        }
    if not args.no_basic:
        for players in (5, 8):
            runs = [basic_split(players, args.games // 3 or 1, args.seed) for _ in range(max(1, args.repeat // 2))]
            results[f"{players}p-basic"] = max(runs, key=lambda r: r["decisions_per_second"])
    results["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    results["python"] = sys.version.split()[0]
    if args.json:
        print(json.dumps(results))
        return
    print(f"engine throughput, random agents, one core, Python {results['python']}")
    for key in [k for k in results if k.endswith(("standard", "none", PACKS, HEG, HEG_NEW))]:
        r = results[key]
        print(f"  {key:>12}: {r['decisions_per_second']:>7} decisions/s (median {r['decisions_per_second_median']}), "
              f"{r['turns_per_second']:>6} turns/s, {r['games_per_second']:>6} games/s, "
              f"{r['decisions_per_game']} decisions/game, peak traced memory {r['peak_traced_mb']} MB")
    for key in [k for k in results if k.endswith("basic")]:
        r = results[key]
        sp = r["split"]
        print(f"  {key:>12}: {r['decisions_per_second']:>7} decisions/s, {r['turns_per_second']:>6} turns/s "
              f"(basic AI); time: engine {sp['engine']:.0%}, seat inputs {sp['inputs']:.0%}, AI {sp['ai']:.0%}")
    print(f"  process max RSS {results['max_rss_mb']} MB")


if __name__ == "__main__":
    main()
