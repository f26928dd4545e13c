"""The 阵 (heg_formation) pack: its eight generals deal only when a table names the pack, never its
君主; their 珠联璧合 partners read both ways; the new rules give four of them new skills; the
window and the log name them in every language."""

import pytest
from heg_formation import FORMATION_PACKS, FormationTable

from sgs_desktop.packs.generals import HEG_EXTRA_PACKAGES, companions, heg_lookup, heg_pool
from sgs_desktop.packs.i18n import general_name

EIGHT = ["caohong", "dengai", "hetaihou", "jiangqin", "jiangwanfeiyi", "jiangwei", "xusheng", "yuji"]
OLD, NEW = heg_lookup(), heg_lookup(rules="new")


def test_the_pack_is_choosable_and_deals_its_eight():
    assert "heg_formation" in HEG_EXTRA_PACKAGES
    pool = heg_pool(FORMATION_PACKS)
    assert sorted(g for g in pool if pool[g].package == "heg_formation") == EIGHT
    assert "lord_liubei" not in pool and not set(EIGHT) & set(heg_pool(["hegemony_standard"]))


@pytest.mark.parametrize(("a", "b"), [("caohong", "caoren"), ("jiangqin", "zhoutai"), ("xusheng", "dingfeng")])
def test_companions_both_ways(a, b):
    assert companions(OLD[a], OLD[b]) and companions(OLD[b], OLD[a])
    assert companions(NEW[a], NEW[b]) and companions(NEW[b], NEW[a])
    assert a in OLD[b].companions               # (the standard general names its partner back)


def test_partners_of_packs_not_yet_playable_are_named():
    # 左慈 (heg_transformation) and 王平 (heg_power): named, dealt once their packs play
    assert OLD["yuji"].companions == ("zuoci",) and OLD["jiangwanfeiyi"].companions == ("wangping",)
    assert "zuoci" not in OLD and "wangping" not in OLD
    assert OLD["dengai"].companions == OLD["jiangwei"].companions == OLD["hetaihou"].companions == ()


def test_new_rules_companions_of_zhugeliang():
    assert companions(NEW["zhugeliang"], NEW["jiangwei"]) and companions(NEW["jiangwanfeiyi"], NEW["zhugeliang"])
    assert not companions(OLD["zhugeliang"], OLD["jiangwei"])


@pytest.mark.parametrize("gid", EIGHT)
def test_each_profile_seats_its_own_skills(gid):
    partner = {"wei": "dianwei", "shu": "huangyueying", "wu": "ganning", "qun": "kongrong"}[OLD[gid].kingdom]
    players = [{"generals": [gid, partner]}, {"generals": ["caocao", "xunyu"]},
               {"generals": ["liubei", "wolong"]}, {"generals": ["sunquan", "zhouyu"]}]
    new, old = FormationTable(players, rules="new"), FormationTable(players)
    own = set(OLD[partner].skills)
    assert {s.id for s in new.p(0).skills} == set(NEW[gid].skills) | own
    assert {s.id for s in old.p(0).skills} == set(OLD[gid].skills) | own
    changed = {"caohong": "huyuan_v2", "jiangwanfeiyi": "shengxi_v2", "xusheng": "yicheng_v2", "yuji": "qianhuan_v2"}
    if gid in changed:
        assert changed[gid] in NEW[gid].skills and changed[gid] not in OLD[gid].skills


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_their_names(lang):
    names = [general_name(g, lang) for g in EIGHT]
    assert all(n and n != g for n, g in zip(names, EIGHT, strict=True)), names
