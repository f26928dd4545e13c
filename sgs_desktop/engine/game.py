"""The game: state, the pull-based driver and the public API.

    game = Game.new(config, seed)
    while game.pending:                      # the open Request, or None when over
        game.answer(seat_for(game.pending.seat).answer(game.pending, game.view(seat)))

Rules are `async def` procedures; `await g.ask(request)` suspends the whole game
until `answer()` resumes it. No asyncio loop, no threads, no wall clock: the
game is a deterministic function of (config, seed, answers).
"""

from __future__ import annotations

import struct
import zlib
from array import array
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from typing import TYPE_CHECKING, Any, Final, TypeVar

from .behaviour import CardBehaviour
from .bounded import short
from .cards import Card
from .config import GameConfig, GameResult
from .errors import ConfigError, GameOver, IllegalAnswer
from .events import Event, GameOverEvent, SkillInvoked
from .log import EventLog, redacted
from .prompts import Prompt
from .protocol.answers import Answer, Choose, Pick
from .protocol.requests import CardsRequest, OptionRequest, PickRequest, Request, SeatsRequest
from .rng import Rng
from .rules import Rules
from .skills.skill import SHOW_BLOCKED, Skill
from .skills.triggering import SkillIndex
from .skills.triggering import trigger as trigger_skills
from .state import ALL_SEATS, AWAY, Player
from .suspend import suspend
from .timings import DRAW_PHASE, TURN_END, TURN_START, Timing
from .wire import KINDS, answer_from_json

if TYPE_CHECKING:
    from .cards import CardLike
    from .record import Record
    from .timings import CardUse
    from .view import PlayerView

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_suspend: Final = suspend

A = TypeVar("A", bound=Answer)
V = TypeVar("V")


_MODES: Final[dict[str, Callable[[GameConfig], Rules]]] = {}


def register_mode(name: str, factory: Callable[[GameConfig], Rules]) -> None:
    _MODES[name] = factory


def registered_modes() -> list[str]:
    return sorted(_MODES)


def rules_for(config: GameConfig) -> Rules:
    """The rules of `config`'s mode, which check the config (a ConfigError says what is wrong)."""
    factory = _MODES.get(config.mode)
    if factory is None:
        raise ConfigError(f"unknown mode {short(config.mode)}; registered: {registered_modes()} "
                          "(import sgs_desktop.modes to register the built-in modes)")
    return factory(config)


# --------------------------------------------------------------------------- driver


_DIGEST_HEAD: Final = struct.Struct("<5q")
#: event kinds that tell a seat's HP (an `hp` field): state_digest reads HP again after one
_HP_KINDS: Final = frozenset(cls for cls in KINDS.values() if "hp" in cls.field_names)
#: added to the game seed for the face-down hand positions' stream (Game.hand_order_rng): beyond any 64-bit seed
HAND_ORDER_SALT: Final = 1 << 64
#: the turn timings and 摸牌时, whose payload's `seat` is whose turn it is, as the phase timings' (which
#: come with a phase key): Skill.own_phases_only
_TURN_START: Final = TURN_START
_TURN_END: Final = TURN_END
_DRAW_PHASE: Final = DRAW_PHASE


def _check_payload(timing: Timing, data: Any) -> None:
    """Refuse a payload that is not of `timing`'s payload class (its read-only twin is)."""
    if not isinstance(data, timing.payload):
        raise TypeError(f"{timing!r} takes a {timing.payload.__name__} payload, not {type(data).__name__}")


def _modifier_acts(owner: Player, skill: Skill, first: Any) -> bool:
    """Does `owner`'s modifier `skill` act on a question about `first`? Not when it modifies only its owner's
    values and `first` is someone else, nor while its general is face down (暗置: its modifiers do nothing)."""
    if skill.modifies_owner_only and first is not owner:
        return False
    return not (owner.hidden_skills and skill.id in owner.hidden_skills)


