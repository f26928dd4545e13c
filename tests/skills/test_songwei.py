"""颂威 (曹丕, 主公技): after another Wei player's black judgement, that player may let the lord draw."""

from table import Table


def test_wei_player_lets_the_lord_draw():
    t = Table([{"role": "lord", "general": "caopi"}, {"role": "loyalist", "general": "simayi",
                                                      "judge": ["乐不思蜀 ♠6"]}],
              current=1, phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4", "闪 ♦5"])
    req = t.expect(1, "option")     # the Wei player decides, not the lord
    assert req.prompt.key == "songwei" and req.prompt.args == (0,)
    t.yes(1)
    t.finish()                      # 司马懿's play phase is skipped
    assert t.hand(0) == {t.id("闪 ♦3")} and t.hand(1) == {t.id("闪 ♦4"), t.id("闪 ♦5")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "songwei")]
    assert [(e["dst_owner"], e["reason"]) for e in t.log("move") if e["src"] == "draw" and e["dst"] == "hand"
            and e["reason"] != "setup"] == [(0, "songwei"), (1, "draw_phase")]
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]


def test_declined_by_the_wei_player():
    t = Table([{"role": "lord", "general": "caopi"}, {"role": "rebel", "general": "simayi",
                                                      "judge": ["乐不思蜀 ♠6"]}],
              current=1, phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.no(1)
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []


def test_red_result_not_asked():
    t = Table([{"role": "lord", "general": "caopi"}, {"role": "loyalist", "general": "simayi",
                                                      "judge": ["乐不思蜀 ♠6"]}],
              current=1, phase="judge", top=["闪 ♥2", "闪 ♦3", "闪 ♦4"])
    t.end_play(1)                   # a ♥: 司马懿 plays
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []


def test_other_kingdoms_and_the_lord_himself_not_asked():
    t = Table([{"role": "lord", "general": "caopi", "judge": ["乐不思蜀 ♠6"]},
               {"role": "loyalist", "general": "guanyu", "judge": ["乐不思蜀 ♣6"]}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.finish()                      # 曹丕's own black judgement: nothing
    assert t.log("skill") == [] and t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")}
    t = Table([{"role": "lord", "general": "caopi"},
               {"role": "loyalist", "general": "guanyu", "judge": ["乐不思蜀 ♣6"]}],
              current=1, phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.finish()                      # 关羽 is not Wei
    assert t.log("skill") == [] and t.hand(0) == set()


def test_only_for_a_lord_cao_pi():
    t = Table([{"role": "lord", "general": "simayi", "judge": ["乐不思蜀 ♠6"]},
               {"role": "loyalist", "general": "caopi"}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.finish()
    assert t.log("skill") == [] and not t.p(1).has_skill("songwei")


def test_with_luoshen_she_keeps_the_card_and_the_lord_draws():
    t = Table([{"role": "lord", "general": "caopi"}, {"role": "loyalist", "general": "zhenji"}],
              current=1, phase="start", top=["杀 ♠7", "闪 ♦3", "闪 ♦4", "闪 ♦5"])
    t.yes(1)                        # 洛神
    t.yes(1)                        # 颂威: let the lord draw
    t.no(1)                         # no second 洛神 judgement
    t.end_play(1)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.hand(1) == {t.id("杀 ♠7"), t.id("闪 ♦4"), t.id("闪 ♦5")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "luoshen"), (1, "luoshen"), (0, "songwei")]
