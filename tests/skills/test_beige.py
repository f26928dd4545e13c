"""悲歌 (蔡文姬): after someone takes 杀 damage, she may discard a card to make it judge: ♥ it
recovers 1, ♦ it draws two, ♣ the source discards two cards, ♠ the source turns over. One module
serves both modes: each scenario runs at a 身份 and at a 国战 table (tests/both_modes.py)."""

from both_modes import both, seat, table
from heg import HegTable
from refusing import refused


def source(mode: str, **kw) -> dict:
    return seat(mode, "caocao", "xuchu", "lord", **kw)


def caiwenji(mode: str, **kw) -> dict:
    return seat(mode, "caiwenji", "huatuo", **kw)


def liubei(mode: str, **kw) -> dict:
    return seat(mode, "liubei", "guanyu", **kw)


def four(mode: str, top, **kw):
    """曹操 (the 杀's source), 蔡文姬 (杀 ♣2, 八卦阵), 刘备 (the hurt one) and 孙权."""
    return table(mode, [source(mode, hand=["杀 ♠7", "闪 ♦2", "闪 ♦3"], equip=["青釭剑 ♠6"]),
                        caiwenji(mode, hand=["杀 ♣2"], equip=["八卦阵 ♠2"]), liubei(mode, **kw),
                        seat(mode, "sunquan", "huanggai", "loyalist")], top=top)


def slash_and_invoke(t, discard="杀 ♣2"):
    t.play(0, "杀 ♠7", [2])
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("beige", 2, 0)
    t.yes(1)
    req = t.expect(1, "cards")
    assert req.prompt.key == "beige_card" and set(req.cards) == set(t.ids("杀 ♣2", "八卦阵 ♠2"))
    refused(t, 1, "cards", {"type": "cards", "cards": []}, "choose 1..1")
    t.cards(1, discard)


@both
def test_heart_the_hurt_recovers(mode):
    t = four(mode, ["桃 ♥4"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.p(2).hp == 4
    assert [e["target"] for e in t.log("recover")] == [2]
    (j,) = t.log("judge")
    assert (j["seat"], j["reason"]) == (2, "beige")
    assert {t.id("杀 ♣2"), t.id("桃 ♥4")} <= set(t.g.discard_pile)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "beige")]


@both
def test_diamond_the_hurt_draws_two(mode):
    t = four(mode, ["闪 ♦6", "桃 ♥8", "闪 ♦7"])
    slash_and_invoke(t, "八卦阵 ♠2")
    t.end_play(0)
    t.finish()
    assert t.hand(2) == set(t.ids("桃 ♥8", "闪 ♦7")) and t.p(1).equips == {} and t.p(2).hp == 3


@both
def test_club_the_source_discards_two(mode):
    t = four(mode, ["杀 ♣3"])
    slash_and_invoke(t)
    req = t.expect(0, "cards")
    assert req.prompt.key == "beige_club" and req.prompt.args == (1,) and (req.min, req.max) == (2, 2)
    assert set(req.cards) == set(t.ids("闪 ♦2", "闪 ♦3", "青釭剑 ♠6"))
    refused(t, 0, "cards", {"type": "cards", "cards": ["闪 ♦2"]}, "choose 2..2")
    t.cards(0, "闪 ♦2", "青釭剑 ♠6")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦3")} and t.p(0).equips == {}
    moved = [(m["src_owner"], c) for m in t.log("move") if m["reason"] == "beige" for c in m["cards"]]
    assert moved == [(1, t.id("杀 ♣2")), (0, t.id("闪 ♦2")), (0, t.id("青釭剑 ♠6"))]


@both
def test_club_takes_all_when_two_or_fewer(mode):
    t = table(mode, [source(mode, hand=["杀 ♠7", "闪 ♦2"]), caiwenji(mode, hand=["杀 ♣2"]), liubei(mode)],
              top=["杀 ♣3"])
    t.play(0, "杀 ♠7", [2])
    t.yes(1)                                   # her only card goes without a question
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set() and t.id("闪 ♦2") in t.g.discard_pile


@both
def test_spade_the_source_turns_over(mode):
    t = four(mode, ["杀 ♠8"])
    slash_and_invoke(t)
    t.end_play(0)
    t.finish()
    assert t.p(0).face_up is False
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(0, False)]


@both
def test_declined_and_not_for_a_duel(mode):
    t = table(mode, [source(mode, hand=["决斗 ♠A", "杀 ♠7"]), caiwenji(mode, hand=["杀 ♣2"]), liubei(mode)])
    t.play(0, "决斗 ♠A", [2])                 # 决斗 damage: no 悲歌
    t.play(0, "杀 ♠7", [1])                   # (no 闪 to ask for)
    t.no(1)                                    # her own 杀 damage counts: asked, declined
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None), (0, 1, 1, None)]
    assert t.log("judge") == [] and t.hand(1) == {t.id("杀 ♣2")} and t.log("skill") == []


@both
def test_for_herself_with_the_card_she_kept(mode):
    t = table(mode, [source(mode, hand=["杀 ♠7"]), caiwenji(mode, hand=["闪 ♦2"]), liubei(mode)], top=["桃 ♥4"])
    t.play(0, "杀 ♠7", [1])
    t.respond(1)                               # 蔡文姬 keeps her 闪 ...
    t.yes(1)                                   # ... and discards it for 悲歌 on herself (her only card)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert [j["seat"] for j in t.log("judge")] == [1] and t.p(1).hp == 3


@both
def test_not_without_a_card(mode):
    t = table(mode, [source(mode, hand=["杀 ♠7"]), caiwenji(mode), liubei(mode)])
    t.play(0, "杀 ♠7", [2])                    # 蔡文姬 has no card: not asked
    t.end_play(0)
    t.finish()
    assert t.log("judge") == []


def test_face_down_caiwenji_shows_to_invoke():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠7"]},
                  {"generals": ["huatuo", "caiwenji"], "shown": [False, False], "hand": ["杀 ♣2"]},
                  {"generals": ["liubei", "guanyu"]}],
                 top=["桃 ♥4"])
    t.play(0, "杀 ♠7", [2])
    t.yes(1)                                    # her only card goes without a question
    t.end_play(0)
    t.finish()
    (show,) = t.log("show_general")
    assert (show["seat"], show["general"], show["reason"]) == (1, "caiwenji", "beige")
    assert t.p(1).kingdom == "qun" and t.p(1).gender == "female" and t.p(2).hp == 4
