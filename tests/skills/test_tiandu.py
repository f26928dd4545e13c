"""天妒 (郭嘉): after your own judgement takes effect, you may take the judge card."""

from table import Table


def _moves(t, reason):
    return [(e["cards"], e["src"], e["dst"], e["dst_owner"]) for e in t.log("move") if e["reason"] == reason]


def test_takes_the_judge_card_of_indulgence():
    t = Table([{"role": "lord", "general": "guojia", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("tiandu",)
    t.yes(0)
    t.finish()                      # the play phase is skipped: the judgement still took effect
    assert t.hand(0) == {t.id("杀 ♠7"), t.id("闪 ♦3"), t.id("闪 ♦4")}
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
    assert _moves(t, "tiandu") == [([t.id("杀 ♠7")], "processing", "hand", 0)]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "tiandu")]


def test_declined_the_card_is_discarded():
    t = Table([{"role": "lord", "general": "guojia", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.no(0)
    t.finish()
    assert t.id("杀 ♠7") in t.g.discard_pile and t.hand(0) == {t.id("闪 ♦3"), t.id("闪 ♦4")}


def test_not_for_other_players_judgements():
    t = Table([{"role": "lord", "judge": ["乐不思蜀 ♠6"]}, {"role": "rebel", "general": "guojia"}],
              phase="judge", top=["杀 ♠7", "闪 ♦3", "闪 ♦4"])
    t.finish()
    assert t.id("杀 ♠7") in t.g.discard_pile and t.log("skill") == []


def test_eight_diagram_judgement_dodges_and_is_taken():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "guojia", "equip": ["八卦阵 ♠2"]}],
              top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                        # 八卦阵
    t.yes(1)                        # 天妒
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("桃 ♥3")}


def test_takes_the_card_sima_yi_put_in():
    """鬼才 replaced the judge card: 郭嘉 takes the new one, the original is discarded."""
    t = Table([{"role": "lord", "general": "guojia", "judge": ["乐不思蜀 ♠6"]},
               {"role": "rebel", "general": "simayi", "hand": ["杀 ♣2"]}],
              phase="judge", top=["闪 ♥2", "闪 ♦3", "闪 ♦4"])
    t.yes(1)                        # 鬼才: the ♥ becomes a ♣
    t.yes(0)                        # 天妒
    t.finish()
    assert t.id("杀 ♣2") in t.hand(0) and t.id("闪 ♥2") in t.g.discard_pile
    assert [e["phase"] for e in t.log("phase_skipped")] == ["play"]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "guicai"), (0, "tiandu")]
