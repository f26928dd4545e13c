"""国战's new rules (新版国战): 鏖战, the 野心家's fixed 3 cards, marks in scenario files; and the table
victory rule deciding the game when the last face-down players show (both rule books)."""

import tomllib

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import ConfigError, IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.modes.scenario_file import Scenario, parse_scenario

HIDDEN = [False, False]
NEW = {"rules": "new"}
DEAD = {"alive": False, "hp": 0}


def _last_three(**kw):
    """5 seats, 2 dead: 魏, 吴 and 群 are left (3 or fewer at a table under 7, none sharing a kingdom)."""
    return HegTable([{"generals": ["dianwei", "xunyu"], "hand": ["桃 ♥4", "杀 ♠7"], "hp": 2},
                     {"generals": ["sunquan", "ganning"], "hand": ["桃 ♥6"]},
                     {"generals": ["lvbu", "diaochan"]},
                     {"generals": ["wolong", "pangtong"], **DEAD},
                     {"generals": ["taishici", "dingfeng"], **DEAD}], **kw)


def test_aozhan_a_peach_is_no_peach_but_a_slash_or_a_jink():
    t = _last_three(**NEW)
    assert [e["seat"] for e in t.log("aozhan", seat=None)] == [0]
    assert t.g.view(2).table_states == ["aozhan"]
    req = t.expect(0, "play")
    offered = {(o.skill, o.name, o.card) for o in req.options}
    assert (None, "", t.id("桃 ♥4")) not in offered and ("aozhan", "slash", None) in offered
    with pytest.raises(IllegalAnswer):                  # wounded, but a 桃 recovers nothing now
        t.g.answer(Use(card=t.id("桃 ♥4")))
    assert t.p(0).hp == 2
    t.play(0, skill="aozhan", cards=["桃 ♥4"], name="slash", targets=[1])
    req = t.expect(1, "respond")
    assert [(o.skill, o.name) for o in req.options] == [("aozhan", "jink")]
    t.answer(1, "respond", {"type": "use", "skill": "aozhan", "name": "jink", "cards": ["桃 ♥6"]})
    assert t.p(1).hp == 4 and not t.hand(1)
    uses = [(e["user"], e["card"]["key"], e["card"]["skill"]) for e in t.log("use")]
    assert uses == [(0, "slash", "aozhan"), (1, "jink", "aozhan")]
    t.end_play(0)
    t.finish()


