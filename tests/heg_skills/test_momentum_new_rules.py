"""The 势 pack (heg_momentum) under the new rules: 横江, 潜袭, 断绁 and 暴凌 change (each a `_v2` skill
with the old one's name); the other four generals play the same under both profiles; each
profile seats its own skills."""

import pytest
from heg import HegTable

from sgs_desktop.packs.generals import hegemony_generals
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.i18n import skill_name

PACKS = ("heg_standard", "heg_momentum")
OLD, NEW = hegemony_generals(PACKS), hegemony_generals(PACKS, rules="new")
MOMENTUM = sorted(g for g, gen in OLD.items() if gen.package == "heg_momentum" and not gen.lord_capable)
CHANGED = {"zangba": ("hengjiang_v2",), "madai": ("mashu_madai", "qianxi_v2"),
           "chenwudongxi": ("duanxie_v2", "fenming"), "dongzhuo": ("hengzheng", "baoling_v2")}
PARTNER = {"wei": ["xunyu"], "shu": ["wolong"], "wu": ["ganning"], "qun": ["kongrong"]}


def test_the_eight_generals_and_their_changes():
    assert MOMENTUM == ["chenwudongxi", "dongzhuo", "lidian", "madai", "mifuren", "sunce", "zangba", "zhangren"]
    for gid in MOMENTUM:
        if gid in CHANGED:
            assert NEW[gid].skills == CHANGED[gid] and OLD[gid].skills != CHANGED[gid], gid
        else:
            assert NEW[gid] == OLD[gid], gid
        assert all(sid in HEG_SKILLS for sid in OLD[gid].skills + NEW[gid].skills), gid


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_a_changed_skill_keeps_its_old_name(lang):
    for skills in CHANGED.values():
        for sid in skills:
            if sid.endswith("_v2"):
                assert skill_name(sid, lang, "hegemony") == skill_name(sid[:-3], lang, "hegemony"), (lang, sid)


@pytest.mark.parametrize("gid", MOMENTUM)
def test_each_profile_seats_its_own_skills(gid):
    partner = PARTNER[OLD[gid].kingdom][0]
    players = [{"generals": [gid, partner]}, {"generals": ["caocao", "dianwei"]},
               {"generals": ["liubei", "zhangfei"]}, {"generals": ["sunquan", "zhouyu"]},
               {"generals": ["lvbu", "huatuo"]}]
    packs = ["hegemony_standard", "heg_momentum"]
    new, old = HegTable(players, packs=packs, rules="new"), HegTable(players, packs=packs)
    own = set(OLD[partner].skills)
    assert {s.id for s in new.p(0).skills} == set(NEW[gid].skills) | own
    assert {s.id for s in old.p(0).skills} == set(OLD[gid].skills) | own


def test_companions_both_ways():
    from sgs_desktop.packs.generals import companions
    pairs = [("lidian", "yuejin"), ("zangba", "zhangliao"), ("madai", "machao"), ("sunce", "daqiao"),
             ("sunce", "taishici"), ("sunce", "zhouyu")]
    for table in (OLD, NEW):
        for a, b in pairs:
            assert companions(table[a], table[b]) and companions(table[b], table[a]), (a, b)
        assert not companions(table["sunce"], table["sunquan"]) and not companions(table["mifuren"], table["liubei"])
