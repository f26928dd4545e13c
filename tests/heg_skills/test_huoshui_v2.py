"""祸水 (邹氏, new rules): 锁定技, in her turn nobody else shows a general, and players not of her
kingdom with a face-down general cannot respond to her 杀 and 万箭齐发 (no 闪, no 无懈可击)."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([
        {"generals": ["zoushi", "kongrong"], "hand": ["杀 ♠7", "万箭齐发 ♥1"]},
        {"generals": ["caocao", "dianwei"], "shown": [False, True], "hand": ["闪 ♦2", "无懈可击 ♠11"]},
        {"generals": ["sunquan", "ganning"], "hand": ["闪 ♦3"]},
        {"generals": ["mateng", "diaochan"], "shown": [True, False], "hand": ["闪 ♦6"]},   # 群, as she
    ])


def test_zoushi_has_the_new_skills():
    assert hegemony_generals(rules="new")["zoushi"].skills == ("huoshui_v2", "qingcheng_v2")


def test_a_hidden_outsider_cannot_dodge_her_slash_nor_show_to_invoke():
    t = table()
    t.play(0, "杀 ♠7", [1])                 # no 闪 asked; 奸雄 (face down) may not be shown for
    assert t.p(1).hp == 3 and t.hand(1) == set(t.ids("闪 ♦2", "无懈可击 ♠11"))
    assert [e["skill"] for e in t.log("skill")] == ["huoshui_v2"]


def test_her_arrows_skip_the_hidden_outsider_only():
    t = table()
    t.play(0, "万箭齐发 ♥1")                # seat 1 is neither asked to nullify nor to dodge
    t.respond(2, "闪 ♦3")                   # both shown: may answer
    t.respond(3, "闪 ♦6")                   # her kingdom: may answer
    assert t.p(1).hp == 3 and t.p(2).hp == 4 and t.p(3).hp == t.p(3).max_hp
    assert t.hand(1) == set(t.ids("闪 ♦2", "无懈可击 ♠11"))
