"""Per-seat views (PlayerView): the only picture of the game a seat gets.

Another player's hand is a count plus the cards this seat legitimately knows
are there; the draw pile is a count; a hidden role or general is None.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import EQUIP_SLOTS
from .state import ALL_SEATS

if TYPE_CHECKING:
    from .game import Game
    from .state import Player


@dataclass(slots=True)
class SeatView:
    seat: int
    alive: bool
    hp: int
    max_hp: int
    dying: bool
    hand_count: int
    known_hand: list[int]
    equips: dict[str, int]
    judge: list[int]
    judge_as: dict[int, str]
    chained: bool
    face_up: bool
    role: str | None
    generals: list[str | None]
    kingdom: str | None
    gender: str | None
    drunk: int
    marks: dict[str, int] = field(default_factory=dict)
    shown: list[bool] = field(default_factory=list)     # per general: 明置 (public)
    removed: list[bool] = field(default_factory=list)   # per general: 移除 (public)
    #: the cards on the general (武将牌上) by pile: how many each holds (public) and, in the order
    #: they came, the ids this seat may see — a face-up pile's (不屈's 创, 屯田's 田) everyone's,
    #: a face-down one's (木牛流马) its holder's only. Empty piles are left out.
    piles: dict[str, int] = field(default_factory=dict)
    pile_cards: dict[str, list[int]] = field(default_factory=dict)


@dataclass(slots=True)
class PlayerView:
    seat: int | None                # None: a spectator's view (no seat)
    role: str | None
    hand: list[int]
    players: list[SeatView]
    draw_count: int
    discard: list[int]
    processing: list[int]
    current: int
    phase: str | None
    round: int
    finished: bool
    packs: tuple[str, ...] = ()     # the deck's packages: with the public deck table, ids give faces
    mode: str = "identity"
    rules: str = ""                 # the mode's rule book where it has several (国战: old / new)
    #: table-wide states in the order they began (国战's 鏖战: "aozhan")
    table_states: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def make_view(g: Game, seat: int | None) -> PlayerView:
    """What `seat` may see now (ALL_SEATS: everything, for replays and tests; None: a spectator,
    who sees only what is public)."""
    omniscient = seat == ALL_SEATS
    bit = 0 if (seat is None or omniscient) else 1 << seat
    known = g.known
    seats = []
    for p in g.players:
        mine = omniscient or p.seat == seat
        if mine:
            known_hand = list(p.hand)
        else:
            # (by id, never by arrival: the order would tell which card came when)
            known_hand = sorted(c for c in p.hand if known[c] == ALL_SEATS or (bit and known[c] & bit))
        seats.append(SeatView(
            seat=p.seat, alive=p.alive, hp=p.hp, max_hp=p.max_hp, dying=p.dying, hand_count=len(p.hand),
            known_hand=known_hand, equips={s: p.equips[s] for s in EQUIP_SLOTS if s in p.equips},
            judge=list(p.judge), judge_as=dict(p.judge_as), chained=p.chained, face_up=p.face_up,
            role=p.role if (mine or p.role_shown) else None,
            generals=[s.general if (mine or s.shown) else None for s in p.generals],
            kingdom=p.kingdom, gender=p.gender, drunk=p.drunk, marks=_marks(p, mine),
            shown=[s.shown for s in p.generals], removed=[s.removed for s in p.generals]))
        if p.piles:
            _piles(seats[-1], p.piles, mine, bit, known)
    me = None if (omniscient or seat is None) else g.players[seat]
    return PlayerView(
        seat=seat, role=me.role if me else None, hand=list(me.hand) if me else [], players=seats,
        draw_count=len(g.draw_pile), discard=list(g.discard_pile), processing=list(g.processing),
        current=g.current, phase=g.phase_shown, round=g.round, finished=g.finished,
        packs=tuple(g.config.packs), mode=g.config.mode, rules=g.rules.profile_name,
        table_states=list(g.rules.table_states))


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
    mark would name 庞统)."""
    hidden = p.hidden_skills
    if mine or not hidden:
        return dict(p.marks)
    return {k: v for k, v in p.marks.items() if k not in hidden}
