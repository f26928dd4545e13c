"""横江 (臧霸): per point of damage taken, the current player's hand limit is 1 lower this turn; at
the end of the turn, if they discarded nothing in the discard phase, 臧霸 draws one card (新版: one
per use)."""

from heg import HegTable

MOM = ["hegemony_standard", "heg_momentum"]
ZB = ["zangba", "xuhuang"]
ME = ["sunquan", "ganning"]


def table(hand, rules="old", **kw):
    return HegTable([{"generals": ME, "hand": hand}, {"generals": ZB, "hand": []},
                     {"generals": ["liubei", "guanyu"]}],
                    packs=MOM, rules=rules, top=["桃 ♥4", "桃 ♥6"], **kw)


def test_hand_limit_lowered_and_cards_discarded_no_draw():
    t = table(["杀 ♠7", "闪 ♦2", "闪 ♦6", "闪 ♦7", "闪 ♦8"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("hengjiang", 0)
    t.yes(1)
    t.end_play(0)
    req = t.expect(0, "cards")                 # four cards held, a limit of 4 - 1
    assert req.prompt.key == "discard_phase" and req.prompt.args == (1,)
    t.cards(0, "闪 ♦2")
    t.finish()
    assert t.hand(1) == set() and [e["skill"] for e in t.log("skill")] == ["hengjiang"]


def test_nothing_discarded_draws_one():
    t = table(["杀 ♠7", "闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")}


def test_declined_changes_nothing():
    t = table(["杀 ♠7", "闪 ♦2", "闪 ♦6", "闪 ♦7", "闪 ♦8"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.end_play(0)
    t.finish()                                 # four cards, limit 4: nothing to discard, nothing drawn
    assert len(t.hand(0)) == 4 and t.hand(1) == set() and t.log("skill") == []


def test_two_points_old_rules_draw_one():
    t = table(["酒 ♠9", "杀 ♠7", "闪 ♦2"])
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    req = t.expect(1, "option")                # the second point asks again
    assert req.prompt.args == ("hengjiang", 0)
    t.yes(1)
    t.end_play(0)
    t.finish()                                 # one card held, limit 4 - 2: kept
    assert t.hand(1) == {t.id("桃 ♥4")}
    assert [e["skill"] for e in t.log("skill")] == ["hengjiang", "hengjiang", "hengjiang"]


def test_two_points_new_rules_draw_two():
    t = table(["酒 ♠9", "杀 ♠7", "闪 ♦2"], rules="new")
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])
    assert t.expect(1, "option").prompt.args == ("hengjiang_v2", 0)
    t.yes(1)
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.hand(1) == set(t.ids("桃 ♥4", "桃 ♥6"))
