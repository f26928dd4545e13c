"""The 图鉴's contents (client/codex.py): every card and general the program ships, read from the
packs, never a hand-kept list; the search and the filters; the rules' sections."""

from __future__ import annotations

import pytest

from sgs_desktop.client import codex as C
from sgs_desktop.modes.hegemony import HEG_DECKS
from sgs_desktop.modes.roles import ROLE_TABLE
from sgs_desktop.packs import BEHAVIOURS, IDENTITY_PACKAGES
from sgs_desktop.packs.deck import deck_rows
from sgs_desktop.packs.generals import HEG_LORDS, LORD_EQUIPMENT, heg_lookup, heg_pool, identity_generals
from sgs_desktop.packs.i18n import LANGS, card_name, general_name, texts


def refs(entries) -> set[str]:
    return {e.ref for e in entries}


def test_every_card_and_general_the_program_ships_is_listed():
    # cards: every behaviour the packs declare (each is in a deck the program plays), no other
    assert {e.key for e in C.card_entries()} == set(BEHAVIOURS)
    # generals: identity's, and 国战's of every package a table can name, the lords among them
    assert {e.id for e in C.general_entries() if e.mode == "identity"} == set(identity_generals())
    heg = {e.id for e in C.general_entries() if e.mode == "hegemony"}
    assert heg == set(heg_lookup()) == set(heg_pool(("heg_formation", "heg_momentum"))) | set(HEG_LORDS)
    assert len(C.entries()) == len(BEHAVIOURS) + len(identity_generals()) + len(heg_lookup())
    assert len(refs(C.entries())) == len(C.entries())            # (no two entries share a ref)


def test_copies_are_the_decks_rows():
    """Each deck's copies, summed over the cards, are that deck's rows: 标准 108, 军争 52, 国战 108,
    势备篇 52, and one card for each 君主 that plays."""
    per_deck: dict[str, int] = {}
    for e in C.card_entries():
        for c in e.copies:
            per_deck[c.deck] = per_deck.get(c.deck, 0) + 1
    for deck in (*IDENTITY_PACKAGES, *HEG_DECKS):
        assert per_deck[deck] == len(deck_rows((deck,))), deck
    assert per_deck == {"identity_standard": 108, "identity_maneuvering": 52, "hegemony_standard": 108,
                        "hegemony_strategic_advantage": 52, "heg_formation": 1, "heg_momentum": 1}
    slash = C.find("slash")
    assert len(slash.copies_in("identity_standard")) == 30
    assert [(c.suit, c.number) for c in slash.copies_in("hegemony_strategic_advantage")][:3] == \
        [("spade", 4), ("spade", 7), ("spade", 8)]                 # (♠ first, then by number)
    peach = C.find("peach")                                        # 连横: the 势备篇's ♦3 only
    assert [(c.deck, c.suit, c.number) for c in peach.copies if c.linked] == \
        [("hegemony_strategic_advantage", "diamond", 3)]


def test_the_lords_equipment_is_the_lords_package():
    for lord in HEG_LORDS:
        key = LORD_EQUIPMENT[lord][0]
        card = C.find(key)
        assert card.groups == (C.group_of(heg_lookup()[lord].package),) and card.modes == ("hegemony",)


def test_every_package_has_a_place_and_a_name():
    used = {c.deck for e in C.card_entries() for c in e.copies} | {e.package for e in C.general_entries()}
    assert all(C.group_of(p) != C.OTHER for p in used), sorted(p for p in used if C.group_of(p) == C.OTHER)
    assert C.groups() == tuple(C.GROUPS)
    for lang in LANGS:
        for g in (*C.GROUPS, C.OTHER):
            assert texts(lang)["ui"][f"codex_group_{g}"]
        for k in C.kingdoms():
            assert texts(lang)["kingdoms"][k]


def test_a_general_of_both_modes_is_two_entries():
    ident, heg = C.find("identity:liubei"), C.find("hegemony:liubei")
    assert ident.hp == 4 and ident.lord and "jijiang" in ident.lord_skills
    assert heg.hp == 4 and not heg.lord and heg.skills == ("rende",) and heg.new_skills == ("rende_v2",)
    assert C.other_mode(ident) is heg and C.other_mode(heg) is ident
    assert C.find("liubei") is ident                          # (a bare id: identity's first)
    assert C.other_mode(C.find("hegemony:yuejin")) is None    # (no identity 乐进)
    dianwei = C.find("identity:dianwei")                      # 火's 典韦: the same id in both modes
    assert dianwei.package == "identity_fire" and C.other_mode(dianwei) is C.find("hegemony:dianwei")


def test_new_rules_changes_and_partners():
    sunjian = C.find("hegemony:sunjian")
    assert (sunjian.hp, sunjian.new_hp) == (4, 5)
    guanyu = C.find("hegemony:guanyu")
    assert guanyu.changed_skills == ("wusheng_v2",)
    assert set(guanyu.partners) == {"liubei", "lord_liubei"}
    assert set(guanyu.new_partners) == {"liubei", "zhangfei", "lord_liubei"}
    lord = C.find("hegemony:lord_liubei")                # a 君主: every general of its kingdom
    assert lord.lord and set(lord.partners) == {e.id for e in C.general_entries()
                                                  if e.mode == "hegemony" and e.kingdom == "shu"} - {"lord_liubei"}
    assert C.find("hegemony:dengai").head_less == 1 and C.find("hegemony:jiangwei").deputy_less == 1
    assert C.find("hegemony:mifuren").related == ("yongjue",)


