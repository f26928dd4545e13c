"""涅槃 (限定技): when dying, discard everything, reset, draw 3 and recover to 3 HP."""

from heg import HegTable

PT = ["pangtong", "zhangfei"]        # 3 HP
QUIET = ["sunquan", "ganning"]


def test_rise_again_from_dying():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]},
                  {"generals": PT, "hp": 1, "chained": True, "face_up": False,
                   "hand": ["闪 ♥2", "杀 ♣2"], "equip": ["赤兔 ♥5"], "judge": ["乐不思蜀 ♣6"]}],
                 top=["桃 ♥4", "杀 ♣3", "闪 ♦2"])
    assert t.p(1).marks == {"niepan": 1}
    t.play(0, "杀 ♠5", [1])
    t.respond(1)                              # keeps its 闪
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("niepan",)
    t.yes(1)
    p = t.p(1)
    assert p.hp == 3 and p.alive and not p.dying and not p.chained and p.face_up
    assert t.hand(1) == set(t.ids("桃 ♥4", "杀 ♣3", "闪 ♦2")) and not p.equips and not p.judge
    assert set(t.ids("闪 ♥2", "杀 ♣2", "赤兔 ♥5", "乐不思蜀 ♣6")) <= set(t.g.discard_pile)
    assert p.marks == {}
    t.end_play(0)
    t.finish()
    kinds = [k for k in t.kinds() if k in ("dying", "skill", "chain", "turn_over", "recover")]
    assert kinds == ["dying", "skill", "chain", "turn_over", "recover"]
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(1, 3)]
    moves = [(e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "niepan"]
    assert moves == [("hand", "discard"), ("equip", "discard"), ("judge", "discard"), ("draw", "hand")]


def test_only_once_per_game():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5", "杀 ♠7", "杀 ♠9", "杀 ♠10"],
                   "equip": ["诸葛连弩 ♦A"]},
                  {"generals": PT, "hp": 1}, {"generals": ["zhangliao", "xuchu"]}],
                 top=["杀 ♣3", "杀 ♣4", "杀 ♣5"])
    t.play(0, "杀 ♠5", [1])
    t.yes(1)                                  # 涅槃: 3 HP
    for ref in ("杀 ♠7", "杀 ♠9", "杀 ♠10"):
        t.play(0, ref, [1])
    # dying again: 涅槃 is used up, nobody can save: 庞统 dies
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and [e["skill"] for e in t.log("skill")].count("niepan") == 1
    assert len(t.log("dying")) == 2


def test_declined_the_player_dies():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": PT, "hp": 1},
                  {"generals": ["zhangliao", "xuchu"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and t.log("skill") == [] and t.log("recover") == []


def test_a_face_down_pangtong_shows_when_it_rises():
    t = HegTable([{"generals": QUIET, "hand": ["杀 ♠5"]}, {"generals": PT, "hp": 1, "shown": [False, False]},
                  {"generals": ["zhangliao", "xuchu"]}], top=["桃 ♥4", "杀 ♣3", "闪 ♦2"])
    t.play(0, "杀 ♠5", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert [(e["seat"], e["slot"], e["reason"]) for e in t.log("show_general")] == [(1, "head", "niepan")]
    assert t.p(1).hp == 3 and t.p(1).kingdom == "shu"


def test_a_face_down_pangtongs_mark_is_seen_only_by_its_owner():
    t = HegTable([{"generals": QUIET}, {"generals": PT, "shown": [False, False]},
                  {"generals": ["zhangliao", "xuchu"]}])
    assert t.g.view(1).players[1].marks == {"niepan": 1}
    assert t.g.view(0).players[1].marks == {} and t.g.view(2).players[1].marks == {}
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": QUIET}, {"generals": PT, "shown": [True, False]}])
    assert t2.g.view(0).players[1].marks == {"niepan": 1}        # 庞统 shown: its mark is public
