"""鞬出 (庞德, new rules; replaces 猛进): after his 杀 targets a player, discard one of its cards —
equipment: it cannot 闪; otherwise it takes the 杀, which still resolves."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table():
    return NewRulesTable([{"generals": ["pangde", "mateng"], "hand": ["杀 ♠7"]},
                          {"generals": ["xiahouyuan", "zhanghe"], "hand": ["闪 ♦2"], "equip": ["赤兔 ♥5"]},
                          {"generals": ["sunquan", "ganning"]}, {"generals": ["lvbu", "diaochan"]}])


def test_pangde_has_jianchu_instead_of_mengjin():
    assert hegemony_generals(rules="new")["pangde"].skills == ("mashu_pangde", "jianchu")


def test_an_equipment_card_discarded_and_the_slash_cannot_be_dodged():
    t = table()
    t.play(0, "杀 ♠7", [1])
    assert t.expect(0, "option").prompt.args == ("jianchu", 1)
    t.yes(0)
    t.pick(0, "赤兔 ♥5")
    assert t.id("赤兔 ♥5") in t.g.discard_pile and t.p(1).hp == 3     # no 闪 was asked for
    assert t.hand(1) == {t.id("闪 ♦2")}


def test_another_card_discarded_and_the_target_takes_the_slash():
    t = table()
    t.play(0, "杀 ♠7", [1])
    t.yes(0)
    t.pick_hidden(0, "闪 ♦2")
    assert t.hand(1) == {t.id("杀 ♠7")} and t.p(1).hp == 3          # it took the 杀, and was hit


def test_declined_the_slash_is_dodged_as_usual():
    t = table()
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.respond(1, "闪 ♦2")
    assert t.p(1).hp == 4 and t.p(1).equips