def test_aozhan_no_peach_saves_the_dying():
    t = HegTable([{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
                  {"generals": ["sunquan", "ganning"], "hp": 1, "hand": ["桃 ♥6"]},
                  {"generals": ["lvbu", "diaochan"], "hand": ["桃 ♥4"]},
                  {"generals": ["wolong", "pangtong"], **DEAD},
                  {"generals": ["taishici", "dingfeng"], **DEAD}], stop="game_over", **NEW)
    t.play(0, "杀 ♠7", targets=[1])
    t.respond(1)                                 # no 闪: pass (its 桃 could be one)
    assert not t.p(1).alive                      # nobody is asked for a 桃 to save
    assert not t.log("recover")


def test_old_rules_have_no_aozhan():
    t = _last_three()
    assert not t.log("aozhan") and t.g.view(0).table_states == []
    t.play(0, "桃 ♥4")
    assert t.p(0).hp == 3
    t.end_play(0)
    t.finish()


def test_aozhan_begins_with_the_turn_after_the_death_and_not_with_two_of_a_kingdom():
    """5 seats, one dead; seat 0 kills seat 1: 3 are left, all of different kingdoms: 鏖战 from seat 2's turn."""
    players = [{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7", "桃 ♥4"], "hp": 2},
               {"generals": ["guanyu", "zhangfei"], "hp": 1},
               {"generals": ["sunquan", "ganning"]},
               {"generals": ["lvbu", "diaochan"]},
               {"generals": ["taishici", "dingfeng"], **DEAD}]
    t = HegTable(players, stop="game_over", round_limit=1, **NEW)
    assert not t.log("aozhan")                  # 4 alive at a table of 5: not yet
    t.play(0, "杀 ♠7", targets=[1])
    t.respond(0)                                 # no 桃 for the dying 蜀
    assert not t.p(1).alive
    assert not t.log("aozhan")                  # due, but it begins with the next turn
    t.play(0, "桃 ♥4")                           # still a 桃 in this turn
    assert t.p(0).hp == 3
    t.end_play(0)
    assert [e["seat"] for e in t.log("aozhan")] == [2]
    kinds = t.kinds()
    assert kinds.index("aozhan") == kinds.index("turn", kinds.index("death")) + 1
    assert {s.id for s in t.p(2).skills} >= {"aozhan"}


def test_two_of_one_kingdom_keep_aozhan_away():
    players = [{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
               {"generals": ["guanyu", "zhangfei"], "hp": 1},
               {"generals": ["caocao", "guojia"]},
               {"generals": ["lvbu", "diaochan"]},
               {"generals": ["taishici", "dingfeng"], **DEAD}]
    t = HegTable(players, **NEW)
    t.play(0, "杀 ♠7", targets=[1])
    assert not t.p(1).alive
    t.end_play(0)
    t.finish()
    assert not t.g.rules.heg.aozhan


def test_a_careerist_kill_draws_exactly_three():
    """4 seats, 2 魏 shown: a third 魏 is a 野心家; it kills the lone 蜀 (one of its kingdom): 3 cards."""
    players = [{"generals": ["caocao", "guojia"]}, {"generals": ["zhenji", "xiahouyuan"]},
               {"generals": ["dianwei", "xunyu"], "careerist": True, "hand": ["杀 ♠7"]},
               {"generals": ["guanyu", "zhangfei"], "hp": 1}]
    t = HegTable(players, current=2, top=["闪 ♥2", "闪 ♦7", "杀 ♠8", "杀 ♠9"], **NEW)
    t.play(2, "杀 ♠7", targets=[3])
    assert not t.p(3).alive
    assert [(e["seat"], e["count"]) for e in t.log("careerist_reward")] == [(2, 3)]
    assert not t.log("reward")
    assert t.hand(2) == set(t.ids("闪 ♥2", "闪 ♦7", "杀 ♠8"))
    t.end_play(2)
    t.finish()


def test_the_old_rules_careerist_draws_as_many_as_the_victims_kingdom():
    players = [{"generals": ["caocao", "guojia"]}, {"generals": ["zhenji", "xiahouyuan"]},
               {"generals": ["dianwei", "xunyu"], "careerist": True, "hand": ["杀 ♠7"]},
               {"generals": ["guanyu", "zhangfei"], "hp": 1}]
    t = HegTable(players, current=2, top=["闪 ♥2", "闪 ♦7"])
    t.play(2, "杀 ♠7", targets=[3])
    assert [(e["seat"], e["count"]) for e in t.log("reward")] == [(2, 1)] and not t.log("careerist_reward")
    assert t.hand(2) == {t.id("闪 ♥2")}
    t.end_play(2)
    t.finish()


@pytest.mark.parametrize("rules", ["old", "new"])
def test_table_victory_ends_when_the_last_face_down_player_shows(rules):
    """victory = "table": seat 0 kills the last 蜀; the 魏 left win once seat 1 shows (it did not end
    before: victory was only checked on a death)."""
    players = [{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
               {"generals": ["caocao", "guojia"], "shown": HIDDEN},
               {"generals": ["guanyu", "zhangfei"], "hp": 1},
               {"generals": ["taishici", "dingfeng"], **DEAD}]
    t = HegTable(players, stop="game_over", victory="table", rules=rules, top=["闪 ♥2", "杀 ♠8", "杀 ♠9"])
    t.play(0, "杀 ♠7", targets=[2])
    assert not t.p(2).alive and t.g.result is None      # seat 1 is face down: not yet
    t.end_play(0)
    t.show(1, "head")
    t.finish("kingdom_wins")
    assert set(t.g.result.winners) == {0, 1}


def _scenario(rules: str, marks: str, alive: str = "") -> dict:
    return tomllib.loads(f"""
[game]
mode = "hegemony"
rules = "{rules}"
[[players]]
generals = ["caocao", "guojia"]
marks = {marks}
{alive}
[[players]]
generals = ["sunquan", "ganning"]
[[players]]
generals = ["lvbu", "diaochan"]
""")


def test_scenario_marks_are_the_profiles():
    sc = parse_scenario(_scenario("new", "{ xianqu = 1, zhulianbihe = 2 }"))
    assert sc.players[0].marks == (("xianqu", 1), ("zhulianbihe", 2))
    assert sc.config().scenario["players"][0]["marks"] == {"xianqu": 1, "zhulianbihe": 2}
    assert Scenario.from_json(sc.to_json()) == sc       # (records carry the JSON form)
    assert "marks" not in parse_scenario(_scenario("new", "{}")).to_json()["players"][0]


@pytest.mark.parametrize(("rules", "marks", "alive", "why"), [
    ("old", "{ xianqu = 1 }", "", r"players\[0\]\.marks\.xianqu.*no mark 'xianqu' under the old rules"),
    ("new", "{ xianqu2 = 1 }", "", r"players\[0\]\.marks\.xianqu2.*its marks: \['xianqu', 'yinyangyu'"),
    ("new", "{ xianqu = 0 }", "", r"players\[0\]\.marks\.xianqu"),
    ("new", "[1]", "", r"players\[0\]\.marks.*a table of mark counts"),
    ("new", "{ xianqu = 1 }", "alive = false\nhp = 0", r"players\[0\]\.marks.*a dead player holds no marks"),
])
def test_scenario_marks_are_refused_clearly(rules, marks, alive, why):
    with pytest.raises(ConfigError, match=why):
        parse_scenario(_scenario(rules, marks, alive))


_ALIVE = [{"generals": ["dianwei", "xunyu"]}, {"generals": ["guanyu", "zhangfei"]},
          {"generals": ["sunquan", "ganning"]}, {"generals": ["lvbu", "diaochan"]}]
_DEAD = [{"generals": pair, **DEAD} for pair in (["wolong", "pangtong"], ["taishici", "dingfeng"],
                                                 ["zhangjiao", "mateng"], ["caocao", "guojia"],
                                                 ["zhenji", "xiahoudun"])]


def _left_alive(alive: int, players: int) -> HegTable:
    """`alive` players of four kingdoms, the rest of a `players` table dead."""
    return HegTable(_ALIVE[:alive] + _DEAD[:players - alive], **NEW)


def test_four_left_is_aozhan_only_above_seven_players():
    """七人以下 counts seven (ruling 61): four left is 鏖战 at 8 players, not at 7 or 6."""
    assert [e["seat"] for e in _left_alive(4, 8).log("aozhan")] == [0]
    for players in (7, 6):
        t = _left_alive(4, players)
        assert not t.log("aozhan") and not t.g.rules.heg.aozhan and t.g.view(0).table_states == []


@pytest.mark.parametrize("players", [7, 6, 5])
def test_three_left_is_aozhan_at_seven_players_or_fewer(players):
    t = _left_alive(3, players)
    assert [e["seat"] for e in t.log("aozhan")] == [0] and t.g.rules.heg.aozhan


def test_aozhan_lasts_when_two_of_one_kingdom_appear_later():
    """The face-down 魏 pair counts as no kingdom: 鏖战 is on; it shows 魏 beside 典韦, and 鏖战 stays."""
    t = HegTable([{"generals": ["dianwei", "xunyu"]},
                  {"generals": ["sunquan", "ganning"]},
                  {"generals": ["caocao", "guojia"], "shown": HIDDEN, "hand": ["桃 ♥4"], "hp": 2},
                  {"generals": ["wolong", "pangtong"], **DEAD},
                  {"generals": ["taishici", "dingfeng"], **DEAD}], current=2, phase="start", **NEW)
    assert [e["seat"] for e in t.log("aozhan")] == [2]
    t.show(2, "head")
    assert t.p(2).kingdom == "wei" and t.p(0).kingdom == "wei"
    req = t.expect(2, "play")
    assert not [o for o in req.options if o.card == t.id("桃 ♥4")]       # still 鏖战: no 桃
    assert t.g.view(1).table_states == ["aozhan"]
    t.end_play(2)
    t.cards(2, "桃 ♥4")                          # 3 cards, 2 HP
    t.finish()
