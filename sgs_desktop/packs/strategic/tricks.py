"""势备篇 tricks: 敕令, 联军盛宴, 勠力同心, 调虎离山, 挟天子以令诸侯, 火烧连营, 水淹七军."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import CHEAPEST, Custom, Playing
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.cards import VirtualCard
from ...engine.health import damage, lose_hp, recover
from ...engine.kingdoms import big_kingdoms, formation_of, is_big, kingdom_key, same_kingdom
from ...engine.moves import draw, move_cards
from ...engine.prompts import SEAT, Arg, PromptSpec
from ...engine.protocol.answers import Choose, Use
from ...engine.protocol.requests import CardOption, TargetSpec
from ...engine.skills.skill import CHAIN_BLOCKED
from ...engine.state import Zone
from ...engine.usecard import drop_prohibited
from ..standard.tricks import Trick
from .seen import big_kingdoms_seen, burning_targets_seen, shows_as_careerist, view_key
from .state import promise_extra_turn, send_away

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.protocol.requests import OptionRequest
    from ...engine.state import Player


# --------------------------------------------------------------------------- 敕令


def _order_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Show a general (and draw) when it may — unless that makes us a 野心家 while an equipment
    card can pay instead; else give up an equipment card; HP last."""
    order = ("show_head", "show_deputy", "discard_equip")
    if shows_as_careerist(judge.view, judge.me):
        order = ("discard_equip", "show_head", "show_deputy")
    for o in order:
        if o in req.options:
            return Choose(o)
    return Choose(req.options[0])


#: 敕令: show a general and draw one, discard an equipment card, or lose 1 HP (`user`'s 敕令)
ASK_IMPERIAL_ORDER = PromptSpec("imperial_order", Arg("user", SEAT), ai=Custom(_order_ai))
#: 敕令 used by nobody (a discarded one, at the end of the turn: docs/rulings.md): the same choice
ASK_IMPERIAL_ORDER_SYSTEM = PromptSpec("imperial_order_system", ai=Custom(_order_ai))
#: 敕令: which equipment card to discard
ASK_IMPERIAL_ORDER_EQUIP = PromptSpec("imperial_order_equip", ai=CHEAPEST)


class ImperialOrder(Trick):
    """【敕令】: on every player with no kingdom (没有势力: no shown general); each chooses: show a
    general and draw one card; discard an equipment card; or lose 1 HP."""

    key = name = "imperial_order"
    subtype = "global_effect"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if self.auto_targets(g, user, card) else None

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        seats = [s for s in g.alive_seats(user.seat) if g.players[s].kingdom is None]
        return drop_prohibited(g, user.seat, seats, card)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await imperial_order_on(g, use.user, target)


async def imperial_order_on(g: Game, user: int, target: int) -> None:
    """One target's choice under 敕令 (`user` -1: used by nobody)."""
    p = g.players[target]
    options = []
    if g.may_show(p):
        options += [("show_head", "show_deputy")[i] for i, s in enumerate(p.generals) if not s.shown]
    if p.equips:
        options.append("discard_equip")
    options.append("lose_hp")
    prompt = ASK_IMPERIAL_ORDER(user) if user >= 0 else ASK_IMPERIAL_ORDER_SYSTEM()
    choice = await g.choose_option(target, tuple(options), prompt)
    if choice in ("show_head", "show_deputy"):
        await g.rules.show_general(g, p, 0 if choice == "show_head" else 1, reason="imperial_order")
        if p.alive:
            await draw(g, target, 1, reason="imperial_order")
    elif choice == "discard_equip":
        chosen = await g.choose_cards(target, p.equip_ids(), 1, 1, ASK_IMPERIAL_ORDER_EQUIP())
        await move_cards(g, chosen, Zone.DISCARD, reason="imperial_order", by=target)
    else:
        await lose_hp(g, target, 1)


# --------------------------------------------------------------------------- 联军盛宴


