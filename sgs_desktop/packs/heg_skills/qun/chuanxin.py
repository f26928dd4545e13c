"""穿心 (张任): when a 杀 or 决斗 you use in your play phase would damage a target of another
kingdom who has a deputy general, you may prevent that damage: the target chooses — discard every
card of their equipment area (at least one) and lose 1 HP, or remove their deputy general."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import AdvisedSeat, Custom
from ....engine.health import lose_hp
from ....engine.kingdoms import same_kingdom
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.protocol.requests import OptionRequest
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone
from ..position import has_deputy

EQUIPS_AND_HP, DEPUTY = "discard_equips_lose_hp", "remove_deputy"


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Keep the deputy while the equipment is little and the HP can pay."""
    me = judge.my
    if EQUIPS_AND_HP in req.options and me.hp > 1 and len(me.equips) <= 2:
        return Choose(EQUIPS_AND_HP)
    return Choose(DEPUTY)


def _invoke_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Against an enemy: the choice hurts more than the damage, unless the damage would kill."""
    target = req.prompt.args[-1]
    p = judge.p(target)
    return Choose("yes" if judge.att(target) < -0.2 and p.hp > 1 else "no")


#: 穿心: `source`'s 穿心 — discard all equipment and lose 1 HP, or remove the deputy
ASK_CHUANXIN_CHOICE = PromptSpec("chuanxin_choice", Arg("source", SEAT), ai=Custom(_choice_ai))


class Chuanxin(Skill):
    """穿心: the damage prevented for a harder choice."""

    id = "chuanxin"
    timings = (T.DAMAGE_CAUSING,)
    invoke = Invoke(Arg("target", SEAT), ai=Custom(_invoke_ai))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        use = data.use
        if (data.source != owner.seat or use is None or use.user != owner.seat or data.card is None
                or data.card.name not in ("slash", "duel") or data.amount <= 0 or not owner.alive):
            return False
        turn = g.turn
        if turn is None or turn.seat != owner.seat or use.phase != "play":
            return False
        target = g.players[data.target]
        return target.alive and has_deputy(target) and not same_kingdom(owner, target)

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target)) or None

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        target = g.players[data.target]
        if same_kingdom(owner, target):
            return                              # (shown to invoke it: now of one kingdom)
        data.prevented = True
        options = (EQUIPS_AND_HP, DEPUTY) if target.equips else (DEPUTY,)
        picked = await g.choose_option(target.seat, options, ASK_CHUANXIN_CHOICE(owner.seat))
        if picked == EQUIPS_AND_HP:
            await move_cards(g, target.equip_ids(), Zone.DISCARD, reason=self.id, by=target.seat)
            if target.alive:
                await lose_hp(g, target.seat, 1)
        else:
            await g.rules.remove_general(g, target, 1, reason=self.id)


SKILLS = (Chuanxin(),)
