"""尚义 (蒋钦): once per play phase, you may let another player look at your hand; then you
either look at its hand and may discard one black card of it, or look at all of its face-down
generals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine import events_heg as EH
from ....engine.advice import DEAREST, Custom, Playing
from ....engine.cards import BLACK
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose, Use
from ....engine.protocol.requests import CardOption, OptionRequest, TargetSpec
from ...skills.common import ActiveSkill
from ...skills.play_ai import offered_seats, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """The face-down generals of a player whose kingdom is unknown; else the hand (a black card)."""
    (target,) = req.prompt.args
    if "generals" in req.options and judge.p(target).kingdom is None:
        return Choose("generals")
    return Choose("hand" if "hand" in req.options else req.options[0])


#: 尚义: look at `target`'s hand, or at its face-down generals
ASK_SHANGYI_CHOICE = PromptSpec("shangyi_choice", Arg("target", SEAT), ai=Custom(_choice_ai))
#: 尚义: a black card of `target`'s hand to discard (none: keep them)
ASK_SHANGYI_DISCARD = PromptSpec("shangyi_discard", Arg("target", SEAT), ai=DEAREST)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Someone not surely a friend whose generals are unknown, or an enemy with a hand."""
    seats = offered_seats(opt)
    unknown = [s for s in seats if judge.p(s).kingdom is None]
    if unknown:
        return 3.5, use_of(opt, (), [unknown[0]])
    enemies = [s for s in seats if judge.att(s) < -0.2 and judge.p(s).hand_count]
    if enemies:
        return 3.0, use_of(opt, (), [max(enemies, key=lambda s: (judge.p(s).hand_count, -s))])
    return None


class Shangyi(ActiveSkill):
    """尚义: show your hand to learn another's hand or generals."""

    id = "shangyi"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        seats = tuple(s for s in g.others(owner.seat)
                      if g.players[s].hand or not g.players[s].all_shown)
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (target,) = answer.targets
        p = g.players[target]
        _look_at_hand(g, target, owner.seat)
        options = (["hand"] if p.hand else []) + (["generals"] if not p.all_shown else [])
        if not options or not owner.alive:
            return
        choice = await g.choose_option(owner.seat, tuple(options), ASK_SHANGYI_CHOICE(target))
        if choice == "generals":
            bit = 1 << owner.seat
            for slot in p.generals:
                if not slot.shown:
                    g.emit(EH.LookGeneral(seat=owner.seat, target=target, slot="deputy" if slot.deputy else "head",
                                         general=slot.general), bit)
            return
        _look_at_hand(g, owner.seat, target)
        black = [c for c in p.hand if g.cards[c].color == BLACK]
        if black:
            chosen = await g.choose_cards(owner.seat, black, 0, 1, ASK_SHANGYI_DISCARD(target))
            if chosen:
                await discard(g, target, chosen, reason=self.id)


def _look_at_hand(g, looker: int, target: int) -> None:
    """`looker` 观看 `target`'s hand (its cards only for the looker)."""
    p = g.players[target]
    bit = 1 << looker
    for c in p.hand:
        if g.known[c] != -1:
            g.known[c] |= bit
    g.emit(E.LookHand(seat=looker, target=target, cards=tuple(p.hand)), bit)


SKILLS = (Shangyi(),)
