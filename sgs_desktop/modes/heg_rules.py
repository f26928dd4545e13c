"""国战's rules profiles (规则): `old` (the first edition's rules) or `new` (新版国战, the seed's
new rules: 先驱 / 阴阳鱼 / 珠联璧合 marks, 鏖战, the 野心家's 3 cards, and the changed skills).

A profile is data the 国战 mode reads; content never asks which profile is in play: a general's
skills and HP under a profile come from its table (`hegemony_generals(rules=...)`).
"""

from __future__ import annotations

from dataclasses import dataclass

#: the profiles a 国战 table may choose (GameConfig option "rules")
RULES = ("old", "new")
DEFAULT_RULES = "old"


@dataclass(frozen=True)
class RulesProfile:
    """What differs between the rule books."""

    name: str


PROFILES: dict[str, RulesProfile] = {
    "old": RulesProfile("old"),
    "new": RulesProfile("new"),
}
