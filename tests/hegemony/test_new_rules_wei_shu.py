"""The 魏 and 蜀 generals under the new rules (WEI_SHU): each changed skill is a skill of its own
with the old one's name, the old profile keeps the old skills, and nothing else changes."""

from sgs_desktop.packs.generals import heg_lookup, hegemony_generals
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.heg_skills.new_rules import WEI_SHU
from sgs_desktop.packs.i18n import skill_name

CHANGED = {"simayi", "xiahoudun", "zhangliao", "xuchu", "xuhuang", "caoren", "caopi", "yuejin", "liubei",
           "guanyu", "zhangfei", "zhugeliang", "zhaoyun", "machao", "huangzhong", "weiyan", "menghuo", "ganfuren",
           "caohong", "jiangwanfeiyi"}      # (the last two: 阵, heg_formation)


def test_the_table_names_the_changed_wei_and_shu_generals():
    old, new = hegemony_generals(), hegemony_generals(rules="new")
    assert set(WEI_SHU) & set(old) == CHANGED & set(old)    # (势's: test_momentum_new_rules.py; 阵's too)
    for gid in CHANGED & set(old):
        assert old[gid].kingdom in ("wei", "shu") and new[gid] != old[gid], gid


def test_each_changed_skill_is_a_v2_of_the_old_one_with_its_name():
    old, new = heg_lookup(), heg_lookup(rules="new")
    for gid in CHANGED:
        assert len(new[gid].skills) == len(old[gid].skills), gid
        for before, after in zip(old[gid].skills, new[gid].skills, strict=True):
            assert after in HEG_SKILLS
            if after != before:
                assert after == f"{before}_v2", (gid, before, after)
                for lang in ("zh_CN", "zh_TW", "en"):
                    assert skill_name(after, lang, "hegemony") == skill_name(before, lang, "hegemony"), (after, lang)


def test_the_other_generals_are_the_same_under_both_profiles():
    old, new = heg_lookup(), heg_lookup(rules="new")
    from sgs_desktop.packs.heg_skills.new_rules import NEW_RULES
    assert {g for g in old if old[g] != new[g]} == set(NEW_RULES) & set(old)