def names(f: C.Filter, lang: str = "zh_CN") -> list[str]:
    return [card_name(e.key, lang) if isinstance(e, C.CardEntry) else general_name(e.id, lang) for e in C.select(f)]


def test_search_by_name_in_any_language():
    cards = [e.key for e in C.select(C.Filter("杀")) if isinstance(e, C.CardEntry)]
    assert cards == ["slash", "thunder_slash", "fire_slash", "collateral"]
    assert cards == [k for k in (e.key for e in C.card_entries()) if "杀" in card_name(k, "zh_CN")]
    assert names(C.Filter("杀"))[0] == "杀"                      # (the name itself first)
    assert [e.ref for e in C.select(C.Filter("殺"))] == [e.ref for e in C.select(C.Filter("杀"))]
    assert [e.key for e in C.select(C.Filter("slash"))] == ["slash", "thunder_slash", "fire_slash"]
    assert [e.ref for e in C.select(C.Filter("Fire Slash"))] == ["card:fire_slash"]
    assert C.select(C.Filter("八卦阵")) == [C.find("eight_diagram")]
    assert C.select(C.Filter("no such name")) == []


def test_search_by_pinyin_and_by_skill():
    assert refs(C.select(C.Filter("zgl"))) == {"identity:zhugeliang", "hegemony:zhugeliang"}
    both = {"identity:zhugeliang", "hegemony:zhugeliang", "hegemony:wolong", "identity:wolong",  # (卧龙诸葛亮 too)
            "identity:shenzhugeliang"}                                                      # (and 神诸葛亮)
    assert refs(C.select(C.Filter("zhugeliang"))) == refs(C.select(C.Filter("Zhuge Liang"))) == both
    assert refs(C.select(C.Filter("xhd"))) == {"hegemony:xiahoudun", "identity:xiahoudun"}
    assert refs(C.select(C.Filter("lbl"))) == set()                  # ("(Lord)" is not a syllable)
    # a skill's name finds its generals, after any entry named so
    found = C.select(C.Filter("完杀"))
    assert refs(found) == {"hegemony:jiaxu", "identity:jiaxu"}
    ranked = C.select(C.Filter("杀"))
    assert [e.ref for e in ranked][-2:] == ["identity:jiaxu", "hegemony:jiaxu"]
    assert C.match_rank(ranked[-1], "杀") == C.match_rank(ranked[-2], "杀") == 2


def test_filters():
    shu = C.select(C.Filter(kingdom="shu"))
    assert shu and all(isinstance(e, C.GeneralEntry) and e.kingdom == "shu" for e in shu)
    assert len(shu) == sum(1 for e in C.general_entries() if e.kingdom == "shu")
    heg_shu = C.select(C.Filter(kingdom="shu", group="hegemony"))
    assert {e.mode for e in heg_shu} == {"hegemony"} and len(heg_shu) < len(shu)
    delayed = C.select(C.Filter(category="delayed_trick"))
    assert {e.key for e in delayed} == {"indulgence", "lightning", "supply_shortage"}
    cards = C.select(C.Filter(category="card"))
    assert len(cards) == len(BEHAVIOURS)
    generals = C.select(C.Filter(category="general"))
    assert len(generals) == len(C.general_entries())
    strategic = C.select(C.Filter(category="card", group="strategic"))
    assert C.find("sa_blade") in strategic and C.find("slash") in strategic and C.find("blade") not in strategic
    formation = C.select(C.Filter(group="formation"))           # 阵: its generals, its lord and the lord's card
    assert {e.ref for e in formation} == {f"hegemony:{e.id}" for e in C.general_entries()
                                          if e.package == "heg_formation"} | {"card:dragon_phoenix"}
    ident = C.select(C.Filter(group="identity", category="card"))
    assert C.find("heg_nullification") not in ident and C.find("fire_attack") in ident
    assert C.select(C.Filter("杀", kingdom="qun")) == [C.find("identity:jiaxu"), C.find("hegemony:jiaxu")]


@pytest.mark.parametrize("lang", LANGS)
def test_every_rules_topic_has_its_sections(lang):
    for topic in C.RULE_TOPICS:
        sections = C.rule_sections(topic, lang)
        assert len(sections) >= 3 if topic != "strategic" else len(sections) >= 4
        assert [k for k, _, _ in sections] == sorted(k for k, _, _ in sections)
        assert all(title and len(body) > 40 for _, title, body in sections), (topic, lang)
    setup = dict((k, b) for k, _, b in C.rule_sections("identity", lang))["02_setup"]
    assert "{role_table}" in setup
    assert ROLE_TABLE[10].count("renegade") == 2
    with pytest.raises(KeyError):
        C.rule_sections("no_such_topic")
