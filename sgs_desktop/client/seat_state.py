"""Seat states (座位视图): a seat's picture of the table, applied event by event — what the AI, the
window and a LAN client read. A state starts from its seat's view at some moment and applies that
seat's own (redacted) events after it, so it never needs a `Game`: `game.view(seat)` is only the
reference the tests compare it with after every event.

`SeatStates` keeps the views of several seats of one game together (a process's computer seats).
Each log entry is read and dispatched once. The views share what their seats see alike: one
discard pile, processing area and list of table states, and, for each player, one `SeatView`
object for every seat that knows no more of that player than the others do (a group). A player's
own seat holds its own object, and a seat that comes to know something the rest of its group does
not (a card it gave, a hand it looked at) is given a copy of its own at that moment (copy on
write). So an event is applied once per group — mostly two objects, not one per seat. `SeatState`
is one seat's (the window's, a LAN client's, a replay's), fed the events of its stream.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from typing import Final

from ..engine.events import (
    Chain,
    Damage,
    Death,
    Drunk,
    DrunkSlash,
    Dying,
    DyingOver,
    Event,
    FirstPlayer,
    GameOverEvent,
    GameStart,
    GeneralChosen,
    LookHand,
    LoseHp,
    Mark,
    MaxHp,
    Move,
    Phase,
    Recover,
    Reshuffle,
    RoleEvent,
    Setup,
    Show,
    Turn,
    TurnOver,
)
from ..engine.events_heg import (
    AozhanBegins,
    GeneralsChosen,
    HideGeneral,
    KingdomEvent,
    MarkGained,
    MarkSpent,
    RemoveGeneral,
    ShowGeneral,
)
from ..engine.events_huashen import Huashen
from ..engine.log import EventLog, Stream, seen_by
from ..engine.state import ALL_SEATS
from ..engine.view import PlayerView, SeatView
from ..engine.wire import KINDS
from ..packs import deck_cards

Views = list[PlayerView]
# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_MOVE: Final = Move
_PHASE: Final = Phase
Objs = list[SeatView]
#: a handler: it applies one form of an event to the views and to the objects of the event's
#: player (None for table-wide kinds) that see this form
Handler = Callable[["SeatStates", Event, Views, Objs], None]


class SeatStates:
    """The views of several seats of one game (`views`, each a seat's), kept current together by
    `follow` (straight from the log) or `apply_entry`; read them, never change them. `result` is
    the game-over event once the game is decided (with every role and general, now public)."""

    __slots__ = ("_bits", "_cards", "_mask", "_masks", "_objs", "_owner", "_owner_view", "_seated",
                 "cursor", "noted", "result", "views", "watch")

    def __init__(self, views: Views, cursor: int = 0, watch: frozenset[type] = frozenset()) -> None:
        """Start from `views`, each its seat's view as of log entry `cursor` (the states take them
        over and share what is alike in them: pass fresh ones, as game.views gives). `watch`: the
        event kinds whose entries `follow` notes (`noted`) for `observed`."""
        if not views:
            raise ValueError("seat states need at least one view")
        self.views = views
        self.result: GameOverEvent | None = None
        self.cursor = cursor
        self.watch = watch
        self.noted: list[int] = []
        bits = self._bits = [0 if v.seat is None or v.seat < 0 else 1 << v.seat for v in views]
        mask = 0
        for b in bits:
            mask |= b
        self._mask = mask
        self._seated = all(bits)        # (every view a seat's: what `follow` needs)
        self._cards = deck_cards(tuple(views[0].packs))
        first = views[0]
        for v in views[1:]:         # the public lists: one of each
            if v.discard != first.discard or v.processing != first.processing \
                    or v.table_states != first.table_states:
                raise ValueError("the views are not of one moment of one game")
            v.discard, v.processing, v.table_states = first.discard, first.processing, first.table_states
        n = len(first.players)
        self._objs: list[Objs] = []
        self._masks: list[list[int]] = []
        self._owner: list[SeatView | None] = [None] * n
        self._owner_view: list[PlayerView | None] = [None] * n
        for j in range(n):
            objs: Objs = []
            masks: list[int] = []
            for k, v in enumerate(views):
                o = v.players[j]
                for g in range(len(objs)):
                    if objs[g] is o:
                        masks[g] |= bits[k]
                        break
                else:
                    objs.append(o)
                    masks.append(bits[k])
            for k, v in enumerate(views):
                if v.seat == j:         # a player's own seat holds an object of its own
                    o = v.players[j]
                    g = next(g for g in range(len(objs)) if objs[g] is o)
                    if masks[g] != bits[k]:
                        masks[g] &= ~bits[k]
                        o = v.players[j] = o.__deepcopy__({})
                        objs.append(o)
                        masks.append(bits[k])
                    self._owner[j] = o
                    self._owner_view[j] = v
            self._objs.append(objs)
            self._masks.append(masks)

    # ---------------------------------------------------------------- reading the log
    def follow(self, log: EventLog) -> None:
        """Apply the log's entries from `cursor` to its end, each once (seats only: not a
        spectator's or an omniscient view)."""
        entries = log.entries
        n = len(entries)
        first = self.cursor
        if first == n:
            return
        if not self._seated:
            raise ValueError("follow is for seats' views, not a spectator's or an omniscient one")
        self.cursor = n
        watch = self.watch
        noted = self.noted
        for i in range(first, n):
            whole, vis, public = entries[i]
            self.apply_entry(whole, vis, public)
            if type(whole) in watch:
                noted.append(i)

    def note_past(self, log: EventLog) -> None:
        """Note the entries before `cursor` of the kinds watched (what came before the views were
        taken, for `observed`)."""
        watch = self.watch
        entries = log.entries
        self.noted[:0] = [i for i in range(self.cursor) if type(entries[i][0]) in watch]

    def observed(self, k: int, since: int, log: EventLog, keep: frozenset[type]) -> tuple[list[Event], int]:
        """The events of the kinds in `keep` (among `watch`) that view `k`'s seat saw, in its form,
        from `noted[since]` on; and where the next reading starts."""
        seat = self.views[k].seat
        entries = log.entries
        noted = self.noted
        out: list[Event] = []
        for j in range(since, len(noted)):
            ev = seen_by(entries[noted[j]], seat)
            if ev is not None and type(ev) in keep:
                out.append(ev)
        return out, len(noted)

    # ---------------------------------------------------------------- applying
    def apply_entry(self, whole: Event, vis: int, public: Event | None) -> None:
        """Apply one entry of the log: `whole` to the views (and objects) of the seats in `vis`,
        `public` to the others (nothing when it is None). A single seat's own events come as
        (event, ALL_SEATS, event): the form it was given is the form it sees."""
        t = type(whole)
        if t is _MOVE:
            self._move(whole, vis, public)  # type: ignore[arg-type]  # (t is Move)
            return
        if t is _PHASE:
            phase = whole.phase  # type: ignore[attr-defined]  # (public: no hidden field, seen by all)
            for v in self.views:
                v.phase = phase
            return
        found = _HANDLERS.get(t)
        if found is None:
            return
        fn, field = found
        j: int = -1 if field is None else getattr(whole, field)
        mask = self._mask
        if vis & mask == mask:              # (ALL_SEATS, -1, has every bit)
            fn(self, whole, self.views, self._objs[j] if j >= 0 else [])
        elif vis & mask == 0:
            if public is not None:
                fn(self, public, self.views, self._objs[j] if j >= 0 else [])
        else:
            bits = self._bits
            inside, outside = self._split(j, vis) if j >= 0 else ([], [])
            fn(self, whole, [v for v, b in zip(self.views, bits, strict=True) if vis & b], inside)
            if public is not None:      # (some view is outside: the mask is not all in vis)
                fn(self, public, [v for v, b in zip(self.views, bits, strict=True) if not vis & b], outside)

    def _split(self, j: int, vis: int) -> tuple[Objs, Objs]:
        """Player `j`'s objects that see an entry for `vis` whole, and those that see its public
        form. A group with seats on both sides parts: those in `vis` get a copy of their own."""
        objs = self._objs[j]
        masks = self._masks[j]
        inside: Objs = []
        outside: Objs = []
        for g in range(len(objs)):          # (the groups as they were: a copy is added at the end)
            m = masks[g]
            o = objs[g]
            if m & vis == m:
                inside.append(o)
            elif m & vis == 0:
                outside.append(o)
            else:
                mine = m & vis
                masks[g] = m & ~vis
                c = o.__deepcopy__({})
                objs.append(c)
                masks.append(mine)
                for v, b in zip(self.views, self._bits, strict=True):
                    if b & mine:
                        v.players[j] = c
                inside.append(c)
                outside.append(o)
        return inside, outside

    def _forms(self, j: int, vis: int) -> tuple[Objs, Objs]:
        """As `_split`, with the two common cases quick: every group inside, or every one outside."""
        mask = self._mask
        if vis & mask == mask:
            return self._objs[j], []
        if vis & mask == 0:
            return [], self._objs[j]
        return self._split(j, vis)

    def _move(self, mv: Move, vis: int, public: Move | None) -> None:
        """A move (移动, the most frequent kind). The table's zones are public (one list each); a
        hand's or a pile's cards are seen by `vis` (the rest see the count), so each of the two
        players' objects is given the form its seats see."""
        ids = mv.cards
        count = mv.count
        src = mv.src
        dst = mv.dst
        views = self.views
        # the table's zones (public: the ids are the same in both forms)
        if src == "processing":
            proc = views[0].processing
            for c in ids or ():
                proc.remove(c)
        elif src == "draw":
            for v in views:
                v.draw_count -= count
        elif src == "discard":
            disc = views[0].discard
            for c in ids or ():
                disc.remove(c)
        if dst == "discard":
            views[0].discard.extend(ids or ())
        elif dst == "processing":
            views[0].processing.extend(ids or ())
        elif dst == "draw":
            for v in views:
                v.draw_count += count
        pub_ids = None if public is None else public.cards
        # the players' areas
        if src == "hand" or src == "equip" or src == "judge" or src == "pile":
            owner = mv.src_owner
            ov = self._owner_view[owner]
            if src == "hand" and ov is not None:        # its own seat (ov's seat is `owner`) sees which left
                hand = ov.hand
                for c in (ids if vis & (1 << owner) else pub_ids) or ():
                    hand.remove(c)
            inside, outside = self._forms(owner, vis)
            for objs, seen in ((inside, ids), (outside, pub_ids)):
                for o in objs:
                    self._off(o, src, count, seen, mv, ov if o is self._owner[owner] else None)
        if dst == "hand" or dst == "equip" or dst == "judge" or dst == "pile":
            owner = mv.dst_owner
            ov = self._owner_view[owner]
            if dst == "hand" and ov is not None:
                ov.hand.extend((ids if vis & (1 << owner) else pub_ids) or ())
            inside, outside = self._forms(owner, vis)
            for objs, seen in ((inside, ids), (outside, pub_ids)):
                for o in objs:
                    self._on(o, dst, count, seen, mv, ov if o is self._owner[owner] else None)

    def _off(self, p: SeatView, src: str, count: int, ids: tuple[int, ...] | None, mv: Move,
             own: PlayerView | None) -> None:
        """Cards leave `p`'s `src` zone; `ids` as this object's seats see them; `own`: the
        player's own view, when `p` is its own object."""
        if src == "hand":
            p.hand_count -= count
            if own is not None:
                p.known_hand = list(own.hand)
            elif ids is None:
                p.known_hand = []            # which left is unknown: what is left is unknown too
            elif p.known_hand:
                p.known_hand = [c for c in p.known_hand if c not in ids]
        elif src == "equip":
            eq = p.equips
            for c in ids or ():
                slot = self._cards[c].behaviour.subtype
                if eq.get(slot) == c:
                    del eq[slot]
        elif src == "judge":
            for c in ids or ():
                p.judge.remove(c)
                p.judge_as.pop(c, None)
        else:
            _off_pile(p, mv.pile or "", count, ids)

    def _on(self, p: SeatView, dst: str, count: int, ids: tuple[int, ...] | None, mv: Move,
            own: PlayerView | None) -> None:
        """Cards arrive in `p`'s `dst` zone (as `_off`)."""
        if dst == "hand":
            p.hand_count += count
            if own is not None:
                p.known_hand = list(own.hand)
            elif ids is not None:
                for c in ids:
                    insort(p.known_hand, c)
        elif dst == "equip":
            eq = p.equips
            for c in ids or ():
                eq[self._cards[c].behaviour.subtype] = c
        elif dst == "judge":
            placed_as = mv.judge_as
            for c in ids or ():
                p.judge.append(c)
                if placed_as is not None and placed_as != self._cards[c].key:
                    p.judge_as[c] = placed_as
        else:
            _on_pile(p, mv.pile or "", count, ids)

    # ---------------------------------------------------------------- the table
    def _reshuffle(self, ev: Reshuffle, views: Views, objs: Objs) -> None:
        views[0].discard.clear()        # (one list, shared by the views)
        for v in views:
            v.draw_count = ev.count

    def _aozhan(self, ev: AozhanBegins, views: Views, objs: Objs) -> None:
        if "aozhan" not in views[0].table_states:
            views[0].table_states.append("aozhan")

    def _game_start(self, ev: GameStart, views: Views, objs: Objs) -> None:
        for v in views:
            v.rules = ev.rules

    def _turn(self, ev: Turn, views: Views, objs: Objs) -> None:
        seat, rnd = ev.seat, ev.round
        for v in views:
            v.current, v.round, v.phase = seat, rnd, None

    def _first_player(self, ev: FirstPlayer, views: Views, objs: Objs) -> None:
        for v in views:
            v.current = ev.seat

    def _game_over(self, ev: GameOverEvent, views: Views, objs: Objs) -> None:
        for v in views:
            v.finished = True
        self.result = ev

    # ---------------------------------------------------------------- hands
    def _show(self, ev: Show, views: Views, objs: Objs) -> None:
        """展示: the shown cards are in the shower's hand, known to everyone while they stay."""
        own = self._owner[ev.seat]
        for o in objs:
            if o is not own:
                known = o.known_hand
                for c in ev.cards:
                    if c not in known:
                        insort(known, c)

    def _look_hand(self, ev: LookHand, views: Views, objs: Objs) -> None:
        if ev.cards is not None:
            for o in objs:
                o.known_hand = sorted(ev.cards)

    # ---------------------------------------------------------------- health
    def _damage(self, ev: Damage | LoseHp, views: Views, objs: Objs) -> None:
        """受到伤害 and 失去体力 alike: the HP it falls to (dying at 0 or below)."""
        hp = ev.hp
        for o in objs:
            o.hp = hp
            if hp <= 0:
                o.dying = True

    def _recover(self, ev: Recover, views: Views, objs: Objs) -> None:
        hp = ev.hp
        for o in objs:
            o.hp = hp
            if hp > 0:
                o.dying = False

    def _max_hp(self, ev: MaxHp, views: Views, objs: Objs) -> None:
        for o in objs:
            o.max_hp, o.hp = ev.max_hp, ev.hp

    def _dying(self, ev: Dying, views: Views, objs: Objs) -> None:
        for o in objs:
            o.dying, o.hp = True, ev.hp

    def _dying_over(self, ev: DyingOver, views: Views, objs: Objs) -> None:
        for o in objs:
            o.dying = False

    def _death(self, ev: Death, views: Views, objs: Objs) -> None:
        for o in objs:
            o.alive = False
            o.dying = False
            o.role = ev.role

    def _setup(self, ev: Setup, views: Views, objs: Objs) -> None:
        for o in objs:
            o.hp, o.max_hp, o.alive, o.chained, o.face_up = ev.hp, ev.max_hp, ev.alive, ev.chained, ev.face_up

    # ---------------------------------------------------------------- player state
    def _chain(self, ev: Chain, views: Views, objs: Objs) -> None:
        for o in objs:
            o.chained = ev.chained

    def _turn_over(self, ev: TurnOver, views: Views, objs: Objs) -> None:
        for o in objs:
            o.face_up = ev.face_up

    def _drunk(self, ev: Drunk, views: Views, objs: Objs) -> None:
        for o in objs:
            o.drunk = ev.drunk

    def _drunk_slash(self, ev: DrunkSlash, views: Views, objs: Objs) -> None:
        for o in objs:
            o.drunk = 0

    def _mark(self, ev: Mark, views: Views, objs: Objs) -> None:
        for o in objs:
            if ev.value is None:
                o.marks.pop(ev.mark, None)
            else:
                o.marks[ev.mark] = ev.value

    def _mark_gained(self, ev: MarkGained, views: Views, objs: Objs) -> None:
        for o in objs:
            o.marks[ev.mark] = ev.count

    def _mark_spent(self, ev: MarkSpent, views: Views, objs: Objs) -> None:
        for o in objs:
            if ev.count > 0:
                o.marks[ev.mark] = ev.count
            else:
                o.marks.pop(ev.mark, None)

    def _role(self, ev: RoleEvent, views: Views, objs: Objs) -> None:
        for o in objs:
            o.role = ev.role
        for v in views:
            if ev.seat == v.seat:
                v.role = ev.role

    def _general(self, ev: GeneralChosen, views: Views, objs: Objs) -> None:
        for o in objs:
            o.generals = [ev.general, *o.generals[1:]]
            o.kingdom, o.gender, o.hp, o.max_hp = ev.kingdom, ev.gender, ev.hp, ev.max_hp

    def _generals_chosen(self, ev: GeneralsChosen, views: Views, objs: Objs) -> None:
        for o in objs:
            o.generals, o.shown, o.max_hp, o.hp = [ev.head, ev.deputy], [False, False], ev.max_hp, ev.hp
            o.removed = [False, False]

    def _show_general(self, ev: ShowGeneral, views: Views, objs: Objs) -> None:
        i = 0 if ev.slot == "head" else 1
        for o in objs:
            o.generals[i] = ev.general
            o.shown[i] = True
            o.gender, o.kingdom = ev.gender, ev.kingdom
            o.marks.update(ev.marks)
            if ev.reason == "death":        # 国战: the dead show their generals, then the death is logged
                o.alive = o.dying = False

    def _remove_general(self, ev: RemoveGeneral, views: Views, objs: Objs) -> None:
        i = 0 if ev.slot == "head" else 1
        for o in objs:
            o.generals[i] = ev.general
            o.shown[i] = True
            while len(o.removed) < len(o.generals):
                o.removed.append(False)
            o.removed[i] = True

    def _hide_general(self, ev: HideGeneral, views: Views, objs: Objs) -> None:
        i = 0 if ev.slot == "head" else 1
        own = self._owner[ev.seat]
        for o in objs:
            o.shown[i] = False
            o.gender = ev.gender
            if o is not own:
                o.generals[i] = None
                for m in ev.marks:
                    o.marks.pop(m, None)

    def _kingdom(self, ev: KingdomEvent, views: Views, objs: Objs) -> None:
        for o in objs:
            o.kingdom = ev.kingdom

    def _huashen(self, ev: Huashen, views: Views, objs: Objs) -> None:
        for o in objs:
            o.gender, o.kingdom = ev.gender, ev.kingdom


