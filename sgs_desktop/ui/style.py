"""The house style (docs/look.md): dark lacquer, gold, parchment — one palette and one style sheet
for the whole application, so every page, dialog and panel (other modules' too) wears it.

`apply(app)` puts it on a QApplication (once; MainWindow and make_app call it). The pieces the
pages are built from live here too: `Section` (a lacquered panel with a brush-face heading and a
form), `tone(button, "primary")` (the cinnabar call to action) and `heading(...)`.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSize, QStandardPaths, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from .art.backdrop import backdrop
from .fonts import brush_font, ui_font

INK = "#120d0a"             # the darkest lacquer: fields, the menu bar
LACQUER = "#1c1511"         # the window
PANEL = "#241a14"           # a section's ground
RAISED = "#33261c"          # a button
GOLD = "#d9b66a"            # frames, headings
BRIGHT_GOLD = "#ffd34d"     # what needs the eye: a chosen tile, the hovered frame
DIM_GOLD = "#8a6d3b"        # a quiet frame
PARCHMENT = "#efe3c4"       # text
MUTED = "#b3a384"           # a note under a choice
DISABLED = "#6f6455"
CINNABAR = "#b3362e"        # the call to action (开始游戏, 开桌)
DEEP_CINNABAR = "#7a1c16"

log = logging.getLogger(__name__)

#: the property `apply` leaves on the application, so it is applied once
_APPLIED = "sgs_house_style"


def palette() -> QPalette:
    """The colours Qt's own widgets (Fusion) draw with: dark grounds, parchment text, gold highlight."""
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in ((roles.Window, LACQUER), (roles.WindowText, PARCHMENT), (roles.Base, INK),
                         (roles.AlternateBase, PANEL), (roles.Text, PARCHMENT), (roles.Button, RAISED),
                         (roles.ButtonText, PARCHMENT), (roles.BrightText, BRIGHT_GOLD),
                         (roles.Highlight, "#9c7a33"), (roles.HighlightedText, "#fff7e0"),
                         (roles.ToolTipBase, "#f3e7c8"), (roles.ToolTipText, "#1c1511"),
                         (roles.PlaceholderText, "#8c7d66"), (roles.Link, BRIGHT_GOLD),
                         (roles.Light, "#5a4632"), (roles.Midlight, "#46362a"), (roles.Mid, "#2c2119"),
                         (roles.Dark, "#0c0907"), (roles.Shadow, "#000000")):
        p.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(DISABLED))
    return p


