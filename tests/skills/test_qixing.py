"""七星 (神诸葛亮, 神): dealt eleven at the start, he keeps four and puts seven face down as 星; after
each draw phase he may exchange hand cards for as many 星."""

from refusals import refused
from table import Table

from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Cards, Choose
from sgs_desktop.modes import identity as identity_mode
from sgs_desktop.modes.choosing import _become, _chosen

STARS = ["杀 ♠7", "闪 ♦2", "桃 ♥3"]


def forced(ids):
    async def choose(g, lord):
        for seat, gid in zip(g.alive_seats(lord), ids, strict=False):
            _become(g, seat, gid, lord=seat == lord)
            g.emit(_chosen(g, seat))
    return choose


def test_the_deal_eleven_cards_four_kept_seven_stars_only_he_sees(monkeypatch):
    monkeypatch.setattr(identity_mode, "choose_generals", forced(["caocao", "shenzhugeliang", "liubei", "sunquan"]))
    g = Game.new(GameConfig(mode="identity", players=4, roles=("lord", "rebel", "loyalist", "renegade"),
                            generals="standard"), seed=5)
    g.answer(Choose("shu"))                         # his kingdom first
    req = g.pending
    assert (req.seat, req.kind, req.prompt.key, req.prompt.args) == (1, "cards", "qixing_deal", (7,))
    me = g.players[1]
    assert len(me.hand) == 11 and set(req.cards) == set(me.hand) and (req.min, req.max) == (7, 7)
    drawn = [e for e in g.log_for(-1) if e["kind"] == "move" and e.get("reason") == "qixing"]
    assert sum(e["count"] for e in drawn) == 7
    hand = list(me.hand)
    refused_answers = [Cards(tuple(hand[:6])), Cards(tuple(hand[:8])), Cards((*hand[:6], g.players[0].hand[0]))]
    for bad in refused_answers:
        before = (list(me.hand), dict(me.piles))
        try:
            g.answer(bad)
            raise AssertionError(f"accepted {bad}")
        except Exception as exc:        # IllegalAnswer, and nothing changed
            assert type(exc).__name__ == "IllegalAnswer"
        assert (list(me.hand), dict(me.piles)) == before
    g.answer(Cards(tuple(hand[4:])))
    assert me.hand == hand[:4] and me.piles["qixing"] == hand[4:]
    assert g.view(1).players[1].pile_cards == {"qixing": hand[4:]}
    other = g.view(0).players[1]
    assert other.piles == {"qixing": 7} and other.pile_cards == {}         # face down for the others
    assert [e["seat"] for e in g.log_for(0) if e["kind"] == "skill"] == [1]
    to_pile = [e for e in g.log_for(0) if e["kind"] == "move" and e.get("dst") == "pile"]
    assert to_pile and all(e.get("cards") is None for e in to_pile)       # the lord saw no card ids


def pass_finish(t):
    """His finish phase: 狂风 and 大雾 asked (in the order he chooses), both declined."""
    t.choose(0, "kuangfeng")
    assert t.expect(0, "seats").prompt.key == "kuangfeng_target"
    t.seats(0)
    assert t.expect(0, "seats").prompt.key == "dawu_targets"
    t.seats(0)


def table(p0=None, **kw):
    base = [{"role": "rebel", "general": "shenzhugeliang", "kingdom": "shu", "piles": {"qixing": STARS},
             **(p0 or {})}, {"role": "lord"}, {"role": "loyalist"}, {"role": "renegade"}]
    return Table(base, **{"current": 0, "phase": "draw", **kw})


def test_after_the_draw_phase_he_exchanges_hand_cards_for_stars():
    t = table({"hand": ["杀 ♣2"]}, top=["闪 ♦3", "杀 ♠8"])
    req = t.expect(0, "cards")                      # (drawn: 闪 ♦3, 杀 ♠8)
    assert req.prompt.key == "qixing_take" and set(req.cards) == set(t.ids(*STARS)) and (req.min, req.max) == (0, 3)
    t.cards(0, "桃 ♥3", "杀 ♠7")
    req = t.expect(0, "cards")
    assert req.prompt.key == "qixing_give" and req.prompt.args == (2,) and (req.min, req.max) == (2, 2)
    assert set(req.cards) == set(t.ids("杀 ♣2", "闪 ♦3", "杀 ♠8"))          # his hand before the exchange
    t.cards(0, "杀 ♣2", "闪 ♦3")
    assert t.hand(0) == set(t.ids("杀 ♠8", "桃 ♥3", "杀 ♠7"))
    assert set(t.p(0).piles["qixing"]) == set(t.ids("闪 ♦2", "杀 ♣2", "闪 ♦3"))
    assert [e["skill"] for e in t.log("skill")] == ["qixing"]
    t.end_play(0)
    pass_finish(t)
    t.finish()


def test_taking_no_star_is_no_exchange():
    t = table({"hand": ["杀 ♣2"]}, top=["闪 ♦3", "杀 ♠8"])
    t.cards(0)
    assert t.log("skill") == [] and t.p(0).piles["qixing"] == t.ids(*STARS)
    t.end_play(0)
    pass_finish(t)
    t.finish()


def test_refused_answers_change_nothing():
    t = table({"hand": ["杀 ♣2"]}, top=["闪 ♦3", "杀 ♠8"])
    refused(t, Cards((t.id("杀 ♣2"),)), "may not be chosen")        # a hand card is no 星
    t.cards(0, "桃 ♥3")
    refused(t, Cards((t.id("杀 ♣2"), t.id("杀 ♠8"))), "choose 1..1")
    refused(t, Cards(()), "choose 1..1")
    refused(t, Cards((t.id("桃 ♥3"),)), "may not be chosen")        # the 星 just taken cannot go back
    t.cards(0, "杀 ♣2")
    t.end_play(0)
    pass_finish(t)
    t.finish()
    assert set(t.p(0).piles["qixing"]) == set(t.ids("杀 ♠7", "闪 ♦2", "杀 ♣2"))
