"""涅槃 (庞统, 火; 限定技): when dying, discard every card (hand, equipment, judge area), restore the
general (unchained, face up), draw three and recover to 3 HP. Its mark stands on the seat while
it is unused."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Choose


def test_rise_again_when_dying():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "pangtong", "hp": 1, "chained": True, "face_up": False,
                "hand": ["闪 ♥2", "杀 ♣2"], "equip": ["赤兔 ♥5"], "judge": ["乐不思蜀 ♣6"]},
               {"role": "loyalist", "hand": ["桃 ♥3"]}],
              top=["桃 ♥4", "杀 ♣3", "闪 ♦2"])
    assert t.p(1).marks == {"niepan": 1}
    assert all(t.g.view(s).players[1].marks == {"niepan": 1} for s in range(3))   # everyone sees it
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                               # keeps the 闪
    req = t.expect(1, "option")                # asked as it becomes dying, before anyone's 桃
    assert req.prompt.key == "invoke" and req.prompt.args == ("niepan",) and req.options == ("yes", "no")
    refused(t, Choose("maybe"), "maybe")
    t.yes(1)
    p = t.p(1)
    assert p.hp == 3 and p.alive and not p.dying and not p.chained and p.face_up
    assert t.hand(1) == set(t.ids("桃 ♥4", "杀 ♣3", "闪 ♦2")) and not p.equips and not p.judge
    assert set(t.ids("闪 ♥2", "杀 ♣2", "赤兔 ♥5", "乐不思蜀 ♣6")) <= set(t.g.discard_pile)
    assert p.marks == {} and t.g.view(0).players[1].marks == {}          # used: the mark is gone
    t.end_play(0)
    t.finish()
    kinds = [k for k in t.kinds() if k in ("dying", "skill", "chain", "turn_over", "recover", "mark")]
    assert kinds == ["dying", "skill", "mark", "chain", "turn_over", "recover"]
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(1, 3)]
    moves = [(e["src"], e["dst"]) for e in t.log("move") if e["reason"] == "niepan"]
    assert moves == [("hand", "discard"), ("equip", "discard"), ("judge", "discard"), ("draw", "hand")]
    assert t.hand(2) == {t.id("桃 ♥3")}       # nobody was asked for a 桃


def test_only_once_a_game():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "杀 ♠8", "杀 ♠9", "杀 ♠10"], "equip": ["诸葛连弩 ♦1"]},
               {"role": "rebel", "general": "pangtong", "hp": 1}, {"role": "renegade"}],
              top=["杀 ♣3", "杀 ♣4", "杀 ♣5"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                   # 涅槃: 3 HP
    for ref in ("杀 ♠8", "杀 ♠9", "杀 ♠10"):
        t.play(0, ref, [1])                   # no 闪: 3 damage, dying again, 涅槃 is used up
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and [e["skill"] for e in t.log("skill")].count("niepan") == 1
    assert len(t.log("dying")) == 2


def test_declined_then_others_may_still_save():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "pangtong", "hp": 1},
               {"role": "rebel", "hand": ["桃 ♥3"]}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.respond(2, "桃 ♥3")                      # the other rebel saves him: 1 HP, 涅槃 still unused
    t.end_play(0)
    t.finish()
    assert t.p(1).alive and t.p(1).hp == 1 and t.p(1).marks == {"niepan": 1} and t.log("skill") == []


def test_declined_unsaved_he_dies():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "pangtong", "hp": 1},
               {"role": "renegade"}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and t.log("recover") == []


def test_recovers_no_more_than_the_max_hp():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "pangtong", "hp": 1, "max_hp": 2}, {"role": "renegade"}],
              top=["杀 ♣3", "杀 ♣4", "杀 ♣5"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert (t.p(1).hp, t.p(1).max_hp) == (2, 2) and len(t.hand(1)) == 3
