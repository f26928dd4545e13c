"""无前 (神吕布): two 暴怒 marks: 无双 for him and a chosen player's armour off, until the end of
the turn."""

from god_b import marked
from refusing import refused


def option(t, seat=0):
    return next((o for o in t.expect(seat, "play").options if o.skill == "wuqian"), None)


def test_peerless_and_the_armour_off_until_the_turn_ends():
    t = marked([{"role": "lord", "general": "shenlvbu", "kingdom": "qun", "hand": ["杀 ♠7"]},
               {"role": "rebel", "equip": ["仁王盾 ♣2"], "hand": ["闪 ♦2"]},
               {"role": "rebel", "equip": ["八卦阵 ♠2"]}], {0: {"baonu": 3}})
    opt = option(t)
    assert opt.targets.seats == (1, 2) and (opt.min_cards, opt.max_cards) == (0, 0)
    refused(t, 0, "play", {"type": "use", "skill": "wuqian", "targets": [0]}, "not a legal target")
    t.play(0, skill="wuqian", targets=[1])
    assert t.p(0).marks == {"baonu": 1} and t.p(1).marks == {"wuqian": 1}
    assert "wushuang" in {s.id for s in t.p(0).skills}
    assert option(t) is None                    # one mark left
    t.play(0, "杀 ♠7", [1])                      # a black 杀: 仁王盾 does nothing now
    t.respond(1, "闪 ♦2")                        # 无双: one 闪 is not enough
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(0).marks == {"baonu": 2}
    assert t.p(1).marks == {} and "wushuang" not in {s.id for s in t.p(0).skills}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "wuqian"), (0, "wushuang"), (0, "kuangbao")]
    assert [(e["seat"], e["mark"], e["value"]) for e in t.log("mark") if e["mark"] == "wuqian"] == \
        [(1, "wuqian", 1), (1, "wuqian", None)]


def test_again_on_another_player_not_twice_on_one():
    t = marked([{"role": "lord", "general": "shenlvbu",
                 "kingdom": "qun"}, {"role": "rebel"}, {"role": "rebel"}], {0: {"baonu": 5}})
    t.play(0, skill="wuqian", targets=[2])
    assert option(t).targets.seats == (1,)
    refused(t, 0, "play", {"type": "use", "skill": "wuqian", "targets": [2]}, "not a legal target")
    t.play(0, skill="wuqian", targets=[1])
    assert option(t) is None and t.p(0).marks == {"baonu": 1}
    t.end_play(0)
    t.finish()
    assert not t.p(1).marks and not t.p(2).marks


def test_without_two_marks_nothing_is_offered():
    t = marked([{"role": "lord", "general": "shenlvbu", "kingdom": "qun"}, {"role": "rebel"}], {0: {"baonu": 1}})
    assert option(t) is None
    refused(t, 0, "play", {"type": "use", "skill": "wuqian", "targets": [1]}, "cannot be used now")
    t.end_play(0)
    t.finish()


def test_the_armour_works_again_in_the_next_turn():
    """The turn after: 八卦阵 judges again for the player 无前 chose."""
    t = marked([{"role": "lord", "general": "shenlvbu", "kingdom": "qun", "hand": ["杀 ♠7"]},
               {"role": "rebel", "equip": ["八卦阵 ♠2"], "hand": ["杀 ♠8"]}],
              {0: {"baonu": 2}}, top=["闪 ♥2"], stop="game_over", round_limit=1)
    t.play(0, skill="wuqian", targets=[1])
    t.play(0, "杀 ♠7", [1])                      # no 八卦阵 question: its armour is off
    t.end_play(0)
    assert t.p(1).hp == 3 and t.p(1).marks == {}
    t.play(1, "杀 ♠8", [0])                      # (神吕布 wears nothing; nothing to answer)
    t.end_play(1)
    t.finish("round_limit")
    assert t.p(0).hp == 4
