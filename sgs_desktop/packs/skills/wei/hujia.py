"""护驾 (曹操, 主公技): when you need to use or play a 闪, you may ask the other Wei players, one by
one in seat order after you, to play a 闪 for you; the first who does provides it, and you count
as having used or played that 闪 yourself."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, RespondForFriend
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.usecard import ask_for_card

JINK = "jink"
_JINK_NAMES = frozenset({JINK})


def wei_helpers(g, owner) -> list[int]:
    """The other living Wei players, in seat order after `owner`."""
    return [s for s in g.others(owner.seat) if g.players[s].kingdom == "wei"]


#: 护驾: play a 闪 for `lord` (only for a friend)
ASK_HUJIA = PromptSpec("hujia", Arg("lord", SEAT), ai=RespondForFriend(0))


class Hujia(Skill):
    id = "hujia"
    lord = True
    timings = (T.CARD_ASKED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardAsk) -> bool:
        return (data.seat == owner.seat and owner.alive and JINK in data.names and data.provided is None
                and bool(wei_helpers(g, owner)))

    async def effect(self, g, owner, timing: T.Timing, data: T.CardAsk, choice: Any) -> None:
        for seat in wei_helpers(g, owner):
            # the helper's card is not played by the helper: it stays where it is until the lord
            # uses or plays it (the lord's use moves it out of the helper's hand)
            card = await ask_for_card(g, seat, _JINK_NAMES, "play", ASK_HUJIA(owner.seat),
                                      responding_to=data.responding_to)
            if card is not None:
                g.emit(E.Provide(seat=seat, to=owner.seat, skill=self.id, card=card.describe()))
                data.provided = card
                return


SKILLS = (Hujia(),)
