"""The 国战 generals whose skills or HP differ under the new rules (新版国战): general id →
what changes. Everything not named here is the same under both profiles. Pure data: the
generals' table (packs.generals.hegemony_generals) reads it.
"""

from __future__ import annotations

from typing import NamedTuple


class NewRules(NamedTuple):
    """A general under the new rules: its skill ids (None: unchanged), HP in half 阴阳鱼 (None:
    unchanged) and its 珠联璧合 companions (None: unchanged)."""

    skills: tuple[str, ...] | None = None
    max_hp: int | None = None
    companions: tuple[str, ...] | None = None


def _all() -> dict[str, NewRules]:
    from .new_rules_wei_shu import WEI_SHU
    from .new_rules_wu_qun import WU_QUN
    return {**WEI_SHU, **WU_QUN}


NEW_RULES: dict[str, NewRules] = _all()
