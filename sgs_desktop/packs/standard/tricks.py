"""Single-target tricks (非延时类锦囊): 决斗 过河拆桥 顺手牵羊 无中生有 借刀杀人
无懈可击 火攻 铁索连环."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import CHEAPEST, OWNER_LOSES, PayToHurt, RespondAgainst
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.cards import TRICK, WEAPON, VirtualCard, suit_of
from ...engine.distance import attack_range, card_reach, distance, distances_from, in_attack_range
from ...engine.health import damage
from ...engine.moves import draw, move_cards, obtain
from ...engine.prompts import SEAT, SUIT, Arg, PromptSpec
from ...engine.protocol.requests import TargetSpec
from ...engine.skills.skill import CHAIN_BLOCKED, NO_DISTANCE_LIMIT, PROHIBIT
from ...engine.state import Zone
from ...engine.usecard import drop_prohibited, is_nullified, is_prohibited, respond
from .basic import SLASH_NAMES

if TYPE_CHECKING:
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player


def _has_cards(p: Player) -> bool:
    return bool(p.hand or p.equips or p.judge)


class Trick(CardBehaviour):
    type = TRICK
    subtype = "single_target_trick"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return True

    def _others(self, g: Game, user: Player, card: CardLike, ok=None) -> TargetSpec | None:
        seats = g.others(user.seat)
        if ok is not None:
            seats = [t for t in seats if ok(g.players[t])]
        seats = drop_prohibited(g, user.seat, seats, card)
        return TargetSpec(tuple(seats), 1, 1) if seats else None


#: 决斗: play a 杀 against `rival`, or take 1 damage (a friendly duel is not worth a 杀 while healthy)
ASK_DUEL_SLASH = PromptSpec("duel_slash", Arg("rival", SEAT), ai=RespondAgainst(0, unless_above=0.5, while_hp_above=2))


class Duel(Trick):
    """【决斗】: from the target, you and it take turns playing 杀; whoever does not takes 1
    damage from the other."""

    key = name = "duel"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        turn, other = target, use.user
        while True:
            if not g.players[turn].alive or not g.players[other].alive:
                return
            need = use.data.get("duel_need", {}).get(turn, 1)
            for _ in range(need):
                played = await respond(g, turn, SLASH_NAMES, "play", ASK_DUEL_SLASH(other),
                                       responding_to=use)
                if played is None:
                    await damage(g, other, turn, 1, card=use.card, use=use)
                    return
            turn, other = other, turn


ASK_DISMANTLE = PromptSpec("dismantle", Arg("target", SEAT), ai=OWNER_LOSES)


class Dismantlement(Trick):
    """【过河拆桥】: discard one card from another player's areas."""

    key = name = "dismantlement"
    target_needs = "cards"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card, _has_cards)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        cid = await g.pick_card(use.user, target, "hej", ASK_DISMANTLE(target))
        if cid is not None:
            await move_cards(g, [cid], Zone.DISCARD, reason="dismantlement", by=use.user)


ASK_SNATCH = PromptSpec("snatch", Arg("target", SEAT), ai=OWNER_LOSES)


class Snatch(Trick):
    """【顺手牵羊】: take one card from the areas of a player at distance 1."""

    key = name = "snatch"
    target_needs = "cards"
    target_reach = 1

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        if g.modify(NO_DISTANCE_LIMIT, False, user, card):
            return self._others(g, user, card, _has_cards)
        reach = card_reach(g, user, card)
        if card.virtual and card.ids:
            return self._others(g, user, card,
                                lambda p: _has_cards(p) and distance(g, user.seat, p.seat, card.ids) <= reach)
        dist = distances_from(g, user.seat)
        return self._others(g, user, card, lambda p: dist[p.seat] <= reach and _has_cards(p))

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        cid = await g.pick_card(use.user, target, "hej", ASK_SNATCH(target))
        if cid is not None:
            await obtain(g, use.user, [cid], reason="snatch", by=use.user)


class ExNihilo(Trick):
    """【无中生有】: you draw two cards."""

    key = name = "ex_nihilo"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return None if is_prohibited(g, user.seat, user.seat, card) else AUTO

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await draw(g, target, 2, reason="ex_nihilo")


def collateral_victims(g: Game, a: int) -> list[int]:
    """Who player A could use 杀 on for 借刀杀人: others in A's attack range."""
    reach = attack_range(g, a)
    dist = distances_from(g, a)
    return [b for b in g.others(a) if dist[b] <= reach and not _slash_prohibited(g, a, b)]


#: 借刀杀人: use a 杀 on `victim`, or give your weapon to `user` (not on a friend)
ASK_COLLATERAL_SLASH = PromptSpec("collateral_slash", Arg("victim", SEAT), Arg("user", SEAT),
                                  ai=RespondAgainst(0, unless_above=0.2))


