"""业炎 (神周瑜): 限定技, in your play phase you may deal up to 3 fire damage in all to one, two or
three players, split as you choose (at least 1 to each); if one of them is to take 2 or more, you
must first discard four hand cards of four different suits and lose 3 HP.

The players are chosen first (any living players, 神周瑜 too), then the split, one player at a time
in seat order from 神周瑜 (`yeyan_amount`: 1, 2 or 3 to that player, never leaving less than 1 for
each one after it). A split giving 2 or more to one player is offered only while 神周瑜 holds hand
cards of all four suits. Paying, he discards one card of each suit (asked suit by suit where he has
more than one), then loses 3 HP; if that kills him, nothing is dealt. The damage then comes in seat
order from him, fire damage (a chained player passes it on) with 神周瑜 as its source
(docs/rulings.md G6). While unused, the mark `yeyan` stands on his seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import CHEAPEST, Custom, Playing
from ....engine.cards import FIRE, SUITS
from ....engine.health import damage, lose_hp
from ....engine.moves import discard
from ....engine.prompts import SEAT, SUIT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.protocol.requests import CardOption, TargetSpec
from ..common import ActiveSkill, LimitedSkill
from ..play_ai import offered_seats, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.answers import Use
    from ....engine.protocol.requests import OptionRequest

#: the most damage 业炎 deals in all
TOTAL = 3
#: the HP the great 业炎 costs
HP_COST = 3


def _amount_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """1 each, unless an enemy can be finished by more and I live through the cost with HP to spare."""
    target = req.prompt.args[0]
    p = judge.p(target)
    most = max(int(o) for o in req.options)
    if (most >= 2 and judge.att(target) < -0.3 and 2 <= p.hp <= most
            and judge.my.hp + judge.count("peach", "analeptic") > HP_COST + 1):
        return Choose(str(p.hp))
    return Choose("1")


#: 业炎: how much fire damage `target` takes
ASK_YEYAN_AMOUNT = PromptSpec("yeyan_amount", Arg("target", SEAT), ai=Custom(_amount_ai))
#: 业炎: the card of `suit` to discard for the great 业炎
ASK_YEYAN_SUIT = PromptSpec("yeyan_suit", Arg("suit", SUIT), ai=CHEAPEST)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Up to three enemies (the weakest first, chained ones welcome): worth it against two or more,
    or one at 1 HP, or late in my life (the skill dies with me)."""
    enemies = sorted((s for s in offered_seats(opt) if judge.att(s) < -0.3),
                     key=lambda s: (judge.p(s).hp - (0.5 if judge.p(s).chained else 0), s))[:TOTAL]
    if not enemies:
        return None
    if len(enemies) >= 2 or judge.p(enemies[0]).hp <= 1 or judge.my.hp <= 1:
        return 7.5, use_of(opt, (), enemies)
    return None


def four_suits(g, owner) -> bool:
    return {g.cards[c].suit for c in owner.hand} >= set(SUITS)


class Yeyan(LimitedSkill, ActiveSkill):
    """业炎: up to 3 fire damage split among one to three players."""

    id = "yeyan"
    play = Playing(_play)
    per_phase = None          # (once a game: the mark)

    def option(self, g, owner) -> CardOption | None:
        if not self.unused(owner):
            return None
        return CardOption("", None, self.id, targets=TargetSpec(tuple(g.alive_seats(owner.seat)), 1, TOTAL))

    async def activate(self, g, owner, answer) -> None:
        self.use_up(g, owner)
        targets = g.seat_order(answer.targets, owner.seat)
        great = four_suits(g, owner)
        amounts: dict[int, int] = {}
        left = TOTAL
        for i, t in enumerate(targets):
            after = len(targets) - i - 1
            most = left - after if great else 1
            n = 1 if most <= 1 else int(await g.choose_option(
                owner.seat, tuple(str(k) for k in range(1, most + 1)), ASK_YEYAN_AMOUNT(t)))
            amounts[t] = n
            left -= n
        if max(amounts.values()) >= 2 and not await self._pay(g, owner):
            return
        for t in targets:
            if g.players[t].alive:
                await damage(g, owner.seat, t, amounts[t], FIRE)

    async def _pay(self, g, owner) -> bool:
        """Discard one hand card of each suit, then lose 3 HP; False if that killed him."""
        paid: list[int] = []
        for suit in SUITS:
            of_suit = [c for c in owner.hand if g.cards[c].suit == suit]
            paid.extend(await g.choose_cards(owner.seat, of_suit, 1, 1, ASK_YEYAN_SUIT(suit)))
        await discard(g, owner.seat, paid, reason=self.id)
        await lose_hp(g, owner.seat, HP_COST)
        return owner.alive


SKILLS = (Yeyan(),)
