"""国战 skills: every skill of the 国战 generals, by id (`HEG_SKILLS`).

Where the 国战 rule is the identity rule, the identity skill serves (奸雄, 反馈 …); where it
differs or is new, a module in this package defines it (one module per skill, `SKILLS = (…,)`),
and it wins over an identity skill of the same id (仁德, 制衡, 集智 read differently here).
"""

from __future__ import annotations

from ...engine.skills.skill import Skill
from ..generals import heg_lookup
from ..skills import SKILLS, discover

#: the 国战 versions written for this mode (new skills and the ones that read differently)
HEG_ONLY: dict[str, Skill] = discover(__path__, __name__ + ".")


def _table() -> dict[str, Skill]:
    table: dict[str, Skill] = {}
    for general in (g for rules in ("old", "new") for g in heg_lookup(rules).values()):
        for sid in general.skills:
            if sid in HEG_ONLY:
                table[sid] = HEG_ONLY[sid]
            elif sid in SKILLS:
                table[sid] = SKILLS[sid]
    table.update(HEG_ONLY)
    return table


HEG_SKILLS: dict[str, Skill] = _table()


def missing_skills() -> list[str]:
    """Skill ids of 国战 generals, under either rules profile, that nothing defines yet (a test
    keeps this empty)."""
    ids = {sid for rules in ("old", "new") for g in heg_lookup(rules).values() for sid in g.skills}
    return sorted(ids - set(HEG_SKILLS))


def heg_skill(skill_id: str) -> Skill:
    try:
        return HEG_SKILLS[skill_id]
    except KeyError:
        raise KeyError(f"no 国战 skill {skill_id!r}") from None