class SeatState(SeatStates):
    """One seat's state (or a spectator's: `me` None): `view` is kept current by `apply_all` (the
    events of this seat's stream, as a LAN client receives them) or `catch_up` (from the log)."""

    __slots__ = ("me", "view")

    def __init__(self, view: PlayerView) -> None:
        """Start from `view` (the state takes it over: pass a fresh one, as game.view gives)."""
        super().__init__([view])
        self.view = view
        self.me = view.seat

    def apply(self, ev: Event) -> None:
        self.apply_entry(ev, ALL_SEATS, ev)

    def apply_all(self, events: Iterable[Event], keep: frozenset[type] = frozenset()) -> list[Event]:
        """Apply `events` in order; return those of the kinds in `keep` (never Move or Phase: what
        a reader of the stream, like an AI's beliefs, asks for, picked out on the way)."""
        kept: list[Event] = []
        for ev in events:
            self.apply_entry(ev, ALL_SEATS, ev)
            if type(ev) in keep:
                kept.append(ev)
        return kept

    def catch_up(self, stream: Stream, keep: frozenset[type] = frozenset()) -> list[Event]:
        """Read this seat's `stream` to its end and apply what it saw, straight from the log's
        entries (no list of the events is built); return the events of the kinds in `keep`."""
        me = self.me
        if me is None or me < 0 or stream.seat != me:
            return self.apply_all(stream.read(), keep)
        self.cursor, self.watch = stream.cursor, keep
        start = len(self.noted)
        self.follow(stream.log)
        stream.cursor = self.cursor
        kept, _ = self.observed(0, start, stream.log, keep)
        del self.noted[:]
        return kept


