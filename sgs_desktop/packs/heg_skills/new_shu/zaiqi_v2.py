"""再起 (孟获, new rules): at the end of your discard phase you may choose up to X players of your
kingdom (yourself included; X = the red cards put into the discard pile this turn); each, in seat
order, chooses: you recover 1 HP, or it draws a card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import HELPS, Custom
from ....engine.cards import RED
from ....engine.health import recover
from ....engine.history import moved_this_turn
from ....engine.kingdoms import CAREERIST, members, would_be_careerist
from ....engine.moves import draw
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from ...generals import heg_table

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

LET_RECOVER, DRAW = "let_recover", "draw"


def red_discarded_this_turn(g) -> int:
    """The red cards put into the discard pile this turn (each counted once)."""
    ids = {c for m in moved_this_turn(g) if m.dst == Zone.DISCARD for c in m.cards}
    return sum(1 for c in ids if g.cards[c].color == RED)


def kingdom_of_mine(g, owner, skill_id: str) -> list[int]:
    """The living players of `owner`'s kingdom, itself included. A face-down 孟获 counts with the
    kingdom he would have once shown (only himself when he would be a 野心家)."""
    if owner.kingdom is None:
        slot = owner.hidden_skills.get(skill_id)
        if slot is None:
            return [owner.seat]
        kingdom = heg_table(g)[owner.generals[slot].general].kingdom
        if would_be_careerist(g, kingdom):
            return [owner.seat]
        return [p.seat for p in g.players if p.alive and (p is owner or p.kingdom == kingdom)]
    if owner.kingdom == CAREERIST:
        return [owner.seat]
    return members(g, owner)


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Heal a friendly 孟获 who is hurt; else draw."""
    menghuo = req.prompt.args[0]
    p = judge.p(menghuo)
    friendly = menghuo == judge.me or judge.att(menghuo) > 0.2
    return Choose(LET_RECOVER if LET_RECOVER in req.options and friendly and p.hp < p.max_hp else DRAW)


#: 再起 (new rules): up to `most` players of your kingdom (each then chooses)
ASK_ZAIQI_V2_TARGETS = PromptSpec("zaiqi_v2_targets", Arg("most", NUMBER), ai=HELPS)
#: 再起 (new rules, of `source`): let `source` recover 1 HP, or draw a card
ASK_ZAIQI_V2_CHOICE = PromptSpec("zaiqi_v2_choice", Arg("source", SEAT), ai=Custom(_choice_ai))


class ZaiqiV2(Skill):
    """再起 (新版): choosing nobody declines; a face-down 孟获 chooses among the kingdom his general
    would give him, and is shown once he has chosen someone."""

    id = "zaiqi_v2"
    timings = (T.PHASE_END,)
    phases = ("discard",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and red_discarded_this_turn(g) > 0

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        mates = kingdom_of_mine(g, owner, self.id)
        most = min(red_discarded_this_turn(g), len(mates))
        seats = await g.choose_seats(owner.seat, mates, 0, most, ASK_ZAIQI_V2_TARGETS(most))
        return g.seat_order(seats, owner.seat) or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        for seat in choice:
            p = g.players[seat]
            if not p.alive:
                continue
            options = (LET_RECOVER, DRAW) if owner.alive and owner.wounded else (DRAW,)
            picked = await g.choose_option(seat, options, ASK_ZAIQI_V2_CHOICE(owner.seat))
            if picked == LET_RECOVER:
                await recover(g, owner.seat, 1, source=seat)
            else:
                await draw(g, seat, 1, reason=self.id)


SKILLS = (ZaiqiV2(),)
