"""国战 tricks: 无懈可击·国, 以逸待劳, 知己知彼, 远交近攻."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import events as E
from ...engine import events_heg as EH
from ...engine import timings as T
from ...engine.advice import CHEAPEST, Custom, Strategy
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.kingdoms import members, same_kingdom
from ...engine.moves import draw, move_cards
from ...engine.prompts import CARD_KEY, SEAT, Arg, PromptSpec
from ...engine.protocol.answers import Choose
from ...engine.protocol.requests import TargetSpec
from ...engine.state import Zone
from ...engine.usecard import drop_prohibited, is_nullified
from ..standard.tricks import Nullification, Trick

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.protocol.requests import OptionRequest
    from ...engine.state import Player


#: 无懈可击·国: cancel `card` for `target` alone, or for every later target of its kingdom
ASK_NULLIFY_SCOPE = PromptSpec("heg_nullify_scope", Arg("card", CARD_KEY), Arg("target", SEAT),
                               ai=Strategy("nullify_scope"))


class HegNullification(Nullification):
    """【无懈可击·国】: cancel a trick's effect on one target — or, when that target has a kingdom,
    on it and every other target of its kingdom (chosen as it is used); or cancel a 无懈可击."""

    key = "heg_nullification"
    name = "nullification"

    async def resolve(self, g: Game, use: T.CardUse) -> None:
        subject = use.responding_to
        spared = kingdom_targets(g, subject) if isinstance(subject, T.CardUse) else []
        if spared and await g.choose_option(use.user, ("one", "kingdom"), ASK_NULLIFY_SCOPE(
                subject.card.key, subject.data["nullify_target"]), default="one") == "kingdom":
            g.emit(EH.NullifyKingdom(seat=use.user, seats=tuple(spared)))
        else:
            spared = []
        use.data["effective"] = not await is_nullified(g, use, None)
        if use.data["effective"] and spared:
            subject.data.setdefault("nullified_for", set()).update(spared)


def kingdom_targets(g: Game, subject: T.CardUse) -> list[int]:
    """The subject's later targets of the current target's kingdom (none: one target only)."""
    target = subject.data.get("nullify_target")
    if target is None or subject.card.name == "nullification":
        return []
    t = g.players[target]
    if t.kingdom is None:
        return []
    targets = subject.targets
    later = targets[targets.index(target) + 1:] if target in targets else []
    return [s for s in later if s not in subject.cancelled and same_kingdom(g.players[s], t)]


ASK_AWAIT_EXHAUSTED_DISCARD = PromptSpec("await_exhausted_discard", ai=CHEAPEST)


class AwaitExhausted(Trick):
    """【以逸待劳】: you and every player of your kingdom each draw two cards, then discard two."""

    key = name = "await_exhausted"
    subtype = "multi_target_trick"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return AUTO if self.auto_targets(g, user, card) else None

    def auto_targets(self, g: Game, user: Player, card: CardLike) -> list[int]:
        mates = members(g, user)
        seats = [user.seat, *(s for s in g.others(user.seat) if s in mates)]
        return drop_prohibited(g, user.seat, seats, card)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await draw(g, target, 2, reason="await_exhausted")
        p = g.players[target]
        own = list(p.hand) + p.equip_ids()
        if own:
            chosen = await g.choose_cards(target, own, 2, 2, ASK_AWAIT_EXHAUSTED_DISCARD())
            await move_cards(g, chosen, Zone.DISCARD, reason="await_exhausted", by=target)


def _known_both_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """A face-down general of a player whose kingdom is unknown (it tells the kingdom); else the hand."""
    target = req.prompt.args[0]
    hidden = [o for o in req.options if o in ("head", "deputy")]
    if hidden and judge.p(target).kingdom is None:
        return Choose(hidden[0])
    return Choose("hand" if "hand" in req.options else req.options[0])


#: 知己知彼: look at `target`'s hand, or at one of its face-down generals
ASK_KNOWN_BOTH = PromptSpec("known_both", Arg("target", SEAT), ai=Custom(_known_both_ai))


class KnownBoth(Trick):
    """【知己知彼】: look at another player's hand, or at one of its face-down generals.
    It may be recast (重铸)."""

    key = name = "known_both"
    recastable = True

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card, lambda p: bool(p.hand) or not p.all_shown)

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        p = g.players[target]
        options = []
        if p.hand:
            options.append("hand")
        options += [("head", "deputy")[i] for i, s in enumerate(p.generals) if not s.shown]
        if not options:
            return
        choice = await g.choose_option(use.user, tuple(options), ASK_KNOWN_BOTH(target))
        bit = 1 << use.user
        if choice == "hand":
            for c in p.hand:
                if g.known[c] != -1:
                    g.known[c] |= bit
            g.emit(E.LookHand(seat=use.user, target=target, cards=tuple(p.hand)), bit)
        else:
            slot = 0 if choice == "head" else 1
            g.emit(EH.LookGeneral(seat=use.user, target=target, slot=choice, general=p.generals[slot].general), bit)


class BefriendAttacking(Trick):
    """【远交近攻】: on a player with a shown general whose kingdom is not yours: it draws one
    card, then you draw three."""

    key = name = "befriend_attacking"

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        return self._others(g, user, card, lambda p: p.has_shown_general and not same_kingdom(p, user))

    async def on_effect(self, g: Game, use: T.CardUse, target: int) -> None:
        await draw(g, target, 1, reason="befriend_attacking")
        if g.players[use.user].alive:
            await draw(g, use.user, 3, reason="befriend_attacking")


CARDS: tuple[CardBehaviour, ...] = (HegNullification(), AwaitExhausted(), KnownBoth(), BefriendAttacking())
