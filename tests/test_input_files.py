"""Reading the files users hand us: the bounded parsers (engine/bounded.py), scenario files into a
typed Scenario (modes/scenario_file.py) and records into typed fields (engine/record.py)."""

import json

import pytest
from table import Table

from sgs_desktop.engine.bounded import MAX_DEPTH, Field, check_values, load_json, load_toml, nesting
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import End
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.modes.scenario_file import Scenario, SeatSetup, parse_scenario
from sgs_desktop.packs.skills import SKILLS
from sgs_desktop.simulate import play_one


def test_nesting_skips_strings_and_comments():
    assert nesting('{"a": [1, [2]], "b": "[[[["}') == 3
    assert nesting('a = "[[[" # {{{{\nb = [\'[[\', """]]]"""]', toml=True) == 1
    assert nesting("x = '''\n[[[[\n'''", toml=True) == 0
    with pytest.raises(ConfigError, match=f"nest {MAX_DEPTH + 1} deep"):
        load_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "f.json")
    load_json("[" * MAX_DEPTH + "]" * MAX_DEPTH, "f.json")


@pytest.mark.parametrize("text,words", [
    ('{"a": 1e999}', "not finite"), ('{"a": -Infinity}', "finite"), ('{"a": NaN}', "finite"),
    ('{"a": ' + "1" * 30 + "}", "30 digits"), ('{"a": 1, "a": 2}', "appears twice"),
    ('{"a": "' + "x" * 1001 + '"}', "field a: a string of 1001"), ('{"a": [9223372036854775808]}', "field a[0]"),
])
def test_json_within_the_limits(text, words):
    with pytest.raises(ConfigError, match=r"^f\.json: ") as err:
        load_json(text, "f.json")
    assert words in str(err.value)
    assert load_json('{"a": [-9223372036854775808, 1.5, null, true]}', "f.json") == {
        "a": [-9223372036854775808, 1.5, None, True]}


def test_toml_within_the_limits():
    with pytest.raises(ConfigError, match="date"):
        load_toml("a = 1979-05-27", "f.toml")
    with pytest.raises(ConfigError, match="nest 25 deep"):
        load_toml(".".join(["k"] * 30) + " = 1", "f.toml")     # dotted keys nest without brackets
    with pytest.raises(ConfigError, match="thousands of digits"):
        load_toml("a = " + "1" * 5000, "f.toml")
    assert load_toml("a = [1, {b = 'c'}]", "f.toml") == {"a": [1, {"b": "c"}]}


def test_check_values_is_iterative():
    deep: list = []
    for _ in range(5000):          # deeper than any recursion could walk
        deep = [deep]
    with pytest.raises(ConfigError, match="nest"):
        check_values(deep, "data")


def test_field_paths_name_the_place():
    f = Field("s.toml", "", {"players": [{"hand": ["x", 2.5]}]})
    (player,) = f["players"].items()
    hand = list(player["hand"].items())
    with pytest.raises(ConfigError, match=r"^s\.toml: field players\[0\]\.hand\[1\]: must be an integer, got 2\.5$"):
        hand[1].integer()
    with pytest.raises(ConfigError, match=r"^field x: must be 1\.\.3, got 4$"):
        Field("", "x", 4).integer(1, 3)


# --------------------------------------------------------------------------- scenarios


def small(**game):
    return {"game": {"strict": True, "stop": "turn_end", "phase": "play", **game},
            "players": [{"role": "lord", "general": "liubei", "hand": ["杀 ♠7"]}, {"role": "rebel"}],
            "deck": {"top": ["闪 ♥2"]}}


def test_a_scenario_is_typed_and_its_json_form_round_trips():
    sc = parse_scenario(small(seed=4), "s.toml")
    assert isinstance(sc, Scenario) and all(isinstance(p, SeatSetup) for p in sc.players)
    lord = sc.players[0]
    assert (lord.role, lord.general, lord.hp, lord.max_hp, lord.skills) == ("lord", "liubei", 4, 4, ())
    assert len(sc.top) == 1 and sc.seed == 4 and sc.current == 0
    back = Scenario.from_json(json.loads(json.dumps(sc.to_json())))
    assert back == sc
    config = sc.config()
    assert config.scenario == sc.to_json() and config.players == 2


