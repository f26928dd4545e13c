"""驱虎 (荀彧): once per play phase, you may 拼点 with a player whose HP is greater than yours. If
you win, that player deals 1 damage to another player in its attack range of your choice (if there
is one); if you do not win, it deals 1 damage to you.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.actions import finish_pindian, pindian
from ....engine.advice import HARMS, Playing
from ....engine.distance import in_attack_range
from ....engine.health import damage
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ..common import ActiveSkill
from ..play_ai import offered_seats, top_number, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: 驱虎 (won): a player in `tiger`'s attack range, whom `tiger` deals 1 damage
ASK_QUHU_VICTIM = PromptSpec("quhu_victim", Arg("tiger", SEAT), ai=HARMS)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """拼点 a player with more HP with a very high card; the tiger a friend if one is offered (a
    lost 拼点 makes the tiger hurt me)."""
    if top_number(judge) < 12 or judge.my.hp < 2 or not judge.enemies():
        return None
    seats = offered_seats(opt)
    friends = [s for s in seats if judge.att(s) > 0.3]
    tiger = max(friends, key=lambda s: (judge.p(s).hp, -s)) if friends else worst_enemy(judge, seats)
    return (4.0, use_of(opt, (), [tiger])) if tiger is not None else None


class Quhu(ActiveSkill):
    id = "quhu"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if not owner.hand:
            return None
        seats = tuple(s for s in g.others(owner.seat)
                      if g.players[s].hp > owner.hp and g.players[s].hand)
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (tiger,) = answer.targets
        result = await pindian(g, owner.seat, tiger, self.id)
        await finish_pindian(g, result)
        if not g.players[tiger].alive:
            return
        if not result.source_wins:
            if owner.alive:
                await damage(g, tiger, owner.seat, 1)
            return
        prey = [s for s in g.alive_seats(owner.seat) if s != tiger and in_attack_range(g, tiger, s)]
        if not prey:
            return
        if len(prey) == 1:
            victim = prey[0]
        else:
            (victim,) = await g.choose_seats(owner.seat, prey, 1, 1, ASK_QUHU_VICTIM(tiger))
        await damage(g, tiger, victim, 1)


SKILLS = (Quhu(),)
