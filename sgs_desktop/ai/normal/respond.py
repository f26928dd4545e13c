"""The 普通 AI's 无懈可击 and 求桃: never against its own side.

- 无懈可击: never against its own trick, nor a friend's trick that helps a friend (无中生有 …),
  nor a 过河拆桥/顺手牵羊 taking a delayed trick away from a friend (or one at me while I have a
  delayed trick, by a seat that is not surely an enemy: the 无懈可击 is kept for the trick
  itself). The race is followed from the log (RoleBeliefs: the 无懈可击 used since the trick), so
  a seat that was not asked about the trick itself still knows what a 无懈可击 on a 无懈可击
  would do. Otherwise as the basic AI: keep the trick's effect the way it is wanted.
- 桃 for a dying player: myself, the lord when my role needs him alive, and only a seat that is
  at least SAVE_SURE likely on my side — never a probable enemy (a dying 内奸 for the lord's side).
"""

from __future__ import annotations

from ...engine.protocol.answers import Answer, Pass
from ...engine.protocol.requests import RespondRequest
from ..basic.play import HARMFUL_DELAYED
from ..basic.respond import BENEFICIAL, NULLIFICATIONS, _must_save_lord, cheapest_option
from .context import FRIEND_SURE, FRIEND_VETO, NormalCtx

TAKE = ("dismantlement", "snatch")
#: a dying player at least this likely a friend is given a 桃 (once the 反贼 are dead: END_SAVE_SURE)
SAVE_SURE, END_SAVE_SURE = 0.75, 0.9


def _has_delayed(ctx: NormalCtx, seat: int) -> bool:
    p = ctx.p(seat)
    return any(p.judge_as.get(c, ctx.key(c)) in HARMFUL_DELAYED for c in p.judge)


def own_side_trick(ctx: NormalCtx, subject: str, user: int, target: int) -> bool:
    """Is this trick one my side means (so never to be nullified by me)?"""
    if user == ctx.me:
        return True                 # my own trick: I meant it
    if subject in TAKE and target == ctx.me and _has_delayed(ctx, target) and ctx.att(user) > -0.7:
        return True                 # may take my 乐不思蜀/兵粮寸断 away: the 无懈可击 is kept for that
    friendly_user = ctx.p_friend(user) >= FRIEND_SURE
    friendly_target = target == ctx.me or ctx.p_friend(target) >= FRIEND_SURE
    if not (friendly_user and friendly_target):
        return False
    return subject in BENEFICIAL or (subject in TAKE and _has_delayed(ctx, target))


def wanted(ctx: NormalCtx, subject: str, user: int, target: int) -> bool | None:
    """Do I want this trick's effect on `target` (None: no opinion)?"""
    if own_side_trick(ctx, subject, user, target):
        return True
    a = 1.0 if target == ctx.me else ctx.att(target)
    if subject in BENEFICIAL:        # (an enemy's 无中生有 is cancelled only when it is surely no friend)
        return a > -0.5 or subject != "ex_nihilo" or ctx.p_friend(target) >= FRIEND_VETO
    if subject == "iron_chain":
        return None
    if subject in ("savage_assault", "archery_attack") and a > 0 and ctx.p(target).hp > 2:
        return True                 # not worth a 无懈可击 for a healthy friend
    return a < 0.4


def normal_nullify(ctx: NormalCtx, req: RespondRequest) -> Answer:
    args = req.prompt.args
    rb = ctx.rb
    subject = args[0] if args else ""
    if subject not in NULLIFICATIONS:
        user, target = (args[1] if len(args) > 1 else -1), (args[2] if len(args) > 2 else -1)
        rb.my_race = (subject, user, target, rb.nullifications)
        start = rb.nullifications
    elif rb.my_race is not None:
        subject, user, target, start = rb.my_race
    elif rb.last_trick is not None and len(rb.last_trick[2]) == 1:
        subject, user, targets, start = rb.last_trick
        target = targets[0]
    else:
        return Pass()               # (a race on a trick I cannot place: leave it)
    if target is None or target < 0 or user is None or user < 0:
        return Pass()
    effective = (rb.nullifications - start) % 2 == 0
    want = wanted(ctx, subject, user, target)
    if want is None or want == effective:
        return Pass()
    return cheapest_option(ctx, req.options) or Pass()


def normal_save(ctx: NormalCtx, req: RespondRequest) -> Answer:
    """求桃: myself; the lord when my role needs him; a sure friend; never anyone else."""
    dying = req.prompt.args[0]
    if dying == ctx.me or _must_save_lord(ctx, dying):
        return cheapest_option(ctx, req.options) or Pass()
    if ctx.view.role == "renegade":
        return Pass()                # (the 内奸 saves only the lord, while others live)
    sure = SAVE_SURE if ctx.rebels_alive() > 0 else END_SAVE_SURE
    if ctx.p_friend(dying) >= sure and ctx.att(dying) >= 0.3:
        return cheapest_option(ctx, req.options) or Pass()
    return Pass()
