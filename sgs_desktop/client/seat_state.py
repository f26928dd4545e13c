"""A seat's picture of the table, applied event by event (座位视图): what the AI, the window and a
LAN client read. It starts from the seat's view at some moment and applies that seat's own
(redacted) events after it, so it never needs a `Game`: `game.view(seat)` is only the reference
the tests compare it with after every event.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine.log import Stream
from ..engine.view import PlayerView, SeatView
from .faces import card_table


class SeatState:
    """`view` is kept current by `apply`; read it, never change it. `result` is the game-over
    event once the game is decided (with every role and general, now public)."""

    __slots__ = ("_keys", "_slots", "me", "result", "view")

    def __init__(self, view: PlayerView) -> None:
        """Start from `view` (the state takes it over: pass a fresh one, as game.view gives)."""
        self.view = view
        self.me = view.seat
        self.result: E.GameOver | None = None
        self._keys, self._slots = card_table(tuple(view.packs))

    def apply(self, ev: E.Event) -> None:
        self.apply_all((ev,))

    def apply_all(self, events: Iterable[E.Event], keep: frozenset[type] = frozenset()) -> list[E.Event]:
        """Apply `events` in order; return those of the kinds in `keep` (never Move or Phase: what
        a reader of the stream, like an AI's beliefs, asks for, picked out on the way)."""
        table = _HANDLERS
        move, phase = E.Move, E.Phase
        kept: list[E.Event] = []
        v = self.view
        for ev in events:
            t = type(ev)
            if t is move:
                self._move(ev)  # type: ignore[arg-type]  # (t is move)
            elif t is phase:
                v.phase = ev.phase  # type: ignore[attr-defined]
            else:
                fn = table.get(t)
                if fn is not None:
                    fn(self, ev)
                if t in keep:
                    kept.append(ev)
        return kept

    def catch_up(self, stream: Stream, keep: frozenset[type] = frozenset()) -> list[E.Event]:
        """Read this seat's `stream` to its end and apply what it saw, straight from the log's
        entries (no list of the events is built); return the events of the kinds in `keep`."""
        me = self.me
        if me is None or me < 0 or stream.seat != me:
            return self.apply_all(stream.read(), keep)
        entries = stream.log.entries
        n = len(entries)
        first = stream.cursor
        stream.cursor = n
        bit = 1 << me
        table = _HANDLERS
        move, phase = E.Move, E.Phase
        kept: list[E.Event] = []
        v = self.view
        for i in range(first, n):
            whole, vis, public = entries[i]
            if vis & bit:
                ev = whole
            elif public is None:
                continue
            else:
                ev = public
            t = type(ev)
            if t is move:
                self._move(ev)  # type: ignore[arg-type]  # (t is move)
            elif t is phase:
                v.phase = ev.phase  # type: ignore[attr-defined]
            else:
                fn = table.get(t)
                if fn is not None:
                    fn(self, ev)
                if t in keep:
                    kept.append(ev)
        return kept

    def _move(self, mv: E.Move) -> None:
        """A move (移动, the most frequent kind: every seat applies every one), its zones tried in
        order of how often cards leave and arrive there."""
        v = self.view
        ids = mv.cards
        src = mv.src
        if src == "hand":
            owner = mv.src_owner
            p = v.players[owner]
            p.hand_count -= mv.count
            if owner == self.me:
                hand = v.hand
                for c in ids or ():
                    hand.remove(c)
                p.known_hand = list(hand)
            elif ids is None:
                p.known_hand = []            # which left is unknown: what is left is unknown too
            elif p.known_hand:
                p.known_hand = [c for c in p.known_hand if c not in ids]
        elif src == "processing":
            proc = v.processing
            for c in ids or ():
                proc.remove(c)
        elif src == "draw":
            v.draw_count -= mv.count
        elif src == "equip":
            eq = v.players[mv.src_owner].equips
            for c in ids or ():
                slot = self._slots[c]
                if eq.get(slot) == c:
                    del eq[slot]
        elif src == "judge":
            p = v.players[mv.src_owner]
            for c in ids or ():
                p.judge.remove(c)
                p.judge_as.pop(c, None)
        elif src == "discard":
            for c in ids or ():
                v.discard.remove(c)
        elif src == "pile":
            _off_pile(v.players[mv.src_owner], mv)
        dst = mv.dst
        if dst == "discard":
            v.discard.extend(ids or ())
        elif dst == "processing":
            v.processing.extend(ids or ())
        elif dst == "hand":
            owner = mv.dst_owner
            p = v.players[owner]
            p.hand_count += mv.count
            if owner == self.me:
                v.hand.extend(ids or ())
                p.known_hand = list(v.hand)
            elif ids is not None:
                for c in ids:
                    insort(p.known_hand, c)
        elif dst == "equip":
            eq = v.players[mv.dst_owner].equips
            for c in ids or ():
                eq[self._slots[c]] = c
        elif dst == "judge":
            p = v.players[mv.dst_owner]
            for c in ids or ():
                p.judge.append(c)
                if mv.judge_as is not None and mv.judge_as != self._keys[c]:
                    p.judge_as[c] = mv.judge_as
        elif dst == "draw":
            v.draw_count += mv.count
        elif dst == "pile":
            _on_pile(v.players[mv.dst_owner], mv)

    def _reshuffle(self, ev: E.Reshuffle) -> None:
        self.view.discard = []
        self.view.draw_count = ev.count

    def _show(self, ev: E.Show) -> None:
        """展示: the shown cards are in the shower's hand, known to everyone while they stay."""
        if ev.seat != self.me:
            known = self.view.players[ev.seat].known_hand
            for c in ev.cards:
                if c not in known:
                    insort(known, c)

    def _look_hand(self, ev: E.LookHand) -> None:
        if ev.cards is not None:
            self.view.players[ev.target].known_hand = sorted(ev.cards)

    # ---------------------------------------------------------------- health
    def _damage(self, ev: E.Damage) -> None:
        p = self.view.players[ev.target]
        p.hp = ev.hp
        if ev.hp <= 0:
            p.dying = True

    def _lose_hp(self, ev: E.LoseHp) -> None:
        p = self.view.players[ev.target]
        p.hp = ev.hp
        if ev.hp <= 0:
            p.dying = True

    def _recover(self, ev: E.Recover) -> None:
        p = self.view.players[ev.target]
        p.hp = ev.hp
        if ev.hp > 0:
            p.dying = False

    def _max_hp(self, ev: E.MaxHp) -> None:
        p = self.view.players[ev.seat]
        p.max_hp, p.hp = ev.max_hp, ev.hp

    def _dying(self, ev: E.Dying) -> None:
        p = self.view.players[ev.seat]
        p.dying, p.hp = True, ev.hp

    def _dying_over(self, ev: E.DyingOver) -> None:
        self.view.players[ev.seat].dying = False

    def _death(self, ev: E.Death) -> None:
        p = self.view.players[ev.seat]
        p.alive = False
        p.dying = False
        p.role = ev.role

    def _setup(self, ev: E.Setup) -> None:
        p = self.view.players[ev.seat]
        p.hp, p.max_hp, p.alive, p.chained, p.face_up = ev.hp, ev.max_hp, ev.alive, ev.chained, ev.face_up

    # ---------------------------------------------------------------- player state
    def _chain(self, ev: E.Chain) -> None:
        self.view.players[ev.seat].chained = ev.chained

    def _turn_over(self, ev: E.TurnOver) -> None:
        self.view.players[ev.seat].face_up = ev.face_up

    def _drunk(self, ev: E.Drunk) -> None:
        self.view.players[ev.seat].drunk = ev.drunk

    def _drunk_slash(self, ev: E.DrunkSlash) -> None:
        self.view.players[ev.seat].drunk = 0

    def _mark(self, ev: E.Mark) -> None:
        marks = self.view.players[ev.seat].marks
        if ev.value is None:
            marks.pop(ev.mark, None)
        else:
            marks[ev.mark] = ev.value

    def _mark_gained(self, ev: EH.MarkGained) -> None:
        self.view.players[ev.seat].marks[ev.mark] = ev.count

    def _mark_spent(self, ev: EH.MarkSpent) -> None:
        marks = self.view.players[ev.seat].marks
        if ev.count > 0:
            marks[ev.mark] = ev.count
        else:
            marks.pop(ev.mark, None)

    def _aozhan(self, ev: EH.AozhanBegins) -> None:
        if "aozhan" not in self.view.table_states:
            self.view.table_states.append("aozhan")

    def _game_start(self, ev: E.GameStart) -> None:
        self.view.rules = ev.rules

    def _role(self, ev: E.RoleEvent) -> None:
        self.view.players[ev.seat].role = ev.role
        if ev.seat == self.me:
            self.view.role = ev.role

    def _general(self, ev: E.GeneralChosen) -> None:
        p = self.view.players[ev.seat]
        p.generals = [ev.general, *p.generals[1:]]
        p.kingdom, p.gender, p.hp, p.max_hp = ev.kingdom, ev.gender, ev.hp, ev.max_hp

    def _generals_chosen(self, ev: E.GeneralsChosen) -> None:
        p = self.view.players[ev.seat]
        p.generals, p.shown, p.max_hp, p.hp = [ev.head, ev.deputy], [False, False], ev.max_hp, ev.hp
        p.removed = [False, False]

    def _show_general(self, ev: E.ShowGeneral) -> None:
        p = self.view.players[ev.seat]
        i = 0 if ev.slot == "head" else 1
        p.generals[i] = ev.general
        p.shown[i] = True
        p.gender, p.kingdom = ev.gender, ev.kingdom
        p.marks.update(ev.marks)
        if ev.reason == "death":        # 国战: the dead show their generals, then the death is logged
            p.alive = p.dying = False

    def _remove_general(self, ev: EH.RemoveGeneral) -> None:
        p = self.view.players[ev.seat]
        i = 0 if ev.slot == "head" else 1
        p.generals[i] = ev.general
        p.shown[i] = True
        while len(p.removed) < len(p.generals):
            p.removed.append(False)
        p.removed[i] = True

    def _hide_general(self, ev: E.HideGeneral) -> None:
        p = self.view.players[ev.seat]
        i = 0 if ev.slot == "head" else 1
        p.shown[i] = False
        p.gender = ev.gender
        if ev.seat != self.me:
            p.generals[i] = None
            for m in ev.marks:
                p.marks.pop(m, None)

    def _kingdom(self, ev: E.KingdomEvent) -> None:
        self.view.players[ev.seat].kingdom = ev.kingdom

    # ---------------------------------------------------------------- turns
    def _turn(self, ev: E.Turn) -> None:
        v = self.view
        v.current, v.round, v.phase = ev.seat, ev.round, None

    def _first_player(self, ev: E.FirstPlayer) -> None:
        self.view.current = ev.seat

    def _phase(self, ev: E.Phase) -> None:
        self.view.phase = ev.phase

    def _game_over(self, ev: E.GameOver) -> None:
        self.view.finished = True
        self.result = ev


def _on_pile(p: SeatView, mv: E.Move) -> None:
    """Cards put on a general (武将牌上): the pile grows; the ids are seen if the move shows them."""
    name = mv.pile or ""
    p.piles[name] = p.piles.get(name, 0) + mv.count
    if mv.cards is not None:
        p.pile_cards.setdefault(name, []).extend(mv.cards)


def _off_pile(p: SeatView, mv: E.Move) -> None:
    """Cards leaving a general's pile: it shrinks (and goes once empty); the ids seen go with them."""
    name = mv.pile or ""
    left = p.piles.get(name, 0) - mv.count
    if left > 0:
        p.piles[name] = left
    else:
        p.piles.pop(name, None)
    seen = p.pile_cards.get(name)
    if seen is None:
        return
    rest = [] if left <= 0 else [c for c in seen if c not in mv.cards] if mv.cards is not None else seen
    if rest:
        p.pile_cards[name] = rest
    else:
        del p.pile_cards[name]


#: event class → the SeatState method that applies it (kinds that change nothing a view shows
#: have none)
_HANDLERS: dict[type, Callable[[SeatState, E.Event], None]] = {
    cls: getattr(SeatState, "_" + cls.kind) for cls in E.KINDS.values() if hasattr(SeatState, "_" + cls.kind)}
