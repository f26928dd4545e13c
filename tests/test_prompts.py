"""Prompts declared where they are asked (engine/prompts.py): typed arguments checked when a prompt
is made, one declaration per key, every prompt in the code made through one, the texts' keys."""

import json
import re
from pathlib import Path

import pytest

import sgs_desktop.modes.hegemony  # noqa: F401  (every mode, card and skill; 国战 loads on first use: all prompts declared)
from sgs_desktop.engine.advice import ALWAYS, CHEAPEST
from sgs_desktop.engine.prompts import (
    CARD_ID,
    GENERAL,
    NUMBER,
    PHASE,
    PROMPTS,
    SEAT,
    SEAT_OR_NONE,
    SUIT,
    Arg,
    Prompt,
    PromptSpec,
    spec_of,
)
from sgs_desktop.engine.protocol.requests import CardsRequest, OptionRequest
from sgs_desktop.engine.skills.skill import ASK_INVOKE, Invoke, Skill
from sgs_desktop.engine.wire import request_from_json
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.i18n import FALLBACK, texts
from sgs_desktop.packs.skills import SKILLS

PKG = Path(__file__).resolve().parents[1] / "sgs_desktop"


@pytest.fixture
def scratch():
    """Declare test prompts and take them out again."""
    made: list[str] = []

    def declare(key, *args, ai=CHEAPEST):
        spec = PromptSpec(key, *args, ai=ai)
        made.append(key)
        return spec

    yield declare
    for key in made:
        del PROMPTS[key]


def test_a_spec_makes_its_prompt_and_checks_the_arguments(scratch):
    ask = scratch("test_give", Arg("to", SEAT), Arg("count", NUMBER))
    assert ask(2, 3) == Prompt("test_give", (2, 3))
    assert ask.kinds == "sn" and ask.module == __name__
    with pytest.raises(TypeError, match=r"takes \(to: seat, count: number\)"):
        ask(2)
    with pytest.raises(TypeError, match="takes"):
        ask(2, 3, 4)
    for bad in ((-1, 3), (True, 3), ("2", 3), (2, 3.0), (2, None)):
        with pytest.raises(TypeError, match="must be a"):
            ask(*bad)


def test_argument_kinds(scratch):
    ask = scratch("test_kinds", Arg("source", SEAT_OR_NONE), Arg("card", CARD_ID), Arg("suit", SUIT),
                  Arg("phase", PHASE), Arg("general", GENERAL))
    assert ask(-1, 0, "heart", "play", "caocao").args == (-1, 0, "heart", "play", "caocao")
    for bad in ((-2, 0, "heart", "play", "caocao"), (0, -1, "heart", "play", "caocao"),
                (0, 0, "red", "play", "caocao"), (0, 0, "heart", "turn", "caocao"),
                (0, 0, "heart", "play", "曹操")):
        with pytest.raises(TypeError):
            ask(*bad)


def test_many_takes_the_rest(scratch):
    ask = scratch("test_many", Arg("source", SEAT), Arg("near", SEAT, many=True))
    assert ask(0).args == (0,) and ask(0, 1, 2).args == (0, 1, 2)
    assert ask.kinds == "ss"
    with pytest.raises(TypeError):
        ask()
    with pytest.raises(TypeError):
        ask(0, 1, "x")
    with pytest.raises(ValueError, match="only the last"):
        PromptSpec("test_many_first", Arg("near", SEAT, many=True), Arg("source", SEAT), ai=CHEAPEST)


def test_a_key_is_declared_once(scratch):
    scratch("test_once", ai=CHEAPEST)
    with pytest.raises(ValueError, match="declared twice"):
        PromptSpec("test_once", Arg("x", NUMBER), ai=CHEAPEST)
    with pytest.raises(ValueError, match="declared twice"):
        PromptSpec("slash_jink", ai=CHEAPEST)
    with pytest.raises(ValueError, match="identifier"):
        PromptSpec("Not a key", ai=CHEAPEST)
    assert spec_of(Prompt("slash_jink", (0, 1))) is PROMPTS["slash_jink"]
    with pytest.raises(KeyError, match="not declared"):
        spec_of(Prompt("no_such_prompt"))


def test_prompts_made_by_specs_round_trip_through_json():
    reqs = [CardsRequest(0, (1, 2), 1, 1, PROMPTS["guicai_card"](1, 40, "indulgence")),
            OptionRequest(1, ("a+b",), "", PROMPTS["choose_pair"]("caocao", "xunyu", "guojia")),
            OptionRequest(2, ("yes", "no"), "no", ASK_INVOKE("tianxiang", -1, 2))]
    for req in reqs:
        back = request_from_json(json.loads(json.dumps(req.to_json())))
        assert back == req and spec_of(back.prompt) is spec_of(req.prompt)


def test_an_invoke_question_is_typed_by_its_skill():
    class Probe(Skill):
        id = "probe"
        invoke = Invoke(Arg("judged", SEAT), Arg("card", CARD_ID), ai=ALWAYS)

    class Undeclared(Skill):
        id = "undeclared"

    assert Probe().invoke_prompt(1, 7) == Prompt("invoke", ("probe", 1, 7))
    with pytest.raises(TypeError, match="names"):
        Probe().invoke_prompt(1)
    with pytest.raises(TypeError, match="card must be a card id"):
        Probe().invoke_prompt(1, "x")
    with pytest.raises(TypeError, match="declares no `invoke`"):
        Undeclared().invoke_prompt()


def test_every_prompt_in_the_code_is_made_through_its_spec():
    """No ad hoc Prompt(...): only the specs make them (engine/prompts.py, where the class is
    declared), and the wire format reads them back."""
    allowed = {PKG / "engine" / "prompts.py"}
    found = []
    for path in sorted(PKG.rglob("*.py")):
        if path in allowed:
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bPrompt\(", line) and not (path.name == "wire.py" and 'Prompt(v["key"]' in line):
                found.append(f"{path.relative_to(PKG)}:{i}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_texts_know_the_declared_prompts():
    """Every declared prompt has a text and every text a declared prompt, reading the argument kinds
    the declaration gives (the text's `args`; `-` leaves one unshown)."""
    prompts = texts(FALLBACK)["prompts"]
    assert set(prompts) == set(PROMPTS), (sorted(set(prompts) - set(PROMPTS)), sorted(set(PROMPTS) - set(prompts)))
    wrong = []
    for key, entry in prompts.items():
        letters, kinds = entry["args"], PROMPTS[key].kinds
        if len(letters) > len(kinds) or any(t not in ("-", k) for t, k in zip(letters, kinds, strict=False)):
            wrong.append(f"{key}: text reads {letters!r}, declared {kinds!r}")
    assert not wrong, wrong


def test_skill_prompts_are_declared_in_their_skill_modules():
    """A skill's own prompt keys start with its id and are declared in its module (or a module it
    builds on). The longest id a key starts with names the skill (`guicai_v2_card` is 鬼才 (new
    rules)'s, `guicai_card` 鬼才's); where the identity skill and its 国战 version share an id (神速,
    天香, 不屈 …), the key is either one's."""
    ids = {*SKILLS, *HEG_SKILLS}
    for key, spec in PROMPTS.items():
        owners = [sid for sid in ids if key == sid or key.startswith(sid + "_")]
        sid = max(owners, key=len) if owners else key.split("_")[0]
        skills = [table[sid] for table in (SKILLS, HEG_SKILLS) if sid in table]
        if not skills or spec.module.startswith("sgs_desktop.engine"):
            continue
        modules = {cls.__module__ for skill in skills for cls in type(skill).__mro__}
        assert spec.module in modules, (key, spec.module, modules)
