"""主将技 / 副将技 and 阵法技: where a general sits decides whether some of its skills work.

A 主将技 works only while its general is the head general, a 副将技 only while it is the deputy
(a general moved or removed takes its place with it). A 阵法技 (formation or siege skill) works
only while at least four players are at the table (living, not away: 调虎离山)."""

from __future__ import annotations

#: 阵法技 need this many players in seat order
FORMATION_PLAYERS = 4


def skill_slot(g, owner, skill_id: str) -> int | None:
    """The slot (0 head, 1 deputy) of the general `skill_id` belongs to, or None."""
    from ..generals import heg_table
    table = heg_table(g)
    for i, slot in enumerate(owner.generals):
        if skill_id in table[slot.general].skills:
            return i
    return None


def as_head(g, owner, skill_id: str) -> bool:
    """主将技: the skill's general is `owner`'s head general."""
    return skill_slot(g, owner, skill_id) == 0


def as_deputy(g, owner, skill_id: str) -> bool:
    """副将技: the skill's general is `owner`'s deputy general."""
    return skill_slot(g, owner, skill_id) == 1


def formations_work(g) -> bool:
    """阵法技 work: at least four players in seat order."""
    return len(g.alive_seats()) >= FORMATION_PLAYERS


def has_deputy(p) -> bool:
    """有副将: the player still has a deputy general (not removed: 移除)."""
    return len(p.generals) > 1 and not p.generals[1].removed
