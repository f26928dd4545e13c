"""弘法 (张角（君）, 君主技): you have 黄巾天兵符 (the Yellow Turban talisman):

1. at the start of your 准备阶段, if you have no 天兵, you put the top X cards of the draw pile on your
   general as 天兵 (face up; X: 群势力角色数, the living players of 群);
2. each 天兵 adds one to "群势力角色数" in the effects you carry out (悟心's X: `qun_count_for`);
3. when you would lose HP (失去体力结算开始前), you may put a 天兵 into the discard pile to end that
   loss;
4. every player of your kingdom (you too) may use or play a 天兵 as 杀 (`hongfa_slash`, the helper
   弘法 attaches to every player; it checks the kingdom when it is offered).

The rules and their sources: docs/rulings.md (## 君主, L10)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST
from ....engine.kingdoms import same_kingdom
from ....engine.moves import move_cards, top_cards
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import ALL_SEATS, Zone
from ...skills.common import ViewAsSkill

PILE_NAME = "tianbing"      # 天兵
HONGFA = "hongfa"
QUN = "qun"

#: 黄巾天兵符: the 天兵 to put into the discard pile (ending a loss of HP)
ASK_HONGFA_PREVENT = PromptSpec("hongfa_prevent", ai=CHEAPEST)


def tianbing(p) -> list[int]:
    """The 天兵 on `p`'s general, oldest first."""
    return p.piles.get(PILE_NAME, [])


def qun_count(g) -> int:
    """群势力角色数: the living players whose kingdom is 群."""
    return sum(1 for p in g.players if p.alive and p.kingdom == QUN)


def qun_count_for(g, owner) -> int:
    """群势力角色数 in an effect `owner` carries out: one more per 天兵 while `owner` has 弘法."""
    n = qun_count(g)
    return n + len(tianbing(owner)) if owner.has_skill(HONGFA) else n


class HongfaSlash(ViewAsSkill):
    """黄巾天兵符 (4): a 天兵 of a lord with 弘法 of your kingdom, used or played as 杀."""

    id = "hongfa_slash"
    as_key = "slash"

    def _lords(self, g, owner) -> list:
        return [p for p in g.players if p.alive and tianbing(p) and p.has_skill(HONGFA)
                and (p is owner or same_kingdom(p, owner))]

    def usable_now(self, g, owner, names, mode: str) -> bool:
        return bool(self._lords(g, owner))

    def candidates(self, g, owner) -> list[int]:
        return [c for p in self._lords(g, owner) for c in tianbing(p)]


SLASH = HongfaSlash()


class Hongfa(Skill):
    id = HONGFA
    lord = True
    timings = (T.PHASE_START, T.HP_LOSING)
    phases = ("start",)
    invoke = Invoke(ai=ALWAYS)

    def on_acquire(self, g, owner) -> None:
        for p in g.players:
            if p.alive and SLASH not in p.skills:
                g.add_skill(p.seat, SLASH)

    def on_lose(self, g, owner) -> None:
        if any(p is not owner and p.alive and self in p.skills for p in g.players):
            return      # another player still has 弘法: the helpers stay
        for p in g.players:
            if SLASH in p.skills and (p is not owner or owner.alive):   # (the dead lose theirs as they die)
                g.remove_skill(p.seat, SLASH)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.HP_LOSING:
            return data.target == owner.seat and not data.prevented and bool(tianbing(owner))
        return data.seat == owner.seat and data.phase == "start" and not tianbing(owner) and qun_count(g) > 0

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.PHASE_START:
            return True                         # (锁定: the talisman's first part asks nothing)
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        return await g.choose_cards(owner.seat, tianbing(owner), 1, 1, ASK_HONGFA_PREVENT())

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.HP_LOSING:
            await move_cards(g, choice, Zone.DISCARD, reason=self.id, by=owner.seat)
            data.prevented = True
            return
        cards = top_cards(g, qun_count_for(g, owner))
        await move_cards(g, cards, Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                         pile=PILE_NAME)


SKILLS = (Hongfa(), SLASH)
