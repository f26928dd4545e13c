"""国战 rules profiles (规则: old / new): chosen in the config, the CLI and scenario files."""

from __future__ import annotations

import tomllib

import pytest

from sgs_desktop import cli
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs.generals import hegemony_generals


def test_the_profile_is_a_config_setting():
    assert Game.new(hegemony_config(4), 1).rules.profile.name == "old"
    assert Game.new(hegemony_config(4, rules="new"), 1).rules.profile.name == "new"
    assert dict(hegemony_config(4, rules="new").options)["rules"] == "new"
    assert "rules" not in dict(hegemony_config(4).options)      # old records keep their config


def test_an_unknown_profile_is_refused():
    with pytest.raises(ConfigError, match=r"options\.rules: a 国战 rules profile, one of"):
        Game.new(hegemony_config(4, rules="newest"), 1)
    with pytest.raises(ValueError, match="unknown 国战 rules profile"):
        hegemony_generals(rules="newest")


def _scenario(extra: str) -> dict:
    return tomllib.loads(f"""
[game]
mode = "hegemony"
{extra}
[[players]]
generals = ["caocao", "xuchu"]
[[players]]
generals = ["liubei", "guanyu"]
""")


def test_a_scenario_names_its_profile():
    assert parse_scenario(_scenario('rules = "new"')).config().option("rules") == "new"
    assert parse_scenario(_scenario("")).config().option("rules") is None
    with pytest.raises(ConfigError, match="rules"):
        parse_scenario(_scenario('rules = "newer"'))


def test_rules_is_a_hegemony_setting_on_the_command_line(capsys):
    assert cli.main(["simulate", "--rules", "new", "--games", "1"]) == 2
    assert "--rules is a 国战 setting" in capsys.readouterr().err
    assert cli.main(["simulate", "--mode", "hegemony", "--rules", "new", "--games", "2", "--players", "4"]) == 0
