"""存嗣 (糜夫人): in your play phase you may remove this general (移除) and choose a player: they
gain 勇决; if it is not you, they draw two cards."""

from __future__ import annotations

from ....engine.actions import acquire_skill
from ....engine.advice import AdvisedSeat, Playing
from ....engine.moves import draw
from ....engine.protocol.requests import CardOption, TargetSpec
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of
from ..position import skill_slot


def _play(judge: AdvisedSeat, opt: CardOption):
    """Late, for a friend who uses 杀 (the one with the most HP left), when I am low."""
    if opt.targets is None or judge.my.hp > 1:
        return None
    friends = [s for s in opt.targets.seats if s != judge.me and judge.att(s) > 0.3]
    if not friends:
        return None
    best = max(friends, key=lambda s: (judge.p(s).hp, -s))
    return 2.5, use_of(opt, (), [best])


class Cunsi(ActiveSkill):
    """存嗣: this general for 勇决 (and two cards for another)."""

    id = "cunsi"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if skill_slot(g, owner, self.id) is None:
            return None
        return CardOption("", None, self.id, (), 0, 0, TargetSpec(tuple(g.alive_seats(owner.seat)), 1, 1))

    async def activate(self, g, owner, answer) -> None:
        from .. import heg_skill
        (target,) = answer.targets
        slot = skill_slot(g, owner, self.id)
        if slot is None:
            return
        await g.rules.remove_general(g, owner, slot, reason=self.id)
        p = g.players[target]
        if not p.alive:
            return
        if not any(sk.id == "yongjue" for sk in p.skills):
            acquire_skill(g, target, heg_skill("yongjue"))
        if target != owner.seat:
            await draw(g, target, 2, reason=self.id)


SKILLS = (Cunsi(),)