class TurnFrame:
    """Scoped history of one turn (回合): who, which round, what was used."""

    __slots__ = ("ended", "futile", "phase", "phase_uses", "plays", "round", "seat", "skill_uses", "skipped", "uses")

    def __init__(self, seat: int, round_: int) -> None:
        self.seat = seat
        self.round = round_
        self.skipped: set[str] = set()
        self.uses: list[CardUse] = []     # every card used this turn (by anyone)
        self.plays: list[tuple[int, CardLike, str | None]] = []   # (seat, card, phase) played (打出) this turn
        self.phase: str | None = None
        self.phase_uses: list[CardUse] = []    # the uses in the current phase
        #: (seat, skill, card name) of the play-phase uses in the current phase that came to nothing
        #: (激将 nobody answered): not offered again in this phase (docs/rulings.md)
        self.futile: list[tuple[int, str, str]] = []
        self.ended = False
        self.skill_uses: list[tuple[int, str, str | None]] = []   # (seat, skill, phase) invoked this turn


class Game:
    _coro: Coroutine[Request[Answer], Answer, None]     # Rules.run, suspended at the open request (from `new`)

    def __init__(self, config: GameConfig, seed: int, rules: Rules) -> None:
        self.config = config
        self.seed = seed
        self.rules = rules
        self.rng = Rng(seed)
        #: where face-down hand cards sit when another seat picks one (暗置的手牌): a stream of its
        #: own, so the main stream's draws stay where they were (docs/engine.md, Hidden information)
        self.hand_order_rng = Rng(abs(seed) + HAND_ORDER_SALT)
        #: the open face-down pick's hand cards by position (omniscient: tests and tools; never in a
        #: request or a view); () when none is open
        self.face_down: tuple[int, ...] = ()
        self.cards: list[Card] = []
        self.behaviours: dict[str, CardBehaviour] = {}   # every card key of this game's decks
        self.players: list[Player] = []
        self.draw_pile: list[int] = []        # top of the pile is the end of the list
        self.discard_pile: list[int] = []
        self.processing: list[int] = []
        self.void: list[int] = []
        self.zone_of: list[int] = []
        self.owner_of: list[int] = []
        self.known: list[int] = []            # per card: mask of seats who know it (hidden zones)
        self.log = EventLog()
        self.skills = SkillIndex()
        #: the modifier kinds someone has now (a live read-only view: `if PROHIBIT in g.modifier_kinds`)
        self.modifier_kinds = self.skills.by_modifier.keys()
        self.current = 0
        self.round = 0
        self.turns = 0
        self.turn: TurnFrame | None = None
        self.phase_shown: str | None = None    # the phase last begun this turn (what views show)
        self.extra_turns: list[int] = []      # seats owed an extra turn after the current one
        self.stack: list[Any] = []            # procedures in progress (CardUse, DamageData …)
        #: procedures a plain call left to run once the step in progress is over (`after_step`)
        self.aftermath: list[Callable[[], Awaitable[None]]] = []
        #: card id → the seat that last used it as a delayed trick (its user when it is judged)
        self.delayed_users: dict[int, int] = {}
        self.pending: Request[Answer] | None = None
        self.decisions = 0
        self.concessions = 0              # 投降: players who gave up and have not died yet (concede.py)
        self.answers: list[tuple[int, Answer]] = []
        self.digests: list[int] = []
        self._digest = 0
        self._check: Callable[[Answer], None] | None = None
        self.result: GameResult | None = None
        self.observer: Callable[[Game, Event], None] | None = None
        self._coro = None  # type: ignore[assignment]  # until `new` starts Rules.run (what `started` reads)
        self._ring: dict[int, int] | None = None
        self._alive: list[int] | None = None
        self._memos: dict[str, tuple[int, dict[Any, Any]]] = {}     # Game.memo: name → (stamp, entries)
        self._hp_bytes: bytes | None = None   # each seat's HP as of the last `emit` (state_digest)
        self.board_epoch = 0                # bumped when who sits where, equipment, skills or shown generals change
        self._named: tuple[int, dict[str, tuple[int, ...]]] = (-1, {})

    # ------------------------------------------------------------ public API
    @classmethod
    def new(cls, config: GameConfig, seed: int, observer: Callable[[Game, Event], None] | None = None) -> Game:
        g = cls(config, seed, rules_for(config))
        g.observer = observer
        g.rules.build(g)
        g._coro = g._main()
        g._advance(None)
        return g

    @property
    def started(self) -> bool:
        """Has the game begun (the table is built)?"""
        return self._coro is not None

    @property
    def finished(self) -> bool:
        return self.result is not None

    def check(self, answer: Answer | dict[str, Any]) -> Answer:
        """Would the pending request take `answer` (returned, built from JSON)? IllegalAnswer says why not."""
        req = self.pending
        if req is None:
            raise IllegalAnswer("nothing is asked: the game is over")
        if isinstance(answer, dict):
            answer = answer_from_json(answer)
        req.validate(answer)
        if self._check is not None:
            self._check(answer)
        return answer

    def answer(self, answer: Answer | dict[str, Any]) -> None:
        """Answer the pending request. An illegal answer raises IllegalAnswer and changes nothing."""
        answer = self.check(answer)
        req = self.pending
        assert req is not None      # (check: something is asked)
        self.decisions += 1
        self.answers.append((req.seat, answer))
        self._check = None
        try:
            self.pending = self._coro.send(answer)
        except StopIteration:
            self._ended()
        self._digest = self.state_digest(self._digest)
        self.digests.append(self._digest)

    def view(self, seat: int | None) -> PlayerView:
        from .view import make_view
        return make_view(self, seat)

    def views(self, seats: list[int]) -> list[PlayerView]:
        """The views of several seats at once, sharing what they see alike (view.make_views: for
        seat states kept together; never change them)."""
        from .view import make_views
        return make_views(self, seats)

    def log_for(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
        """The log as `seat` may see it (None: a spectator, -1: omniscient)."""
        return self.log.for_seat(seat, since)

    @property
    def record(self) -> Record:
        from .record import Record
        return Record.of(self)

    # ------------------------------------------------------------ driver
    async def _main(self, body: Awaitable[None] | None = None) -> None:
        """The game: the rules' `run`, or `body` (a game started from a position: engine/position.py)."""
        try:
            await (self.rules.run(self) if body is None else body)
        except GameOver as over:
            self.result = GameResult(over.winners, over.reason)
            players = self.players
            self.emit(GameOverEvent(winners=tuple(over.winners), reason=over.reason,
                                 roles=tuple(p.role for p in players),
                                 generals=tuple(tuple(s.general for s in p.generals) for p in players),
                                 kingdoms=tuple(p.kingdom for p in players)))

    def _advance(self, value: Any) -> None:
        self._check = None
        try:
            self.pending = self._coro.send(value)
        except StopIteration:
            self._ended()

    def _ended(self) -> None:
        self.pending = None
        if self.result is None:
            self.result = GameResult((), "ended")

    def ask(self, request: Request[A], check: Callable[[Answer], None] | None = None) -> Awaitable[A]:
        """`await g.ask(request)` suspends the game until `request` is answered (validated by it, then `check`)."""
        self._check = check
        return _suspend(request)

    def state_digest(self, prev: int = 0) -> int:
        """A cheap digest chained over answers: where two runs part, it parts (the full
        digest at the end covers every zone)."""
        pend = self.pending
        head = _DIGEST_HEAD.pack(len(self.log.entries), self.rng.draws, len(self.draw_pile), self.current,
                                 pend.seat if pend is not None else -2)
        # (crc32 runs on the head, then one byte per seat's HP, read again after an event that
        # tells a new HP (_HP_KINDS: damage, recover, max_hp …; HP never changes unlogged); one
        # call over both is the same crc as one after the other)
        hp = self._hp_bytes
        if hp is None:
            hp = self._hp_bytes = bytes([p.hp & 255 for p in self.players])
        return zlib.crc32(head + hp, prev)

    def full_digest(self) -> int:
        """A digest of every zone's contents (for the end of a record)."""
        parts: list[int] = [*self.draw_pile, -1, *self.discard_pile, -1, *self.processing, -1]
        for p in self.players:
            parts.extend((p.hp, p.max_hp, int(p.alive), *p.hand, -1, *p.equip_ids(), -1, *p.judge, -2))
        return zlib.crc32(array("q", parts).tobytes())

    # ------------------------------------------------------------ events
    def emit(self, ev: Event, vis: int = ALL_SEATS) -> None:
        """Log a typed event for the seats in `vis` (the rest see its public form, if any)."""
        self.log.entries.append((ev, vis, ev if vis == ALL_SEATS else redacted(ev, vis)))
        if ev.__class__ in _HP_KINDS:
            self._hp_bytes = None   # (HP changed: read it again for the next digest)
        if self.observer is not None:
            self.observer(self, ev)

    # ------------------------------------------------------------ seats
    def alive_seats(self, start: int | None = None) -> list[int]:
        """Living seats in seat order (逆时针; away players out), from `start` (default the current player)."""
        s = self.current if start is None else start
        order = self._alive
        if order is None:
            order = self._alive = [p.seat for p in self.players if p.alive and AWAY not in p.marks]
        i = self.ring().get(s)
        if i is None:   # a dead start: from the first living seat after it
            return [x for x in order if x > s] + [x for x in order if x < s]
        return order[i:] + order[:i]

    def seat_order(self, seats: Iterable[int], start: int | None = None) -> list[int]:
        n = len(self.players)
        s = self.current if start is None else start
        return sorted(seats, key=lambda x: (x - s) % n)

    def next_alive(self, seat: int) -> int:
        n = len(self.players)
        for i in range(1, n + 1):
            p = (seat + i) % n
            if self.players[p].alive:
                return p
        return seat

    def ring(self) -> dict[int, int]:  # each living seat's position round the table (not 调虎离山's away ones)
        ring = self._ring
        if ring is None:
            ring = self._ring = {p.seat: i for i, p in enumerate(q for q in self.players
                                                                   if q.alive and AWAY not in q.marks)}
        return ring

    def seats_changed(self) -> None:
        """Call when a player dies or revives: positions round the table change."""
        self._ring = None
        self._alive = None
        self.board_epoch += 1

    def others(self, seat: int) -> list[int]:
        """The other living seats in seat order after `seat`."""
        i = self.ring().get(seat)
        if i is None:
            return self.alive_seats(seat)
        order = self._alive
        if order is None:
            order = self._alive = [p.seat for p in self.players if p.alive and AWAY not in p.marks]
        return order[i + 1:] + order[:i]

    # ------------------------------------------------------------ skills
    async def trigger(self, timing: Timing, data: Any, key: str | None = None) -> None:
        """Await this to resolve `timing` with its payload `data` (of the timing's payload class: another raises
        TypeError). The one trigger entry point for content; a timing nobody listens to costs one lookup. `key`
        narrows the listeners (a phase timing for one phase: skills.phase_key)."""
        if data.__class__ is not timing.payload:
            _check_payload(timing, data)
        ready = self.ready(timing, data, key)
        if ready:
            await trigger_skills(self, timing, data, key, ready)

    def ready(self, timing: Timing, data: Any, key: str | None = None) -> list[tuple[Player, Skill]] | None:
        """The listeners of `timing` that can trigger now (None: nobody). Engine only: a plain call the engine's
        frequent timings ask first, awaiting `fire` only when someone can (nothing triggers most of the time,
        and a coroutine costs more than a call). The payload's class is checked once someone listens."""
        index = self.skills
        at = key or timing
        entries = index.by_timing.get(at)
        if entries:
            if data.__class__ is not timing.payload:
                _check_payload(timing, data)
            if key is not None or timing is _DRAW_PHASE or timing is _TURN_START or timing is _TURN_END:
                # (a turn or phase timing: not the other players' own_phases_only skills)
                entries = index.in_phases_of(at, data.seat)
            ready = [e for e in entries if e[1].can_trigger(self, e[0], timing, data)]
            if ready:
                return ready
        return None

    def fire(self, timing: Timing, data: Any, ready: list[tuple[Player, Skill]],
             key: str | None = None) -> Awaitable[None]:
        """Await this to resolve `timing` for the listeners `ready` found (engine only)."""
        return trigger_skills(self, timing, data, key, ready)

    def listens(self, timing: Timing) -> bool:
        """Does any skill listen to `timing`? (Engine only: skip building its payload when not.)"""
        return timing in self.skills.by_timing

    def modify(self, kind: str, value: V, *args: Any) -> V:
        """Fold every modifier skill of `kind` over `value` (no modifier: one lookup)."""
        entries = self.skills.by_modifier.get(kind)
        if entries:
            first = args[0] if args else None
            for p, sk in entries:
                if _modifier_acts(p, sk, first):
                    value = sk.modify(self, p, kind, value, *args)
        return value

    def modifiers_for(self, kind: str, first: Any) -> list[tuple[Player, Skill]]:
        """The modifier skills of `kind` that act when `first` is the first argument, in the
        order `modify` applies them (to fold one kind over many values at once)."""
        entries = self.skills.by_modifier.get(kind)
        if not entries:
            return []
        return [(p, sk) for p, sk in entries if _modifier_acts(p, sk, first)]

    async def reveal_skill(self, player: Player, skill: Skill) -> None:
        """Await before a skill of a face-down general works: its general is shown (明置)."""
        if player.hidden_skills:
            slot = player.hidden_skills.get(skill.id)
            if slot is not None:
                await self.rules.show_general(self, player, slot, reason=skill.id)

    def may_show(self, player: Player) -> bool:
        """May `player` show a face-down general now (祸水 forbids it in 邹氏's turn)?"""
        return not self.modify(SHOW_BLOCKED, False, player)

    def usable_skills(self, player: Player, skills: list[Skill]) -> list[Skill]:
        """`skills` without those of face-down generals when the player may not show them now."""
        hidden = player.hidden_skills
        if not hidden or self.may_show(player):
            return skills
        return [sk for sk in skills if sk.id not in hidden]

    def ids_named(self, name: str) -> tuple[int, ...]:
        """Every physical card of the game named `name` (all 无懈可击 …)."""
        n, table = self._named
        if n != len(self.cards):
            lists: dict[str, list[int]] = {}
            for c in self.cards:
                lists.setdefault(c.name, []).append(c.id)
            table = {k: tuple(v) for k, v in lists.items()}
            self._named = (len(self.cards), table)
        return table.get(name, ())

    def note_skill(self, seat: int, skill_id: str) -> None:
        """Log that `seat` invoked a skill, and remember it in this turn's history."""
        self.emit(SkillInvoked(seat=seat, skill=skill_id))
        if self.turn is not None:
            self.turn.skill_uses.append((seat, skill_id, self.turn.phase))

    def skill_count(self, seat: int, skill_id: str, phase: str | None = None) -> int:
        """How often `seat` invoked `skill_id` this turn (only in `phase`, when given)."""
        if self.turn is None:
            return 0
        return sum(1 for s, k, ph in self.turn.skill_uses
                   if s == seat and k == skill_id and (phase is None or ph == phase))

    def add_skill(self, seat: int, skill: Skill) -> None:
        self.skills.add(self.players[seat], skill)
        self.board_epoch += 1           # a distance skill (马术) may come with it
        skill.on_acquire(self, self.players[seat])

    def remove_skill(self, seat: int, skill: Skill) -> None:
        self.skills.remove(self.players[seat], skill)
        self.board_epoch += 1
        skill.on_lose(self, self.players[seat])

    def after_step(self, procedure: Callable[[], Awaitable[None]]) -> None:
        """Run `procedure` (a rule's consequence that asks or moves cards) as soon as the step in
        progress is over: the triggered skill's effect or the play-phase skill that called a plain,
        synchronous hook (`Skill.on_lose`: 不屈 lost at HP ≤ 0 is dying). In the order they came."""
        self.aftermath.append(procedure)

    async def settle(self) -> None:
        """Run the procedures `after_step` left (and any they leave in turn), the first first."""
        while self.aftermath:
            await self.aftermath.pop(0)()

    # ------------------------------------------------------------ asking helpers
    async def ask_yes_no(self, seat: int, prompt: Prompt, default: bool = False) -> bool:
        ans = await self.ask(OptionRequest(seat, ("yes", "no"), "yes" if default else "no", prompt))
        return ans.option == "yes"

    async def choose_option(self, seat: int, options: tuple[str, ...], prompt: Prompt,
                            default: str = "") -> str:
        if len(options) == 1:
            return options[0]
        ans = await self.ask(OptionRequest(seat, options, default or options[0], prompt))
        assert isinstance(ans, Choose)
        return ans.option

    async def choose_cards(self, seat: int, cards: Iterable[int], lo: int, hi: int, prompt: Prompt
                           ) -> list[int]:
        cands = tuple(cards)
        hi = min(hi, len(cands))
        lo = min(lo, hi)
        if hi == 0:
            return []
        if lo == hi == len(cands):
            return list(cands)
        ans = await self.ask(CardsRequest(seat, cands, lo, hi, prompt))
        return list(ans.cards)

    async def choose_seats(self, seat: int, seats: Iterable[int], lo: int, hi: int, prompt: Prompt
                           ) -> list[int]:
        cands = tuple(seats)
        ans = await self.ask(SeatsRequest(seat, cands, lo, min(hi, len(cands)), prompt))
        return list(ans.seats)

    async def pick_card(self, chooser: int, owner: int, zones: str, prompt: Prompt) -> int | None:
        """Choose one card in `owner`'s areas ("h" hand, "e" equipment, "j" judge area).

        Another player's hand cards are offered face down, by position; the positions are a fresh
        permutation of the hand for every pick (drawn from `hand_order_rng`), never the order the
        cards arrived in, so a seat that gave a card cannot tell where it sits.
        """
        p = self.players[owner]
        visible: list[int] = []
        hand_n = 0
        if "h" in zones:
            if chooser == owner:
                visible.extend(p.hand)
            else:
                hand_n = len(p.hand)
        if "e" in zones:
            visible.extend(p.equip_ids())
        if "j" in zones:
            visible.extend(p.judge)
        total = hand_n + len(visible)
        if total == 0:
            return None
        if total == 1:
            return p.hand[0] if hand_n else visible[0]
        order = list(p.hand) if hand_n else []
        self.hand_order_rng.shuffle(order)
        self.face_down = tuple(order)
        try:
            ans = await self.ask(PickRequest(chooser, owner, hand_n, tuple(visible), prompt))
        finally:
            self.face_down = ()
        assert isinstance(ans, Pick)
        if ans.index is not None:
            return order[ans.index]
        return ans.card

    # ------------------------------------------------------------ caches
    @property
    def event_count(self) -> int:
        """How many events are logged so far: a stamp that changes with every event (what a cache
        of a question about the state is keyed by; see also `memo`)."""
        return len(self.log.entries)

    def memo(self, name: str, stamp: int | None = None) -> dict[Any, Any]:
        """This game's cache called `name`: a dict, emptied whenever `stamp` changes (default: the event count,
        so until the next event; `board_epoch` for an answer about the board only; a constant: the whole game)."""
        if stamp is None:
            stamp = len(self.log.entries)
        m = self._memos.get(name)
        if m is not None and m[0] == stamp:
            return m[1]
        entries: dict[Any, Any] = {}
        self._memos[name] = (stamp, entries)
        return entries

    # ------------------------------------------------------------ cards
    def card_name(self, cid: int) -> str:
        return self.cards[cid].key

