"""The table scene: seats round the table, piles, the processing area and the viewer's dashboard.

`play(events, done)` animates a batch of the viewer's events (every card move flies from its
source zone to its destination, face down where the viewer may not see it), then `sync(view)`
lays everything out exactly as the authoritative view says, so the table never drifts.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsObject, QGraphicsScene

from ..engine import events as E
from ..engine import events_heg as EH
from ..engine.events import Event
from ..engine.events_heg import RemoveGeneral
from ..engine.kingdoms import CAREERIST
from ..engine.view import PlayerView, SeatView
from ..packs.i18n import card_name, general_name, skill_name
from ..packs.strategic.lianheng import PACKAGE as STRATEGIC
from ..packs.strategic.seen import big_kingdoms_seen, view_key
from . import anim, theme
from .art import card_face, felt
from .dashboard import PLATE, DashboardBack, DashboardSeat, EquipSlot, JudgeChip, chip_pos, slot_pos
from .effects import TableEffects
from .equip_lines import SLOTS
from .formations import FormationOverlay
from .items import CardItem, TextItem
from .prompt_line import PromptLine
from .seat_item import TAG_H, SeatItem
from .texts import kingdom_name, seat_name, slot_name, ui_text

HAND_SCALE = 1.2                   # your hand's cards: larger than the table's, readable at 1280×720
HAND_Y = 741.0
HAND_X0, HAND_X1 = 306.0, float(PLATE.left()) - 10
PROMPT_Y = 690.0
DRAW_POS = QPointF(520.0, 282.0)
DISCARD_POS = QPointF(987.0, 282.0)
PROC_CENTER = QPointF(760.0, 548.0)     # the processing area's row: under the piles and their counts
SIDE_X = 16.0                      # the side columns' seats: left edge, and right edge from the scene's right
TOP_Y = TAG_H + 6                  # the top row's seats
SIDE_LOW = PLATE.top() - TAG_H - 10 - theme.SEAT_H      # the lowest side seat (above your plate's tag)
CUE_Y, CUE_RISE = 60.0, 30.0       # a cue starts over the seat's picture (never its equipment) and rises


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
        self.auto_seats: set[int] = set()         # seats the computer plays for now (托管)
        self._moves: list[anim.Moves] = []
        self.cues: list[TextItem] = []            # the cues floating now (damage, skills …)
        self._build()
        self.formations = FormationOverlay(self)    # 国战: 队列 links, the 君主 badge
        self.effects = TableEffects(self)           # effects, chains, the current seat's halo and phase strip

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        self.dashboard: DashboardBack | None = None
        if self.viewer is not None:
            self.dashboard = DashboardBack()
            self.addItem(self.dashboard)
        for i, seat in enumerate(self.seat_order()):
            item = SeatItem(seat, self.faces)
            item.setPos(self.seat_pos(i))
            self._add_seat(seat, item)
        if self.viewer is not None:
            me = DashboardSeat(self.viewer, self.faces)
            me.setPos(PLATE.topLeft())
            self._add_seat(self.viewer, me)
        label_w = theme.CARD_W + 60
        self.draw_label = TextItem(ui_text("pile_draw", n=""), 13, QColor("#f4ecd6"), True, width=label_w)
        self.draw_label.setPos(DRAW_POS + QPointF(-30, theme.CARD_H + 2))
        self.addItem(self.draw_label)
        back = CardItem(None, None)
        back.setPos(DRAW_POS)
        self.addItem(back)
        self.discard_label = TextItem(ui_text("pile_discard", n=""), 13, QColor("#f4ecd6"), True, width=label_w)
        self.discard_label.setPos(DISCARD_POS + QPointF(-30, theme.CARD_H + 2))
        self.addItem(self.discard_label)
        #: table-wide states (国战's 鏖战), with their rule on hover
        self.states_label = TextItem("", 14, QColor("#ffb36b"), True, width=theme.CARD_W * 2 + 80)
        self.states_label.setPos(DRAW_POS + QPointF(-40, -32))
        self.addItem(self.states_label)
        self.prompt = PromptLine(14, QColor("#fff3c4"), width=HAND_X1 - HAND_X0)   # (wraps, then elides with a tooltip)
        prompt_y = min(PROMPT_Y, HAND_Y - 18 - self.prompt.height)     # (above a chosen card, which rises 18)
        self.prompt.setPos(HAND_X0, prompt_y if self.viewer is not None else PROC_CENTER.y() + theme.CARD_H / 2 + 6)
        self.prompt.setZValue(30)
        self.addItem(self.prompt)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt (ui/art/felt.py: generated, rendered once per zoom) over all the view shows."""
        felt.paint_table(painter, self.sceneRect(), QRectF(rect))

    def set_zoom(self, zoom: float) -> None:
        """The view shows the scene at `zoom` now (the seats choose strips or lines for it)."""
        for seat in self.seats.values():
            seat.set_zoom(zoom)

    def warm_up(self, scale: float, after_ms: int = 1200) -> None:
        """Render the deck's faces ahead of need, for a view at `scale` device pixels a scene unit:
        from `after_ms` on (the first table paints first), and only while no card flies (idle
        time); your hand's size first, then the table's."""

        def busy() -> bool:
            return self.stopped or any(_alive(m) for m in self._moves)

        def start() -> None:
            if self.stopped:
                return
            faces = list(self.faces.values())
            hand = [self.faces[c] for c in self.hand_ids if c in self.faces]
            for size, chosen in ((QSizeF(theme.CARD_W * HAND_SCALE, theme.CARD_H * HAND_SCALE), hand + faces),
                                 (QSizeF(theme.CARD_W, theme.CARD_H), faces)):
                card_face.warm_up(chosen, size, scale, per_turn=1, busy=busy)

        QTimer.singleShot(after_ms, self, start)        # (not at all once the scene is gone)

    def _add_seat(self, seat: int, item: SeatItem) -> None:
        item.clicked.connect(self.seat_clicked)
        item.setZValue(45)          # (over the target lines: they run between seats, never over a seat's texts)
        self.addItem(item)
        self.seats[seat] = item

    def seat_order(self) -> list[int]:
        """Every seat shown round the table: from the viewer's next seat (下家, on the right)."""
        start = (self.viewer + 1) if self.viewer is not None else 0
        count = self.n - (1 if self.viewer is not None else 0)
        return [(start + i) % self.n for i in range(count)]

    def seat_pos(self, i: int) -> QPointF:
        """The i-th seat of `seat_order`: up the right side from the viewer's next seat (下家), across
        the top from right to left, down the left side (one or two seats a side, the rest on top);
        a spectator sees the whole round table."""
        if self.viewer is None:
            return self._round_pos(i)
        count = self.n - 1
        side = 0 if count <= 2 else 1 if count <= 5 else 2
        top = count - 2 * side
        right_x = theme.SCENE_W - SIDE_X - theme.SEAT_W
        heights = [SIDE_LOW - 70] if side == 1 else [SIDE_LOW, SIDE_LOW - theme.SEAT_H - TAG_H - 14]
        if i < side:                                    # the right side, from the bottom up
            return QPointF(right_x, heights[i])
        if i >= side + top:                             # the left side, from the top down
            return QPointF(SIDE_X, heights[side - 1 - (i - side - top)])
        k = i - side                                    # the top row, from right to left
        lo, hi = (SIDE_X, right_x) if side < 2 else (SIDE_X + theme.SEAT_W + 14, right_x - theme.SEAT_W - 14)
        if top == 1:
            return QPointF((theme.SCENE_W - theme.SEAT_W) / 2, TOP_Y)
        step = min(theme.SEAT_W + 110, (hi - lo) / (top - 1))
        first = (theme.SCENE_W + step * (top - 1) - theme.SEAT_W) / 2
        return QPointF(first - k * step, TOP_Y)

    def _round_pos(self, i: int) -> QPointF:
        """A spectator's table: seat 1 at the bottom in the middle, the others evenly round the
        table's edge, on to the right and up (the order of play)."""
        left, right = SIDE_X, theme.SCENE_W - SIDE_X - theme.SEAT_W
        top, bottom = TOP_Y, theme.SCENE_H - theme.SEAT_H - 8
        w, h = right - left, bottom - top
        length = 2 * (w + h)
        d = (w / 2 + length * i / self.n) % length        # from the bottom-left corner, anticlockwise
        if d <= w:
            return QPointF(left + d, bottom)
        if d <= w + h:
            return QPointF(right, bottom - (d - w))
        if d <= 2 * w + h:
            return QPointF(right - (d - w - h), top)
        return QPointF(left, top + (d - 2 * w - h))

    def seat_center(self, seat: int) -> QPointF:
        """Where a card of a seat flies from or to: centred on the seat (its top-left)."""
        item = self.seats.get(seat)
        if item is None:
            return QPointF(theme.SCENE_W / 2, theme.SCENE_H)
        return item.pos() + QPointF(item.W / 2 - theme.CARD_W / 2, item.H / 2 - theme.CARD_H / 2)

    def hand_slot(self, index: int, count: int) -> QPointF:
        width = HAND_X1 - HAND_X0
        card_w = theme.CARD_W * HAND_SCALE
        step = min(card_w + 6, (width - card_w) / max(count - 1, 1))
        return QPointF(HAND_X0 + index * step, HAND_Y)

    def proc_slot(self, index: int, count: int) -> QPointF:
        step = theme.CARD_W + 8
        x0 = PROC_CENTER.x() - (count * step) / 2
        return QPointF(x0 + index * step, PROC_CENTER.y() - theme.CARD_H / 2)

    def equip_slot(self, index: int) -> QPointF:
        """Your equipment slot `index` (0 武器, 1 防具, 2 +1 马, 3 −1 马, 4 宝物)."""
        return slot_pos(index)

    def judge_slot(self, index: int) -> QPointF:
        """Your judge area's chip `index`."""
        return chip_pos(index)

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

    def set_auto(self, seat: int, on: bool) -> None:
        """托管: the computer plays `seat` now (your own, from the menu; a LAN player's stand-in)."""
        if on:
            self.auto_seats.add(seat)
        else:
            self.auto_seats.discard(seat)
        item = self.seats.get(seat)
        if item is not None:
            item.set_auto(on)

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
        self.effects.on_event(ev)                   # (its effect runs on its own: it never holds `done`)
        if isinstance(ev, E.Move):
            return self._animate_move(ev, done)
        if isinstance(ev, E.UseEvent):
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
        elif isinstance(ev, EH.ShowGeneral):
            self._cue(ev.seat, ui_text("cue_show", general=general_name(ev.general)), theme.HIGHLIGHT)
        elif isinstance(ev, RemoveGeneral):
            self._cue(ev.seat, ui_text("cue_remove", general=general_name(ev.general)), QColor("#cccccc"))
        elif isinstance(ev, EH.HideGeneral):
            slot = slot_name(ev.slot) if ev.slot else ""
            self._cue(ev.seat, ui_text("cue_hide", slot=slot), QColor("#cccccc"))
        elif isinstance(ev, EH.KingdomEvent) and ev.kingdom == CAREERIST:
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
        """A gold line from the user to each target, on a dark casing (it reads on the felt and on
        every kingdom's colour), under the seats: it never runs over a seat's texts. 借刀杀人's
        second targets get a paler line from the target that must attack them."""
        half = QPointF(theme.CARD_W / 2, theme.CARD_H / 2)
        lines = [(user, t, QColor(255, 214, 77, 235)) for t in targets]
        lines += [(a, b, QColor(255, 150, 90, 210)) for a, b in second]
        for start, end, colour in lines:
            segment = QLineF(self.seat_center(start) + half, self.seat_center(end) + half)
            for z, pen in ((39, QPen(QColor(0, 0, 0, 170), 9)), (40, QPen(colour, 4))):
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                line = QGraphicsLineItem(segment)
                line.setPen(pen)
                line.setZValue(z)
                self.addItem(line)
                anim.later(self, anim.CUE_MS * 1.4, functools.partial(_drop, line))

    def cue_pos(self, seat: int, cue: TextItem) -> QPointF:
        """Where a seat's cue starts: over the middle of its picture (never its equipment lines), so
        that it rises over the picture."""
        item = self.seats.get(seat)
        if item is None:
            return PROC_CENTER
        art = item.rows.art if item.rows.art.height() > 0 else QRectF(0, CUE_Y, item.W, 60)
        return item.pos() + QPointF((item.W - cue.width) / 2, art.center().y() - cue.height / 2 + CUE_RISE / 2)

    def _cue(self, seat: int | None, text: str, color: QColor) -> None:
        if seat is None or seat < 0:
            return
        # over the seat's picture, on a dark pill, rising: never over its equipment
        item = self.seats.get(seat)
        cue = TextItem(text, 18, color, True, width=item.W if item is not None else theme.SEAT_W, backing=True)
        cue.setPos(self.cue_pos(seat, cue))
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
        self.effects.stop()
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
            sv = view.players[seat]
            seat_item.show_big(view_key(sv) in big)
            # (the lord's general is public as soon as chosen: its plate shows while the others choose)
            undecided = choosing and (not sv.generals or sv.generals[0] in (None, "blank"))
            seat_item.show_state(sv, seat == view.current, phase, view.mode, undecided, view.rules)
        self.formations.sync(view, self.seats)
        self.effects.sync(view)
        states = view.table_states
        self.states_label.set_text(" · ".join(ui_text(f"{s}_on") for s in states))
        self.states_label.setToolTip("\n".join(ui_text(f"{s}_tip") for s in states))
        wanted: dict[int, tuple[str, QPointF, float]] = {}
        hand = view.hand if self.viewer is not None else []
        self.hand_ids = list(hand)
        for i, cid in enumerate(hand):
            wanted[cid] = ("hand", self.hand_slot(i, len(hand)), HAND_SCALE)
        me = view.players[self.viewer] if self.viewer is not None else None
        if me is not None:
            for slot, cid in me.equips.items():
                wanted[cid] = ("equip", self.equip_slot(SLOTS.index(slot) if slot in SLOTS else 0), 1.0)
            for i, cid in enumerate(me.judge):
                wanted[cid] = ("judge", self.judge_slot(i), 1.0)
            if self.dashboard is not None:
                self.dashboard.set_filled(set(me.equips), len(me.judge))
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
            if item is None or item.scene() is None or not self._fits(item, zone, scale, me):
                if item is not None and item.scene() is not None:
                    self.removeItem(item)
                item = self._card_for(cid, zone, scale, me)
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

    def _card_for(self, cid: int, zone: str, scale: float, me: SeatView | None) -> CardItem:
        """The item a card is drawn as where it lies: a card, or one of your slots or chips."""
        face = self.faces.get(cid)
        if zone == "equip" and me is not None:
            slot = next((s for s, c in me.equips.items() if c == cid), "weapon")
            return EquipSlot(cid, face, slot)
        if zone == "judge" and me is not None:
            judged = me.judge_as.get(cid, (face or {}).get("key", "?"))
            return JudgeChip(cid, face, judged)
        return CardItem(cid, face, scale)

    @staticmethod
    def _fits(item: CardItem, zone: str, scale: float, me: SeatView | None) -> bool:
        """Is `item` already drawn as a card of `zone` is (an equipment card in your slot is a slot …)?"""
        if zone == "equip":
            return isinstance(item, EquipSlot) and me is not None and me.equips.get(item.slot) == item.cid
        if zone == "judge":
            return isinstance(item, JudgeChip) and me is not None and \
                me.judge_as.get(item.cid or -1, item.judged_as) == item.judged_as
        return type(item) is CardItem and abs(item.w - theme.CARD_W * scale) <= 0.5

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
        if self.dashboard is not None:
            self.dashboard.retranslate()            # (判定区, the empty slots' names)
        self.effects.retranslate()
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
