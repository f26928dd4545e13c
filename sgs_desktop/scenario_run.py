"""Running a scenario file: scripted seats, an agent for the others, a stop condition."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .ai.random_agent import RandomAgent
from .ai.scripted import ScriptedSeat, Unscripted
from .engine.errors import IllegalAnswer
from .engine.game import Game
from .modes.scenario_file import Scenario, load_scenario
from .packs.cardref import CardRefError
from .packs.deck import deck_rows


@dataclass
class ScenarioRun:
    game: Game
    ok: bool
    message: str = ""
    scripted_left: dict[int, int] = field(default_factory=dict)


def run_scenario(path: str | Path | None = None, scenario: Scenario | None = None, observer=None) -> ScenarioRun:
    """Load (or take) a checked scenario and run it to its stop condition.

    Raises ConfigError for a malformed file (nothing has run). A failure while
    running (unscripted request in strict mode, an illegal scripted answer) gives
    ok=False with the reason; the game is left where it stopped.
    """
    if scenario is None:
        if path is None:
            raise TypeError("run_scenario needs a scenario file or a Scenario")
        scenario = load_scenario(path)
    sc = scenario
    rows = deck_rows(sc.packs)
    game = Game.new(sc.config(), sc.seed, observer=observer)
    seats = []
    for seat, p in enumerate(sc.players):
        agent = None if sc.strict else RandomAgent(sc.seed * 100 + seat + 1)
        seats.append(ScriptedSeat(seat, p.script, rows, fallback=agent))
    while game.pending is not None:
        if sc.stop == "scripts_done" and all(s.done for s in seats):
            break
        req = game.pending
        try:
            answer = seats[req.seat].answer(req, None)
            game.answer(answer)
        except Unscripted as exc:
            return ScenarioRun(game, False, f"unscripted request: {exc}", _left(seats))
        except (IllegalAnswer, CardRefError) as exc:
            return ScenarioRun(game, False, f"seat {req.seat}: illegal scripted answer: {exc}", _left(seats))
    left = _left(seats)
    if any(left.values()):
        return ScenarioRun(game, False, f"the scenario stopped with scripted answers unused: {left}", left)
    return ScenarioRun(game, True, "", left)


def _left(seats: list[ScriptedSeat]) -> dict[int, int]:
    return {s.seat: len(s.queue) for s in seats}


def final_state(game: Game) -> list[dict]:
    """Each player's hp, life and cards per zone (ids), for printing."""
    out = []
    for p in game.players:
        out.append({"seat": p.seat, "role": p.role, "kingdom": p.kingdom,
                    "generals": [{"general": s.general, "shown": s.shown} for s in p.generals],
                    "alive": p.alive, "hp": p.hp, "max_hp": p.max_hp,
                    "hand": list(p.hand), "equip": p.equip_ids(), "judge": list(p.judge),
                    "chained": p.chained, "face_up": p.face_up})
    return out
