"""Moving cards between zones (移动牌): the one place where a card changes zone.

`move_cards` removes each card from where it is, puts it where it goes, keeps
the location table and who-knows-what current, grants or removes equipment
skills, logs one event per source, and then fires the after-move timing. Draws,
discards, gains and gifts are all moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .cards import EQUIP_SLOTS
from .errors import GameOver
from .events import Move, Reshuffle, Show
from .state import ALL_SEATS, Zone
from .timings import CARDS_MOVED, MoveData

if TYPE_CHECKING:
    from collections.abc import Awaitable, Iterable

    from .game import Game
    from .skills.skill import Skill
    from .state import Player

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_CARDS_MOVED: Final = CARDS_MOVED
_Move: Final = Move
_MoveData: Final = MoveData

_CARDS: Final = ("cards",)     # what a seat outside a move's mask does not see

#: 失去前改变目标区域 (章武: "失去【飞龙夺凤】前，将此牌移动的目标区域改为牌堆底"): a modifier kind (see
#: engine/skills/skill.py) whose value is the cards of a move that go to the bottom of the draw pile
#: instead, each with the reason its move is logged with, as ((card, reason), …); the arguments are
#: (cards, to_zone, to_owner, reason) of the move about to be made. The cards never reach the zone
#: they were going to.
DIVERT_TO_BOTTOM: Final = "divert_to_bottom"


def _take_out(g: Game, zone: int, owner: int, ids: list[int]) -> None:
    """Take `ids`, all in one zone of one owner, out of it (the zones in order of how often
    cards leave them)."""
    if zone == Zone.HAND:
        hand = g.players[owner].hand
        for cid in ids:
            hand.remove(cid)
    elif zone == Zone.PROCESSING:
        for cid in ids:
            g.processing.remove(cid)
    elif zone == Zone.DRAW:
        pile = g.draw_pile
        if pile[-len(ids):] == ids[::-1]:
            del pile[-len(ids):]            # (a draw: the top cards, topmost first)
        else:
            for cid in ids:
                pile.remove(cid)
    elif zone == Zone.EQUIP:
        eq = g.players[owner].equips
        for cid in ids:
            for slot, c in eq.items():
                if c == cid:
                    del eq[slot]
                    break
    elif zone == Zone.JUDGE:
        p = g.players[owner]
        for cid in ids:
            p.judge.remove(cid)
            p.judge_as.pop(cid, None)
    elif zone == Zone.DISCARD:
        for cid in ids:
            g.discard_pile.remove(cid)
    elif zone == Zone.PILE:
        for cid in ids:
            for pile in g.players[owner].piles.values():
                if cid in pile:
                    pile.remove(cid)
                    break
    else:
        for cid in ids:
            g.void.remove(cid)


def _place(g: Game, cards: list[int] | tuple[int, ...], zone: int, owner: int, bottom: bool,
           judge_as: str | None, pile: str | None) -> None:
    """Put `cards` (in order) into one zone and note where each now is (the zones in order of
    how often cards arrive there)."""
    if zone == Zone.DISCARD:
        g.discard_pile.extend(cards)
    elif zone == Zone.PROCESSING:
        g.processing.extend(cards)
    elif zone == Zone.HAND:
        g.players[owner].hand.extend(cards)
    elif zone == Zone.EQUIP:
        eq = g.players[owner].equips
        for cid in cards:
            eq[g.cards[cid].behaviour.subtype] = cid
    elif zone == Zone.DRAW:
        if bottom:
            g.draw_pile[0:0] = reversed(cards)
        else:
            g.draw_pile.extend(cards)
    elif zone == Zone.JUDGE:
        p = g.players[owner]
        p.judge.extend(cards)
        if judge_as is not None:
            for cid in cards:
                if judge_as != g.cards[cid].key:
                    p.judge_as[cid] = judge_as
    elif zone == Zone.PILE:
        g.players[owner].piles.setdefault(pile or "", []).extend(cards)
    else:
        g.void.extend(cards)
    zone_of, owner_of = g.zone_of, g.owner_of
    for cid in cards:
        zone_of[cid] = zone
        owner_of[cid] = owner


def _watched(listeners: list[tuple[Player, Skill]], groups: dict[tuple[int, int], list[int]]) -> bool:
    """Does a 移动后 listener care about these moves? (连营, 枭姬 … only about their owner's cards)"""
    for p, sk in listeners:
        if not sk.own_moves_only:
            return True
        seat = p.seat
        for zone, owner in groups:
            if owner == seat and zone in Zone.OWNED:
                return True
    return False


async def move_cards(g: Game, cards: list[int] | tuple[int, ...], to_zone: int, to_owner: int = -1, *,
                     reason: str, by: int = -1, vis: int | None = None, bottom: bool = False,
                     judge_as: str | None = None, pile: str | None = None) -> None:
    """Move `cards` to a zone; `by` is the seat causing the move (it sees what it moves).

    Visibility: a move from or to a face-up zone is public. Otherwise (draw pile
    to hand, hand to hand) the owners on both sides and `by` see the ids; everyone
    else sees a count. `vis` overrides that mask.
    """
    if not cards:
        return
    if DIVERT_TO_BOTTOM in g.modifier_kinds:
        diverted: tuple[tuple[int, str], ...] = g.modify(DIVERT_TO_BOTTOM, (), cards, to_zone, to_owner, reason)
        if diverted:
            await _move_diverted(g, cards, diverted, to_zone, to_owner, reason, by, vis, bottom, judge_as, pile)
            return
    moves, groups, lost = _relocate(g, cards, to_zone, to_owner, reason, by, vis, bottom, judge_as, pile)
    if lost:
        await _unequipped(g, lost)
    # 移动后 (plain calls first: a move awaits only when a listener triggers)
    listeners = g.skills.by_timing.get(_CARDS_MOVED)
    if listeners and _watched(listeners, groups):
        data = _MoveData(tuple(moves), reason)
        if ready := g.ready(_CARDS_MOVED, data):
            await g.fire(_CARDS_MOVED, data, ready)


async def _move_diverted(g: Game, cards: list[int] | tuple[int, ...], diverted: tuple[tuple[int, str], ...],
                         to_zone: int, to_owner: int, reason: str, by: int, vis: int | None, bottom: bool,
                         judge_as: str | None, pile: str | None) -> None:
    """A move some of whose cards a skill sends to the bottom of the draw pile instead, before they
    are lost (DIVERT_TO_BOTTOM, 章武): those go straight there, shown to everyone as they go (each
    its own move, logged with the skill's reason), the rest where they were going; then the
    effects of lost equipment and 移动后 once for the whole move (with its own reason)."""
    sent = {c for c, _ in diverted}
    for c, _ in diverted:
        if g.zone_of[c] == Zone.HAND:              # (展示: a hand card is shown before it goes)
            g.known[c] = ALL_SEATS
            g.emit(Show(seat=g.owner_of[c], cards=(c,)))
    moves: list[tuple[tuple[int, ...], int, int, int, int]] = []
    groups: dict[tuple[int, int], list[int]] = {}
    lost: list[tuple[int, int]] = []
    parts: list[tuple[list[int], int, int, str, int | None, bool]] = [
        ([c], Zone.DRAW, -1, why, ALL_SEATS, True) for c, why in diverted]
    rest = [c for c in cards if c not in sent]
    if rest:
        parts.append((rest, to_zone, to_owner, reason, vis, bottom))
    for ids, zone, owner, why, mask, under in parts:
        more, where, gone = _relocate(g, ids, zone, owner, why, by, mask, under,
                                      judge_as if zone == to_zone else None, pile if zone == to_zone else None)
        moves += more
        for src, part in where.items():
            groups.setdefault(src, []).extend(part)
        lost += gone
    if lost:
        await _unequipped(g, lost)
    await _moved(g, moves, groups, reason)


async def swap_hands(g: Game, a: int, b: int, *, reason: str, vis: int) -> None:
    """Two players exchange their hands at once (缔盟): both moves are logged, then 移动后 once for
    both (nobody acts between them: a hand is never empty halfway)."""
    first, second = list(g.players[a].hand), list(g.players[b].hand)
    moves: list[tuple[tuple[int, ...], int, int, int, int]] = []
    groups: dict[tuple[int, int], list[int]] = {}
    for cards, to in ((first, b), (second, a)):
        if cards:
            more, where, _ = _relocate(g, cards, Zone.HAND, to, reason, -1, vis, False, None, None)  # (no equipment)
            moves += more
            groups.update(where)
    await _moved(g, moves, groups, reason)


def _relocate(g: Game, cards: list[int] | tuple[int, ...], to_zone: int, to_owner: int, reason: str,
              by: int, vis: int | None, bottom: bool, judge_as: str | None, pile: str | None,
              ) -> tuple[list[tuple[tuple[int, ...], int, int, int, int]], dict[tuple[int, int], list[int]],
                         list[tuple[int, int]]]:
    """The move itself (see move_cards), without what follows it (an equipment's 失去装备 effect,
    移动后): what moved, grouped by source, and the equipment lost, as (owner, card)."""
    groups: dict[tuple[int, int], list[int]] = {}
    zone_of, owner_of = g.zone_of, g.owner_of
    for cid in cards:
        src = (zone_of[cid], owner_of[cid])
        ids = groups.get(src)
        if ids is None:
            groups[src] = [cid]
        else:
            ids.append(cid)
    moves = []
    placed_as = judge_as if to_zone == Zone.JUDGE else None
    to_public = to_zone in Zone.PUBLIC
    known = g.known
    names = Zone.NAMES
    unequipped = False
    # one source at a time: its cards leave, arrive (in the order given) and are logged, so that
    # whoever reads the log between two of these events sees the table as it then is
    # (a general's pile, rare: its moves are split by pile, and each names its pile)
    pile_names: list[str | None] | None = None
    batches: Iterable[tuple[tuple[int, int], list[int]]] = groups.items()
    from_pile = False
    for z, _ in groups:
        if z == Zone.PILE:
            from_pile = True
    if to_zone == Zone.PILE or from_pile:
        batches, pile_names = _pile_batches(g, groups, to_zone, pile)
    pile_name = None
    for (zone, owner), ids in batches:
        if pile_names:
            pile_name = pile_names.pop(0)
        _take_out(g, zone, owner, ids)
        _place(g, ids, to_zone, to_owner, bottom, judge_as, pile)
        if vis is not None:
            mask = vis
        elif to_public or zone in Zone.PUBLIC:
            mask = ALL_SEATS
        else:
            mask = 0
            if zone in (Zone.HAND, Zone.PILE):
                mask |= 1 << owner
            if to_zone in (Zone.HAND, Zone.PILE):
                mask |= 1 << to_owner
            if by >= 0:
                mask |= 1 << by
        k = mask if to_zone != Zone.DRAW else 0
        for cid in ids:
            known[cid] = k
        if zone == Zone.HAND:
            if mask != ALL_SEATS:
                # seats that did not see which cards left no longer know what is left
                for cid in g.players[owner].hand:
                    known[cid] &= mask
        elif zone == Zone.EQUIP:
            unequipped = True
        moved = tuple(ids)
        moves.append((moved, zone, owner, to_zone, to_owner))
        g.emit(_Move(moved, len(moved), names[zone], owner, names[to_zone], to_owner, reason, placed_as, pile_name),
               mask)
    if unequipped or to_zone == Zone.EQUIP or to_zone == Zone.PILE or from_pile:
        g.board_epoch += 1          # horses, weapons and piles on generals (屯田's 田) change distances
    if unequipped:
        lost = [(owner, cid) for (zone, owner), ids in groups.items() if zone == Zone.EQUIP for cid in ids]
        for owner, cid in lost:
            skill = g.cards[cid].behaviour.equip_skill
            if skill is not None and skill in g.players[owner].skills:
                g.remove_skill(owner, skill)
    if to_zone == Zone.EQUIP:
        for cid in cards:
            skill = g.cards[cid].behaviour.equip_skill
            if skill is not None:
                g.add_skill(to_owner, skill)
    return moves, groups, lost if unequipped else _NONE_LOST


_NONE_LOST: Final[list[tuple[int, int]]] = []      # (shared, never changed)


def _pile_batches(g: Game, groups: dict[tuple[int, int], list[int]], to_zone: int, pile: str | None,
                  ) -> tuple[list[tuple[tuple[int, int], list[int]]], list[str | None]]:
    """The sources of a move that leaves or enters a general's pile, each with the pile its move
    event names: cards leaving a player's piles are split by pile (a death empties 田 and the
    木牛流马's cards in one move); cards entering one name it. A move from one pile into a pile of
    another name is refused (its event could name only one)."""
    into = (pile or "") if to_zone == Zone.PILE else None
    out: list[tuple[tuple[int, int], list[int]]] = []
    names: list[str | None] = []
    for (zone, owner), ids in groups.items():
        if zone != Zone.PILE:
            out.append(((zone, owner), ids))
            names.append(into)
            continue
        by_pile: dict[str, list[int]] = {}
        piles = g.players[owner].piles
        for cid in ids:
            name = next(n for n, cards in piles.items() if cid in cards)
            if into is not None and name != into:
                raise ValueError(f"card {cid} moves from the pile {name!r} into the pile {into!r}: "
                                 "a move names one pile")
            by_pile.setdefault(name, []).append(cid)
        for name, part in by_pile.items():
            out.append(((zone, owner), part))
            names.append(name)
    return out, names


async def _unequipped(g: Game, lost: list[tuple[int, int]]) -> None:
    """The effects of losing equipment (白银狮子: recover 1), after the move."""
    for owner, cid in lost:
        await g.cards[cid].behaviour.on_unequip(g, g.players[owner], cid)


async def _moved(g: Game, moves: list[tuple[tuple[int, ...], int, int, int, int]],
                 groups: dict[tuple[int, int], list[int]], reason: str) -> None:
    """移动后, for the moves just made."""
    listeners = g.skills.by_timing.get(_CARDS_MOVED)
    if listeners and _watched(listeners, groups):
        data = _MoveData(tuple(moves), reason)
        if ready := g.ready(_CARDS_MOVED, data):
            await g.fire(_CARDS_MOVED, data, ready)


# --------------------------------------------------------------------------- the draw pile


def reshuffle(g: Game) -> None:
    """洗牌: the discard pile, shuffled, goes under what is left of the draw pile."""
    pile = g.discard_pile
    if not pile:
        raise GameOver((), "draw_pile_exhausted")
    g.rng.shuffle(pile)
    for cid in pile:
        g.zone_of[cid] = Zone.DRAW
        g.known[cid] = 0
    g.draw_pile[0:0] = pile
    g.discard_pile = []
    g.emit(Reshuffle(count=len(g.draw_pile)))


def top_cards(g: Game, n: int) -> list[int]:
    """The top `n` cards of the draw pile, top first, reshuffling if it runs short.

    When both piles together hold fewer than `n`, the game ends in a draw (平局).
    """
    if len(g.draw_pile) < n:
        reshuffle(g)
        if len(g.draw_pile) < n:
            raise GameOver((), "draw_pile_exhausted")
    pile = g.draw_pile
    return [pile[-1 - i] for i in range(n)]


async def draw(g: Game, seat: int, n: int, reason: str = "draw") -> list[int]:
    """摸牌: `seat` takes `n` cards from the top of the draw pile."""
    if n <= 0:
        return []
    ids = top_cards(g, n)
    await move_cards(g, ids, Zone.HAND, seat, reason=reason)
    return ids


def discard(g: Game, seat: int, cards: list[int], reason: str = "discard") -> Awaitable[None]:
    """弃置: put cards into the discard pile (seat is who discards). Await it (the move itself)."""
    return move_cards(g, cards, Zone.DISCARD, reason=reason, by=seat)


def obtain(g: Game, seat: int, cards: list[int], reason: str = "obtain", by: int = -1) -> Awaitable[None]:
    """获得: cards go into `seat`'s hand. Await it (the move itself)."""
    return move_cards(g, cards, Zone.HAND, seat, reason=reason, by=by)


async def equip(g: Game, seat: int, cid: int) -> None:
    """Put an equipment card into its slot; the card already there goes to the discard pile."""
    p = g.players[seat]
    slot = g.cards[cid].behaviour.subtype
    old = p.equips.get(slot)
    if old is not None:
        await move_cards(g, [old], Zone.DISCARD, reason="replace_equip", by=seat)
    await move_cards(g, [cid], Zone.EQUIP, seat, reason="equip", by=seat)


def all_cards_of(g: Game, seat: int, judge: bool = True) -> list[int]:
    p = g.players[seat]
    out = list(p.hand)
    out.extend(p.equips[s] for s in EQUIP_SLOTS if s in p.equips)
    if judge:
        out.extend(p.judge)
    return out
