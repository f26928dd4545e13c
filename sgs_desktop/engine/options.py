"""The play phase's choices (出牌阶段): what can be used now, and doing it.

`play_request` lists every legal action once per request (cards with their
targets, view-as and active skills, recasting); `perform` carries out a
validated answer.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Final

from .behaviour import AUTO
from .errors import IllegalAnswer
from .events import CameToNothing, RecastEvent
from .moves import draw, move_cards
from .protocol.answers import Answer, Recast, Use
from .protocol.requests import ASK_PLAY, CardOption, PlayRequest, TargetSpec
from .skills.skill import CARDS_FORBIDDEN, HAND_COLORS_FORBIDDEN, HAND_SUITS_FILTERED, PROHIBIT
from .state import Zone
from .usecard import card_from_answer, forbidden_names, produce_card, use_card, without_forbidden_hand

if TYPE_CHECKING:
    from collections.abc import Callable

    from .cards import CardLike
    from .game import Game
    from .state import Player

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_AUTO: Final = AUTO
_CameToNothing: Final = CameToNothing
_CardOption: Final = CardOption
_PlayRequest: Final = PlayRequest
_Recast: Final = Recast
_Use: Final = Use

_PLAY_PROMPT: Final = ASK_PLAY()
class _Unseen(Enum):
    UNSEEN = 0


_UNSEEN: Final = _Unseen.UNSEEN   # a card name not looked at yet in this request


def play_request(g: Game, player: Player) -> tuple[PlayRequest, Callable[[Answer], None] | None]:
    """The PlayRequest for `player` now, and the engine-side check for its answers (None: none needed)."""
    cards = g.cards
    seat = player.seat
    options: list[CardOption] = []
    specs: dict[object, TargetSpec | _Unseen | None] = {}
    recast: list[int] = []
    last_card = len(player.hand) == 1
    by_color = PROHIBIT in g.skills.by_modifier   # only prohibitions (帷幕 …) look at colour
    for cid in player.hand:
        card = cards[cid]
        b = card.behaviour
        if b.recastable:
            recast.append(cid)
        # cards of one name (and colour, when it counts) share their usability and targets;
        # a last hand card is asked alone (方天画戟 looks at it)
        k = (card.name, card.color) if by_color else card.name
        spec = specs.get(k, _UNSEEN) if not last_card else _UNSEEN
        if spec is _UNSEEN:
            spec = specs[k] = b.target_spec(g, player, card) if b.usable_in_play(g, player, card) else None
        if spec is None:
            continue
        options.append(_CardOption(card.key, cid, None, (), 0, 0, None if spec is _AUTO else spec))  # (positional)
    skills = g.skills
    view_as = skills.view_as_of.get(seat)
    made = False        # a view-as option: its answers' cards are checked (see _check_view_as)
    if view_as:
        for sk in g.usable_skills(player, view_as):
            more = sk.view_as_options(g, player, None, "play")
            if more:
                options.extend(more)
                made = True
    active = skills.active_of.get(seat)
    if active:
        for sk in g.usable_skills(player, active):
            opt = sk.play_option(g, player)
            if opt is not None:
                options.append(opt)
            if sk.recasts:
                recast.extend(c for c in sk.recast_cards(g, player) if c not in recast)
    if CARDS_FORBIDDEN in skills.by_modifier and (banned := forbidden_names(g, player)):
        # 不能使用 (鏖战's 桃): neither the card nor what a skill would make of that name
        options = [o for o in options if (cards[o.card].name if o.card is not None else
                                          g.behaviours[o.name].name if o.name else "") not in banned]
    if HAND_COLORS_FORBIDDEN in skills.by_modifier or HAND_SUITS_FILTERED in skills.by_modifier:
        options = without_forbidden_hand(g, player, options)      # (潜袭; 武神's ♥ hand cards)
    turn = g.turn
    if turn is not None and turn.futile:
        # a skill that asked others for this card in this phase and got nothing (激将) is not
        # offered again for it until the next phase (docs/rulings.md, "Asking others")
        futile = turn.futile
        options = [o for o in options if o.skill is None or (seat, o.skill, o.name) not in futile]
    req = _PlayRequest(seat, tuple(options), tuple(recast), _PLAY_PROMPT)
    if not made:
        return req, None

    def check(answer: Answer) -> None:
        if isinstance(answer, _Use) and answer.skill is not None:
            _check_view_as(g, player, req, answer)

    return req, check


def _check_view_as(g: Game, player: Player, req: PlayRequest, answer: Use) -> None:
    """A view-as card's targets depend on the cards it is made of: re-check them."""
    opt = next(o for o in req.options if o.skill == answer.skill and (answer.name in (None, o.name)))
    if not opt.name:
        return   # an active skill: its option already listed the legal targets
    card = card_from_answer(g, player, answer)
    b = card.behaviour
    if not b.usable_in_play(g, player, card):
        raise IllegalAnswer(f"{card.key} made by {answer.skill} cannot be used now")
    spec = b.target_spec(g, player, card)
    if spec is None:
        raise IllegalAnswer(f"{card.key} made by {answer.skill} has no legal target")
    if spec is _AUTO:
        if answer.targets:
            raise IllegalAnswer("this card's targets are fixed by the rules; name none")
    else:
        spec.check(answer.targets)


