"""制霸 (孙策, 主公技): once in each of their play phases, every other Wu player may 拼点 with you;
if that player does not win, you may take both cards. Once 魂姿 has woken, you may refuse the
拼点. (The other Wu players get the helper skill 制霸 — `zhiba_pindian` — to ask for it.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.actions import finish_pindian, pindian
from ....engine.advice import ALWAYS, IfFriend, Playing
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from ..common import ActiveSkill
from ..play_ai import lord_of, top_number, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

WU = "wu"


#: 制霸 (魂姿 woken): accept `asker`'s 拼点 (it only helps a friend)?
ASK_ZHIBA_ACCEPT = PromptSpec("zhiba_accept", Arg("asker", SEAT), ai=IfFriend(0))
#: 制霸: take both 拼点 cards (after `asker` did not win)?
ASK_ZHIBA_TAKE = PromptSpec("zhiba_take", Arg("asker", SEAT), ai=ALWAYS)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """拼点 an enemy lord with a high card."""
    lord = lord_of(opt)
    if lord is None or judge.att(lord) > -0.3 or not judge.view.hand:
        return None
    if top_number(judge) < 11:
        return None
    return 3.5, use_of(opt, (), [lord])


class ZhibaPindian(ActiveSkill):
    """制霸 (the helper a Wu player uses): 拼点 with a lord who has 制霸."""

    id = "zhiba_pindian"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if owner.kingdom != WU or not owner.hand:
            return None
        lords = tuple(s for s in g.others(owner.seat)
                      if g.players[s].hand and g.players[s].has_skill(Zhiba.id))
        if not lords:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(lords, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        lord = g.players[answer.targets[0]]
        if lord.marks.get("hunzi") and not await g.ask_yes_no(lord.seat, ASK_ZHIBA_ACCEPT(owner.seat),
                                                                default=True):
            g.emit(E.Refuse(seat=lord.seat, to=owner.seat, skill=Zhiba.id))
            return
        result = await pindian(g, owner.seat, lord.seat, Zhiba.id)
        cards = [c for c in (result.source_card, result.target_card) if g.zone_of[c] == Zone.PROCESSING]
        if (not result.source_wins and cards and lord.alive
                and await g.ask_yes_no(lord.seat, ASK_ZHIBA_TAKE(owner.seat))):
            g.note_skill(lord.seat, Zhiba.id)
            await obtain(g, lord.seat, cards, reason=Zhiba.id, by=lord.seat)
        await finish_pindian(g, result)


HELPER = ZhibaPindian()


class Zhiba(Skill):
    """制霸: the lord's side — it gives every other player the helper, which only a Wu player can use
    (a player's kingdom may not be known yet when the lord gets this skill)."""

    id = "zhiba"
    lord = True

    def on_acquire(self, g, owner) -> None:
        for p in g.players:
            if p is not owner and p.alive and HELPER not in p.skills:
                g.add_skill(p.seat, HELPER)

    def on_lose(self, g, owner) -> None:
        if any(p is not owner and p.alive and p.has_skill(self.id) for p in g.players):
            return
        for p in g.players:
            if HELPER in p.skills:
                g.remove_skill(p.seat, HELPER)


SKILLS = (Zhiba(), HELPER)
