"""The basic AI follows the advice each question declares (engine.advice), beside the skill,
card or rule that asks it: a request's prompt names its `PromptSpec`, whose advice says what
an answer does to whom; this module turns every kind of advice into an answer. A prompt no one
declared, or an advice this module cannot follow, is an error — never a silent default.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ...engine.advice import (
    Advice,
    Always,
    AnyOption,
    AskTheSkill,
    ChangeJudgement,
    Custom,
    FirstIfFriend,
    GiveToFriends,
    GiveUpCheapest,
    Harms,
    Helps,
    HighestNumber,
    IfFriend,
    JudgementsFirst,
    Never,
    OwnerLoses,
    PayToHurt,
    Respond,
    RespondAgainst,
    RespondForFriend,
    Strategy,
    TakeDearest,
    TakeDefault,
    WhenEnemies,
)
from ...engine.prompts import spec_of
from ...engine.protocol.answers import Answer, Cards, Choose, Pass
from ...engine.protocol.requests import (
    ArrangeRequest,
    CardsRequest,
    OptionRequest,
    PickRequest,
    Request,
    RespondRequest,
    SeatsRequest,
)
from .choose import decide_arrange, decide_pick, decide_seats
from .context import Ctx
from .heg import careerist_invoke
from .respond import cheapest_option
from .skills import judge_change_card, skill_table
from .strategies import STRATEGIES

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_Answer: Final = Answer
_AskTheSkill: Final = AskTheSkill
_Custom: Final = Custom
_Strategy: Final = Strategy


def follow(ctx: Ctx, req: Request) -> Answer:
    """Answer `req` as its prompt's declaration advises."""
    args = req.prompt.args
    advice = spec_of(req.prompt).ai
    if isinstance(advice, _AskTheSkill):
        skill = skill_table(ctx.view.mode == "hegemony")[args[0]]
        if skill.invoke is None:
            raise LookupError(f"skill {skill.id!r} is asked 'invoke?' but declares no `invoke`")
        if ctx.heg:
            got = careerist_invoke(ctx, skill.id)
            if got is not None:
                return got
        advice, args = skill.invoke.ai, args[1:]
    return apply(ctx, req, advice, args)


def apply(ctx: Ctx, req: Request, advice: Advice, args: tuple) -> Answer:
    if isinstance(advice, _Custom):
        got = advice.fn(ctx, req)
        return got if isinstance(got, _Answer) else apply(ctx, req, got, args)
    if isinstance(advice, _Strategy):
        return STRATEGIES[advice.name](ctx, req)
    kind, handler = HANDLERS[type(advice)]
    if not isinstance(req, kind):
        raise TypeError(f"prompt {req.prompt.key!r}: advice {advice!r} cannot answer a {req.kind!r} request")
    return handler(ctx, req, advice, args)


# --------------------------------------------------------------------------- yes or no


def _yes(req: OptionRequest, yes: bool) -> Choose:
    if set(req.options) != {"yes", "no"}:
        raise TypeError(f"prompt {req.prompt.key!r}: a yes/no advice on options {list(req.options)}")
    return Choose("yes" if yes else "no")


def _if_friend(ctx: Ctx, req: OptionRequest, advice: IfFriend, args: tuple) -> Answer:
    return _yes(req, ctx.att(args[advice.arg]) > advice.above)


def _change_judgement(ctx: Ctx, req: OptionRequest | CardsRequest, advice: ChangeJudgement,
                      args: tuple) -> Answer:
    seat, cid, reason = args[:3]
    pick = judge_change_card(ctx, advice.pool, seat, cid, reason)
    if isinstance(req, OptionRequest):
        return _yes(req, pick is not None)
    if pick is not None and pick in req.cards:
        return Cards((pick,))
    return Cards(tuple(ctx.cheapest(req.cards, req.min)))


# --------------------------------------------------------------------------- cards


def _cheapest(ctx: Ctx, req: CardsRequest, advice: Advice, args: tuple) -> Answer:
    return Cards(tuple(ctx.cheapest(req.cards, req.min)))


