"""History queries (history, not counters): "one 杀 per play phase", "once per turn".

The current turn keeps every card use; these questions are answered by looking
at it, so nothing has to be reset by hand when a phase or turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

from . import events as E
from .state import Zone

if TYPE_CHECKING:
    from .game import Game
    from .timings import CardUse


class Moved(NamedTuple):
    """Cards that moved together from one zone (as `move_cards` logged them)."""

    cards: tuple[int, ...]
    src: int                # Zone
    src_owner: int
    dst: int                # Zone
    dst_owner: int
    reason: str


# the event classes the queries walk back to, and those they read (EventLog.since)
_TURN = (E.Turn,)
_PHASE = (E.Phase,)
_TURN_OR_PHASE = (E.Turn, E.Phase)
_MOVE = (E.Move,)
_DAMAGE = (E.Damage,)
_DEATH = (E.Death,)


def phase_action_count(g: Game, seat: int, name: str) -> int:
    """How many `name` cards `seat` used as play-phase actions in the current phase."""
    turn = g.turn
    if turn is None:
        return 0
    n = 0
    for u in turn.phase_uses:
        if u.phase_action and u.user == seat and u.card.name == name:
            n += 1
    return n


def turn_use_count(g: Game, seat: int, name: str, flag: str | None = None) -> int:
    """How many `name` cards `seat` used this turn (only those without use.data[flag])."""
    turn = g.turn
    if turn is None:
        return 0
    n = 0
    for u in turn.uses:
        if u.user == seat and u.card.name == name and not (flag and u.data.get(flag)):
            n += 1
    return n


def used_or_played(g: Game, seat: int, name: str, phase: str | None = None) -> bool:
    """Did `seat` use or play (打出) a card named `name` this turn — in `phase`, when given?
    (克己 asks this about the play phase.)"""
    turn = g.turn
    if turn is None:
        return False
    return (any(u.user == seat and u.card.name == name and (phase is None or u.phase == phase) for u in turn.uses)
            or any(s == seat and c.name == name and (phase is None or ph == phase) for s, c, ph in turn.plays))


def moved_this_phase(g: Game, seat: int) -> list[Moved]:
    """Every card move since `seat`'s current phase began (its 阶段开始), oldest first: read from
    the log, so nothing is counted by hand (仁德's cards given, 固政's cards discarded)."""
    return _moved(g.log.since(_PHASE, _MOVE, seat))


def use_dealt_damage(g: Game, use: CardUse) -> bool:
    """Did the card of `use` (a use now resolving or just resolved) deal damage (造成过伤害) since
    it was used? Read from the log, back to the use itself (狂斧 asks it after its 杀)."""
    face = use.card.describe()
    for ev in g.log.back():
        if type(ev) is E.Damage:
            if ev.card == face:
                return True
        elif type(ev) is E.UseEvent and ev.user == use.user and ev.card == face:
            return False
    return False


def moved_this_turn(g: Game) -> list[Moved]:
    """Every card move since the current turn began (回合开始), oldest first (再起 counts the red
    cards put into the discard pile this turn)."""
    return _moved(g.log.since(_TURN, _MOVE))


def _moved(events: list[E.Event]) -> list[Moved]:
    """`Move` events, newest first, as `Moved` rows oldest first."""
    by_name = Zone.BY_NAME
    return [Moved(ev.cards or (), by_name[ev.src], ev.src_owner, by_name[ev.dst], ev.dst_owner, ev.reason)
            for ev in reversed(cast("list[E.Move]", events))]


def dealt_damage(g: Game, seat: int, *, phase: bool) -> bool:
    """Did `seat` deal damage (造成过伤害) since the current phase began (`phase`) or the current
    turn began? Read from the log (生息 asks it at the play phase's or the turn's end)."""
    return any(ev.source == seat and ev.amount > 0
               for ev in cast("list[E.Damage]", g.log.since(_TURN_OR_PHASE if phase else _TURN, _DAMAGE)))


def killed_this_turn(g: Game, seat: int) -> bool:
    """Did `seat` kill a player (杀死过角色) since the current turn began? (戚乱)"""
    return any(ev.killer == seat for ev in cast("list[E.Death]", g.log.since(_TURN, _DEATH)))
