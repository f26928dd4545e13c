"""Using (使用) and playing (打出) cards, responses, and 无懈可击 races.

`use_card` is the one procedure every use goes through: the card goes to the
processing area (处理区), the use timings fire, each target is resolved in
order, and what is left goes to the discard pile. `respond` asks a seat for a
card of some names (闪 for a 杀, 杀 for 决斗, 桃 for someone dying …), letting
equipment and skills answer first (八卦阵). `is_nullified` runs the 无懈可击
race for one trick on one target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import msgspec

from .advice import Strategy
from .cards import EQUIP, TRICK, CardLike, counted
from .events import NoEffect, Nullified, Play, UseEvent
from .moves import equip, move_cards
from .prompts import CARD_KEY, SEAT, SEAT_OR_NONE, Arg, Prompt, PromptSpec
from .protocol.answers import Pass, Use
from .protocol.requests import CardOption, RespondRequest
from .skills.skill import CARD_SUIT, CARDS_FORBIDDEN, HAND_COLORS_FORBIDDEN, HAND_SUITS_FILTERED, PROHIBIT
from .state import AWAY, Zone
from .timings import (
    CARD_ASKED,
    CARD_FINISHED,
    CARD_PLAYED,
    CARD_USING,
    EFFECT_BEFORE,
    TARGETED,
    TARGETING,
    CardAsk,
    CardUse,
    EffectData,
    PlayData,
    TargetData,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from .game import Game
    from .protocol.answers import Answer
    from .skills.skill import Skill
    from .state import Player

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_CARD_FINISHED: Final = CARD_FINISHED
_CARD_USING: Final = CARD_USING
_CardUse: Final = CardUse
_TARGETED: Final = TARGETED
_TARGETING: Final = TARGETING
_TargetData: Final = TargetData
_UseEvent: Final = UseEvent

NULLIFICATION: Final = "nullification"
_NULLIFY_NAMES: Final = frozenset({NULLIFICATION})
#: 无懈可击 on `user`'s `card` (its effect on `target`; -1: a 无懈可击, which has no target)
ASK_NULLIFY: Final = PromptSpec("nullify", Arg("card", CARD_KEY), Arg("user", SEAT), Arg("target", SEAT_OR_NONE),
                         ai=Strategy("nullify"), module=__name__)


def is_prohibited(g: Game, user: int, target: int, card: CardLike) -> bool:
    """禁止: may `user` not use `card` on `target` (空城, 谦逊 …)?"""
    if not g.skills.by_modifier.get(PROHIBIT):
        return False
    return prohibiting_skill(g, user, target, card) is not None


def prohibiting_skill(g: Game, user: int, target: int, card: CardLike) -> Skill | None:
    """The skill that forbids `user` to use `card` on `target` (禁止: 空城, 谦逊 …), or None. A
    face-down general's skill forbids nothing (国战), so it is never named."""
    entries = g.skills.by_modifier.get(PROHIBIT)
    if not entries:
        return None
    u, t = g.players[user], g.players[target]
    for p, sk in entries:
        if sk.protects_owner and p is not t:
            continue
        if sk.modifies_owner_only and p is not u:
            continue
        if p.hidden_skills and sk.id in p.hidden_skills:
            continue
        if sk.modify(g, p, PROHIBIT, False, u, t, card):
            return sk
    return None


def drop_prohibited(g: Game, user: int, seats: list[int] | tuple[int, ...], card: CardLike) -> list[int]:
    """`seats` without those `user` may not use `card` on (禁止), in their order.

    Skills that only protect their owner (空城, 谦逊) are asked only about their owner; those that
    only bind their owner as the user (天义) only when their owner uses the card."""
    entries = g.skills.by_modifier.get(PROHIBIT)
    if not entries:
        return list(seats)
    guarded: set[int] = set()
    for p, sk in entries:
        if sk.protects_owner:
            guarded.add(p.seat)
        elif not sk.modifies_owner_only or p.seat == user:
            return [t for t in seats if not is_prohibited(g, user, t, card)]
    return [t for t in seats if t not in guarded or not is_prohibited(g, user, t, card)]


def view_as_skill(g: Game, player: Player, skill_id: str) -> Skill:
    for sk in g.skills.view_as_of.get(player.seat, ()):
        if sk.id == skill_id:
            return sk
    raise LookupError(f"seat {player.seat} has no view-as skill {skill_id!r}")


def card_from_answer(g: Game, player: Player, answer: Use) -> CardLike:
    """The card an answer uses: the physical card, or the virtual card a skill makes."""
    if answer.skill is None:
        assert answer.card is not None, "a use without a skill names its card (check_use)"
        return g.cards[answer.card]
    return view_as_skill(g, player, answer.skill).view_as_card(g, player, answer)


