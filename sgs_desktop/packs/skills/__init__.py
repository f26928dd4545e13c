"""General skills, one module each (`SKILLS = (TheSkill(),)`), found by walking this package.

A skill id is defined once; `SKILLS` maps ids to their (stateless, shared) instances.
"""

from __future__ import annotations

import importlib
import pkgutil

from ...engine.skills.skill import Skill


def discover(path, prefix: str) -> dict[str, Skill]:
    """Every `SKILLS` entry of the modules under a package (`__path__`, `__name__ + "."`)."""
    found: dict[str, Skill] = {}
    where: dict[str, str] = {}
    for info in sorted(pkgutil.walk_packages(path, prefix), key=lambda i: i.name):
        module = importlib.import_module(info.name)
        for skill in getattr(module, "SKILLS", ()):
            if skill.id in found:
                raise ValueError(f"skill {skill.id!r} is defined twice: {where[skill.id]} and {info.name}")
            found[skill.id] = skill
            where[skill.id] = info.name
    return found


SKILLS: dict[str, Skill] = discover(__path__, __name__ + ".")


def skill(skill_id: str) -> Skill:
    try:
        return SKILLS[skill_id]
    except KeyError:
        raise KeyError(f"no skill {skill_id!r}") from None
