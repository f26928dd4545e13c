"""直谏 (张昭张纮): in your play phase, any number of times, you may put an equipment card from your
hand into another player's equipment area (only into an empty slot: nothing is replaced), then
draw one card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import HELPS, Playing
from ....engine.cards import EQUIP
from ....engine.moves import draw, move_cards
from ....engine.prompts import CARD_ID, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.state import Zone
from ..common import ActiveSkill
from ..play_ai import subtype, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def takers(g, owner, cid: int) -> list[int]:
    """The other living players whose slot for this equipment card is empty."""
    slot = g.cards[cid].behaviour.subtype
    return [s for s in g.others(owner.seat) if slot not in g.players[s].equips]


#: 直谏: who gets `card` into its equipment area
ASK_ZHIJIAN_TO = PromptSpec("zhijian_to", Arg("card", CARD_ID), ai=HELPS)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """An equipment card I would not wear myself (my slot is taken), for a friend with that slot
    empty: a card drawn for it. Never to an enemy."""
    for cid in judge.cheapest(opt.cards, len(opt.cards)):
        slot = subtype(judge, cid)
        if slot is None or slot not in judge.my.equips:
            continue            # (my own slot is empty: wearing it is better)
        if any(judge.att(s) > 0.3 and slot not in judge.p(s).equips for s in judge.others()):
            return 4.5, use_of(opt, (cid,))
    return None


class Zhijian(ActiveSkill):
    """直谏: an equipment card into another's empty slot, then draw one."""

    id = "zhijian"
    play = Playing(_play)
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        cards = g.cards
        offered = tuple(c for c in owner.hand if cards[c].type == EQUIP and takers(g, owner, c))
        if not offered:
            return None
        return CardOption("", None, self.id, offered, 1, 1)

    async def activate(self, g, owner, answer) -> None:
        (cid,) = answer.cards
        (seat,) = await g.choose_seats(owner.seat, takers(g, owner, cid), 1, 1, ASK_ZHIJIAN_TO(cid))
        await move_cards(g, [cid], Zone.EQUIP, seat, reason=self.id, by=owner.seat)
        if owner.alive:
            await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Zhijian(),)
