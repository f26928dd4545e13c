"""The window's log, one readable line per action (Qt-free): card moves that are part of an action
(a use, a play, a judgement, a recast, a reward) fold into the action's own line; the phases are
left to the status line; draws and discards read as "X摸了2张牌" / "X弃置了…". Each line has a
kind (its colour: damage, recovery, death, skill, turn …) and the seats it concerns (the "my
events" filter)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..packs.i18n import lookup, reason_text, word
from .logtext import Faces, Fmt, SeatName, _cards, safe_event_text

#: moves that are part of the action logged just before them (its line says it all)
FOLDED_REASONS = frozenset({"use", "used", "play", "judge", "judge_done", "pindian", "pindian_done", "equip",
                            "recast", "place_delayed", "delayed_effect", "delayed_done", "reward", "penalty",
                            "first_show", "half_hp", "companions"})
#: event kinds the status line shows instead
UNLOGGED = frozenset({"phase"})
#: each event kind's colour class
KINDS = {**dict.fromkeys(("damage", "lose_hp", "damage_prevented", "transfer_damage"), "damage"),
         **dict.fromkeys(("recover",), "recover"), **dict.fromkeys(("dying", "death", "concede"), "death"),
         **dict.fromkeys(("skill", "acquire_skill", "lose_skill", "show_general", "kingdom"), "skill"),
         "turn": "turn", "game_over": "over"}
#: fields that name a seat (the line concerns it)
SEAT_FIELDS = ("seat", "source", "target", "user", "to", "killer", "first", "second", "src_owner", "dst_owner")


@dataclass(frozen=True)
class LogLine:
    text: str
    kind: str                       # plain, damage, recover, death, skill, turn, over, note
    seats: frozenset[int]


def seats_of(ev: dict[str, Any]) -> frozenset[int]:
    found = {ev[f] for f in SEAT_FIELDS if isinstance(ev.get(f), int) and ev[f] >= 0}
    for f in ("targets", "seats", "winners"):
        found.update(s for s in ev.get(f) or () if isinstance(s, int))
    return frozenset(found)


def _ui(key: str, **values: Any) -> str:
    found = lookup("ui", key)
    return (found or key).format(**values)


def _reason(reason: Any) -> str:
    shown = reason_text(reason)
    return word("move_reason", reason=shown) if shown else ""


def fold_line(ev: dict[str, Any], faces: Faces | None, name_of: SeatName) -> LogLine | None:
    """The log line of one event, or None when another line says it already (or the status line does)."""
    kind = ev.get("kind", "")
    if kind in UNLOGGED:
        return None
    seats = seats_of(ev)
    if kind == "move":
        if ev.get("reason") in FOLDED_REASONS:
            return None
        src, dst, reason = ev.get("src"), ev.get("dst"), ev.get("reason")
        fmt = Fmt(ev, {}, faces, name_of)
        cards = ev.get("cards")
        if src == "draw" and dst == "hand":
            shown = "" if cards is None else _ui("log_cards", cards=_cards(cards, fmt))
            return LogLine(_ui("log_draw", seat=name_of(ev["dst_owner"]), n=ev["count"], cards=shown,
                               reason=_reason(reason)), "plain", seats)
        if dst == "discard" and src in ("hand", "equip") and ev.get("src_owner", -1) >= 0:
            return LogLine(_ui("log_discard", seat=name_of(ev["src_owner"]), cards=_cards(cards, fmt),
                               reason=_reason(reason)), "plain", seats)
    return LogLine(safe_event_text(ev, faces, name_of), KINDS.get(kind, "plain"), seats)
