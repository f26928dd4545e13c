"""除疠 (华佗, new rules; replaces 青囊): once per play phase, you may discard one of your cards
(hand or equipment) and choose one to three other players who have cards, no two of them of the
same kingdom (players with no kingdom yet may be chosen together): you discard one card of each
(hand or equipment, your choice). Then every one of you whose discarded card was a ♠ draws one
card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import OWNER_LOSES, Playing
from ....engine.cards import SPADE, suit_of
from ....engine.errors import IllegalAnswer
from ....engine.kingdoms import kingdom_key
from ....engine.moves import DISCARD, draw, move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol import CardOption, TargetSpec, Use
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import Judge

#: 除疠: which of `target`'s cards to discard
ASK_CHULI_DISCARD = PromptSpec("chuli_discard", Arg("target", SEAT), ai=OWNER_LOSES)


def _side(kingdom: str | None, seat: int) -> str | None:
    """A seen kingdom as sides go: a 野心家 is a side of one; no kingdom is no side."""
    return f"careerist:{seat}" if kingdom == "careerist" else kingdom


def _play(judge: Judge, opt: CardOption) -> tuple[float, Use] | None:
    """One card of mine for one of each of up to three enemies of different kingdoms."""
    if opt.targets is None:
        return None
    enemies = sorted((s for s in opt.targets.seats if judge.att(s) < -0.2),
                     key=lambda s: (-(judge.threat(s) - judge.att(s) * 3), s))
    chosen: list[int] = []
    sides: set[str] = set()
    for s in enemies:
        side = _side(judge.p(s).kingdom, s)
        if side is not None and side in sides:
            continue
        chosen.append(s)
        if side is not None:
            sides.add(side)
        if len(chosen) == 3:
            break
    (card,) = judge.cheapest(opt.cards, 1)
    if not chosen or (len(chosen) == 1 and judge.value(card) >= 4.0):
        return None
    return 2.5 + len(chosen), use_of(opt, (card,), chosen)


class Chuli(ActiveSkill):
    """除疠: one card of yours and one of each of up to three players of different kingdoms."""

    id = "chuli"
    play = Playing(_play)
    checks_play = True

    def option(self, g, owner) -> CardOption | None:
        mine = (*owner.hand, *owner.equip_ids())
        if not mine:
            return None
        seats = tuple(s for s in g.others(owner.seat) if g.players[s].hand or g.players[s].equips)
        if not seats:
            return None
        return CardOption("", None, self.id, tuple(mine), 1, 1, TargetSpec(seats, 1, 3))

    def check_play(self, g, owner, answer: Use) -> None:
        seen: dict[str, int] = {}
        for t in answer.targets:
            key = kingdom_key(g.players[t])
            if key is None:
                continue
            if key in seen:
                raise IllegalAnswer(f"{self.id}: seats {seen[key]} and {t} are of the same kingdom")
            seen[key] = t

    async def activate(self, g, owner, answer: Use) -> None:
        spades: list[int] = []
        (mine,) = answer.cards
        if suit_of(g, owner, g.cards[mine]) == SPADE:
            spades.append(owner.seat)
        await move_cards(g, [mine], DISCARD, reason=self.id, by=owner.seat)
        for t in g.seat_order(answer.targets):
            victim = g.players[t]
            if not victim.alive:
                continue
            cid = await g.pick_card(owner.seat, t, "he", ASK_CHULI_DISCARD(t), hint="harmful")
            if cid is None:
                continue
            if suit_of(g, victim, g.cards[cid]) == SPADE:
                spades.append(t)
            await move_cards(g, [cid], DISCARD, reason=self.id, by=owner.seat)
        for s in g.seat_order(spades):
            if g.players[s].alive:
                await draw(g, s, 1, reason=self.id)


SKILLS = (Chuli(),)