def _feast_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    me = judge.my
    if "recover" in req.options and me.hp < me.max_hp:
        return Choose("recover")
    return Choose("draw_reset")


#: 联军盛宴: recover 1 HP, or draw a card and be reset (重置: unchained)
ASK_ALLIANCE_FEAST = PromptSpec("alliance_feast", Arg("user", SEAT), ai=Custom(_feast_ai))


class AllianceFeast(Trick):
    """【联军盛宴】: on you and every player of one kingdom not yours (choose one of them): you draw
    X cards (X: that kingdom's living players); each of them recovers 1 HP, or draws a card and
    is reset (重置)."""

    key = name = "alliance_feast"
    subtype = "alliance_feast"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card, lambda p: p.kingdom is not None and not same_kingdom(p, user))

    def target_order(self, g: Game, user: Player, targets: list[int]) -> list[int]:
        """The chosen player stands for its kingdom: you, then all of them, in seat order."""
        chosen = g.players[targets[0]]
        mates = [s for s in g.alive_seats(user.seat) if s != user.seat
                 and (s == chosen.seat or same_kingdom(g.players[s], chosen))]
        probe = VirtualCard(g.behaviours[self.key])       # (the card itself is not handed over here)
        mates = [s for s in mates if s == chosen.seat or s in drop_prohibited(g, user.seat, [s], probe)]
        return [*drop_prohibited(g, user.seat, [user.seat], probe), *mates]

    def on_use(self, g: Game, use: T.CardUse) -> None:
        others = [t for t in use.targets if t != use.user]
        use.data["kingdom"] = kingdom_key(g.players[others[0]]) if others else None

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        if target == use.user:
            key = use.data.get("kingdom")
            x = sum(1 for p in g.players if p.alive and key is not None and kingdom_key(p) == key)
            if x:
                await draw(g, target, x, reason="alliance_feast")
            return
        p = g.players[target]
        options = ("recover", "draw_reset") if p.wounded else ("draw_reset",)
        choice = options[0] if len(options) == 1 else await g.choose_option(
            target, options, ASK_ALLIANCE_FEAST(use.user))
        if choice == "recover":
            await recover(g, target, 1, source=use.user, card=use.card)
            return
        await draw(g, target, 1, reason="alliance_feast")
        if p.chained and p.alive:
            p.chained = False
            g.emit(E.Chain(seat=target, chained=False))


# --------------------------------------------------------------------------- 勠力同心


def groups_of_size(g: Game) -> tuple[list[int], list[int]]:
    """(big, small): the living players in seat order of the big kingdoms and of the small ones
    (both empty while no kingdom is big)."""
    big = big_kingdoms(g)
    if not big:
        return [], []
    seats = g.alive_seats()
    inside = [s for s in seats if kingdom_key(g.players[s]) in big]
    return inside, [s for s in seats if s not in inside]


class FightTogether(Trick):
    """【勠力同心】: on every big-kingdom player, or every small-kingdom one (choose one of them):
    an unchained target is chained (横置); a chained one draws a card. It may be recast."""

    key = name = "fight_together"
    subtype = "global_effect"
    recastable = True

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        big, small = groups_of_size(g)
        seats = drop_prohibited(g, user.seat, big + small, card)
        return TargetSpec(tuple(g.seat_order(seats, user.seat)), 1, 1) if seats else None

    def target_order(self, g: Game, user: Player, targets: list[int]) -> list[int]:
        """The chosen player stands for its side (big or small): all of it, in seat order."""
        big, small = groups_of_size(g)
        side = big if targets[0] in big else small
        probe = VirtualCard(g.behaviours[self.key])       # (the card itself is not handed over here)
        return g.seat_order(drop_prohibited(g, user.seat, side, probe), user.seat)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        p = g.players[target]
        if p.chained:
            await draw(g, target, 1, reason="fight_together")
            return
        if CHAIN_BLOCKED in g.modifier_kinds and g.modify(CHAIN_BLOCKED, False, p):
            g.emit(E.NoEffect(card=use.card.describe(), target=target))
            return
        p.chained = True
        g.emit(E.Chain(seat=target, chained=True))