@pytest.mark.parametrize("edit,field", [
    (lambda d: d["players"][0].update(hp=7), "config.scenario.players[0].hp"),
    (lambda d: d["players"][1].update(hand=[d["top"][0]]), "config.scenario.top[0]"),
    (lambda d: d.update(current=1, phase="nowhere"), "config.scenario.phase"),
    (lambda d: d["players"][0].pop("gender"), "config.scenario.players[0].gender"),
    (lambda d: d.update(seed=True), "config.scenario.seed"),
])
def test_an_edited_json_form_is_refused(edit, field):
    data = json.loads(json.dumps(parse_scenario(small()).to_json()))
    edit(data)
    with pytest.raises(ConfigError) as err:
        Scenario.from_json(data)
    assert field in str(err.value)


def test_the_rules_check_a_configs_scenario():
    data = parse_scenario(small()).to_json()
    data["players"][1]["hand"] = [data["top"][0]]            # a card twice: refused before anything runs
    with pytest.raises(ConfigError, match=r"config\.scenario\.top\[0\]"):
        Game.new(GameConfig(players=2, scenario=data), 1)
    with pytest.raises(ConfigError, match="must be the config's"):
        Game.new(GameConfig(players=3, scenario=parse_scenario(small()).to_json()), 1)


def test_a_table_of_the_lords_side_alone_still_plays():
    """No 反贼 or 内奸 at all is a practice table (tests use them); only one whose 反贼 and 内奸 are
    all dead is already won."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "loyalist"}])
    t.end_play(0)
    t.finish()
    with pytest.raises(ConfigError, match="already won"):
        parse_scenario({"players": [{"role": "lord"}, {"role": "loyalist"}, {"role": "renegade", "alive": False,
                                                                             "hp": 0}]})


def test_the_engine_refuses_a_second_copy_of_a_skill():
    t = Table([{"role": "lord", "general": "liubei", "hand": ["闪 ♥2"]}, {"role": "rebel"}])
    with pytest.raises(ValueError, match="already has the skill 'rende'"):
        t.g.add_skill(0, SKILLS["rende"])
    assert len([o for o in t.expect(0, "play").options if o.skill == "rende"]) == 1   # one 仁德 option: taken
    t.answer(0, "play", {"type": "use", "skill": "rende", "cards": ["闪 ♥2"], "targets": [1]})
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("闪 ♥2")}


# --------------------------------------------------------------------------- records


def test_a_record_is_typed_and_round_trips():
    g = play_one(GameConfig(players=4, round_limit=5), 2)
    rec = Record.from_json(json.loads(json.dumps(g.record.to_json())), "r.json")
    assert rec.config == g.config and rec.seed == 2 and rec.result == g.result
    assert [a for _, a in rec.answers] == [a for _, a in g.answers] and rec.to_json() == g.record.to_json()
    assert replay(rec).ok
    assert isinstance(rec.answers[-1][1], type(g.answers[-1][1]))
    assert End().to_json() == {"type": "end"}


@pytest.mark.parametrize("edit,field", [
    (lambda d: d["config"].update(players=5.7), "field config.players"),
    (lambda d: d["config"].update(players=True), "field config.players"),
    (lambda d: d["config"].update(round_limit=-1), "field config.round_limit"),
    (lambda d: d["config"].update(packs="identity_standard"), "field config.packs"),
    (lambda d: d["config"].update(options={"deal": [4]}), "field config.options.deal"),
    (lambda d: d["config"].update(players=11), "field config: players"),
    (lambda d: d.update(seed="1"), "field seed"),
    (lambda d: d["answers"].__setitem__(0, [0, {"type": "use", "card": 1.5}]), "field answers[0]"),
    (lambda d: d["answers"].__setitem__(0, [-1, {"type": "end"}]), "field answers[0][0]"),
    (lambda d: d.update(final=2**32), "field final"),
    (lambda d: d.update(result={"winners": [9], "reason": "x"}), "field result.winners[0]"),
])
def test_each_record_field_is_checked(edit, field):
    data = json.loads(json.dumps(play_one(GameConfig(players=4, round_limit=3), 1).record.to_json()))
    edit(data)
    with pytest.raises(ConfigError) as err:
        Record.from_json(data, "r.json")
    assert str(err.value).startswith(f"r.json: {field}"), str(err.value)
