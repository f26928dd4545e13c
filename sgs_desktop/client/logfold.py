"""The window's log, one readable line per action (Qt-free): card moves that are part of an action
(a use, a play, a judgement, a recast, a reward) fold into the action's own line; the phases are
left to the status line; draws and discards read as "X摸了2张牌" / "X弃置了…". Each line has a
kind (its colour: damage, recovery, death, skill, turn …), the seats it concerns (the "my
events" filter) and the typed event it says (`source`), so it can be said again in another
language."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine.events import Conceded, Event
from ..packs.i18n import lookup, reason_text, word
from .logtext import Faces, Fmt, SeatName, _cards, capitalised, label, safe_event_text

#: moves that are part of the action logged just before them (its line says it all)
FOLDED_REASONS = frozenset({"use", "used", "play", "judge", "judge_done", "pindian", "pindian_done", "equip",
                            "recast", "place_delayed", "delayed_effect", "delayed_done", "reward", "penalty",
                            "first_show", "half_hp", "companions"})
#: event classes the status line shows instead
UNLOGGED: frozenset[type[Event]] = frozenset({E.Phase})
#: each event class's colour class
KINDS: dict[type[Event], str] = {
    **dict.fromkeys((E.Damage, E.LoseHp, E.DamagePrevented, E.TransferDamage), "damage"),
    E.Recover: "recover",
    **dict.fromkeys((E.Dying, E.Death, Conceded), "death"),
    **dict.fromkeys((E.SkillInvoked, E.AcquireSkill, E.LoseSkill, EH.ShowGeneral, EH.KingdomEvent), "skill"),
    E.Turn: "turn", E.GameOverEvent: "over"}
#: fields that name a seat (the line concerns it)
SEAT_FIELDS = ("seat", "source", "target", "user", "to", "killer", "first", "second", "src_owner", "dst_owner")


@dataclass(frozen=True)
class LogLine:
    text: str
    kind: str                       # plain, damage, recover, death, skill, turn, over, note
    seats: frozenset[int]
    #: what the line says, to say it again in another language: the event, or a note's words (a
    #: function of the current language); None: a note said once
    source: Event | Callable[[], str] | None = None


def seats_of(ev: Event) -> frozenset[int]:
    found: set[int] = set()
    for f in SEAT_FIELDS:
        v = getattr(ev, f, None)
        if type(v) is int and v >= 0:
            found.add(v)
    for f in ("targets", "seats", "winners"):
        found.update(s for s in getattr(ev, f, None) or () if type(s) is int)
    for _a, b in getattr(ev, "second_targets", ()):
        found.add(b)
    return frozenset(found)


def _ui(key: str, **values: Any) -> str:
    found = lookup("ui", key)
    return capitalised((found or key).format(**{k: label(v) for k, v in values.items()}))


def _reason(reason: Any) -> str:
    shown = reason_text(reason)
    return word("move_reason", reason=shown) if shown else ""


def kind_of(ev: Event) -> str:
    """The colour class of an event's line."""
    return KINDS.get(type(ev), "plain")


def fold_line(ev: Event, faces: Faces | None, name_of: SeatName) -> LogLine | None:
    """The log line of one event, or None when another line says it already (or the status line does)."""
    if type(ev) in UNLOGGED:
        return None
    seats = seats_of(ev)
    if isinstance(ev, E.Move):
        if ev.reason in FOLDED_REASONS:
            return None
        fmt = Fmt(ev, {}, faces, name_of)
        if ev.src == "draw" and ev.dst == "hand":
            shown = "" if ev.cards is None else _ui("log_cards", cards=_cards(ev.cards, fmt))
            return LogLine(_ui("log_draw", seat=name_of(ev.dst_owner), n=ev.count, cards=shown,
                               reason=_reason(ev.reason)), "plain", seats, ev)
        if ev.dst == "discard" and ev.src in ("hand", "equip") and ev.src_owner >= 0:
            return LogLine(_ui("log_discard", seat=name_of(ev.src_owner), cards=_cards(ev.cards, fmt),
                               reason=_reason(ev.reason)), "plain", seats, ev)
    return LogLine(safe_event_text(ev, faces, name_of), kind_of(ev), seats, ev)
