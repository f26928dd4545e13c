"""Armour (防具): each works only while not ignored (青釭剑's 无视防具)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import ALWAYS, ASK_THE_SKILL, JudgeResult
from ...engine.behaviour import CardBehaviour
from ...engine.cards import CLUB, FIRE, RED, SPADE, VirtualCard
from ...engine.health import recover
from ...engine.judging import judge
from ...engine.prompts import CARD_KEY, SEAT, SKILL, Arg, PromptSpec
from ...engine.skills.skill import Invoke, Skill
from .equipment import Armor, armor_active

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Player


def _use_of(responding_to: Any) -> T.CardUse | None:
    return responding_to if isinstance(responding_to, T.CardUse) else None


#: "invoke 八卦阵 (or 八阵, which counts as it)?" while a card asks for 闪: names who used that
#: card and which card it is (a 雷杀, a 杀 made by 武圣, 万箭齐发); the skill's own advice decides
ASK_EIGHT_DIAGRAM = PromptSpec("eight_diagram_judge", Arg("skill", SKILL), Arg("user", SEAT),
                               Arg("card", CARD_KEY), ai=ASK_THE_SKILL)


class EightDiagramSkill(Skill):
    """八卦阵: when you need to use or play 闪, you may judge; if red, you count as having done so."""

    id = "eight_diagram"
    equipment: ClassVar[str | None] = "eight_diagram"
    timings = (T.CARD_ASKED,)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(SPADE, CLUB))      # red: a 闪

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.CardAsk) -> bool:
        return (data.seat == owner.seat and "jink" in data.names
                and armor_active(g, owner.seat, _use_of(data.responding_to)))

    async def cost(self, g: Game, owner: Player, timing: T.Timing, data: T.CardAsk) -> Any:
        """"Invoke?", naming the card that asks for the 闪 and its user (发动【八卦阵】？): the 杀 on
        you, or on the lord you answer for (护驾), or the 万箭齐发."""
        use = _use_of(data.responding_to)
        if use is None or use.user < 0:
            return await super().cost(g, owner, timing, data)
        return await g.ask_yes_no(owner.seat, ASK_EIGHT_DIAGRAM(self.id, use.user, use.card.key))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.CardAsk, choice: Any) -> None:
        result = await judge(g, owner.seat, self.id)
        if result.result.color == RED:
            data.provided = VirtualCard(g.behaviours["jink"], (), self.id)


class RenwangShieldSkill(Skill):
    """仁王盾: black 杀 have no effect on you (锁定技)."""

    id = "renwang_shield"
    equipment = "renwang_shield"
    compulsory = True
    timings = (T.EFFECT_BEFORE,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.EffectData) -> bool:
        card = data.use.card
        return (data.target == owner.seat and card.name == "slash" and card.color == "black"
                and armor_active(g, owner.seat, data.use))

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.EffectData, choice: Any) -> None:
        data.cancelled = True


class VineSkill(Skill):
    """藤甲: 南蛮入侵, 万箭齐发 and normal 杀 have no effect on you; fire damage to you is +1 (锁定技)."""

    id = "vine"
    equipment = "vine"
    compulsory = True
    timings = (T.EFFECT_BEFORE, T.DAMAGE_INFLICTING)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: Any) -> bool:
        if timing == T.EFFECT_BEFORE:
            card = data.use.card
            return (data.target == owner.seat and armor_active(g, owner.seat, data.use)
                    and (card.key in ("savage_assault", "archery_attack")
                         or (card.name == "slash" and card.behaviour.nature is None)))
        return data.target == owner.seat and data.nature == FIRE and armor_active(g, owner.seat, data.use)

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.EFFECT_BEFORE:
            data.cancelled = True
        else:
            data.amount += 1


class SilverLionSkill(Skill):
    """白银狮子: damage of more than 1 to you becomes 1 (锁定技)."""

    id = "silver_lion"
    equipment = "silver_lion"
    compulsory = True
    timings = (T.DAMAGE_INFLICTING,)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and data.amount > 1 and armor_active(g, owner.seat, data.use)

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        data.amount = 1


class SilverLion(Armor):
    """白银狮子: when it leaves your equipment area, you recover 1 HP."""

    key = name = "silver_lion"
    equip_skill = SilverLionSkill()

    async def on_unequip(self, g: Game, owner: Player, card_id: int) -> None:
        if owner.alive and owner.wounded:
            g.emit(E.SkillInvoked(seat=owner.seat, skill="silver_lion"))
            await recover(g, owner.seat, 1, source=owner.seat)


def _armor(key: str, skill: Skill) -> Armor:
    cls = type(key.title().replace("_", ""), (Armor,),
               {"key": key, "name": key, "equip_skill": skill, "__doc__": skill.__doc__})
    return cls()


CARDS: tuple[CardBehaviour, ...] = (
    _armor("eight_diagram", EightDiagramSkill()),
    _armor("renwang_shield", RenwangShieldSkill()),
    _armor("vine", VineSkill()),
    SilverLion(),
)
