"""Which sound effect (音效) an event of a seat's stream calls for: Qt-free, so a test can hold a
scripted game's events to the effects the window would play (ui/sound.py plays them).

Effects: `damage` (受到伤害, and 失去体力), `recover` (回复体力), `death` (阵亡), `card` (a card used or
played: 使用、打出), `your_turn` (the viewer's own turn begins; a spectator has none) and `tick` (each
of the last `TICK_SECONDS` seconds of the time to answer)."""

from __future__ import annotations

from typing import Any

EFFECTS = ("damage", "recover", "death", "card", "your_turn", "tick")
#: the ticks count down the last seconds of the time to answer
TICK_SECONDS = 5

_BY_KIND = {"damage": "damage", "lose_hp": "damage", "recover": "recover", "death": "death", "use": "card",
            "play": "card"}


def effect_for(ev: dict[str, Any], me: int | None) -> str | None:
    """The effect of one event (its JSON form) for the seat `me` (None: a spectator), or None."""
    kind = ev.get("kind")
    if kind == "turn":
        return "your_turn" if me is not None and ev.get("seat") == me else None
    return _BY_KIND.get(kind) if isinstance(kind, str) else None


def tick_for(seconds_left: int, last_ticked: int | None) -> bool:
    """Is a tick due: the countdown has just reached one of its last seconds (once per second)?"""
    return 0 < seconds_left <= TICK_SECONDS and seconds_left != last_ticked
