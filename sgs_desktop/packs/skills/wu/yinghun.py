"""英魂 (gained by 孙策's 魂姿): at the start of your start phase, if you are wounded, you may
choose another player and either have it draw X cards then discard one, or draw one then discard
X (X = your lost HP; it discards what it has when it has fewer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, HARMS, HELPS, Custom, FirstIfFriend
from ....engine.moves import draw, move_cards
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Lookahead, Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import SeatsRequest

DRAW_X = "draw_x_discard_1"
DISCARD_X = "draw_1_discard_x"


def _yinghun_target_ai(judge: AdvisedSeat, req: SeatsRequest) -> Advice:
    """A friend gains cards (draw X, discard 1); with no friend, an enemy loses them."""
    return HELPS if judge.friends() else HARMS


#: 英魂: choose the player (X = `x`), then how it goes for it
ASK_YINGHUN_TARGET = PromptSpec("yinghun_target", Arg("x", NUMBER), ai=Custom(_yinghun_target_ai))
#: draw X then discard 1 (the first option: good for `target`), or draw 1 then discard X
ASK_YINGHUN_MODE = PromptSpec("yinghun_mode", Arg("target", SEAT), Arg("x", NUMBER), ai=FirstIfFriend(0))
#: 英魂 (of `source`): discard `count` cards
ASK_YINGHUN_DISCARD = PromptSpec("yinghun_discard", Arg("source", SEAT), Arg("count", NUMBER), ai=CHEAPEST)


class Yinghun(Skill):
    """英魂: another player draws X and discards 1, or draws 1 and discards X."""

    id = "yinghun"
    own_phases_only = True
    timings = (T.PHASE_START,)
    phases = ("start",)
    invoke = Invoke(ai=ALWAYS)
    #: 困难 looks ahead at whom (a friend gains X cards, an enemy loses them); invoking is always worth it
    lookahead = (Lookahead("start", ASK_YINGHUN_TARGET),)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive and owner.wounded
                and bool(g.others(owner.seat)))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData):
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        x = owner.max_hp - owner.hp
        target = (await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1, ASK_YINGHUN_TARGET(x)))[0]
        modes = (DRAW_X, DISCARD_X) if x > 1 else (DRAW_X,)
        mode = await g.choose_option(owner.seat, modes, ASK_YINGHUN_MODE(target, x))
        return target, mode

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: tuple[int, str]) -> None:
        target, mode = choice
        x = owner.max_hp - owner.hp
        draws, discards = (x, 1) if mode == DRAW_X else (1, x)
        g.emit(E.Yinghun(seat=owner.seat, target=target, draw=draws, discard=discards))
        await draw(g, target, draws, reason=self.id)
        victim = g.players[target]
        cards = [*victim.hand, *victim.equip_ids()]
        n = min(discards, len(cards))
        if not victim.alive or n == 0:
            return
        chosen = await g.choose_cards(target, cards, n, n, ASK_YINGHUN_DISCARD(owner.seat, n))
        await move_cards(g, chosen, Zone.DISCARD, reason=self.id, by=target)


SKILLS = (Yinghun(),)
