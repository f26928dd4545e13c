"""行殇 (曹丕): when another player dies, take all its hand and equipment cards."""

from table import Table

DRAW3 = ["闪 ♦3", "闪 ♦4", "闪 ♦5"]


def test_takes_everything_before_the_discard():
    t = Table([{"role": "lord", "general": "caopi", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "hand": ["杀 ♣2", "无中生有 ♥7"], "equip": ["赤兔 ♥5"],
                "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel"}],
              top=DRAW3)
    t.play(0, "杀 ♠7", [1])
    req = t.expect(0, "option")
    assert req.prompt.args == ("xingshang",)
    t.yes(0)
    t.end_play(0)
    t.cards(0, "杀 ♣2", "闪 ♦3", "闪 ♦4")      # 3 taken + 3 reward cards, HP 3
    t.finish()
    assert not t.p(1).alive
    taken = {t.id("杀 ♣2"), t.id("无中生有 ♥7"), t.id("赤兔 ♥5")}
    assert taken - {t.id("杀 ♣2")} <= t.hand(0)
    assert t.id("乐不思蜀 ♠6") in t.g.discard_pile         # the judge area is not taken
    reasons = [e["reason"] for e in t.log("move") if e["src_owner"] == 1]
    assert reasons == ["xingshang", "xingshang", "death"]    # hand, equipment, then the rest
    kinds = [e["kind"] if e["kind"] != "move" else e["reason"] for e in t.log()
             if e["kind"] in ("death", "skill") or (e["kind"] == "move" and e["reason"] in ("xingshang", "death"))]
    assert kinds == ["death", "skill", "xingshang", "xingshang", "death"]
    # the hand changes hands unseen by the other rebel; the horse is public
    seen = [e["cards"] for e in t.log("move", seat=2) if e["reason"] == "xingshang"]
    assert seen == [None, [t.id("赤兔 ♥5")]]


def test_declined_everything_is_discarded():
    t = Table([{"role": "lord", "general": "caopi", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "hand": ["杀 ♣2"], "equip": ["赤兔 ♥5"]}, {"role": "rebel"}],
              top=DRAW3)
    t.play(0, "杀 ♠7", [1])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert {t.id("杀 ♣2"), t.id("赤兔 ♥5")} <= set(t.g.discard_pile) and t.hand(0) == set(t.ids(*DRAW3))


def test_dead_player_without_cards_no_question():
    t = Table([{"role": "lord", "general": "caopi", "hand": ["杀 ♠7"]},
               {"role": "rebel", "hp": 1, "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              top=DRAW3)
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.id("乐不思蜀 ♠6") in t.g.discard_pile


def test_when_someone_else_kills():
    """The killer's reward comes after: 曹丕 (not the killer) takes the cards, the killer draws three."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "hp": 1, "hand": ["闪 ♥2"]},
               {"role": "loyalist", "general": "caopi"}, {"role": "rebel"}],
              top=DRAW3)
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                    # keeps its 闪 (it is dead in a moment)
    t.yes(2)
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("闪 ♥2")} and t.hand(0) == set(t.ids(*DRAW3))
