"""直谏 (张昭张纮): in your play phase, any number of times, you may put an equipment card from
your hand into another player's equipment area (its slot for that card must be empty), then draw
one card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import HELPS, Playing
from ....engine.cards import EQUIP
from ....engine.moves import draw, move_cards
from ....engine.prompts import CARD_ID, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import subtype, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def receivers(g, owner, cid: int) -> list[int]:
    """The other players whose slot for this equipment card is empty."""
    slot = g.cards[cid].behaviour.subtype
    return [s for s in g.others(owner.seat) if slot not in g.players[s].equips]


#: 直谏: who gets `card` into its equipment area
ASK_ZHIJIAN_TARGET = PromptSpec("zhijian_target", Arg("card", CARD_ID), ai=HELPS)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """An equipment card I would not put on myself, for a friend with that slot empty."""
    for cid in judge.cheapest(opt.cards, len(opt.cards)):
        slot = subtype(judge, cid)
        if slot is None or slot not in judge.my.equips:
            continue            # (an empty slot of mine: equipping it myself is better)
        if any(judge.att(s) > 0.3 and slot not in judge.p(s).equips for s in judge.others()):
            return 4.5, use_of(opt, (cid,))
    return None


class Zhijian(ActiveSkill):
    """直谏: give an equipment card into an empty slot, draw one."""

    id = "zhijian"
    play = Playing(_play)
    per_phase = None

    def _cards(self, g, owner) -> tuple[int, ...]:
        cards = g.cards
        return tuple(c for c in owner.hand if cards[c].type == EQUIP and receivers(g, owner, c))

    def option(self, g, owner) -> CardOption | None:
        cards = self._cards(g, owner)
        if not cards:
            return None
        return CardOption("", None, self.id, cards, 1, 1)

    async def activate(self, g, owner, answer) -> None:
        (cid,) = answer.cards
        (seat,) = await g.choose_seats(owner.seat, receivers(g, owner, cid), 1, 1,
                                       ASK_ZHIJIAN_TARGET(cid))
        await move_cards(g, [cid], Zone.EQUIP, seat, reason=self.id, by=owner.seat)
        if owner.alive:
            await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Zhijian(),)
