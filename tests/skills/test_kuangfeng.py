"""狂风 (神诸葛亮, 神): at the start of his finish phase, a 星 into the discard pile and a player: until
his next turn starts, fire damage to that player is 1 more."""

from refusals import refused
from table import Table

from sgs_desktop.engine.protocol.answers import Cards, Seats


def table(p0=None, *others, **kw):
    # (a scenario's table is its game's start: 七星 deals there unless the scenario places his 星)
    p0 = {"piles": {"qixing": ["无懈可击 ♣Q"]}, **(p0 or {})}
    base = [{"role": "rebel", "general": "shenzhugeliang", "kingdom": "shu", **p0}, {"role": "lord"},
            {"role": "loyalist"}, {"role": "renegade"}]
    for b, extra in zip(base[1:], others, strict=False):
        b.update(extra)
    return Table(base, **{"current": 0, "phase": "finish", **kw})


def test_a_star_for_the_wind_on_one_player():
    t = table({"piles": {"qixing": ["杀 ♠7", "闪 ♦2"]}})
    t.choose(0, "kuangfeng")                    # (狂风 and 大雾 both: he orders them)
    req = t.expect(0, "seats")
    assert req.prompt.key == "kuangfeng_target" and req.seats == (0, 1, 2, 3) and (req.min, req.max) == (0, 1)
    t.seats(0, 1)
    req = t.expect(0, "cards")
    assert req.prompt.key == "kuangfeng_star" and set(req.cards) == set(t.ids("杀 ♠7", "闪 ♦2"))
    t.cards(0, "闪 ♦2")
    assert t.p(1).marks == {"kuangfeng": 1} and t.p(0).piles["qixing"] == [t.id("杀 ♠7")]
    assert t.g.discard_pile == [t.id("闪 ♦2")]
    t.seats(0)                                  # 大雾: not now
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["kuangfeng"]


def test_fire_damage_to_the_marked_player_is_one_more_and_only_fire():
    t = table({}, {"marks": {"kuangfeng": 1}}, {"hand": ["火杀 ♥4", "酒 ♠3"]}, current=2, phase="play")
    t.play(2, "火杀 ♥4", targets=[1])
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 1, 2, "fire")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "kuangfeng")]
    t = table({}, {"marks": {"kuangfeng": 1}}, {"hand": ["杀 ♠8"]}, current=2, phase="play")
    t.play(2, "杀 ♠8", targets=[1])
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 1, 1, None)] and t.log("skill") == []


def test_a_chain_passes_the_fire_and_the_wind_adds_to_it():
    t = table({}, {"marks": {"kuangfeng": 1}, "chained": True}, {"hand": ["火杀 ♥4"]},
              {"chained": True}, current=2, phase="play")
    t.play(2, "火杀 ♥4", targets=[3])
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 3, 1, "fire"), (2, 1, 2, "fire")]


def test_the_wind_drops_when_his_next_turn_starts():
    t = table({}, {"marks": {"kuangfeng": 1}}, current=3, stop="game_over")
    t.cards(0)                                  # (七星 after his draw phase: no exchange)
    t.expect(0, "play")                         # his turn: the mark went as it began
    assert t.p(1).marks == {}
    (mark,) = [m for m in t.log("mark") if m["mark"] == "kuangfeng"]
    assert (mark["seat"], mark["value"]) == (1, None)


def test_and_when_he_dies():
    t = table({"hp": 1}, {"marks": {"kuangfeng": 1}}, {}, {"hand": ["杀 ♠8"]}, current=3, phase="play")
    t.play(3, "杀 ♠8", targets=[0])
    t.end_play(3)
    t.finish()
    assert not t.p(0).alive and t.p(1).marks == {}


def test_refused_answers_change_nothing():
    t = table({"piles": {"qixing": ["杀 ♠7", "闪 ♦2"]}})
    t.choose(0, "kuangfeng")
    refused(t, Seats((1, 2)), "choose 0..1")
    t.seats(0, 3)
    refused(t, Cards((t.id("杀 ♠7"), t.id("闪 ♦2"))), "choose 1..1")
    refused(t, Cards(()), "choose 1..1")
    t.cards(0, "杀 ♠7")
    t.seats(0)
    t.finish()
    assert t.p(3).marks == {"kuangfeng": 1}