async def produce_card(g: Game, player: Player, answer: Use) -> CardLike | None:
    """Like card_from_answer, but a skill may ask others first (激将, 护驾) or come to nothing."""
    if answer.skill is None:
        assert answer.card is not None, "a use without a skill names its card (check_use)"
        return g.cards[answer.card]
    skill = view_as_skill(g, player, answer.skill)
    await g.reveal_skill(player, skill)
    return await skill.produce_card(g, player, answer)


def forbidden_names(g: Game, player: Player) -> frozenset[str]:
    """The card names `player` may not use or play now (不能使用或打出: 鏖战's 桃); one lookup when none."""
    if CARDS_FORBIDDEN not in g.modifier_kinds:
        return frozenset()
    return g.modify(CARDS_FORBIDDEN, frozenset(), player)


def without_forbidden_hand(g: Game, player: Player, options: list[CardOption]) -> list[CardOption]:
    """`options` less the hand cards `player` may not use or play now (潜袭: a colour): a card
    option of one goes, a skill option keeps its other cards (and goes when too few are left)."""
    kinds = g.modifier_kinds
    if HAND_SUITS_FILTERED in kinds:
        options = _without_filtered_hand(g, player, options)
    if HAND_COLORS_FORBIDDEN not in kinds:
        return options
    banned: frozenset[str] = g.modify(HAND_COLORS_FORBIDDEN, frozenset(), player)
    if not banned:
        return options
    cards, hand = g.cards, set(player.hand)

    def allowed(cid: int) -> bool:
        return cid not in hand or cards[cid].color not in banned

    out: list[CardOption] = []
    for o in options:
        if o.card is not None:
            if allowed(o.card):
                out.append(o)
            continue
        if o.cards and not all(allowed(c) for c in o.cards):
            kept = tuple(c for c in o.cards if allowed(c))
            if len(kept) < o.min_cards:
                continue
            o = msgspec.structs.replace(o, cards=kept)
        out.append(o)
    return out


def _without_filtered_hand(g: Game, player: Player, options: list[CardOption]) -> list[CardOption]:
    """`options` less the hand cards that are not themselves for `player` (武神: a ♥ hand card is a
    杀): such a card is offered only as what a skill makes of it."""
    suits: frozenset[str] = g.modify(HAND_SUITS_FILTERED, frozenset(), player)
    if not suits:
        return options
    cards, hand = g.cards, player.hand
    return [o for o in options if o.card is None or o.card not in hand or cards[o.card].suit not in suits]


def response_options(g: Game, player: Player, names: frozenset[str], mode: str) -> tuple[CardOption, ...]:
    """Cards `player` could use/play now as one of `names`: hand cards and view-as skills (none to
    use while away: 调虎离山)."""
    if mode == "use" and player.marks and AWAY in player.marks:
        return ()
    cards = g.cards
    if CARDS_FORBIDDEN in g.modifier_kinds and (banned := forbidden_names(g, player)) & names:
        names = names - banned
        if not names:
            return ()
    opts = [CardOption(cards[cid].key, cid) for cid in player.hand if cards[cid].name in names]
    view_as = g.skills.view_as_of.get(player.seat)
    if view_as:
        for sk in g.usable_skills(player, view_as):
            opts.extend(sk.view_as_options(g, player, names, mode))
    if HAND_COLORS_FORBIDDEN in g.modifier_kinds or HAND_SUITS_FILTERED in g.modifier_kinds:
        opts = without_forbidden_hand(g, player, opts)
    return tuple(opts)


# --------------------------------------------------------------------------- using a card


