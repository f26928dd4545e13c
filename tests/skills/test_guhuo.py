"""蛊惑 (于吉, 风): a hand card face down, declared a basic card or a non-delayed trick; every other
player says in turn whether it questions it; turned up: unquestioned it resolves as declared, a
true one costs each questioner 1 HP, a false one gives each a card; a questioned card resolves only
when true and ♥, otherwise it is discarded."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Choose, Use


def yuji_table(hand, others=({"role": "rebel"}, {"role": "loyalist"}), top=(), **kw):
    return Table([{"role": "lord", "general": "yuji", "hand": list(hand)}, *others], top=list(top), **kw)


def declare(t, card, name, targets=(), seat=0):
    t.play(seat, skill="guhuo", cards=[card], name=name, targets=list(targets))


def questions(t):
    return [(e["seat"], e["choice"]) for e in t.log("guhuo_question")]


def reveal(t):
    (e,) = t.log("guhuo_reveal")
    return e["card"]["id"], e["declared"]["key"], e["verdict"]


def test_unquestioned_a_false_card_resolves_as_declared_and_stays_hidden_until_then():
    t = yuji_table(["闪 ♦2"])
    opts = {o.name: o for o in t.expect(0, "play").options if o.skill == "guhuo"}
    assert {"slash", "fire_slash", "thunder_slash", "duel", "ex_nihilo", "analeptic", "savage_assault"} <= set(opts)
    assert not {"jink", "nullification", "peach", "indulgence", "lightning", "supply_shortage"} & set(opts)
    assert opts["slash"].cards == (t.id("闪 ♦2"),) and opts["slash"].targets.seats == (1, 2)
    declare(t, "闪 ♦2", "slash", [1])
    # the card lies face down on 于吉's general: its owner sees it, the others a count
    assert t.g.view(0).players[0].pile_cards == {"guhuo": [t.id("闪 ♦2")]}
    assert t.g.view(1).players[0].piles == {"guhuo": 1} and t.g.view(1).players[0].pile_cards == {}
    (down,) = [m for m in t.log("move", seat=1) if m["reason"] == "guhuo" and m["dst"] == "pile"]
    assert down["cards"] is None and down["count"] == 1
    (decl,) = t.log("guhuo_declare", seat=1)
    assert decl["seat"] == 0 and decl["card"]["key"] == "slash" and decl["card"]["subcards"] == [] \
        and decl["targets"] == [1]
    req = t.expect(1, "option")
    assert req.options == ("believe", "question") and req.default_option == "believe"
    assert req.prompt.key == "guhuo_question" and req.prompt.args == (0, "slash", 1, 1)
    t.choose(1, "believe")
    t.choose(2, "believe")
    t.end_play(0)
    t.finish()
    assert reveal(t) == (t.id("闪 ♦2"), "slash", "unquestioned") and questions(t) == [(1, "believe"), (2, "believe")]
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["key"] == "slash" and use["card"]["skill"] == "guhuo" and use["card"]["subcards"] == [
        t.id("闪 ♦2")]
    assert t.id("闪 ♦2") in t.g.discard_pile and t.p(0).piles.get("guhuo", []) == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "guhuo")]


def test_questioned_and_false_each_questioner_draws_and_nothing_resolves():
    t = yuji_table(["闪 ♦2", "桃 ♥3"], top=["杀 ♣2", "杀 ♣3"])
    declare(t, "闪 ♦2", "slash", [1])
    t.choose(1, "question")
    t.choose(2, "question")
    assert reveal(t) == (t.id("闪 ♦2"), "slash", "false")
    # the play phase goes on, 蛊惑 still offered (a questioned card is spent: not "futile")
    req = t.expect(0, "play")
    assert any(o.skill == "guhuo" for o in req.options)
    t.end_play(0)
    t.finish()
    assert t.log("use") == [] and t.damage_log() == [] and t.log("came_to_nothing") == []
    assert t.hand(1) == {t.id("杀 ♣2")} and t.hand(2) == {t.id("杀 ♣3")} and t.id("闪 ♦2") in t.g.discard_pile


def test_questioned_and_true_but_not_a_heart_questioners_lose_hp_and_it_is_discarded():
    t = yuji_table(["杀 ♠7"])
    declare(t, "杀 ♠7", "slash", [1])
    t.choose(1, "question")
    t.choose(2, "believe")
    t.end_play(0)
    t.finish()
    assert reveal(t) == (t.id("杀 ♠7"), "slash", "true")
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(1, 1)] and t.p(2).hp == 4
    assert t.log("use") == [] and t.damage_log() == [] and t.id("杀 ♠7") in t.g.discard_pile


def test_a_true_heart_still_resolves():
    t = yuji_table(["杀 ♥10"])
    declare(t, "杀 ♥10", "slash", [1])
    t.choose(1, "believe")
    t.choose(2, "question")
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["amount"]) for e in t.log("lose_hp")] == [(2, 1)]
    assert t.damage_log() == [(0, 1, 1, None)]
    (use,) = t.log("use")
    assert use["card"]["subcards"] == [t.id("杀 ♥10")] and use["card"]["suit"] == "heart"


def test_a_fire_slash_is_a_true_slash_but_a_slash_is_no_fire_slash():
    t = yuji_table(["火杀 ♥4", "杀 ♠7"], others=({"role": "rebel"},))
    declare(t, "火杀 ♥4", "slash", [1])
    t.choose(1, "question")
    assert reveal(t)[2] == "true"
    t.end_play(0)
    t.finish()
    # the ♥ 火杀, true, resolves as declared: a plain 杀
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).hp == 2

    t = yuji_table(["杀 ♥10", "闪 ♦2"], others=({"role": "rebel"},))
    declare(t, "杀 ♥10", "fire_slash", [1])
    t.choose(1, "question")
    assert reveal(t) == (t.id("杀 ♥10"), "fire_slash", "false")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and len(t.hand(1)) == 1


def test_a_trick_with_no_target_uses_the_bare_question():
    t = yuji_table(["闪 ♦2"], top=["杀 ♣2", "杀 ♣3"])
    declare(t, "闪 ♦2", "ex_nihilo")
    req = t.expect(1, "option")
    assert req.prompt.key == "guhuo_question_bare" and req.prompt.args == (0, "ex_nihilo", -1, 1)
    t.choose(1, "believe")
    t.choose(2, "believe")
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♣2", "杀 ♣3"))


def test_in_response_a_questioned_false_jink_fails_and_is_not_asked_again():
    """The 杀's user questions 于吉's 闪 (a 桃 face down): false, it draws; 于吉 takes the hit."""
    t = Table([{"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "lord", "general": "yuji", "hand": ["桃 ♥3", "杀 ♣2"]},
               {"role": "loyalist"}], current=0, top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    assert req.names == ("jink",) and [o.name for o in req.options] == ["jink"]
    t.answer(1, "respond", {"type": "use", "skill": "guhuo", "name": "jink", "cards": ["桃 ♥3"]})
    req = t.expect(2, "option")                   # in seat order after 于吉: seat 2, then seat 0
    assert req.prompt.key == "guhuo_question_bare"
    t.choose(2, "believe")
    t.choose(0, "question")
    t.end_play(0)
    t.finish()
    assert reveal(t) == (t.id("桃 ♥3"), "jink", "false")
    assert t.damage_log() == [(0, 1, 1, None)] and t.hand(0) == {t.id("闪 ♦2")}
    assert t.log("use") and [e["card"]["key"] for e in t.log("use")] == ["slash"]


def test_nullification_through_guhuo_unquestioned():
    t = Table([{"role": "rebel", "hand": ["过河拆桥 ♠3"]},
               {"role": "lord", "general": "yuji", "hand": ["杀 ♣2", "闪 ♦2"]},
               {"role": "loyalist"}], current=0)
    t.play(0, "过河拆桥 ♠3", [1])
    req = t.expect(1, "respond")
    assert req.names == ("nullification",)
    t.answer(1, "respond", {"type": "use", "skill": "guhuo", "name": "nullification", "cards": ["杀 ♣2"]})
    t.choose(2, "believe")
    t.choose(0, "believe")
    # the 无懈可击 (蛊惑) may itself be answered: only 于吉 could (蛊惑 again), and he does not
    req = t.expect(1, "respond")
    assert req.prompt.args == ("nullification", 1, -1)
    t.respond(1)
    t.end_play(0)
    t.finish()
    assert [e["card"]["key"] for e in t.log("nullified")] == ["dismantlement"]
    assert t.hand(1) == {t.id("闪 ♦2")}


def test_refused_answers_change_nothing():
    t = yuji_table(["闪 ♦2", "杀 ♠7"])
    req = t.expect(0, "play")
    hand = (t.id("闪 ♦2"),)
    for bad in (Use(skill="guhuo", name="indulgence", cards=hand, targets=(1,)),     # a delayed trick
                Use(skill="guhuo", name="jink", cards=hand),                         # not usable now
                Use(skill="guhuo", cards=hand, targets=(1,)),                        # nothing declared
                Use(skill="guhuo", name="slash", cards=(*hand, t.id("杀 ♠7")), targets=(1,)),   # two cards
                Use(skill="guhuo", name="slash", cards=(), targets=(1,)),
                Use(skill="guhuo", name="slash", cards=hand, targets=(0,))):        # not a legal target
        with pytest.raises(IllegalAnswer):
            t.g.answer(bad)
    assert t.g.pending == req and t.hand(0) == set(t.ids("闪 ♦2", "杀 ♠7")) and t.log("guhuo_declare") == []
    declare(t, "闪 ♦2", "slash", [1])
    req = t.expect(1, "option")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Choose("maybe"))
    assert t.g.pending == req and t.log("guhuo_question") == []
    t.choose(1, "believe")
    t.choose(2, "believe")
    t.end_play(0)
    t.finish()
