"""A seat's view names the rules profile, so what reads the generals' table outside the engine
(the AI's pair choice, the table's tooltips and pair panel) reads it as the game has it."""

import json

from sgs_desktop.ai.basic.heg import pair_score
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.net.codec import view_from_json
from sgs_desktop.packs.generals import hegemony_generals


def test_the_view_names_the_profile_and_round_trips():
    new, old = Game.new(hegemony_config(4, rules="new"), 1), Game.new(hegemony_config(4), 1)
    assert new.view(0).rules == "new" and old.view(0).rules == "old"
    view = new.view(0)
    assert view_from_json(json.loads(json.dumps(view.to_json()))) == view


def test_the_ai_scores_a_pair_by_the_profile():
    new = hegemony_generals(rules="new")
    # 关羽 + 张飞: 珠联璧合 only under the new rules; 夏侯惇's fifth half 阴阳鱼 too
    assert pair_score("guanyu+zhangfei", new) > pair_score("guanyu+zhangfei") + 1.5
    assert pair_score("xiahoudun+xuchu", new) > pair_score("xiahoudun+xuchu")
    assert pair_score("liubei+guanyu", new) == pair_score("liubei+guanyu")
