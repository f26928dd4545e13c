"""攻心 (神吕蒙, 神): once per play phase look at another player's hand; you may show a ♥ card of it
and discard it or put it on top of the draw pile."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Choose, Use


def table(target_hand, *more, **kw):
    base = [{"role": "rebel", "general": "shenlvmeng", "kingdom": "wu"}, {"role": "lord", "hand": target_hand},
            {"role": "loyalist"}, {"role": "renegade", "hand": ["杀 ♠9"]}]
    for b, extra in zip(base[2:], more, strict=False):
        b.update(extra)
    return Table(base, current=0, **kw)


def option(t):
    return next((o for o in t.expect(0, "play").options if o.skill == "gongxin"), None)


def test_look_show_a_heart_and_put_it_on_top():
    t = table(["桃 ♥3", "闪 ♥2", "杀 ♠7"])
    opt = option(t)
    assert opt.targets.seats == (1, 3) and (opt.targets.min, opt.targets.max) == (1, 1)   # seat 2: no hand
    t.play(0, skill="gongxin", targets=[1])
    (look,) = t.log("look_hand", seat=0)
    assert look["target"] == 1 and sorted(look["cards"]) == sorted(t.ids("桃 ♥3", "闪 ♥2", "杀 ♠7"))
    assert t.log("look_hand", seat=2)[0]["cards"] is None            # only he sees the hand
    req = t.expect(0, "cards")
    assert req.prompt.key == "gongxin_pick" and req.prompt.args == (1,)
    assert set(req.cards) == set(t.ids("桃 ♥3", "闪 ♥2")) and (req.min, req.max) == (0, 1)
    t.cards(0, "桃 ♥3")
    (show,) = t.log("show", seat=2)
    assert show["cards"] == [t.id("桃 ♥3")]                          # shown to everyone
    req = t.expect(0, "option")
    assert req.options == ("discard", "top") and req.prompt.key == "gongxin_where"
    t.choose(0, "top")
    assert t.g.draw_pile[-1] == t.id("桃 ♥3") and t.hand(1) == set(t.ids("闪 ♥2", "杀 ♠7"))
    assert option(t) is None                                          # once per play phase
    t.end_play(0)
    t.finish()


def test_or_discard_it():
    t = table(["桃 ♥3", "杀 ♠7"])
    t.play(0, skill="gongxin", targets=[1])
    t.cards(0, "桃 ♥3")
    t.choose(0, "discard")
    (move,) = [m for m in t.log("move") if m["reason"] == "gongxin"]
    assert (move["src"], move["dst"], move["cards"]) == ("hand", "discard", [t.id("桃 ♥3")])
    t.end_play(0)
    t.finish()


def test_he_may_leave_the_hand_be_and_no_heart_asks_nothing():
    t = table(["桃 ♥3"])
    t.play(0, skill="gongxin", targets=[1])
    t.cards(0)
    assert t.hand(1) == {t.id("桃 ♥3")} and t.log("show") == []
    t.end_play(0)
    t.finish()
    t = table(["杀 ♠7"])
    t.play(0, skill="gongxin", targets=[3])    # 杀 ♠9 only: a look, nothing to show
    t.end_play(0)
    t.finish()
    assert [e["kind"] for e in t.log() if e["kind"] in ("look_hand", "show")] == ["look_hand"]


def test_refused_answers_change_nothing():
    t = table(["桃 ♥3", "杀 ♠7"])
    refused(t, Use(skill="gongxin", targets=(2,)), "not a legal target")      # no hand card
    refused(t, Use(skill="gongxin", targets=(0,)), "not a legal target")      # not himself
    refused(t, Use(skill="gongxin", targets=(1, 3)), "targets")
    t.play(0, skill="gongxin", targets=[1])
    refused(t, Cards((t.id("杀 ♠7"),)), "may not be chosen")                  # only a ♥
    t.cards(0, "桃 ♥3")
    refused(t, Choose("hand"), "not offered")
    t.choose(0, "discard")
    t.end_play(0)
    t.finish()