async def use_card(g: Game, user: int, card: CardLike, targets: list[int], *, phase_action: bool = False,
                   responding_to: Any = None, second_targets: dict[int, int] | None = None,
                   nullifiable: bool = True) -> CardUse:
    """使用一张牌: move it, fire the use timings, resolve every target, clean up.

    `nullifiable` False: no 无懈可击 window (离间's 决斗). The use reads the card as it counts for
    its user (红颜: cards.counted); the log names the card as it is."""
    b = card.behaviour
    face = card.describe()
    if CARD_SUIT in g.skills.by_modifier:
        card = counted(g, g.players[user], card)
    use = _CardUse(user, card, targets, phase_action, responding_to=responding_to)
    if second_targets:
        use.second_targets = second_targets
    if not nullifiable:
        use.nullifiable = False
    turn = g.turn
    if turn is not None:
        use.phase = turn.phase
        turn.uses.append(use)
        turn.phase_uses.append(use)
    if second_targets:
        g.emit(_UseEvent(user, face, tuple(targets), tuple(second_targets.items())))
    else:
        g.emit(_UseEvent(user, face, tuple(targets)))
    if b.type == EQUIP:
        # 装备牌: straight into its slot (the old one goes to the discard pile)
        await equip(g, user, card.ids[0])
        await g.trigger(_CARD_USING, use)
        return use
    if b.delayed:
        # 延时类锦囊: straight into the target's judge area; it takes effect when judged
        await move_cards(g, list(card.ids), Zone.JUDGE, targets[0], reason="place_delayed", by=user,
                         judge_as=card.key)
        for cid in card.ids:
            g.delayed_users[cid] = user
        await g.trigger(_CARD_USING, use)
        return use
    if ids := _not_in(g, card, Zone.PROCESSING):
        await move_cards(g, ids, Zone.PROCESSING, reason="use", by=user)
    g.stack.append(use)
    listens = g.skills.by_timing     # (timings nobody listens to are not even awaited)
    try:
        b.on_use(g, use)
        if ready := g.ready(_CARD_USING, use):
            await g.fire(_CARD_USING, use, ready)
        if use.targets:
            if _TARGETING in listens:
                for t in list(use.targets):
                    await g.trigger(_TARGETING, _TargetData(use, t))
            if _TARGETED in listens:
                for t in list(use.targets):
                    if t not in use.cancelled and (ready := g.ready(_TARGETED, td := _TargetData(use, t))):
                        await g.fire(_TARGETED, td, ready)
        await b.resolve(g, use)
        if ready := g.ready(_CARD_FINISHED, use):
            await g.fire(_CARD_FINISHED, use, ready)
    finally:
        g.stack.pop()
    if left := _left_over(g, card):
        await move_cards(g, left, Zone.DISCARD, reason="used")
    return use


def _not_in(g: Game, card: CardLike, zone: int) -> list[int]:
    """The card's ids not yet in `zone` (a card moves to the processing area once)."""
    return [c for c in card.ids if g.zone_of[c] != zone]


def _left_over(g: Game, card: CardLike) -> list[int]:
    """What is left of a used or played card in the processing area: it goes to the discard pile.
    (Plain calls, so a use awaits a move only when there is one.)"""
    return [c for c in card.ids if g.zone_of[c] == Zone.PROCESSING]


async def play_card(g: Game, seat: int, card: CardLike, responding_to: Any = None) -> None:
    """打出一张牌 (not a use): show it, it goes to the discard pile (read as it counts for `seat`:
    cards.counted)."""
    g.emit(Play(seat=seat, card=card.describe()))
    if CARD_SUIT in g.skills.by_modifier:
        card = counted(g, g.players[seat], card)
    if g.turn is not None:
        g.turn.plays.append((seat, card, g.turn.phase))
    if ids := _not_in(g, card, Zone.PROCESSING):
        await move_cards(g, ids, Zone.PROCESSING, reason="play", by=seat)
    if g.listens(CARD_PLAYED):
        await g.trigger(CARD_PLAYED, PlayData(seat, card, responding_to))
    if left := _left_over(g, card):
        await move_cards(g, left, Zone.DISCARD, reason="used")


async def card_effect(g: Game, use: CardUse, target: int) -> None:
    """The card takes effect on one target, unless made ineffective or nullified."""
    if g.listens(EFFECT_BEFORE) and (ready := g.ready(EFFECT_BEFORE, eff := EffectData(use, target))):
        await g.fire(EFFECT_BEFORE, eff, ready)
        if eff.cancelled:
            g.emit(NoEffect(card=use.card.describe(), target=target))
            return
    if use.card.type == TRICK and use.nullifiable and use.card.name != NULLIFICATION:
        spared = use.data.get("nullified_for")
        if spared and target in spared:         # 无懈可击·国 for the target's whole kingdom
            g.emit(Nullified(card=use.card.describe(), target=target))
            return
        if await is_nullified(g, use, target):
            return
    await use.card.behaviour.on_effect(g, use, target)


# --------------------------------------------------------------------------- responding


