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
from ...engine.protocol.answers import Use
from ...engine.protocol.requests import CardOption, TargetSpec
from ..deck import deck_rows
from ..skills.common import ActiveSkill
from .edict import EDICT_RULE
from .state import AWAY_SKILL, THREATEN_SKILL

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.game import Game
    from ...engine.state import Player

PACKAGE = "hegemony_strategic_advantage"
MARK_NOTE = "transferable (连横)"


@cache
def transferable_ids(packs: tuple[str, ...]) -> frozenset[int]:
    """The ids of the cards with the 连横 mark in a deck of these packages."""
    return frozenset(i for i, r in enumerate(deck_rows(packs)) if MARK_NOTE in r.notes)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Marked cards we cannot use now and value little go to a face-down player who is probably
    of our kingdom (no draw: it helps a friend); else, the ones we cannot use at all (挟天子以令诸侯
    while small) or that are worth least, to the player of another kingdom who threatens us least,
    for as many fresh cards."""
    spec = opt.targets
    if spec is None:
        return None
    req = judge.request
    usable = {o.card for o in getattr(req, "options", ()) if o.card is not None}
    spare = [c for c in judge.cheapest(opt.cards, len(opt.cards)) if c not in usable and judge.value(c) < 7.5]
    friends = [s for s in spec.seats if judge.p(s).kingdom is None and judge.att(s) >= 0.5]
    if spare and friends:
        t = max(friends, key=lambda s: (judge.att(s), -s))
        return 2.6, Use(skill="lianheng", cards=tuple(spare[:opt.max_cards]), targets=(t,))
    trade = [c for c in spare if judge.value(c) < 4.5 or judge.key(c) == "threaten_emperor"][:opt.max_cards]
    kingdomed = [s for s in spec.seats if judge.p(s).kingdom is not None]
    if trade and kingdomed:
        t = min(kingdomed, key=lambda s: (judge.threat(s) - judge.att(s), s))
        return 2.4, Use(skill="lianheng", cards=tuple(trade), targets=(t,))
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
RULE_SKILLS = (LIANHENG, EDICT_RULE, AWAY_SKILL, THREATEN_SKILL)


def holds_lianheng(g: Game) -> bool:
    """Do the players of this game hold 连横 (the 势备篇 deck is in play)?"""
    return PACKAGE in g.config.packs


def give_lianheng(g: Game) -> None:
    """Every living player holds 连横 and the rule of a discarded 敕令 (called when the table is set)."""
    if holds_lianheng(g):
        for p in g.players:
            if p.alive:
                g.add_skill(p.seat, LIANHENG)
                g.add_skill(p.seat, EDICT_RULE)
