"""流离 (大乔): when you become the target of a 杀, you may discard a card (hand or equipment) and
pass the 杀 to another player in your attack range, not its user (the new target then becomes its
target in your place)."""

from __future__ import annotations

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import CHEAPEST, HARMS, WHEN_ENEMIES
from ....engine.distance import in_attack_range
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone
from ....engine.usecard import is_prohibited


def receivers(g, owner, use: T.CardUse, without: tuple[int, ...] = ()) -> list[int]:
    """Who could take the 杀 from `owner` when the cards `without` are gone."""
    return [s for s in g.others(owner.seat)
            if s != use.user and s not in use.targets and in_attack_range(g, owner.seat, s, without)
            and not is_prohibited(g, use.user, s, use.card)]


#: 流离: the card to discard to pass `user`'s 杀 on, then whom to pass it to
ASK_LIULI_DISCARD = PromptSpec("liuli_discard", Arg("user", SEAT), ai=CHEAPEST)
ASK_LIULI_TARGET = PromptSpec("liuli_target", Arg("user", SEAT), ai=HARMS)


class Liuli(Skill):
    """流离: discard a card to pass a 杀 on."""

    id = "liuli"
    timings = (T.TARGETING,)
    invoke = Invoke(ai=WHEN_ENEMIES)

    def _cards(self, g, owner, use: T.CardUse) -> list[int]:
        """The cards that, discarded, still leave someone to pass the 杀 to."""
        return [c for c in (*owner.hand, *owner.equip_ids()) if receivers(g, owner, use, (c,))]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        return (data.target == owner.seat and owner.alive and use.card.name == "slash"
                and owner.seat in use.targets and bool(self._cards(g, owner, use)))

    async def cost(self, g, owner, timing: T.Timing, data: T.TargetData):
        use = data.use
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        card = (await g.choose_cards(owner.seat, self._cards(g, owner, use), 1, 1,
                                     ASK_LIULI_DISCARD(use.user)))[0]
        seats = receivers(g, owner, use, (card,))
        seat = (await g.choose_seats(owner.seat, seats, 1, 1, ASK_LIULI_TARGET(use.user)))[0]
        return card, seat

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: tuple[int, int]) -> None:
        card, seat = choice
        use = data.use
        await move_cards(g, [card], Zone.DISCARD, reason=self.id, by=owner.seat)
        use.targets[use.targets.index(owner.seat)] = seat
        data.prevented = True        # no longer a target: nothing else answers for this seat
        g.emit(E.Retarget(card=use.card.describe(), source=owner.seat, target=seat, skill=self.id))
        # the new target becomes the 杀's target in turn (成为目标时: another 流离 may pass it on)
        await g.trigger(T.TARGETING, T.TargetData(use, seat))


SKILLS = (Liuli(),)
