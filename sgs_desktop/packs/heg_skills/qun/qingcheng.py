"""倾城 (邹氏): in your play phase you may discard an equipment card (from your hand or your
equipment area) and choose another player whose two generals are both shown: you choose one
of them and it is turned face down again (暗置; its skills wait until it is shown again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import DEFAULT, Playing
from ....engine.cards import EQUIP
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import offered_seats, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

SLOTS = ("head", "deputy")


#: 倾城: which of `target`'s generals to turn face down
ASK_QINGCHENG_HIDE = PromptSpec("qingcheng_hide", Arg("target", SEAT), ai=DEFAULT)


def hide_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A spare card (equipment; black under the new rules) for hiding an enemy's general (its
    skills go with it)."""
    t = worst_enemy(judge, offered_seats(opt), below=-0.3)
    if t is None:
        return None
    (card,) = judge.cheapest(opt.cards, 1)
    if card not in judge.view.hand and judge.value(card) >= 6.0:
        return None             # (not the armour or horse I wear, unless it is cheap)
    return 3.5, use_of(opt, (card,), [t])


class Qingcheng(ActiveSkill):
    id = "qingcheng"
    play = Playing(hide_play)
    per_phase = None        # as often as you have equipment cards to discard

    def card_ok(self, g, owner, card) -> bool:
        """The card to discard: an equipment card (the new rules: a black one)."""
        return card.type == EQUIP

    @staticmethod
    def _shown_others(g, owner, but: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The other players whose two generals are both shown (but those in `but`)."""
        return tuple(s for s in g.others(owner.seat) if s not in but and g.players[s].all_shown)

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(c for c in (*owner.hand, *owner.equip_ids()) if self.card_ok(g, owner, g.cards[c]))
        if not cards:
            return None
        targets = self._shown_others(g, owner)
        if not targets:
            return None
        return CardOption("", None, self.id, cards, 1, 1, TargetSpec(targets, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (target,) = answer.targets
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)
        await self._hide(g, owner, target)

    async def _hide(self, g, owner, target: int) -> None:
        """Turn one of `target`'s generals face down (if both are still shown)."""
        victim = g.players[target]
        if not victim.alive or not victim.all_shown:
            return
        choice = await g.choose_option(owner.seat, SLOTS, ASK_QINGCHENG_HIDE(target))
        await g.rules.hide_general(g, victim, SLOTS.index(choice), reason=self.id)


SKILLS = (Qingcheng(),)
