"""Decisions that are no play-phase action, searched by re-enacting the procedure that asks them.

A position stands at a clean point (engine/position.py); a question asked in the middle of a
procedure — a rescue (求桃), 无懈可击 on a trick, showing generals at the start phase — is searched
by starting the sampled world with a *prelude* that runs that procedure again (the dying player's
rescue round, the trick's effect on its target with its 无懈可击 race) or from the start of the
phase that asks it (the start phase's show, the judge phase's delayed tricks, a skill's question
that the skill declares its `lookahead`: 神速, 巧变, 裸衣 …), and answering this seat's first
question of the same kind with the candidate (`Asked`). The rest of the procedure
that was under way (the other targets of an area trick) is left out alike for every candidate, so
it cancels out of their comparison. Everything here is plain data, for the search worker.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache

from ...engine.cards import CardLike
from ...engine.events import CardFace, Damage, DelayedEffect, UseEvent
from ...engine.game import Game
from ...engine.protocol.requests import CardsRequest, OptionRequest, Request, SeatsRequest
from ...engine.skills.skill import ASK_INVOKE, Lookahead
from ...engine.timings import PHASES
from .sampler import Snapshot

#: tricks whose 无懈可击 is searched (their effect on one target re-enacted)
EFFECT_TRICKS = frozenset({"dismantlement", "snatch", "duel", "fire_attack", "savage_assault", "archery_attack",
                           "ex_nihilo", "god_salvation", "await_exhausted",
                           "befriend_attacking", "known_both"})
#: delayed tricks: their 无懈可击 is searched by their effect again, then the judge phase from its start
DELAYED = frozenset({"indulgence", "supply_shortage", "lightning"})


@dataclass(frozen=True)
class Asked:
    """The question a candidate answers in the worlds: this seat's first request of this kind,
    prompt and (where they say it) arguments."""

    kind: str
    key: str
    args: tuple[object, ...] = ()

    def matches(self, req: Request) -> bool:
        prompt = req.prompt
        if req.kind != self.kind or prompt.key != self.key:
            return False
        return not self.args or tuple(prompt.args[:len(self.args)]) == self.args


@dataclass(frozen=True)
class Prelude:
    """Engine procedures to run first: "dying" (seat, the damage's source) or "effect" (a trick's
    effect on one target: its user, the card's id or sub-card ids, its name, the target)."""

    kind: str
    seat: int = -1
    source: int | None = None
    user: int = -1
    cards: tuple[int, ...] = ()
    name: str = ""
    skill: str | None = None

    def procedure(self) -> Callable[[Game], Awaitable[None]]:
        if self.kind == "dying":
            return self._dying
        if self.kind == "delayed":
            return self._delayed
        return self._effect

    def _card(self, g: Game) -> CardLike:
        from ...engine.cards import VirtualCard
        physical = [g.cards[c] for c in self.cards]
        if len(physical) == 1 and physical[0].key == self.name and self.skill is None:
            return physical[0]
        return VirtualCard(g.behaviours[self.name], tuple(physical), self.skill)

    async def _delayed(self, g: Game) -> None:
        """The delayed trick under way (in the processing area) takes its effect again."""
        if g.players[self.seat].alive:
            card = self._card(g)
            await card.behaviour.judge_phase_effect(g, self.seat, card)

    async def _dying(self, g: Game) -> None:
        from ...engine.health import dying
        from ...engine.timings import DamageData
        p = g.players[self.seat]
        if p.alive and p.hp <= 0:
            dmg = DamageData(self.source, self.seat, 1) if self.source is not None else None
            await dying(g, self.seat, dmg)

    async def _effect(self, g: Game) -> None:
        from ...engine.moves import move_cards
        from ...engine.state import Zone
        from ...engine.timings import CardUse
        from ...engine.usecard import card_effect
        card = self._card(g)
        if g.players[self.seat].alive:
            await card_effect(g, CardUse(self.user, card, [self.seat]), self.seat)
        left = [c for c in self.cards if g.zone_of[c] == Zone.PROCESSING]
        if left:
            await move_cards(g, left, Zone.DISCARD, reason="use")


def next_point(phase: str | None) -> tuple[str, bool]:
    """Where the worlds of a decision in `phase` go on: inside the play phase, else from the start
    of the next phase (the finish phase's own decisions: from its start again)."""
    if phase == "play":
        return "play", True
    if phase in PHASES:
        i = PHASES.index(phase)
        return (PHASES[i + 1] if i + 1 < len(PHASES) else phase), False
    return "finish", False


def rescue(snap: Snapshot, dying: int) -> tuple[Prelude, Asked, str, bool]:
    """求桃 for `dying`: its rescue round again (the source of its last damage the killer)."""
    source = None
    for ev in reversed(snap.turn_events):
        if type(ev) is Damage and ev.target == dying:
            source = ev.source
            break
    phase, inside = next_point(snap.view.phase)
    return Prelude("dying", seat=dying, source=source), Asked("respond", "save", (dying,)), phase, inside


def nullify(snap: Snapshot, key: str, user: int, target: int) -> tuple[Prelude | None, Asked, str, bool] | None:
    """无懈可击 on `key` used by `user` at `target` (the race's first step): its effect again, or
    the judge phase again for a delayed trick; None: a trick not searched."""
    asked = Asked("respond", "nullify", (key, user, target))
    if key in DELAYED:
        if snap.view.phase != "judge" or snap.view.current != target:
            return None
        under_way = next((ev for ev in reversed(snap.turn_events) if type(ev) is DelayedEffect
                          and ev.seat == target), None)
        if under_way is None:
            return None
        face = under_way.card
        cards = (face.id,) if isinstance(face, CardFace) else tuple(face.subcards)
        skill = None if isinstance(face, CardFace) else face.skill
        # (its effect again, then the judge phase from its start: the other delayed tricks)
        return Prelude("delayed", seat=target, cards=cards, name=face.key, skill=skill), asked, "judge", False
    if key not in EFFECT_TRICKS or target < 0:
        return None
    use = next((ev for ev in reversed(snap.turn_events) if type(ev) is UseEvent and ev.card.key == key
                and ev.user == user), None)
    if use is None:
        return None
    face = use.card
    cards = (face.id,) if isinstance(face, CardFace) else tuple(face.subcards)
    skill = None if isinstance(face, CardFace) else face.skill
    phase, inside = next_point(snap.view.phase)
    return Prelude("effect", seat=target, user=user, cards=cards, name=key, skill=skill), asked, phase, inside


@cache
def _lookaheads(hegemony: bool) -> dict[tuple[str, str], tuple[str, Lookahead]]:
    """The questions skills declare their `lookahead`, by (prompt key, skill id — "" for a prompt
    of the skill's own): the skill's id and its declaration."""
    from ..basic.skills import skill_table
    out: dict[tuple[str, str], tuple[str, Lookahead]] = {}
    for sid, skill in skill_table(hegemony).items():
        for look in skill.lookahead:
            out[(look.key, sid if look.prompt is None else "")] = (sid, look)
    return out


def lookahead_of(req: Request, hegemony: bool) -> tuple[str, Lookahead] | None:
    """The skill and its `lookahead` declaration that `req` asks (its "invoke?" with yes and no; a
    prompt of the skill choosing at most one card, where none is a choice, or one of two or more
    players), or None."""
    prompt = req.prompt
    if type(req) is OptionRequest:
        if prompt.key != ASK_INVOKE.key or not prompt.args or set(req.options) != {"yes", "no"}:
            return None
        return _lookaheads(hegemony).get((prompt.key, str(prompt.args[0])))
    if (type(req) is CardsRequest and req.min == 0 and req.max >= 1 and req.cards) or (
            type(req) is SeatsRequest and req.min == req.max == 1 and len(req.seats) >= 2):
        return _lookaheads(hegemony).get((prompt.key, ""))
    return None


def phase_question(look: Lookahead, req: Request) -> tuple[None, Asked, str, bool] | None:
    """A skill's question at the beginning of a phase of the seat's own turn (its `lookahead`):
    the worlds start from the beginning of that phase, where the candidate answers the seat's first
    request of this prompt and arguments; None: the phase cannot be told."""
    phase = look.phase
    if phase is None and look.prompt is not None:
        names = [a.name for a in look.prompt.args]
        at = names.index("phase") if "phase" in names else -1
        phase = str(req.prompt.args[at]) if 0 <= at < len(req.prompt.args) else None
    if phase not in PHASES:
        return None
    return None, Asked(req.kind, req.prompt.key, tuple(req.prompt.args)), phase, False