# --------------------------------------------------------------------------- 调虎离山


class LureTiger(Trick):
    """【调虎离山】: on one or two other players: until this turn ends they are out of distance and
    seat order, use no card and are no card's target. Then you draw a card."""

    key = name = "lure_tiger"
    subtype = "lure_tiger"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        spec = self._others(g, user, card)
        return TargetSpec(spec.seats, 1, 2) if spec is not None else None

    async def resolve(self, g: Game, use: T.CardUse) -> None:
        await super().resolve(g, use)
        if g.players[use.user].alive:
            await draw(g, use.user, 1, reason="lure_tiger")

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        send_away(g, target)


# --------------------------------------------------------------------------- 挟天子以令诸侯


class ThreatenEmperor(Trick):
    """【挟天子以令诸侯】: a big-kingdom player (大势力角色) uses it on itself: its play phase ends;
    if it discards a card at the end of the turn, it takes an extra turn after this one."""

    key = name = "threaten_emperor"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return is_big(g, user)

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if drop_prohibited(g, user.seat, [user.seat], card) else None

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        turn = g.turn
        if turn is not None and turn.seat == target and turn.phase == "play":
            turn.phase = None           # 结束出牌阶段
        promise_extra_turn(g, target)


# --------------------------------------------------------------------------- 火烧连营


class BurningCamps(Trick):
    """【火烧连营】: on the player after you (下家) and every player in its formation (队列): each
    takes 1 fire damage from you."""

    key = name = "burning_camps"
    subtype = "aoe"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if self.auto_targets(g, user, card) else None

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        others = g.others(user.seat)
        if not others:
            return []
        nxt = others[0]
        row = formation_of(g, nxt) or [nxt]
        return drop_prohibited(g, user.seat, g.seat_order(row, user.seat), card)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await damage(g, use.user, target, 1, "fire", card=use.card, use=use)


# --------------------------------------------------------------------------- 水淹七军