async def ask_for_card(g: Game, seat: int, names: frozenset[str], mode: str, prompt: Prompt, *,
                       responding_to: Any = None) -> CardLike | None:
    """Ask `seat` for a card named in `names` without resolving it yet.

    Equipment and skills that can provide the card are asked first (八卦阵);
    then the seat chooses among its hand cards and view-as skills, or passes.
    """
    player = g.players[seat]
    if not player.alive:
        return None
    if g.listens(CARD_ASKED) and (ready := g.ready(CARD_ASKED, ask := CardAsk(seat, names, mode, responding_to))):
        await g.fire(CARD_ASKED, ask, ready)
        if ask.provided is not None:
            return ask.provided
    options = response_options(g, player, names, mode)
    if not options:
        return None
    ans = await g.ask(RespondRequest(seat, _sorted_names(names), mode, options, prompt),
                      _made_card_check(g, player, options))
    if isinstance(ans, Pass):
        return None
    return await produce_card(g, player, ans)


_SORTED: Final[dict[frozenset[str], tuple[str, ...]]] = {}


def _sorted_names(names: frozenset[str]) -> tuple[str, ...]:
    """The names a request asks for, in a stable order (one sort per set of names)."""
    out = _SORTED.get(names)
    if out is None:
        out = _SORTED[names] = tuple(sorted(names))
    return out


def _made_card_check(g: Game, player: Player,
                     options: tuple[CardOption, ...]) -> Callable[[Answer], None] | None:
    """The engine-side check of a response's answers: needed only when a skill may make the card."""
    if all(o.skill is None for o in options):
        return None
    return lambda a: _check_made_card(g, player, a)


def _check_made_card(g: Game, player: Player, answer: Any) -> None:
    """A view-as answer's cards must make the card together (IllegalAnswer otherwise)."""
    if isinstance(answer, Use) and answer.skill is not None:
        card_from_answer(g, player, answer)


async def respond(g: Game, seat: int, names: frozenset[str], mode: str, prompt: Prompt, *,
                  responding_to: Any = None, targets: list[int] | None = None
                  ) -> CardLike | None:
    """Ask `seat` to use (mode "use") or play ("play") a card named in `names`, and do it.

    A used card is resolved with `use_card` on `targets` (the dying player for
    桃); a played one with `play_card`. Returns the card, or None when none came.
    """
    card = await ask_for_card(g, seat, names, mode, prompt, responding_to=responding_to)
    if card is None:
        return None
    if mode == "use":
        await use_card(g, seat, card, list(targets or ()), responding_to=responding_to)
    else:
        await play_card(g, seat, card, responding_to)
    return card


# --------------------------------------------------------------------------- 无懈可击


async def is_nullified(g: Game, subject: CardUse, target: int | None) -> bool:
    """Run the 无懈可击 race on `subject` (a trick use, or a 无懈可击 use).

    Every living seat may answer, asked in seat order from the current player.
    A 无懈可击 used is resolved at once (its own resolution runs the race on it,
    while it is in the processing area); if it stands, the subject is cancelled,
    otherwise the subject stands again and everyone may answer anew.
    """
    subject.data["nullify_target"] = target
    while True:
        played = await _ask_nullification(g, subject, target)
        if played is None:
            return False
        if played.data.get("effective", True):
            g.emit(Nullified(card=subject.card.describe(), target=target))
            return True


async def _ask_nullification(g: Game, subject: Any, target: int | None) -> CardUse | None:
    prompt: Prompt | None = None
    zone_of, owner_of = g.zone_of, g.owner_of
    holders = {owner_of[c] for c in g.ids_named(NULLIFICATION) if zone_of[c] == Zone.HAND}
    view_as_of = g.skills.view_as_of
    kept_out = subject.no_response          # (祸水: players who may not respond to the subject)
    for seat in g.alive_seats():
        if kept_out and seat in kept_out:
            continue
        if seat not in holders:
            skills = view_as_of.get(seat)
            if not skills or not _may_make(g, skills, NULLIFICATION):
                continue        # neither a 无懈可击 in hand nor a skill that might make one
        player = g.players[seat]
        options = response_options(g, player, _NULLIFY_NAMES, "use")
        if not options:
            continue
        if prompt is None:
            prompt = ASK_NULLIFY(subject.card.key, subject.user, -1 if target is None else target)
        ans = await g.ask(RespondRequest(seat, (NULLIFICATION,), "use", options, prompt),
                          _made_card_check(g, player, options))
        if isinstance(ans, Pass):
            continue
        card = await produce_card(g, player, ans)
        if card is None:
            continue
        return await use_card(g, seat, card, [], responding_to=subject)
    return None


def _may_make(g: Game, skills: list[Skill], name: str) -> bool:
    """Might one of these view-as skills make a `name` card? (a loop: asked per seat of every
    无懈可击 window, where a generator costs more than the answer)"""
    for sk in skills:  # noqa: SIM110
        if sk.may_make(g, name):
            return True
    return False

