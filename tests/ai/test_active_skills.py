"""Every active skill (主动技) of either mode declares how it is used (`play`, an
engine.advice.Playing beside the skill): an AI that never takes a skill it holds is a silent
default a player notices."""

from __future__ import annotations

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.base import run_game
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine.advice import Playing
from sgs_desktop.engine.events import SkillInvoked
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.packs import skills_of_mode
from sgs_desktop.packs.skills.common import ActiveSkill
from sgs_desktop.simulate import agent_seed


@pytest.mark.parametrize("hegemony", [False, True], ids=["identity", "hegemony"])
def test_every_active_skill_has_a_play_policy(hegemony):
    actives = sorted(sid for sid, sk in skills_of_mode(hegemony).items() if isinstance(sk, ActiveSkill))
    assert actives, "no active skill found: the test would prove nothing"
    table = skills_of_mode(hegemony)
    assert [sid for sid in actives if not isinstance(table[sid].play, Playing)] == []


def test_the_ai_uses_the_hegemony_active_skills():
    """Over seeded 国战 games the AI takes the 国战-only active skills it holds (强袭, 天义 …)."""
    used: set[str] = set()
    heg_only = {"qiangxi", "fenxun", "tianyi", "quhu", "zhijian", "dimeng", "qingcheng", "huoshui", "xiongyi",
                "luanwu"}
    for seed in range(40):
        config = hegemony_config(6)
        g = run_game(Game.new(config, seed), [BasicAgent(agent_seed(seed, s)) for s in range(config.players)])
        used |= {e.skill for e, _, _ in g.log.entries if type(e) is SkillInvoked} & heg_only
    assert len(used) >= 6, sorted(used)