def _on_pile(p: SeatView, name: str, count: int, ids: tuple[int, ...] | None) -> None:
    """Cards put on a general (武将牌上): the pile grows; the ids are seen if the move shows them."""
    p.piles[name] = p.piles.get(name, 0) + count
    if ids is not None:
        p.pile_cards.setdefault(name, []).extend(ids)


def _off_pile(p: SeatView, name: str, count: int, ids: tuple[int, ...] | None) -> None:
    """Cards leaving a general's pile: it shrinks (and goes once empty); the ids seen go with them."""
    left = p.piles.get(name, 0) - count
    if left > 0:
        p.piles[name] = left
    else:
        p.piles.pop(name, None)
    seen = p.pile_cards.get(name)
    if seen is None:
        return
    rest = [] if left <= 0 else [c for c in seen if c not in ids] if ids is not None else seen
    if rest:
        p.pile_cards[name] = rest
    else:
        del p.pile_cards[name]


#: event class → the SeatStates method that applies it, and the field naming the player whose
#: objects it changes (None: the table's). Kinds that change nothing a view shows have none; Move
#: and Phase, the most frequent, are applied by `apply_entry` itself.
_PLAYER_FIELD: dict[str, str | None] = {
    "reshuffle": None, "aozhan": None, "game_start": None, "turn": None, "first_player": None,
    "game_over": None, "show": "seat", "look_hand": "target", "damage": "target", "lose_hp": "target",
    "recover": "target"}
_SAME_AS = {"lose_hp": "damage"}       # kinds one handler serves
_HANDLERS: Final[dict[type, tuple[Handler, str | None]]] = {
    cls: (getattr(SeatStates, "_" + _SAME_AS.get(cls.kind, cls.kind)), _PLAYER_FIELD.get(cls.kind, "seat"))
    for cls in KINDS.values()
    if cls not in (Move, Phase) and hasattr(SeatStates, "_" + _SAME_AS.get(cls.kind, cls.kind))}
