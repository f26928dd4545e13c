"""武魂 (神关羽): 锁定技, whenever you take 1 damage, its source gains a 梦魇 mark; when you die, you
choose one other living player holding the most 梦魇 marks: it makes a judgement and, unless the
judge card is 【桃】 or 【桃园结义】, it dies.

Every point of damage 神关羽 takes gives its source one 梦魇 (a source that is alive; 神关羽 himself
too, though his own marks never count): after the damage (受到伤害后), or — the blow that kills him
— as he dies, before the choice (docs/rulings.md G2). The player who dies by 武魂 dies with no
killer (no 奖惩, G3). Once 神关羽's death is resolved the 梦魇 marks are taken off every seat:
nothing reads them any more."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import HARMS, JudgeResult
from ....engine.cards import CLUB, DIAMOND, SPADE
from ....engine.health import death
from ....engine.judging import judge
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Skill

#: the mark on a player who damaged 神关羽
MARK = "mengyan"
#: what saves the judged player (判定结果为【桃】或【桃园结义】)
SAVING = frozenset(("peach", "god_salvation"))

#: 武魂: which of the players with the most 梦魇 judges (a tie)
ASK_WUHUN = PromptSpec("wuhun_victim", ai=HARMS)


def add_marks(g, seat: int | None, n: int) -> None:
    if seat is None or n <= 0 or not g.players[seat].alive:
        return
    p = g.players[seat]
    set_mark(g, p, MARK, p.marks.get(MARK, 0) + n)


class Wuhun(Skill):
    id = "wuhun"
    compulsory = True
    timings = (T.DAMAGED, T.DEATH)
    #: the AI reads ♥ as the saving side (every 桃园结义 and most 桃 are ♥; ♦ 桃 are rare)
    judge_result = JudgeResult(bad_suits=(SPADE, CLUB, DIAMOND))

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing is T.DAMAGED:
            return data.target == owner.seat and data.source is not None and g.players[data.source].alive
        if data.seat != owner.seat:
            return False
        dmg = data.damage                       # (the killing blow marks its source as he dies)
        return (dmg is not None and dmg.source is not None and g.players[dmg.source].alive) or \
            any(MARK in g.players[s].marks for s in g.others(owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing is T.DAMAGED:
            add_marks(g, data.source, data.amount)
            return
        dmg = data.damage
        if dmg is not None and dmg.target == owner.seat:
            add_marks(g, dmg.source, dmg.amount)        # (the blow that killed him: no 受到伤害后)
        marked = [s for s in g.others(owner.seat) if g.players[s].marks.get(MARK, 0) > 0]
        if marked:
            most = max(g.players[s].marks[MARK] for s in marked)
            tied = [s for s in marked if g.players[s].marks[MARK] == most]
            (victim,) = tied if len(tied) == 1 else await g.choose_seats(
                owner.seat, tied, 1, 1, ASK_WUHUN())
            result = await judge(g, victim, self.id)
            if result.result.name not in SAVING and g.players[victim].alive:
                await death(g, victim, None)
        for p in g.players:
            set_mark(g, p, MARK, None)


SKILLS = (Wuhun(),)
