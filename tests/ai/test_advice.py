"""The basic AI follows the advice declared beside each question (engine/advice.py): every declared
prompt and every skill's "invoke?" question has a way for it to decide (no silent default), and
the building blocks decide as they say."""

import inspect

import pytest
from aitable import AITable, seen_by

import sgs_desktop.modes  # noqa: F401  (every mode, card and skill: all prompts declared)
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.basic.advice import HANDLERS, can_follow
from sgs_desktop.ai.basic.strategies import STRATEGIES
from sgs_desktop.engine.advice import AskTheSkill, Custom, Strategy
from sgs_desktop.engine.prompts import PROMPTS, Prompt
from sgs_desktop.engine.protocol.answers import Cards, Choose, Pass, Use
from sgs_desktop.engine.protocol.requests import CardsRequest, OptionRequest, SeatsRequest
from sgs_desktop.engine.skills.skill import Skill
from sgs_desktop.packs import skills_of_mode


def _all_skills() -> list[Skill]:
    seen: dict[int, Skill] = {}
    for hegemony in (False, True):
        for skill in skills_of_mode(hegemony).values():
            seen.setdefault(id(skill), skill)
    return sorted(seen.values(), key=lambda s: (s.id, type(s).__module__))


def _asks_invoke(skill: Skill) -> bool:
    """May this skill ask "invoke?": an optional trigger skill using the default cost, or one whose
    code asks it itself."""
    cls = type(skill)
    if skill.timings and not skill.compulsory and cls.cost is Skill.cost:
        return True
    return any("invoke_prompt(" in src or "super().cost(" in src
               for src in (inspect.getsource(k) for k in cls.__mro__ if k.__module__.startswith("sgs_desktop.packs")))


def test_every_declared_prompt_has_a_way_to_decide():
    assert len(PROMPTS) > 100
    lost = [f"{key}: {spec.ai!r}" for key, spec in PROMPTS.items()
            if not (isinstance(spec.ai, AskTheSkill) or can_follow(spec.ai))]
    assert not lost, lost
    named = {spec.ai.name for spec in PROMPTS.values() if isinstance(spec.ai, Strategy)}
    assert named == set(STRATEGIES), "a strategy nobody asks for, or one asked for that does not exist"


def test_every_skill_that_asks_invoke_declares_how_to_decide():
    skills = _all_skills()
    assert len(skills) > 120
    missing = [s.id for s in skills if _asks_invoke(s) and s.invoke is None]
    assert not missing, f"skills asking 'invoke?' with no `invoke` declaration: {missing}"
    unasked = [s.id for s in skills if s.invoke is not None and not _asks_invoke(s)]
    assert not unasked, f"`invoke` declared on skills that never ask it: {unasked}"
    lost = [s.id for s in skills if s.invoke is not None and not can_follow(s.invoke.ai)]
    assert not lost, lost
    custom = {s.id for s in skills if s.invoke is not None and isinstance(s.invoke.ai, Custom)}
    assert custom == {"luoyi", "ganglie_v2", "hengjiang", "hengjiang_v2", "hengzheng", "chuanxin",
                      "dragon_phoenix", "jieming", "mengjin", "zaiqi", "haoshi", "lieren", "guixin", "jilue_jizhi",
                      "fangquan", "beige"}


def test_every_advice_kind_is_followed():
    from sgs_desktop.engine import advice
    kinds = {obj for obj in vars(advice).values()
             if isinstance(obj, type) and issubclass(obj, advice.Advice) and obj is not advice.Advice}
    # (Playing is an active skill's play, not a prompt's: ai/basic/skills.py follows it)
    assert kinds - set(HANDLERS) == {AskTheSkill, Custom, Strategy, advice.Playing}


def _lord_table(ai_role: str) -> AITable:
    return AITable([{"role": "lord", "general": "caopi"}, {"role": "rebel"},
                    {"role": ai_role, "general": "zhenji"}, {"role": "renegade"}], ai_seats=(2,))


def _agent_answer(t: AITable, req):
    agent = BasicAgent(3)
    agent.observe(seen_by(t.g, req.seat, agent))
    answer = agent.answer(req, t.g.view(req.seat))
    req.validate(answer)
    return answer


def test_the_ai_refuses_an_undeclared_question():
    t = _lord_table("loyalist")
    with pytest.raises(KeyError, match="not declared"):
        _agent_answer(t, OptionRequest(2, ("yes", "no"), "no", Prompt("no_such_question", (0,))))


def test_an_advice_answers_only_its_kind_of_request():
    t = _lord_table("loyalist")
    with pytest.raises(TypeError, match="cannot answer"):
        _agent_answer(t, SeatsRequest(2, (0, 1), 1, 1, PROMPTS["songwei"](0)))


@pytest.mark.parametrize(("role", "yes"), [("loyalist", True), ("rebel", False)])
def test_a_lord_skill_question_helps_only_a_friendly_lord(role, yes):
    """颂威, 暴虐, 制霸 (IfFriend): yes for the lord only from its side."""
    t = _lord_table(role)
    for key in ("songwei", "baonue", "zhiba_accept"):
        req = OptionRequest(2, ("yes", "no"), "no", PROMPTS[key](0))
        assert _agent_answer(t, req) == Choose("yes" if yes else "no"), key


