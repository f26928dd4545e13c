"""State invariants that hold after every event (checked by soak tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sgs_desktop.engine import events_heg as EH
from sgs_desktop.engine.state import Zone
from sgs_desktop.engine.timings import DeathData

if TYPE_CHECKING:
    from sgs_desktop.engine.game import Game


#: a player with cards in this pile (不屈's 创) may live on at HP ≤ 0 without dying
SURVIVES_ON = "buqu"


class InvariantError(AssertionError):
    pass


def check_invariants(g: Game) -> None:
    """Every card in exactly one zone (and the location table agrees); HP in bounds;
    one card per equipment slot of the right kind; no two delayed tricks of one name."""
    n = len(g.cards)
    seen: list[int] = []
    where: list[tuple[int, int, list[int]]] = [
        (Zone.DRAW, -1, g.draw_pile), (Zone.DISCARD, -1, g.discard_pile),
        (Zone.PROCESSING, -1, g.processing), (Zone.VOID, -1, g.void)]
    for p in g.players:
        where.append((Zone.HAND, p.seat, p.hand))
        where.append((Zone.EQUIP, p.seat, list(p.equips.values())))
        where.append((Zone.JUDGE, p.seat, p.judge))
        for pile in p.piles.values():
            where.append((Zone.PILE, p.seat, pile))
    zone_of, owner_of = g.zone_of, g.owner_of
    for zone, owner, ids in where:
        if not ids:
            continue
        seen.extend(ids)
        k = len(ids)
        if [zone_of[c] for c in ids].count(zone) == k and [owner_of[c] for c in ids].count(owner) == k:
            continue
        for c in ids:
            if zone_of[c] != zone or owner_of[c] != owner:
                raise InvariantError(f"card {c} is in {Zone.NAMES[zone]}@{owner} but the table says "
                                     f"{Zone.NAMES[zone_of[c]]}@{owner_of[c]}")
    if len(seen) != n or len(set(seen)) != n or (n and (min(seen) < 0 or max(seen) >= n)):
        missing = sorted(set(range(n)) - set(seen))
        dup = sorted({c for c in seen if seen.count(c) > 1})
        raise InvariantError(f"cards not in exactly one zone: missing {missing}, duplicated {dup}")
    dying_now = {d.seat for d in g.stack if isinstance(d, DeathData)}
    for p in g.players:
        if p.hp > p.max_hp:
            raise InvariantError(f"seat {p.seat}: hp {p.hp} above max {p.max_hp}")
        if p.alive and not p.dying and p.hp < 1 and not p.piles.get(SURVIVES_ON) and p.generals:
            # (no generals yet: 国战 before the pairs are chosen, when nobody has HP)
            raise InvariantError(f"seat {p.seat}: alive, not dying, hp {p.hp}")
        if not p.alive and p.seat not in dying_now and (p.hand or p.equips or p.judge) and g.result is None:
            # (a game may end in the middle of a death: 随势 kills the last enemy while it is handled)
            raise InvariantError(f"seat {p.seat}: dead but still holds cards")
        for slot, c in p.equips.items():
            if g.cards[c].behaviour.subtype != slot:
                raise InvariantError(f"seat {p.seat}: card {c} in slot {slot}")
        names = [p.judge_as.get(c, g.cards[c].key) for c in p.judge]
        if len(set(names)) != len(names):
            raise InvariantError(f"seat {p.seat}: two delayed tricks of one name {names}")
    if any(len(p.generals) == 2 for p in g.players):
        _check_generals(g)


def _showing_at_death(g: Game, seat: int) -> bool:
    """Is `seat`'s death showing its generals one by one right now (the first is logged)?"""
    last = g.log[len(g.log) - 1] if len(g.log) else None
    return type(last) is EH.ShowGeneral and last.seat == seat and last.reason == "death"


def _check_generals(g: Game) -> None:
    """国战: hidden skills belong to face-down generals; a kingdom only with a shown general;
    no kingdom holds more than half of the players (the rest are 野心家), but a 君主's."""
    counts: dict[str, int] = {}
    for p in g.players:
        gens = p.generals
        for sid, slot in p.hidden_skills.items():
            if gens[slot].shown:
                raise InvariantError(f"seat {p.seat}: skill {sid} hidden on a shown general")
        shown = [s.shown for s in gens]
        kingdom = p.kingdom
        if kingdom is None:
            if True in shown:
                raise InvariantError(f"seat {p.seat}: a shown general but no kingdom")
        elif True not in shown and p.alive:
            raise InvariantError(f"seat {p.seat}: a kingdom with no shown general")
        if not p.alive and False in shown and not _showing_at_death(g, p.seat):
            raise InvariantError(f"seat {p.seat}: dead with a face-down general")
        if kingdom is not None and kingdom != "careerist":
            counts[kingdom] = counts.get(kingdom, 0) + 1
    lords = getattr(g.rules, "lord_kingdoms", None)     # (国战's 君主: its kingdom has no such bound)
    exempt = lords() if lords is not None else ()
    for k, c in counts.items():
        if c * 2 > len(g.players) and k not in exempt:
            raise InvariantError(f"{c} of {len(g.players)} players are {k}: more than half")