def _highest(ctx: Ctx, req: CardsRequest, advice: Advice, args: tuple) -> Answer:
    return Cards((max(req.cards, key=lambda c: (ctx.number(c), -ctx.value(c), -c)),))


def _pay_to_hurt(ctx: Ctx, req: CardsRequest, advice: PayToHurt, args: tuple) -> Answer:
    n = max(req.min, 1) if ctx.att(args[advice.arg]) < advice.below else req.min
    return Cards(tuple(ctx.cheapest(req.cards, n)))


def _give_to_friends(ctx: Ctx, req: CardsRequest, advice: Advice, args: tuple) -> Answer:
    return Cards(tuple(ctx.cheapest(req.cards, len(req.cards))) if ctx.friends() else ())


# --------------------------------------------------------------------------- options


def _first_if_friend(ctx: Ctx, req: OptionRequest, advice: FirstIfFriend, args: tuple) -> Answer:
    return Choose(req.options[0] if ctx.att(args[advice.arg]) > advice.above else req.options[-1])


# --------------------------------------------------------------------------- responses


def _respond(ctx: Ctx, req: RespondRequest, advice: Advice, args: tuple) -> Answer:
    return cheapest_option(ctx, req.options) or Pass()


def _respond_for_friend(ctx: Ctx, req: RespondRequest, advice: RespondForFriend, args: tuple) -> Answer:
    if ctx.att(args[advice.arg]) >= advice.at_least:
        return cheapest_option(ctx, req.options) or Pass()
    return Pass()


def _respond_against(ctx: Ctx, req: RespondRequest, advice: RespondAgainst, args: tuple) -> Answer:
    if ctx.att(args[advice.arg]) > advice.unless_above and ctx.my.hp > advice.while_hp_above:
        return Pass()
    return cheapest_option(ctx, req.options) or Pass()


Handler = Callable[[Ctx, Any, Any, tuple], Answer]
#: per kind of advice: the requests it answers and how
HANDLERS: Final[dict[type[Advice], tuple[type | tuple[type, ...], Handler]]] = {
    Always: (OptionRequest, lambda ctx, req, advice, args: _yes(req, True)),
    Never: (OptionRequest, lambda ctx, req, advice, args: _yes(req, False)),
    IfFriend: (OptionRequest, _if_friend),
    WhenEnemies: (OptionRequest, lambda ctx, req, advice, args: _yes(req, bool(ctx.enemies()))),
    ChangeJudgement: ((OptionRequest, CardsRequest), _change_judgement),
    Helps: (SeatsRequest, lambda ctx, req, advice, args: decide_seats(ctx, req, friend=True)),
    Harms: (SeatsRequest, lambda ctx, req, advice, args: decide_seats(ctx, req, friend=False)),
    GiveUpCheapest: (CardsRequest, _cheapest),
    TakeDearest: (CardsRequest, lambda ctx, req, advice, args: Cards(tuple(ctx.dearest(req.cards, 1)))),
    HighestNumber: (CardsRequest, _highest),
    PayToHurt: (CardsRequest, _pay_to_hurt),
    GiveToFriends: (CardsRequest, _give_to_friends),
    OwnerLoses: (PickRequest, lambda ctx, req, advice, args: decide_pick(ctx, req)),
    TakeDefault: (OptionRequest, lambda ctx, req, advice, args: Choose(req.default_option or req.options[0])),
    AnyOption: (OptionRequest, lambda ctx, req, advice, args: Choose(ctx.rng.choice(req.options))),
    FirstIfFriend: (OptionRequest, _first_if_friend),
    Respond: (RespondRequest, _respond),
    RespondForFriend: (RespondRequest, _respond_for_friend),
    RespondAgainst: (RespondRequest, _respond_against),
    JudgementsFirst: (ArrangeRequest, lambda ctx, req, advice, args: decide_arrange(ctx, req)),
}


def can_follow(advice: Advice) -> bool:
    """Has this AI a way to follow `advice`? (Custom advice may return any other kind.)"""
    if isinstance(advice, _Strategy):
        return advice.name in STRATEGIES
    return isinstance(advice, _Custom) or type(advice) in HANDLERS
