"""蛊惑 in the selection model: a skill that makes any card from the same cards is named first (the
window's name panel), then its card and targets; every such answer can be clicked."""

from table import Table

from sgs_desktop.client.automation import Click, clicks_for, perform
from sgs_desktop.client.selection import UseSelection
from sgs_desktop.engine.protocol.answers import Use


def yuji():
    return Table([{"role": "lord", "general": "yuji", "hand": ["闪 ♦2", "杀 ♠7"]}, {"role": "rebel"},
                  {"role": "loyalist"}])


def test_the_card_is_named_before_ok():
    t = yuji()
    req = t.expect(0, "play")
    s = UseSelection(req)
    s.click_skill("guhuo")
    names = s.names()
    # the cards it may be used as now, basic cards first (no 闪, no 桃 at full HP in the play phase)
    assert set(names[:3]) == {"slash", "fire_slash", "thunder_slash"} and names[3] == "analeptic"
    assert "ex_nihilo" in names and not {"jink", "peach", "nullification"} & set(names)
    s.click_card(t.id("闪 ♦2"))
    assert s.option is None and not s.ok_enabled and not s.seat_clickable(1)     # nothing named yet
    s.declare("indulgence")                     # not one it may make: ignored
    assert s.declared is None
    s.declare("duel")
    assert s.option is not None and s.option.name == "duel" and s.seat_clickable(1)
    s.click_seat(1)
    assert s.ok() == Use(skill="guhuo", name="duel", cards=(t.id("闪 ♦2"),), targets=(1,))
    s.cancel()
    assert s.skill is None and s.declared is None


def test_every_guhuo_answer_is_clickable():
    t = yuji()
    req = t.expect(0, "play")
    for o in (o for o in req.options if o.skill == "guhuo"):
        targets = () if o.targets is None else (o.targets.seats[0],) if not o.targets.then else \
            (o.targets.then[0][0], o.targets.then[0][1][0])
        if o.targets is not None and o.targets.min > len(targets):
            continue
        answer = Use(skill="guhuo", name=o.name, cards=(o.cards[0],), targets=targets)
        clicks = clicks_for(req, answer)
        assert clicks[:2] == [Click("skill", "guhuo"), Click("name", o.name)]
        assert perform(UseSelection(req), clicks) == answer, o.name


def test_a_skill_whose_cards_tell_the_card_needs_no_name():
    """龙胆: 杀 as 闪 or 闪 as 杀 — the card chosen says which (no name panel)."""
    t = Table([{"role": "rebel", "hand": ["杀 ♠7"]}, {"role": "lord", "general": "zhaoyun", "hand": ["杀 ♣2"]}],
              current=0)
    t.play(0, "杀 ♠7", [1])
    req = t.expect(1, "respond")
    s = UseSelection(req)
    s.click_skill("longdan")
    assert s.names() == []
    answer = Use(skill="longdan", name="jink", cards=(t.id("杀 ♣2"),))
    assert Click("name", "jink") not in clicks_for(req, answer)
