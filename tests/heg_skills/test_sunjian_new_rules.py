"""孙坚 under the new rules: 5 half 阴阳鱼 (英魂 as before)."""

from heg import HegTable
from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def test_sunjian_has_five_half_hp_under_the_new_rules():
    assert hegemony_generals(rules="new")["sunjian"].max_hp == 5
    assert hegemony_generals()["sunjian"].max_hp == 4
    assert hegemony_generals(rules="new")["sunjian"].skills == hegemony_generals()["sunjian"].skills
    players = [{"generals": ["sunjian", "xiaoqiao"]}, {"generals": ["caocao", "dianwei"]},
               {"generals": ["lvbu", "diaochan"]}, {"generals": ["xiahouyuan", "zhanghe"]}]
    new = NewRulesTable(players)
    assert (new.p(0).max_hp, new.p(0).hp) == (4, 4)             # (5 + 3) // 2
    old = HegTable(players)
    assert (old.p(0).max_hp, old.p(0).hp) == (3, 3)             # (4 + 3) // 2
