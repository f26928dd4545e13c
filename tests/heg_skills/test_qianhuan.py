"""千幻 (于吉): an ally's damage adds the top card as a 幻 (a suit already there is discarded); a
幻 cancels a basic or trick card aimed at an ally alone. New rules (qianhuan_v2): one of his own
cards of a new suit becomes the 幻, and a delayed trick can be cancelled too."""

from heg_formation import FormationTable

YJ = ["yuji", "huatuo"]
QUN = ["lvbu", "diaochan"]
SHU = ["liubei", "guanyu"]
WEI = ["zhangliao", "xuchu"]


def table(shu_hand: list[str], top: list[str] = (), ally: dict | None = None, yuji: dict | None = None, **kw):
    return FormationTable([{"generals": YJ, **(yuji or {})}, {"generals": QUN, **(ally or {})},
                           {"generals": SHU, "hand": shu_hand}, {"generals": WEI}], current=2, top=list(top), **kw)


def illusions(t) -> list[int]:
    return t.p(0).piles.get("qianhuan", [])


def test_store_then_cancel_a_single_target_trick():
    t = table(["杀 ♠7", "过河拆桥 ♠3"], top=["桃 ♥4"], ally={"equip": ["赤兔 ♥5"]})
    t.play(2, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("qianhuan", 1)
    t.yes(0)
    assert illusions(t) == [t.id("桃 ♥4")]
    t.play(2, "过河拆桥 ♠3", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "qianhuan_cancel" and req.prompt.args == (1, "dismantlement", 2)
    t.yes(0)                                    # (one 幻: spent without a question)
    t.end_play(2)
    t.finish()
    assert illusions(t) == [] and t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert [e["skill"] for e in t.log("skill")] == ["qianhuan", "qianhuan"]


def test_a_repeated_suit_is_discarded_and_several_targets_are_not_cancelled():
    t = table(["万箭齐发 ♥A"], top=["桃 ♥4", "桃 ♥6"])
    t.play(2, "万箭齐发 ♥A")                     # hits 张辽, 于吉, 吕布 (nobody has a 闪)
    t.yes(0)                                    # 于吉 hurt: 桃 ♥4 becomes a 幻
    t.yes(0)                                    # 吕布 hurt: 桃 ♥6 has its suit: discarded
    t.end_play(2)
    t.finish()
    assert illusions(t) == [t.id("桃 ♥4")] and t.id("桃 ♥6") in t.g.discard_pile
    assert t.damage_log() == [(2, 3, 1, None), (2, 0, 1, None), (2, 1, 1, None)]


def test_declined_and_not_for_another_kingdom():
    t = table(["杀 ♠7"], top=["桃 ♥4"])
    t.play(2, "杀 ♠7", [1])
    t.no(0)
    t.end_play(2)
    t.finish()
    assert illusions(t) == []
    t = table(["杀 ♠7"], top=["桃 ♥4"])
    t.play(2, "杀 ♠7", [3])                      # 张辽 (魏): not asked
    t.end_play(2)
    t.finish()
    assert illusions(t) == [] and t.log("skill") == []


def test_new_rules_store_a_card_of_ones_own_and_cancel_a_delayed_trick():
    t = table(["杀 ♠7", "乐不思蜀 ♣6", "过河拆桥 ♠3"], yuji={"hand": ["闪 ♥2", "桃 ♥4"]}, rules="new",
              ally={"equip": ["赤兔 ♥5"]})
    t.play(2, "杀 ♠7", [1])
    req = t.expect(0, "cards")
    assert req.prompt.key == "qianhuanv2_store" and (req.min, req.max) == (0, 1)
    t.cards(0, "闪 ♥2")
    assert illusions(t) == [t.id("闪 ♥2")]
    t.play(2, "乐不思蜀 ♣6", [1])
    req = t.expect(0, "option")
    assert req.prompt.key == "qianhuan_cancel" and req.prompt.args == (1, "indulgence", 2)
    t.yes(0)
    assert t.p(1).judge == [] and t.id("乐不思蜀 ♣6") in t.g.discard_pile and illusions(t) == []
    t.play(2, "过河拆桥 ♠3", [1])               # no 幻 left: not asked
    t.end_play(2)
    t.finish()
    assert t.p(1).equips == {} and [e["skill"] for e in t.log("skill")] == ["qianhuan_v2", "qianhuan_v2"]


def test_new_rules_only_a_new_suit():
    t = FormationTable([{"generals": YJ, "hand": ["桃 ♥4", "闪 ♥2"]}, {"generals": QUN},
                        {"generals": SHU, "hand": ["杀 ♠7", "决斗 ♠A"]}, {"generals": WEI}], current=2,
                       rules="new")
    t.play(2, "杀 ♠7", [1])
    t.cards(0, "桃 ♥4")
    t.play(2, "决斗 ♠A", [1])
    t.no(0)                                     # (cancel the 决斗? no)
    # 吕布 has no 杀: hurt again, but 于吉's only cards left are ♥ like the 幻: not asked
    t.end_play(2)
    t.finish()
    assert illusions(t) == [t.id("桃 ♥4")] and t.damage_log() == [(2, 1, 1, None), (2, 1, 1, None)]