def _drowning_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Keep the equipment when the HP can pay for it (several cards, or a hurt that does not kill)."""
    me = judge.my
    if "thunder" in req.options and me.hp >= 3 and len(me.equips) >= 2:
        return Choose("thunder")
    return Choose("discard_equips")


#: 水淹七军: discard all your equipment, or take 1 thunder damage from `user`
ASK_DROWNING = PromptSpec("drowning", Arg("user", SEAT), ai=Custom(_drowning_ai))


class Drowning(Trick):
    """【水淹七军】: on another player with equipment: it discards every card in its equipment
    area, or takes 1 thunder damage from you."""

    key = name = "drowning"
    target_needs = "equips"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card, lambda p: bool(p.equips))

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        p = g.players[target]
        options = ("discard_equips", "thunder") if p.equips else ("thunder",)
        choice = await g.choose_option(target, options, ASK_DROWNING(use.user))
        if choice == "discard_equips":
            await move_cards(g, p.equip_ids(), Zone.DISCARD, reason="drowning", by=target)
        else:
            await damage(g, use.user, target, 1, "thunder", card=use.card, use=use)


# --------------------------------------------------------------------------- how an AI seat plays them
# (engine.advice.Playing: a score against the AI's scale — 杀 6.5 and up, an empty slot's
# equipment 8, the phase ends at 2.0 and below — and the Use; None: keep the card)


def _imperial_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """On the face-down players: when they are mostly enemies (it may hit us too)."""
    hidden = [s for s in judge.alive() if judge.p(s).kingdom is None]
    net = sum(-judge.att(s) if s != judge.me else -0.8 for s in hidden)
    return (4.0 + net, Use(card=opt.card)) if net > 0.3 else None


def _feast_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """The kingdom whose size draws us most, less what its players gain (enemies, mostly)."""
    if opt.targets is None:
        return None
    view = judge.view
    best: tuple[float, int] | None = None
    for t in opt.targets.seats:
        key = view_key(judge.p(t))
        members = [sv.seat for sv in view.players if sv.alive and view_key(sv) == key]
        score = 3.5 + 0.9 * len(members) + 0.5 * sum(judge.att(s) for s in members)
        if best is None or score > best[0]:
            best = (score, t)
    if best is None or best[0] < 3.0:
        return None
    return best[0], Use(card=opt.card, targets=(best[1],))


def _side_worth(judge: AdvisedSeat, seats: list[int]) -> float:
    """勠力同心 on these: a chained friend draws (good), an unchained enemy is chained (good)."""
    total = 0.0
    for s in seats:
        a, chained = judge.att(s), judge.p(s).chained
        total += (0.6 if chained else -0.2) if a > 0.2 else ((-0.6 if chained else 0.4) if a < -0.2 else 0.0)
    return total


def _fight_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    if opt.targets is None:
        return None
    big = big_kingdoms_seen(judge.view)
    alive = judge.alive()
    sides = ([s for s in alive if view_key(judge.p(s)) in big], [s for s in alive if view_key(judge.p(s)) not in big])
    best: tuple[float, int] | None = None
    for side in sides:
        pick = [s for s in side if s in opt.targets.seats]
        if pick:
            worth = _side_worth(judge, side)
            if best is None or worth > best[0]:
                best = (worth, pick[0])
    if best is None or best[0] < 0.8:
        return None             # (recast instead)
    return 3.0 + best[0], Use(card=opt.card, targets=(best[1],))


AOE = ("savage_assault", "archery_attack", "burning_camps")


def _lure_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Out of the way of our own area trick: up to two friends; else a card for a card."""
    if opt.targets is None:
        return None
    seats = opt.targets.seats
    friends = sorted((s for s in seats if judge.att(s) > 0.3), key=lambda s: (-judge.att(s), s))[:2]
    has_aoe = any(judge.key(c) in AOE for c in judge.view.hand)
    if friends:
        return (6.2 if has_aoe else 2.6), Use(card=opt.card, targets=tuple(friends))
    t = min(seats, key=lambda s: (judge.threat(s), s))
    return 2.4, Use(card=opt.card, targets=(t,))


def _threaten_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Last of the phase (it ends it), with a card left to pay for the extra turn."""
    if len(judge.view.hand) + len(judge.my.equips) < 2:
        return None
    return 2.1, Use(card=opt.card)


def _burning_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    targets = burning_targets_seen(judge.view, judge.me)
    net = sum(-judge.att(s) * (1.5 if judge.p(s).hp <= 1 else 1.0) for s in targets)
    return (5.0 + net, Use(card=opt.card)) if net > 0.4 else None


def _drowning_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    if opt.targets is None:
        return None
    enemies = [s for s in opt.targets.seats if judge.att(s) < -0.2]
    if not enemies:
        return None
    t = max(enemies, key=lambda s: (len(judge.p(s).equips) - judge.att(s), -s))
    return 4.5 + 0.6 * len(judge.p(t).equips), Use(card=opt.card, targets=(t,))


ImperialOrder.play = Playing(_imperial_play)
AllianceFeast.play = Playing(_feast_play)
FightTogether.play = Playing(_fight_play)
LureTiger.play = Playing(_lure_play)
ThreatenEmperor.play = Playing(_threaten_play)
BurningCamps.play = Playing(_burning_play)
Drowning.play = Playing(_drowning_play)

CARDS: tuple[CardBehaviour, ...] = (
    ImperialOrder(), AllianceFeast(), FightTogether(), LureTiger(), ThreatenEmperor(), BurningCamps(),
         Drowning())
