"""A game started from a position (局面): construction at a clean decision point.

The rules are coroutines, which cannot be copied; a game in progress therefore has no copy. What
can be built is a *position*: the table as plain data — each player's generals, health, roles,
marks and zones, the draw pile in its order, the discard pile, whose turn it is, which phase, and
the history the rules ask about (this turn's events: what was used this phase and turn, the skills
invoked, the cards moved) — from which a fresh `Game` starts and plays on. The searching AI
(ai/hard) samples positions from one seat's knowledge and plays each on with rollouts.

A position stands at a phase boundary of the current turn, or inside the current player's play
phase (`inside`): its body goes on, the turn's history kept (one 杀 a phase still counts the 杀
used before). A decision that is no play-phase action (a response, 无懈可击, a rescue, showing
generals) is played on from the next such point, after a *prelude*: engine procedures that apply
the decision's immediate consequence (the damage taken, the death) — `Position.prelude`.

`start(pos, seed)` builds the game: the mode's `Rules.build_position` puts the deck and the
players in place (generals, roles, the skills they give, what the mode remembers), then this module
places every card, replays the turn's history into the log and the turn frame, and starts the
turns from the position. Nothing is validated beyond what the engine's invariants need: a position
comes from code (a sampler, a test), never from a user's file (scenarios are those).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from .cards import CardLike, VirtualCard
from .config import GameConfig
from .events import (
    CardFace,
    Death,
    Dying,
    DyingOver,
    Event,
    Phase,
    PhaseSkipped,
    Play,
    Recover,
    SkillInvoked,
    Turn,
    UseEvent,
)
from .game import Game, TurnFrame, rules_for
from .state import ALL_SEATS, Zone
from .timings import CardUse

#: cards not used as a play-phase action even by the current player in its play phase
NOT_ACTIONS = frozenset({"nullification", "heg_nullification", "jink"})


@dataclass(slots=True)
class PlayerSetup:
    """One player of a position. Cards are ids; `generals` are identity's one or 国战's head and
    deputy, each `shown` or face down (暗置)."""

    seat: int
    alive: bool
    hp: int
    max_hp: int
    generals: tuple[str, ...]
    shown: tuple[bool, ...] = ()
    removed: tuple[bool, ...] = ()
    role: str | None = None
    role_shown: bool = False
    kingdom: str | None = None          # 国战: the kingdom shown (or 野心家); identity: from the general
    hand: list[int] = field(default_factory=list)
    equips: dict[str, int] = field(default_factory=dict)
    judge: list[int] = field(default_factory=list)
    judge_as: dict[int, str] = field(default_factory=dict)
    chained: bool = False
    face_up: bool = True
    drunk: int = 0
    marks: dict[str, int] = field(default_factory=dict)
    piles: dict[str, list[int]] = field(default_factory=dict)
    #: skills gained beyond the generals' (获得技能: 觉醒 …), and the generals' skills lost
    gained: tuple[str, ...] = ()
    lost: tuple[str, ...] = ()


@dataclass(slots=True)
class Position:
    """A table to start a game from (see the module's docstring). `draw_pile`: the top is the end
    of the list, as `Game.draw_pile`. `history`: the events of the current turn from its `Turn`
    event on (as one seat saw them: the history queries read them from the log, and the turn frame
    is rebuilt from them). `mode_state`: what the mode remembers (国战: first shown, 鏖战 …)."""

    config: GameConfig
    players: list[PlayerSetup]
    draw_pile: list[int]
    discard: list[int]
    current: int
    first: int                  # whose turn starts a round (identity: the lord's)
    round: int
    turns: int
    phase: str                  # the phase the game goes on from
    inside: bool = False        # inside `phase` (its body goes on), or from its beginning
    processing: list[int] = field(default_factory=list)
    void: list[int] = field(default_factory=list)
    history: list[Event] = field(default_factory=list)
    mode_state: dict[str, Any] = field(default_factory=dict)
    #: card → the seats that know it beyond its zone's default (a hand: its owner; the draw pile: nobody)
    known: dict[int, int] = field(default_factory=dict)
    #: judge-area card → the seat that used it as a delayed trick (public: its use was logged)
    delayed_users: dict[int, int] = field(default_factory=dict)
    #: engine procedures awaited before the turns go on (a decision's immediate consequence)
    prelude: Callable[[Game], Awaitable[None]] | None = None


def start(pos: Position, seed: int) -> Game:
    """A game standing at `pos`, its rules suspended at the first request from there (or over)."""
    rules = rules_for(pos.config)
    g = Game(pos.config, seed, rules)
    rules.build_position(g, pos)
    place_cards(g, pos)
    frame = rebuild_turn(g, pos)
    g.current = pos.current
    g.round = pos.round
    g.turns = pos.turns
    g.phase_shown = pos.phase if pos.inside else None
    g._coro = g._main(_play_on(g, pos, frame))
    g._advance(None)
    return g


async def _play_on(g: Game, pos: Position, frame: TurnFrame) -> None:
    from .turns import run_turns
    if pos.prelude is not None:
        await pos.prelude(g)
    await run_turns(g, pos.first, pos.current, pos.phase, resume=frame)


def place_cards(g: Game, pos: Position) -> None:
    """Every card where the position has it (a card it names nowhere is out of the game), its
    zone noted, the equipment's skills given, and who knows it."""
    n = len(g.cards)
    zone_of = [Zone.VOID] * n
    owner_of = [-1] * n
    known = [0] * n
    for cid in pos.draw_pile:
        zone_of[cid] = Zone.DRAW
    for zone, cards in ((Zone.DISCARD, pos.discard), (Zone.PROCESSING, pos.processing)):
        for cid in cards:
            zone_of[cid] = zone
            known[cid] = ALL_SEATS
    for ps in pos.players:
        p = g.players[ps.seat]
        bit = 1 << ps.seat
        p.hand = list(ps.hand)
        for cid in ps.hand:
            zone_of[cid], owner_of[cid], known[cid] = Zone.HAND, ps.seat, bit
        p.equips = dict(ps.equips)
        for cid in ps.equips.values():
            zone_of[cid], owner_of[cid], known[cid] = Zone.EQUIP, ps.seat, ALL_SEATS
            skill = g.cards[cid].behaviour.equip_skill
            if skill is not None and ps.alive:
                g.add_skill(ps.seat, skill)
        p.judge = list(ps.judge)
        p.judge_as = dict(ps.judge_as)
        for cid in ps.judge:
            zone_of[cid], owner_of[cid], known[cid] = Zone.JUDGE, ps.seat, ALL_SEATS
        p.piles = {k: list(v) for k, v in ps.piles.items() if v}
        for cards in p.piles.values():
            for cid in cards:
                zone_of[cid], owner_of[cid], known[cid] = Zone.PILE, ps.seat, bit
    for cid, mask in pos.known.items():
        if known[cid] != ALL_SEATS:
            known[cid] |= mask
    placed = set(pos.draw_pile)
    g.void = [c for c in range(n) if zone_of[c] == Zone.VOID and c not in placed]
    g.draw_pile = list(pos.draw_pile)
    g.discard_pile = list(pos.discard)
    g.processing = list(pos.processing)
    g.zone_of, g.owner_of, g.known = zone_of, owner_of, known
    g.delayed_users = dict(pos.delayed_users)
    g.seats_changed()


def rebuild_turn(g: Game, pos: Position) -> TurnFrame:
    """The current turn's frame from its history (uses, plays, skills invoked, phases skipped), and
    the history itself into the log, where the history queries read it."""
    frame = TurnFrame(pos.current, pos.round)
    phase: str | None = None
    entries = g.log.entries
    last_use: str | None = None         # the name of the card last used (a 闪: 青龙偃月刀's 杀 may follow)
    dying: set[int] = set()             # players in 濒死 now (a use then is a rescue, no action)
    for ev in pos.history:
        entries.append((ev, ALL_SEATS, ev))
        t = type(ev)
        if t is Dying:
            dying.add(ev.seat)                                 # type: ignore[attr-defined]
        elif t is DyingOver or t is Death:
            dying.discard(ev.seat)                             # type: ignore[attr-defined]
        elif t is Recover and ev.hp > 0:                       # type: ignore[attr-defined]
            dying.discard(ev.target)                           # type: ignore[attr-defined]
        if t is Phase:
            phase = ev.phase                                   # type: ignore[attr-defined]
            frame.phase_uses = []
            frame.futile = []
        elif t is UseEvent:
            use = _use_of(g, ev, phase, pos.current)            # type: ignore[arg-type]
            if use is not None:
                if dying or (last_use == "jink" and use.card.name == "slash"):
                    use.phase_action = False
                frame.uses.append(use)
                frame.phase_uses.append(use)
                last_use = use.card.name
        elif t is Play:
            card = _card_of(g, ev.card)                        # type: ignore[attr-defined]
            if card is not None:
                frame.plays.append((ev.seat, card, phase))    # type: ignore[attr-defined]
        elif t is SkillInvoked:
            frame.skill_uses.append((ev.seat, ev.skill, phase))   # type: ignore[attr-defined]
        elif t is PhaseSkipped:
            frame.skipped.add(ev.phase)                        # type: ignore[attr-defined]
        elif t is Turn:
            frame = TurnFrame(pos.current, pos.round)
            phase = None
    frame.phase = pos.phase if pos.inside else None
    if not pos.inside:
        frame.phase_uses = []
    g.turn = frame
    return frame


def _card_of(g: Game, face: Any) -> CardLike | None:
    """The card a log entry names: a physical card by its id, a virtual one (转化牌) of its name
    made of the sub-cards it names, by its skill."""
    if isinstance(face, CardFace):
        return g.cards[face.id] if 0 <= face.id < len(g.cards) else None
    behaviour = g.behaviours.get(face.key)
    if behaviour is None:
        return None
    subs = tuple(g.cards[c] for c in face.subcards if 0 <= c < len(g.cards))
    return VirtualCard(behaviour, subs, face.skill)


def _use_of(g: Game, ev: UseEvent, phase: str | None, current: int) -> CardUse | None:
    """A use of the log as the turn frame keeps it (its card as a virtual card of its name: the
    history queries ask names, users and phases)."""
    card = _card_of(g, ev.card)
    if card is None:
        return None
    action = ev.user == current and phase == "play" and card.name not in NOT_ACTIONS
    return CardUse(ev.user, card, list(ev.targets), phase_action=action, phase=phase)


def position_of(g: Game) -> Position:
    """The exact position of a game standing at a play-phase request or between phases — every
    hidden card and role included. Omniscient: for tests and tools only (an AI seat never holds a
    `Game`; the searching AI samples its positions from its own knowledge, ai/hard)."""
    from .events import AcquireSkill, FirstPlayer, LoseSkill
    players = []
    changes: dict[int, dict[str, bool]] = {}      # seat → skill → held after its last change
    first = None
    for ev in g.log:
        t = type(ev)
        if t is AcquireSkill or t is LoseSkill:
            changes.setdefault(ev.seat, {})[ev.skill] = t is AcquireSkill    # type: ignore[attr-defined]
        elif t is FirstPlayer and first is None:
            first = ev.seat                                   # type: ignore[attr-defined]
    gained = {s: [k for k, held in c.items() if held] for s, c in changes.items()}
    lost = {s: [k for k, held in c.items() if not held] for s, c in changes.items()}
    for p in g.players:
        players.append(PlayerSetup(
            p.seat, p.alive, p.hp, p.max_hp, tuple(s.general for s in p.generals),
            tuple(s.shown for s in p.generals), tuple(s.removed for s in p.generals), p.role, p.role_shown,
            p.kingdom, list(p.hand), dict(p.equips), list(p.judge), dict(p.judge_as), p.chained, p.face_up,
            p.drunk, dict(p.marks), {k: list(v) for k, v in p.piles.items()},
            tuple(gained.get(p.seat, ())), tuple(lost.get(p.seat, ()))))
    if first is None:
        first = next((p.seat for p in g.players if p.role == "lord"), 0)
    entries = g.log.entries
    since = len(entries)
    while since > 0 and type(entries[since - 1][0]) is not Turn:
        since -= 1
    turn = g.turn
    inside = turn is not None and turn.phase == "play"
    phase = "play" if inside else (g.phase_shown or "start")
    heg = getattr(g.rules, "heg", None)
    state: dict[str, Any] = {}
    if heg is not None:
        state = {"first_shown": heg.first_shown, "both_shown": set(heg.both_shown), "aozhan": heg.aozhan}
    return Position(g.config, players, list(g.draw_pile), list(g.discard_pile), g.current, first, g.round,
                    g.turns, phase, inside, list(g.processing), list(g.void),
                    [entries[i][0] for i in range(max(0, since - 1), len(entries))], state,
                    delayed_users=dict(g.delayed_users))
