"""The basic AI's responses: the cheapest card to respond with, 桃 for the dying, 无懈可击 races."""

from __future__ import annotations

from typing import Final

from ...engine.protocol.answers import Answer, Pass, Use
from ...engine.protocol.requests import CardOption, RespondRequest
from .context import Ctx
from .skills import declared_play

#: tricks whose effect on their target helps it (the rest hurt it)
BENEFICIAL: Final = {"ex_nihilo", "peach", "god_salvation", "amazing_grace", "await_exhausted", "befriend_attacking",
              "alliance_feast", "threaten_emperor"}
#: beneficial ones worth cancelling for an enemy (a card or a turn more for it)
DENY_ENEMY: Final = ("ex_nihilo", "threaten_emperor")
NULLIFICATIONS: Final = ("nullification", "heg_nullification")


def cheapest_option(ctx: Ctx, options: tuple[CardOption, ...]) -> Use | None:
    """The option that costs the least: a plain card, or a skill's cheapest cards."""
    best: tuple[float, Use] | None = None
    if ctx.heg and ctx.my.hp > 1:
        from .heg import careerist_risk, hidden_skill_ids
        if careerist_risk(ctx) and len(ctx.alive()) > 3:     # do not turn 野心家 for a response
            hidden = hidden_skill_ids(ctx)
            options = tuple(o for o in options if o.skill not in hidden)
    for o in options:
        if o.skill is None:
            assert o.card is not None       # (a card option names its card)
            cost, ans = ctx.value(o.card), Use(card=o.card)
        elif (declared := declared_play(ctx, o.skill, "answering")) is not None:
            got = declared.fn(ctx, o)       # the skill's own say (蛊惑): its cost, or not at all
            if got is None:
                continue
            cost, ans = got
        else:
            cards = ctx.cheapest(o.cards, o.min_cards) if o.min_cards else []
            if len(cards) < o.min_cards:
                continue
            cost = sum([ctx.value(c) for c in cards]) + 0.5
            ans = Use(skill=o.skill, name=o.name, cards=tuple(cards))
        if best is None or cost < best[0]:
            best = (cost, ans)
    return best[1] if best else None


def save(ctx: Ctx, req: RespondRequest) -> Answer:
    """求桃: save ourselves, a friend, and the lord when our side needs it alive."""
    dying = req.prompt.args[0]
    if dying == ctx.me or ctx.att(dying) >= 0.3 or _must_save_lord(ctx, dying):
        return cheapest_option(ctx, req.options) or Pass()
    return Pass()


def _must_save_lord(ctx: Ctx, dying: int) -> bool:
    """A loyalist always saves the lord; the renegade too while others live (the lord's death
    with anyone but the renegade left is a rebel win)."""
    if ctx.p(dying).role != "lord":
        return False
    if ctx.view.role == "loyalist":
        return True
    return ctx.view.role == "renegade" and len(ctx.alive()) > 2


def nullify(ctx: Ctx, req: RespondRequest) -> Answer:
    """Keep a trick's effect the way we like it: count the 无懈可击 played since the race began."""
    args = req.prompt.args
    beliefs = ctx.beliefs
    subject = args[0] if args else ""
    if subject not in NULLIFICATIONS:
        target = args[2] if len(args) > 2 else -1
        beliefs.race = (subject, args[1] if len(args) > 1 else -1, target, beliefs.nullify_uses)
        effective = True
    else:
        race = beliefs.race
        if race is None:
            return Pass()
        subject, _user, target, start = race
        effective = (beliefs.nullify_uses - start) % 2 == 0
    if target is None or target < 0:
        return Pass()
    a = 1.0 if target == ctx.me else ctx.att(target)
    if subject in BENEFICIAL:
        want = a > -0.5 or subject not in DENY_ENEMY
    elif subject in ("iron_chain", "fight_together", "lure_tiger"):     # (neither good nor bad for sure)
        return Pass()
    else:
        want = a < 0.4
        if subject in ("savage_assault", "archery_attack") and a > 0 and ctx.p(target).hp > 2:
            want = True           # not worth a 无懈可击 for a healthy friend
    if want == effective:
        return Pass()
    return cheapest_option(ctx, req.options) or Pass()
