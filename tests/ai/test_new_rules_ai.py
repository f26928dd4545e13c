"""The basic AI under 国战's new rules: it spends its marks sensibly (先驱 with a small hand, 珠联璧合
as a 桃 to live, 阴阳鱼 when it helps) and plays 鏖战 (a 桃 as 杀 or 闪), as each rule skill declares."""

from aitable import AITable

from sgs_desktop.ai.base import run_game
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.engine import events_heg as EH
from sgs_desktop.engine.advice import Playing
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose, End, Use
from sgs_desktop.modes.hegemony import hegemony_config, rule_skills
from sgs_desktop.packs.skills.common import ActiveSkill
from sgs_desktop.simulate import agent_seed

NEW = {"mode": "hegemony", "rules": "new"}
DEAD = {"alive": False, "hp": 0}


def test_every_rule_skill_of_the_play_phase_declares_its_play():
    actives = {sid: sk for sid, sk in rule_skills().items() if isinstance(sk, ActiveSkill)}
    assert set(actives) == {"xianqu", "yinyangyu", "zhulianbihe_draw"}
    assert all(isinstance(sk.play, Playing) for sk in actives.values())


def test_xianqu_with_a_small_hand_but_not_with_a_full_one():
    small = AITable([{"generals": ["dianwei", "xunyu"], "hand": ["闪 ♥2"], "marks": {"xianqu": 1}},
                     {"generals": ["sunquan", "ganning"], "shown": [False, False]}], ai_seats=(0,), **NEW)
    assert small.ai_answer(0, "play") == Use(skill="xianqu", targets=(1,))
    full = AITable([{"generals": ["dianwei", "xunyu"], "hand": ["闪 ♥2", "闪 ♦7", "闪 ♦8", "闪 ♦9"],
                     "marks": {"xianqu": 1}},
                    {"generals": ["sunquan", "ganning"], "shown": [False, False]}], ai_seats=(0,), **NEW)
    assert full.ai_answer(0, "play") == End()


def test_zhulianbihe_is_kept_as_a_peach_and_saves_its_holder():
    t = AITable([{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
                 {"generals": ["lvbu", "diaochan"], "hp": 1, "hand": ["桃 ♥4"], "marks": {"zhulianbihe": 1}}],
                ai_seats=(1,), **NEW)
    t.play(0, "杀 ♠7", targets=[1])
    assert t.ai_answer(1, "respond") == Use(skill="zhulianbihe", name="peach")     # the mark, not the 桃
    assert t.p(1).hp == 1 and t.id("桃 ♥4") in t.hand(1)
    low = AITable([{"generals": ["lvbu", "diaochan"], "hp": 2, "marks": {"zhulianbihe": 1}},
                   {"generals": ["sunquan", "ganning"]}], ai_seats=(0,), **NEW)
    answer = low.ai_answer(0, "play")
    assert answer.skill != "zhulianbihe_draw"      # at 2 HP it keeps its 桃 (or heals with it)


def test_zhulianbihe_draws_two_while_healthy():
    t = AITable([{"generals": ["lvbu", "diaochan"], "marks": {"zhulianbihe": 1}},
                 {"generals": ["sunquan", "ganning"]}], ai_seats=(0,), **NEW)
    assert t.ai_answer(0, "play") == Use(skill="zhulianbihe_draw")


def test_yinyangyu_raises_the_limit_when_the_hand_is_over_it():
    t = AITable([{"generals": ["dianwei", "xunyu"], "hp": 1, "marks": {"yinyangyu": 1},
                  "hand": ["闪 ♥2", "闪 ♦7", "闪 ♦8", "闪 ♦9"]},
                 {"generals": ["sunquan", "ganning"]}], ai_seats=(0,), **NEW)
    assert t.ai_answer(0, "play") == Use(skill="yinyangyu")
    assert t.ai_answer(0, "option") == Choose("limit2")


def test_aozhan_a_peach_becomes_a_jink_for_the_ai():
    t = AITable([{"generals": ["dianwei", "xunyu"], "hand": ["杀 ♠7"]},
                 {"generals": ["sunquan", "ganning"], "hand": ["桃 ♥4"]},
                 {"generals": ["lvbu", "diaochan"]},
                 {"generals": ["wolong", "pangtong"], **DEAD},
                 {"generals": ["taishici", "dingfeng"], **DEAD}], ai_seats=(1,), **NEW)
    t.play(0, "杀 ♠7", targets=[1])
    answer = t.ai_answer(1, "respond")
    assert answer == Use(skill="aozhan", name="jink", cards=(t.id("桃 ♥4"),))
    assert t.p(1).hp == t.p(1).max_hp


def test_over_seeded_games_the_ai_spends_every_mark_and_plays_aozhan():
    effects: set[str] = set()
    aozhan_uses = 0
    for seed in range(12):
        config = hegemony_config(6, rules="new")
        g = run_game(Game.new(config, seed), [BasicAgent(agent_seed(seed, s)) for s in range(config.players)])
        for e, _, _ in g.log.entries:
            if type(e) is EH.MarkSpent:
                effects.add(e.effect)
            elif e.kind in ("use", "play") and getattr(e.card, "skill", None) == "aozhan":
                aozhan_uses += 1
    assert {"fill_hand", "draw1", "draw2"} <= effects, effects
    assert aozhan_uses > 0