STYLE_SHEET = f"""
QMainWindow, QDialog, QMessageBox {{ background: {LACQUER}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QMenuBar {{ background: {INK}; color: {PARCHMENT}; border-bottom: 1px solid {DIM_GOLD}; }}
QMenuBar::item {{ padding: 3px 10px; background: transparent; }}
QMenuBar::item:selected {{ background: #3a2c1e; color: {BRIGHT_GOLD}; }}
QMenu {{ background: #1f1814; color: {PARCHMENT}; border: 1px solid {DIM_GOLD}; padding: 4px; }}
QMenu::item {{ padding: 4px 24px 4px 20px; }}
QMenu::item:selected {{ background: #5a4022; color: #fff3d6; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QMenu::separator {{ height: 1px; background: #4a3a28; margin: 4px 8px; }}
QToolTip {{ background: #f3e7c8; color: {LACQUER}; border: 1px solid {DIM_GOLD}; padding: 4px; }}
QPushButton {{ color: {PARCHMENT}; border: 1px solid {DIM_GOLD}; border-radius: 5px; padding: 5px 14px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #3e2f22, stop:1 #261c15); }}
QPushButton:hover {{ border-color: {GOLD}; background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #4d3b2a, stop:1 #2e2219); }}
QPushButton:pressed {{ background: #1a130e; }}
QPushButton:checked {{ border: 1px solid {BRIGHT_GOLD}; color: #fff0c2; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #6b4c24, stop:1 #3f2c16); }}
QPushButton:disabled {{ color: {DISABLED}; border-color: #44372a; background: #201813; }}
QPushButton[tone="primary"] {{ color: #fff3d6; border: 1px solid #e6c77e; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 {CINNABAR}, stop:1 {DEEP_CINNABAR}); }}
QPushButton[tone="primary"]:hover {{ border-color: {BRIGHT_GOLD}; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #c8463b, stop:1 #8a231c); }}
QPushButton[tone="primary"]:disabled {{ color: #a08d80; border-color: #5a3a30; background: #3a1f1a; }}
QPushButton[tone="link"] {{ border: none; background: transparent; color: {GOLD}; padding: 2px 4px;
    text-decoration: underline; }}
QPushButton[tone="link"]:hover {{ color: {BRIGHT_GOLD}; }}
QPushButton[tone="link"]:disabled {{ color: {DISABLED}; }}
QPushButton[tone="tile"] {{ border: 1px solid {DIM_GOLD}; border-radius: 8px; padding: 6px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2e231a, stop:1 #1d1611); }}
QPushButton[tone="tile"]:hover {{ border-color: {GOLD}; }}
QPushButton[tone="tile"]:checked {{ border: 2px solid {BRIGHT_GOLD}; background: qlineargradient(
    x1:0, y1:0, x2:0, y2:1, stop:0 #5c2a1f, stop:1 #2e1511); }}
QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {{ color: {PARCHMENT}; background: {INK};
    border: 1px solid {DIM_GOLD}; border-radius: 4px; padding: 3px 6px; min-height: 20px;
    selection-background-color: #9c7a33; }}
QComboBox:hover, QSpinBox:hover, QDoubleSpinBox:hover, QLineEdit:hover {{ border-color: {GOLD}; }}
QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus, QLineEdit:focus {{ border-color: {BRIGHT_GOLD}; }}
QComboBox:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled, QLineEdit:disabled {{ color: {DISABLED};
    border-color: #3a2f24; background: #17110d; }}
QComboBox {{ padding: 3px 0px 3px 6px; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QComboBox::down-arrow, QSpinBox::down-arrow, QDoubleSpinBox::down-arrow {{ image: url({{down}}); }}
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{ image: url({{up}}); }}
QComboBox::down-arrow:disabled {{ image: url({{down_off}}); }}
QSpinBox::down-arrow:disabled, QDoubleSpinBox::down-arrow:disabled {{ image: url({{down_off}}); }}
QSpinBox::up-arrow:disabled, QDoubleSpinBox::up-arrow:disabled {{ image: url({{up_off}}); }}
QComboBox::down-arrow, QSpinBox::down-arrow, QDoubleSpinBox::down-arrow, QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{
    width: 10px; height: 6px; }}
QCheckBox::indicator {{ width: 13px; height: 13px; border: 1px solid {DIM_GOLD}; border-radius: 3px;
    background: {INK}; }}
QCheckBox::indicator:hover {{ border-color: {GOLD}; }}
QCheckBox::indicator:checked {{ image: url({{check}}); border-color: {GOLD}; }}
QCheckBox::indicator:disabled {{ border-color: #44372a; background: #17110d; }}
QCheckBox::indicator:checked:disabled {{ image: url({{check_off}}); }}
QSpinBox::up-button, QSpinBox::down-button, QDoubleSpinBox::up-button, QDoubleSpinBox::down-button {{
    border: none; width: 20px; background: transparent; }}
QComboBox QAbstractItemView {{ background: #1f1814; color: {PARCHMENT}; border: 1px solid {DIM_GOLD};
    selection-background-color: #5a4022; selection-color: #fff3d6; outline: none; }}
QListWidget, QPlainTextEdit, QTextEdit, QListView, QTreeView, QTableView {{ background: {INK};
    color: {PARCHMENT}; border: 1px solid {DIM_GOLD}; border-radius: 4px;
    selection-background-color: #5a4022; selection-color: #fff3d6; }}
QListWidget::item {{ padding: 3px 6px; }}
QCheckBox {{ color: {PARCHMENT}; spacing: 6px; }}
QCheckBox:disabled {{ color: {DISABLED}; }}
QSlider::groove:horizontal {{ height: 4px; border-radius: 2px; background: #3a2c1e; }}
QSlider::sub-page:horizontal {{ height: 4px; border-radius: 2px; background: {DIM_GOLD}; }}
QSlider::handle:horizontal {{ width: 14px; margin: -6px 0; border-radius: 7px; border: 1px solid #fff0c2;
    background: qradialgradient(cx:0.4, cy:0.35, radius:0.7, stop:0 {BRIGHT_GOLD}, stop:1 #a5802f); }}
QSlider::handle:horizontal:disabled {{ background: {DISABLED}; border-color: {DISABLED}; }}
QProgressBar {{ color: {PARCHMENT}; background: {INK}; border: 1px solid {DIM_GOLD}; border-radius: 4px;
    text-align: center; }}
QProgressBar::chunk {{ background: #7a5d2a; border-radius: 3px; }}
QFrame#section {{ background: rgba(30, 22, 16, 215); border: 1px solid rgba(217, 182, 106, 140);
    border-radius: 8px; }}
QLabel#section-heading {{ color: {GOLD}; }}
QLabel[tone="note"] {{ color: {MUTED}; }}
QLabel[tone="status"] {{ color: #f0a08a; }}
QScrollBar:vertical {{ background: {INK}; width: 10px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #4a3a28; border-radius: 4px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
"""


