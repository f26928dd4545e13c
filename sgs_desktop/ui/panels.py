"""Panels shown over the table for choices that are not clicks on the table: options, picking a
card of another player's, choosing a general, arranging cards (观星), the end of the game."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..client.stats import GameStats
from ..client.table import FinalSeat
from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.events import GameOverEvent
from ..engine.protocol.answers import Answer
from ..packs.generals import identity_generals
from ..packs.i18n import card_name, general_name, skill_name, text
from .fonts import ui_font
from .plate_tile import PlateTile, skills_caption
from .seat_tips import general_tooltip
from .stats_chart import StatsBox
from .texts import kingdom_name, option_label, role_name, seat_name, ui_text, word

#: every panel is opaque: the seats' and piles' words under a general choice showed through it
_STYLE = ("QFrame#panel { background: rgb(20, 28, 24); border: 2px solid #d9b66a; border-radius: 10px; }"
          "QLabel { color: #f4eedc; } QPushButton { padding: 6px 12px; }"
          "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }"
          "QScrollBar:vertical { background: #2a2118; width: 10px; margin: 0; border-radius: 4px; }"
          "QScrollBar::handle:vertical { background: #8a6d1d; min-height: 24px; border-radius: 4px; }"
          "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }")


def plate_size(parent: QWidget, count: int, columns: int, below: int) -> QSize:
    """The plates' size for `count` generals in rows of `columns`, so the panel fits `parent` with
    `below` pixels for the rest (title, details, buttons): 112×149 at 1280×720 (smaller if need be),
    up to 152×202 in a large window."""
    rows = -(-count // columns)
    width = max(112, min(152, parent.width() // 10 // 4 * 4))     # (larger in a large window)
    while width > 64:
        height = width * 4 // 3
        if columns * (width + 16) + 40 <= parent.width() and rows * (height + 46) + below <= parent.height():
            break
        width -= 4
    return QSize(width, width * 4 // 3)


def details_box(label: QLabel, height: int, texts: Sequence[str] = (), width: int = 0) -> QScrollArea:
    """The details (a general's skills in full) in a box that scrolls when they are long: as tall as
    the longest of `texts` (what it may show) needs at `width`, up to `height` (a large window shows
    a general's skills whole; at 1280×720 the box stayed three lines tall while room was left)."""
    box = QScrollArea()
    box.setWidget(label)
    box.setWidgetResizable(True)
    box.setFrameShape(QFrame.Shape.NoFrame)
    box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    m = QFontMetricsF(label.font())
    room = QRectF(0, 0, max(1, width - 16), 100000)         # (less the scroll bar's width)
    need = max((m.boundingRect(room, int(Qt.TextFlag.TextWordWrap), t).height() for t in texts), default=0.0)
    box.setMinimumHeight(min(max(90, round(need) + 8), height))
    box.setMaximumHeight(height)
    return box


def layout_of(w: QWidget) -> QLayout:
    """The layout of one of the panels' rows (each is given one when made)."""
    layout = w.layout()
    if layout is None:
        raise ValueError(f"{w.objectName() or w!r} has no layout")
    return layout


def card_label(face: dict | None) -> str:
    if not face:
        return text("zones", "hand")
    suit = face.get("suit")
    return f"{card_name(face['key'])} {SUIT_SYMBOL[suit]}{number_text(face['number'])}" if suit else \
        card_name(face["key"])


class Panel(QFrame):
    """A centred panel over the table; `answered` carries the answer it makes."""

    answered = Signal(object)
    changed = Signal()              # what the panel would answer changed (the bar's 确定 follows)

    def __init__(self, parent: QWidget, title: str) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(_STYLE)
        self.layout_ = QVBoxLayout(self)
        head = QLabel(title)
        head.setFont(ui_font(13, bold=True))
        head.setWordWrap(True)
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(head)
        self.buttons: dict[str, QAbstractButton] = {}

    def button(self, key: str, text: str, answer: Answer | None, row: QWidget | None = None) -> QPushButton:
        b = QPushButton(text)
        b.setFont(ui_font(11))
        b.setObjectName(f"panel-{key}")
        if answer is not None:
            b.clicked.connect(lambda _=False, a=answer: self.answered.emit(a))
        (layout_of(row) if row is not None else self.layout_).addWidget(b)
        self.buttons[key] = b
        return b

    def place(self) -> None:
        self.adjustSize()
        self.centre()
        self.show()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None:
            parent.installEventFilter(self)     # (re-centred when the window is resized)

    def centre(self) -> None:
        """Over the middle of the table (a third of the way down), inside it whatever its size."""
        parent = self.parentWidget()
        assert parent is not None       # (a panel is made over the table)
        x = max(0, (parent.width() - self.width()) // 2)
        y = max(0, min((parent.height() - self.height()) // 3, parent.height() - self.height()))
        self.move(x, y)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self.centre()
        return False


class OptionPanel(Panel):
    """One button per option (generals get a tile with kingdom and HP)."""

    def __init__(self, parent: QWidget, selection, title: str) -> None:
        super().__init__(parent, title)
        row = QWidget()
        layout = QHBoxLayout() if len(selection.request.options) <= 5 else QGridLayout()
        row.setLayout(layout)
        generals = identity_generals()
        for i, opt in enumerate(selection.request.options):
            if opt in generals:
                g = generals[opt]
                skills = word("list_sep").join(skill_name(s) for s in g.skills)
                label = ui_text("general_tile", name=general_name(opt), kingdom=kingdom_name(g.kingdom),
                                hp=g.max_hp, skills=skills)
            else:
                label = option_label(opt, selection.request.prompt.key)
            b = QPushButton(label)
            b.setFont(ui_font(11))
            b.setObjectName(f"panel-{opt}")
            b.clicked.connect(lambda _=False, o=opt: self.answered.emit(selection.choose(o)))
            if isinstance(layout, QGridLayout):
                layout.addWidget(b, i // 4, i % 4)
            else:
                layout.addWidget(b)
            self.buttons[opt] = b
        self.layout_.addWidget(row)


class GeneralPanel(Panel):
    """选将: a plate per general offered (its name, kingdom seal, HP in 勾玉, skills' names; hover for
    the skills' texts); a click selects one and shows its skills in full in the details below; 确定
    confirms. Its plates shrink in a small window, so every general fits."""

    def __init__(self, parent: QWidget, selection, title: str) -> None:
        super().__init__(parent, title)
        self.selection = selection
        self.chosen: str | None = None
        row = QWidget()
        options = selection.request.options
        layout = QGridLayout(row)
        layout.setSpacing(6)
        columns = len(options) if len(options) <= 6 else 6
        size = plate_size(parent, len(options), columns, 250)
        generals = identity_generals()
        for i, gid in enumerate(options):
            g = generals[gid]
            b = PlateTile(g, skills_caption(g, skill_name), plate=size)
            b.setObjectName(f"panel-{gid}")
            b.setToolTip(general_tooltip(gid))
            b.clicked.connect(lambda _=False, x=gid: self.click(x))
            layout.addWidget(b, i // columns, i % columns)
            self.buttons[gid] = b
        self.layout_.addWidget(row, 0, Qt.AlignmentFlag.AlignHCenter)
        self.details = QLabel(ui_text("general_pick_hint"))
        self.details.setObjectName("general-details")
        self.details.setWordWrap(True)
        self.details.setFont(ui_font(11))
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        rows = -(-len(options) // columns)
        wide = min(560, parent.width() - 60)
        box = details_box(self.details, max(90, parent.height() - rows * (size.height() + 46) - 150),
                          [general_tooltip(g) for g in options], wide)
        box.setMinimumWidth(wide)
        self.layout_.addWidget(box)
        self.button("ok", ui_text("button_ok"), None).clicked.connect(self.ok)
        self.buttons["ok"].setEnabled(False)

    def click(self, gid: str) -> None:
        """Select `gid` (a second click on it un-selects); its skills show in full below."""
        self.chosen = None if self.chosen == gid else gid
        for other, b in self.buttons.items():
            if other != "ok":
                b.setChecked(other == self.chosen)
        self.details.setText(general_tooltip(self.chosen) if self.chosen else ui_text("general_pick_hint"))
        self.buttons["ok"].setEnabled(self.chosen is not None)
        self.changed.emit()
        self.centre()

    def ok(self) -> None:
        if self.chosen is not None:
            self.answered.emit(self.selection.choose(self.chosen))


class PickPanel(Panel):
    """Another player's hand face down (by position), its equipment and judge area face up."""

    def __init__(self, parent: QWidget, selection, title: str, faces: dict[int, dict]) -> None:
        super().__init__(parent, title)
        req = selection.request
        if req.hand:
            row = QWidget()
            row.setLayout(QHBoxLayout())
            for i in range(req.hand):
                b = self.button(f"hand-{i}", ui_text("pick_hand", n=i + 1), None, row)
                b.clicked.connect(lambda _=False, i=i: self.answered.emit(selection.pick_hand(i)))
            self.layout_.addWidget(row)
        if req.cards:
            row = QWidget()
            row.setLayout(QHBoxLayout())
            for cid in req.cards:
                b = self.button(f"card-{cid}", card_label(faces.get(cid)), None, row)
                b.clicked.connect(lambda _=False, c=cid: self.answered.emit(selection.pick_card(c)))
            self.layout_.addWidget(row)


class ArrangePanel(Panel):
    """观星: click a card to move it between the top and the bottom of the draw pile."""

    def __init__(self, parent: QWidget, selection, title: str, faces: dict[int, dict]) -> None:
        super().__init__(parent, title)
        self.selection = selection
        self.faces = faces
        self.top_row = QWidget()
        self.top_row.setLayout(QHBoxLayout())
        self.bottom_row = QWidget()
        self.bottom_row.setLayout(QHBoxLayout())
        for key, row in (("arrange_top", self.top_row), ("arrange_bottom", self.bottom_row)):
            self.layout_.addWidget(QLabel(ui_text(key)))
            self.layout_.addWidget(row)
        ok = QPushButton(ui_text("button_ok"))
        ok.setObjectName("panel-ok")
        ok.clicked.connect(lambda: self.answered.emit(self.selection.ok()))
        self.layout_.addWidget(ok)
        self.buttons["ok"] = ok
        self.refresh()

    def refresh(self) -> None:
        for row in (self.top_row, self.bottom_row):
            layout = layout_of(row)
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.deleteLater()
        for cid in self.selection.top:
            self._card_button(cid, self.top_row, to_bottom=True)
        for cid in self.selection.bottom:
            self._card_button(cid, self.bottom_row, to_bottom=False)

    def _card_button(self, cid: int, row: QWidget, to_bottom: bool) -> None:
        b = QPushButton(card_label(self.faces.get(cid)))
        b.setObjectName(f"panel-card-{cid}")
        b.setEnabled(self.selection.request.bottom_allowed or not to_bottom)
        b.clicked.connect(lambda _=False, c=cid, d=to_bottom: self._move(c, d))
        layout_of(row).addWidget(b)
        self.buttons[f"card-{cid}"] = b

    def _move(self, cid: int, to_bottom: bool) -> None:
        self.selection.move(cid, to_bottom)
        self.refresh()

    def arrange(self, top, bottom) -> None:
        """Set the whole arrangement (what clicking would do, for automation)."""
        self.selection.top, self.selection.bottom = [], []
        for c in top:
            self.selection.move(c, False)
        for c in bottom:
            self.selection.move(c, True)
        self.refresh()


class GameOverPanel(Panel):
    """游戏结束: winners, every seat's role and general (from the game-over event: public now);
    play again, or back to the start. A mode's panel changes `headline`, `header` and `row`."""

    again = Signal()
    back = Signal()
    report = Signal()               # 错误报告 (a bug report: with `reporting`, the window has a place for it)

    def __init__(self, parent: QWidget, result: GameOverEvent, seats: Sequence[FinalSeat], viewer: int | None,
                 stats: GameStats | None = None, record: Path | None = None, reporting: bool = False) -> None:
        self.record = record
        won = viewer is not None and viewer in result.winners
        title = ui_text("over_won" if won else "over_end" if viewer is None else "over_lost")
        super().__init__(parent, title)
        self.setStyleSheet(_STYLE)
        self.setAutoFillBackground(True)
        self.layout_.addWidget(QLabel(self.headline(result, seats)))
        grid = QWidget()
        lay = QGridLayout(grid)
        header = list(self.header())
        rows = [header] if header else []
        rows += [self.row(p, viewer) for p in seats]
        for r, cells in enumerate(rows):
            for c, cell in enumerate(cells):
                label = QLabel(cell)
                if header and r == 0:
                    label.setFont(ui_font(10, bold=True))
                lay.addWidget(label, r, c)
        body = QWidget()                # the seats' table, and beside it the statistics
        body_row = QHBoxLayout(body)
        body_row.setContentsMargins(0, 0, 0, 0)
        body_row.addWidget(grid, 0, Qt.AlignmentFlag.AlignTop)
        if stats is not None:
            body_row.addSpacing(16)
            body_row.addWidget(StatsBox(stats, viewer), 0, Qt.AlignmentFlag.AlignTop)
        self.layout_.addWidget(body)
        row = QWidget()
        row.setLayout(QHBoxLayout())
        self.button("again", ui_text("again"), None, row).clicked.connect(self.again)
        if record is not None:
            self.button("save", ui_text("save_replay"), None, row).clicked.connect(self.ask_where)
        if reporting:
            self.button("report", ui_text("report_button"), None, row).clicked.connect(self.report)
        self.button("back", ui_text("back"), None, row).clicked.connect(self.back)
        self.layout_.addWidget(row)
        self.saved = QLabel("")
        self.saved.setWordWrap(True)
        self.layout_.addWidget(self.saved)

    def ask_where(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        assert self.record is not None
        path, _ = QFileDialog.getSaveFileName(self, ui_text("save_replay"), str(Path.home() / self.record.name),
                                              "JSON (*.json)")
        if path:
            self.save_replay(Path(path))

    def save_replay(self, to: Path) -> Path | None:
        """A copy of the game's record (`sgs-desktop replay` re-runs it); the panel says where."""
        assert self.record is not None
        try:
            shutil.copyfile(self.record, to)
        except OSError as exc:
            self.saved.setText(ui_text("cannot", error=exc))
            return None
        self.saved.setText(ui_text("replay_saved", path=to))
        return to

    def headline(self, result: GameOverEvent, seats: Sequence[FinalSeat]) -> str:
        return text("game_result", result.reason)

    def header(self) -> tuple[str, ...]:
        return ()

    def row(self, p: FinalSeat, viewer: int | None) -> list[str]:
        general = p.generals[0] if p.generals else None
        return [seat_name(p.seat) + (word("you") if p.seat == viewer else ""), general_name(general or "blank"),
                role_name(p.role), *result_marks(p)]


def result_marks(p: FinalSeat) -> list[str]:
    """A seat's last two cells on the game-over panel: won, and alive or dead."""
    return [ui_text("won") if p.won else "", ui_text("alive" if p.alive else "dead")]


class OffTableCardsPanel(Panel):
    """Cards a question offers that the table does not draw (a general's pile: 屯田's 田, 千幻's 幻),
    one button each. `answer=True` (a cards question): the buttons choose, 确定 answers; otherwise
    (a skill's cards in the play phase, 急袭) a button picks that card and the panel closes."""

    picked = Signal()

    def __init__(self, parent: QWidget, selection, title: str, faces: dict[int, dict], cards: Sequence[int],
                 answer: bool) -> None:
        super().__init__(parent, title)
        self.selection = selection
        row = QWidget()
        row.setLayout(QHBoxLayout())
        for cid in cards:
            b = self.button(f"card-{cid}", card_label(faces.get(cid)), None, row)
            b.setCheckable(answer)
            b.clicked.connect(lambda _=False, c=cid: self._click(c))
        self.layout_.addWidget(row)
        self.answer = answer
        if answer:
            self.ok = self.button("ok", ui_text("button_ok"), None)
            self.ok.clicked.connect(lambda _=False: self.answered.emit(selection.ok()))
            self.ok.setEnabled(selection.ok_enabled)
        else:
            self.button("cancel", ui_text("button_cancel"), None).clicked.connect(lambda _=False: self.picked.emit())

    def _click(self, cid: int) -> None:
        if not self.selection.card_clickable(cid) and not self.selection.card_selected(cid):
            self.buttons[f"card-{cid}"].setChecked(False)
            return
        self.selection.click_card(cid)
        if self.answer:
            for key, b in self.buttons.items():
                if key.startswith("card-"):
                    b.setChecked(self.selection.card_selected(int(key[5:])))
            self.ok.setEnabled(self.selection.ok_enabled)
        else:
            self.picked.emit()


class NamePanel(Panel):
    """The card a skill is to make, when it makes several kinds from the same cards (蛊惑: say which
    basic card or trick your face-down card is): one button per card name; a button names it and the
    panel closes (`picked` with the key; "" on 取消)."""

    picked = Signal(str)

    def __init__(self, parent: QWidget, title: str, names: Sequence[str]) -> None:
        super().__init__(parent, title)
        row = QWidget()
        grid = QGridLayout()
        row.setLayout(grid)
        for i, key in enumerate(names):
            b = QPushButton(card_name(key))
            b.setFont(ui_font(11))
            b.setObjectName(f"panel-name-{key}")
            b.clicked.connect(lambda _=False, k=key: self.picked.emit(k))
            grid.addWidget(b, i // 6, i % 6)
            self.buttons[key] = b
        self.layout_.addWidget(row)
        self.button("cancel", ui_text("button_cancel"), None).clicked.connect(lambda _=False: self.picked.emit(""))
