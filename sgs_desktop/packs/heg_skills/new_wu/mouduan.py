"""谋断 (吕蒙, new rules): at the start of your finish phase, if in this turn's play phase you used
cards of all four suits or of all three types (基本, 锦囊, 装备), you may move one card on the
table: from a player's equipment area or judge area into the same area of another player (an
equipment card only into an empty slot, a delayed trick only where none of its name lies)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.prompts import CARD_ID, Arg, PromptSpec
from ....engine.protocol.answers import Cards, Seats
from ....engine.skills.skill import Skill
from ...skills.wei.qiaobian import movable_cards, move_on_table
from .keji_v2 import play_phase_uses

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest, SeatsRequest

SUITS_NEEDED, TYPES_NEEDED = 4, 3


def _owner_in_view(judge: AdvisedSeat, cid: int) -> tuple[int, bool] | None:
    """Whose equipment (True) or judge area (False) holds `cid`, as the view shows it."""
    for p in judge.view.players:
        if cid in p.equips.values():
            return p.seat, True
        if cid in p.judge:
            return p.seat, False
    return None


def _pick_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """An enemy's equipment (the dearest), else a delayed trick off a friend; else nothing."""
    best: tuple[float, int] | None = None
    for cid in req.cards:
        where = _owner_in_view(judge, cid)
        if where is None:
            continue
        seat, equip = where
        if equip and judge.att(seat) < -0.2:
            score = 1.0 + judge.value(cid) / 10
        elif not equip and judge.att(seat) > 0.3:
            score = 2.0
        else:
            continue
        if best is None or score > best[0]:
            best = (score, cid)
    return Cards(() if best is None else (best[1],))


def _to_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    """Equipment to the best friend, a delayed trick to the worst enemy."""
    cid = req.prompt.args[0]
    where = _owner_in_view(judge, cid)
    equip = where is None or where[1]
    pick = max(req.seats, key=lambda s: ((judge.att(s) if equip else -judge.att(s)), -s))
    return Seats((pick,))


#: 谋断: the card to move (none: do not move), then where to (`card`)
ASK_MOUDUAN_MOVE = PromptSpec("mouduan_move", ai=Custom(_pick_ai))
ASK_MOUDUAN_MOVE_TO = PromptSpec("mouduan_move_to", Arg("card", CARD_ID), ai=Custom(_to_ai))


class Mouduan(Skill):
    """谋断: four suits or three types in the play phase, one card moved at the finish phase."""

    id = "mouduan"
    timings = (T.PHASE_START,)
    phases = ("finish",)

    @staticmethod
    def _movable(g) -> list[int]:
        return movable_cards(g, g.alive_seats())

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if data.seat != owner.seat or not owner.alive:
            return False
        uses = play_phase_uses(g, owner.seat)
        suits = {u.card.suit for u in uses} - {None}
        types = {u.card.type for u in uses}
        return (len(suits) >= SUITS_NEEDED or len(types) >= TYPES_NEEDED) and bool(self._movable(g))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, self._movable(g), 0, 1, ASK_MOUDUAN_MOVE())
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        (cid,) = choice
        await move_on_table(g, owner, cid, ASK_MOUDUAN_MOVE_TO, self.id)


SKILLS = (Mouduan(),)
