"""The event kind of 化身 (左慈, 山): a 化身牌 turned face up with the skill declared for it, and the
gender and kingdom 左慈 takes from it. Declared like every kind (the wire format imports this
module, as it does events_guhuo, so the kind decodes wherever events do).

Which generals 左慈 holds face down is told to him alone, by marks of his own (`own:huashen.<id>`,
state.OWN_MARK); this event names only the general he turns up, which everyone sees."""

from __future__ import annotations

from .events import Event, event


@event("huashen")
class Huashen(Event, frozen=True):
    """化身: `seat` turns up its 化身牌 `general` and declares its skill `skill`; it now counts as
    of `gender` and `kingdom`."""
    seat: int
    general: str
    skill: str
    gender: str
    kingdom: str
