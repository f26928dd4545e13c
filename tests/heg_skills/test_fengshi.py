"""锋矢 (张任, 阵法技): a player besieged (围攻) by 张任 and another of his kingdom discards one
equipped card after either besieger's 杀 targets them. Shapes: the siege of four and of five
players; three players are too few for a 阵法技; a besieger of another kingdom (a gap) or face
down makes no siege."""

from heg import HegTable

MOM = ["hegemony_standard", "heg_momentum"]
ZR = {"generals": ["zhangren", "huatuo"], "hand": ["杀 ♠7", "决斗 ♠A"]}
TARGET = {"generals": ["caocao", "xuchu"], "equip": ["赤兔 ♥5", "青釭剑 ♠6"]}
QUN = {"generals": ["lvbu", "diaochan"], "hand": ["杀 ♠8"]}
OTHER = {"generals": ["sunquan", "ganning"]}


def test_besieged_target_of_zhang_rens_slash_discards_an_equipped_card():
    t = HegTable([ZR, TARGET, QUN, OTHER], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "cards")                 # (at once: 穿心 comes later, with the damage)
    assert req.prompt.key == "fengshi_discard" and req.prompt.args == (0,)
    assert set(req.cards) == set(t.ids("赤兔 ♥5", "青釭剑 ♠6")) and (req.min, req.max) == (1, 1)
    t.cards(1, "青釭剑 ♠6")
    assert t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert [e["skill"] for e in t.log("skill")] == ["fengshi"]
    t.no(0)                                    # (穿心)
    t.no(1)                                    # (奸雄)
    t.end_play(0)


def test_the_other_besiegers_slash_too_and_five_players():
    t = HegTable([QUN, TARGET, ZR, OTHER, {"generals": ["liubei", "zhangfei"]}], packs=MOM)
    t.play(0, "杀 ♠8", [1])
    t.cards(1, "赤兔 ♥5")
    assert [e["seat"] for e in t.log("skill") if e["skill"] == "fengshi"] == [2]
    t.no(1)
    t.end_play(0)


def test_one_equipped_card_goes_without_a_choice():
    t = HegTable([ZR, {"generals": ["caocao", "xuchu"], "equip": ["赤兔 ♥5"]}, QUN, OTHER], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    assert t.p(1).equips == {}
    t.no(0)
    t.no(1)
    t.end_play(0)


def test_not_for_a_duel_nor_without_equipment():
    t = HegTable([ZR, TARGET, QUN, OTHER], packs=MOM)
    t.play(0, "决斗 ♠A", [1])
    t.no(0)
    t.no(1)
    assert len(t.p(1).equips) == 2 and t.log("skill") == []
    t.end_play(0)
    t = HegTable([ZR, {"generals": ["caocao", "xuchu"]}, QUN, OTHER], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(1)
    assert t.log("skill") == []
    t.end_play(0)


def test_a_gap_breaks_the_siege():
    t = HegTable([ZR, TARGET, OTHER, QUN], packs=MOM)       # 孙权 on the far side: no siege
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(1)
    assert len(t.p(1).equips) == 2 and t.log("skill") == []
    t.end_play(0)


def test_a_face_down_player_besieges_nobody():
    t = HegTable([ZR, TARGET, {**QUN, "shown": [False, False]}, OTHER], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(1)
    assert len(t.p(1).equips) == 2 and t.log("skill") == []
    t.end_play(0)


def test_three_living_players_are_too_few_for_a_formation_skill():
    t = HegTable([ZR, TARGET, QUN, {**OTHER, "alive": False}], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.no(1)
    assert len(t.p(1).equips) == 2 and t.log("skill") == []
    t.end_play(0)


def test_a_player_lured_away_still_counts_among_the_four_living():
    """4 living, one away (调虎离山): 张任 and 吕布 now sit side by side round 曹操, three in seat
    order, yet four players live, so the 阵法技 works (formation_skills_work, rulings M2)."""
    t = HegTable([{**ZR, "hand": ["调虎离山 ♥2", "杀 ♠7"]}, TARGET, QUN, OTHER],
                 packs=[*MOM, "hegemony_strategic_advantage"], top=["闪 ♥4"])
    t.play(0, "调虎离山 ♥2", [3])
    assert t.p(3).marks.get("lure_tiger_away") == 1 and t.g.alive_seats(0) == [0, 1, 2]
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "cards").prompt.key == "fengshi_discard"
    t.cards(1, "青釭剑 ♠6")
    assert [e["skill"] for e in t.log("skill")] == ["fengshi"] and t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    t.no(0)                                    # (穿心)
    t.no(1)                                    # (奸雄)
    t.end_play(0)


def test_a_face_down_target_is_not_besieged():
    """The target shows no general: it has no kingdom and is in no 围攻 (ruling S3): 锋矢 does nothing."""
    t = HegTable([ZR, {**TARGET, "shown": [False, False]}, QUN, OTHER], packs=MOM)
    t.play(0, "杀 ♠7", [1])
    t.no(0)                                    # (穿心)
    t.no(1)                                    # (奸雄: it stays face down)
    assert len(t.p(1).equips) == 2 and t.log("skill") == [] and not t.p(1).has_shown_general
    t.end_play(0)
