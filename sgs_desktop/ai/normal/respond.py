"""The 普通 AI's 无懈可击 and 求桃: never against its own side.

- 无懈可击: never against its own trick, nor a friend's trick that helps a friend (无中生有 …),
  nor a friend's 过河拆桥/顺手牵羊 taking a delayed trick away from a friend; otherwise as the
  basic AI (ai/basic/respond.py: keep the trick's standing effect the way it is wanted).
- 桃 for a dying player: myself, the lord when my role needs him alive, and only a seat that is
  at least FRIEND_SURE likely on my side — never a probable enemy (a dying 内奸 for the lord's side).
"""

from __future__ import annotations

from ...engine.protocol import Answer, Pass, RespondRequest
from ..basic.play import HARMFUL_DELAYED
from ..basic.respond import BENEFICIAL, NULLIFICATIONS, _must_save_lord, cheapest_option, nullify
from .context import FRIEND_SURE, NormalCtx


def own_side_trick(ctx: NormalCtx, subject: str, user: int, target: int) -> bool:
    """Is this trick one my side means (so never to be nullified by me)?"""
    if user == ctx.me:
        return True                 # my own trick: I meant it
    friendly_user = user == ctx.me or ctx.p_friend(user) >= FRIEND_SURE
    friendly_target = target == ctx.me or ctx.p_friend(target) >= FRIEND_SURE
    if not (friendly_user and friendly_target):
        return False
    if subject in BENEFICIAL:
        return True
    if subject in ("dismantlement", "snatch"):
        p = ctx.p(target)
        return any(p.judge_as.get(c, ctx.key(c)) in HARMFUL_DELAYED for c in p.judge)
    return False


def normal_nullify(ctx: NormalCtx, req: RespondRequest) -> Answer:
    args = req.prompt.args
    subject = args[0] if args else ""
    if subject not in NULLIFICATIONS and len(args) > 2 and args[2] is not None and args[2] >= 0:
        user, target = args[1], args[2]
        if isinstance(user, int) and user >= 0 and own_side_trick(ctx, subject, user, target):
            nullify(ctx, req)        # (the race is tracked as ever) …
            return Pass()            # … but my side's trick stands
    elif subject in NULLIFICATIONS and ctx.beliefs.race is not None:
        race_subject, user, target, start = ctx.beliefs.race
        effective = (ctx.beliefs.nullify_uses - start) % 2 == 0
        if (isinstance(user, int) and user >= 0 and target is not None and target >= 0
                and own_side_trick(ctx, race_subject, user, target)):
            return Pass() if effective else cheapest_option(ctx, req.options) or Pass()
    return nullify(ctx, req)


def normal_save(ctx: NormalCtx, req: RespondRequest) -> Answer:
    """求桃: myself; the lord when my role needs him; a sure friend; never anyone else."""
    dying = req.prompt.args[0]
    if dying == ctx.me or _must_save_lord(ctx, dying):
        return cheapest_option(ctx, req.options) or Pass()
    if ctx.view.role == "renegade":
        return Pass()                # (the 内奸 saves only the lord, while others live)
    if ctx.p(dying).role == "lord" and ctx.view.role in ("loyalist",):
        return cheapest_option(ctx, req.options) or Pass()
    if ctx.p_friend(dying) >= FRIEND_SURE and ctx.att(dying) >= 0.3:
        return cheapest_option(ctx, req.options) or Pass()
    return Pass()
