"""护援 (曹洪): at the start of your finish phase (结束阶段), you may put one of your equipment
cards (hand or equipment area) into a player's empty slot of its kind; then you may discard one
card from the areas of a player at distance 1 from that player."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, HARMS, HELPS, OWNER_LOSES
from ....engine.cards import EQUIP
from ....engine.distance import distance
from ....engine.moves import discard, move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone

#: 护援: whose equipment area takes one of your equipment cards (none: not invoked)
ASK_HUYUAN_TARGET = PromptSpec("huyuan_target", ai=HELPS)
#: 护援: which equipment card goes to the chosen player
ASK_HUYUAN_CARD = PromptSpec("huyuan_card", Arg("target", SEAT), ai=CHEAPEST)
#: 护援: a player at distance 1 from the helped one, to discard a card of (none: no discard)
ASK_HUYUAN_VICTIM = PromptSpec("huyuan_victim", Arg("target", SEAT), ai=HARMS)
ASK_HUYUAN_PICK = PromptSpec("huyuan_pick", Arg("victim", SEAT), ai=OWNER_LOSES)


def _equipment(g, owner) -> list[int]:
    return [c for c in (*owner.hand, *owner.equip_ids()) if g.cards[c].type == EQUIP]


def _fits(g, owner, seat: int) -> list[int]:
    """The equipment cards of `owner` that `seat`'s equipment area has an empty slot for."""
    slots = g.players[seat].equips
    return [c for c in _equipment(g, owner)
            if g.cards[c].behaviour.subtype not in slots and not (seat == owner.seat and c in owner.equip_ids())]


class Huyuan(Skill):
    """护援: arm someone, then strip a player next to them."""

    id = "huyuan"
    timings = (T.PHASE_START,)
    phases = ("finish",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and can_arm(g, owner)

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        return await choose_equip(g, owner)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await arm_then_strip(g, owner, self.id, choice)


def can_arm(g, owner) -> bool:
    return any(_fits(g, owner, s) for s in g.alive_seats(owner.seat))


async def choose_equip(g, owner) -> tuple[int, int] | None:
    """Whose empty slot and which of `owner`'s equipment cards (None: declined)."""
    seats = [s for s in g.alive_seats(owner.seat) if _fits(g, owner, s)]
    chosen = await g.choose_seats(owner.seat, seats, 0, 1, ASK_HUYUAN_TARGET())
    if not chosen:
        return None
    (seat,) = chosen
    (cid,) = await g.choose_cards(owner.seat, _fits(g, owner, seat), 1, 1, ASK_HUYUAN_CARD(seat))
    return seat, cid


async def arm_then_strip(g, owner, skill_id: str, choice: tuple[int, int]) -> None:
    """护援's effect: the card into the slot, then maybe a discard next to its new owner."""
    seat, cid = choice
    await move_cards(g, [cid], Zone.EQUIP, seat, reason=skill_id, by=owner.seat)
    if not owner.alive or not g.players[seat].alive:
        return
    near = [s for s in g.alive_seats(owner.seat)
            if s != seat and distance(g, seat, s) == 1 and g.players[s].card_count(judge=True)]
    if not near:
        return
    victims = await g.choose_seats(owner.seat, near, 0, 1, ASK_HUYUAN_VICTIM(seat))
    if not victims:
        return
    picked = await g.pick_card(owner.seat, victims[0], "hej", ASK_HUYUAN_PICK(victims[0]))
    if picked is not None:
        await discard(g, victims[0], [picked], reason=skill_id)


SKILLS = (Huyuan(),)
