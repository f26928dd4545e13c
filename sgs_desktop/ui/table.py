"""The table scene: seats round the table, piles, the processing area and the viewer's dashboard.

`play(events, done)` animates a batch of the viewer's events (every card move flies from its
source zone to its destination, face down where the viewer may not see it), then `sync(view)`
lays everything out exactly as the authoritative view says, so the table never drifts.
"""

from __future__ import annotations

import contextlib
import functools
import math
from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsObject, QGraphicsScene

from ..engine import events as E
from ..engine.events import Event
from ..engine.events_heg import RemoveGeneral
from ..engine.kingdoms import CAREERIST
from ..engine.view import PlayerView, SeatView
from ..packs.i18n import card_name, general_name, skill_name
from ..packs.strategic.lianheng import PACKAGE as STRATEGIC
from ..packs.strategic.seen import big_kingdoms_seen, view_key
from . import anim, theme
from .formations import FormationOverlay
from .items import CardItem, TextItem
from .prompt_line import PromptLine
from .seat_item import TAG_H, SeatItem
from .texts import kingdom_name, seat_name, slot_name, ui_text

HAND_Y = 745.0
HAND_X0, HAND_X1 = 250.0, 1390.0
EQUIP_POS = QPointF(20.0, 705.0)
JUDGE_POS = QPointF(20.0, 665.0)
DRAW_POS = QPointF(560.0, 330.0)
DISCARD_POS = QPointF(950.0, 330.0)
PROC_CENTER = QPointF(760.0, 520.0)
MINI = 0.55
CUE_Y, CUE_RISE = 104.0, 30.0      # a cue starts over the seat's equipment and rises towards its HP


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    seat_clicked = Signal(int)

    def __init__(self, n_players: int, viewer: int | None, faces: dict[int, dict]) -> None:
        super().__init__(0, 0, theme.SCENE_W, theme.SCENE_H)
        self.setBackgroundBrush(theme.TABLE_BG)
        self.n = n_players
        self.viewer = viewer
        self.faces = faces
        self.view_state: PlayerView | None = None
        self.status = ""                            # whose turn, which round (shown beside the table)
        self.stopped = False
        self.seats: dict[int, SeatItem] = {}
        self.cards: dict[int, CardItem] = {}      # persistent card items: hand, equipment, processing, discard
        self.hand_ids: list[int] = []
        self._moves: list[anim.Moves] = []
        self.cues: list[TextItem] = []            # the cues floating now (damage, skills …)
        self._build()
        self.formations = FormationOverlay(self)    # 国战: 队列 links, the 君主 badge

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        self.addEllipse(QRectF(170, 70, 1260, 560), QPen(theme.FELT_RING, 6), theme.FELT_RING.darker(115))
        for i, seat in enumerate(self.seat_order()):
            item = SeatItem(seat, self.faces)
            item.setPos(self.seat_pos(i))
            item.clicked.connect(self.seat_clicked)
            self.addItem(item)
            self.seats[seat] = item
        if self.viewer is not None:
            me = SeatItem(self.viewer, self.faces)
            me.setPos(QPointF(theme.SCENE_W - theme.SEAT_W - 20, theme.SCENE_H - theme.SEAT_H - 12))
            me.clicked.connect(self.seat_clicked)
            self.addItem(me)
            self.seats[self.viewer] = me
        self.draw_label = TextItem(ui_text("pile_draw", n=""), 12, width=theme.CARD_W + 40)
        self.draw_label.setPos(DRAW_POS + QPointF(-20, theme.CARD_H + 4))
        self.addItem(self.draw_label)
        back = CardItem(None, None)
        back.setPos(DRAW_POS)
        self.addItem(back)
        self.discard_label = TextItem(ui_text("pile_discard", n=""), 12, width=theme.CARD_W + 40)
        self.discard_label.setPos(DISCARD_POS + QPointF(-20, theme.CARD_H + 4))
        self.addItem(self.discard_label)
        #: table-wide states (国战's 鏖战), with their rule on hover
        self.states_label = TextItem("", 14, QColor("#ffb36b"), True, width=theme.CARD_W * 2 + 80)
        self.states_label.setPos(DRAW_POS + QPointF(-40, -34))
        self.addItem(self.states_label)
        self.prompt = PromptLine(15, QColor("#fff3c4"), width=1100)     # (wraps, then elides with a tooltip)
        self.prompt.setPos(250, HAND_Y - 18 - self.prompt.height)     # (above a chosen card, which rises 18)
        self.addItem(self.prompt)

    def seat_order(self) -> list[int]:
        """Every seat shown round the table: from the viewer's next seat (下家, on the right)."""
        start = (self.viewer + 1) if self.viewer is not None else 0
        count = self.n - (1 if self.viewer is not None else 0)
        return [(start + i) % self.n for i in range(count)]

    def seat_pos(self, i: int) -> QPointF:
        """Seats along a U round the table: up the right side from the viewer's next seat
        (下家), across the top, down the left side; a spectator sees the whole round table."""
        if self.viewer is None:
            angle = math.radians(-90 + 360 * i / self.n)
            x = 800 + 640 * math.cos(angle) - theme.SEAT_W / 2
            y = 400 - 330 * math.sin(angle) - theme.SEAT_H / 2
            return QPointF(x, max(TAG_H + 6, min(y, theme.SCENE_H - theme.SEAT_H - 8)))
        count = self.n - 1
        right, left, top, bottom = theme.SCENE_W - theme.SEAT_W - 30, 30.0, TAG_H + 6, 470.0
        side = bottom - top
        across = right - left
        length = 2 * side + across
        d = length * (i + 0.5) / count if count > 1 else side + across / 2
        if d <= side:
            return QPointF(right, bottom - d)
        if d <= side + across:
            return QPointF(right - (d - side), top)
        return QPointF(left, top + (d - side - across))

    def seat_center(self, seat: int) -> QPointF:
        item = self.seats.get(seat)
        if item is None:
            return QPointF(theme.SCENE_W / 2, theme.SCENE_H)
        return item.pos() + QPointF(theme.SEAT_W / 2 - theme.CARD_W / 2, theme.SEAT_H / 2 - theme.CARD_H / 2)

    def hand_slot(self, index: int, count: int) -> QPointF:
        width = HAND_X1 - HAND_X0
        step = min(theme.CARD_W + 6, (width - theme.CARD_W) / max(count - 1, 1))
        return QPointF(HAND_X0 + index * step, HAND_Y)

    def proc_slot(self, index: int, count: int) -> QPointF:
        step = theme.CARD_W + 8
        x0 = PROC_CENTER.x() - (count * step) / 2
        return QPointF(x0 + index * step, PROC_CENTER.y() - theme.CARD_H / 2)

    def equip_slot(self, index: int) -> QPointF:
        return EQUIP_POS + QPointF((index % 2) * (theme.CARD_W * MINI + 6), (index // 2) * (theme.CARD_H * MINI + 4))

    def judge_slot(self, index: int) -> QPointF:
        return JUDGE_POS + QPointF(index * 40, 0)

    def zone_pos(self, zone: str, owner: int) -> QPointF:
        """Where a card of a zone flies from or to."""
        if zone == "draw":
            return DRAW_POS
        if zone == "discard":
            return DISCARD_POS
        if zone == "processing":
            return self.proc_slot(len(self._proc_ids()), len(self._proc_ids()) + 1)
        if owner == self.viewer and owner is not None:
            if zone == "hand":
                return self.hand_slot(len(self.hand_ids), len(self.hand_ids) + 1)
            if zone == "equip":
                return self.equip_slot(0)
            if zone == "judge":
                return self.judge_slot(0)
        if owner is not None and owner >= 0:
            return self.seat_center(owner)
        return QPointF(theme.SCENE_W / 2, -theme.CARD_H)

    def _proc_ids(self) -> list[int]:
        return [c for c, item in self.cards.items() if item.data(0) == "processing"]

    # ------------------------------------------------------------ events
    def play(self, events: list[Event], done: Callable[[], None],
             on_event: Callable[[Event], None] | None = None) -> None:
        """Animate the typed events one after another (`on_event` sees each as it starts), then `done`."""
        queue = list(events)

        def step() -> None:
            if self.stopped:
                return
            while queue:
                ev = queue.pop(0)
                if on_event is not None:
                    on_event(ev)
                if self._animate(ev, step):
                    return
            done()

        step()

    def _animate(self, ev: Event, done: Callable[[], None]) -> bool:
        """Start an event's animation; True when it will call `done` itself."""
        if isinstance(ev, E.Move):
            return self._animate_move(ev, done)
        if isinstance(ev, E.Use):
            if ev.targets:
                self._target_lines(ev.user, ev.targets, ev.second_targets)
        elif isinstance(ev, (E.Damage, E.LoseHp)):
            self._cue(ev.target, f"-{ev.amount}", theme.DANGER)
            anim.later(self, anim.CUE_MS * 0.5, done)
            return True
        elif isinstance(ev, E.Recover):
            self._cue(ev.target, f"+{ev.amount}", theme.HP_GOOD)
        elif isinstance(ev, E.SkillInvoked):
            name = skill_name(ev.skill)
            self._cue(ev.seat, name if name != ev.skill else card_name(ev.skill), theme.HIGHLIGHT)
        elif isinstance(ev, E.Death):
            self._cue(ev.seat, ui_text("dead"), QColor("#cccccc"))
        elif isinstance(ev, E.ShowGeneral):
            self._cue(ev.seat, ui_text("cue_show", general=general_name(ev.general)), theme.HIGHLIGHT)
        elif isinstance(ev, RemoveGeneral):
            self._cue(ev.seat, ui_text("cue_remove", general=general_name(ev.general)), QColor("#cccccc"))
        elif isinstance(ev, E.HideGeneral):
            slot = slot_name(ev.slot) if ev.slot else ""
            self._cue(ev.seat, ui_text("cue_hide", slot=slot), QColor("#cccccc"))
        elif isinstance(ev, E.KingdomEvent) and ev.kingdom == CAREERIST:
            self._cue(ev.seat, kingdom_name(CAREERIST), theme.KINGDOM[CAREERIST].lighter(150))
        return False

    def _animate_move(self, ev: E.Move, done: Callable[[], None]) -> bool:
        ids = ev.cards
        src, src_owner, dst, dst_owner = ev.src, ev.src_owner, ev.dst, ev.dst_owner
        start = self.zone_pos(src, src_owner)
        end = self.zone_pos(dst, dst_owner)
        moves = anim.Moves(self, done)
        self._moves.append(moves)
        keep = dst in ("processing", "discard") or (dst_owner == self.viewer and dst in ("hand", "equip", "judge"))
        item: CardItem | None
        if ids is None:
            for i in range(ev.count):
                item = CardItem(None, None)
                item.setPos(start + QPointF(i * 12, 0))
                item.setZValue(50)
                self.addItem(item)
                moves.move(item, end + QPointF(i * 12, 0), fade_to=0.0)
                _remove_later(moves, item)
        else:
            for i, cid in enumerate(ids):
                item = self.cards.get(cid)
                if item is None or item.scene() is None:
                    item = CardItem(cid, self.faces.get(cid))
                    item.clicked.connect(self.card_clicked)
                    item.setPos(start + QPointF(i * 14, 0))
                    self.addItem(item)
                item.setZValue(60 + i)
                to = end + QPointF(i * (theme.CARD_W + 6 if dst == "processing" else 14), 0)
                if keep:
                    self.cards[cid] = item
                    item.setData(0, dst)
                    moves.move(item, to)
                else:
                    self.cards.pop(cid, None)
                    moves.move(item, to, fade_to=0.0)
                    _remove_later(moves, item)
        moves.start()
        return True

    def _target_lines(self, user: int, targets: tuple[int, ...],
                      second: tuple[tuple[int, int], ...] = ()) -> None:
        """A line from the user to each target; 借刀杀人's second targets get a paler line from the
        target that must attack them."""
        half = QPointF(theme.CARD_W / 2, theme.CARD_H / 2)
        lines = [(user, t, QColor(255, 220, 90, 200)) for t in targets]
        lines += [(a, b, QColor(255, 150, 90, 170)) for a, b in second]
        for start, end, colour in lines:
            line = QGraphicsLineItem(QLineF(self.seat_center(start) + half, self.seat_center(end) + half))
            line.setPen(QPen(colour, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            line.setZValue(40)
            self.addItem(line)
            anim.later(self, anim.CUE_MS * 1.4, functools.partial(_drop, line))

    def _cue(self, seat: int | None, text: str, color: QColor) -> None:
        if seat is None or seat < 0:
            return
        # over the seat's lower half, on a dark pill, rising towards the HP: never over the name
        cue = TextItem(text, 18, color, True, width=theme.SEAT_W, backing=True)
        cue.setPos(self.seats[seat].pos() + QPointF(0, CUE_Y) if seat in self.seats else PROC_CENTER)
        cue.setZValue(80)
        self.addItem(cue)
        self.cues.append(cue)
        moves = anim.Moves(self, functools.partial(self._drop_cue, cue))
        moves.move(cue, cue.pos() + QPointF(0, -CUE_RISE), anim.CUE_MS, fade_to=0.0)
        moves.start()

    def _drop_cue(self, cue: TextItem) -> None:
        _drop(cue)
        if cue in self.cues:
            self.cues.remove(cue)

    def stop(self) -> None:
        """The game is closing: end running animations and start nothing more."""
        self.stopped = True
        for moves in list(self._moves):
            with contextlib.suppress(RuntimeError):     # already deleted by Qt
                moves.stop()
        self._moves.clear()

    # ------------------------------------------------------------ the authoritative state
    def sync(self, view: PlayerView) -> None:
        """Lay out everything exactly as `view` says (after animations, or any time)."""
        self.view_state = view
        self._moves = [m for m in self._moves if _alive(m)]
        phase = view.phase
        choosing = view.round == 0 and view.mode != "hegemony"     # 选将: no general, no HP yet
        big = big_kingdoms_seen(view) if STRATEGIC in view.packs else ()     # 大势力 (势备篇)
        for seat, seat_item in self.seats.items():
            seat_item.show_big(view_key(view.players[seat]) in big)
            seat_item.show_state(view.players[seat], seat == view.current, phase, view.mode, choosing, view.rules)
        self.formations.sync(view, self.seats)
        states = view.table_states
        self.states_label.set_text(" · ".join(ui_text(f"{s}_on") for s in states))
        self.states_label.setToolTip("\n".join(ui_text(f"{s}_tip") for s in states))
        wanted: dict[int, tuple[str, QPointF, float]] = {}
        hand = view.hand if self.viewer is not None else []
        self.hand_ids = list(hand)
        for i, cid in enumerate(hand):
            wanted[cid] = ("hand", self.hand_slot(i, len(hand)), 1.0)
        if self.viewer is not None:
            me = view.players[self.viewer]
            for i, cid in enumerate(me.equips.values()):
                wanted[cid] = ("equip", self.equip_slot(i), MINI)
            for i, cid in enumerate(me.judge):
                wanted[cid] = ("judge", self.judge_slot(i), MINI * 0.6)
        for i, cid in enumerate(view.processing):
            wanted[cid] = ("processing", self.proc_slot(i, len(view.processing)), 1.0)
        if view.discard:
            wanted[view.discard[-1]] = ("discard", DISCARD_POS, 1.0)
        for cid in list(self.cards):
            if cid not in wanted:
                gone = self.cards.pop(cid)
                if gone.scene() is not None:
                    self.removeItem(gone)
        for z, (cid, (zone, pos, scale)) in enumerate(wanted.items()):
            item = self.cards.get(cid)
            if item is None or item.scene() is None or abs(item.w - theme.CARD_W * scale) > 0.5:
                if item is not None and item.scene() is not None:
                    self.removeItem(item)
                item = CardItem(cid, self.faces.get(cid), scale)
                item.clicked.connect(self.card_clicked)
                self.addItem(item)
                self.cards[cid] = item
            item.setData(0, zone)
            item.setPos(pos)
            item.setOpacity(1.0)
            item.setZValue(10 + z if zone != "discard" else 5)
        self.draw_label.set_text(ui_text("pile_draw", n=view.draw_count))
        self.discard_label.set_text(ui_text("pile_discard", n=len(view.discard)))
        if view.round == 0:
            self.status = ui_text("status_choosing")    # before the first turn: choosing generals
        else:
            who = seat_name(view.current, shown_general(view.players[view.current]))
            self.status = ui_text("status_turn", round=view.round, seat=who)

    def show_selection(self, selection) -> None:
        """Light up what the selection model says is clickable or chosen (None: nothing)."""
        for cid, item in self.cards.items():
            if selection is None:
                item.set_state(False, False, False)
                continue
            clickable = selection.card_clickable(cid)
            selected = selection.card_selected(cid)
            zone = item.data(0)
            item.set_state(clickable, selected, zone == "hand" and not clickable and not selected)
            if zone == "hand":
                item.setY(HAND_Y - 18 if selected else HAND_Y)
        for seat, seat_item in self.seats.items():
            if selection is None:
                seat_item.set_state(False, False)
            else:
                seat_item.set_state(selection.seat_clickable(seat), selection.seat_selected(seat))

    def show_choices(self, choices: dict[int, tuple[str, str]]) -> None:
        """While targets are chosen: each seat's state ("none", "choosable", "blocked", "chosen") and
        its words (why it is blocked; a chosen seat's tag). Seats left out are "none"."""
        for seat, seat_item in self.seats.items():
            seat_item.set_choice(*choices.get(seat, ("none", "")))

    def retranslate(self) -> None:
        """The language changed: everything already on the table is drawn again in it (the cards'
        names, the seats' texts and tooltips, the piles' labels, the status)."""
        for item in list(self.cards.values()):
            if item.scene() is self:
                self.removeItem(item)
        self.cards.clear()
        for seat_item in self.seats.values():
            seat_item.retranslate()
        if self.view_state is not None:
            self.sync(self.view_state)

    def card_item(self, cid: int) -> CardItem | None:
        item = self.cards.get(cid)
        return item if item is not None and item.scene() is self else None


def shown_general(sv: SeatView) -> str | None:
    """The general a seat is called by: identity, its general; 国战, its first shown general
    (never a face-down one, not even the viewer's own)."""
    if not sv.generals:
        return None
    if not sv.shown:
        return sv.generals[0]
    for gid, shown in zip(sv.generals, sv.shown, strict=False):
        if shown and gid:
            return gid
    return None


def _drop(item: QGraphicsItem) -> None:
    """Take an item off its scene (when it is still on one)."""
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)


def _remove_later(moves: anim.Moves, item: QGraphicsObject) -> None:
    old = moves.done

    def done() -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)
        old()

    moves.done = done


def _alive(moves: anim.Moves) -> bool:
    try:
        moves.objectName()
        return not moves._finished
    except RuntimeError:
        return False
