"""`NewRulesTable`: a strict 国战 scenario table under the new rules (`[game] rules = "new"`),
for the tests of the skills the new rules change (HegTable otherwise)."""

from __future__ import annotations

from typing import Any

from heg import HegTable
from table import _check

from sgs_desktop.engine.game import Game
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.deck import deck_rows


class NewRulesTable(HegTable):
    def __init__(self, players: list[dict], *, top: list = (), discard: list = (), current: int | None = None,
                 phase: str = "play", stop: str = "turn_end", seed: int = 1) -> None:
        game: dict[str, Any] = {"phase": phase, "stop": stop, "seed": seed, "strict": True, "round_limit": 0,
                                "mode": "hegemony", "rules": "new"}
        if current is not None:
            game["current"] = current
        self.scenario = parse_scenario({"game": game, "players": players,
                                        "deck": {"top": list(top), "discard": list(discard)}}, "test")
        self.sc = self.scenario.to_json()
        self.rows = deck_rows(self.sc["packs"])
        self.g = Game.new(self.scenario.config(), self.sc["seed"], observer=_check)
        self.log_start = 0

    def skills(self, seat: int) -> list[str]:
        return [s.id for s in self.p(seat).skills]
