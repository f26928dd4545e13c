"""Meta: every general is backed by implemented skills; every skill has a test, a name and a text;
no skill id is defined twice."""

import ast
from pathlib import Path

from sgs_desktop.packs.generals import identity_generals
from sgs_desktop.packs.i18n import texts
from sgs_desktop.packs.skills import SKILLS

ROOT = Path(__file__).parent.parent
SKILL_DIR = ROOT / "sgs_desktop" / "packs" / "skills"
TEST_DIR = ROOT / "tests" / "skills"


def test_every_general_skill_is_implemented():
    missing = {(g.id, s) for g in identity_generals().values() for s in g.skills if s not in SKILLS}
    assert not missing, sorted(missing)


def test_every_skill_has_names_and_texts():
    for lang in ("zh_CN", "en"):
        table = texts(lang).get("skills", {})
        missing = [sid for sid in SKILLS if not table.get(sid, {}).get("name") or not table.get(sid, {}).get("text")]
        assert not missing, (lang, missing)
        unknown = sorted(set(table) - set(SKILLS))
        assert not unknown, (lang, "texts for skills that do not exist", unknown)


def test_every_general_has_a_name():
    for lang in ("zh_CN", "en"):
        names = texts(lang).get("generals", {})
        assert not [g for g in identity_generals() if g not in names], lang


def test_every_skill_has_a_test():
    tests = {p.stem.removeprefix("test_"): p.read_text(encoding="utf-8") for p in TEST_DIR.glob("test_*.py")}
    corpus = "\n".join(tests.values())
    missing = [sid for sid in SKILLS if sid not in tests and f'"{sid}"' not in corpus]
    assert not missing, missing
    generals_skills = {s for g in identity_generals().values() for s in g.skills}
    no_file = sorted(s for s in generals_skills if s not in tests)
    assert not no_file, f"skills of a general without tests/skills/test_<id>.py: {no_file}"


def test_no_skill_id_is_defined_twice():
    seen: dict[str, Path] = {}
    for path in sorted(SKILL_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for stmt in node.body:
                    if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                            and getattr(stmt.targets[0], "id", None) == "id"
                            and isinstance(stmt.value, ast.Constant)):
                        sid = stmt.value.value
                        assert sid not in seen, f"{sid!r} in {seen[sid]} and {path}"
                        seen[sid] = path
    assert set(SKILLS) <= set(seen)


def test_skill_modules_quote_the_chinese_name():
    zh = texts("zh_CN").get("skills", {})
    for sid, skill in SKILLS.items():
        module = __import__(type(skill).__module__, fromlist=["_"])
        doc = (module.__doc__ or "") + (type(skill).__doc__ or "")
        assert zh[sid]["name"] in doc, f"{sid}: the docstring should name {zh[sid]['name']}"


def test_view_as_skills_say_which_cards_they_may_make():
    """`may_make` (the 无懈可击 window skips seats whose skills cannot make one) is derived: a skill
    built on ViewAsSkill's own options and card makes only its `as_key` card; one listing options
    or making its card itself might make anything; 看破 and 无懈可击-making skills are never skipped.
    No skill declares it: only the engine's Skill and ViewAsSkill define `may_make`."""
    import sgs_desktop.modes  # noqa: F401
    from sgs_desktop.engine.config import GameConfig
    from sgs_desktop.engine.game import Game
    from sgs_desktop.packs.heg_skills import HEG_SKILLS
    from sgs_desktop.packs.skills.common import ViewAsSkill

    g = Game.new(GameConfig(players=5, round_limit=300, generals="standard"), 1)
    checked = 0
    for sk in [*SKILLS.values(), *HEG_SKILLS.values()]:
        if not isinstance(sk, ViewAsSkill):
            continue
        made = g.behaviours[sk.as_key].name
        assert sk.may_make(g, made), sk.id
        own_making = any(getattr(type(sk), m) is not getattr(ViewAsSkill, m)
                         for m in ("view_as_options", "view_as_card", "produce_card"))
        assert sk.may_make(g, "no_such_card") is own_making, sk.id
        checked += 1
    assert checked >= 15
    assert HEG_SKILLS["kanpo"].may_make(g, "nullification")
    assert not SKILLS["wusheng"].may_make(g, "nullification")
    assert not HEG_SKILLS["duanliang"].makes_as_key_only       # it makes its card itself
    definers = {c.__qualname__ for sk in [*SKILLS.values(), *HEG_SKILLS.values()] for c in type(sk).__mro__
                if "may_make" in c.__dict__}
    assert definers == {"Skill", "ViewAsSkill"}
