"""The 图鉴's rulings notes (`[codex_notes_*]` in packs/i18n) against docs/rulings.md: every ruling
that names a skill or a card has a note on one of the skills or cards it names; every note cites a
ruling that exists and names the note's subject; the three languages hold the same notes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sgs_desktop.client.codex import NOTE_SECTIONS, general_entries
from sgs_desktop.packs import BEHAVIOURS
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.i18n import LANGS, card_name, general_name, skill_name, texts
from sgs_desktop.packs.skills import SKILLS

RULINGS = Path(__file__).resolve().parents[2] / "docs" / "rulings.md"
#: a numbered ruling: "12. …", "S11a. …", "L3. …", "M4. …", "F10. …"
_NUMBERED = re.compile(r"^(\d+|[A-Z]\d+a?)\.\s+")
#: an unnumbered ruling: a bullet that opens with its subject in bold ("- **周泰 · 不屈** …")
_BULLET = re.compile(r"^- \*\*(.+?)\*\*")


def rulings(text: str) -> dict[str, str]:
    """docs/rulings.md's rulings, by number (or, for an unnumbered bullet, its bold subject), each
    with its whole text (its indented lines joined). A paragraph that is neither ends a ruling."""
    out: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        numbered, bullet = _NUMBERED.match(line), _BULLET.match(line)
        if line.startswith("#"):
            current = None
        elif numbered:
            current = numbered.group(1)
            out[current] = line[numbered.end():]
        elif bullet:
            current = bullet.group(1)
            out[current] = line
        elif current is not None and line.startswith("  "):
            out[current] += " " + line.strip()
        else:
            current = None
    return out


def subjects() -> dict[tuple[str, str], str]:
    """Every subject a note may have — (section kind, id) — with its zh_CN name: cards, identity
    skills, 国战 skills (the new rules' too) and equipment skills, 国战 generals."""
    out: dict[tuple[str, str], str] = {("card", k): card_name(k, "zh_CN") for k in BEHAVIOURS}
    out |= {("skill", s): skill_name(s, "zh_CN", "identity") for s in SKILLS}
    out |= {("heg_skill", s): skill_name(s, "zh_CN", "hegemony") for s in HEG_SKILLS}
    out |= {("heg_general", e.id): general_name(e.id, "zh_CN") for e in general_entries() if e.mode == "hegemony"}
    return out


#: subjects a ruling names in other words ("Chains" for 铁索连环's chaining)
ALIASES = {("card", "iron_chain"): "Chains"}


def named_in(ruling: str, table: dict[tuple[str, str], str], kinds: tuple[str, ...]) -> set[tuple[str, str]]:
    return {subject for subject, name in table.items() if subject[0] in kinds and name and name in ruling}


def notes_of(lang: str) -> dict[tuple[str, str], dict[str, str]]:
    table = texts(lang)
    return {(kind, key): value for kind, section in NOTE_SECTIONS.items()
            for key, value in table.get(section, {}).items()}


def test_the_parser_reads_the_rulings():
    found = rulings(RULINGS.read_text(encoding="utf-8"))
    assert {"1", "29", "46", "80", "S1", "S11a", "L15", "M14", "F11", "周泰 · 不屈"} <= set(found)
    assert "青龙偃月刀" in found["29"] and "朱雀羽扇" in found["29"]      # (its indented lines joined)
    assert "红颜" in found["小乔 · 天香"]
    sample = "# T\n\n1. 【杀】 one\n   two\n\nA paragraph.\n- **甲** x\n  y\n"
    assert rulings(sample) == {"1": "【杀】 one two", "甲": "- **甲** x y"}


def uncovered(found: dict[str, str], notes: dict[tuple[str, str], dict[str, str]]) -> list[str]:
    """The rulings that name a skill or card, none of whose named subjects has a note citing them."""
    table = subjects()
    cited = {(subject, ruling) for subject, by_ruling in notes.items() for ruling in by_ruling}
    missing = []
    for rid, text in found.items():
        named = named_in(text, table, ("card", "skill", "heg_skill"))
        if named and not any((subject, rid) in cited for subject in named_in(text, table, tuple(NOTE_SECTIONS))):
            missing.append(f"{rid}: names {sorted({table[s] for s in named})}")
    return missing


def test_every_ruling_that_names_a_skill_or_card_has_a_note():
    missing = uncovered(rulings(RULINGS.read_text(encoding="utf-8")), notes_of("zh_CN"))
    assert not missing, "rulings with no 图鉴 note (packs/i18n/*/codex_notes_*.toml):\n" + "\n".join(missing)


def test_the_coverage_check_finds_a_gap():
    found = {"1": "【杀】 once a phase", "2": "no card here", "3": "遗计 per point"}
    notes = {("card", "slash"): {"1": "a note"}}
    assert uncovered(found, notes) == ["3: names ['遗计']"]
    assert uncovered(found, {("card", "jink"): {"1": "cites a ruling that does not name it"}})[0].startswith("1:")


def test_every_note_cites_a_ruling_that_names_its_subject():
    """(A general's note may cite a ruling of its section that says "the lord", not its name.)"""
    table, found = subjects(), rulings(RULINGS.read_text(encoding="utf-8"))
    wrong = []
    for subject, by_ruling in notes_of("zh_CN").items():
        if subject not in table:
            wrong.append(f"{subject}: no such card, skill or general")
            continue
        for rid, note in by_ruling.items():
            if rid not in found:
                wrong.append(f"{subject} cites {rid!r}: no such ruling")
            elif subject[0] != "heg_general" and not any(
                    name in found[rid] for name in (table[subject], ALIASES.get(subject, table[subject]))):
                wrong.append(f"{subject} cites {rid}, which does not name {table[subject]}")
            elif not note.strip():
                wrong.append(f"{subject} {rid}: empty")
    assert not wrong, wrong


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "zh_CN"])
def test_every_language_has_the_same_notes(lang):
    base, mine = notes_of("zh_CN"), notes_of(lang)
    assert {s: sorted(n) for s, n in mine.items()} == {s: sorted(n) for s, n in base.items()}
    assert all(v.strip() for n in mine.values() for v in n.values())


def test_a_general_page_gathers_its_skills_notes():
    from sgs_desktop.client.codex import find, general_notes
    guojia = find("identity:guojia")
    assert [sid for sid, _ in general_notes(guojia, "zh_CN")] == ["yiji"]
    zhoutai = find("hegemony:zhoutai")          # the old 不屈's note, the new 不屈's and 奋激's
    assert [sid for sid, _ in general_notes(zhoutai, "zh_CN")] == ["buqu", "buqu_v2", "fenji"]
    sunjian = find("hegemony:sunjian")          # a note on the general itself
    assert general_notes(sunjian, "zh_CN")[0][0] == ""
