"""不屈 (周泰, 风): whenever your HP has dropped to 0 or less, you may turn up cards from the top of
the draw pile and put them on your general face up (the 创), one for each point of HP below 1 that
has none yet (you then hold 1 − HP of them). While all the 创 have different numbers you do not
die: the dying ends at once and you live on at that HP. If a number is there twice, you are dying
as usual (桃 and 酒 are asked for).

The 神话再临 card's rule for a repeated number (docs/rulings.md, 风): the 创 that repeats a number
stays on the general with the others. Whenever you recover HP while you hold 创, you remove (to the
discard pile) as many as you no longer need — you keep 1 − HP of them, none once your HP is above
0 — choosing which go; and if those left all differ (you may remove the repeated one), a dying in
progress ends there: you live on at that HP and nobody more is asked for 桃.

Losing 不屈 (断肠, 化身 turning up another skill; docs/rulings.md, 风): the 创 go to the discard
pile, and a player at HP ≤ 0 is dying at once — 桃 asked for round the table, no killer — and dies
unless saved to HP 1 or more."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, Custom
from ....engine.health import dying, end_dying, enter_dying
from ....engine.moves import move_cards, top_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.protocol.answers import Cards
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import ALL_SEATS, Zone

#: the 创 (tests/invariants.py knows a player holding them may be at HP ≤ 0 without dying)
PILE_NAME = "buqu"


def _drop_repeats(judge, req) -> Cards:
    """Which 创 to remove: a repeated number first (so those kept all differ), then any."""
    numbers = [judge.number(c) for c in req.cards]
    repeats = [c for c in req.cards if numbers.count(judge.number(c)) > 1]
    firsts: dict[int, int] = {}
    for c in repeats:
        firsts.setdefault(judge.number(c), c)
    extra = [c for c in repeats if firsts[judge.number(c)] != c]      # (one of each number stays)
    rest = [c for c in req.cards if c not in extra]
    return Cards(tuple((extra + rest)[:req.min]))


#: 不屈 (you recovered HP): which `count` 创 to remove
ASK_BUQU_DROP = PromptSpec("buqu_drop", Arg("count", NUMBER), ai=Custom(_drop_repeats))


def _first_repeat(g, pile: list[int]) -> int | None:
    """The first 创 (in the order they came) whose number one before it has already; None: all differ."""
    seen: set[int] = set()
    for c in pile:
        n = g.cards[c].number
        if n in seen:
            return c
        seen.add(n)
    return None


def all_different(g, pile: list[int]) -> bool:
    return _first_repeat(g, pile) is None


def lost_buqu(g, seat: int, skill_id: str) -> None:
    """`seat` has lost 不屈 (`skill_id`: the skill of this table that keeps 创): once the step in
    progress is over, its 创 go and, at HP ≤ 0, it is dying (`Skill.on_lose` is a plain call)."""
    p = g.players[seat]
    if p.alive and (p.hp <= 0 or p.piles.get(PILE_NAME)):
        g.after_step(lambda: _without_buqu(g, seat, skill_id))


async def _without_buqu(g, seat: int, skill_id: str) -> None:
    """At HP ≤ 0 the player is dying (濒死) with no killer, and the 创 go to the discard pile before
    anyone is asked for 桃. Nothing when the player has died meanwhile or holds 不屈 again."""
    p = g.players[seat]
    if not p.alive or any(sk.id == skill_id for sk in p.skills):
        return
    below = p.hp <= 0 and not p.dying      # (a dying in progress goes on as it is)
    if below:
        enter_dying(g, seat)                # (dying first: never alive at HP ≤ 0 with no 创 and not dying)
    pile = p.piles.get(PILE_NAME)
    if pile:
        await move_cards(g, list(pile), Zone.DISCARD, reason=skill_id, by=seat)
    if below and p.alive:
        await dying(g, seat, None, entered=True)


class Buqu(Skill):
    """不屈: 创 of different numbers keep you alive at HP ≤ 0."""

    id = "buqu"
    timings = (T.DYING, T.RECOVERED)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.DYING:
            return data.seat == owner.seat and owner.hp <= 0 and not data.prevented
        return data.target == owner.seat and bool(owner.piles.get(PILE_NAME))

    @staticmethod
    def _missing(owner) -> int:
        """How many 创 the HP asks for beyond those there (1 − HP in all)."""
        return (1 - owner.hp) - len(owner.piles.get(PILE_NAME, ()))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.RECOVERED:
            return True          # not a choice: recovered HP takes the 创 it no longer needs
        if self._missing(owner) <= 0:
            # (the 创 there already cover the HP: a scenario's table; no card to turn up)
            return all_different(g, owner.piles.get(PILE_NAME, []))
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.RECOVERED:
            await self._recovered(g, owner)
            return
        for _ in range(max(0, self._missing(owner))):
            (cid,) = top_cards(g, 1)
            await move_cards(g, [cid], Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                             pile=PILE_NAME)
        pile = owner.piles.get(PILE_NAME, [])
        repeat = _first_repeat(g, pile)
        if repeat is None:
            data.prevented = True       # the dying ends at once: no 桃 is asked for
        else:
            g.emit(E.BuquFail(seat=owner.seat, card=g.cards[repeat].describe()))

    def on_lose(self, g, owner) -> None:
        lost_buqu(g, owner.seat, self.id)

    async def _recovered(self, g, owner) -> None:
        pile = owner.piles.get(PILE_NAME, [])
        keep = max(0, 1 - owner.hp)
        n = len(pile) - keep
        if n > 0:
            gone = await g.choose_cards(owner.seat, list(pile), n, n, ASK_BUQU_DROP(n))
            await move_cards(g, gone, Zone.DISCARD, reason=self.id, by=owner.seat)
        left = owner.piles.get(PILE_NAME, [])
        if owner.dying and owner.hp <= 0 and left and all_different(g, left):
            end_dying(g, owner.seat)


SKILLS = (Buqu(),)