#: the little glyphs the sheet draws with (arrows, the check mark): name → (points, colour)
GLYPHS = {"down": (((0, 0), (12, 0), (6, 7)), GOLD), "up": (((0, 7), (12, 7), (6, 0)), GOLD),
          "down_off": (((0, 0), (12, 0), (6, 7)), DISABLED), "up_off": (((0, 7), (12, 7), (6, 0)), DISABLED),
          "check": (((2, 7), (5, 10), (11, 3)), BRIGHT_GOLD), "check_off": (((2, 7), (5, 10), (11, 3)), DISABLED)}
GLYPH_VERSION = 2


def glyph_files(folder: Path | None = None) -> dict[str, str]:
    """Draw the sheet's glyphs into PNG files (once; a style sheet reads images from files only);
    their paths, with forward slashes as the sheet wants them."""
    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.TempLocation) or ".")
    folder = folder or base / f"sgs-desktop-style-{GLYPH_VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for name, (points, colour) in GLYPHS.items():
        path = folder / f"{name}.png"
        if not path.exists():
            check = name.startswith("check")
            image = QImage(24, 24 if check else 14, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.scale(2, 2)
            shape = QPolygonF([QPointF(x, y) for x, y in points])
            if check:
                pen = QPen(QColor(colour), 2.0)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                p.setPen(pen)
                p.drawPolyline(shape)
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(colour))
                p.drawPolygon(shape)
            p.end()
            partial = folder / f"{name}.{os.getpid()}.tmp.png"
            image.save(str(partial))
            os.replace(partial, path)           # (whole or not at all: two programs may start at once)
        out[name] = path.as_posix()
    return out


def style_sheet(glyphs: dict[str, str]) -> str:
    """The sheet with its glyphs' files filled in."""
    sheet = STYLE_SHEET
    for name, path in glyphs.items():
        sheet = sheet.replace("{" + name + "}", path)
    return sheet


def apply(app: QApplication | None = None) -> None:
    """Put the house style on the application (once: re-polishing every widget is not free). A
    glyph that cannot be written leaves Qt's own arrow; the style never stops the program."""
    app = app or QApplication.instance()            # type: ignore[assignment]
    if not isinstance(app, QApplication) or app.property(_APPLIED):
        return
    try:
        glyphs = glyph_files()
    except OSError as exc:
        log.warning("the style's glyphs could not be written (%s); Qt's own arrows stand in", exc)
        glyphs = {}
    app.setStyle("Fusion")          # (the same drawing on every platform; the palette colours it)
    app.setPalette(palette())
    app.setStyleSheet(style_sheet(glyphs) if glyphs else _without_glyphs(STYLE_SHEET))
    app.setProperty(_APPLIED, True)


def _without_glyphs(sheet: str) -> str:
    return "\n".join(line for line in sheet.splitlines() if "url({" not in line)


def tone(widget: QWidget, name: str) -> QWidget:
    """Give a widget one of the sheet's tones ("primary", "link", "tile" buttons; "note", "status" labels)."""
    widget.setProperty("tone", name)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    return widget


class FittingCombo(QComboBox):
    """A choice box never narrower than its longest item in the current language: Qt's default
    sizes a box once, at its first show, in the language of that moment, and lets a layout squeeze
    it below its text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def sizeHint(self) -> QSize:
        """Qt's hint, widened where the field would be narrower than an item's text (Qt measures
        the letters' ink, which is narrower than their advance: a CJK text lost its last 6 px)."""
        hint = super().sizeHint()
        if self.count() == 0:
            return hint
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        opt.rect = QRect(QPoint(0, 0), hint)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                            QStyle.SubControl.SC_ComboBoxEditField, self).width()
        metrics = self.fontMetrics()
        need = max(metrics.horizontalAdvance(self.itemText(i)) + (0 if self.itemIcon(i).isNull()
                                                                    else self.iconSize().width() + 4)
                   for i in range(self.count()))
        return QSize(hint.width() + max(0, need - field + 1), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def event(self, e: QEvent) -> bool:
        done = super().event(e)
        if e.type() == QEvent.Type.Polish:      # (the style sheet's padding came: measure again)
            self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContentsOnFirstShow)
            self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return done


