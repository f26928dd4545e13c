"""放逐 (曹丕, new rules): after you take damage, you may choose another player, who chooses:
draw X cards and turn its general over, or discard X cards (hand or equipped) and lose 1 HP
(X = the HP you have lost; the second only when it has X cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import CHEAPEST, Custom
from ....engine.health import lose_hp
from ....engine.moves import discard, draw
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ...skills.wei.fangzhu import Fangzhu

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

DRAW_AND_TURN, DISCARD_AND_LOSE = "draw_turn_over", "discard_lose_hp"


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Face down already: draw and turn back up. Else pay cards while HP and cards are to spare."""
    x = req.prompt.args[1]
    spare = len(judge.view.hand) + len(judge.my.equips) - x >= 2 and judge.my.hp >= 3
    if not judge.my.face_up or not spare or DISCARD_AND_LOSE not in req.options:
        return Choose(DRAW_AND_TURN)
    return Choose(DISCARD_AND_LOSE)


#: 放逐 (new rules, of `source`): draw `count` and turn over, or discard `count` and lose 1 HP
ASK_FANGZHU_V2_CHOICE = PromptSpec("fangzhu_v2_choice", Arg("source", SEAT), Arg("count", NUMBER),
                                   ai=Custom(_choice_ai))
ASK_FANGZHU_V2_DISCARD = PromptSpec("fangzhu_v2_discard", Arg("source", SEAT), Arg("count", NUMBER), ai=CHEAPEST)


class FangzhuV2(Fangzhu):
    """放逐 (新版): chosen as before (放逐's own question names X); the chosen player decides; with
    fewer than X cards it can only draw and turn over."""

    id = "fangzhu_v2"

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        (target,) = choice
        victim = g.players[target]
        x = owner.max_hp - owner.hp
        cards = [*victim.hand, *victim.equip_ids()]
        options = (DRAW_AND_TURN, DISCARD_AND_LOSE) if len(cards) >= x else (DRAW_AND_TURN,)
        picked = await g.choose_option(target, options, ASK_FANGZHU_V2_CHOICE(owner.seat, x))
        if picked == DISCARD_AND_LOSE:
            chosen = await g.choose_cards(target, cards, x, x, ASK_FANGZHU_V2_DISCARD(owner.seat, x))
            await discard(g, target, chosen, reason=self.id)
            if victim.alive:
                await lose_hp(g, target, 1)
            return
        await draw(g, target, x, reason=self.id)
        if victim.alive:
            await turn_over(g, target)


SKILLS = (FangzhuV2(),)
