"""Per-seat views (PlayerView): the only picture of the game a seat gets.

Another player's hand is a count plus the cards this seat legitimately knows
are there; the draw pile is a count; a hidden role or general is None.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .cards import EQUIP_SLOTS
from .state import ALL_SEATS, OWN_MARK

if TYPE_CHECKING:
    from .game import Game
    from .state import Player


class SeatView:
    """One player as a seat sees it. A plain class with its own `__init__` (not a dataclass: the
    compiled build constructs it natively, a view of 8 players in a few microseconds); equality,
    `repr` and `to_json` go by `FIELDS`."""

    __slots__ = ("alive", "chained", "drunk", "dying", "equips", "face_up", "gender", "generals", "hand_count",
                 "hp", "judge", "judge_as", "kingdom", "known_hand", "marks", "max_hp", "pile_cards", "piles",
                 "removed", "role", "seat", "shown")

    #: the fields in their order (the JSON form's keys)
    FIELDS: ClassVar[tuple[str, ...]] = (
        "seat", "alive", "hp", "max_hp", "dying", "hand_count", "known_hand", "equips", "judge", "judge_as",
        "chained", "face_up", "role", "generals", "kingdom", "gender", "drunk", "marks", "shown", "removed",
        "piles", "pile_cards")

    def __init__(self, seat: int, alive: bool, hp: int, max_hp: int, dying: bool, hand_count: int,
                 known_hand: list[int], equips: dict[str, int], judge: list[int], judge_as: dict[int, str],
                 chained: bool, face_up: bool, role: str | None, generals: list[str | None], kingdom: str | None,
                 gender: str | None, drunk: int, marks: dict[str, int] | None = None,
                 shown: list[bool] | None = None, removed: list[bool] | None = None,
                 piles: dict[str, int] | None = None, pile_cards: dict[str, list[int]] | None = None) -> None:
        self.seat = seat
        self.alive = alive
        self.hp = hp
        self.max_hp = max_hp
        self.dying = dying
        self.hand_count = hand_count
        self.known_hand = known_hand
        self.equips = equips
        self.judge = judge
        self.judge_as = judge_as
        self.chained = chained
        self.face_up = face_up
        self.role = role
        self.generals = generals
        self.kingdom = kingdom
        self.gender = gender
        self.drunk = drunk
        self.marks: dict[str, int] = {} if marks is None else marks
        self.shown: list[bool] = [] if shown is None else shown        # per general: 明置 (public)
        self.removed: list[bool] = [] if removed is None else removed  # per general: 移除 (public)
        #: the cards on the general (武将牌上) by pile: how many each holds (public) and, in the order
        #: they came, the ids this seat may see — a face-up pile's (不屈's 创, 屯田's 田) everyone's,
        #: a face-down one's (木牛流马) its holder's only. Empty piles are left out.
        self.piles: dict[str, int] = {} if piles is None else piles
        self.pile_cards: dict[str, list[int]] = {} if pile_cards is None else pile_cards

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SeatView):
            return NotImplemented
        return (self.seat == other.seat and self.alive == other.alive and self.hp == other.hp
                and self.max_hp == other.max_hp and self.dying == other.dying and self.hand_count == other.hand_count
                and self.known_hand == other.known_hand and self.equips == other.equips and self.judge == other.judge
                and self.judge_as == other.judge_as and self.chained == other.chained
                and self.face_up == other.face_up and self.role == other.role and self.generals == other.generals
                and self.kingdom == other.kingdom and self.gender == other.gender and self.drunk == other.drunk
                and self.marks == other.marks and self.shown == other.shown and self.removed == other.removed
                and self.piles == other.piles and self.pile_cards == other.pile_cards)

    __hash__ = None  # type: ignore[assignment]  # (mutable: as a dataclass with eq)

    def __repr__(self) -> str:
        return "SeatView(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in SeatView.FIELDS) + ")"

    def __deepcopy__(self, memo: dict[int, Any]) -> SeatView:
        """A copy that shares nothing (`copy.deepcopy`: the window paints from one)."""
        return SeatView(self.seat, self.alive, self.hp, self.max_hp, self.dying, self.hand_count,
                        list(self.known_hand), dict(self.equips), list(self.judge), dict(self.judge_as),
                        self.chained, self.face_up, self.role, list(self.generals), self.kingdom, self.gender,
                        self.drunk, dict(self.marks), list(self.shown), list(self.removed), dict(self.piles),
                        {k: list(v) for k, v in self.pile_cards.items()})

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field, containers copied."""
        return {f: _plain(getattr(self, f)) for f in SeatView.FIELDS}


