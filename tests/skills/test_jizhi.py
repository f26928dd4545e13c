"""集智: draw one when you use a non-delayed trick."""

from table import Table


def draws(t) -> list[tuple[str, list[int]]]:
    return [(e["reason"], e["cards"]) for e in t.log("move")
            if e["src"] == "draw" and e["dst"] == "hand" and e["reason"] != "setup"]


def test_draws_before_the_trick_resolves():
    t = Table([{"role": "lord", "general": "huangyueying", "hand": ["无中生有 ♥7"]}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    t.play(0, "无中生有 ♥7")
    req = t.expect(0, "option")
    assert req.prompt.args == ("jizhi",)
    t.yes(0)
    t.end_play(0)
    t.finish()                           # 3 cards, 3 HP: nothing to discard
    assert draws(t) == [("jizhi", [t.id("杀 ♠7")]), ("ex_nihilo", t.ids("闪 ♥2", "桃 ♥3"))]
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3"))
    skill = t.log("skill")[0]
    assert (skill["seat"], skill["skill"]) == (0, "jizhi")


def test_declined():
    t = Table([{"role": "lord", "skills": ["jizhi"], "hand": ["无中生有 ♥7"]}, {"role": "rebel"}],
              top=["杀 ♠7", "闪 ♥2"])
    t.play(0, "无中生有 ♥7")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2")) and t.log("skill") == []


def test_delayed_trick_and_basic_cards_do_not_trigger():
    t = Table([{"role": "lord", "skills": ["jizhi"], "hand": ["乐不思蜀 ♠6", "杀 ♠7"]}, {"role": "rebel"}])
    t.play(0, "乐不思蜀 ♠6", [1])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()
    assert t.log("skill") == [] and t.hand(0) == set()


def test_nullification_used_in_response_triggers_it():
    """Using 无懈可击 outside one's own turn is using a non-delayed trick too."""
    t = Table([{"role": "lord", "hand": ["过河拆桥 ♠3"]},
               {"role": "rebel", "general": "huangyueying", "hand": ["无懈可击 ♠J", "闪 ♥2"]}],
              top=["桃 ♥3"])
    t.play(0, "过河拆桥 ♠3", [1])
    t.respond(1, "无懈可击 ♠J")
    t.yes(1)                             # 集智
    t.end_play(0)
    t.finish()
    assert draws(t) == [("jizhi", [t.id("桃 ♥3")])]
    assert t.hand(1) == set(t.ids("闪 ♥2", "桃 ♥3"))


def test_duel_draws_before_anyone_answers():
    """The card is drawn when the 决斗 is used, before the duel itself."""
    t = Table([{"role": "lord", "skills": ["jizhi"], "hand": ["决斗 ♠A"]}, {"role": "rebel"}],
              top=["杀 ♠7"])
    t.play(0, "决斗 ♠A", [1])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("杀 ♠7")}
    assert t.kinds().index("skill") < t.kinds().index("damage")
