"""What a card does: the behaviour class every card key has (packs declare them).

A behaviour is stateless; one instance serves every physical and virtual card
with its key. The engine asks it whether the card can be used in the play phase
(出牌阶段), which targets are legal (合法目标), and what its effect is (效果).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .protocol.requests import TargetSpec
from .usecard import card_effect

if TYPE_CHECKING:
    from .advice import JudgeResult, Playing
    from .cards import CardLike
    from .game import Game
    from .skills.skill import Skill
    from .state import Player
    from .timings import CardUse

#: Returned by `target_spec` for cards whose targets are fixed by the rules
#: (无中生有 on yourself, 南蛮入侵 on all others): the user chooses none.
AUTO = TargetSpec((), 0, 0)


class CardBehaviour:
    """Base class of every card key: 杀, 闪, 决斗, 诸葛连弩 ..."""

    key: str = ""
    name: str = ""          # the rule name: 火杀 and 雷杀 are both named 杀
    type: str = ""          # basic / trick / equip
    subtype: str = ""       # weapon, armor, delayed_trick, ...
    nature: str | None = None
    weapon_range: int = 0
    #: skill granted while this card is in an equipment slot
    equip_skill: Skill | None = None
    #: 重铸: may be put into the discard pile in the play phase to draw one (铁索连环, 知己知彼)
    recastable: bool = False
    #: a delayed trick: what its judgement's result means for the judged player (for AI seats)
    judge_result: JudgeResult | None = None
    #: how far its target may be (for the window's "why not", engine/explain.py): "attack_range"
    #: (杀: in the user's attack range), a number (顺手牵羊, 兵粮寸断: at distance 1), or None
    target_reach: str | int | None = None
    #: what its target must have (engine/explain.py): "cards" (过河拆桥, 顺手牵羊: a card in its
    #: areas), "hand" (火攻), "weapon" (借刀杀人), "equips" (水淹七军: a card in its equipment area), or ""
    target_needs: str = ""
    #: how an AI seat uses it in the play phase, declared beside the card (engine.advice.Playing:
    #: a score and the Use, or None to keep it); cards without one are scored by the AI itself
    play: Playing | None = None

    @property
    def delayed(self) -> bool:
        return self.subtype == "delayed_trick"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        """May this card be used as a play-phase action at all (出牌阶段使用)?"""
        return False

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        """Legal targets when used in the play phase; None when there is none."""
        return AUTO

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        """Targets of a card whose targets the rules fix (AUTO)."""
        return [user.seat]

    def target_order(self, g: Game, user: Player, targets: list[int]) -> list[int]:
        """Chosen targets resolve in seat order from the user (按座次结算)."""
        return g.seat_order(targets, start=user.seat)

    def on_use(self, g: Game, use: CardUse) -> None:
        """When the card is used, before any timing (使用时, the card's own part)."""

    async def resolve(self, g: Game, use: CardUse) -> None:
        """Resolve a used card on its targets in order (结算)."""
        for target in list(use.targets):
            if g.players[target].alive and target not in use.cancelled:
                await card_effect(g, use, target)

    async def on_effect(self, g: Game, use: CardUse, target: int) -> None:
        """The card's effect on one target (生效)."""

    async def on_unequip(self, g: Game, owner: Player, card_id: int) -> None:
        """Called after this equipment left `owner`'s equipment area."""

    async def judge_phase_effect(self, g: Game, seat: int, card: CardLike) -> None:
        """A delayed trick in `seat`'s judge area takes effect in its judge phase."""