@pytest.mark.parametrize(("role", "gives"), [("loyalist", True), ("rebel", False)])
def test_hujia_is_answered_only_for_a_friendly_lord(role, gives):
    """护驾 (RespondForFriend): a Wei loyalist plays its 闪 for the lord; a Wei rebel keeps it."""
    t = AITable([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
                 {"role": role, "general": "zhenji", "hand": ["闪 ♥2"]}, {"role": "renegade"}],
                current=1, ai_seats=(2,))
    t.play(1, "杀 ♠7", [0])
    t.yes(0)                                          # the lord invokes 护驾
    req = t.expect(2, "respond")
    assert req.prompt == PROMPTS["hujia"](0)
    assert (t.ai_answer(2, "respond") == Use(card=t.id("闪 ♥2"))) is gives


def test_xiangle_is_paid_only_against_an_enemy():
    """享乐 (PayToHurt): a rebel pays a basic card to hit the lord 刘禅; the lord's loyalist would not."""
    for role, pays in (("rebel", True), ("loyalist", False)):
        t = AITable([{"role": "lord", "general": "liushan"}, {"role": role, "hand": ["杀 ♠7", "桃 ♥3"]},
                     {"role": "renegade"}], current=1, ai_seats=(1,))
        t.play(1, "杀 ♠7", [0])
        req = t.expect(1, "cards")
        assert req.prompt == PROMPTS["xiangle"](0) and req.min == 0
        assert t.ai_answer(1, "cards") == Cards((t.id("桃 ♥3"),) if pays else ())


@pytest.mark.parametrize("face_up", [False, True])
def test_a_custom_advice_may_name_the_building_block_that_applies(face_up):
    """放逐 (Custom → Helps or Harms): a loyalist turns its face-down lord back up; with the lord face
    up, someone else turns over."""
    t = AITable([{"role": "lord", "face_up": face_up}, {"role": "loyalist", "general": "caopi"},
                 {"role": "rebel"}, {"role": "renegade"}], ai_seats=(1,))
    req = SeatsRequest(1, (0, 2, 3), 1, 1, PROMPTS["fangzhu_target"](1))
    chosen = _agent_answer(t, req).seats
    assert (chosen == (0,)) is not face_up, chosen


@pytest.mark.parametrize(("role", "changes"), [("rebel", True), ("loyalist", False)])
def test_change_judgement_only_when_it_turns_the_judgement_our_way(role, changes):
    """鬼才 (ChangeJudgement): the lord's 乐不思蜀 judged ♥ is changed to a ♠ by an enemy of the lord
    and left alone by its friend."""
    t = AITable([{"role": "lord"}, {"role": "rebel"}, {"role": role, "hand": ["杀 ♠7"]},
                 {"role": "renegade"}], ai_seats=(2,))
    heart, spade = t.id("桃 ♥3"), t.id("杀 ♠7")
    req = OptionRequest(2, ("yes", "no"), "no", Prompt("invoke", ("guicai", 0, heart, "indulgence")))
    assert _agent_answer(t, req) == Choose("yes" if changes else "no")
    cards = CardsRequest(2, (spade,), 1, 1, PROMPTS["guicai_card"](0, heart, "indulgence"))
    assert _agent_answer(t, cards) == Cards((spade,))


def test_a_friendly_duel_is_not_answered():
    """决斗 (RespondAgainst): against a friend, a healthy player takes the hit and keeps its 杀."""
    t = AITable([{"role": "lord", "hand": ["决斗 ♠A"]}, {"role": "loyalist", "hand": ["杀 ♠7"]},
                 {"role": "rebel"}, {"role": "renegade"}], ai_seats=(1,))
    t.play(0, "决斗 ♠A", [1])
    assert t.ai_answer(1, "respond") == Pass()


#: judgements that are neither good nor bad for the judged player
NEUTRAL_JUDGEMENTS = {"shuangxiong": "its colour only says which cards 双雄 may use as 决斗",
                      "beige": "every suit does something, for the judged player or against the source",
                      "qianxi": "its colour only says which hand cards 潜袭 locks",
                      "qianxi_v2": "(新版 judges nothing: the code it shares with 潜袭 does)"}


def test_every_judgement_declares_what_it_means():
    """Each skill that judges, and each delayed trick, declares which results go against the judged
    player (JudgeResult), so the AI can change a judgement (鬼才, 鬼道) and stack the deck (观星)."""
    from sgs_desktop.packs import BEHAVIOURS
    judging = [s for s in _all_skills()
               if any("await judge(" in inspect.getsource(k) for k in type(s).__mro__
                      if k.__module__.startswith("sgs_desktop.packs"))]
    assert {"ganglie", "luoshen", "leiji", "tieji", "tieqi", "eight_diagram", "bazhen"} <= {s.id for s in judging}
    missing = [s.id for s in judging if s.judge_result is None and s.id not in NEUTRAL_JUDGEMENTS]
    assert not missing, missing
    assert not [s.id for s in judging if s.id in NEUTRAL_JUDGEMENTS and s.judge_result is not None]
    delayed = [b.key for b in BEHAVIOURS.values() if b.delayed]
    assert delayed and not [k for k in delayed if BEHAVIOURS[k].judge_result is None]
