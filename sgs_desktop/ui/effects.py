"""The table's effects (特效), from the typed events as the scene plays them (`on_event`, called by
`TableScene._animate`), and the table's standing marks, from the view at each sync (`sync`):

| event | effect |
|---|---|
| Damage by 闪电 (its card, no source) | a bolt down onto the seat, a flash of the table, violet sparks |
| Damage, fire (火) / thunder (雷) | flames / violet sparks over the seat; the seat shivers |
| Damage, plain; LoseHp | a red flash (and a burst; LoseHp dimmer); damage shivers the seat |
| Use of 南蛮入侵 / 万箭齐发 | claws rake / a volley of arrows hits every target in turn |
| Use of 桃 / 酒; Recover | a soft green / amber glow on the seat; green on recovery |
| Death | the 阵亡 stamp comes down with a thump (the death sound plays), the table darkens round it |
| Chain | the chain between chained seats forms, or breaks (`ui/chains.py`) |
| Turn, Phase, PhaseSkipped | the current seat's gold halo and the phase strip (`ui/turn_marks.py`) |

Every effect says what happened in under a second (`MS`), runs on its own clock and never holds the
table's animation of the events (the scene calls `done` no later than it did without effects); no
effect takes a click. `anim.SPEED` is the one knob: it scales the effects' times with the cards',
and at 0 (the tests, "instant" in the settings) no effect starts at all — the chains, the halo and
the phase strip still show, at once, being the table's state."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer
from PySide6.QtGui import QColor

from ..engine import events as E
from ..engine.events import Event
from ..engine.view import PlayerView
from . import anim, theme
from .art import effects_fire, effects_glow, effects_storm, effects_sweep
from .art.effects_chain import ChainBreakArt, Link
from .art.effects_sprites import rng
from .chains import ChainOverlay
from .effect_items import Art, EffectItem, Shake
from .texts import ui_text
from .turn_marks import CELL_PT, Halo, PhaseStrip

if TYPE_CHECKING:
    from .seat_item import SeatItem
    from .table import TableScene

#: each effect's time at anim.SPEED 1 (ms): under a second
MS = {"lightning": 720, "flash": 220, "fire": 850, "thunder": 760, "hit": 460, "lose": 460, "claws": 560,
      "arrows": 640, "peach": 900, "wine": 900, "heal": 900, "death": 950, "darken": 760, "chain_break": 620}
SWEEP_MS = 980          # a sweep (南蛮入侵, 万箭齐发) is over this long after it began, however many targets
SHAKE_MS = 340
PAD = 40.0              # how far an effect over a seat may reach beyond it
SKY = 90.0              # 闪电's bolt comes from this far above the table
BEYOND = 700.0          # a veil over the table reaches this far beyond it (what a wide window shows)
Z = {"lightning": 78, "flash": 66, "darken": 68, "death": 76, "chain_break": 44}
GLOWS = {"peach": effects_glow.HEAL, "heal": effects_glow.HEAL, "wine": effects_glow.WINE}
KINDS = tuple(MS)
STAMP = QColor("#c8102e")       # the seat's own 阵亡 stamp's colour (ui/seat_paint.py)


class TableEffects:
    """The effects and standing marks of one `TableScene`."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items: list[EffectItem] = []
        self.shakes: dict[int, Shake] = {}
        self.stamps: dict[int, EffectItem] = {}
        self.count = 0                  # effects started (each draws its own seeded numbers)
        #: the last effects started: (kind, seats) — what a test or a bug report asks "what did it show?"
        self.started: deque[tuple[str, tuple[int, ...]]] = deque(maxlen=64)
        self.chains = ChainOverlay(scene, self)
        self.halo = Halo()
        self.strip = PhaseStrip()
        scene.addItem(self.halo)
        scene.addItem(self.strip)

    @property
    def seats(self) -> dict[int, SeatItem]:
        return self.scene.seats

    # ------------------------------------------------------------ the events
    def on_event(self, ev: Event) -> None:
        """The effect of one event as the scene starts to show it (nothing for most events)."""
        if isinstance(ev, E.Turn):
            self.turn(ev.seat, None)
        elif isinstance(ev, E.Phase):
            self.turn(ev.seat, ev.phase)
        elif isinstance(ev, E.PhaseSkipped):
            if ev.seat == self.strip.seat:
                self.strip.skip(ev.phase)
        elif isinstance(ev, E.Chain):
            self.chains.set_chained(ev.seat, ev.chained)
        elif anim.SPEED <= 0:
            return
        elif isinstance(ev, E.Damage):
            key = ev.card.key if ev.card is not None else None
            if key == "lightning" and ev.source is None:
                self.show("lightning", [ev.target])
            else:
                self.show({"fire": "fire", "thunder": "thunder"}.get(ev.nature or "", "hit"), [ev.target])
        elif isinstance(ev, E.LoseHp):
            self.show("lose", [ev.target])
        elif isinstance(ev, E.UseEvent):
            key = ev.card.key
            if key == "savage_assault":
                self.show("claws", ev.targets)
            elif key == "archery_attack":
                self.show("arrows", ev.targets, source=ev.user)
            elif key in ("peach", "analeptic"):
                self.show("peach" if key == "peach" else "wine", ev.targets or (ev.user,))
        elif isinstance(ev, E.Recover):
            self.show("heal", [ev.target])
        elif isinstance(ev, E.Death):
            self.show("death", [ev.seat])

    def show(self, kind: str, seats: Iterable[int], source: int | None = None) -> list[EffectItem]:
        """Start effect `kind` on `seats` (a sweep: one after another); the items started."""
        if anim.SPEED <= 0 or kind not in MS:
            return []
        seats = [s for s in seats if s in self.seats]
        started: list[EffectItem] = []
        step = 0.0 if len(seats) < 2 else min(110.0, (SWEEP_MS - MS[kind]) / (len(seats) - 1))
        for i, seat in enumerate(seats):
            started += self._one(kind, seat, source, i * step)
        return started

    def _one(self, kind: str, seat: int, source: int | None, delay: float) -> list[EffectItem]:
        self.count += 1
        r = rng(kind, seat, self.count)
        box = self.seat_rect(seat)
        art = self.art_rect(seat)
        out = []
        if kind == "lightning":
            out.append(self._lightning(seat, box, art, r))
            out.append(self._start("thunder", seat, effects_storm.SparksArt(r, *self._local(box, art, box)),
                                   self._around(box), delay=MS["lightning"] * 0.12, ms=MS["thunder"]))
            self.shake(seat, 9, delay=MS["lightning"] * 0.1)
        elif kind in ("fire", "thunder", "hit", "lose", "claws"):
            seat_box, art_box = self._local(box, art, box)
            made: Art
            if kind == "fire":
                made = effects_fire.FlamesArt(r, seat_box, art_box)
            elif kind == "thunder":
                made = effects_storm.SparksArt(r, seat_box, art_box)
            elif kind == "claws":
                made = effects_sweep.ClawsArt(r, seat_box, art_box)
            else:
                made = effects_fire.HitArt(r, seat_box, art_box, 1.0 if kind == "hit" else 0.55)
            out.append(self._start(kind, seat, made, self._around(box), delay))
            if kind in ("fire", "thunder", "hit"):
                self.shake(seat, 7 if kind == "hit" else 5, delay)
        elif kind == "arrows":
            out.append(self._arrows(seat, source, box, art, r, delay))
        elif kind in GLOWS:
            out.append(self._glow(kind, seat, box, r, delay))
        elif kind == "death":
            out += self._death(seat, box, art, r)
        return out

    # ------------------------------------------------------------ the effects
    def _start(self, kind: str, seat: int, art: Art, rect: QRectF, delay: float = 0.0, ms: float | None = None,
               hold: bool = False, seats: tuple[int, ...] | None = None) -> EffectItem:
        item = EffectItem(kind, seats if seats is not None else (seat,), rect, art, ms or MS[kind], delay,
                          Z.get(kind, 72), hold, self._ended)
        self.scene.addItem(item)
        self.items.append(item)
        self.started.append((kind, item.seats))
        item.start()
        return item

    def _lightning(self, seat: int, box: QRectF, art: QRectF, r) -> EffectItem:
        width = max(320.0, box.width() + 170)
        rect = QRectF(box.center().x() - width / 2, -SKY, width, box.bottom() + SKY + 10)
        impact = art.center() - rect.topLeft()
        bolt = effects_storm.BoltArt(r, (rect.width(), rect.height()), impact, box.translated(-rect.topLeft()))
        scene = self._whole()
        self._start("flash", seat, effects_glow.VeilArt((scene.width(), scene.height()), None, light=True), scene,
                    delay=MS["lightning"] * 0.1)
        return self._start("lightning", seat, bolt, rect)

    def _arrows(self, seat: int, source: int | None, box: QRectF, art: QRectF, r, delay: float) -> EffectItem:
        origin = self.seat_rect(source).center() if source is not None and source in self.seats else \
            QPointF(box.center().x(), -40)
        rect = self._around(box).united(QRectF(origin - QPointF(60, 60), QSizeF(120, 120)))
        seat_box, art_box = self._local(box, art, rect)
        volley = effects_sweep.ArrowsArt(r, origin - rect.topLeft(), seat_box, art_box)
        return self._start("arrows", seat, volley, rect, delay)

    def _glow(self, kind: str, seat: int, box: QRectF, r, delay: float) -> EffectItem:
        """桃 / 酒 / recovery: one glow a seat at a time (a 桃's glow goes on into its recovery's)."""
        live = next((i for i in self.items if i.kind in GLOWS and seat in i.seats and not i.ended), None)
        if live is not None and (live.kind == kind or kind == "heal"):
            if live.t > 0.4:
                live.timeline.setCurrentTime(int(anim.duration(MS[live.kind] * 0.4)))
            return live
        rect = box.adjusted(-effects_glow.MARGIN, -effects_glow.MARGIN, effects_glow.MARGIN, effects_glow.MARGIN)
        local = QRectF(effects_glow.MARGIN, effects_glow.MARGIN, box.width(), box.height())
        art = effects_glow.GlowArt(r, local, GLOWS[kind], bubbles=kind == "wine")
        return self._start(kind, seat, art, rect, delay)

    def _death(self, seat: int, box: QRectF, art: QRectF, r) -> list[EffectItem]:
        item = self.seats[seat]
        centre = QPointF(art.center().x() + 4, art.center().y())       # (where the seat presses its own)
        width = min(item.W * 0.62, 120)
        rect = QRectF(centre - QPointF(width * 1.5, width * 1.5), QSizeF(width * 3, width * 3)).united(
            box.adjusted(-effects_glow.MARGIN, -effects_glow.MARGIN, effects_glow.MARGIN, effects_glow.MARGIN))
        stamp = effects_glow.StampArt(r, centre - rect.topLeft(), width, ui_text("dead"), STAMP,
                                      box.translated(-rect.topLeft()))
        old = self.stamps.pop(seat, None)
        if old is not None:
            old.end()
        held = self.stamps[seat] = self._start("death", seat, stamp, rect, hold=True)
        QTimer.singleShot(max(3000, anim.duration(MS["death"] * 3)), held, held.end)     # (a sync that never came)
        scene = self._whole()
        darken = self._start("darken", seat, effects_glow.VeilArt((scene.width(), scene.height()),
                                                                  box.translated(-scene.topLeft())), scene)
        self.shake(seat, 10, delay=MS["death"] * effects_glow.StampArt.IMPACT)
        return [self.stamps[seat], darken]

    def chain_broke(self, pair: tuple[int, int], links: list[Link]) -> None:
        """A chain between `pair` breaks (ui/chains.py calls it; the links in scene coordinates)."""
        if anim.SPEED <= 0 or not links:
            return
        self.count += 1
        xs = [lk.centre.x() for lk in links]
        ys = [lk.centre.y() for lk in links]
        rect = QRectF(min(xs) - 80, min(ys) - 40, max(xs) - min(xs) + 160, max(ys) - min(ys) + 160)
        local = [Link(lk.centre - rect.topLeft(), lk.degrees, lk.face) for lk in links]
        art = ChainBreakArt(rng("chain_break", pair[0], self.count), local)
        self._start("chain_break", pair[0], art, rect, seats=pair)

    def shake(self, seat: int, amplitude: float, delay: float = 0.0) -> None:
        """The seat shivers (a running shiver starts again from where the seat stands)."""
        item = self.seats.get(seat)
        if item is None or anim.SPEED <= 0:
            return
        running = self.shakes.pop(seat, None)
        home = running.home if running is not None else item.pos()
        if running is not None:
            running.on_end = None
            running.end()
        shake = Shake(item, home, SHAKE_MS, amplitude, delay, self._shaken, self.scene)
        self.shakes[seat] = shake
        shake.start()

    def _shaken(self, shake: Shake) -> None:
        for seat, s in list(self.shakes.items()):
            if s is shake:
                del self.shakes[seat]

    def _ended(self, item: EffectItem) -> None:
        if item in self.items:
            self.items.remove(item)
        for seat, stamp in list(self.stamps.items()):
            if stamp is item:
                del self.stamps[seat]

    # ------------------------------------------------------------ the standing marks
    def turn(self, seat: int | None, phase: str | None) -> None:
        """The current player (and phase) as the events say: the halo, the strip beside the seat."""
        if seat is not None and seat not in self.seats:
            seat = None
        self.halo.show_at(seat, self.seat_rect(seat) if seat is not None else None)
        if seat is not None:
            self.strip.place(self.outer_rect(seat), self.avoid(seat), self.scene.sceneRect())
        self.strip.show_for(seat, phase)

    def sync(self, view: PlayerView) -> None:
        """The standing marks as the view says (after a batch of events, or any time); a stamp whose
        seat now shows its own is lifted."""
        current = view.current if view.round > 0 and 0 <= view.current < len(view.players) else None
        if current is not None and not view.players[current].alive:
            current = None
        self.turn(current, view.phase if current is not None else None)
        self.chains.sync(view)
        for seat in [s for s in self.stamps if not view.players[s].alive]:
            self.stamps.pop(seat).end()

    def retranslate(self) -> None:
        self.strip.relayout(CELL_PT)
        if self.strip.seat is not None:
            self.strip.place(self.outer_rect(self.strip.seat), self.avoid(self.strip.seat), self.scene.sceneRect())

    def stop(self) -> None:
        """End every effect now (the game is closing); the seats stand where they stood."""
        for shake in list(self.shakes.values()):
            shake.end()
        for item in list(self.items):
            item.end()

    def live(self) -> list[tuple[str, tuple[int, ...]]]:
        """The effects playing now: (kind, seats)."""
        return [(i.kind, i.seats) for i in self.items if not i.ended]

    # ------------------------------------------------------------ where
    def seat_rect(self, seat: int) -> QRectF:
        """The seat's box (scene), where it stands when not shivering."""
        item = self.seats[seat]
        shake = self.shakes.get(seat)
        at = shake.home if shake is not None else item.pos()
        return QRectF(at, QSizeF(item.W, item.H))

    def outer_rect(self, seat: int) -> QRectF:
        """The seat with its tag above (what the phase strip must not cover)."""
        item = self.seats[seat]
        return item.outer().translated(self.seat_rect(seat).topLeft())

    def art_rect(self, seat: int) -> QRectF:
        """The seat's picture (scene): where effects land."""
        item = self.seats[seat]
        art = item.rows.art
        if art.height() <= 20:
            art = QRectF(0, item.H * 0.1, item.W, item.H * 0.6)
        return art.translated(self.seat_rect(seat).topLeft())

    def chain_point(self, seat: int) -> QPointF:
        """Where a seat's chain meets it: the height its own chain crosses its picture."""
        art = self.art_rect(seat)
        return QPointF(art.center().x(), art.top() + art.height() * 0.62)

    def avoid(self, seat: int) -> list[QRectF]:
        """What the phase strip beside `seat` must not cover: the other seats, the piles and their counts."""
        out = [self.outer_rect(s).adjusted(-4, -4, 4, 4) for s in self.seats if s != seat]
        for name in ("draw_label", "discard_label"):
            label = getattr(self.scene, name, None)
            if label is not None:
                r = label.sceneBoundingRect()
                out.append(r.adjusted(0, -theme.CARD_H - 4, 0, 0))
        return out

    def _whole(self) -> QRectF:
        """The scene and round it (a window wider than the table shows beyond its edge)."""
        return self.scene.sceneRect().adjusted(-BEYOND, -BEYOND, BEYOND, BEYOND)

    @staticmethod
    def _around(box: QRectF) -> QRectF:
        return box.adjusted(-PAD, -PAD, PAD, PAD)

    @staticmethod
    def _local(box: QRectF, art: QRectF, rect: QRectF) -> tuple[QRectF, QRectF]:
        """`box` and `art` in the coordinates of an item at `rect` (or padded round `box`)."""
        origin = rect.topLeft() - (QPointF(PAD, PAD) if rect == box else QPointF(0, 0))
        return box.translated(-origin), art.translated(-origin)

