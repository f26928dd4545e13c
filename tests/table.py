"""Strict scenario tests: stack the deck, script every answer, assert outcome and log.

    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hand": ["闪 ♥2"]}],
              phase="play", top=["桃 ♥3"])
    h = Table([{"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"], "shown": [False, False]}],
              mode="hegemony")             # 国战: a pair per seat (see HegTable in heg.py)
    t.play(0, "杀 ♠7", targets=[1])        # seat 0's PlayRequest: use that card
    t.respond(1, "闪 ♥2")                   # seat 1's RespondRequest
    t.end_play(0)
    t.finish()                              # the scenario's stop: nothing else may be asked

Every request must be answered explicitly with the right seat and kind; an
unexpected request fails the test (`expect` raises with the request JSON).
Card arguments are references ("杀 ♠7") resolved against what the request offers.
"""

from __future__ import annotations

import json
from typing import Any

from invariants import check_invariants

from sgs_desktop.ai.scripted import resolve_refs
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.requests import Request
from sgs_desktop.engine.wire import request_from_json
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.cardref import matching_ids
from sgs_desktop.packs.deck import deck_rows


class Table:
    def __init__(self, players: list[dict], *, top: list = (), discard: list = (), current: int | None = None,
                 phase: str = "play", stop: str = "turn_end", seed: int = 1, round_limit: int = 0,
                 mode: str = "identity", victory: str | None = None, rules: str | None = None,
                 packs: list[str] | None = None) -> None:
        game: dict[str, Any] = {"phase": phase, "stop": stop, "seed": seed, "strict": True,
                                "round_limit": round_limit, "mode": mode}
        if packs is not None:
            game["packs"] = list(packs)
        if victory is not None:
            game["victory"] = victory
        if rules is not None:
            game["rules"] = rules               # 国战: the rules profile ("old" / "new")
        if current is not None:
            game["current"] = current
        self.scenario = parse_scenario({"game": game, "players": players,
                                        "deck": {"top": list(top), "discard": list(discard)}}, "test")
        self.sc = self.scenario.to_json()
        self.rows = deck_rows(self.sc["packs"])
        self.g = Game.new(self.scenario.config(), self.sc["seed"], observer=_check)
        self.log_start = 0

    # ---------------------------------------------------------------- cards
    def id(self, ref: str) -> int:
        """The id of a card placed by this scenario (or the first copy in the deck)."""
        ids = matching_ids(self.rows, ref, "test")
        placed = {c for p in self.sc["players"] for k in ("hand", "equip", "judge") for c in p[k]}
        placed |= set(self.sc["top"]) | set(self.sc["discard"])
        for i in ids:
            if i in placed:
                return i
        assert ids, f"no card {ref}"
        return ids[0]

    def ids(self, *refs: str) -> list[int]:
        return [self.id(r) for r in refs]

    def p(self, seat: int):
        return self.g.players[seat]

    def hand(self, seat: int) -> set[int]:
        return set(self.g.players[seat].hand)

    # ---------------------------------------------------------------- requests
    @property
    def pending(self) -> Request | None:
        return self.g.pending

    def expect(self, seat: int, kind: str) -> Request:
        req = self.g.pending
        assert req is not None, f"expected a {kind!r} request for seat {seat}, but nothing is asked " \
                                f"(result {self.g.result})"
        if req.seat != seat or req.kind != kind:
            raise AssertionError(f"expected a {kind!r} request for seat {seat}, got: {json.dumps(req.to_json())}")
        # every request round-trips through JSON
        assert request_from_json(json.loads(json.dumps(req.to_json()))) == req
        return req

    def answer(self, seat: int, kind: str, answer: dict) -> None:
        req = self.expect(seat, kind)
        self.g.answer(resolve_refs(answer, req, self.rows))

    def play(self, seat: int, card: str | None = None, targets: list[int] = (), *, skill: str | None = None,
             cards: list[str] = (), name: str | None = None) -> None:
        """Answer seat's PlayRequest with a use."""
        a: dict[str, Any] = {"type": "use", "targets": list(targets)}
        if card is not None:
            a["card"] = card
        if skill is not None:
            a["skill"] = skill
            a["cards"] = list(cards)
            if name:
                a["name"] = name
        self.answer(seat, "play", a)

    def recast(self, seat: int, card: str) -> None:
        self.answer(seat, "play", {"type": "recast", "card": card})

    def end_play(self, seat: int) -> None:
        self.answer(seat, "play", {"type": "end"})

    def respond(self, seat: int, card: str | None = None, *, skill: str | None = None, cards: list[str] = (),
                names: tuple[str, ...] | None = None) -> None:
        """Answer seat's RespondRequest: use/play `card` (or a skill), or pass when both are None."""
        if names is not None:
            assert self.expect(seat, "respond").names == names, self.g.pending.to_json()
        if card is None and skill is None:
            self.answer(seat, "respond", {"type": "pass"})
        elif skill is not None:
            self.answer(seat, "respond", {"type": "use", "skill": skill, "cards": list(cards)})
        else:
            self.answer(seat, "respond", {"type": "use", "card": card})

    def passes(self, *seats: int) -> None:
        for s in seats:
            self.respond(s)

    def choose(self, seat: int, option: str) -> None:
        self.answer(seat, "option", {"type": "option", "option": option})

    def yes(self, seat: int) -> None:
        self.choose(seat, "yes")

    def no(self, seat: int) -> None:
        self.choose(seat, "no")

    def cards(self, seat: int, *cards: str) -> None:
        self.answer(seat, "cards", {"type": "cards", "cards": list(cards)})

    def pick(self, seat: int, card: str | None = None, index: int | None = None) -> None:
        a: dict[str, Any] = {"type": "pick"}
        if card is not None:
            a["card"] = card
        if index is not None:
            a["index"] = index
        self.answer(seat, "pick", a)

    def pick_hidden(self, seat: int, card: str) -> int:
        """Answer seat's face-down PickRequest with the position that holds `card` now (positions
        are a fresh permutation for every pick: read from the engine's omniscient `face_down`).
        Returns the position."""
        self.expect(seat, "pick")
        index = self.g.face_down.index(self.id(card))
        self.pick(seat, index=index)
        return index

    def seats(self, seat: int, *seats: int) -> None:
        self.answer(seat, "seats", {"type": "seats", "seats": list(seats)})

    def finish(self, reason: str = "scenario_stop") -> None:
        """Nothing more is asked and the game stopped for `reason`."""
        req = self.g.pending
        assert req is None, f"unscripted request: {json.dumps(req.to_json())}"
        assert self.g.result is not None and self.g.result.reason == reason, self.g.result

    # ---------------------------------------------------------------- log
    def log(self, kind: str | None = None, seat: int | None = -1) -> list[dict]:
        evs = self.g.log_for(seat)
        return [e for e in evs if kind is None or e["kind"] == kind]

    def kinds(self) -> list[str]:
        return [e["kind"] for e in self.g.log_for(-1)]

    def damage_log(self) -> list[tuple]:
        return [(e["source"], e["target"], e["amount"], e["nature"]) for e in self.log("damage")]


def _check(g: Game, ev) -> None:
    check_invariants(g)
