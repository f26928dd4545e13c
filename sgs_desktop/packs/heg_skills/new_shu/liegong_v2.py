"""烈弓 (黄忠, new rules): your 杀 has no distance limit against a player whose hand holds no more
cards than yours; after your 杀 targets a player whose HP is at least yours, you may choose: it
cannot use 闪 against this 杀, or this 杀 deals it 1 more damage."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import SLASH_REACH, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

NO_JINK, PLUS_ONE, NONE = "no_jink", "plus_one", "no"
_PLUS = "liegong_v2_plus"       # (the 杀's data: targets it deals 1 more damage)


def _liegong_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Against an enemy: +1 when it has no card to dodge with anyway, else no 闪."""
    target = req.prompt.args[0]
    if judge.att(target) > 0.2:
        return Choose(NONE)
    no_dodge_offered = NO_JINK in req.options   # (not when the target may already not 闪: 铁骑)
    return Choose(PLUS_ONE if judge.p(target).hand_count == 0 or not no_dodge_offered else NO_JINK)


#: 烈弓 (new rules): against `target`, no 闪 or +1 damage (or neither)
ASK_LIEGONG_V2 = PromptSpec("liegong_v2", Arg("target", SEAT), ai=Custom(_liegong_ai))


class LiegongV2(Skill):
    """烈弓 (新版): the hands are compared as the targets are chosen, 黄忠's without the cards of
    the 杀 itself; HP as the 杀 targets (指定目标后). Both parts work in any phase."""

    id = "liegong_v2"
    timings = (T.TARGETED, T.DAMAGE_CAUSING)
    modifies = (SLASH_REACH,)
    modifies_owner_only = True

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, target, _card = args
        if user is owner and len(target.hand) <= len(owner.hand):    # (as targets are chosen: the
            return True                                             # 杀's own cards still in hand)
        return value

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.DAMAGE_CAUSING:
            use = data.use
            return (data.source == owner.seat and not data.chain and use is not None
                    and data.target in use.data.get(_PLUS, ()))
        use = data.use
        target = g.players[data.target]
        return (use.user == owner.seat and owner.alive and use.card.name == "slash" and target.alive
                and data.target not in use.cancelled and target.hp >= owner.hp)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.DAMAGE_CAUSING:
            return True
        options = (NO_JINK, PLUS_ONE, NONE) if data.target not in data.use.no_jink else (PLUS_ONE, NONE)
        picked = await g.choose_option(owner.seat, options, ASK_LIEGONG_V2(data.target))
        return None if picked == NONE else picked

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.DAMAGE_CAUSING:
            data.amount += 1
            return
        if choice == NO_JINK:
            data.use.no_jink.add(data.target)
            g.emit(E.NoJink(seat=data.target, skill=self.id))
        else:
            data.use.data.setdefault(_PLUS, set()).add(data.target)


SKILLS = (LiegongV2(),)
