"""The 普通 AI and the 阵法技 (国战): forming and keeping a 队列 (formation), closing a 围攻 (siege).

Read from the seat's own view, as the engine's shapes are (engine/kingdoms.py): the ring is the
living players in seat order, away ones (调虎离山) out; a 队列 is a row of adjacent players of one
shown kingdom (a 野心家 is alone); a player is besieged (围攻) when both neighbours are of one
kingdom and it is not; 阵法技 work while four or more players live, and only once their general
is shown.

- 明置: show a general when that makes a formation skill work now — mine (鹤翼, 天覆 as the head,
  新 疑城 beside a shown player of my kingdom; 鸟翔, 锋矢 round a player with my shown ally on its
  other side) or a shown neighbour's (I join its 队列, or close its siege).
- 杀: a player I besiege with a shown ally is a better target while a siege skill of ours is
  shown (鸟翔: two 闪 needed; 锋矢: an equipped card goes); 调虎离山 sends away the player who stands
  between me and such a 围攻, just before the 杀.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.protocol.answers import Use
from ...engine.protocol.requests import CardOption
from ...engine.state import AWAY
from ...packs.generals import heg_lookup
from ..basic.heg import CAREERIST

if TYPE_CHECKING:
    from ...engine.view import PlayerView
    from ..basic.context import Ctx

#: 阵法技 that act for a 队列, and those that act round a 围攻
QUEUE_SKILLS = frozenset({"heyi", "tianfu", "yicheng_v2"})
SIEGE_SKILLS = frozenset({"niaoxiang", "fengshi"})
#: 天覆 is a 主将技: it works only from the head
HEAD_ONLY = frozenset({"tianfu"})
#: how much a 杀 at a besieged player is worth more, per siege skill of ours
SIEGE_SLASH_BONUS = {"niaoxiang": 1.5, "fengshi": 0.8}

#: 调虎离山 that opens a 围攻 for the 杀 after it: before that 杀 (6.5 and up), after 无中生有 (9.5)
LURE_FOR_SIEGE = 9.0

SLOT_NAMES = ("head", "deputy")
#: 阵法技 work while this many players live (the rule engine.kingdoms applies; the AI reads its view)
FORMATION_MIN_PLAYERS = 4


def ring(view: PlayerView) -> list[int]:
    """The seats in seat order (living, not away), from seat 0 on."""
    return [sv.seat for sv in view.players if sv.alive and AWAY not in sv.marks]


def formation_skills_work(view: PlayerView) -> bool:
    """阵法技 work: four or more players live (an away player among them)."""
    return sum(1 for sv in view.players if sv.alive) >= FORMATION_MIN_PLAYERS


def side_of(view: PlayerView, seat: int) -> str | None:
    """The kingdom `seat` shows (a 野心家 alone: its own key; None: face down)."""
    k = view.players[seat].kingdom
    return f"{CAREERIST}:{seat}" if k == CAREERIST else k


def shown_skills(view: PlayerView, seat: int) -> set[str]:
    """The skills of `seat`'s shown generals (天覆 only from the head)."""
    sv = view.players[seat]
    table = heg_lookup(view.rules)
    out: set[str] = set()
    for i, gid in enumerate(sv.generals):
        shown = sv.shown[i] if i < len(sv.shown) else True
        removed = sv.removed[i] if i < len(sv.removed) else False
        if gid is not None and shown and not removed and gid in table:
            out |= {s for s in table[gid].skills if i == 0 or s not in HEAD_ONLY}
    return out


def _row(view: PlayerView, order: list[int], seat: int, side: str, sides: dict[int, str | None]) -> list[int]:
    """The 队列 `seat` would stand in were it of `side` (`sides`: the seats' sides as they are)."""
    n = len(order)
    i = order.index(seat)
    row = [seat]
    for step in range(1, n):
        s = order[(i + step) % n]
        if sides[s] != side:
            break
        row.append(s)
    if len(row) == n:
        return row
    for step in range(1, n):
        s = order[(i - step) % n]
        if sides[s] != side or s in row:
            break
        row.append(s)
    return row


