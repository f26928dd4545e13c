"""攻心 (神吕蒙): once per play phase, you may look at another player's hand; you may then show a ♥
card among it and either discard it or put it on top of the draw pile.

Only 神吕蒙 sees the hand (a look, not a showing); the ♥ card he picks is shown to everyone, then
goes where he says: 弃置 (the discard pile, thrown by him) or the top of the draw pile (face down
there, but everyone saw which card it is). A player with no hand card cannot be chosen. The card's
suit is read as printed (docs/rulings.md G4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.advice import Custom, Playing
from ....engine.cards import HEART
from ....engine.moves import discard, move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Cards, Choose
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import ALL_SEATS, Zone
from ..common import ActiveSkill
from ..play_ai import offered_seats, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.answers import Use
    from ....engine.protocol.requests import CardsRequest, OptionRequest

#: what becomes of the shown ♥ card
WHERE = ("discard", "top")


def _pick_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """From an enemy, the ♥ worth most to its holder (a 桃 first); a friend keeps its cards."""
    target = req.prompt.args[0]
    if judge.att(target) > -0.15 or not req.cards:
        return Cards(())
    return Cards((max(req.cards, key=lambda c: (judge.value(c), -c)),))


def _where_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """On top of the draw pile when the next player round the table is a friend (it draws it
    next), else into the discard pile."""
    alive = judge.alive()
    i = alive.index(judge.me)
    nxt = alive[(i + 1) % len(alive)]
    return Choose("top" if nxt != judge.me and judge.att(nxt) > 0.3 and "top" in req.options else "discard")


#: 攻心: a ♥ card of `target`'s hand to show (none: leave its hand be)
ASK_GONGXIN_PICK = PromptSpec("gongxin_pick", Arg("target", SEAT), ai=Custom(_pick_ai))
#: 攻心: the shown card (of `target`) goes to the discard pile or on top of the draw pile
ASK_GONGXIN_WHERE = PromptSpec("gongxin_where", Arg("target", SEAT), ai=Custom(_where_ai))


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Look at the enemy's hand that holds most (a ♥ there is a card it loses)."""
    seats = [s for s in offered_seats(opt) if judge.p(s).hand_count > 0]
    t = worst_enemy(judge, seats)
    if t is None:
        return None
    return 3.0 + min(judge.p(t).hand_count, 4) * 0.4, use_of(opt, (), [t])


class Gongxin(ActiveSkill):
    id = "gongxin"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        seats = tuple(s for s in g.others(owner.seat) if g.players[s].hand)
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        (target,) = answer.targets
        p = g.players[target]
        bit = 1 << owner.seat
        for c in p.hand:
            if g.known[c] != ALL_SEATS:
                g.known[c] |= bit
        g.emit(E.LookHand(seat=owner.seat, target=target, cards=tuple(p.hand)), bit)
        hearts = [c for c in p.hand if g.cards[c].suit == HEART]
        if not hearts:
            return
        chosen = await g.choose_cards(owner.seat, hearts, 0, 1, ASK_GONGXIN_PICK(target))
        if not chosen:
            return
        (cid,) = chosen
        g.known[cid] = ALL_SEATS
        g.emit(E.Show(seat=target, cards=(cid,)))      # (shown from its hand)
        where = await g.choose_option(owner.seat, WHERE, ASK_GONGXIN_WHERE(target))
        if where == "discard":
            await discard(g, owner.seat, [cid], reason=self.id)
        else:
            await move_cards(g, [cid], Zone.DRAW, reason=self.id, by=owner.seat, vis=ALL_SEATS)


SKILLS = (Gongxin(),)
