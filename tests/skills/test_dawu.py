"""大雾 (神诸葛亮, 神): at the start of his finish phase, X 星 into the discard pile and X players: until
his next turn starts, damage to them that is not thunder damage is prevented."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Seats

STARS = ["杀 ♠7", "闪 ♦2", "桃 ♥3"]


def table(p0=None, *others, **kw):
    # (a scenario's table is its game's start: 七星 deals there unless the scenario places his 星)
    p0 = {"piles": {"qixing": ["无懈可击 ♣Q"]}, **(p0 or {})}
    base = [{"role": "rebel", "general": "shenzhugeliang", "kingdom": "shu", **p0}, {"role": "lord"},
            {"role": "loyalist"}, {"role": "renegade"}]
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, **{"current": 0, "phase": "finish", **kw})


def test_x_stars_for_x_players():
    t = table({"piles": {"qixing": STARS}})
    t.choose(0, "dawu")
    req = t.expect(0, "seats")
    assert req.prompt.key == "dawu_targets" and req.seats == (0, 1, 2, 3) and (req.min, req.max) == (0, 3)
    t.seats(0, 3, 0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "dawu_stars" and req.prompt.args == (2,) and (req.min, req.max) == (2, 2)
    t.cards(0, "杀 ♠7", "桃 ♥3")
    assert t.p(0).marks == {"dawu": 1} and t.p(3).marks == {"dawu": 1}
    assert t.p(0).piles["qixing"] == [t.id("闪 ♦2")]
    t.seats(0)                                  # 狂风: not now
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["dawu"]


def test_all_stars_for_as_many_players_asks_no_card():
    t = table({"piles": {"qixing": ["杀 ♠7"]}})
    t.choose(0, "dawu")
    t.seats(0, 2)
    assert t.p(2).marks == {"dawu": 1} and not t.p(0).piles.get("qixing")
    t.finish()                                  # (no 星 left: 狂风 is not asked)


def test_normal_and_fire_damage_are_prevented_thunder_is_not():
    t = table({}, {"marks": {"dawu": 1}}, {"hand": ["杀 ♠8", "酒 ♠3"]}, current=2, phase="play")
    t.play(2, "杀 ♠8", targets=[1])
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [] and [e["target"] for e in t.log("damage_prevented")] == [1]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "dawu")]
    t = table({}, {"marks": {"dawu": 1}}, {"hand": ["雷杀 ♠4"]}, current=2, phase="play")
    t.play(2, "雷杀 ♠4", targets=[1])
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 1, 1, "thunder")] and t.log("skill") == []


def test_the_fog_lifts_when_his_next_turn_starts():
    t = table({}, {"marks": {"dawu": 1}}, {"marks": {"dawu": 1}}, current=3, stop="game_over")
    t.cards(0)                                  # (七星 after his draw phase: no exchange)
    t.expect(0, "play")
    assert t.p(1).marks == {} and t.p(2).marks == {}


def test_refused_answers_change_nothing():
    t = table({"piles": {"qixing": STARS}})
    t.choose(0, "dawu")
    refused(t, Seats((0, 1, 2, 3)), "choose 0..3")
    t.seats(0, 1, 2)
    refused(t, Cards(tuple(t.ids("杀 ♠7"))), "choose 2..2")
    refused(t, Cards(tuple(t.ids(*STARS))), "choose 2..2")
    t.cards(0, "杀 ♠7", "闪 ♦2")
    t.seats(0)
    t.finish()
    assert [t.p(s).marks for s in range(4)] == [{}, {"dawu": 1}, {"dawu": 1}, {}]
