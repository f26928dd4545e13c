"""英魂 (gained by 孙策's 魂姿): at the start of your start phase, if you are wounded, you may
choose another player and either have it draw X cards then discard one, or draw one then discard
X (X = your lost HP; it discards what it has when it has fewer)."""

from __future__ import annotations

from ....engine import events as E
from ....engine import timings as T
from ....engine.moves import DISCARD, draw, move_cards
from ....engine.protocol import Prompt
from ....engine.skills import Skill

DRAW_X = "draw_x_discard_1"
DISCARD_X = "draw_1_discard_x"


class Yinghun(Skill):
    """英魂: another player draws X and discards 1, or draws 1 and discards X."""

    id = "yinghun"
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: str, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive and owner.wounded
                and bool(g.others(owner.seat)))

    async def cost(self, g, owner, timing: str, data: T.PhaseData):
        if not await g.ask_yes_no(owner.seat, Prompt("invoke", (self.id,))):
            return None
        x = owner.max_hp - owner.hp
        target = (await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1, Prompt("yinghun_target", (x,))))[0]
        modes = (DRAW_X, DISCARD_X) if x > 1 else (DRAW_X,)
        mode = await g.choose_option(owner.seat, modes, Prompt("yinghun_mode", (target, x)))
        return target, mode

    async def effect(self, g, owner, timing: str, data: T.PhaseData, choice: tuple[int, str]) -> None:
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
        chosen = await g.choose_cards(target, cards, n, n, Prompt("yinghun_discard", (owner.seat, n)))
        await move_cards(g, chosen, DISCARD, reason=self.id, by=target)


SKILLS = (Yinghun(),)
