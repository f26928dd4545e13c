"""A game at a table (牌桌), Qt-free and without IO: the one table core that single-player
(local.py) and the LAN (net/server.py) both run.

It holds the host (host.py: the engine and its AI seats) and the chairs (`Chair`), decides who
answers the open request — a player, or an AI (AI fill for an empty chair; 托管 for a player
who is absent or silent) — and is the gate every player's answer passes: its seat, its request
id (`request_id`: the number of answers the game took before the request) and its legality. A
refused answer raises `Refused` (its code and message go to the player as they are) and changes
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ai.base import Seat
from ..engine.errors import EventError, IllegalAnswer
from ..engine.explain import explained
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..engine.wire import answer_from_json
from .host import Host


class Refused(Exception):
    """An answer, a frame or a message that is refused: `code` names the kind of fault (the LAN's error
    frame carries it), `message` says why, `request` is the request id an answer named."""

    def __init__(self, code: str, message: str, request: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request = request          # the request id an answer named (refused answers)


@dataclass
class Chair:
    """One seat of the table: empty (AI fill), or a player's (`name`, `token`); `standin` while an
    AI answers for an absent or silent player (托管)."""

    seat: int
    name: str = ""
    token: str = ""
    ready: bool = False
    connected: bool = False
    standin: bool = False

    @property
    def taken(self) -> bool:
        return bool(self.token)

    def public(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "player": self.taken, "ready": self.ready,
                "connected": self.connected, "ai": not self.taken or self.standin}


class Table:
    """`host` runs the game; `chairs[seat]` says who sits where; `make_ai(seat)` builds the agent
    that plays a chair nobody answers for."""

    def __init__(self, host: Host, chairs: list[Chair], make_ai: Callable[[int], Seat]) -> None:
        self.host = host
        self.chairs = chairs
        self.make_ai = make_ai
        self.conceding: set[int] = set()       # gave up, to be told to the game at their next request
        self._explained: tuple[Request[Any], Request[Any]] | None = None     # (the open request, explained)

    @property
    def request_id(self) -> int:
        """The open request's id (the answers taken before it)."""
        return self.host.game.decisions

    @property
    def pending(self) -> Request[Any] | None:
        return self.host.game.pending

    def played_by_ai(self, seat: int) -> bool:
        """Does an AI answer for `seat` now (an empty chair, or 托管)?"""
        chair = self.chairs[seat]
        return not chair.taken or chair.standin

    def asks(self, seat: int | None) -> bool:
        """Is the open request `seat`'s player's to answer (not an AI's standing in)? The one check
        of whose turn it is to answer (`asked`, `asked_player`, `answer` read it)."""
        req = self.pending
        return req is not None and seat is not None and req.seat == seat and not self.played_by_ai(seat)

    def asked(self, seat: int | None) -> Request[Any] | None:
        """The open request if `seat`'s player is the one asked, as a person reads it: with why the
        refused targets are refused (engine/explain.py; never made for an AI), else None."""
        return self.explained() if self.asks(seat) else None

    def explained(self) -> Request[Any] | None:
        """The open request with its reasons (made once per request)."""
        req = self.pending
        if req is None:
            return None
        made = self._explained
        if made is None or made[0] is not req:
            made = self._explained = (req, explained(self.host.game, req))
        return made[1]

    def asked_player(self) -> Chair | None:
        """The chair of the player who must answer the open request, or None (an AI's turn, or the
        game is over). A player back from 托管 takes the chair here, at its next request."""
        req = self.pending
        if req is None or not self.asks(req.seat):
            return None
        self.host.agents.pop(req.seat, None)
        return self.chairs[req.seat]

    def play_ai(self) -> bool:
        """Let the AI answer the open request if it is an AI's to answer; False otherwise."""
        self._settle()
        req = self.pending
        if req is None or not self.played_by_ai(req.seat):
            return False
        if req.seat not in self.host.agents:
            self.host.agents[req.seat] = self.make_ai(req.seat)
        return self.host.step()

    def thinking(self) -> bool:
        """Is the AI that is asked thinking in the background (困难: play_ai again soon)?"""
        return self.host.thinking

    def answer(self, seat: int | None, request_id: int, answer: Answer | dict[str, Any]) -> Answer:
        """A player's answer to request `request_id` (an Answer, or its JSON form): taken, or
        refused with Refused naming why (`not_seated`, `not_asked`, `stale`, `illegal`)."""
        if seat is None:
            raise Refused("not_seated", "a spectator answers nothing", request_id)
        req = self.pending
        current = self.request_id
        if req is None:
            raise Refused("not_asked", "nothing is asked: the game is over", request_id)
        if request_id < current:
            raise Refused("stale", f"request {request_id} is already answered", request_id)
        if request_id > current or not self.asks(seat):
            raise Refused("not_asked", f"it is not your turn to answer (request {request_id} was not asked "
                                       f"of seat {seat})", request_id)
        try:
            if isinstance(answer, dict):
                answer = answer_from_json(answer)
            self.host.answer(seat, answer)
        except (EventError, IllegalAnswer) as exc:
            raise Refused("illegal", str(exc), request_id) from None
        return answer

    def concede(self, seat: int) -> None:
        """投降: the player in `seat` gives up, now if it is asked, else at its next request (the
        game records it then); from now on its chair answers only the default answers, till it
        dies at the next phase boundary."""
        self.chairs[seat].standin = True
        self.conceding.add(seat)
        self._settle()

    def _settle(self) -> None:
        req = self.pending
        if req is not None and req.seat in self.conceding:
            self.conceding.discard(req.seat)
            self.host.concede(req.seat)

    def stand_in(self, seat: int) -> None:
        """托管: an AI answers for the player in `seat` from now on, until `take_back`."""
        self.chairs[seat].standin = True

    def take_back(self, seat: int) -> None:
        """The player takes the chair back (at its next request); not after giving up (投降)."""
        player = self.host.game.players[seat]
        if seat in self.conceding or player.conceded or not player.alive:
            return
        self.chairs[seat].standin = False
