"""Skill decisions of the basic AI: play-phase skills (as each declares its `play`), and what a
judgement's result means.

The skills' questions ("invoke?", whom to choose …) are answered as each skill declares
(engine.advice, followed in advice.py); an active skill's play is its `play` declaration
(engine.advice.Playing, beside the skill), followed here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...engine.advice import BLACK_CARDS, OWN_CARDS, JudgeResult
from ...engine.protocol.answers import Answer
from ...engine.protocol.requests import CardOption
from .context import Ctx


def active_skill_move(ctx: Ctx, opt: CardOption) -> tuple[float, Answer] | None:
    """(score, answer) for a play-phase skill, or None to leave it: as the skill's `play`
    declaration (engine.advice.Playing) says."""
    assert opt.skill is not None
    skill = skill_table(ctx.heg)[opt.skill]
    play = getattr(skill, "play", None)
    if play is None:
        raise LookupError(f"active skill {opt.skill!r} declares no `play` advice")
    return play.fn(ctx, opt)


def declared_play(ctx: Ctx, skill_id: str, how: str = "play") -> Any:
    """A view-as skill's own declaration of how it is played (`play`) or answers a request with
    (`answering`): an engine.advice.Playing, or None when the skill leaves it to the AI (武圣 …)."""
    skill = skill_table(ctx.heg).get(skill_id)
    return getattr(skill, how, None) if skill is not None and skill.view_as else None


# ------------------------------------------------------------ judgements

@cache
def skill_table(hegemony: bool) -> dict[str, Any]:
    """The skills a game of the mode may hold, by id (the AI reads only their declarations): 国战's
    also the table's rules that work as skills (the new rules' marks, 鏖战)."""
    from ...packs import skills_of_mode
    table = skills_of_mode(hegemony)
    if hegemony:
        from ...modes.hegemony import rule_skills
        table = {**table, **rule_skills()}
    return table


@cache
def _judge_results(hegemony: bool) -> dict[str, JudgeResult]:
    """What each judgement means, by what it is for (a card key or a skill id), as declared."""
    from ...packs import BEHAVIOURS
    out = {key: b.judge_result for key, b in BEHAVIOURS.items() if b.judge_result is not None}
    out.update({sid: sk.judge_result for sid, sk in skill_table(hegemony).items() if sk.judge_result is not None})
    return out


def judge_result(ctx: Ctx, reason: str) -> JudgeResult | None:
    return _judge_results(ctx.view.mode == "hegemony").get(reason)


def judge_good(ctx: Ctx, reason: str, cid: int) -> bool | None:
    """Is this judge card a good result for the judged player? None: no idea."""
    meaning = judge_result(ctx, reason)
    return None if meaning is None else meaning.good(ctx.suit(cid), ctx.number(cid))


def judge_change_card(ctx: Ctx, pool: str, seat: int, cid: int, reason: str) -> int | None:
    """A card of ours (of `pool`: engine.advice HAND or BLACK_CARDS) that turns `seat`'s
    judgement for `reason` our way (None: leave it)."""
    meaning = judge_result(ctx, reason)
    if meaning is None or (meaning.keeps_card and seat == ctx.me):
        return None                         # our own 洛神: the changed card comes straight back
    good = meaning.good(ctx.suit(cid), ctx.number(cid))
    want_good = ctx.att(seat) > 0.2 or seat == ctx.me
    if good == want_good:
        return None
    cards = list(ctx.view.hand)
    if pool in (BLACK_CARDS, OWN_CARDS):
        cards += list(ctx.my.equips.values())
    if pool == BLACK_CARDS:
        cards = [c for c in cards if ctx.suit(c) in ("spade", "club")]
    fits = [c for c in cards if judge_good(ctx, reason, c) == want_good]
    return ctx.cheapest(fits, 1)[0] if fits else None