class PlayerView:
    """What one seat may see of the table (a spectator's: `seat` None). A plain class, as SeatView."""

    __slots__ = ("current", "discard", "draw_count", "finished", "hand", "mode", "packs", "phase", "players",
                 "processing", "role", "round", "rules", "seat", "table_states")

    FIELDS: ClassVar[tuple[str, ...]] = (
        "seat", "role", "hand", "players", "draw_count", "discard", "processing", "current", "phase", "round",
        "finished", "packs", "mode", "rules", "table_states")

    def __init__(self, seat: int | None, role: str | None, hand: list[int], players: list[SeatView],
                 draw_count: int, discard: list[int], processing: list[int], current: int, phase: str | None,
                 round: int, finished: bool, packs: tuple[str, ...] = (), mode: str = "identity",
                 rules: str = "", table_states: list[str] | None = None) -> None:
        self.seat = seat                # None: a spectator's view (no seat)
        self.role = role
        self.hand = hand
        self.players = players
        self.draw_count = draw_count
        self.discard = discard
        self.processing = processing
        self.current = current
        self.phase = phase
        self.round = round
        self.finished = finished
        self.packs = packs              # the deck's packages: with the public deck table, ids give faces
        self.mode = mode
        self.rules = rules              # the mode's rule book where it has several (国战: old / new)
        #: table-wide states in the order they began (国战's 鏖战: "aozhan")
        self.table_states: list[str] = [] if table_states is None else table_states

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerView):
            return NotImplemented
        return (self.seat == other.seat and self.role == other.role and self.hand == other.hand
                and self.players == other.players and self.draw_count == other.draw_count
                and self.discard == other.discard and self.processing == other.processing
                and self.current == other.current and self.phase == other.phase and self.round == other.round
                and self.finished == other.finished and self.packs == other.packs and self.mode == other.mode
                and self.rules == other.rules and self.table_states == other.table_states)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "PlayerView(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in PlayerView.FIELDS) + ")"

    def __deepcopy__(self, memo: dict[int, Any]) -> PlayerView:
        """A copy that shares nothing (`copy.deepcopy`)."""
        return PlayerView(self.seat, self.role, list(self.hand), [p.__deepcopy__(memo) for p in self.players],
                          self.draw_count, list(self.discard), list(self.processing), self.current, self.phase,
                          self.round, self.finished, self.packs, self.mode, self.rules, list(self.table_states))

    def to_json(self) -> dict[str, Any]:
        out = {f: _plain(getattr(self, f)) for f in PlayerView.FIELDS}
        out["players"] = [p.to_json() for p in self.players]
        return out