class Collateral(Trick):
    """【借刀杀人】: a player A with a weapon must use 杀 on B (in A's attack range, chosen by
    you), or give you the weapon."""

    key = name = "collateral"
    target_needs = "weapon"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        pairs = []
        for a in g.others(user.seat):
            pa = g.players[a]
            if WEAPON not in pa.equips or is_prohibited(g, user.seat, a, card):
                continue
            victims = collateral_victims(g, a)
            if victims:
                pairs.append((a, tuple(victims)))
        if not pairs:
            return None
        return TargetSpec(tuple(a for a, _ in pairs), 1, 1, then=tuple(pairs))

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        victim = use.second_targets.get(target)
        a = g.players[target]
        if victim is not None and g.players[victim].alive and in_attack_range(g, target, victim) \
                and not _slash_prohibited(g, target, victim):
            slash = await respond(g, target, SLASH_NAMES, "use", ASK_COLLATERAL_SLASH(victim, use.user),
                                  responding_to=use, targets=[victim])
            if slash is not None:
                return
        weapon = a.equips.get(WEAPON)
        if weapon is not None and g.players[use.user].alive:
            await obtain(g, use.user, [weapon], reason="collateral", by=target)


def _slash_prohibited(g: Game, a: int, b: int) -> bool:
    if PROHIBIT not in g.modifier_kinds:
        return False
    return is_prohibited(g, a, b, VirtualCard(g.behaviours["slash"]))


class Nullification(Trick):
    """【无懈可击】: cancel a trick's effect on one target, or cancel another 无懈可击."""

    key = name = "nullification"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return False

    async def resolve(self, g: Game, use: T.CardUse) -> None:
        """While it is in the processing area, another 无懈可击 may cancel this one."""
        use.data["effective"] = not await is_nullified(g, use, None)


#: 火攻: show one of your hand cards to `user`
ASK_FIRE_ATTACK_SHOW = PromptSpec("fire_attack_show", Arg("user", SEAT), ai=CHEAPEST)
#: 火攻: discard a hand card of `suit` to deal `target` 1 fire damage
ASK_FIRE_ATTACK_DISCARD = PromptSpec("fire_attack_discard", Arg("target", SEAT), Arg("suit", SUIT), ai=PayToHurt(0))


class FireAttack(Trick):
    """【火攻】: a player with hand cards shows one; if you discard a hand card of that suit,
    you deal it 1 fire damage."""

    key = name = "fire_attack"
    target_needs = "hand"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        own = set(card.ids)
        seats = []
        for t in g.alive_seats(user.seat):
            hand = g.players[t].hand
            if len(hand) if t != user.seat else any(c not in own for c in hand):
                seats.append(t)
        seats = drop_prohibited(g, user.seat, seats, card)
        return TargetSpec(tuple(seats), 1, 1) if seats else None

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        p = g.players[target]
        if not p.hand:
            return
        shown = (await g.choose_cards(target, p.hand, 1, 1, ASK_FIRE_ATTACK_SHOW(use.user)))[0]
        g.known[shown] = -1
        suit = suit_of(g, p, g.cards[shown])           # as it counts for its owner (红颜)
        g.emit(E.Show(seat=target, cards=tuple([shown]), suit=suit))
        user = g.players[use.user]
        if not user.alive:
            return
        same = [c for c in user.hand if suit_of(g, user, g.cards[c]) == suit]
        chosen = await g.choose_cards(use.user, same, 0, 1, ASK_FIRE_ATTACK_DISCARD(target, suit))
        if chosen:
            await move_cards(g, chosen, Zone.DISCARD, reason="fire_attack", by=use.user)
            await damage(g, use.user, target, 1, "fire", card=use.card, use=use)


class IronChain(Trick):
    """【铁索连环】: one or two players toggle their chained state (横置/重置); or recast it."""

    key = name = "iron_chain"
    subtype = "damage_spread"
    recastable = True

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        seats = tuple(drop_prohibited(g, user.seat, g.alive_seats(user.seat), card))
        return TargetSpec(seats, 1, 2) if seats else None

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        p = g.players[target]
        if not p.chained and CHAIN_BLOCKED in g.modifier_kinds and g.modify(CHAIN_BLOCKED, False, p):
            g.emit(E.NoEffect(card=use.card.describe(), target=target))     # (明光铠: a small kingdom's)
            return
        p.chained = not p.chained
        g.emit(E.Chain(seat=target, chained=p.chained))


CARDS: tuple[CardBehaviour, ...] = (
    Duel(), Dismantlement(), Snatch(), ExNihilo(), Collateral(), Nullification(), FireAttack(),
         IronChain())
