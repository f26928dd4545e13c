"""The new rules' table for the 吴 and 群 generals (packs/heg_skills/new_rules.py): every skill
it names exists, a changed skill keeps its old name on screen, the old rules keep the old skills,
and a new-rules table seats the new ones."""

import pytest
from heg import HegTable
from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.heg_skills.new_rules import WU_QUN
from sgs_desktop.packs.i18n import skill_name

OLD, NEW = hegemony_generals(), hegemony_generals(rules="new")
STANDARD = {gid: change for gid, change in WU_QUN.items() if gid in OLD}   # (势: test_momentum_new_rules.py)


def test_the_table_names_the_fifteen_wu_and_qun_changes():
    assert sorted(STANDARD) == sorted(["lvmeng", "huanggai", "zhouyu", "luxun", "sunshangxiang", "sunjian", "xiaoqiao",
                                     "zhoutai", "huatuo", "yuanshao", "jiaxu", "pangde", "jiling", "panfeng",
                                     "zoushi"])
    assert {OLD[g].kingdom for g in STANDARD} == {"wu", "qun"}
    for gid, change in STANDARD.items():
        assert (NEW[gid].skills, NEW[gid].max_hp) != (OLD[gid].skills, OLD[gid].max_hp), gid
        assert NEW[gid].skills == (change.skills or OLD[gid].skills), gid
        assert all(sid in HEG_SKILLS for sid in NEW[gid].skills), gid


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_a_changed_skill_keeps_its_old_name(lang):
    for gid in STANDARD:
        for sid in NEW[gid].skills:
            if sid.endswith("_v2"):
                assert skill_name(sid, lang, "hegemony") == skill_name(sid[:-3], lang, "hegemony"), (lang, sid)


@pytest.mark.parametrize("gid", sorted(STANDARD))
def test_each_profile_seats_its_own_skills(gid):
    partner = {"wu": "ganning", "qun": "kongrong"}[OLD[gid].kingdom]
    players = [{"generals": [gid, partner]}, {"generals": ["caocao", "dianwei"]},
               {"generals": ["xiahouyuan", "zhanghe"]},
               {"generals": ["huangyueying", "wolong"]}]
    new, old = NewRulesTable(players), HegTable(players)
    own = set(OLD[partner].skills)
    assert {s.id for s in new.p(0).skills} == set(NEW[gid].skills) | own
    assert {s.id for s in old.p(0).skills} == set(OLD[gid].skills) | own
