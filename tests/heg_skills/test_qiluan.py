"""戚乱 (何太后): three cards after a turn in which she killed someone; nothing otherwise."""

from heg_formation import FormationTable

HTH = ["hetaihou", "huatuo"]
SHU = ["liubei", "guanyu"]
WU = ["sunquan", "zhouyu"]


def test_draws_three_after_a_kill():
    t = FormationTable([{"generals": HTH, "hand": ["杀 ♠7"]}, {"generals": SHU, "hp": 1},
                        {"generals": WU}], current=0, top=["闪 ♥2", "桃 ♥4", "酒 ♠9", "决斗 ♠A"])
    t.play(0, "杀 ♠7", [1])
    # (no 闪, no 桃 anywhere: dead)
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.args == ("qiluan",)
    t.yes(0)
    t.finish()
    assert not t.p(1).alive
    assert [e["count"] for e in t.log("move") if e["reason"] == "qiluan"] == [3]
    assert [e["skill"] for e in t.log("skill")] == ["qiluan"]


def test_not_without_a_kill():
    t = FormationTable([{"generals": HTH, "hand": ["杀 ♠7"]}, {"generals": SHU}, {"generals": WU}],
                       current=0)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 3 and t.log("skill") == []
