"""势备篇 tricks: 敕令, 联军盛宴, 勠力同心, 调虎离山, 挟天子以令诸侯, 火烧连营, 水淹七军."""

import pytest
from heg import SbpTable

from sgs_desktop.engine.distance import distance
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.prompts import Prompt

WU = {"generals": ["sunquan", "huanggai"]}          # 制衡/苦肉: nothing triggers on its own
WU2 = {"generals": ["lvmeng", "zhoutai"]}           # 克己 (its own discard phase), 不屈 (dying)
WEI = {"generals": ["zhangliao", "xuchu"]}          # 突袭/裸衣: draw phase only
WEI2 = {"generals": ["xiahouyuan", "caoren"]}       # 神速/据守: their own turn only
SHU = {"generals": ["liubei", "zhangfei"]}
SHU2 = {"generals": ["zhaoyun", "guanyu"]}
HIDDEN = [False, False]


def seat(base, **kw):
    return {**base, **kw}


def option_of(t, s, ref):
    req = t.expect(s, "play")
    found = [o for o in req.options if o.card == t.id(ref)]
    return found[0] if found else None


# --------------------------------------------------------------------------- 敕令


def test_imperial_order_makes_every_player_with_no_kingdom_choose():
    """Seats 1 and 3 are face down: seat 1 shows its head and draws; seat 3 discards equipment."""
    t = SbpTable([seat(WU, hand=["敕令 ♣3"]), seat(SHU, shown=HIDDEN), seat(WEI),
                  seat(WEI2, shown=HIDDEN, equip=["赤兔 ♥5"])], top=["闪 ♥4"])
    assert option_of(t, 0, "敕令 ♣3").targets is None             # the rules fix the targets
    t.play(0, "敕令 ♣3")
    req = t.expect(1, "option")
    assert req.prompt == Prompt("imperial_order", (0,)) and req.options == ("show_head", "show_deputy", "lose_hp")
    t.choose(1, "show_head")
    req = t.expect(3, "option")
    assert req.options == ("show_head", "show_deputy", "discard_equip", "lose_hp")
    t.choose(3, "discard_equip")                    # (its only equipment card: no question)
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[1, 3]]
    assert t.p(1).generals[0].shown and not t.p(1).generals[1].shown and t.hand(1) == {t.id("闪 ♥4")}
    assert not t.p(3).equips and t.p(3).hp == 4


def test_imperial_order_is_not_usable_without_a_face_down_player_and_may_cost_hp():
    t = SbpTable([seat(WU, hand=["敕令 ♣3"]), seat(SHU), seat(WEI), seat(SHU2)])
    assert option_of(t, 0, "敕令 ♣3") is None
    with pytest.raises(IllegalAnswer):
        t.play(0, "敕令 ♣3")
    t = SbpTable([seat(WU, hand=["敕令 ♣3"]), seat(SHU, shown=HIDDEN), seat(WEI)])
    t.play(0, "敕令 ♣3")
    t.choose(1, "lose_hp")
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and not any(s.shown for s in t.p(1).generals)


# --------------------------------------------------------------------------- 联军盛宴


def test_alliance_feast_is_on_you_and_a_whole_other_kingdom():
    """吴 seat 0 chooses 魏 seat 2: it draws 2 (魏 has two), then 魏 seat 2 (hurt) recovers and 魏
    seat 4 (chained, not hurt) draws a card and is reset, without a question."""
    t = SbpTable([seat(WU, hand=["联军盛宴 ♥A"]), seat(SHU), seat(WEI, hp=3), seat(SHU2),
                  seat(WEI2, chained=True)], top=["闪 ♥4", "闪 ♥5", "闪 ♥6"])
    assert option_of(t, 0, "联军盛宴 ♥A").targets.seats == (1, 2, 3, 4)
    t.play(0, "联军盛宴 ♥A", [2])
    req = t.expect(2, "option")
    assert req.prompt == Prompt("alliance_feast", (0,)) and req.options == ("recover", "draw_reset")
    t.choose(2, "recover")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[0, 2, 4]]
    assert len(t.hand(0)) == 2 and t.p(2).hp == 4 and len(t.hand(4)) == 1 and not t.p(4).chained


def test_alliance_feast_needs_a_shown_player_of_another_kingdom():
    t = SbpTable([seat(WU, hand=["联军盛宴 ♥A"]), seat(WU2), seat(SHU, shown=HIDDEN), seat(WEI, shown=HIDDEN)])
    assert option_of(t, 0, "联军盛宴 ♥A") is None
    with pytest.raises(IllegalAnswer):
        t.play(0, "联军盛宴 ♥A", [1])