def _plain(value: Any) -> Any:
    """A field's value for JSON, its containers copied (as `dataclasses.asdict` did)."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return {k: list(v) if isinstance(v, list) else v for k, v in value.items()}
    return value


def make_view(g: Game, seat: int | None) -> PlayerView:
    """What `seat` may see now (ALL_SEATS: everything, for replays and tests; None: a spectator,
    who sees only what is public)."""
    omniscient = seat == ALL_SEATS
    bit = 0 if (seat is None or omniscient) else 1 << seat
    known = g.known
    seats = [_seat_view(p, omniscient or p.seat == seat, bit, known) for p in g.players]
    return _player_view(g, seat, seats, list(g.discard_pile), list(g.processing), list(g.rules.table_states))


def make_views(g: Game, seats: list[int]) -> list[PlayerView]:
    """The views of `seats` now, as `make_view` gives each, sharing what they see alike: one
    SeatView of each player for every seat that knows nothing of it beyond what all know (its
    own seat, and a seat that knows a card in its hand or a face-down pile, get their own), and
    one discard pile, processing area and list of table states. For `SeatStates`, which keeps
    such views together; a reader must never change them."""
    known = g.known
    public = [_seat_view(p, False, 0, known) for p in g.players]
    discard, processing, states = list(g.discard_pile), list(g.processing), list(g.rules.table_states)
    views = []
    for seat in seats:
        bit = 1 << seat
        players = []
        for p in g.players:
            if p.seat == seat or _knows_more(p, bit, known):
                players.append(_seat_view(p, p.seat == seat, bit, known))
            else:
                players.append(public[p.seat])
        views.append(_player_view(g, seat, players, discard, processing, states))
    return views


def _knows_more(p: Player, bit: int, known: list[int]) -> bool:
    """Does the seat of `bit` know a card in `p`'s hand or piles that not everyone knows?"""
    for c in p.hand:
        if known[c] != ALL_SEATS and known[c] & bit:
            return True
    for cards in p.piles.values():
        for c in cards:
            if known[c] != ALL_SEATS and known[c] & bit:
                return True
    return False


def _seat_view(p: Player, mine: bool, bit: int, known: list[int]) -> SeatView:
    """Player `p` as the seat of `bit` sees it (`mine`: its own seat, or everything)."""
    if mine:
        known_hand = list(p.hand)
    else:
        # (by id, never by arrival: the order would tell which card came when)
        known_hand = sorted([c for c in p.hand if known[c] == ALL_SEATS or (bit and known[c] & bit)])
    equips = p.equips
    sv = SeatView(
        p.seat, p.alive, p.hp, p.max_hp, p.dying, len(p.hand), known_hand,
        {s: equips[s] for s in EQUIP_SLOTS if s in equips}, list(p.judge), dict(p.judge_as), p.chained,
        p.face_up, p.role if (mine or p.role_shown) else None,
        [s.general if (mine or s.shown) else None for s in p.generals], p.kingdom, p.gender, p.drunk,
        _marks(p, mine), [s.shown for s in p.generals], [s.removed for s in p.generals])
    if p.piles:
        _piles(sv, p.piles, mine, bit, known)
    return sv


def _player_view(g: Game, seat: int | None, players: list[SeatView], discard: list[int], processing: list[int],
                 table_states: list[str]) -> PlayerView:
    me = None if (seat is None or seat == ALL_SEATS) else g.players[seat]
    return PlayerView(
        seat, me.role if me else None, list(me.hand) if me else [], players, len(g.draw_pile), discard,
        processing, g.current, g.phase_shown, g.round, g.finished, tuple(g.config.packs), g.config.mode,
        g.rules.profile_name, table_states)


def _piles(sv: SeatView, piles: dict[str, list[int]], mine: bool, bit: int, known: list[int]) -> None:
    """A player's piles as `seat` sees them: each one's size, and the ids it was shown as they
    went on (the same facts as a hand card's: who saw the move)."""
    for name, cards in piles.items():
        if not cards:
            continue
        sv.piles[name] = len(cards)
        seen = list(cards) if mine else [c for c in cards if known[c] == ALL_SEATS or (bit and known[c] & bit)]
        if seen:
            sv.pile_cards[name] = seen


def _marks(p: Player, mine: bool) -> dict[str, int]:
    """A player's marks; others do not see the mark of a face-down general's skill (涅槃's 限定技
    mark would name 庞统) nor one of its own (`own:…`: 化身's face-down 化身牌)."""
    marks = p.marks
    if mine or not marks:
        return dict(marks)
    hidden = p.hidden_skills
    return {k: v for k, v in marks.items() if k not in hidden and not k.startswith(OWN_MARK)}
