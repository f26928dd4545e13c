"""Which sound effect (音效) an event of a seat's stream calls for: Qt-free, so a test can hold a
scripted game's events to the effects the window would play (ui/sound.py plays them).

Effects: `damage` (受到伤害, and 失去体力), `recover` (回复体力), `death` (阵亡), `card` (a card used or
played: 使用、打出), `your_turn` (the viewer's own turn begins; a spectator has none) and `tick` (each
of the last `TICK_SECONDS` seconds of the time to answer)."""

from __future__ import annotations

from ..engine import events as E
from ..engine.events import Event

EFFECTS = ("damage", "recover", "death", "card", "your_turn", "tick")
#: the ticks count down the last seconds of the time to answer
TICK_SECONDS = 5

_BY_CLASS: dict[type[Event], str] = {E.Damage: "damage", E.LoseHp: "damage", E.Recover: "recover",
                                     E.Death: "death", E.UseEvent: "card", E.Play: "card"}


def effect_for(ev: Event, me: int | None) -> str | None:
    """The effect of one event for the seat `me` (None: a spectator), or None."""
    if isinstance(ev, E.Turn):
        return "your_turn" if me is not None and ev.seat == me else None
    return _BY_CLASS.get(type(ev))


def tick_for(seconds_left: int, last_ticked: int | None) -> bool:
    """Is a tick due: the countdown has just reached one of its last seconds (once per second)?"""
    return 0 < seconds_left <= TICK_SECONDS and seconds_left != last_ticked
