"""主将技 / 副将技: where a general sits decides whether some of its skills work.

A 主将技 works only while its general is the head general (主将), a 副将技 only while it is the
deputy (副将); a general moved or removed takes its place with it. The other place-bound rules
live with the kingdoms (`engine/kingdoms.py`): 队列 (`formation_of`, `in_one_formation`), 围攻
(`besiegers`) and whether 阵法技 work at all (`formation_skills_work`)."""

from __future__ import annotations

from ..generals import heg_table

HEAD, DEPUTY = 0, 1         # the slots of `Player.generals` (主将, 副将)


def on_slot(g, owner, skill_id: str, slot: int) -> bool:
    """The general in `owner`'s `slot` (HEAD or DEPUTY) holds `skill_id`."""
    if len(owner.generals) <= slot:
        return False
    general = heg_table(g).get(owner.generals[slot].general)
    return general is not None and skill_id in general.skills


def as_head(g, owner, skill_id: str) -> bool:
    """主将技: the skill's general is `owner`'s head general."""
    return on_slot(g, owner, skill_id, HEAD)


def as_deputy(g, owner, skill_id: str) -> bool:
    """副将技: the skill's general is `owner`'s deputy general."""
    return on_slot(g, owner, skill_id, DEPUTY)


def skill_slot(g, owner, skill_id: str) -> int | None:
    """The slot (HEAD or DEPUTY) of the general `skill_id` belongs to, or None."""
    for slot in (HEAD, DEPUTY):
        if on_slot(g, owner, skill_id, slot):
            return slot
    return None


def has_deputy(p) -> bool:
    """有副将: the player still has a deputy general (not removed: 移除)."""
    return len(p.generals) > 1 and not p.generals[DEPUTY].removed
