"""主将技 / 副将技: a skill that works only while its general is the head (主将) or the deputy
(副将) general of its owner."""

from __future__ import annotations

from ..generals import heg_table

HEAD, DEPUTY = 0, 1         # (as packs.heg_heroes numbers the slots)


def on_slot(g, owner, skill_id: str, slot: int) -> bool:
    """Is the general that holds `skill_id` in `owner`'s `slot` (HEAD or DEPUTY)?"""
    if len(owner.generals) <= slot:
        return False
    general = heg_table(g).get(owner.generals[slot].general)
    return general is not None and skill_id in general.skills
