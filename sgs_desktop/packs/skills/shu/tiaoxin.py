"""挑衅 (姜维): once per play phase, you may choose another player whose attack range holds you:
it uses a 杀 on you, or else you discard one of its cards (hand or equipment).

One module for both modes: 国战's 挑衅 (阵, 姜维) reads the same (packs/heg_skills takes this one)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import OWNER_LOSES, Playing, RespondAgainst
from ....engine.cards import VirtualCard
from ....engine.distance import in_attack_range
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import PROHIBIT
from ....engine.usecard import is_prohibited, respond
from ...standard.basic import SLASH_NAMES
from ..common import ActiveSkill
from ..play_ai import offered_seats, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: 挑衅: use a 杀 on `provoker`, or it discards one of your cards
ASK_TIAOXIN_DARE = PromptSpec("tiaoxin_dare", Arg("provoker", SEAT), ai=RespondAgainst(0))
#: 挑衅: which card of `target` to discard
ASK_TIAOXIN_DISCARD = PromptSpec("tiaoxin_discard", Arg("target", SEAT), ai=OWNER_LOSES)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Dare an enemy with cards to lose, while I can stand a 杀 (a 闪 in hand, or HP to spare);
    the one with the fewest hand cards first (the least likely to hold a 杀)."""
    if judge.my.hp < 2 and not judge.count("jink"):
        return None
    seats = [s for s in offered_seats(opt)
             if judge.att(s) < -0.2 and judge.p(s).hand_count + len(judge.p(s).equips)]
    if not seats:
        return None
    target = min(seats, key=lambda s: (judge.p(s).hand_count, -len(judge.p(s).equips), s))
    return 4.5, use_of(opt, (), [target])


def may_slash(g, user: int, target: int) -> bool:
    """May `user` use a 杀 on `target` at all (空城, 帷幕 … may forbid it)?"""
    if PROHIBIT not in g.modifier_kinds:
        return True
    return not is_prohibited(g, user, target, VirtualCard(g.behaviours["slash"]))


class Tiaoxin(ActiveSkill):
    """挑衅: dare someone whose range holds you to strike, or lose a card."""

    id = "tiaoxin"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        seats = tuple(s for s in g.others(owner.seat) if in_attack_range(g, s, owner.seat))
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (target,) = answer.targets
        if may_slash(g, target, owner.seat):
            used = await respond(g, target, SLASH_NAMES, "use", ASK_TIAOXIN_DARE(owner.seat), targets=[owner.seat])
            if used is not None:
                return
        if owner.alive and g.players[target].alive and g.players[target].card_count():
            cid = await g.pick_card(owner.seat, target, "he", ASK_TIAOXIN_DISCARD(target))
            if cid is not None:
                await discard(g, target, [cid], reason=self.id)


SKILLS = (Tiaoxin(),)
