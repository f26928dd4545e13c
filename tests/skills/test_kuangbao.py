"""狂暴 (神吕布): 锁定技, two 暴怒 marks when the game starts; one more per point of damage dealt
or taken."""

from god_b import started_game
from table import Table


def test_two_fury_marks_when_the_game_starts(monkeypatch):
    g = started_game(monkeypatch, "shenlvbu", seat=1)
    assert g.players[1].marks == {"baonu": 2}
    assert [(e["seat"], e["skill"]) for e in g.log_for(-1) if e["kind"] == "skill"] == [(1, "kuangbao")]
    assert [(e["seat"], e["mark"], e["value"]) for e in g.log_for(-1) if e["kind"] == "mark"] == [(1, "baonu", 2)]
    assert all(not p.marks for p in g.players if p.seat != 1)


def test_one_mark_per_point_dealt():
    t = Table([{"role": "lord", "general": "shenlvbu", "kingdom": "qun", "hand": ["酒 ♠3", "杀 ♠7"]},
               {"role": "rebel"}])
    t.play(0, "酒 ♠3")
    t.play(0, "杀 ♠7", [1])                     # 2 damage (酒)
    assert t.p(0).marks == {"baonu": 2}
    t.end_play(0)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["kuangbao"]
    assert [(e["seat"], e["value"]) for e in t.log("mark")] == [(0, 2)]


def test_one_mark_per_point_taken_and_none_for_others_damage():
    t = Table([{"role": "lord", "general": "shenlvbu", "kingdom": "qun"},
               {"role": "rebel", "hand": ["杀 ♠7", "杀 ♠8"], "equip": ["诸葛连弩 ♣1"]},
               {"role": "rebel"}], current=1)
    t.play(1, "杀 ♠7", [0])
    t.play(1, "杀 ♠8", [2])                     # damage between others: nothing
    t.end_play(1)
    t.finish()
    assert t.p(0).marks == {"baonu": 1} and t.p(0).hp == 4
    assert [(e["seat"], e["value"]) for e in t.log("mark")] == [(0, 1)]
