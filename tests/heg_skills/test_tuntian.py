"""屯田 (邓艾): cards lost outside his turn may be judged into 田 (not a ♥); each 田 brings him one
nearer to everyone. 急袭 (主将技): a 田 as 顺手牵羊. 资粮 (副将技): a 田 given to a hurt ally."""

from heg_formation import FormationTable

from sgs_desktop.engine.distance import distance

DA = ["dengai", "caohong"]
SHU = ["liubei", "guanyu"]


def fields(t, seat: int = 0) -> list[int]:
    return t.p(seat).piles.get("tuntian", [])


def lose_a_card(top: list[str], **kw):
    """Seat 1 dismantles 邓艾's only hand card (his turn is next: round_limit 1)."""
    t = FormationTable([{"generals": DA, "hand": ["闪 ♥2"]},
                        {"generals": SHU, "hand": ["过河拆桥 ♠3"], "equip": ["赤兔 ♥5"]}],
                       current=1, stop="game_over", round_limit=1, top=top, **kw)
    t.play(1, "过河拆桥 ♠3", [0])
    return t


def test_a_card_lost_outside_his_turn_becomes_a_field():
    t = lose_a_card(["杀 ♠7", "桃 ♥4", "闪 ♦3"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("tuntian",)
    assert distance(t.g, 0, 1) == 1
    t.yes(0)
    assert fields(t) == [t.id("杀 ♠7")]
    (judge,) = t.log("judge")
    assert judge["reason"] == "tuntian"
    t.end_play(1)
    # 邓艾's turn: 急袭 offers the 田 as 顺手牵羊
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "jixi"]
    assert (opt.name, opt.cards) == ("snatch", (t.id("杀 ♠7"),))
    t.play(0, skill="jixi", cards=["杀 ♠7"], targets=[1])
    t.end_play(0)
    t.seats(0)                                  # 护援 (曹洪) for the 赤兔 taken: no
    t.finish("round_limit")
    assert fields(t) == [] and t.id("赤兔 ♥5") in t.hand(0)
    uses = [(u["user"], u["card"]["key"], u["card"].get("skill")) for u in t.log("use")]
    assert (0, "snatch", "jixi") in uses


def test_a_heart_is_no_field_and_declining_judges_nothing():
    t = lose_a_card(["桃 ♥4", "闪 ♦3", "杀 ♠8"])
    t.yes(0)
    assert fields(t) == [] and t.id("桃 ♥4") in t.g.discard_pile
    t = lose_a_card(["杀 ♠7"])
    t.no(0)
    assert fields(t) == [] and t.log("judge") == []


def test_fields_bring_him_nearer():
    t = FormationTable([{"generals": DA, "hand": ["闪 ♥2"]}, {"generals": ["sunquan", "zhouyu"]},
                        {"generals": SHU, "hand": ["过河拆桥 ♠3"]}, {"generals": ["lvbu", "diaochan"]}],
                       current=2, top=["杀 ♠7"])
    assert distance(t.g, 0, 2) == 2
    t.play(2, "过河拆桥 ♠3", [0])
    t.yes(0)
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2      # his distance only
    t.end_play(2)
    t.finish()


def test_not_in_his_own_turn():
    t = FormationTable([{"generals": DA, "hand": ["无中生有 ♥7"]}, {"generals": SHU}], current=0,
                       top=["杀 ♠7", "杀 ♠8"])
    t.play(0, "无中生有 ♥7")
    t.end_play(0)
    t.finish()
    assert t.log("judge") == [] and fields(t) == []


def test_jixi_not_as_the_deputy():
    t = FormationTable([{"generals": ["caohong", "dengai"], "hand": ["闪 ♥2"]},
                        {"generals": SHU, "hand": ["过河拆桥 ♠3"], "equip": ["赤兔 ♥5"]}],
                       current=1, stop="game_over", round_limit=1, top=["杀 ♠7", "桃 ♥4", "闪 ♦3"])
    t.play(1, "过河拆桥 ♠3", [0])
    t.yes(0)
    t.end_play(1)
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "jixi"] and fields(t) == [t.id("杀 ♠7")]
    t.end_play(0)
    t.finish("round_limit")


def ziliang_table(pair: list[str]):
    return FormationTable([{"generals": pair, "hand": ["闪 ♥2"]}, {"generals": SHU, "hand": ["过河拆桥 ♠3", "杀 ♠8"]},
                           {"generals": ["zhangliao", "xuchu"]}, {"generals": ["sunquan", "zhouyu"]}],
                          current=1, top=["杀 ♠7"])


def test_ziliang_gives_a_field_to_a_hurt_ally():
    t = ziliang_table(["caohong", "dengai"])
    t.play(1, "过河拆桥 ♠3", [0])
    t.yes(0)                                    # 屯田
    t.play(1, "杀 ♠8", [2])
    req = t.expect(0, "option")
    assert req.prompt.args == ("ziliang", 2)
    t.yes(0)                                    # (one 田: given without a question)
    t.end_play(1)
    t.finish()
    assert fields(t) == [] and t.hand(2) == {t.id("杀 ♠7")}


def test_ziliang_not_as_the_head():
    t = ziliang_table(DA)
    t.play(1, "过河拆桥 ♠3", [0])
    t.yes(0)
    t.play(1, "杀 ♠8", [2])                      # not asked
    t.end_play(1)
    t.finish()
    assert fields(t) == [t.id("杀 ♠7")] and t.hand(2) == set()


def test_a_scenarios_fields_are_fields():
    """`piles = { tuntian = [...] }` (a scenario's 田, issue 33): they bring him nearer at once and
    急袭 offers them, as fields judged in play would be."""
    t = FormationTable([{"generals": DA, "piles": {"tuntian": ["杀 ♠7", "闪 ♦3"]}},
                        {"generals": ["sunquan", "zhouyu"]}, {"generals": SHU, "equip": ["赤兔 ♥5"]},
                        {"generals": ["lvbu", "diaochan"]}], current=0)
    assert fields(t) == t.ids("杀 ♠7", "闪 ♦3") and distance(t.g, 0, 2) == 1        # 2 − 2 田, at least 1
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "jixi"]
    assert opt.name == "snatch" and sorted(opt.cards) == sorted(t.ids("杀 ♠7", "闪 ♦3"))
    t.play(0, skill="jixi", cards=["闪 ♦3"], targets=[2])
    assert fields(t) == [t.id("杀 ♠7")] and t.id("赤兔 ♥5") in t.hand(0)
    t.end_play(0)
    t.seats(0)                                  # 护援 (曹洪) for the 赤兔 taken: no
    t.finish()
