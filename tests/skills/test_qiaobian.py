"""巧变 (张郃): discard a hand card to skip the judge, draw, play or discard phase; a skipped draw
phase takes a hand card from each of up to two others, a skipped play phase moves one card of an
equipment or judge area into the same area of another player. One module serves both modes: each
scenario runs at a 身份 and at a 国战 table (tests/both_modes.py)."""

from both_modes import both, seat, table
from refusing import refused


def qiaobian(mode: str, me: dict, others=({}, {}, {}), **kw):
    """张郃 (seat 0, the lord in 身份; 张郃+曹操 in 国战), 刘备, 孙权 and 吕布."""
    seats = [seat(mode, "zhanghe", "caocao", "lord", **me), seat(mode, "liubei", "zhangfei", **others[0]),
             seat(mode, "sunquan", "huanggai", **others[1]),
             seat(mode, "lvbu", "huatuo", "renegade", **others[2])]
    return table(mode, seats, **kw)


def skipped(t):
    return [e["phase"] for e in t.log("phase_skipped")]


@both
def test_skip_draw_takes_from_two_players(mode):
    t = qiaobian(mode, {"hand": ["杀 ♠10", "闪 ♦3"]}, ({"hand": ["桃 ♥4", "闪 ♥2"]}, {"hand": ["闪 ♦2"]}, {}),
                 phase="draw", top=["桃 ♥6", "桃 ♥8"])
    req = t.expect(0, "cards")
    assert req.prompt.key == "qiaobian_skip" and req.prompt.args == ("draw",) and (req.min, req.max) == (0, 1)
    refused(t, 0, "cards", {"type": "cards", "cards": ["杀 ♠10", "闪 ♦3"]}, "choose 0..1")
    t.cards(0, "闪 ♦3")
    req = t.expect(0, "seats")
    assert req.prompt.key == "qiaobian_whom" and req.seats == (1, 2) and (req.min, req.max) == (0, 2)
    refused(t, 0, "seats", {"type": "seats", "seats": [3]}, "not a legal target")
    t.seats(0, 2, 1)
    req = t.expect(0, "pick")                  # seat 1 first, face down
    assert req.owner == 1 and req.hand == 2 and req.prompt.key == "qiaobian_whose"
    t.pick_hidden(0, "桃 ♥4")                  # seat 2's only card needs no choice
    t.cards(0)                                 # keeps the play phase
    t.end_play(0)
    t.cards(0)                                 # keeps the discard phase (3 cards, 4 HP)
    t.finish()
    assert skipped(t) == ["draw"]
    assert t.hand(0) == set(t.ids("杀 ♠10", "桃 ♥4", "闪 ♦2")) and t.hand(1) == {t.id("闪 ♥2")}
    assert t.g.draw_pile[-2:] == t.ids("桃 ♥8", "桃 ♥6")       # nothing drawn
    moves = [(e["src"], e["src_owner"], e["dst"], e["dst_owner"]) for e in t.log("move") if e["reason"] == "qiaobian"]
    assert moves == [("hand", 0, "discard", -1), ("hand", 1, "hand", 0), ("hand", 2, "hand", 0)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "qiaobian")]


@both
def test_skip_judge_then_move_the_indulgence_away(mode):
    t = qiaobian(mode, {"hand": ["杀 ♠10", "闪 ♦3"], "judge": ["乐不思蜀 ♣6"]}, ({"judge": ["乐不思蜀 ♥6"]}, {}, {}),
                 phase="judge", top=["桃 ♥4", "桃 ♥6"])
    assert t.expect(0, "cards").prompt.args == ("judge",)
    t.cards(0, "闪 ♦3")                        # the 乐不思蜀 is not judged
    t.cards(0)                                 # draws as usual
    t.cards(0, "杀 ♠10")                        # skips the play phase
    req = t.expect(0, "cards")
    assert req.prompt.key == "qiaobian_which" and list(req.cards) == t.ids("乐不思蜀 ♣6", "乐不思蜀 ♥6")
    t.cards(0, "乐不思蜀 ♣6")
    req = t.expect(0, "seats")
    assert req.prompt.key == "qiaobian_where" and req.seats == (2, 3)     # seat 1 already has one
    refused(t, 0, "seats", {"type": "seats", "seats": [1]}, "not a legal target")
    t.seats(0, 2)
    t.cards(0)                                 # keeps the discard phase
    t.finish()
    assert skipped(t) == ["judge", "play"] and t.log("judge") == []
    assert t.p(0).judge == [] and t.p(2).judge == [t.id("乐不思蜀 ♣6")]
    assert t.hand(0) == set(t.ids("桃 ♥4", "桃 ♥6"))


@both
def test_move_equipment_only_into_an_empty_slot(mode):
    t = qiaobian(mode, {"hand": ["杀 ♠10"]}, ({"equip": ["赤兔 ♥5", "八卦阵 ♠2"]}, {}, {"equip": ["紫骍 ♦13"]}))
    t.cards(0, "杀 ♠10")
    req = t.expect(0, "cards")
    assert list(req.cards) == t.ids("八卦阵 ♠2", "赤兔 ♥5", "紫骍 ♦13")
    t.cards(0, "赤兔 ♥5")
    assert t.expect(0, "seats").seats == (0, 2)            # seat 3 already has a −1 horse
    t.seats(0, 2)
    t.finish()                                 # no hand card left: no more questions
    assert t.p(2).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert t.p(1).equips == {"armor": t.id("八卦阵 ♠2")} and skipped(t) == ["play"]
    (mv,) = [e for e in t.log("move") if e["reason"] == "qiaobian" and e["dst"] == "equip"]
    assert (mv["src"], mv["src_owner"], mv["dst"], mv["dst_owner"]) == ("equip", 1, "equip", 2)


@both
def test_declined_moves_nothing_and_an_empty_judge_area_is_not_offered(mode):
    t = qiaobian(mode, {"hand": ["杀 ♠10"]}, ({"equip": ["赤兔 ♥5"]}, {}, {}))
    t.cards(0, "杀 ♠10")
    t.cards(0)                                 # moves nothing
    t.finish()
    assert t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")} and skipped(t) == ["play"]
    t = qiaobian(mode, {}, phase="judge", top=["桃 ♥4", "桃 ♥6"])
    # no hand card before the judge and draw phases (and an empty judge area): then two cards
    t.cards(0)                                 # before the play phase: declined
    t.end_play(0)
    t.cards(0)                                 # before the discard phase: declined
    t.finish()
    assert skipped(t) == [] and t.log("skill") == [] and t.hand(0) == set(t.ids("桃 ♥4", "桃 ♥6"))


@both
def test_skip_the_discard_phase(mode):
    t = qiaobian(mode, {"hp": 1, "hand": ["杀 ♠10", "闪 ♦3", "桃 ♥4"]}, phase="discard")
    t.cards(0, "闪 ♦3")
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠10", "桃 ♥4")) and skipped(t) == ["discard"]


def test_a_face_down_zhanghe_shows_to_skip():
    t = qiaobian("hegemony", {"shown": [False, True], "hp": 1, "hand": ["杀 ♠10", "闪 ♦3", "桃 ♥4"]},
                 phase="discard")
    t.cards(0, "闪 ♦3")                        # 巧变 shows 张郃
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "zhanghe", "qiaobian")]
    assert t.p(0).kingdom == "wei" and t.hand(0) == set(t.ids("杀 ♠10", "桃 ♥4")) and skipped(t) == ["discard"]