def _sieges(order: list[int], seat: int, side: str, sides: dict[int, str | None], *,
            shown_only: bool = False) -> list[tuple[int, int]]:
    """(besieged, other besieger) for each 围攻 `seat` would be one end of, were it of `side`
    (`shown_only`: only round a player who shows another kingdom, not a face-down one)."""
    n = len(order)
    if n < 3:
        return []
    i = order.index(seat)
    out = []
    for d in (1, -1):
        x, y = order[(i + d) % n], order[(i + 2 * d) % n]
        if y != seat and sides[y] == side and sides[x] != side and not (shown_only and sides[x] is None):
            out.append((x, y))
    return out


def formation_gain(view: PlayerView, seat: int, side: str, own: set[str]) -> bool:
    """Were `seat` shown as `side` with its skills `own` in effect: would a 阵法技 of it, or of
    a shown neighbour of its kingdom, work for a 队列 or a 围攻 it is in?"""
    order = ring(view)
    if side.startswith(CAREERIST) or seat not in order or not formation_skills_work(view):
        return False
    sides = {s: side_of(view, s) for s in order}
    sides[seat] = side
    row = _row(view, order, seat, side, sides)
    if len(row) >= 2:
        if own & QUEUE_SKILLS:
            return True
        if any(shown_skills(view, s) & QUEUE_SKILLS for s in row if s != seat):
            return True
    for _x, other in _sieges(order, seat, side, sides, shown_only=True):
        if own & SIEGE_SKILLS or shown_skills(view, other) & SIEGE_SKILLS:
            return True
    return False


def formation_show(ctx: Ctx, options: tuple[str, ...], kingdom: str) -> str | None:
    """The show option (a slot's name) that puts a 阵法技 to work now, or None. `kingdom`: the
    kingdom showing gives me (not a 野心家's: the caller has ruled that out)."""
    view, me = ctx.view, ctx.me
    my = view.players[me]
    table = heg_lookup(view.rules)
    current = shown_skills(view, me)
    for i, name in enumerate(SLOT_NAMES):
        gid = my.generals[i] if i < len(my.generals) else None
        if name not in options or gid is None or gid not in table:
            continue
        gained = {s for s in table[gid].skills if i == 0 or s not in HEAD_ONLY}
        if (gained & (QUEUE_SKILLS | SIEGE_SKILLS)) and formation_gain(view, me, kingdom, current | gained):
            return name
    if my.kingdom is None:          # (my kingdom fixed already: no neighbour's formation gains by my showing)
        for name in SLOT_NAMES:
            if name in options and formation_gain(view, me, kingdom, current):
                return name
    return None


def siege_slash_bonus(ctx: Ctx, target: int, order: list[int] | None = None) -> float:
    """A 杀 at `target` is worth this much more: I besiege it with a shown ally of my kingdom and
    a siege skill of ours is shown (`order`: the ring as it would be; default as it is)."""
    view, me = ctx.view, ctx.me
    side = side_of(view, me)
    order = ring(view) if order is None else order
    if side is None or side.startswith(CAREERIST) or me not in order or not formation_skills_work(view):
        return 0.0
    sides = {s: side_of(view, s) for s in order}
    bonus = 0.0
    for x, other in _sieges(order, me, side, sides):
        if x != target:
            continue
        skills = shown_skills(view, me) | shown_skills(view, other)
        for sid, worth in SIEGE_SLASH_BONUS.items():
            if sid in skills and (sid != "fengshi" or view.players[target].equips):
                bonus += worth
    return bonus


def lure_for_siege(ctx: Ctx, opt: CardOption, slash_next: bool) -> tuple[float, Use] | None:
    """调虎离山 on the player standing between me and a 围攻: with it away, an enemy sits between me
    and a shown ally, and a siege skill of ours makes the 杀 that follows (`slash_next`: one is on
    offer) stronger. Played before that 杀; None when no such player is on offer."""
    if opt.targets is None or opt.card is None or not slash_next:
        return None
    order = ring(ctx.view)
    for t in sorted(opt.targets.seats):
        without = [s for s in order if s != t]
        for x in (s for s in without if s != ctx.me):
            if ctx.att(x) < -0.1 and siege_slash_bonus(ctx, x, without) > siege_slash_bonus(ctx, x):
                return LURE_FOR_SIEGE, Use(card=opt.card, targets=(t,))
    return None