async def perform(g: Game, player: Player, req: PlayRequest, answer: Answer) -> None:
    """Carry out a validated play-phase answer (not End)."""
    if isinstance(answer, _Recast):
        if not g.cards[answer.card].behaviour.recastable:
            # recast through a skill (连环): it is shown and noted like an active skill
            skill = next(sk for sk in g.skills.active_of[player.seat]
                         if sk.recasts and answer.card in sk.recast_cards(g, player))
            await g.reveal_skill(player, skill)
            g.note_skill(player.seat, skill.id)
        await recast(g, player.seat, answer.card)
        return
    assert isinstance(answer, _Use)
    if answer.skill is None:
        assert answer.card is not None, "a use without a skill names its card (check_use)"
        opt = next(o for o in req.options if o.skill is None and o.card == answer.card)
        card: CardLike = g.cards[answer.card]
        spec = opt.targets
    else:
        opt = next(o for o in req.options if o.skill == answer.skill and answer.name in (None, o.name))
        if not opt.name:
            skill = next(sk for sk in g.skills.active_of[player.seat] if sk.id == answer.skill)
            await g.reveal_skill(player, skill)
            g.note_skill(player.seat, skill.id)
            await skill.activate(g, player, answer)
            if g.aftermath:
                await g.settle()
            return
        made = await produce_card(g, player, answer)
        if made is None:
            _came_to_nothing(g, player.seat, answer, opt.name)
            return
        card = made
        found = card.behaviour.target_spec(g, player, card)
        spec = None if found is _AUTO else found
        # (a skill that asked others first may find the table changed: a target that died meanwhile
        # is skipped as the card resolves; one still alive but no longer legal, or no target left at
        # all, and the use comes to nothing)
        if found is None or (spec is not None and not spec.then
                             and any(t not in spec.seats for t in answer.targets if g.players[t].alive)):
            _came_to_nothing(g, player.seat, answer, opt.name)
            if left := [c for c in card.ids if g.zone_of[c] == Zone.PROCESSING]:
                await move_cards(g, left, Zone.DISCARD, reason="used")
            return
    await use_chosen(g, player, card, answer.targets, spec, phase_action=True)


def _came_to_nothing(g: Game, seat: int, answer: Use, name: str) -> None:
    """A play-phase use through a skill that asked others and got nothing (激将): logged, and kept
    out of this phase's next requests (the turn's `futile`). One that spent a card of the seat's
    (蛊惑's questioned card, discarded) is neither: its skill's own events told what became of the
    card, and the table has changed."""
    if any(g.zone_of[c] != Zone.HAND or g.owner_of[c] != seat for c in answer.cards):
        return
    skill = answer.skill
    assert skill is not None        # (a skill's use)
    g.emit(_CameToNothing(seat=seat, skill=skill))
    turn = g.turn
    if turn is not None:
        turn.futile.append((seat, skill, name))


async def use_chosen(g: Game, player: Player, card: CardLike, chosen: tuple[int, ...] | list[int],
                     spec: TargetSpec | None, *, phase_action: bool) -> None:
    """Use `card` on the targets a seat chose (`spec` None: the rules fix the targets)."""
    b = card.behaviour
    second: dict[int, int] = {}
    if spec is None:
        targets = b.auto_targets(g, player, card)
    elif spec.then:
        targets = [chosen[0]]
        second = {chosen[0]: chosen[1]}
    else:
        targets = b.target_order(g, player, list(chosen))
    await use_card(g, player.seat, card, targets, phase_action=phase_action, second_targets=second)


async def recast(g: Game, seat: int, cid: int) -> None:
    """重铸: put the card into the discard pile, then draw one."""
    g.emit(RecastEvent(seat=seat, card=g.cards[cid].describe()))
    await move_cards(g, [cid], Zone.DISCARD, reason="recast", by=seat)
    await draw(g, seat, 1, reason="recast")
