"""The scripted seat: answers from a queue, in the protocol's JSON form.

Card fields may be references ("杀 ♠7") instead of ids: they are resolved
against the cards the request offers, so two copies of a card need no care.
An unscripted request raises `Unscripted` (strict tests and scenarios).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine.events import Event
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import ArrangeRequest, CardsRequest, PickRequest, PlayRequest, Request, RespondRequest
from ..engine.view import PlayerView
from ..engine.wire import answer_from_json
from ..packs.cardref import matching_ids
from ..packs.deck import CardRow

#: a scripted answer's mark: the answer is expected to be refused (a scenario checks it and goes on)
REFUSED = "refused"


class Unscripted(RuntimeError):
    """A seat was asked something its script does not answer."""


def offered_cards(req: Request) -> list[int]:
    """Every card id a request lets its seat name."""
    if isinstance(req, (PlayRequest, RespondRequest)):
        out = []
        for o in req.options:
            if o.card is not None:
                out.append(o.card)
            out.extend(o.cards)
        if isinstance(req, PlayRequest):
            out.extend(req.recast)
        return out
    if isinstance(req, (CardsRequest, PickRequest, ArrangeRequest)):
        return list(req.cards)
    return []


def resolve_refs(answer: dict, req: Request, rows: Sequence[CardRow]) -> dict:
    """Replace card references in a scripted answer by the ids the request offers."""
    offered = offered_cards(req)
    out = dict(answer)

    def one(ref: Any, where: str, taken: Sequence[Any] = ()) -> Any:
        if not isinstance(ref, str):
            return ref
        ids = matching_ids(rows, ref, where)
        for i in ids:
            if i in offered and i not in taken:     # (two copies named alike: the next one offered)
                return i
        return ids[0] if ids else ref

    if "card" in out:
        out["card"] = one(out["card"], "card")
    for key in ("cards", "top", "bottom"):          # (an arrangement's two lists: 观星)
        if isinstance(out.get(key), list):
            taken: list[Any] = []
            for ref in out[key]:
                taken.append(one(ref, key, taken))
            out[key] = taken
    return out


class ScriptedSeat:
    name = "script"
    wants_view = False

    def observe(self, events: list[Event]) -> None:
        pass

    def __init__(self, seat: int, answers: Iterable[dict], rows: Sequence[CardRow], fallback: Any = None) -> None:
        self.seat = seat
        self.queue: deque[dict] = deque(answers)
        self.rows = rows
        self.fallback = fallback
        self.used = 0           # scripted answers given so far (the next one's index in the script)

    def refusal_expected(self) -> bool | str | None:
        """The next scripted answer's `refused` mark (true, or words its refusal holds), or None."""
        return self.queue[0].get(REFUSED) if self.queue else None

    @property
    def done(self) -> bool:
        return not self.queue

    def answer(self, request: Request, view: PlayerView | None = None) -> Answer:
        if not self.queue:
            if self.fallback is not None:
                return self.fallback.answer(request, view)
            raise Unscripted(f"seat {self.seat} was asked a {request.kind!r} request with no scripted answer "
                             f"left: {request.to_json()}")
        scripted = {k: v for k, v in self.queue.popleft().items() if k != REFUSED}
        self.used += 1
        return answer_from_json(resolve_refs(scripted, request, self.rows))
