"""Meta for 国战: every 国战 general is backed by skills; every skill written for 国战 has a
test, a Chinese and an English name and text, and a docstring naming it in Chinese."""

from pathlib import Path

from sgs_desktop.packs.generals import hegemony_generals
from sgs_desktop.packs.heg_skills import HEG_ONLY, HEG_SKILLS, missing_skills
from sgs_desktop.packs.i18n import skill_name, skill_text, texts

ROOT = Path(__file__).parent.parent
TEST_DIRS = (ROOT / "heg_skills", ROOT / "skills")


def test_every_heg_general_skill_is_implemented():
    assert missing_skills() == []


def test_every_heg_skill_has_names_and_texts():
    for lang in ("zh_CN", "en"):
        missing = [sid for sid in HEG_SKILLS
                   if skill_name(sid, lang, "hegemony") == sid or not skill_text(sid, lang, "hegemony")]
        assert not missing, (lang, missing)
        own = texts(lang).get("heg_skills", {})
        absent = [sid for sid in HEG_ONLY if sid not in own]
        assert not absent, (lang, "国战 versions need their own [heg_skills.<id>] text", absent)
        unknown = sorted(set(own) - set(HEG_SKILLS))
        assert not unknown, (lang, "texts for 国战 skills that do not exist", unknown)


def test_every_heg_general_has_a_name():
    for lang in ("zh_CN", "en"):
        names = texts(lang).get("generals", {})
        assert not [g for g in hegemony_generals() if g not in names], lang


def test_every_heg_only_skill_has_a_test():
    files = [p for d in TEST_DIRS for p in d.glob("test_*.py")]
    corpus = {p.stem.removeprefix("test_") for p in files}
    # (every file: an identity skill's test may share its 国战 namesake's file name, test_tuntian.py)
    everything = "\n".join(p.read_text(encoding="utf-8") for p in files)
    missing = [sid for sid in HEG_ONLY if sid not in corpus and f'"{sid}"' not in everything]
    assert not missing, missing


def test_heg_skill_modules_quote_the_chinese_name():
    for sid, skill in HEG_ONLY.items():
        module = __import__(type(skill).__module__, fromlist=["_"])
        doc = (module.__doc__ or "") + (type(skill).__doc__ or "")
        name = skill_name(sid, "zh_CN", "hegemony")
        assert name in doc, f"{sid}: the docstring should name {name}"
