"""千幻 (于吉): after a player of your kingdom (you too) takes damage, you may put the top card of
the draw pile onto your general as a 幻 (if a 幻 there has its suit, it goes to the discard pile
instead). When a player of your kingdom becomes the only target of a basic or trick card (成为
唯一目标时), you may put a 幻 into the discard pile: it is no longer a target."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, NEVER, Custom, IfFriend
from ....engine.cards import BASIC, TRICK
from ....engine.kingdoms import same_kingdom
from ....engine.moves import move_cards, top_cards
from ....engine.prompts import CARD_KEY, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import ALL_SEATS, Zone

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

PILE_NAME = "qianhuan"      # 幻
#: cards that do their target good: never cancelled for a friend
GOOD_FOR_TARGET = frozenset({"peach", "analeptic", "ex_nihilo", "befriend_attacking"})


def illusions(owner) -> list[int]:
    return owner.piles.get(PILE_NAME, [])


def _cancel_ai(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """Cancel a card that hurts a friend (not a 桃 or the like, nor a friend's own)."""
    _target, key, user = req.prompt.args
    if key in GOOD_FOR_TARGET or judge.att(user) > 0.3:
        return NEVER
    return IfFriend(0)


#: 千幻: spend a 幻 to cancel `card` (used by `user`) aimed at `target` alone
ASK_QIANHUAN_CANCEL = PromptSpec("qianhuan_cancel", Arg("target", SEAT), Arg("card", CARD_KEY), Arg("user", SEAT),
                                 ai=Custom(_cancel_ai))
#: 千幻: which 幻 goes to the discard pile
ASK_QIANHUAN_SPEND = PromptSpec("qianhuan_spend", ai=CHEAPEST)


def only_target_of(g, owner, data: T.TargetData) -> bool:
    """`data.target`, of the owner's kingdom, is the only target of a basic or trick card."""
    use = data.use
    p = g.players[data.target]
    return (use.card.type in (BASIC, TRICK) and use.targets == [data.target] and data.target not in use.cancelled
            and p.alive and same_kingdom(p, owner))


async def ask_cancel(g, owner, target: int, use: T.CardUse) -> list[int] | None:
    """Spend a 幻 on cancelling `target` of `use`? The 幻 chosen, or None."""
    if not await g.ask_yes_no(owner.seat, ASK_QIANHUAN_CANCEL(target, use.card.key, use.user)):
        return None
    return await g.choose_cards(owner.seat, illusions(owner), 1, 1, ASK_QIANHUAN_SPEND())


async def spend(g, owner, skill_id: str, spent: list[int]) -> None:
    await move_cards(g, spent, Zone.DISCARD, reason=skill_id, by=owner.seat)


async def turn_aside(g, owner, skill_id: str, spent: list[int], data: T.TargetData) -> None:
    """The 幻 `spent`: `data.target` is no longer a target of the card."""
    await spend(g, owner, skill_id, spent)
    data.use.cancelled.add(data.target)
    data.prevented = True


class Qianhuan(Skill):
    """千幻: store illusions of one suit each when allies are hurt; spend one to turn a card aside."""

    id = "qianhuan"
    timings = (T.DAMAGED, T.TARGETING)
    invoke = Invoke(Arg("target", SEAT), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.TARGETING:
            return bool(illusions(owner)) and only_target_of(g, owner, data)
        p = g.players[data.target]
        return same_kingdom(p, owner)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.TARGETING:
            return await ask_cancel(g, owner, data.target, data.use)
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.TARGETING:
            await turn_aside(g, owner, self.id, choice, data)
            return
        suits = {g.cards[c].suit for c in illusions(owner)}
        (cid,) = top_cards(g, 1)
        await move_cards(g, [cid], Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS, pile=PILE_NAME)
        if g.cards[cid].suit in suits:
            await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)


SKILLS = (Qianhuan(),)
