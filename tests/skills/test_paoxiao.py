"""咆哮: any number of 杀 in the play phase."""

from table import Table


def slash_cards(t, req) -> list[int]:
    return [o.card for o in req.options if o.skill is None and t.g.cards[o.card].name == "slash"]


def test_three_slashes_in_one_play_phase():
    t = Table([{"role": "lord", "general": "zhangfei", "hand": ["杀 ♠7", "杀 ♠8", "雷杀 ♠4"]},
               {"role": "rebel", "hp": 4}])
    t.play(0, "杀 ♠7", [1])
    t.play(0, "杀 ♠8", [1])
    assert slash_cards(t, t.expect(0, "play")) == [t.id("雷杀 ♠4")]
    t.play(0, "雷杀 ♠4", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None), (0, 1, 1, None), (0, 1, 1, "thunder")]
    assert t.p(1).hp == 1 and len(t.log("use")) == 3


def test_without_paoxiao_the_second_slash_is_not_offered():
    """The limit is the owner's: another player at the table still has one 杀 a phase."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "杀 ♠8"]}, {"role": "rebel", "general": "zhangfei"}])
    t.play(0, "杀 ♠7", [1])
    assert slash_cards(t, t.expect(0, "play")) == []
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("杀 ♠8")}


def test_dodged_slashes_still_allow_more():
    t = Table([{"role": "lord", "general": "zhangfei", "hand": ["杀 ♠7", "杀 ♠8"]},
               {"role": "rebel", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♥2")
    t.play(0, "杀 ♠8", [1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [u["card"]["id"] for u in t.log("use")] == t.ids("杀 ♠7", "闪 ♥2", "杀 ♠8")
