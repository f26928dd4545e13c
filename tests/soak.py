"""Soak-test machinery: play random games and check everything after every event.

The leak check is independent of the engine's visibility masks: it replays
each seat's own log stream and decides from the event's zones alone what that
seat may see, so a wrong mask in the engine shows up as a leak here.
"""

from __future__ import annotations

import json

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.game import Game, GameConfig
from sgs_desktop.engine.invariants import check_invariants
from sgs_desktop.engine.protocol import answer_from_json, request_from_json
from sgs_desktop.engine.record import replay
from sgs_desktop.simulate import agent_seed

PUBLIC_ZONES = {"discard", "processing", "equip", "judge"}
OWNED_PRIVATE = {"hand", "pile"}


class Leak(AssertionError):
    pass


class SeatKnowledge:
    """What one seat legitimately knows, rebuilt from its own log stream."""

    def __init__(self, seat: int, lord: int) -> None:
        self.seat = seat
        self.where: dict[int, tuple[str, int]] = {}
        self.public_roles = {lord}
        self.cursor = 0     # global index of the next event to read

    def feed(self, ev: dict) -> None:
        k = ev["kind"]
        me = self.seat
        if k == "move":
            ids = ev["cards"]
            src, so, dst, do = ev["src"], ev["src_owner"], ev["dst"], ev["dst_owner"]
            public = src in PUBLIC_ZONES or dst in PUBLIC_ZONES
            mine = (src in OWNED_PRIVATE and so == me) or (dst in OWNED_PRIVATE and do == me)
            if ids is not None and not (public or mine):
                raise Leak(f"seat {me} sees the ids of a private move: {ev}")
            if ids is None and (public or mine):
                raise Leak(f"seat {me} should see this move's cards: {ev}")
            if ids is not None:
                for c in ids:
                    if dst == "draw":
                        self.where.pop(c, None)
                    else:
                        self.where[c] = (dst, do)
            elif src == "hand":
                for c, loc in list(self.where.items()):
                    if loc == ("hand", so):
                        del self.where[c]
        elif k == "reshuffle":
            for c, loc in list(self.where.items()):
                if loc[0] == "discard":
                    del self.where[c]
        elif k == "show":
            for c in ev["cards"]:
                self.where[c] = ("hand", ev["seat"])
        elif k == "death":
            self.public_roles.add(ev["seat"])
        elif k == "role" and ev["seat"] != me and ev["seat"] not in self.public_roles:
            raise Leak(f"seat {me} sees the hidden role of seat {ev['seat']}: {ev}")

    def check_view(self, view) -> None:
        me = self.seat
        for sv in view.players:
            if sv.seat == me:
                continue
            legit = {c for c, loc in self.where.items() if loc == ("hand", sv.seat)}
            extra = set(sv.known_hand) - legit
            if extra:
                raise Leak(f"seat {me}'s view shows seat {sv.seat}'s hand cards {sorted(extra)} it never saw")
            if sv.role is not None and sv.seat not in self.public_roles:
                raise Leak(f"seat {me}'s view shows the hidden role of seat {sv.seat}")


def soak_game(players: int, seed: int, *, round_limit: int = 300, generals: str = "none") -> dict:
    """Play one random game with every check on; return a small summary."""
    config = GameConfig(players=players, round_limit=round_limit, generals=generals)
    events = [0]

    def observe(g: Game, ev) -> None:
        events[0] += 1
        check_invariants(g)

    game = Game.new(config, seed, observer=observe)
    agents = [RandomAgent(agent_seed(seed, s)) for s in range(players)]
    lord = next(p.seat for p in game.players if p.role == "lord")
    know = [SeatKnowledge(s, lord) for s in range(players)]
    while game.pending is not None:
        req = game.pending
        seat = req.seat
        wire = json.loads(json.dumps(req.to_json()))
        assert request_from_json(wire) == req, f"request does not round-trip: {wire}"
        k = know[seat]
        for ev in game.log_for(seat, since=k.cursor):
            k.feed(ev)
        k.cursor = len(game.log)
        view = game.view(seat)
        k.check_view(view)
        assert view.hand == game.players[seat].hand
        answer = agents[seat].answer(req, view)
        assert answer_from_json(json.loads(json.dumps(answer.to_json()))) == answer
        game.answer(answer)
    for k in know:
        for ev in game.log_for(k.seat, since=k.cursor):
            if ev["kind"] != "game_over":
                k.feed(ev)
    assert game.result is not None
    rec = game.record
    back = type(rec).from_json(json.loads(json.dumps(rec.to_json())))
    result = replay(back)
    assert result.ok, result.message
    return {"decisions": game.decisions, "events": events[0], "reason": game.result.reason}
