"""Distance (距离) and attack range (攻击范围).

Distance between two living players is the fewer steps round the table counting
only living players, +1 for the target's +1 horse (防御马), −1 for the source's
−1 horse (进攻马), then skill modifiers; never less than 1. Attack range is the
equipped weapon's range, else 1, then modifiers. `without` lists card ids to
ignore (a weapon or horse about to be used as part of a card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .cards import DEFENSIVE_HORSE, OFFENSIVE_HORSE, WEAPON
from .skills.skill import ATTACK_RANGE, CARD_REACH, DISTANCE

if TYPE_CHECKING:
    from .cards import CardLike
    from .game import Game
    from .skills.skill import Skill
    from .state import Player

_NONE: Final[tuple[int, ...]] = ()


def seat_steps(g: Game, a: int, b: int) -> int:
    """Fewer steps from a to b round the table, counting living players only."""
    ring = g.ring()
    pa, pb = ring.get(a), ring.get(b)
    if pa is None or pb is None:      # a dead player: count it where it sat
        alive = [p.seat for p in g.players if p.alive or p.seat in (a, b)]
        pa, pb, m = alive.index(a), alive.index(b), len(alive)
    else:
        m = len(ring)
    d = pa - pb if pa > pb else pb - pa
    return d if d + d <= m else m - d


def distances_from(g: Game, a: int) -> dict[int, int]:
    """Distance from `a` to every other living player in seat order (not 调虎离山's away ones).

    Memoised while the board stays as it is (same seats alive, same equipment, same generals
    shown: Game.board_epoch) and every distance skill in play reads only that (马术:
    `board_only`); while another one (奋迅) is in play, only until the next event, since such
    a skill may read anything."""
    mods = g.skills.by_modifier.get(DISTANCE)
    if mods is None or _board_only(mods):
        name, stamp = "distances_from_board", g.board_epoch
    else:
        name, stamp = "distances_from_now", g.event_count
    memo = g._memos.get(name)           # (Game.memo inlined: asked several times per request)
    if memo is None or memo[0] != stamp:
        memo = g._memos[name] = (stamp, {})
    table = memo[1]
    hit: dict[int, int] | None = table.get(a)
    if hit is not None:
        return hit
    ring = g.ring()
    players = g.players
    m = len(ring)
    pa = ring.get(a)
    if pa is None:
        out = {b: distance(g, a, b) for b in ring if b != a}
    else:
        source = players[a]
        minus = 1 if OFFENSIVE_HORSE in source.equips else 0
        mods = g.modifiers_for(DISTANCE, source)
        out = {}
        for b, pb in ring.items():
            if b == a:
                continue
            d = pa - pb if pa > pb else pb - pa
            if d + d > m:
                d = m - d
            if DEFENSIVE_HORSE in players[b].equips:
                d += 1
            d -= minus
            for owner, sk in mods:
                d = sk.modify(g, owner, DISTANCE, d, source, players[b])
            out[b] = d if d > 1 else 1
    table[a] = out
    return out


def _board_only(mods: list[tuple[Player, Skill]]) -> bool:
    return all(sk.board_only for _, sk in mods)


def distance(g: Game, a: int, b: int, without: tuple[int, ...] = _NONE) -> int:
    if a == b:
        return 0
    d = seat_steps(g, a, b)
    pa, pb = g.players[a], g.players[b]
    dh = pb.equips.get(DEFENSIVE_HORSE)
    if dh is not None and dh not in without:
        d += 1
    oh = pa.equips.get(OFFENSIVE_HORSE)
    if oh is not None and oh not in without:
        d -= 1
    d = g.modify(DISTANCE, d, pa, pb)
    return d if d > 1 else 1


def attack_range(g: Game, seat: int, without: tuple[int, ...] = _NONE) -> int:
    p = g.players[seat]
    w = p.equips.get(WEAPON)
    r = 1
    if w is not None and w not in without:
        r = g.cards[w].behaviour.weapon_range
    return g.modify(ATTACK_RANGE, r, p) if ATTACK_RANGE in g.skills.by_modifier else r


def in_attack_range(g: Game, a: int, b: int, without: tuple[int, ...] = _NONE) -> bool:
    return a != b and distance(g, a, b, without) <= attack_range(g, a, without)


def card_reach(g: Game, user: Player, card: CardLike) -> int:
    """How far `user`'s card with a distance limit (`target_reach`: 兵粮寸断 and 顺手牵羊, 1) reaches:
    that limit, then skills (断粮: 徐晃's 兵粮寸断 reach 2)."""
    return g.modify(CARD_REACH, int(card.behaviour.target_reach or 0), user, card)
