"""Sampling a whole game consistent with what one seat knows (确定化: a *determinization*).

Honest by construction: the sampler's only input is a `Snapshot`, made by `snapshot()` from the
seat's view (its applied seat state), what it read from its own event stream (`SeatKnowledge`) and
its beliefs (the 普通 AI's role posterior; 国战: its kingdom beliefs) — never a `Game`. The cards
it has not seen (every card of the public deck table not in a place it sees) are shuffled into the
other players' hidden hands and face-down piles and the draw pile; the hidden roles are one deal
drawn from its role posterior; face-down generals are drawn from the generals it has not seen, of
a kingdom drawn from its kingdom beliefs (a pair of one kingdom, of the player's max HP where one
fits). `tests/ai/test_hard_sampler.py` gives it two games that differ only in what the seat
cannot see and gets the same samples for the same seed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any

from ...engine.config import GameConfig
from ...engine.events import Event
from ...engine.position import PlayerSetup, Position
from ...engine.rng import Rng
from ...engine.view import PlayerView, SeatView
from .knowledge import SeatKnowledge

LORD = "lord"
ROLES = ("lord", "loyalist", "rebel", "renegade")


class SampleError(ValueError):
    """The seat's knowledge does not add up to a table (a sample cannot be built): the seat
    decides without searching."""


@dataclass
class Snapshot:
    """Everything the sampler reads (one seat's knowledge at one decision), plain data that
    travels to a search worker as it is."""

    seat: int
    view: PlayerView
    config: GameConfig
    turn_events: list[Event]
    turns: int
    first: int
    skills: dict[int, tuple[tuple[str, ...], tuple[str, ...]]]
    delayed_users: dict[int, int]
    void: frozenset[int]
    deck_size: int
    #: identity: the deals of the hidden roles this seat thinks possible, and their log-weights
    roles: tuple[list[tuple[int, ...]], list[float]] | None = None
    #: identity: the public posterior (every seat's actions counted, nobody's own role fixed)
    public: tuple[list[tuple[int, ...]], list[float]] | None = None
    #: 国战: per seat with a face-down general, the chance of each kingdom
    kingdoms: dict[int, dict[str, float]] = field(default_factory=dict)
    #: 国战: the generals this seat has not seen anywhere, by kingdom (whom a face-down one may be)
    unseen: dict[str, list[str]] = field(default_factory=dict)
    #: 国战: seat → slot → a face-down general seen (知己知彼)
    looked: dict[int, dict[int, str]] = field(default_factory=dict)
    #: 国战: the pairs' 阴阳鱼 (general → (max HP, head less, deputy less)) for fitting max HP
    hp_of: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    mode_state: dict[str, Any] = field(default_factory=dict)

    def __getstate__(self) -> dict[str, Any]:
        """(Pickled for a worker: the view as its fields, since compiled views have no pickling.)"""
        state = {f.name: getattr(self, f.name) for f in fields(self)}
        state["view"] = view_fields(self.view)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state["view"] = view_of(state["view"])
        self.__dict__.update(state)


def view_fields(view: PlayerView) -> tuple[Any, ...]:
    """A view as plain values (its FIELDS, each player's too)."""
    return tuple(tuple(tuple(getattr(p, f) for f in SeatView.FIELDS) for p in view.players) if name == "players"
                 else getattr(view, name) for name in PlayerView.FIELDS)


def view_of(values: tuple[Any, ...]) -> PlayerView:
    """The view `view_fields` gave the values of."""
    i = PlayerView.FIELDS.index("players")
    players = [SeatView(*p) for p in values[i]]
    return PlayerView(*values[:i], players, *values[i + 1:])     # type: ignore[call-arg]


def table_config(view: PlayerView) -> GameConfig:
    """The game a view is of, as far as a position needs it (its mode, size, decks, rules)."""
    n = len(view.players)
    if view.mode == "hegemony":
        from ...modes.hegemony import hegemony_config
        return hegemony_config(n, rules=view.rules or "old", packs=view.packs)
    return GameConfig(players=n, packs=view.packs)


def snapshot(view: PlayerView, knowledge: SeatKnowledge, beliefs: Any, public: Any = None) -> Snapshot:
    """The sampler's input: the seat's `view`, its `knowledge` (its own stream) and `beliefs` (the
    普通 AI's: a role posterior, or 国战 kingdom beliefs); `public`: the public role posterior."""
    import copy

    from ...packs import deck_cards
    seat = view.seat
    if seat is None:
        raise SampleError("a spectator has no knowledge to sample from")
    deck = deck_cards(tuple(view.packs))
    first = knowledge.first
    if first is None:
        first = next((p.seat for p in view.players if p.role == LORD), 0)
    snap = Snapshot(seat, copy.deepcopy(view), table_config(view), list(knowledge.turn_events), knowledge.turns,
                    first, {s: knowledge.skills_of(s) for s in knowledge.skill_changes},
                    dict(knowledge.delayed_users), frozenset(knowledge.void), len(deck))
    if view.mode == "hegemony":
        _heg_snapshot(snap, view, knowledge, beliefs)
    else:
        assignments = getattr(beliefs, "assignments", None)
        if assignments:
            snap.roles = (list(assignments), list(beliefs.logw))
        if public is not None and public.assignments:
            snap.public = (list(public.assignments), list(public.logw))
    return snap


def _heg_snapshot(snap: Snapshot, view: PlayerView, knowledge: SeatKnowledge, beliefs: Any) -> None:
    from ...packs.generals import heg_lookup, heg_pool
    from ..basic.context import Ctx
    from ..basic.heg import kingdom_probs
    table = heg_lookup(view.rules or "old")
    pool = heg_pool(view.packs, view.rules or "old")
    seen = set(knowledge.dealt)
    for p in view.players:
        seen.update(g for g in p.generals if g is not None)
    for slots in knowledge.looked.values():
        seen.update(slots.values())
    unseen: dict[str, list[str]] = {}
    for gid in sorted(pool):
        if gid not in seen:
            unseen.setdefault(pool[gid].kingdom, []).append(gid)
    snap.unseen = unseen
    snap.looked = {s: dict(v) for s, v in knowledge.looked.items()}
    snap.hp_of = {gid: (g.max_hp, g.head_less, g.deputy_less) for gid, g in table.items()}
    if beliefs is not None and getattr(beliefs, "heg", None) is not None:
        ctx = Ctx(view, beliefs, Rng(0))
        for p in view.players:
            if p.seat != snap.seat and any(g is None for g in p.generals):
                snap.kingdoms[p.seat] = kingdom_probs(ctx, p.seat)
    snap.mode_state = {"first_shown": knowledge.first_shown, "both_shown": set(knowledge.both_shown),
                       "aozhan": "aozhan" in view.table_states, "lords": dict(knowledge.lords)}


# ------------------------------------------------------------------ sampling


def sample(snap: Snapshot, rng: Rng, phase: str, inside: bool) -> Position:
    """One world consistent with `snap`, standing at `phase` of the current turn (`inside`: in its
    body, the play phase going on). The same snapshot and Rng state give the same world."""
    view = snap.view
    me = snap.seat
    unknown = _unseen_cards(snap)
    rng.shuffle(unknown)
    hands: dict[int, list[int]] = {}
    piles: dict[int, dict[str, list[int]]] = {}
    known: dict[int, int] = {}
    at = 0
    for p in view.players:
        if p.seat == me:
            hands[me] = list(view.hand)
            piles[me] = {k: list(v) for k, v in p.pile_cards.items()}
            continue
        hidden = p.hand_count - len(p.known_hand)
        if hidden < 0 or at + hidden > len(unknown):
            raise SampleError(f"seat {p.seat}: {p.hand_count} cards in hand, {len(p.known_hand)} known")
        hands[p.seat] = list(p.known_hand) + unknown[at:at + hidden]
        at += hidden
        for cid in p.known_hand:
            known[cid] = 1 << me
        mine: dict[str, list[int]] = {}
        for name, size in p.piles.items():
            seen = list(p.pile_cards.get(name, []))
            extra = size - len(seen)
            if extra < 0 or at + extra > len(unknown):
                raise SampleError(f"seat {p.seat}: pile {name} does not add up")
            mine[name] = seen + unknown[at:at + extra]
            at += extra
        piles[p.seat] = mine
    if at + view.draw_count > len(unknown):
        raise SampleError(f"{len(unknown)} unseen cards for {at} hidden and {view.draw_count} in the draw pile")
    draw = unknown[at:at + view.draw_count]
    void = unknown[at + view.draw_count:] + sorted(snap.void)
    roles = _roles(snap, rng)
    generals = _generals(snap, rng)
    players = []
    for p in view.players:
        gained, lost = snap.skills.get(p.seat, ((), ()))
        role = roles[p.seat] if roles is not None else p.role
        players.append(PlayerSetup(
            p.seat, p.alive, p.hp, p.max_hp, generals[p.seat], tuple(p.shown) or (True,), tuple(p.removed), role,
            role == LORD or not p.alive, p.kingdom, hands[p.seat], dict(p.equips), list(p.judge),
            dict(p.judge_as), p.chained, p.face_up, p.drunk, dict(p.marks), piles.get(p.seat, {}), gained, lost))
    delayed = {c: u for c, u in snap.delayed_users.items()
               if any(c in p.judge for p in view.players)}
    return Position(snap.config, players, draw, list(view.discard), view.current, snap.first, view.round,
                    snap.turns, phase, inside, list(view.processing), void, list(snap.turn_events),
                    dict(snap.mode_state), known, delayed)


def _unseen_cards(snap: Snapshot) -> list[int]:
    """Every card of the deck the seat does not see where it is (sorted, then shuffled)."""
    view = snap.view
    seen = set(view.hand) | set(view.discard) | set(view.processing) | set(snap.void)
    for p in view.players:
        seen.update(p.known_hand)
        seen.update(p.equips.values())
        seen.update(p.judge)
        for cards in p.pile_cards.values():
            seen.update(cards)
    seen.update(_set_aside(snap))
    return [c for c in range(snap.deck_size) if c not in seen]


def _set_aside(snap: Snapshot) -> list[int]:
    """国战: the 君主's equipment out of the game (移出游戏) while its lord is not in play."""
    if snap.view.mode != "hegemony":
        return []
    from ...packs import deck_cards
    from ...packs.generals import LORD_EQUIP_PACKAGE, LORD_EQUIPMENT
    lords = set(snap.mode_state.get("lords", {}).values())
    keys = {key for lord, (key, _old) in LORD_EQUIPMENT.items() if lord not in lords}
    return [c.id for c in deck_cards(snap.view.packs) if c.package == LORD_EQUIP_PACKAGE and c.key in keys]


def _roles(snap: Snapshot, rng: Rng) -> list[str | None] | None:
    """One deal of the hidden roles, drawn from the seat's posterior (identity)."""
    if snap.roles is None or not snap.roles[0]:
        return None
    deals, logw = snap.roles
    top = max(logw)
    weights = [math.exp(w - top) for w in logw]
    pick = rng.random() * sum(weights)
    chosen = deals[-1]
    for deal, w in zip(deals, weights, strict=True):
        pick -= w
        if pick < 0:
            chosen = deal
            break
    return [ROLES[r] for r in chosen]


def _generals(snap: Snapshot, rng: Rng) -> list[tuple[str, ...]]:
    """Each player's generals: those the seat sees or saw (知己知彼), the rest drawn (国战)."""
    view = snap.view
    out: list[tuple[str, ...]] = []
    unseen = {k: list(v) for k, v in snap.unseen.items()}
    for p in view.players:
        slots = [g if g is not None else snap.looked.get(p.seat, {}).get(i) for i, g in enumerate(p.generals)]
        out.append(tuple(g or "" for g in slots))
    if view.mode != "hegemony":
        return out
    order = [p.seat for p in view.players if any(not g for g in out[p.seat])]
    rng.shuffle(order)
    for seat in order:
        out[seat] = _draw_pair(snap, seat, out[seat], unseen, rng)
    return out


def _draw_pair(snap: Snapshot, seat: int, slots: tuple[str, ...], unseen: dict[str, list[str]],
               rng: Rng) -> tuple[str, ...]:
    """The face-down generals of `seat`: of the kingdom of a general it has shown, or of one drawn
    by the kingdom beliefs among those with enough generals left; a pair of its max HP if any fits."""
    need = sum(1 for g in slots if not g)
    known = [g for g in slots if g]
    if known:
        kingdom = _kingdom_of(snap, known[0])
    else:
        probs = snap.kingdoms.get(seat, {})
        choices = [(k, w) for k, w in sorted(probs.items()) if len(unseen.get(k, [])) >= need and w > 0]
        if not choices:
            choices = [(k, 1.0) for k in sorted(unseen) if len(unseen[k]) >= need]
        if not choices:
            raise SampleError(f"no kingdom has {need} generals left for seat {seat}")
        pick = rng.random() * sum(w for _, w in choices)
        kingdom = choices[-1][0]
        for k, w in choices:
            pick -= w
            if pick < 0:
                kingdom = k
                break
    left = unseen.get(kingdom, [])
    if len(left) < need:
        raise SampleError(f"seat {seat}: {need} generals of {kingdom} wanted, {len(left)} left")
    target = snap.view.players[seat].max_hp
    best: list[str] | None = None
    for _ in range(12):
        picks = rng.sample(left, need) if need < len(left) else list(left)
        filled = _fill(slots, picks)
        best = best or picks
        if _pair_hp(snap, filled) == target:
            best = picks
            break
    assert best is not None
    for g in best:
        left.remove(g)
    return _fill(slots, best)


def _fill(slots: tuple[str, ...], picks: list[str]) -> tuple[str, ...]:
    it = iter(picks)
    return tuple(g if g else next(it) for g in slots)


def _kingdom_of(snap: Snapshot, gid: str) -> str:
    for k, ids in snap.unseen.items():
        if gid in ids:
            return k
    from ...packs.generals import heg_lookup
    return heg_lookup(snap.view.rules or "old")[gid].kingdom


def _pair_hp(snap: Snapshot, pair: tuple[str, ...]) -> int:
    if len(pair) != 2 or pair[0] not in snap.hp_of or pair[1] not in snap.hp_of:
        return -1
    head, deputy = snap.hp_of[pair[0]], snap.hp_of[pair[1]]
    return (head[0] - head[1] + deputy[0] - deputy[2]) // 2
