"""悲歌 (蔡文姬): after someone takes 杀 damage, she may discard a card to make it judge: ♥ it
recovers 1, ♦ it draws two, ♣ the source discards two cards, ♠ the source turns over."""

from refusing import refused
from table import Table


def table(top, **kw) -> Table:
    return Table([{"role": "lord", "general": "caocao", "hand": ["杀 ♠7", "闪 ♦2", "闪 ♦3"], "equip": ["青釭剑 ♠6"]},
                  {"role": "rebel", "general": "caiwenji", "hand": ["杀 ♣2"], "equip": ["八卦阵 ♠2"]},
                  {"role": "rebel", "general": "liubei", **kw}, {"role": "loyalist", "general": "sunquan"}],
                 top=top)


def slash_and_invoke(t, discard="杀 ♣2"):
    t.play(0, "杀 ♠7", [2])
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("beige", 2, 0)
    t.yes(1)
    req = t.expect(1, "cards")
    assert req.prompt.key == "beige_card" and set(req.cards) == set(t.ids("杀 ♣2", "八卦阵 ♠2"))
    refused(t, 1, "cards", {"type": "cards", "cards": []}, "choose 1..1")
    t.cards(1, discard)


def test_heart_the_hurt_recovers():
    t = table(["桃 ♥4"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(2).hp == 4
    assert [e["target"] for e in t.log("recover")] == [2]
    (j,) = t.log("judge")
    assert (j["seat"], j["reason"]) == (2, "beige")
    assert {t.id("杀 ♣2"), t.id("桃 ♥4")} <= set(t.g.discard_pile)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "beige")]


def test_diamond_the_hurt_draws_two():
    t = table(["闪 ♦6", "桃 ♥8", "闪 ♦7"])
    slash_and_invoke(t, "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.hand(2) == set(t.ids("桃 ♥8", "闪 ♦7")) and t.p(1).equips == {} and t.p(2).hp == 3


def test_club_the_source_discards_two():
    t = table(["杀 ♣3"])
    slash_and_invoke(t)
    req = t.expect(0, "cards")
    assert req.prompt.key == "beige_club" and req.prompt.args == (1,) and (req.min, req.max) == (2, 2)
    assert set(req.cards) == set(t.ids("闪 ♦2", "闪 ♦3", "青釭剑 ♠6"))
    refused(t, 0, "cards", {"type": "cards", "cards": ["闪 ♦2"]}, "choose 2..2")
    t.cards(0, "闪 ♦2", "青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.p(0).equips == {}


def test_club_takes_all_when_two_or_fewer():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["杀 ♠7", "闪 ♦2"]},
               {"role": "rebel", "general": "caiwenji", "hand": ["杀 ♣2"]}, {"role": "rebel"}],
              top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [2])
    t.yes(1)                                   # her only card goes without a question
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.id("闪 ♦2") in t.g.discard_pile


def test_spade_the_source_turns_over():
    t = table(["杀 ♠8"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.p(0).face_up is False
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(0, False)]


def test_declined_and_not_for_a_duel():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["决斗 ♠A", "杀 ♠7"]},
               {"role": "rebel", "general": "caiwenji", "hand": ["杀 ♣2"]}, {"role": "rebel"}])
    t.play(0, "决斗 ♠A", [2])                 # 决斗 damage: no 悲歌
    t.play(0, "杀 ♠7", [1])                   # (no 闪 to ask for)
    t.no(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None)]
    assert t.log("judge") == [] and t.hand(1) == {t.id("杀 ♣2")} and t.log("skill") == []


def test_not_without_a_card():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "caiwenji"}, {"role": "rebel"}])
    t.play(0, "杀 ♠7", [2])
    t.end_play(0)
    t.finish()
    assert t.log("judge") == []
