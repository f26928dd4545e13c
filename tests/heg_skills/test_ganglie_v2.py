"""刚烈 (new rules, 夏侯惇): after taking damage, judge: red, 1 damage to the source; black, discard
one of its cards. 夏侯惇 has 5 half 阴阳鱼 under the new rules."""

from heg import HegTable

from sgs_desktop.packs.generals import hegemony_generals


def slashed(top, **kw):
    source = {"generals": ["sunquan", "huanggai"], "hand": ["杀 ♠5", "闪 ♦2"], "equip": ["赤兔 ♥5"]}
    source.update(kw.pop("source", {}))
    t = HegTable([{"generals": ["xiahoudun", "dianwei"]}, source], current=1, top=top, rules="new", **kw)
    t.play(1, "杀 ♠5", [0])
    return t


def test_red_strikes_back():
    t = slashed(["闪 ♥2"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("ganglie_v2", 1)
    t.yes(0)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None), (0, 1, 1, None)]
    assert t.log("judge")[0]["reason"] == "ganglie_v2" and t.p(1).equips


def test_black_discards_one_card_of_the_source():
    t = slashed(["杀 ♣2"])
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.prompt.key == "ganglie_v2_discard" and req.hand == 1 and req.cards == (t.id("赤兔 ♥5"),)
    t.pick(0, "赤兔 ♥5")
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.p(1).equips == {}
    assert t.id("赤兔 ♥5") in t.g.discard_pile and t.hand(1) == {t.id("闪 ♦2")}


def test_declined_and_no_source_card_left():
    t = slashed(["闪 ♥2"])
    t.no(0)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("judge") == [] and t.log("skill") == []
    t = slashed(["杀 ♣2"], source={"hand": ["杀 ♠5"], "equip": []})
    t.yes(0)                                   # black, but the source has nothing left to discard
    t.end_play(1)
    t.finish()
    assert [e["reason"] for e in t.log("move") if e["dst"] == "discard"] == ["judge_done", "used"]


def test_five_half_yinyang_fish_under_the_new_rules_only():
    assert hegemony_generals(rules="new")["xiahoudun"].max_hp == 5
    assert hegemony_generals()["xiahoudun"].max_hp == 4
    t = HegTable([{"generals": ["xiahoudun", "dianwei"]}, {"generals": ["sunquan", "huanggai"]}], rules="new")
    assert (t.p(0).hp, t.p(0).max_hp) == (4, 4)          # (5 + 4) // 2, a half left over
