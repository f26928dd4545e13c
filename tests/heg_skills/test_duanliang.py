"""断粮 (徐晃): a black basic or equipment card as 兵粮寸断, which may go to a player at distance 2."""

from heg import HegTable


def table(p0: dict, seat2: dict | None = None):
    base = [{"generals": ["xuhuang", "caocao"]}, {"generals": ["liubei", "zhangfei"]},
            {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]}]
    base[0].update(p0)
    base[2].update(seat2 or {})
    return HegTable(base)


def options(t, seat=0):
    return [o for o in t.expect(seat, "play").options if o.skill == "duanliang"]


def test_black_basic_card_reaches_distance_two():
    t = table({"hand": ["杀 ♠5", "闪 ♥2", "兵粮寸断 ♣10"]})
    (opt,) = options(t)
    assert opt.name == "supply_shortage" and opt.cards == (t.id("杀 ♠5"),) and opt.targets.seats == (1, 2, 3)
    # the real 兵粮寸断 still needs distance 1
    (real,) = [o for o in t.expect(0, "play").options if o.card == t.id("兵粮寸断 ♣10")]
    assert real.targets.seats == (1, 3)
    t.play(0, skill="duanliang", cards=["杀 ♠5"], targets=[2])
    t.end_play(0)
    t.finish()
    assert t.p(2).judge == [t.id("杀 ♠5")] and t.p(2).judge_as == {t.id("杀 ♠5"): "supply_shortage"}
    (use,) = t.log("use")
    assert (use["user"], use["card"]["key"], use["card"]["skill"], use["targets"]) == (0, "supply_shortage",
                                                                                         "duanliang", [2])


def test_black_equipment_and_the_minus_horse_option():
    """An equipped −1 horse used as the card no longer shortens the distance."""
    t = table({"hand": ["杀 ♠5", "八卦阵 ♠2"], "equip": ["大宛 ♠13"]}, {"equip": ["绝影 ♠5"]})
    opts = options(t)
    assert [(o.cards, o.targets.seats) for o in opts] == [
        (tuple(t.ids("杀 ♠5", "八卦阵 ♠2")), (1, 2, 3)), ((t.id("大宛 ♠13"),), (1, 3))]
    t.play(0, skill="duanliang", cards=["大宛 ♠13"], targets=[3])
    t.end_play(0)
    t.finish()
    assert t.p(3).judge == [t.id("大宛 ♠13")] and t.p(0).equips == {}


def test_too_far_and_red_cards_not_offered():
    t = table({"hand": ["杀 ♥10", "闪 ♥2", "桃 ♥4", "南蛮入侵 ♠13"]})
    assert options(t) == []                    # red cards and a trick cannot be used
    t.end_play(0)
    t.finish()
    t = table({"hand": ["杀 ♠5"]}, {"equip": ["绝影 ♠5"]})
    assert options(t)[0].targets.seats == (1, 3)  # seat 2 is at distance 3
    t.end_play(0)
    t.finish()


def test_not_on_a_player_holding_one_already():
    t = table({"hand": ["杀 ♠5"]}, {"judge": ["兵粮寸断 ♠10"]})
    assert options(t)[0].targets.seats == (1, 3)
    t.end_play(0)
    t.finish()


def test_face_down_general_is_shown_when_used():
    t = table({"shown": [False, True], "hand": ["杀 ♠5"]})
    t.play(0, skill="duanliang", cards=["杀 ♠5"], targets=[1])
    t.end_play(0)
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "xuhuang", "duanliang")] and t.p(0).kingdom == "wei"
    assert t.p(1).judge == [t.id("杀 ♠5")]


def test_judged_later_as_an_ordinary_supply_shortage():
    t = HegTable([{"generals": ["xuhuang", "caocao"], "hand": ["杀 ♠5"]}, {"generals": ["liubei", "zhangfei"]}],
                 stop="game_over", round_limit=1, top=["桃 ♥4"])
    t.play(0, skill="duanliang", cards=["杀 ♠5"], targets=[1])
    t.end_play(0)
    # seat 1's turn: the judgement (♥) makes it skip its draw phase
    t.end_play(1)
    t.finish("round_limit")
    assert [(e["seat"], e["reason"]) for e in t.log("judge")] == [(1, "supply_shortage")]
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(1, "draw")]
    assert t.hand(1) == set() and t.id("杀 ♠5") in t.g.discard_pile


def test_black_card_respects_a_colour_prohibition():
    """帷幕 (贾诩): no black trick may target him — the offered targets already say so."""
    t = HegTable([{"generals": ["xuhuang", "caocao"], "hand": ["杀 ♠5"]}, {"generals": ["jiaxu", "yuanshao"]},
                  {"generals": ["liubei", "zhangfei"]}])
    assert options(t)[0].targets.seats == (2,)
    t.end_play(0)
    t.finish()
