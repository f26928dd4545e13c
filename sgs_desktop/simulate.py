"""Headless games between agents: how the rules are tested at scale and measured."""

from __future__ import annotations

import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .ai.agents import AGENTS
from .ai.base import Seat, agent_seed, run_game
from .engine.config import GameConfig
from .engine.game import Game


def seat_agent(name: str, seed: int) -> Seat:
    """The agent `name` (ai.agents.AGENTS) for a seat of a headless game; 困难 with a short budget
    (50 ms of CPU time a searched decision: self-play at scale)."""
    if name == "hard":
        from .arena import make_agent
        return make_agent("hard", seed, 50)
    return AGENTS[name](seed)


@dataclass
class SimulationReport:
    games: int = 0
    finished: int = 0
    errors: int = 0
    decisions: int = 0
    turns: int = 0
    rounds: int = 0
    seconds: float = 0.0
    wins: Counter = field(default_factory=Counter)
    reasons: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        s = self.seconds or 1e-9
        return {"games": self.games, "finished": self.finished, "errors": self.errors,
                "decisions": self.decisions, "turns": self.turns, "seconds": round(self.seconds, 3),
                "decisions_per_second": round(self.decisions / s, 1), "turns_per_second": round(self.turns / s, 1),
                "games_per_second": round(self.games / s, 3), "wins": dict(sorted(self.wins.items())),
                "reasons": dict(sorted(self.reasons.items())),
                "avg_rounds": round(self.rounds / self.finished, 2) if self.finished else 0.0}


def side_of(game: Game, seat: int) -> str:
    """A seat's side for tallies: its role (身份) or its kingdom (国战, 野心家 included)."""
    p = game.players[seat]
    return p.role or p.kingdom or "unknown"


def play_one(config: GameConfig, seed: int, agent: str = "random") -> Game:
    game = Game.new(config, seed)
    seats = [seat_agent(agent, agent_seed(seed, s)) for s in range(config.players)]
    return run_game(game, seats)


def simulate(config: GameConfig, games: int, seed: int, agent: str = "random",
             save_records: str | Path | None = None, progress=None) -> SimulationReport:
    rep = SimulationReport()
    out_dir = Path(save_records) if save_records else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        rep.games += 1
        game = None
        try:
            game = play_one(config, game_seed, agent)
        except Exception:
            rep.errors += 1
            rep.failures.append(f"seed {game_seed}:\n{traceback.format_exc()}")
            continue
        finally:
            if game is not None and out_dir is not None:
                try:
                    game.record.save(out_dir / f"game-{game_seed}.json")
                except OSError as exc:      # (the directory was checked before the run; a full disk …)
                    rep.errors += 1
                    rep.failures.append(f"seed {game_seed}: cannot save its record: {exc}")
        rep.finished += 1
        rep.decisions += game.decisions
        rep.turns += game.turns
        rep.rounds += game.round
        res = game.result
        assert res is not None          # (it was played to its end)
        rep.reasons[res.reason] += 1
        if not res.winners:
            rep.wins["draw"] += 1
        for side in sorted({side_of(game, s) for s in res.winners}):
            rep.wins[side] += 1
        if progress is not None:
            progress(game_seed, game)
    rep.seconds = time.perf_counter() - start
    return rep
