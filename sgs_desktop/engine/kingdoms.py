"""Kingdoms (势力) as 国战 uses them: shown or not yet known, and 野心家 (careerists).

A player's `kingdom` is None until one of their generals is shown (明置). A 野心家 has the
kingdom `CAREERIST` but is a kingdom of one: two 野心家 are never of the same kingdom.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

CAREERIST = "careerist"     # 野心家
#: 神 (身份局): a 神 general's own kingdom until it chooses one as it enters play (modes/god_kingdom.py)
GOD = "god"
#: the kingdoms a 神 general may choose (魏 蜀 吴 群), in the rule book's order
GOD_CHOICES = ("wei", "shu", "wu", "qun")


def side_key(kingdom: str | None, seat: int) -> str | None:
    """What groups players into one side: the kingdom, or a 野心家's own seat (a kingdom of one)."""
    if kingdom == CAREERIST:
        return f"{CAREERIST}:{seat}"
    return kingdom


def kingdom_key(p: Player) -> str | None:
    """What groups players into one side: the kingdom, or a 野心家's own seat."""
    return side_key(p.kingdom, p.seat)


def same_kingdom(a: Player, b: Player) -> bool:
    """势力相同: both have a kingdom and it is the same (a 野心家 only with itself)."""
    if a is b:
        return a.kingdom is not None
    return a.kingdom is not None and a.kingdom == b.kingdom and a.kingdom != CAREERIST


def members(g: Game, of: Player, *, alive: bool = True) -> list[int]:
    """Seats of the players of `of`'s kingdom (itself included), in seat order from the current
    player; nobody when `of` has no kingdom yet."""
    if of.kingdom is None:
        return []
    return [p.seat for p in g.players if (p.alive or not alive) and same_kingdom(p, of)]


def kingdom_count(g: Game, kingdom: str) -> int:
    """How many players (living or dead) hold `kingdom` as their shown kingdom (not 野心家)."""
    return sum(1 for p in g.players if p.kingdom == kingdom)


def would_be_careerist(g: Game, kingdom: str) -> bool:
    """Showing a general of `kingdom` makes a 野心家 when that kingdom would hold more than
    half of the game's players (8 players: the fifth 魏 is a 野心家)."""
    return (kingdom_count(g, kingdom) + 1) * 2 > len(g.players)


# --------------------------------------------------------------------------- 大势力 / 小势力 (势备篇)


def count_big_kingdoms(keys: Sequence[str | None]) -> tuple[str, ...]:
    """大势力 from the kingdom keys of the living players (None: no kingdom): the kingdoms with the
    most players, when that is more than one; none otherwise. Sorted (never a set's order)."""
    counts: dict[str, int] = {}
    for k in keys:
        if k is not None:
            counts[k] = counts.get(k, 0) + 1
    most = max(counts.values(), default=0)
    if most < 2:
        return ()
    return tuple(sorted(k for k, n in counts.items() if n == most))


def big_kingdoms_among(keys: Sequence[str | None], sealed: str | None = None) -> tuple[str, ...]:
    """大势力 from the sides of the living players (`kingdom_key`s; None: face down), unless a shown
    player holds 玉玺 (`sealed`: its side): that kingdom is then the only big one. The rule the
    engine (`big_kingdoms`, 玉玺's modifier) and a seat's view (packs/strategic/seen.py) both read."""
    return (sealed,) if sealed is not None else count_big_kingdoms(keys)


def big_kingdoms(g: Game) -> tuple[str, ...]:
    """The big kingdoms (大势力) now: counted among the living, then as 玉玺 says (a BIG_KINGDOMS
    modifier: its holder's kingdom becomes the only big one)."""
    from .skills.skill import BIG_KINGDOMS
    found = count_big_kingdoms([kingdom_key(p) for p in g.players if p.alive])
    return g.modify(BIG_KINGDOMS, found) if BIG_KINGDOMS in g.modifier_kinds else found


