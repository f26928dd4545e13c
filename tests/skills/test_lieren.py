"""烈刃 (祝融): after her 杀 damages its target she may 拼点 with it; winning, she takes one of its
cards (hand or equipment)."""

from refusing import refused
from table import Table


def pindians(t):
    return [(e["source"], e["target"], e["source_card"]["id"], e["target_card"]["id"], e["source_wins"])
            for e in t.log("pindian")]


def duo(me_hand, other: dict, **kw):
    return Table([{"role": "lord", "general": "zhurong", "hand": me_hand}, {"role": "rebel", **other}], **kw)


def test_wins_and_takes_an_equipped_card():
    t = duo(["杀 ♠7", "闪 ♥K"], {"hand": ["桃 ♥3", "杀 ♣2"], "equip": ["赤兔 ♥5"]})
    t.play(0, "杀 ♠7", targets=[1])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("lieren", 1)
    t.yes(0)
    # her only card (闪 ♥K) goes without asking; seat 1 chooses
    req = t.expect(1, "cards")
    assert req.prompt.key == "pindian" and req.prompt.args == (0, "lieren")
    t.cards(1, "桃 ♥3")
    req = t.expect(0, "pick")
    assert req.prompt.key == "lieren_gain" and req.prompt.args == (1,) and req.hand == 1
    assert req.cards == (t.id("赤兔 ♥5"),)
    t.pick(0, "赤兔 ♥5")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert pindians(t) == [(0, 1, t.id("闪 ♥K"), t.id("桃 ♥3"), True)]
    assert t.hand(0) == {t.id("赤兔 ♥5")} and t.p(1).equips == {}
    assert set(t.g.discard_pile) >= set(t.ids("闪 ♥K", "桃 ♥3", "杀 ♠7"))
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "lieren")]
    (took,) = [e for e in t.log("move") if e["reason"] == "lieren"]
    assert (took["src"], took["dst"], took["dst_owner"]) == ("equip", "hand", 0)


def test_a_hand_card_taken_face_down():
    t = duo(["杀 ♠7", "闪 ♥K", "闪 ♥Q"], {"hand": ["桃 ♥3", "杀 ♣2", "闪 ♦2"]})
    t.play(0, "杀 ♠7", targets=[1])
    t.respond(1)                                         # keeps its 闪
    t.yes(0)
    t.cards(0, "闪 ♥K")
    t.cards(1, "杀 ♣2")
    refused(t, 0, "pick", {"type": "pick", "index": 2}, "out of range")
    refused(t, 0, "pick", {"type": "pick", "card": "闪 ♥Q"}, "cannot be picked")
    t.pick_hidden(0, "桃 ♥3")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♥Q", "桃 ♥3")) and t.hand(1) == {t.id("闪 ♦2")}
    (took,) = [e for e in t.log("move") if e["reason"] == "lieren"]
    assert (took["src"], took["dst"], took["dst_owner"]) == ("hand", "hand", 0)


def test_a_tie_or_a_loss_takes_nothing():
    for mine, theirs in (("闪 ♦7", "杀 ♣7"), ("闪 ♦2", "杀 ♣7")):
        t = duo(["杀 ♠8", mine], {"hand": [theirs, "桃 ♥3"]})
        t.play(0, "杀 ♠8", targets=[1])
        t.yes(0)
        t.cards(1, theirs)
        t.end_play(0)
        t.finish()
        assert [p[-1] for p in pindians(t)] == [False]
        assert t.hand(0) == set() and t.hand(1) == {t.id("桃 ♥3")}
        assert set(t.g.discard_pile) >= set(t.ids(mine, theirs))


def test_declined():
    t = duo(["杀 ♠7", "闪 ♥K"], {"hand": ["桃 ♥3"]})
    t.play(0, "杀 ♠7", targets=[1])
    refused(t, 0, "option", {"type": "option", "option": "maybe"}, "maybe")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.log("pindian") == [] and t.log("skill") == [] and t.hand(1) == {t.id("桃 ♥3")}


def test_not_offered_without_hand_cards_on_either_side():
    t = duo(["杀 ♠7"], {"hand": ["桃 ♥3"]})              # her 杀 was her last card
    t.play(0, "杀 ♠7", targets=[1])
    t.end_play(0)
    t.finish()
    t = duo(["杀 ♠7", "闪 ♥K"], {"equip": ["赤兔 ♥5"]})    # the target has no hand card
    t.play(0, "杀 ♠7", targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("pindian") == []


def test_not_after_the_target_dies_nor_for_a_duel():
    t = Table([{"role": "lord", "general": "zhurong", "hand": ["杀 ♠7", "闪 ♥K"]},
               {"role": "rebel", "hp": 1, "hand": ["杀 ♣2"]}, {"role": "rebel"}], top=["闪 ♥2", "闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", targets=[1])
    t.end_play(0)                                        # seat 1 died: no 拼点
    t.finish()
    assert [e["seat"] for e in t.log("death")] == [1] and t.log("pindian") == []
    t = duo(["决斗 ♠A", "闪 ♥K"], {"hand": ["桃 ♥3"]})
    t.play(0, "决斗 ♠A", targets=[1])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.log("pindian") == []


def test_not_for_damage_a_chain_passes_on():
    t = Table([{"role": "lord", "general": "zhurong", "hand": ["火杀 ♥4", "闪 ♥K"]},
               {"role": "rebel", "chained": True, "hand": ["桃 ♥3"]},
               {"role": "rebel", "chained": True, "hand": ["杀 ♣2"]}])
    t.play(0, "火杀 ♥4", targets=[1])
    assert t.expect(0, "option").prompt.args == ("lieren", 1)    # for the target
    t.no(0)
    t.end_play(0)                                        # none for seat 2, hurt through the chain
    t.finish()
    assert t.damage_log() == [(0, 1, 1, "fire"), (0, 2, 1, "fire")]
