"""Tricks on many targets: 南蛮入侵 万箭齐发 (all others), 桃园结义 五谷丰登 (everyone).

Targets resolve one by one in seat order starting after (or with) the user;
each target gets its own 无懈可击 window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import timings as T
from ...engine.advice import DEAREST, RESPOND
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.health import damage, recover
from ...engine.moves import move_cards, obtain, top_cards
from ...engine.prompts import SEAT, Arg, PromptSpec
from ...engine.protocol.requests import TargetSpec
from ...engine.state import Zone
from ...engine.usecard import card_effect, drop_prohibited, respond
from .basic import JINK_NAMES, SLASH_NAMES
from .tricks import Trick

if TYPE_CHECKING:
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player


class _AllOthers(Trick):
    subtype = "aoe"
    response_names: frozenset[str] = frozenset()
    #: play a card of `response_names` against `user`'s trick, or take 1 damage
    ask: PromptSpec

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if self.auto_targets(g, user, card) else None

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        return drop_prohibited(g, user.seat, g.others(user.seat), card)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        # (祸水: a player who may not respond to it is not asked)
        played = None if target in use.no_response else await respond(
            g, target, self.response_names, "play", self.ask(use.user), responding_to=use)
        if played is None:
            # 祸首 makes another player the source of a 南蛮入侵's damage
            await damage(g, use.data.get("damage_source", use.user), target, 1, card=use.card, use=use)


class SavageAssault(_AllOthers):
    """【南蛮入侵】: every other player plays a 杀 or takes 1 damage from you."""

    key = name = "savage_assault"
    response_names = SLASH_NAMES
    ask = PromptSpec("savage_assault", Arg("user", SEAT), ai=RESPOND)


class ArcheryAttack(_AllOthers):
    """【万箭齐发】: every other player plays a 闪 or takes 1 damage from you."""

    key = name = "archery_attack"
    response_names = JINK_NAMES
    ask = PromptSpec("archery_attack", Arg("user", SEAT), ai=RESPOND)


class _Everyone(Trick):
    subtype = "global_effect"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if self.auto_targets(g, user, card) else None

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        return drop_prohibited(g, user.seat, g.alive_seats(user.seat), card)


class GodSalvation(_Everyone):
    """【桃园结义】: every player recovers 1 HP. (A player at full HP is skipped: nothing to
    recover, so no 无懈可击 window either — see docs/rulings.md.)"""

    key = name = "god_salvation"

    async def resolve(self, g: Game, use: T.CardUse) -> None:
        for target in list(use.targets):
            p = g.players[target]
            if p.alive and p.wounded and target not in use.cancelled:
                await card_effect(g, use, target)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await recover(g, target, 1, source=use.user, card=use.card)


#: 五谷丰登 (used by `user`): take one of the cards shown
ASK_AMAZING_GRACE_PICK = PromptSpec("amazing_grace_pick", Arg("user", SEAT), ai=DEAREST)


class AmazingGrace(_Everyone):
    """【五谷丰登】: reveal as many cards as there are targets; each target in turn takes one."""

    key = name = "amazing_grace"

    async def resolve(self, g: Game, use: T.CardUse) -> None:
        shown = top_cards(g, len(use.targets))
        await move_cards(g, shown, Zone.PROCESSING, reason="amazing_grace", by=use.user)
        use.data["revealed"] = shown
        await super().resolve(g, use)
        left = [c for c in shown if g.zone_of[c] == Zone.PROCESSING]
        if left:
            await move_cards(g, left, Zone.DISCARD, reason="amazing_grace_left")

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        left = [c for c in use.data["revealed"] if g.zone_of[c] == Zone.PROCESSING]
        if not left:
            return
        chosen = await g.choose_cards(target, left, 1, 1, ASK_AMAZING_GRACE_PICK(use.user))
        await obtain(g, target, chosen, reason="amazing_grace", by=target)


CARDS: tuple[CardBehaviour, ...] = (SavageAssault(), ArcheryAttack(), GodSalvation(), AmazingGrace())
