"""不屈 (周泰): when you are dying at 0 HP or less, you may put the top card of the draw pile face
up on your general as a 创 — one for each point of HP at or below 0 that has no 创 yet (so you
hold 1 − HP of them). While all the 创 have different numbers you do not die: the dying ends at
once and you live on at that HP, nobody is asked for 桃. When a new 创's number is already there,
that card is discarded and you are dying as usual (桃 and 酒 are asked for). Whenever you recover
HP while at 0 HP or less, you remove (discard) one 创 of your choice for each point recovered.
Losing 不屈 (断肠, the general removed) works as in identity (skills/wu/buqu.py): the 创 go to the
discard pile and a player at HP ≤ 0 is dying at once, with no killer."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST
from ....engine.moves import move_cards, top_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import ALL_SEATS, Zone
from ...skills.wu.buqu import lost_buqu

PILE_NAME = "buqu"      # the 创 (tests/invariants.py knows a player holding them may be at HP ≤ 0)


#: 不屈 (recovered): which `count` 创 to remove
ASK_BUQU_REMOVE = PromptSpec("buqu_remove", Arg("count", NUMBER), ai=CHEAPEST)


async def put_wound(g, owner, reason: str) -> bool:
    """The top card of the draw pile put face up on `owner`'s general as a 创; False (and that card
    discarded) when a 创 there has its number already."""
    pile = owner.piles.setdefault(PILE_NAME, [])
    numbers = {g.cards[c].number for c in pile}
    (cid,) = top_cards(g, 1)
    await move_cards(g, [cid], Zone.PILE, owner.seat, reason=reason, by=owner.seat, vis=ALL_SEATS, pile=PILE_NAME)
    if g.cards[cid].number in numbers:
        g.emit(E.BuquFail(seat=owner.seat, card=g.cards[cid].describe()))
        await move_cards(g, [cid], Zone.DISCARD, reason=reason, by=owner.seat)
        return False
    return True


class Buqu(Skill):
    """不屈: 创 with different numbers keep you alive at HP ≤ 0."""

    id = "buqu"
    timings = (T.DYING, T.RECOVERED)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.DYING:
            return data.seat == owner.seat and owner.hp <= 0
        return (data.target == owner.seat and owner.hp - data.amount <= 0
                and bool(owner.piles.get(PILE_NAME)))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.RECOVERED:
            return True          # not a choice: a recovery at HP ≤ 0 always removes 创
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        pile = owner.piles.setdefault(PILE_NAME, [])
        if timing == T.RECOVERED:
            n = min(data.amount, len(pile))
            gone = await g.choose_cards(owner.seat, list(pile), n, n, ASK_BUQU_REMOVE(n))
            await move_cards(g, gone, Zone.DISCARD, reason=self.id, by=owner.seat)
            return
        if owner.hp > 0:
            return               # showing 周泰 for it brought 珠联璧合's recovery: no longer needed
        for _ in range(max(1, 1 - owner.hp - len(pile))):
            if not await put_wound(g, owner, self.id):
                return           # dying as usual
        if owner.alive and owner.hp <= 0:
            data.prevented = True       # all different: the dying ends, no 桃 is asked for


    def on_lose(self, g, owner) -> None:
        lost_buqu(g, owner.seat, self.id)


SKILLS = (Buqu(),)
