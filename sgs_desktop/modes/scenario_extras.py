"""A scenario seat's marks, piles and used skills (docs/scenarios.md, "Marks, piles, used skills"),
in either mode, each checked by name; and the 国战 deal-time offer of a 君主 (`offer_lords`).

- `marks = { xianqu = 1, tianyi_won = 1 }`: a mark of the rules profile (国战 new rules: 先驱 …), a
  mark named after a skill of the mode, or a skill's own named mark (`[marks.<id>]` of the texts,
  天义's won / lost …); each a count 1–9. A 限定技's or 觉醒技's mark is refused: `used_skills` says it.
- `piles = { tuntian = ["杀 ♠7"] }`: cards on the seat's general, by pile id (every pile the game
  names: 屯田's 田, 千幻's 幻, 弘法's 天兵, 不屈's 创, 木牛流马's cards …).
- `used_skills = ["luanwu"]`: the seat's 限定技 already used, its 觉醒技 already woken.
"""

from __future__ import annotations

import difflib
from functools import cache
from typing import Any

from ..engine.bounded import Field, short
from ..packs.cardref import CardFinder, CardRefError
from ..packs.generals import lord_generals
from ..packs.i18n import texts
from ..packs.skills.common import AwakeningSkill, LimitedSkill
from .heg_rules import PROFILES

MAX_MARKS = 9
MAX_PILE = 60
#: piles whose cards lie face down, seen by their holder only (木牛流马's, 蛊惑's card); the others
#: lie face up, seen by everyone (田, 幻, 天兵, 创, 琴)
PILES_SEEN_BY_OWNER = frozenset({"wooden_ox", "guhuo", "qixing"})


@cache
def known_piles() -> tuple[str, ...]:
    """Every pile the game names (each has its texts: tests/test_pile_texts.py holds the code to it)."""
    return tuple(sorted(texts()["piles"]))


@cache
def _named_marks() -> tuple[str, ...]:
    """The skills' marks that have names of their own (天义's won / lost, 双雄's colour)."""
    return tuple(sorted(texts().get("marks", {})))


def once_kind(skill: Any) -> str | None:
    """限定技 ("limited") or 觉醒技 ("awakening"), or None."""
    if isinstance(skill, LimitedSkill):
        return "limited"
    if isinstance(skill, AwakeningSkill):
        return "awakening"
    return None


def read_marks(f: Field, known_skills: dict[str, Any], rules: str | None, alive: bool) -> tuple[tuple[str, int], ...]:
    """`marks = { … }`: each a known mark and a count of 1 to MAX_MARKS, sorted."""
    if not f.given:
        return ()
    if not isinstance(f.value, dict):
        f.fail(f"a table of mark counts (marks = {{ xianqu = 1 }}), got {short(f.value)}")
    rule_marks = PROFILES[rules].marks if rules is not None else ()
    any_rule_marks = {m for profile in PROFILES.values() for m in profile.marks}
    # the skills' named marks (天义's won, 武魂's 梦魇 on another seat …), not another rule book's
    named = [m for m in _named_marks() if m not in any_rule_marks or m in rule_marks]
    out = []
    for name in f.value:
        if name in known_skills and once_kind(known_skills[name]) is not None:
            f[name].fail(f"{name!r} is a {once_kind(known_skills[name])} skill's mark: list the skill in "
                         "used_skills when it was used, and leave its mark to the rules")
        if name not in rule_marks and name not in known_skills and name not in named:
            where = f"under the {rules} rules" if rules is not None else "in identity mode"
            if rule_marks:
                theirs = f"its marks: {list(rule_marks)}, and the skills' marks"
            elif name in any_rule_marks:
                theirs = "they have no marks of their own (rules = \"new\" has)"
            else:
                theirs = "only the skills' marks"
            close = _close(name, [*rule_marks, *named], known_skills)
            f[name].fail(f"no mark {short(name)} {where}; {theirs}" + (f"; did you mean {close}?" if close else ""))
        if not alive:
            f.fail("a dead player holds no marks")
        out.append((name, f[name].integer(1, MAX_MARKS)))
    return tuple(sorted(out))


def _close(name: str, marks: list[str], skills: dict[str, Any]) -> list[str]:
    return difflib.get_close_matches(name, [*marks, *skills], n=3, cutoff=0.6)


def read_piles(f: Field, finder: CardFinder, alive: bool) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """`piles = { tuntian = [cards] }`: known pile ids, each with 1 to MAX_PILE cards, sorted by id."""
    if not f.given:
        return ()
    if not isinstance(f.value, dict):
        f.fail(f"a table of piles (piles = {{ tuntian = [\"杀 ♠7\"] }}), got {short(f.value)}")
    out = []
    for name in f.value:
        if name not in known_piles():
            close = difflib.get_close_matches(name, known_piles(), n=3, cutoff=0.5)
            f[name].fail(f"unknown pile {short(name)}; known: {list(known_piles())}"
                         + (f"; did you mean {close}?" if close else ""))
        if not alive:
            f.fail("a dead player holds no piles")
        cards = tuple(_card(finder, c) for c in f[name].items("a list of cards", MAX_PILE))
        if not cards:
            f[name].fail("an empty pile: leave it out")
        out.append((name, cards))
    return tuple(sorted(out))


def _card(finder: CardFinder, f: Field) -> int:
    try:
        return finder.find(f.value, f.path)
    except CardRefError as exc:
        raise f.bad(str(exc).removeprefix(f"{f.path}: ")) from None


def read_used(f: Field, known_skills: dict[str, Any], held: tuple[str, ...], whose: str, alive: bool,
              ) -> tuple[str, ...]:
    """`used_skills = [ids]`: 限定技 / 觉醒技 the seat holds (its generals' or its extra skills)."""
    out: list[str] = []
    for x in f.get("used_skills", []).items("a list of skill ids"):
        sid = x.text(what="a skill id")
        if sid not in known_skills:
            close = difflib.get_close_matches(sid, list(known_skills), n=3, cutoff=0.5)
            x.fail(f"unknown skill {short(sid)}" + (f"; did you mean {close}?" if close else ""))
        if once_kind(known_skills[sid]) is None:
            x.fail(f"{sid!r} is neither a 限定技 nor a 觉醒技: only those are used up")
        if sid not in held:
            x.fail(f"{whose} does not hold {sid!r} (its skills: {list(held)})")
        if sid in out:
            x.fail(f"{sid!r} is listed twice")
        if not alive:
            x.fail("a dead player has no skills to have used")
        out.append(sid)
    return tuple(out)


def check_offer_lords(f: Field, seats: list[tuple[str, bool, bool]], packs: tuple[str, ...], rules: str) -> None:
    """`offer_lords = true` (成为君主 as at the deal) needs a living seat whose head general (`seats`:
    head, alive, any general shown) has a 君主 among the packs; such a seat shows nothing yet, as
    nobody has at the deal."""
    offered = lord_generals(packs, rules)
    candidates = [(i, shown) for i, (head, alive, shown) in enumerate(seats) if alive and head in offered]
    if not candidates:
        f.fail("no living seat's head general has a 君主 at this table" +
               (f" (the lords replace {sorted(offered)})" if offered else
                " (no package of the packs has one: heg_formation has 刘备（君）, heg_momentum 张角（君）)"))
    for i, shown in candidates:
        if shown:
            f.fail(f"players[{i}] is offered a 君主 at the deal, when nobody has shown a general: "
                   "shown = [false, false]")
