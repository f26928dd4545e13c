"""仁德 (刘备, new rules): in your play phase you may give any number of your hand cards to another
player (each player at most once a phase); the time the cards you have given this phase reach
two, you may use a basic card as if you had one (视为使用, no card of yours). It heals no more."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import HARMS, Custom, Playing
from ....engine.behaviour import AUTO
from ....engine.cards import BASIC, VirtualCard
from ....engine.history import moved_this_phase
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose, Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.usecard import use_card
from ...skills.play_ai import use_of
from ..shu.rende import Rende

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

THRESHOLD = 2
NONE = "no"


def _given(g, seat: int, skill_id: str) -> list[tuple[int, int]]:
    """(receiver, how many) for each 仁德 give of `seat` this phase (its history)."""
    return [(m.dst_owner, len(m.cards)) for m in moved_this_phase(g, seat)
            if m.reason == skill_id and m.src_owner == seat]


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Give the cheapest cards to the friend with the fewest: what is over my HP, or two while the
    hand can spare them (the basic card that comes with the second)."""
    friends = [s for s in judge.friends(0.4) if s in (opt.targets.seats if opt.targets else ())]
    if not friends:
        return None
    friend = min(friends, key=lambda s: (judge.p(s).hand_count, s))
    hand = len(judge.view.hand)
    n = min(max(hand - judge.my.hp, 2 if hand >= 3 else 0), len(opt.cards))
    if n <= 0:
        return None
    return 4.0, use_of(opt, judge.cheapest(opt.cards, n), [friend])


def _basic_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """A 桃 when hurt; else a 杀 (the plain one first) when there are enemies; else 酒 before a 杀."""
    options = req.options
    if "peach" in options and judge.my.hp < judge.my.max_hp:
        return Choose("peach")
    if judge.enemies():
        for name in ("slash", "fire_slash", "thunder_slash"):
            if name in options:
                return Choose(name)
    if "analeptic" in options and judge.count("slash"):
        return Choose("analeptic")
    return Choose(NONE)


#: 仁德 (new rules): which basic card to use as if you had one (or none)
ASK_RENDE_V2_BASIC = PromptSpec("rende_v2_basic", ai=Custom(_basic_ai))
#: 仁德 (new rules): the targets of that card (a 杀's)
ASK_RENDE_V2_TARGETS = PromptSpec("rende_v2_targets", ai=HARMS)


class RendeV2(Rende):
    """仁德 (新版): "the second card" is read as the give that takes this phase's total from
    below two to two or more (once a phase); the basic card may be any the deck has that could be
    used now (a 杀 within range and the 杀 limit, 桃 when wounded, 酒 once a turn)."""

    id = "rende_v2"
    play = Playing(_play)
    threshold = THRESHOLD

    def option(self, g, owner) -> CardOption | None:
        given = {seat for seat, _ in _given(g, owner.seat, self.id)}
        others = tuple(s for s in g.others(owner.seat) if s not in given)
        if not owner.hand or not others:
            return None
        hand = tuple(owner.hand)
        return CardOption("", None, self.id, hand, 1, len(hand), TargetSpec(others, 1, 1))

    def basics(self, g, owner) -> list[tuple[str, VirtualCard, TargetSpec]]:
        """The basic cards `owner` could use now as if it had one: (key, card, target spec)."""
        keys = sorted({c.key for c in g.cards if c.type == BASIC})
        out: list[tuple[str, VirtualCard, TargetSpec]] = []
        for key in keys:
            card = VirtualCard(g.behaviours[key], (), self.id)
            b = card.behaviour
            if not b.usable_in_play(g, owner, card):
                continue
            spec = b.target_spec(g, owner, card)
            if spec is not None:
                out.append((key, card, spec))
        return out

    async def reward(self, g, owner) -> None:
        """A basic card used as if you had one (no longer 1 HP)."""
        usable = self.basics(g, owner)
        if not usable:
            return
        picked = await g.choose_option(owner.seat, (*(k for k, _, _ in usable), NONE), ASK_RENDE_V2_BASIC())
        if picked == NONE:
            return
        _, card, spec = next(u for u in usable if u[0] == picked)
        if spec is AUTO:
            targets = card.behaviour.auto_targets(g, owner, card)
        else:
            targets = await g.choose_seats(owner.seat, spec.seats, spec.min, spec.max,
                                           ASK_RENDE_V2_TARGETS())
        await use_card(g, owner.seat, card, list(targets), phase_action=True)


SKILLS = (RendeV2(),)