def fitting_combo(name: str = "") -> QComboBox:
    """A FittingCombo named `name`."""
    box = FittingCombo()
    if name:
        box.setObjectName(name)
    return box


def heading(text: str = "", size: float = 15) -> QLabel:
    """A heading in the brush face, in gold."""
    label = QLabel(text)
    label.setObjectName("section-heading")
    label.setFont(brush_font(size))
    return label


def note(text: str = "") -> QLabel:
    """A quiet line under a choice (wraps)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setFont(ui_font(9))
    tone(label, "note")
    return label


class Section(QFrame):
    """A lacquered panel: a heading in the brush face over a form (label, field) of its own.
    `row(key, widget)` adds a field whose label reads `ui_text(key)` (`labels[key]`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("section")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 12)
        outer.setSpacing(6)
        self.heading = heading()
        outer.addWidget(self.heading)
        self.form = QFormLayout()
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setHorizontalSpacing(12)
        self.form.setVerticalSpacing(6)
        outer.addLayout(self.form)
        self.body = outer
        self.labels: dict[str, QLabel] = {}

    def row(self, key: str, widget: QWidget | None = None, text: str = "") -> QLabel:
        label = QLabel(text)
        self.labels[key] = label
        if widget is None:
            self.form.addRow(label)
        else:
            self.form.addRow(label, widget)
        return label

    def add(self, widget: QWidget) -> None:
        """A widget across the whole form (a checkbox, a button row's holder)."""
        self.form.addRow(widget)


class FontScale:
    """A page's fonts grow with a large window: 1 at 1280×720, up to MAX at 1664×936 and beyond
    (steps of 0.05, and never so large that the page's least size outgrows the window). `add`
    keeps a widget's base size; `fit(size)` applies the scale the window's size calls for."""

    MAX = 1.3
    BASE = QSize(1280, 720)

    def __init__(self, page: QWidget | None = None, text_size: float = 10) -> None:
        self.scale = 1.0
        self.page, self.text_size = page, text_size
        self._fonts: list[tuple[QWidget, float, str]] = []

    def add(self, widget: QWidget, size: float, face: str = "text") -> QWidget:
        """`face`: "text", "bold" or "brush"; a widget with `set_size` (the title mark) sizes itself."""
        self._fonts.append((widget, size, face))
        self._apply(widget, size, face)
        return widget

    def scale_for(self, size: QSize) -> float:
        raw = min(self.MAX, size.width() / self.BASE.width(), size.height() / (self.BASE.height() - 24))
        return max(1.0, int(raw * 20) / 20)

    def fit(self, size: QSize) -> bool:
        """Apply the scale `size` calls for; True when it changed."""
        scale = self.scale_for(size)
        if scale == self.scale:
            return False
        self.scale = scale
        for widget, base, face in self._fonts:
            self._apply(widget, base, face)
        if self.page is not None:       # (the rest of the page's words: a styled widget does not
            own = {id(w) for w, _, _ in self._fonts}        # take its parent's font from setFont)
            text = ui_font(self.text_size * scale)
            for child in self.page.findChildren(QWidget):
                if id(child) not in own:
                    child.setFont(text)
        return True

    def _apply(self, widget: QWidget, size: float, face: str) -> None:
        size *= self.scale
        if hasattr(widget, "set_size"):
            widget.set_size(size)
        else:
            widget.setFont(brush_font(size) if face == "brush" else ui_font(size, bold=face == "bold"))


def primary(button: QPushButton, size: float = 16) -> QPushButton:
    """The page's call to action: cinnabar lacquer, the brush face."""
    button.setFont(brush_font(size))
    tone(button, "primary")
    return button


class HouseDialog(QDialog):
    """A dialog on the lacquer ground (clouds, the gold rule; no mountains), its title as a heading
    in the brush face; `box` is its layout, the heading first."""

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(44, 34, 44, 30)
        self.box.setSpacing(10)
        self.heading = heading(title, 18)
        self.box.addWidget(self.heading)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, backdrop(self.size(), 5, self.devicePixelRatioF(), mountains=False))
        p.end()
