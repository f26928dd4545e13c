"""激将 (刘备, 主公技): when you need to use or play a 杀, you may ask the other 蜀 players, in seat
order after you, to play a 杀 for you; the first who does provides it, and you use or play it."""

from __future__ import annotations

from typing import Any

import msgspec

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, RespondForFriend
from ....engine.cards import VirtualCard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import Invoke, Skill
from ....engine.usecard import ask_for_card

SLASH = "slash"
_SLASH_NAMES = frozenset({SLASH})


class JijiangAsking(msgspec.Struct, eq=False):
    """On `g.stack` while a lord asks for a 杀: those asked cannot pass the request on (no nested 激将)."""

    seat: int


#: 激将: play a 杀 for `lord` (only for a friend)
ASK_JIJIANG = PromptSpec("jijiang", Arg("lord", SEAT), ai=RespondForFriend(0))


class Jijiang(Skill):
    id = "jijiang"
    lord = True
    view_as = True
    timings = (T.CARD_ASKED,)
    invoke = Invoke(ai=ALWAYS)

    @staticmethod
    def helpers(g, owner) -> list[int]:
        """The other living 蜀 players, in seat order after `owner`."""
        return [s for s in g.others(owner.seat) if g.players[s].kingdom == "shu"]

    @staticmethod
    def asking(g) -> bool:
        return any(isinstance(x, JijiangAsking) for x in g.stack)

    def usable(self, g, owner) -> bool:
        return owner.alive and not self.asking(g) and bool(self.helpers(g, owner))

    async def ask_helpers(self, g, owner, responding_to: Any = None) -> Any:
        """Ask each 蜀 player in turn to play a 杀 for `owner`; the first card given, or None."""
        marker = JijiangAsking(owner.seat)
        g.stack.append(marker)
        try:
            for seat in self.helpers(g, owner):
                card = await ask_for_card(g, seat, _SLASH_NAMES, "play", ASK_JIJIANG(owner.seat),
                                          responding_to=responding_to)
                if card is not None:
                    g.emit(E.Provide(seat=seat, to=owner.seat, skill=self.id, card=card.describe()))
                    return card
            return None
        finally:
            g.stack.remove(marker)

    # ---- answering (需要打出或使用杀时)
    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardAsk) -> bool:
        return (data.seat == owner.seat and SLASH in data.names and data.provided is None
                and self.usable(g, owner))

    async def effect(self, g, owner, timing: T.Timing, data: T.CardAsk, choice: Any) -> None:
        card = await self.ask_helpers(g, owner, data.responding_to)
        if card is not None:
            data.provided = card

    # ---- the play phase: a 杀 whose card comes from someone else
    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        if names is not None or not self.usable(g, owner):
            return []   # answers go through CARD_ASKED above
        behaviour = g.behaviours[SLASH]
        probe = VirtualCard(behaviour, (), self.id)
        if not behaviour.usable_in_play(g, owner, probe):
            return []
        spec = behaviour.target_spec(g, owner, probe)
        if spec is None:
            return []
        return [CardOption(SLASH, None, self.id, (), 0, 0, spec)]

    def view_as_card(self, g, owner, answer):
        return VirtualCard(g.behaviours[SLASH], (), self.id)

    async def produce_card(self, g, owner, answer):
        g.note_skill(owner.seat, self.id)
        return await self.ask_helpers(g, owner)


SKILLS = (Jijiang(),)
