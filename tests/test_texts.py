"""Meta: every id a viewer may meet has a text in every language (zh_CN, zh_TW, en), and every
template's placeholders are the arguments it is given: a prompt's {0}…{n-1} its argument kinds,
a log line's {names} its event's fields. The ids are read from the code, not listed by hand."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
from sgs_desktop.engine import wire
from sgs_desktop.engine.kingdoms import CAREERIST
from sgs_desktop.engine.prompts import PROMPTS
from sgs_desktop.engine.protocol import requests as protocol
from sgs_desktop.engine.state import Zone
from sgs_desktop.engine.timings import PHASES
from sgs_desktop.modes.roles import ROLES
from sgs_desktop.packs import BEHAVIOURS
from sgs_desktop.packs.generals import hegemony_generals, identity_generals
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.i18n import FALLBACK, LANGS, texts
from sgs_desktop.packs.skills import SKILLS

PKG = Path(__file__).resolve().parent.parent / "sgs_desktop"
OTHER = tuple(lang for lang in LANGS if lang != FALLBACK)
#: the functions that move cards or judge, and the position of their `reason` argument
REASON_AT = {"move_cards": None, "draw": 3, "discard": 3, "obtain": 3, "give": 4, "pindian": 3, "judge": 2,
             "replace_judge_card": 4}
#: the reasons `draw`, `discard` and `obtain` give when none is passed
DEFAULT_REASONS = {"draw", "discard", "obtain"}


def _trees():
    for path in sorted(PKG.rglob("*.py")):
        if path.parts[-2] in ("ui", "ai"):
            continue
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def _calls():
    for path, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                yield path, (f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)), node


def event_fields() -> dict[str, set[str]]:
    """Every event kind (engine/events.py declares them all), with its fields."""
    return {kind: set(cls.field_names) for kind, cls in wire.KINDS.items()}


def move_reasons() -> set[str]:
    """Every constant reason given to a function that moves cards or judges."""
    found = set(DEFAULT_REASONS)
    for _path, name, node in _calls():
        if name not in REASON_AT:
            continue
        args = [kw.value for kw in node.keywords if kw.arg == "reason"]
        at = REASON_AT[name]
        if at is not None and len(node.args) > at:
            args.append(node.args[at])
        for a in args:
            found |= _strings_in(a)
    return found


def _strings_in(node: ast.AST) -> set[str]:
    """The string constants of an expression ("a" if x else "b": both)."""
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def game_over_reasons() -> set[str]:
    found = set()
    for _p, name, node in _calls():
        if name == "GameOver" and len(node.args) > 1:
            found |= _strings_in(node.args[1])
    return found


def equipment_skills() -> dict[str, object]:
    return {b.equip_skill.id: b.equip_skill for b in BEHAVIOURS.values() if getattr(b, "equip_skill", None)}


def prompt_keys() -> set[str]:
    """The keys of zh_CN's prompts and every key the code asks with: all are declared, where they
    are asked, as PromptSpecs (engine/prompts.py; tests/test_prompts.py holds the code to them)."""
    return set(texts(FALLBACK)["prompts"]) | set(PROMPTS)


def request_kinds() -> set[str]:
    return {cls.kind for cls in vars(protocol).values()
            if isinstance(cls, type) and issubclass(cls, protocol.Request) and cls.kind}


def kingdoms() -> set[str]:
    gens = [*identity_generals().values(), *hegemony_generals().values()]
    return {g.kingdom for g in gens} | {CAREERIST}


def _has(lang: str, section: str, key: str, field: str | None = None) -> bool:
    found = texts(lang).get(section, {}).get(key)
    if isinstance(found, dict):
        found = found.get(field or "text")
    return isinstance(found, str) and (bool(found) or section == "log")


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_has_a_text(lang):
    want: dict[tuple[str, str | None], set[str]] = {
        ("cards", "name"): set(BEHAVIOURS), ("cards", "text"): set(BEHAVIOURS),
        ("generals", "name"): set(identity_generals()) | set(hegemony_generals()),
        ("equip_skills", "name"): set(equipment_skills()), ("equip_skills", "text"): set(equipment_skills()),
        ("prompts", "text"): prompt_keys(), ("log", "text"): set(event_fields()),
        ("zones", None): set(Zone.NAMES), ("phases", None): set(PHASES), ("roles", None): set(ROLES),
        ("kingdoms", None): kingdoms(), ("game_over", None): game_over_reasons(),
        ("game_result", None): game_over_reasons(),
        ("request_hints", None): request_kinds(), ("suits", None): {"spade", "heart", "club", "diamond"},
        ("slots", None): {"head", "deputy"}, ("natures", None): {"fire", "thunder"},
        ("modes", None): {"identity", "hegemony"}, ("options", None): set(texts(FALLBACK)["options"]),
    }
    missing = {f"{section}.{field or ''}": sorted(k for k in keys if not _has(lang, section, k, field))
               for (section, field), keys in want.items()}
    assert not {k: v for k, v in missing.items() if v}, (lang, missing)
    for sid in SKILLS:
        assert _has(lang, "skills", sid, "name") and _has(lang, "skills", sid), (lang, sid)
    for sid in HEG_SKILLS:
        assert any(_has(lang, s, sid, "name") and _has(lang, s, sid) for s in ("heg_skills", "skills")), (lang, sid)


@pytest.mark.parametrize("lang", LANGS)
def test_every_move_reason_reads_as_words(lang):
    """A reason is a word of its own table or the id of a card or skill (read as its name)."""
    table = texts(lang)
    named = set(table["cards"]) | set(table["skills"]) | set(table["heg_skills"]) | set(table["equip_skills"])
    unread = sorted(r for r in move_reasons() if not _has(lang, "move_reasons", r) and r not in named)
    assert not unread, (lang, unread)
    assert {"deal", "used", "judge_done", "draw_phase", "first_show", "recast", "reward", "half_hp"} <= move_reasons()


def test_the_code_scans_find_what_they_look_for():
    kinds = event_fields()
    assert len(kinds) >= 64 and kinds["damage"] >= {"source", "target", "amount", "nature", "hp"}
    assert kinds["move"] >= {"cards", "count", "src", "src_owner", "dst", "dst_owner", "reason"}
    assert {"baonue", "hujia", "songwei", "zhiba_accept", "zhiba_take", "jijiang", "guanxing",
            "savage_assault"} <= prompt_keys()
    assert {"spear", "eight_diagram", "silver_lion", "triblade", "six_swords"} <= set(equipment_skills())
    assert len(equipment_skills()) == 25     # (17, 势备篇's six, and the 君主's two)
    assert {"lord_dead", "kingdom_wins", "scenario_stop"} <= game_over_reasons()


def _keys(table: dict, prefix: str = "") -> set[str]:
    out = set()
    for k, v in table.items():
        out |= _keys(v, f"{prefix}{k}.") if isinstance(v, dict) else {prefix + k}
    return out


@pytest.mark.parametrize("lang", OTHER)
def test_every_language_has_the_same_texts(lang):
    """Nothing only zh_CN has, and nothing zh_CN does not have."""
    mine, base = _keys(texts(lang)), _keys(texts(FALLBACK))
    assert not sorted(base - mine), (lang, "missing", sorted(base - mine))
    assert not sorted(mine - base), (lang, "unknown", sorted(mine - base))


def _names(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


def _strings(table: dict, prefix: str = ""):
    for k, v in table.items():
        if isinstance(v, dict):
            yield from _strings(v, f"{prefix}{k}.")
        elif isinstance(v, str):
            yield prefix + k, v


@pytest.mark.parametrize("lang", LANGS)
def test_prompt_placeholders_match_their_arguments(lang):
    base = texts(FALLBACK)["prompts"]
    for key, p in texts(lang)["prompts"].items():
        kinds = p["args"]
        assert kinds == base[key]["args"], (lang, key, "argument kinds differ from zh_CN's")
        assert set(kinds) <= set("snckigpu-"), (lang, key, kinds)
        used = _names(p["text"])
        declared = {str(i) for i, k in enumerate(kinds) if k != "-"}
        assert used == declared, (lang, key, p["text"], kinds)


@pytest.mark.parametrize("lang", LANGS)
def test_log_placeholders_are_event_fields(lang):
    fields = event_fields()
    for kind, template in texts(lang)["log"].items():
        assert kind in fields, (lang, kind, "no such event kind")
        assert "text" in template, (lang, kind)
        for name, line in template.items():
            unknown = _names(line) - fields[kind]
            assert not unknown, (lang, kind, name, unknown)
            for f in _names(line) & {"face_up", "chained", "alive", "source_wins", "chain", "drunk"}:
                assert f"{f}_yes" in template and f"{f}_no" in template, (lang, kind, f)


@pytest.mark.parametrize("lang", OTHER)
def test_every_template_has_the_placeholders_of_zh_cn(lang):
    """Words, the CLI's and the window's lines, log lines: the same names in every language."""
    base = dict(_strings(texts(FALLBACK)))
    for key, value in _strings(texts(lang)):
        if key.startswith(("log.", "words.", "cli.", "ui.", "prompts.")):
            assert _names(value) == _names(base[key]), (lang, key, value, base[key])


def test_english_is_english():
    """No Chinese left in the English texts (a zh_CN text copied and not translated)."""
    cjk = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
    left = [k for k, v in _strings(texts("en")) if cjk.search(v)]
    assert not left, left
