"""What a 困难 seat's sampling costs (issue 32's goals: a sample at 8 players ≤ 1 ms median; another
rollout from a built sample cheaper still).

For seeded 普通-AI games stopped at a play-phase decision from round 2 on, one seat's knowledge is
read (its view, its own stream, its beliefs) and, many times over:

- snapshot: the sampler's input, made once a decision;
- sample + build: a world drawn (hands, the draw pile, roles or face-down generals) and a game
  built from it, standing at the decision (`engine.position.start`);
- build again: another game from the same drawn world (a second candidate's rollout).

    .venv/bin/python benchmarks/hard_sampling.py            # identity 5 and 8, 国战 8 (new rules)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sgs_desktop.modes  # noqa: F401 - registers the modes
from sgs_desktop.ai.base import SeatRunner, agent_seed
from sgs_desktop.ai.hard.knowledge import PublicRoles, SeatKnowledge
from sgs_desktop.ai.hard.sampler import sample, snapshot
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.position import start
from sgs_desktop.engine.protocol.requests import PlayRequest
from sgs_desktop.engine.rng import Rng
from sgs_desktop.modes.hegemony import hegemony_config


def decisions(config: GameConfig, games: int):
    """(view, knowledge, beliefs, public) of a seat at a play-phase decision, one per game."""
    for seed in range(games):
        game = Game.new(config, seed)
        agents = [NormalAgent(agent_seed(seed, s)) for s in range(config.players)]
        runner = SeatRunner(game, agents)
        seen = 0
        while game.pending is not None:
            req = game.pending
            if isinstance(req, PlayRequest) and game.round >= 2:
                seen += 1
                if seen == 3:
                    break
            runner.step()
        if game.pending is None:
            continue
        me = game.pending.seat
        events = game.log.visible(me)
        knowledge = SeatKnowledge()
        knowledge.observe(events)
        beliefs = NormalAgent(1).beliefs
        beliefs.observe(events)
        public = PublicRoles()
        public.observe(events)
        view = game.view(me)
        beliefs.meet(view)
        public.meet(view)
        yield view, knowledge, beliefs, public


def measure(name: str, config: GameConfig, games: int, per: int) -> None:
    snaps, builds, rebuilds = [], [], []
    for view, knowledge, beliefs, public in decisions(config, games):
        t0 = time.perf_counter()
        snap = snapshot(view, knowledge, beliefs, public)
        snaps.append(time.perf_counter() - t0)
        rng = Rng(7)
        for i in range(per):
            t0 = time.perf_counter()
            pos = sample(snap, rng, "play", True)
            start(pos, i)
            t1 = time.perf_counter()
            start(pos, i + 1)
            t2 = time.perf_counter()
            builds.append(t1 - t0)
            rebuilds.append(t2 - t1)

    def ms(xs: list[float]) -> str:
        xs = sorted(xs)
        return f"median {statistics.median(xs) * 1000:.3f} ms, p90 {xs[int(len(xs) * 0.9)] * 1000:.3f} ms"

    print(f"{name}: snapshot {ms(snaps)} ({len(snaps)} decisions)")
    print(f"{name}: sample + build {ms(builds)}; build again from the sample {ms(rebuilds)} ({len(builds)} each)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--per", type=int, default=50, help="samples per decision")
    args = ap.parse_args()
    import sgs_desktop
    print(f"({sgs_desktop.NATIVE} build)")
    measure("identity 5p", GameConfig(players=5), args.games, args.per)
    measure("identity 8p", GameConfig(players=8), args.games, args.per)
    measure("国战 8p new rules", hegemony_config(8, rules="new"), args.games, args.per)


if __name__ == "__main__":
    main()
