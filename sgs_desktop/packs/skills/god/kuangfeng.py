"""狂风 (神诸葛亮): at the start of your finish phase, you may put one 星 into the discard pile and
choose a player: until the start of your next turn, whenever that player takes fire damage, the
damage is 1 more.

The chosen player bears the mark `kuangfeng` (狂风) until 神诸葛亮's next turn begins, or until he
dies (then nobody keeps the wind up: docs/rulings.md G8). The +1 comes as the player takes the
damage (受到伤害时), fire damage passed on by chains included."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import CHEAPEST, Custom
from ....engine.moves import move_cards
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Seats
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from .qixing import stars

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import SeatsRequest

MARK = "kuangfeng"
FIRE_CARDS = ("fire_slash", "fire_attack")


def _target_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    """An enemy fire will reach: a chained one or one in 藤甲 first; otherwise the weakest enemy,
    while I hold fire or 星 to spare."""
    enemies = [s for s in req.seats if judge.att(s) < -0.3]
    if not enemies:
        return Seats(())
    def exposed(s: int) -> bool:
        p = judge.p(s)
        return p.chained or (p.equips.get("armor") is not None and judge.key(p.equips["armor"]) == "vine")
    hot = [s for s in enemies if exposed(s)]
    if not hot and not (judge.count(*FIRE_CARDS) or len(judge.my.pile_cards.get("qixing", ())) >= 4):
        return Seats(())
    pick = min(hot or enemies, key=lambda s: (judge.p(s).hp, s))
    return Seats((pick,))


#: 狂风: the player whose fire damage is 1 more until your next turn (none: not now)
ASK_KUANGFENG = PromptSpec("kuangfeng_target", ai=Custom(_target_ai))
#: 狂风: the 星 to put into the discard pile
ASK_KUANGFENG_STAR = PromptSpec("kuangfeng_star", ai=CHEAPEST)


def clear(g, mark: str) -> None:
    for p in g.players:
        set_mark(g, p, mark, None)


class Kuangfeng(Skill):
    id = "kuangfeng"
    own_phases_only = True
    timings = (T.PHASE_START, T.TURN_START, T.DEATH, T.DAMAGE_INFLICTING)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing is T.DAMAGE_INFLICTING:
            return data.nature == "fire" and bool(g.players[data.target].marks.get(MARK))
        if timing is T.PHASE_START:
            return (data.seat == owner.seat and data.phase == "finish" and owner.alive and bool(stars(owner)))
        # 你的下回合开始 / 你死亡: the wind drops
        return data.seat == owner.seat and any(MARK in p.marks for p in g.players)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing is T.DAMAGE_INFLICTING:
            return True                 # (the +1 is no choice: logged as 狂风's)
        if timing is not T.PHASE_START:
            clear(g, MARK)              # (nothing to announce: the wind drops)
            return None
        seats = await g.choose_seats(owner.seat, g.alive_seats(owner.seat), 0, 1, ASK_KUANGFENG())
        return seats or None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing is T.DAMAGE_INFLICTING:
            data.amount += 1
            return
        (target,) = choice
        pile = stars(owner)
        star = pile if len(pile) == 1 else await g.choose_cards(owner.seat, pile, 1, 1, ASK_KUANGFENG_STAR())
        await move_cards(g, star, Zone.DISCARD, reason=self.id, by=owner.seat)
        clear(g, MARK)
        set_mark(g, g.players[target], MARK, 1)


SKILLS = (Kuangfeng(),)
