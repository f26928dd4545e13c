"""强袭 (典韦): once per play phase, you may choose a player in your attack range, then lose 1 HP
or discard a weapon card (hand or equipped): you deal that player 1 damage. (Discarding your
equipped weapon is offered only when the player stays in range without it.)
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Custom, Playing
from ....engine.cards import WEAPON
from ....engine.distance import in_attack_range
from ....engine.health import damage, lose_hp
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Answer, Cards, Use
from ....engine.protocol.requests import CardOption, CardsRequest, TargetSpec
from ..common import ActiveSkill
from ..play_ai import offered_seats, subtype, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

def _cost_ai(judge: AdvisedSeat, req: CardsRequest) -> Answer:
    """A weapon rather than HP: the cheapest one offered, unless it is dear and HP is not short."""
    if not req.cards:
        return Cards(())
    (weapon,) = judge.cheapest(req.cards, 1)
    if judge.value(weapon) >= 6.0 and judge.my.hp >= 3:
        return Cards(())
    return Cards((weapon,))


#: 强袭: a weapon to discard (else lose 1 HP) to deal `target` 1 damage
ASK_QIANGXI_COST = PromptSpec("qiangxi_cost", Arg("target", SEAT), ai=Custom(_cost_ai))


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """1 damage to an enemy in reach, paid with a weapon, else with 1 HP (only with HP to spare)."""
    t = worst_enemy(judge, offered_seats(opt))
    if t is None:
        return None
    if any(subtype(judge, c) == "weapon" for c in judge.view.hand) or "weapon" in judge.my.equips:
        return 5.5, use_of(opt, (), [t])
    if judge.my.hp >= 3 and judge.count("peach", "analeptic") + judge.my.hp >= 4:
        return 4.0, use_of(opt, (), [t])
    return None


class Qiangxi(ActiveSkill):
    id = "qiangxi"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        seats = tuple(s for s in g.others(owner.seat) if in_attack_range(g, owner.seat, s))
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (target,) = answer.targets
        weapons = [c for c in owner.hand if g.cards[c].behaviour.subtype == WEAPON]
        equipped = owner.equips.get(WEAPON)
        if equipped is not None and in_attack_range(g, owner.seat, target, (equipped,)):
            weapons.append(equipped)
        chosen = await g.choose_cards(owner.seat, weapons, 0, 1, ASK_QIANGXI_COST(target))
        if chosen:
            await discard(g, owner.seat, chosen, reason=self.id)
        else:
            await lose_hp(g, owner.seat, 1)
        if owner.alive and g.players[target].alive:
            await damage(g, owner.seat, target, 1)


SKILLS = (Qiangxi(),)
