"""The end game of three (三人残局): the lord, his 忠臣 and the 内奸, the 反贼 all dead.

The 忠臣 and the 内奸 then act alike — each attacks the other, neither the lord — so the lord
cannot tell them apart by the tuned likelihoods. What tells them apart is what only one of them
would do:

- **Clean hands (忠臣不伤主)**: our 忠臣 knows by elimination who the 内奸 is and never harms
  the lord by choice now: no 南蛮入侵/万箭齐发 while the lord would be hit, no 借刀杀人 that
  makes the lord attack (or lose his weapon), nothing harmful at him. A 内奸 has no such reason
  (he must beat the lord at the very end), so in this end game a seat that harms the lord by
  choice is taken for the 内奸: the weight of every deal in which it is the 忠臣 is multiplied by
  END_HARM (a strong reading, not a certainty).
- **Pressing both (两边施压)**: while the lord cannot tell them apart, he hits both alike — 杀,
  过河拆桥/顺手牵羊, area tricks — but never a seat below PRESS_HP (no blow that could kill his 忠臣,
  which would also cost him all his cards). Their own fight goes on as before, and whoever wins
  it is the weaker for it: when it is the 内奸, the lord meets him with more to spare.
- **A stall ends (僵局)**: after END_STALL rounds of it with nothing to tell them apart, the lord
  takes the seat less likely his 忠臣 for the 内奸 — the end game never lasts for ever.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event, UseEvent
from .evidence import AREA_TRICKS, Action

if TYPE_CHECKING:
    from .context import NormalCtx

#: once the 反贼 are dead, the lord's side aims at a seat only when it is less likely a friend
#: than this (the 忠臣 and the 内奸 are told apart only by being sure)
END_VETO = 0.02
#: in the end game of three, a seat that harms the lord by choice is this much less likely his 忠臣
END_HARM = 0.01
#: the kinds of action that harm their subject
HARM_KINDS = frozenset({"attack", "control", "spoil", "hurt"})


def lord_harmed_by(ev: Event, actions: list[Action], lord: int | None) -> int | None:
    """Who harmed the lord by choice in this event (None: nobody): a harmful card or skill at
    him (the evidence reader's actions), an area trick that hits him, a 借刀杀人 that makes him
    attack."""
    if lord is None:
        return None
    for a in actions:
        if a.subject == lord and a.kind in HARM_KINDS and a.actor != lord:
            return a.actor
    if type(ev) is UseEvent and ev.user != lord and lord in ev.targets:
        key = ev.card.key
        if key in AREA_TRICKS or (key == "collateral" and ev.targets[:1] == (lord,)):
            return ev.user
    return None


def three_left(ctx: NormalCtx) -> bool:
    """The end game of three: the 反贼 dead, the lord and two others alive (身份 only)."""
    return (ctx.posterior and ctx.rebels_alive() == 0 and len(ctx.alive()) == 3
            and any(p.alive and p.role == "lord" for p in ctx.view.players))


def harms_my_lord(ctx: NormalCtx, key: str, targets: tuple[int, ...]) -> bool:
    """(Clean hands) would this use harm the lord of a 忠臣 in the end game of three?"""
    if ctx.view.role != "loyalist" or not three_left(ctx):
        return False
    lord = next(p.seat for p in ctx.view.players if p.alive and p.role == "lord")
    if key in AREA_TRICKS:
        return True                 # (it hits everyone else: the lord too)
    return key == "collateral" and targets[:1] == (lord,)


#: (the lord, unsure) a seat is pressed only from this HP up (no blow that could kill it) …
PRESS_HP = 3
#: … and as this much of an enemy (杀 and 过河拆桥/顺手牵羊 at it; no 乐不思蜀, 决斗, 火攻 or 酒)
PRESS_ATT = -0.15
#: (the lord) after this many rounds of the end game of three with neither seat told apart, the
#: one less likely his 忠臣 is taken for the 内奸
END_STALL = 60


def lords_call(ctx: NormalCtx, seat: int) -> tuple[float, float] | None:
    """(The lord, in the end game of three, while the posterior does not tell his 忠臣 from the
    内奸) the attitude and the chance of being a friend he gives `seat`; None: the posterior's."""
    if ctx.view.role != "lord" or not three_left(ctx):
        return None
    rb = ctx.rb
    others = ctx.others()
    if seat not in others or any(rb.p_role(s, "loyalist") < END_VETO for s in others):
        return None                 # (one of them is told apart: the posterior decides)
    since = rb.three_since
    if since is not None and ctx.view.round - since >= END_STALL:
        suspect = max(others, key=lambda s: (rb.p_role(s, "renegade"), -s))
        return (-1.0, 0.0) if seat == suspect else (1.0, 1.0)
    if ctx.p(seat).hp >= PRESS_HP:
        return PRESS_ATT, 0.0
    return None
