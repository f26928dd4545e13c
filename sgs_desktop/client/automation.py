"""From an answer to the clicks that make it: drives a table (or its selection model) the way a
player would — used by UI tests and demos, and to check that every legal answer is clickable."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.protocol.answers import Answer, Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from ..engine.protocol.requests import OptionRequest, PlayRequest, Request, RespondRequest
from .selection import ArrangeSelection, OptionSelection, PickSelection, Selection, UseSelection

#: a card id, seat or hand position; a skill or option; the (top, bottom) of an arrangement
ClickValue = int | str | tuple[tuple[int, ...], tuple[int, ...]] | None


@dataclass(frozen=True)
class Click:
    """One user action: kind is card, seat, skill, name (the card a skill is to make: 蛊惑), ok,
    cancel, end, recast, option, pick_hand, pick_card or arrange; `value` is its argument."""

    kind: str
    value: ClickValue = None


def clicks_for(request: Request[Answer], answer: Answer) -> list[Click]:
    if isinstance(answer, Use):
        out: list[Click] = []
        if answer.skill is not None:
            out.append(Click("skill", answer.skill))
            if answer.name is not None and isinstance(request, (PlayRequest, RespondRequest)) \
                    and answer.name in UseSelection(request, skill=answer.skill).names():
                out.append(Click("name", answer.name))      # (蛊惑: the card is named first)
            out.extend(Click("card", c) for c in answer.cards)
        else:
            out.append(Click("card", answer.card))
        out.extend(Click("seat", t) for t in answer.targets)
        out.append(Click("ok"))
        return out
    if isinstance(answer, Recast):
        return [Click("card", answer.card), Click("recast")]
    if isinstance(answer, End):
        return [Click("end")]
    if isinstance(answer, Pass):
        return [Click("cancel")]
    if isinstance(answer, Cards):
        if not answer.cards:
            return [Click("cancel")]
        return [*(Click("card", c) for c in answer.cards), Click("ok")]
    if isinstance(answer, Seats):
        if not answer.seats:
            return [Click("cancel")]
        return [*(Click("seat", s) for s in answer.seats), Click("ok")]
    if isinstance(answer, Choose):
        assert isinstance(request, OptionRequest)
        if set(request.options) == {"yes", "no"}:
            return [Click("ok" if answer.option == "yes" else "cancel")]
        return [Click("option", answer.option)]
    if isinstance(answer, Pick):
        return [Click("pick_hand", answer.index)] if answer.index is not None else [Click("pick_card", answer.card)]
    if isinstance(answer, Arrange):
        return [Click("arrange", (answer.top, answer.bottom)), Click("ok")]
    raise TypeError(f"no clicks for {answer!r}")


def perform(selection: Selection, clicks: list[Click]) -> Answer | None:
    """Apply clicks to a selection model; the answer the last click gives (None: none yet)."""
    result: Answer | None = None
    for click in clicks:
        k, v = click.kind, click.value
        if k == "card":
            assert isinstance(v, int)
            selection.click_card(v)
        elif k == "seat":
            assert isinstance(v, int)
            if not selection.seat_selected(v):      # a sole target is already chosen for you
                selection.click_seat(v)
        elif k == "skill":
            assert isinstance(v, str)
            selection.click_skill(v)
        elif k == "name":
            assert isinstance(selection, UseSelection) and isinstance(v, str)
            selection.declare(v)
        elif k == "ok":
            result = selection.ok()
        elif k == "cancel":
            result = selection.cancel()
        elif k == "end":
            result = selection.end()
        elif k == "recast":
            result = selection.recast()
        elif k == "option":
            assert isinstance(selection, OptionSelection) and isinstance(v, str)
            result = selection.choose(v)
        elif k == "pick_hand":
            assert isinstance(selection, PickSelection) and isinstance(v, int)
            result = selection.pick_hand(v)
        elif k == "pick_card":
            assert isinstance(selection, PickSelection) and isinstance(v, int)
            result = selection.pick_card(v)
        elif k == "arrange":
            assert isinstance(selection, ArrangeSelection) and isinstance(v, tuple)
            top, bottom = v
            selection.top, selection.bottom = [], []
            for c in top:
                selection.move(c, False)
            for c in bottom:
                selection.move(c, True)
        else:
            raise ValueError(f"unknown click {k!r}")
    return result

