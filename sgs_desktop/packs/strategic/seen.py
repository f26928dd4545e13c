"""势备篇's concepts as a seat sees them (from its `PlayerView`, public facts only): the big
kingdoms (the table's marker, the AI), the next player and its formation (火烧连营's targets).
The same rules as the engine's queries (engine/kingdoms.py), read off a view."""

from __future__ import annotations

from ...engine.kingdoms import CAREERIST, count_big_kingdoms
from ...engine.state import AWAY
from ...engine.view import PlayerView, SeatView
from ..deck import deck_rows

SEAL = "jade_seal"


def view_key(sv: SeatView) -> str | None:
    """A seat's kingdom key as the view shows it (a 野心家 is a kingdom of its own)."""
    if sv.kingdom == CAREERIST:
        return f"{CAREERIST}:{sv.seat}"
    return sv.kingdom


def big_kingdoms_seen(view: PlayerView) -> tuple[str, ...]:
    """大势力 as the table shows them: counted among the living, unless a shown player holds 玉玺
    (its kingdom is then the only big one)."""
    rows = deck_rows(view.packs)
    for sv in view.players:
        t = sv.equips.get("treasure")
        if sv.alive and t is not None and rows[t].key == SEAL and any(sv.shown):
            key = view_key(sv)
            if key is not None:
                return (key,)
    return count_big_kingdoms([view_key(sv) for sv in view.players if sv.alive])


def seated(view: PlayerView, start: int) -> list[int]:
    """The living seats in seat order from `start` (not the away ones: 调虎离山)."""
    n = len(view.players)
    order = [(start + i) % n for i in range(n)]
    return [s for s in order if view.players[s].alive and (s == start or AWAY not in view.players[s].marks)]


def formation_seen(view: PlayerView, seat: int) -> list[int]:
    """队列 of `seat` as the view shows it (none for a face-down player)."""
    order = seated(view, seat)
    key = view_key(view.players[seat])
    if key is None or key.startswith(CAREERIST):
        return [seat] if key is not None else []
    row = [seat]
    for s in order[1:]:
        if view_key(view.players[s]) != key:
            break
        row.append(s)
    for s in reversed(order[1:]):
        if s in row or view_key(view.players[s]) != key:
            break
        row.insert(0, s)
    return row


def lord_seen(view: PlayerView, kingdom: str) -> bool | None:
    """The 君主 of `kingdom` as the table shows it: True alive, False dead, None: no lord of it."""
    from ..generals import heg_lord_ids
    lords = heg_lord_ids()
    found = [sv.alive for sv in view.players if sv.kingdom == kingdom and sv.generals and sv.generals[0] in lords]
    return any(found) if found else None


def burning_targets_seen(view: PlayerView, user: int) -> list[int]:
    """火烧连营's targets for `user`: the next player and its formation."""
    order = seated(view, user)
    if len(order) < 2:
        return []
    nxt = order[1]
    return formation_seen(view, nxt) or [nxt]


def shows_as_careerist(view: PlayerView, seat: int) -> bool:
    """Would `seat` (the viewer, who knows its own generals) become a 野心家 by showing now? Its
    generals' kingdom would then hold more than half the table (counting every player of it)."""
    from ..generals import heg_lookup

    sv = view.players[seat]
    if sv.kingdom is not None:
        return False
    gid = next((g for g in sv.generals if g is not None), None)
    if gid is None:
        return False
    kingdom = heg_lookup()[gid].kingdom
    lord = lord_seen(view, kingdom)
    if lord is not None:                # 君主: none of its kingdom while it lives, all once it died
        return not lord
    held = sum(1 for p in view.players if p.kingdom == kingdom)
    return (held + 1) * 2 > len(view.players)
