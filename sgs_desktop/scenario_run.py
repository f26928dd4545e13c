"""Running a scenario file: scripted seats, an agent for the others, a stop condition.

The run keeps, beside the game's log, which prompts were offered to whom (`Offered`: the seat and
the request's kind, nothing more — what a spectator sees as "seat 2 is thinking") and the scripted
answers refused as their script expected (`Refused`), each at its place in the log.
"""

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
from .packs.skills.common import used_skill


@dataclass(frozen=True)
class Offered:
    """A prompt offered: to `seat`, of `kind` (play, respond, cards …), after log event `at` - 1."""

    at: int
    seat: int
    kind: str

    def to_json(self) -> dict:
        return {"kind": "prompt", "seat": self.seat, "request": self.kind}


@dataclass(frozen=True)
class Refused:
    """A scripted answer marked `refused` that was refused: `seat`'s script[`index`], the engine's
    message (the author's to read: the public line names only the seat and the index)."""

    at: int
    seat: int
    index: int
    message: str

    def to_json(self) -> dict:
        return {"kind": "refused", "seat": self.seat, "script_index": self.index}


@dataclass
class ScenarioRun:
    game: Game
    ok: bool
    message: str = ""
    scripted_left: dict[int, int] = field(default_factory=dict)
    offered: list[Offered] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)


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
    offered: list[Offered] = []
    refused: list[Refused] = []
    last = None
    while game.pending is not None:
        if sc.stop == "scripts_done" and all(s.done for s in seats):
            break
        req = game.pending
        if req is not last:
            offered.append(Offered(len(game.log), req.seat, req.kind))
            last = req
        script = seats[req.seat]
        expected = script.refusal_expected()
        try:
            answer = script.answer(req, None)
            if expected is not None:
                why = _expect_refusal(game, answer, expected, f"players[{req.seat}].script[{script.used - 1}]")
                refused.append(Refused(len(game.log), req.seat, script.used - 1, why))
                continue
            game.answer(answer)
        except Unscripted as exc:
            return ScenarioRun(game, False, f"unscripted request: {exc}", _left(seats), offered, refused)
        except (IllegalAnswer, CardRefError) as exc:
            return ScenarioRun(game, False, f"seat {req.seat}: illegal scripted answer: {exc}", _left(seats),
                               offered, refused)
        except RefusalMissing as exc:
            return ScenarioRun(game, False, str(exc), _left(seats), offered, refused)
    left = _left(seats)
    if any(left.values()):
        return ScenarioRun(game, False, f"the scenario stopped with scripted answers unused: {left}", left,
                           offered, refused)
    return ScenarioRun(game, True, "", left, offered, refused)


class RefusalMissing(RuntimeError):
    """A scripted answer marked `refused` was accepted, or refused for another reason."""


def _expect_refusal(game: Game, answer, expected: bool | str, where: str) -> str:
    """Give an answer the script expects refused; the engine's message (nothing changed), or
    RefusalMissing when it was accepted (the game went on with it) or refused for other words."""
    try:
        game.answer(answer)
    except IllegalAnswer as exc:
        why = str(exc)
        if isinstance(expected, str) and expected not in why:
            raise RefusalMissing(f"{where}: refused, but not as expected ({expected!r}): {why}") from None
        return why
    raise RefusalMissing(f"{where}: marked refused = {expected!r}, but the answer was accepted")


def _left(seats: list[ScriptedSeat]) -> dict[int, int]:
    return {s.seat: len(s.queue) for s in seats}


def final_state(game: Game) -> list[dict]:
    """Each player's hp, life, cards per zone (ids), marks, piles, skills (those of face-down
    generals too), the 限定技 used and 觉醒技 woken, and the generals removed: the author's view."""
    out = []
    for p in game.players:
        out.append({"seat": p.seat, "role": p.role, "kingdom": p.kingdom,
                    "generals": [{"general": s.general, "shown": s.shown, "removed": s.removed} for s in p.generals],
                    "alive": p.alive, "hp": p.hp, "max_hp": p.max_hp,
                    "hand": list(p.hand), "equip": p.equip_ids(), "judge": list(p.judge),
                    "chained": p.chained, "face_up": p.face_up,
                    "marks": dict(sorted(p.marks.items())),
                    "piles": {name: list(cards) for name, cards in sorted(p.piles.items()) if cards},
                    "skills": [s.id for s in p.skills],
                    "used_skills": [s.id for s in p.skills if used_skill(s, p)],
                    "removed_generals": [s.general for s in p.generals if s.removed]})
    return out


def draw_pile_order(game: Game) -> list[int]:
    """The draw pile, top card first."""
    return list(reversed(game.draw_pile))