def is_big(g: Game, p: Player) -> bool:
    """大势力角色: a player of a big kingdom (a face-down player never is)."""
    key = kingdom_key(p)
    return key is not None and key in big_kingdoms(g)


def is_small(g: Game, p: Player) -> bool:
    """小势力角色: while some kingdom is big, every player not of one (a face-down player too)."""
    big = big_kingdoms(g)
    return bool(big) and kingdom_key(p) not in big


# --------------------------------------------------------------------------- 队列 / 围攻


def formation_in(order: Sequence[int], key_of: Callable[[int], str | None], seat: int) -> list[int]:
    """队列 of `seat` among `order`, the seats in the ring (the living, not away) in seat order from
    `seat` (as `Game.alive_seats(seat)`): `seat` and the players next to it, in a row, of its side
    (`key_of`: `kingdom_key`, or a view's); seat order as the table goes, from the row's first
    player. A face-down player (no side), or one out of the ring, is in none: empty. The one rule
    the engine (`formation_of`) and a seat's view (the table's links, 火烧连营's AI) read."""
    key = key_of(seat)
    if key is None or not order or order[0] != seat:
        return []
    n = len(order)
    row = [seat]
    for step in range(1, n):                # going on (下家, its 下家 …)
        if key_of(order[step]) != key:
            break
        row.append(order[step])
    if len(row) == n:
        return row
    before: list[int] = []
    for step in range(n - 1, 0, -1):        # going back (上家 …)
        s = order[step]
        if key_of(s) != key or s in row:
            break
        before.insert(0, s)
    return before + row


def formation_links(order: Sequence[int], key_of: Callable[[int], str | None]) -> list[tuple[int, int]]:
    """The pairs of players next to each other in the ring (`order`, in seat order) that are in one
    队列 (both of one side: a 野心家 is a side of one), each pair once, in seat order; two players
    make one pair, not two."""
    if len(order) < 2:
        return []
    pairs = [(order[i], order[i + 1]) for i in range(len(order) - 1)]
    if len(order) > 2:
        pairs.append((order[-1], order[0]))
    return [(a, b) for a, b in pairs if (key := key_of(a)) is not None and key == key_of(b)]


def formation_of(g: Game, seat: int) -> list[int]:
    """队列: `seat` and the players next to it round the table, in a row, of its kingdom (a
    face-down player is in none: empty). Seat order as the table goes, starting from the row's
    first player; players out of seat order (调虎离山) are skipped, as the dead are."""
    players = g.players
    return formation_in(g.alive_seats(seat), lambda s: kingdom_key(players[s]), seat)


def besiegers(g: Game, seat: int) -> tuple[int, int] | None:
    """围攻: `seat`'s 上家 and 下家 when both are of one kingdom and `seat` is of another (they
    besiege it); None otherwise (fewer than three players in seat order: nobody is besieged). A
    player with no general shown has no kingdom, so is of no other kingdom either: not besieged
    (docs/rulings.md S3)."""
    order = g.alive_seats(seat)
    if len(order) < 3 or seat not in order:
        return None
    victim = g.players[seat]
    if victim.kingdom is None:
        return None
    before, after = g.players[order[-1]], g.players[order[1]]
    if same_kingdom(before, after) and not same_kingdom(before, victim):
        return before.seat, after.seat
    return None


#: 阵法技 work (锁定生效) while at least this many players live
FORMATION_MIN_PLAYERS = 4


def formation_skills_work(g: Game) -> bool:
    """阵法技: in effect while four or more players live (fewer: no 队列 or 围攻 counts). A player
    away (调虎离山) is alive and counts, though 队列 and 围攻 skip them."""
    return sum(1 for p in g.players if p.alive) >= FORMATION_MIN_PLAYERS


def in_one_formation(g: Game, a: int, b: int) -> bool:
    """处于同一队列: `b` is in `a`'s 队列 and that 队列 holds two or more players (a player
    alone is in none); `a` and `b` may be the same seat."""
    row = formation_of(g, a)
    return len(row) >= 2 and b in row
