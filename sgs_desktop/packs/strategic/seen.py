"""势备篇's concepts as a seat sees them (from its `PlayerView`, public facts only): the big
kingdoms (the table's marker, the AI), the next player and its formation (火烧连营's targets).
The rules themselves are engine/kingdoms.py's (`big_kingdoms_among`, `formation_in`,
`formation_links`), read here off a view: this module only says where a view keeps the facts."""

from __future__ import annotations

from ...engine.kingdoms import big_kingdoms_among, formation_in, formation_links, side_key
from ...engine.state import AWAY
from ...engine.view import PlayerView, SeatView
from ..deck import deck_rows

SEAL = "jade_seal"


def view_key(sv: SeatView) -> str | None:
    """A seat's side as the view shows it (engine/kingdoms.py's `side_key`: a 野心家 is a kingdom of its own)."""
    return side_key(sv.kingdom, sv.seat)


def big_kingdoms_seen(view: PlayerView) -> tuple[str, ...]:
    """大势力 as the table shows them (`big_kingdoms_among`): counted among the living, unless a
    shown player holds 玉玺."""
    rows = deck_rows(view.packs)
    sealed = None
    for sv in view.players:
        t = sv.equips.get("treasure")
        if sv.alive and t is not None and rows[t].key == SEAL and any(sv.shown):
            sealed = view_key(sv)
    return big_kingdoms_among([view_key(sv) for sv in view.players if sv.alive], sealed)


def seated(view: PlayerView, start: int) -> list[int]:
    """The seats in the ring (living, not away: 调虎离山) in seat order from `start` (`start` first
    when it is in the ring), as `Game.alive_seats(start)` has them."""
    n = len(view.players)
    order = [(start + i) % n for i in range(n)]
    return [s for s in order if view.players[s].alive and AWAY not in view.players[s].marks]


def formation_seen(view: PlayerView, seat: int) -> list[int]:
    """队列 of `seat` as the view shows it (`formation_in`: none for a face-down player)."""
    return formation_in(seated(view, seat), lambda s: view_key(view.players[s]), seat)


def formation_links_seen(view: PlayerView) -> list[tuple[int, int]]:
    """The pairs of neighbours in one 队列 as the view shows them (`formation_links`), for the
    table's links."""
    return formation_links(seated(view, 0), lambda s: view_key(view.players[s]))


def lord_seen(view: PlayerView, kingdom: str) -> bool | None:
    """The 君主 of `kingdom` as the table shows it: True alive, False dead, None: no lord of it."""
    from ..generals import heg_lord_ids
    lords = heg_lord_ids()
    found = [sv.alive for sv in view.players if sv.kingdom == kingdom and sv.generals and sv.generals[0] in lords]
    return any(found) if found else None


def burning_targets_seen(view: PlayerView, user: int) -> list[int]:
    """火烧连营's targets for `user`: the next player and its formation."""
    order = seated(view, user)
    if len(order) < 2 or order[0] != user:
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
