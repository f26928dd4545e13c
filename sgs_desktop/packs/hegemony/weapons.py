"""国战 weapons: 三尖两刃刀 (range 3) and 吴六剑 (range 2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import timings as T
from ...engine.advice import ALWAYS, CHEAPEST, HARMS
from ...engine.behaviour import CardBehaviour
from ...engine.distance import distance
from ...engine.health import damage
from ...engine.kingdoms import same_kingdom
from ...engine.moves import move_cards
from ...engine.prompts import SEAT, Arg, PromptSpec
from ...engine.skills.skill import ATTACK_RANGE, Invoke, Skill
from ...engine.state import Zone
from ..standard.weapons import _slash_hit, _weapon

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Player


#: 三尖两刃刀: discard a hand card to hurt a player at distance 1 from `hurt`
ASK_TRIBLADE_DISCARD = PromptSpec("triblade_discard", Arg("hurt", SEAT), ai=CHEAPEST)
#: 三尖两刃刀: who takes the damage (at distance 1 from `hurt`)
ASK_TRIBLADE_TARGET = PromptSpec("triblade_target", Arg("hurt", SEAT), ai=HARMS)


class TribladeSkill(Skill):
    """三尖两刃刀: after your 杀 damages its target (still alive), you may discard a hand card to
    deal 1 damage to another player (not you) at distance 1 from it."""

    id = "triblade"
    equipment = "triblade"
    timings = (T.DAMAGE_DONE,)
    invoke = Invoke(ai=ALWAYS)

    def _victims(self, g: Game, owner: Player, hurt: int) -> list[int]:
        return [s for s in g.alive_seats(owner.seat)
                if s not in (hurt, owner.seat) and distance(g, hurt, s) == 1]

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return (_slash_hit(data, owner) and owner.alive and bool(owner.hand)
                and g.players[data.target].alive and bool(self._victims(g, owner, data.target)))

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        card = await g.choose_cards(owner.seat, owner.hand, 1, 1, ASK_TRIBLADE_DISCARD(data.target))
        victim = await g.choose_seats(owner.seat, self._victims(g, owner, data.target), 1, 1,
                                      ASK_TRIBLADE_TARGET(data.target))
        return card, victim[0]

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        card, victim = choice
        await move_cards(g, card, Zone.DISCARD, reason="triblade", by=owner.seat)
        if g.players[victim].alive and owner.alive:
            await damage(g, owner.seat, victim, 1)


class SixSwordsSkill(Skill):
    """吴六剑: 锁定技, the other players of your kingdom have attack range +1."""

    id = "six_swords"
    equipment = "six_swords"
    compulsory = True
    modifies = (ATTACK_RANGE,)

    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        other = args[0]
        if other is not owner and same_kingdom(other, owner):
            return value + 1
        return value


CARDS: tuple[CardBehaviour, ...] = (_weapon("triblade", 3, TribladeSkill()), _weapon("six_swords", 2, SixSwordsSkill()))
