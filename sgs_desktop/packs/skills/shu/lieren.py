"""烈刃 (祝融): after a 杀 you use deals damage to one of its targets, you may 拼点 with that
player; if you win, you take one of its cards (hand or equipment).

Both need a hand card, and the target must still be alive; damage a chain passes on is not to the
杀's target. The two 拼点 cards go to the discard pile once the card is taken."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian
from ....engine.advice import OWNER_LOSES, Custom
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

#: how high our best card must be for a 拼点 worth a card (K = 13)
GOOD_NUMBER = 9


def _lieren_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """拼点 an enemy with a card likely to win (a friend keeps its cards)."""
    target = req.prompt.args[-1]
    best = max((judge.number(c) for c in judge.view.hand), default=0)
    return Choose("yes" if judge.att(target) < 0 and best >= GOOD_NUMBER else "no")


#: 烈刃 (the 拼点 won): take one of `target`'s cards
ASK_LIEREN_GAIN = PromptSpec("lieren_gain", Arg("target", SEAT), ai=OWNER_LOSES)


class Lieren(Skill):
    """烈刃: 拼点 the player your 杀 hurt; win, take a card."""

    id = "lieren"
    timings = (T.DAMAGE_DONE,)
    invoke = Invoke(Arg("target", SEAT), ai=Custom(_lieren_ai))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        use = data.use
        if (use is None or data.source != owner.seat or use.user != owner.seat or data.chain
                or use.card.name != "slash" or data.target not in use.targets or data.target == owner.seat):
            return False
        return owner.alive and bool(owner.hand) and g.players[data.target].alive and bool(g.players[data.target].hand)

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target)) or None

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        target = data.target
        result = await pindian(g, owner.seat, target, self.id)
        victim = g.players[target]
        if result.source_wins and owner.alive and victim.alive and (victim.hand or victim.equips):
            cid = await g.pick_card(owner.seat, target, "he", ASK_LIEREN_GAIN(target))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)
        await finish_pindian(g, result)


SKILLS = (Lieren(),)