# --------------------------------------------------------------------------- 勠力同心


def test_fight_together_chains_or_draws_for_a_whole_side():
    """魏 is the big kingdom (two players); choosing seat 2 targets both 魏: the unchained is
    chained, the chained one draws."""
    t = SbpTable([seat(WU, hand=["勠力同心 ♠Q"]), seat(SHU), seat(WEI), seat(WEI2, chained=True)],
                 top=["闪 ♥4"])
    assert option_of(t, 0, "勠力同心 ♠Q").targets.seats == (0, 1, 2, 3)
    t.play(0, "勠力同心 ♠Q", [2])
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[2, 3]]
    assert t.p(2).chained and t.p(3).chained and t.hand(3) == {t.id("闪 ♥4")}


def test_fight_together_on_the_small_side_and_without_big_kingdoms():
    t = SbpTable([seat(WU, hand=["勠力同心 ♠Q"]), seat(SHU), seat(WEI), seat(WEI2)])
    t.play(0, "勠力同心 ♠Q", [1])                    # 蜀 is small: the small side is 吴 and 蜀
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[0, 1]] and t.p(0).chained and t.p(1).chained
    t = SbpTable([seat(WU, hand=["勠力同心 ♠Q"]), seat(SHU), seat(WEI)])   # no kingdom has two
    assert option_of(t, 0, "勠力同心 ♠Q") is None
    assert t.id("勠力同心 ♠Q") in t.expect(0, "play").recast


# --------------------------------------------------------------------------- 调虎离山


def test_lure_tiger_takes_players_out_of_distance_and_targeting_until_the_turn_ends():
    t = SbpTable([seat(WU, hand=["调虎离山 ♥2", "杀 ♠7"]), seat(SHU), seat(WEI), seat(SHU2), seat(WEI2)],
                 top=["闪 ♥4"])
    assert distance(t.g, 0, 2) == 2
    t.play(0, "调虎离山 ♥2", [1])
    assert t.p(1).marks.get("lure_tiger_away") == 1 and t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥4"))
    assert distance(t.g, 0, 2) == 1                 # seat 1 no longer counts
    assert 1 not in option_of(t, 0, "杀 ♠7").targets.seats
    with pytest.raises(IllegalAnswer):
        t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert "lure_tiger_away" not in t.p(1).marks and distance(t.g, 0, 2) == 2
    # the return is the table's rule, not a skill anyone invokes: the log never says 发动【调虎离山】
    assert [e for e in t.log("skill") if e["skill"] == "lure_tiger_away"] == []


def test_an_away_player_cannot_use_cards():
    """Seat 1 is away: its 闪 and 无懈可击 are never offered (a 南蛮入侵 passes it by)."""
    t = SbpTable([seat(WU, hand=["调虎离山 ♥2", "南蛮入侵 ♠K"]), seat(SHU, hand=["无懈可击 ♠J", "杀 ♠8"]),
                  seat(WEI)], top=["闪 ♥4"])
    t.play(0, "调虎离山 ♥2", [1])
    t.passes(1)                                      # (before it is away: its 无懈可击 is offered)
    t.play(0, "南蛮入侵 ♠K")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")][-1] == [2] and t.damage_log() == [(0, 2, 1, None)]


def test_lure_tiger_takes_one_or_two_others():
    t = SbpTable([seat(WU, hand=["调虎离山 ♥2"]), seat(SHU), seat(WEI), seat(SHU2)])
    spec = option_of(t, 0, "调虎离山 ♥2").targets
    assert spec.seats == (1, 2, 3) and (spec.min, spec.max) == (1, 2)
    with pytest.raises(IllegalAnswer):
        t.play(0, "调虎离山 ♥2", [1, 2, 3])


# --------------------------------------------------------------------------- 挟天子以令诸侯


def test_threaten_emperor_ends_the_play_phase_and_a_discard_buys_an_extra_turn():
    t = SbpTable([seat(WU, hand=["挟天子以令诸侯 ♠A", "闪 ♥4"]), seat(WU2), seat(SHU), seat(WEI)])
    assert option_of(t, 0, "挟天子以令诸侯 ♠A").targets is None
    t.play(0, "挟天子以令诸侯 ♠A")                      # the play phase ends at once
    req = t.expect(0, "cards")
    assert req.prompt == Prompt("threaten_emperor_discard") and (req.min, req.max) == (0, 1)
    t.cards(0, "闪 ♥4")
    assert [e["seat"] for e in t.log("extra_turn")] == [0]
    assert [e["seat"] for e in t.log("turn")] == [0, 0]     # the extra turn, right after
    t.end_play(0)
    t.finish()


