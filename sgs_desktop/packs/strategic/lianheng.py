"""连横 (势备篇): in your play phase, give up to three hand cards that bear the 连横 mark to a
player of another kingdom and draw as many; or to a player with no kingdom (no draw).

The mark is printed on some cards of the 势备篇 deck (the deck table's notes: "transferable
(连横)"). Every player of a game with that deck holds this rule as a skill, so the play phase
offers it like any other action (a button on the table, an option for the AI).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...engine.actions import give
from ...engine.advice import Playing
from ...engine.kingdoms import same_kingdom
from ...engine.moves import draw
from ...engine.protocol import CardOption, TargetSpec, Use
from ..deck import deck_rows
from ..skills.common import ActiveSkill
from .state import AWAY_SKILL, THREATEN_SKILL

if TYPE_CHECKING:
    from ...engine.advice import Judge
    from ...engine.game import Game
    from ...engine.state import Player

PACKAGE = "hegemony_strategic_advantage"
MARK_NOTE = "transferable (连横)"


@cache
def transferable_ids(packs: tuple[str, ...]) -> frozenset[int]:
    """The ids of the cards with the 连横 mark in a deck of these packages."""
    return frozenset(i for i, r in enumerate(deck_rows(packs)) if MARK_NOTE in r.notes)


def _play(judge: Judge, opt: CardOption) -> tuple[float, Use] | None:
    """Trade marked cards worth little to us (a fresh draw for each) with the player of another
    kingdom who threatens us least; or hand them to a face-down friend short of cards."""
    spec = opt.targets
    if spec is None:
        return None
    junk = [c for c in judge.cheapest(opt.cards, len(opt.cards)) if judge.value(c) < 4.0][:opt.max_cards]
    if not junk:
        return None
    kingdomed = [s for s in spec.seats if judge.p(s).kingdom is not None]
    if kingdomed:
        t = min(kingdomed, key=lambda s: (judge.threat(s) - judge.att(s), s))
        return 2.4, Use(skill="lianheng", cards=tuple(junk), targets=(t,))
    friends = [s for s in spec.seats if judge.att(s) >= 0.6 and judge.p(s).hand_count <= 2]
    if friends:
        return 2.2, Use(skill="lianheng", cards=tuple(junk), targets=(friends[0],))
    return None


class Lianheng(ActiveSkill):
    """连横: give up to three 连横-marked hand cards to a player of another kingdom, then draw as
    many; or give them to a player with no kingdom (no draw)."""

    id = "lianheng"
    per_phase = None
    play = Playing(_play)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        marked = transferable_ids(tuple(g.config.packs))
        cards = tuple(c for c in owner.hand if c in marked)
        if not cards:
            return None
        seats = tuple(s for s in g.others(owner.seat) if not same_kingdom(g.players[s], owner))
        if not seats:
            return None
        return CardOption("", None, self.id, cards, 1, min(3, len(cards)), TargetSpec(seats, 1, 1))

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        target = answer.targets[0]
        draws = g.players[target].kingdom is not None
        await give(g, owner.seat, target, list(answer.cards), reason="lianheng")
        if draws and owner.alive:
            await draw(g, owner.seat, len(answer.cards), reason="lianheng")


LIANHENG = Lianheng()
#: the rule skills a game with this deck may hand out (none is a general's)
RULE_SKILLS = (LIANHENG, AWAY_SKILL, THREATEN_SKILL)


def holds_lianheng(g: Game) -> bool:
    """Do the players of this game hold 连横 (the 势备篇 deck is in play)?"""
    return PACKAGE in g.config.packs


def give_lianheng(g: Game) -> None:
    """Every living player holds 连横 (called when the table is set)."""
    if holds_lianheng(g):
        for p in g.players:
            if p.alive:
                g.add_skill(p.seat, LIANHENG)
