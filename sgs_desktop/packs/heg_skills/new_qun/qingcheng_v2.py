"""倾城 (邹氏, new rules): in your play phase you may discard a black card (hand or equipment) and
choose another player whose two generals are both shown: you choose one of them and it is turned
face down (暗置). If the discarded card was an equipment card, you may then do the same to another
such player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import HARMS, Playing
from ....engine.cards import BLACK, EQUIP, color_of
from ....engine.moves import DISCARD, move_cards
from ....engine.prompts import PromptSpec
from ....engine.protocol import CardOption, TargetSpec, Use
from ...skills.common import ActiveSkill
from ..qun.qingcheng import ASK_QINGCHENG_HIDE, SLOTS, hide_play

if TYPE_CHECKING:
    pass

#: 倾城 (an equipment card was discarded): another player to turn a general face down (or none)
ASK_QINGCHENGV2_AGAIN = PromptSpec("qingchengv2_again", ai=HARMS)


class QingchengV2(ActiveSkill):
    """倾城: a black card turns a general face down; an equipment card, maybe a second."""

    id = "qingcheng_v2"
    play = Playing(hide_play)
    per_phase = None        # as often as you have black cards to discard

    @staticmethod
    def _shown_others(g, owner, but: tuple[int, ...] = ()) -> tuple[int, ...]:
        return tuple(s for s in g.others(owner.seat) if s not in but and g.players[s].all_shown)

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(c for c in (*owner.hand, *owner.equip_ids()) if color_of(g, owner, g.cards[c]) == BLACK)
        if not cards:
            return None
        targets = self._shown_others(g, owner)
        if not targets:
            return None
        return CardOption("", None, self.id, cards, 1, 1, TargetSpec(targets, 1, 1))

    async def _hide(self, g, owner, target: int) -> None:
        victim = g.players[target]
        if not victim.alive or not victim.all_shown:
            return
        choice = await g.choose_option(owner.seat, SLOTS, ASK_QINGCHENG_HIDE(target))
        await g.rules.hide_general(g, victim, SLOTS.index(choice), reason=self.id)

    async def activate(self, g, owner, answer: Use) -> None:
        (target,) = answer.targets
        (cid,) = answer.cards
        equipment = g.cards[cid].type == EQUIP
        await move_cards(g, [cid], DISCARD, reason=self.id, by=owner.seat)
        await self._hide(g, owner, target)
        if not equipment or not owner.alive:
            return
        more = self._shown_others(g, owner, but=(target,))
        if not more:
            return
        chosen = await g.choose_seats(owner.seat, more, 0, 1, ASK_QINGCHENGV2_AGAIN(), hint="harmful")
        if chosen:
            await self._hide(g, owner, chosen[0])


SKILLS = (QingchengV2(),)
