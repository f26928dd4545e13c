"""国战 scenario files: a pair per seat, face down or shown; files that break the rules are
refused with the field at fault, and nothing runs."""

import pytest

from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.modes.scenario_file import normalise, parse_scenario
from sgs_desktop.scenario_run import run_scenario


def scenario(players, **game):
    return {"game": {"mode": "hegemony", **game}, "players": players}


WEI = {"generals": ["caocao", "xuchu"]}
SHU = {"generals": ["liubei", "guanyu"], "shown": [False, False]}


def test_a_valid_file_normalises():
    sc = normalise(scenario([WEI, SHU]))
    assert [p["generals"] for p in sc["players"]] == [["caocao", "xuchu"], ["liubei", "guanyu"]]
    assert [p["shown"] for p in sc["players"]] == [[True, True], [False, False]]
    assert sc["players"][1]["hp"] == 4 and sc["victory"] == "online"


@pytest.mark.parametrize("players, game, field, words", [
    ([{"generals": ["caocao", "liubei"]}, SHU], {}, "players[0].generals", "kingdom"),
    ([{"generals": ["caocao"]}, SHU], {}, "players[0].generals", "two"),
    ([{"generals": ["caocao", "nobody"]}, SHU], {}, "players[0].generals", "nobody"),
    ([WEI, {"generals": ["caocao", "xuchu"]}], {}, "players[1].generals", "already"),
    ([WEI, {"generals": ["xiahoudun", "zhangliao"]}, SHU], {}, "players", "more than half"),
    ([WEI, {**SHU, "careerist": True}], {}, "players[1].careerist", "shown general"),
    ([WEI, {"generals": ["zhangliao", "xiahoudun"], "careerist": True}, SHU, {"generals": ["sunquan", "zhoutai"]}],
     {}, "players[1].careerist", "does not make a 野心家"),
    ([{**WEI, "shown": [True]}, SHU], {}, "players[0].shown", "two flags"),
    ([WEI, {**SHU, "role": "lord"}], {}, "players[1]", "role"),
    ([WEI, SHU], {"victory": "points"}, "game.victory", "online"),
    ([WEI, SHU], {"packs": ["standard"]}, "packs", "hegemony_standard"),
    ([WEI, {**SHU, "hand": ["桃 ♥3"]}], {}, "players[1].hand", "桃"),
])
def test_bad_files_are_refused(players, game, field, words):
    with pytest.raises(ConfigError) as err:
        run_scenario(scenario=parse_scenario(scenario(players, **game)))
    assert field in str(err.value) and words in str(err.value)