def test_threaten_emperor_is_for_big_kingdom_players_only():
    t = SbpTable([seat(SHU, hand=["挟天子以令诸侯 ♠A"]), seat(WU), seat(WU2), seat(WEI)])
    assert option_of(t, 0, "挟天子以令诸侯 ♠A") is None
    with pytest.raises(IllegalAnswer):
        t.play(0, "挟天子以令诸侯 ♠A")


# --------------------------------------------------------------------------- 火烧连营


def test_burning_camps_burns_the_next_player_and_its_formation():
    """Seats 1, 2 (魏, 魏) are a formation; seat 3 (蜀) is not in it."""
    t = SbpTable([seat(WU, hand=["火烧连营 ♠3"]), seat(WEI), seat(WEI2), seat(SHU)])
    t.play(0, "火烧连营 ♠3")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[1, 2]]
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]


def test_burning_camps_on_a_face_down_next_player_burns_it_alone():
    t = SbpTable([seat(WU, hand=["火烧连营 ♠3"]), seat(WEI, shown=HIDDEN), seat(WEI2), seat(SHU)])
    t.play(0, "火烧连营 ♠3")
    t.end_play(0)
    t.finish()
    assert [e["targets"] for e in t.log("use")] == [[1]]


# --------------------------------------------------------------------------- 水淹七军


def test_drowning_discards_all_equipment_or_deals_thunder():
    t = SbpTable([seat(WU, hand=["水淹七军 ♥K", "水淹七军 ♣Q"]), seat(SHU, equip=["赤兔 ♥5", "八卦阵 ♠2"])])
    assert option_of(t, 0, "水淹七军 ♥K").targets.seats == (1,)
    t.play(0, "水淹七军 ♥K", [1])
    req = t.expect(1, "option")
    assert req.prompt == Prompt("drowning", (0,)) and req.options == ("discard_equips", "thunder")
    t.choose(1, "thunder")
    assert t.damage_log() == [(0, 1, 1, "thunder")]
    t.play(0, "水淹七军 ♣Q", [1])
    t.choose(1, "discard_equips")
    t.end_play(0)
    t.finish()
    assert not t.p(1).equips


def test_drowning_needs_a_target_with_equipment():
    t = SbpTable([seat(WU, hand=["水淹七军 ♥K"]), seat(SHU)])
    assert option_of(t, 0, "水淹七军 ♥K") is None
    with pytest.raises(IllegalAnswer):
        t.play(0, "水淹七军 ♥K", [1])


def test_a_discarded_imperial_order_leaves_the_game_and_takes_effect_at_the_end_of_the_turn():
    """Seat 0 discards 敕令 with 制衡: it is removed from the game (not in the discard pile); at the
    end of the turn the face-down seat 2 chooses, as if nobody had used it."""
    t = SbpTable([seat(WU, hand=["敕令 ♣3", "闪 ♥5"]), seat(SHU), seat(WEI, shown=HIDDEN), seat(SHU2)],
                 top=["闪 ♥4", "闪 ♥6"])
    t.play(0, skill="zhiheng", cards=["敕令 ♣3"])
    assert t.g.zone_of[t.id("敕令 ♣3")] == 7 and t.p(0).marks.get("imperial_order_rule") == 1    # 移出游戏
    t.end_play(0)
    req = t.expect(2, "option")
    assert req.prompt == Prompt("imperial_order_system") and "show_head" in req.options
    t.choose(2, "lose_hp")
    t.finish()
    assert t.p(2).hp == 3 and "imperial_order_rule" not in t.p(0).marks


def test_a_used_imperial_order_goes_to_the_discard_pile_as_usual():
    t = SbpTable([seat(WU, hand=["敕令 ♣3"]), seat(SHU), seat(WEI, shown=HIDDEN), seat(SHU2)])
    t.play(0, "敕令 ♣3")
    t.choose(2, "lose_hp")
    t.end_play(0)
    t.finish()
    assert t.g.zone_of[t.id("敕令 ♣3")] == 1 and "imperial_order_rule" not in t.p(0).marks
