"""Basic cards (基本牌): 杀 (normal, 火, 雷), 闪, 桃, 酒."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import RESPOND
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.cards import BASIC, FIRE, THUNDER
from ...engine.distance import attack_range, distance, distances_from, in_attack_range
from ...engine.health import damage, recover
from ...engine.history import phase_action_count, turn_use_count
from ...engine.prompts import CARD_KEY, NUMBER, SEAT, Arg, PromptSpec
from ...engine.protocol.requests import TargetSpec
from ...engine.skills.skill import EXTRA_TARGETS, NO_DISTANCE_LIMIT, PROHIBIT, SLASH_LIMIT, SLASH_REACH, TARGET_GROUPS
from ...engine.usecard import drop_prohibited, is_prohibited, respond

if TYPE_CHECKING:
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player

SLASH_NAMES = frozenset({"slash"})
JINK_NAMES = frozenset({"jink"})


def slash_usable(g: Game, user: Player) -> bool:
    """每个出牌阶段限一次 (modifiers such as 诸葛连弩 raise the limit)."""
    limit = g.modify(SLASH_LIMIT, 1, user) if SLASH_LIMIT in g.modifier_kinds else 1
    return phase_action_count(g, user.seat, "slash") < limit


def slash_targets(g: Game, user: int, card: CardLike, within_range: bool = True) -> list[int]:
    """Seats `user` may use `card` (a 杀) on: others in attack range, not prohibited."""
    without = card.ids if card.virtual else ()
    mods = g.modifier_kinds
    if within_range and NO_DISTANCE_LIMIT in mods and no_distance_limit(g, user, card):
        within_range = False
    prohibit = PROHIBIT in mods
    # one request may ask this for several cards (a 杀, 武圣, 龙胆 …): memoised until the next event
    key = (user, without, within_range, (card.key, card.color, card.suit) if prohibit else None)
    memo = g.memo("slash_targets")
    found = memo.get(key)
    if found is not None:
        return list(found)
    reach = attack_range(g, user, without) if within_range else 1 << 30
    if without:
        near = [t for t in g.others(user) if distance(g, user, t, without) <= reach]
    else:
        dist = distances_from(g, user)
        near = [t for t in g.others(user) if dist[t] <= reach]
    if within_range and SLASH_REACH in mods:
        far = [t for t in g.others(user) if t not in near and reaches(g, user, t, card)]
        if far:
            near = g.seat_order([*near, *far], user)
    if prohibit:
        near = drop_prohibited(g, user, near, card)
    memo[key] = tuple(near)
    return near


def no_distance_limit(g: Game, user: int, card: CardLike) -> bool:
    """Has this 杀 of `user` no distance limit (天义)? One lookup when nothing says so."""
    return NO_DISTANCE_LIMIT in g.modifier_kinds and g.modify(NO_DISTANCE_LIMIT, False, g.players[user], card)


def reaches(g: Game, user: int, target: int, card: CardLike) -> bool:
    """Does a skill let this 杀 of `user` reach `target` whatever the distance (烈弓, new rules)?"""
    return SLASH_REACH in g.modifier_kinds and g.modify(SLASH_REACH, False, g.players[user], g.players[target], card)


def can_slash(g: Game, user: int, target: int, card: CardLike) -> bool:
    without = card.ids if card.virtual else ()
    return (user != target and g.players[target].alive
            and (in_attack_range(g, user, target, without) or no_distance_limit(g, user, card)
                 or reaches(g, user, target, card))
            and not is_prohibited(g, user, target, card))


#: 杀 on you: use a 闪 (`user` used the 杀; `need` more 闪 are needed)
#: names the 杀 as it is (雷杀, 火杀 …): the player sees which one to dodge
ASK_JINK = PromptSpec("slash_jink", Arg("user", SEAT), Arg("need", NUMBER), Arg("card", CARD_KEY), ai=RESPOND)

class Slash(CardBehaviour):
    """【杀】: one other player in your attack range must use 闪, or takes 1 damage."""

    key = name = "slash"
    type = BASIC
    subtype = "attack_card"
    target_reach = "attack_range"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return slash_usable(g, user)

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        seats = slash_targets(g, user.seat, card)
        if not seats:
            return None
        extra = g.modify(EXTRA_TARGETS, 0, user, card) if EXTRA_TARGETS in g.modifier_kinds else 0
        spec = TargetSpec(tuple(seats), 1, 1 + extra)
        return g.modify(TARGET_GROUPS, spec, user, card) if TARGET_GROUPS in g.modifier_kinds else spec

    def on_use(self, g: Game, use: T.CardUse) -> None:
        user = g.players[use.user]
        if user.drunk:
            use.extra_damage += user.drunk
            user.drunk = 0
            g.emit(E.DrunkSlash(seat=use.user, extra=use.extra_damage))

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        need = 0 if target in use.no_jink else use.jink_need.get(target, 1)
        got = 0
        while got < need:
            jink = await respond(g, target, JINK_NAMES, "use",
                                 ASK_JINK(use.user, need - got, use.card.key), responding_to=use)
            if jink is None:
                break
            got += 1
        if need > 0 and got >= need:
            dodge = T.DodgeData(use, target)
            await g.trigger(T.SLASH_DODGED, dodge)
            if not dodge.hit:
                return
        await damage(g, use.user, target, 1 + use.extra_damage, self.nature, card=use.card, use=use)


class FireSlash(Slash):
    """火【杀】: a 杀 that deals fire damage."""

    key = "fire_slash"
    nature = FIRE


class ThunderSlash(Slash):
    """雷【杀】: a 杀 that deals thunder damage."""

    key = "thunder_slash"
    nature = THUNDER


class Jink(CardBehaviour):
    """【闪】: used only in response, to cancel a 杀 (or played against 万箭齐发)."""

    key = name = "jink"
    type = BASIC
    subtype = "defense_card"


class Peach(CardBehaviour):
    """【桃】: recover 1 HP — yourself in your play phase when wounded, or someone dying."""

    key = name = "peach"
    type = BASIC
    subtype = "recover_card"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return user.wounded

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await recover(g, target, 1, source=use.user, card=use.card)


class Analeptic(CardBehaviour):
    """【酒】: your next 杀 this turn deals +1 damage (once per turn); when dying, recover 1."""

    key = name = "analeptic"
    type = BASIC
    subtype = "buff_card"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return turn_use_count(g, user.seat, "analeptic", flag="save") == 0

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO

    def on_use(self, g: Game, use: T.CardUse) -> None:
        if use.targets and g.players[use.targets[0]].dying:
            use.data["save"] = True

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        if use.data.get("save"):
            await recover(g, target, 1, source=use.user, card=use.card)
        else:
            p = g.players[target]
            p.drunk += 1
            g.emit(E.Drunk(seat=target, drunk=p.drunk))


CARDS: tuple[CardBehaviour, ...] = (Slash(), FireSlash(), ThunderSlash(), Jink(), Peach(), Analeptic())
