"""八阵 (卧龙): 锁定技, while you have no armour equipped you count as wearing 八卦阵: when you need
to use or play a 闪 you may judge, and on a red result you count as having used or played one.
It counts as that armour in every way, so a 杀 that ignores armour (青釭剑) ignores 八阵 too.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.cards import ARMOR, WEAPON
from ...standard.armor import EightDiagramSkill
from ...standard.equipment import armor_active

QINGGANG = "qinggang_sword"


def _use_of(responding_to: Any) -> T.CardUse | None:
    return responding_to if isinstance(responding_to, T.CardUse) else None


def armour_ignored(g, seat: int, use: T.CardUse | None) -> bool:
    """Does the card being answered ignore `seat`'s armour? 青釭剑 marks only targets that wear an
    armour, so a 杀 from a player holding 青釭剑 counts as ignoring it here too."""
    if use is None:
        return False
    if not armor_active(g, seat, use):
        return True
    if use.card.name != "slash" or seat not in use.targets:
        return False
    weapon = g.players[use.user].equips.get(WEAPON)
    return weapon is not None and g.cards[weapon].key == QINGGANG


class Bazhen(EightDiagramSkill):
    """八阵: the armour's own skill, worn only while the armour slot is empty. Judging stays a
    choice ("invoke?"), as with the card; the 锁定技 part is counting as wearing it."""

    id = "bazhen"
    equipment = None

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardAsk) -> bool:
        return (data.seat == owner.seat and owner.alive and "jink" in data.names
                and ARMOR not in owner.equips
                and not armour_ignored(g, owner.seat, _use_of(data.responding_to)))


SKILLS = (Bazhen(),)
