"""Everything fits (issue 34, Build 6): a walker that finds every text a window shows — its widgets'
and its table's — and names each that is cut off, leaves its widget, item or window, or lies over
another text.

    problems = check_window(window)                    # the window, its open dialogs, its table
    problems = check_widget(dialog, screen=QSize(1280, 720))
    problems = check_scene(window.table_view)
    assert not problems, report(problems)

What counts as a text:

- widgets: QLabel (plain, wrapped or not), QAbstractButton (push buttons, check boxes, radio
  buttons, tool buttons), every item of a QComboBox (each must fit the box's field: any may be
  chosen), QAbstractSpinBox (its special text and its widest value), QLineEdit (a read-only one's
  text, any one's placeholder), a QGroupBox's title, a QProgressBar's text, QListWidget items;
- anything that draws its own: a widget or a QGraphicsItem with `fit_texts()` returning objects with
  `text`, `rect` (the room given, in its own coordinates), `font` and optionally `align` and
  `elided` (True when it was elided on purpose and the whole text is in its tooltip); a seat's
  `layout()` (Placed) and ui/items.py's TextItem are read the same way;
- graphics items: QGraphicsSimpleTextItem, QGraphicsTextItem; a QGraphicsProxyWidget's widget is
  walked as a widget.

The problems:

- **cut**: a text needs more room than it has — unless it is elided by design: it ends with "…"
  and its widget or item has a tooltip (or declares `elided`);
- **outside**: a text leaves its widget's visible part (its ancestors clip it), its item, the scene,
  or the window; a top-level window larger than the `screen` it must fit;
- **overlap**: two texts of different widgets or items (neither inside the other) cover each other
  by more than a pixel each way. In a scene, a text under an item that covers it whole is hidden,
  not overlapping (cards in a fanned hand).

Pointing it at other screens (the coordinator, once the table, general choice, prompts and panels
land): bring the window to the state (tests/ui/test_fit.py's `STATES` shows how: a function that
takes the window and returns the top-level widgets to check), add it to `STATES` (or call
`check_window` from that screen's own test), run it in the three languages at 1280×720 and
1920×1080. A screen that draws text its own way adds `fit_texts()` to the widget or item.
`overlap_ok(a, b)` and `skip(widget)` arguments let a state accept what is meant (say so in a comment).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QGraphicsItem,
    QGraphicsProxyWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QStyleOptionSpinBox,
    QWidget,
)

#: how much a text may spill (antialiasing, rounding) before it counts
SLACK = 1.5
ELLIPSIS = "…"


@dataclass
class Text:
    """One text as shown: `rect` where its letters are (top-level or scene coordinates), `room` the
    box it was given, `need` the size it needs, `clip` what its ancestors let show."""

    text: str
    owner: object
    rect: QRectF
    room: QRectF
    need: Size
    clip: QRectF
    elided_ok: bool = False
    wraps: bool = False
    where: str = ""
    covers: list[QRectF] = field(default_factory=list)      # (scene) items above that hide it
    seen: QRectF | None = None  # what shows now, when less than `clip` (a scroll area's content)
    drawn: bool = True          # False: one of several a widget may show (a box's other items): fit only


@dataclass(frozen=True)
class Problem:
    kind: str           # "cut", "outside", "overlap", "too big"
    where: str
    text: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.where}: {self.text!r} {self.detail}".rstrip()


class Size:
    """A plain width and height (floats)."""

    def __init__(self, width: float, height: float) -> None:
        self.w, self.h = width, height

    def __repr__(self) -> str:
        return f"{self.w:.0f}×{self.h:.0f}"


def report(problems: Iterable[Problem]) -> str:
    return "\n".join(str(p) for p in problems)


# ------------------------------------------------------------------ measuring
def plain(text: str) -> str:
    """A widget's text as drawn: mnemonics (&) gone, && kept as &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def text_size(text: str, font: QFont, width: float | None = None) -> Size:
    """The room a text needs: each line's advance and the lines' height; wrapped at `width`. A font
    without hinting is the card art's, which sets its texts as outlines at the design's widths: it
    is measured eight times as large and scaled back (at its own size a display may round each
    glyph's advance up to a pixel: "Vermilion Fan" on a strip measured 66 for its 64 under Xvfb)."""
    if font.hintingPreference() == QFont.HintingPreference.PreferNoHinting and font.pointSizeF() > 0:
        large = QFont(font)
        large.setPointSizeF(font.pointSizeF() * 8)
        need = _metrics_size(text, large, None if width is None else width * 8)
        return Size(need.w / 8, need.h / 8)
    return _metrics_size(text, font, width)


def _metrics_size(text: str, font: QFont, width: float | None) -> Size:
    m = QFontMetricsF(font)
    if width is not None:
        flags = int(Qt.TextFlag.TextWordWrap)
        r = m.boundingRect(QRectF(0, 0, width, 100000), flags, text)
        return Size(r.width(), r.height())
    lines = text.split("\n")
    return Size(max(m.horizontalAdvance(line) for line in lines), m.height() * len(lines))


def rich_size(text: str, font: QFont, width: float | None) -> Size:
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(text)
    if width is not None:
        doc.setTextWidth(width)
    return Size(doc.idealWidth(), doc.size().height())


def aligned(room: QRectF, need: Size, align: Qt.AlignmentFlag) -> QRectF:
    """Where a text of size `need` lands in `room` (Qt's alignment; it may spill out)."""
    a = Qt.AlignmentFlag
    if align & a.AlignRight:
        x = room.right() - need.w
    elif align & a.AlignHCenter:
        x = room.center().x() - need.w / 2
    else:
        x = room.left()
    if align & a.AlignBottom:
        y = room.bottom() - need.h
    elif align & a.AlignTop:
        y = room.top()
    else:
        y = room.center().y() - need.h / 2
    return QRectF(x, y, need.w, need.h)


def elided_by_design(text: str, owner) -> bool:
    tip = owner.toolTip() if hasattr(owner, "toolTip") else ""
    return text.rstrip().endswith(ELLIPSIS) and bool(tip)


# ------------------------------------------------------------------ widgets
def to_top(widget: QWidget, r: QRectF) -> QRectF:
    """A rect of `widget`'s coordinates in its top-level window's."""
    offset = widget.mapTo(widget.window(), QPointF(0, 0))
    return r.translated(offset)


def clip_of(widget: QWidget, scrolls: bool = True) -> QRectF:
    """The part of `widget` its ancestors let show (top-level coordinates). What lies in a scroll
    area that can scroll that way is not cut by its viewport or anything above: it is scrolled to
    (unless not `scrolls`: what shows now)."""
    clip = to_top(widget, QRectF(widget.rect()))
    free_v = free_h = False
    w = widget.parentWidget()
    while w is not None and not w.isWindow():
        r = to_top(w, QRectF(w.rect()))
        area = w.parentWidget()
        if scrolls and isinstance(area, QAbstractScrollArea) and area.viewport() is w:
            off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            free_v = free_v or area.verticalScrollBarPolicy() != off
            free_h = free_h or area.horizontalScrollBarPolicy() != off
        clip = clip.intersected(_loose(r, clip, free_v, free_h))
        w = w.parentWidget()
    top = widget.window()
    return clip.intersected(_loose(QRectF(top.rect()), clip, free_v, free_h))


def _loose(r: QRectF, clip: QRectF, free_v: bool, free_h: bool) -> QRectF:
    """`r`, not limiting `clip` in the directions it scrolls."""
    if free_v:
        r = QRectF(r.x(), clip.y(), r.width(), clip.height())
    if free_h:
        r = QRectF(clip.x(), r.y(), clip.width(), r.height())
    return r


def shown(widget: QWidget) -> bool:
    """Visible (a visible widget squeezed to nothing still shows its text: cut to nothing)."""
    return widget.isVisible()


def _text(widget: QWidget, text: str, room: QRectF, need: Size, align, wraps: bool = False,
          elided_ok: bool | None = None, name: str = "") -> Text:
    top_room = to_top(widget, room)
    return Text(text=text, owner=widget, rect=aligned(top_room, need, align), room=top_room, need=need,
                clip=clip_of(widget), wraps=wraps, seen=clip_of(widget, scrolls=False),
                elided_ok=elided_by_design(text, widget) if elided_ok is None else elided_ok,
                where=name or describe(widget))


def describe(widget: QWidget) -> str:
    name = widget.objectName() or widget.accessibleName()
    parent = widget.parentWidget()
    trail = []
    while parent is not None and len(trail) < 2:
        if parent.objectName():
            trail.append(parent.objectName())
        parent = parent.parentWidget()
    return f"{type(widget).__name__}{'#' + name if name else ''}{' in ' + '/'.join(trail) if trail else ''}"


def label_texts(label: QLabel) -> list[Text]:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    room = QRectF(label.contentsRect()).adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    indent = label.indent() if label.indent() > 0 else 0
    room.adjust(indent, 0, 0, 0)
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text))
    width = room.width() if label.wordWrap() else None
    need = rich_size(text, label.font(), width) if rich else text_size(text, label.font(), width)
    align = label.alignment()
    return [_text(label, text, room, need, align, wraps=label.wordWrap())]


def button_texts(button: QAbstractButton) -> list[Text]:
    text = plain(button.text())
    if not text:
        return []
    style = button.style()
    opt = QStyleOptionButton()
    need = text_size(text, button.font())
    if isinstance(button, (QCheckBox, QRadioButton)):
        button.initStyleOption(opt)
        element = QStyle.SubElement.SE_CheckBoxContents if isinstance(button, QCheckBox) \
            else QStyle.SubElement.SE_RadioButtonContents
        room = QRectF(style.subElementRect(element, opt, button))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    elif isinstance(button, QPushButton):
        button.initStyleOption(opt)
        room = QRectF(style.subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, button))
        align = Qt.AlignmentFlag.AlignCenter
    else:
        room = QRectF(button.contentsRect())
        align = Qt.AlignmentFlag.AlignCenter
    if not button.icon().isNull():
        icon = button.iconSize().width() + 4
        room.adjust(icon, 0, 0, 0)
    return [_text(button, text, room, need, align)]


def combo_texts(box: QComboBox) -> list[Text]:
    """The field's text for every item: any of them may be chosen."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    room = QRectF(box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                             QStyle.SubControl.SC_ComboBoxEditField, box))
    out = []
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    for i in range(box.count()):
        text = box.itemText(i)
        if not text:
            continue
        t = _text(box, text, room, text_size(text, box.font()), align, name=f"{describe(box)} item {i}")
        t.elided_ok = False
        t.drawn = i == box.currentIndex()       # (the others are not drawn now: fit only)
        out.append(t)
    return out


def spin_texts(spin: QAbstractSpinBox) -> list[Text]:
    opt = QStyleOptionSpinBox()
    spin.initStyleOption(opt)
    room = QRectF(spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, opt,
                                              QStyle.SubControl.SC_SpinBoxEditField, spin))
    room.adjust(2, 0, -2, 0)
    texts = [spin.specialValueText()]
    if isinstance(spin, (QSpinBox, QDoubleSpinBox)):
        texts += [spin.prefix() + spin.textFromValue(v) + spin.suffix() for v in (spin.minimum(), spin.maximum())]
    align = spin.alignment() or Qt.AlignmentFlag.AlignLeft
    out = []
    for text in dict.fromkeys(t for t in texts if t):
        t = _text(spin, text, room, text_size(text, spin.font()), align | Qt.AlignmentFlag.AlignVCenter)
        t.drawn = False             # (what shows is the field's own line edit's: these only must fit)
        out.append(t)
    return out


def line_edit_texts(edit: QLineEdit) -> list[Text]:
    if edit.parentWidget() is not None and isinstance(edit.parentWidget(), (QAbstractSpinBox, QComboBox)):
        return []
    room = QRectF(edit.contentsRect()).adjusted(4, 0, -4, 0)
    m = edit.textMargins()
    room.adjust(m.left(), m.top(), -m.right(), -m.bottom())
    out = []
    align = edit.alignment() | Qt.AlignmentFlag.AlignVCenter
    if edit.text() and edit.isReadOnly() and edit.echoMode() == QLineEdit.EchoMode.Normal:
        out.append(_text(edit, edit.text(), room, text_size(edit.text(), edit.font()), align,
                         elided_ok=bool(edit.toolTip())))          # (it scrolls; its tooltip has it whole)
    if not edit.text() and edit.placeholderText():
        out.append(_text(edit, edit.placeholderText(), room, text_size(edit.placeholderText(), edit.font()), align))
    return out


def group_texts(group: QGroupBox) -> list[Text]:
    if not group.title():
        return []
    opt = QStyleOptionGroupBox()
    group.initStyleOption(opt)
    room = QRectF(group.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, opt,
                                               QStyle.SubControl.SC_GroupBoxLabel, group))
    room = QRectF(room.x(), room.y(), group.width() - room.x(), room.height())
    text = plain(group.title())
    return [_text(group, text, room, text_size(text, group.font()), Qt.AlignmentFlag.AlignLeft)]


def progress_texts(bar: QProgressBar) -> list[Text]:
    if not bar.isTextVisible() or not bar.text():
        return []
    return [_text(bar, bar.text(), QRectF(bar.contentsRect()), text_size(bar.text(), bar.font()),
                  Qt.AlignmentFlag.AlignCenter)]


def list_texts(view: QListWidget) -> list[Text]:
    """Items must fit the view's width unless it scrolls sideways or wraps them."""
    if view.wordWrap() or view.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
        return []
    port = view.viewport()
    out = []
    for i in range(view.count()):
        item = view.item(i)
        r = QRectF(view.visualItemRect(item))
        r = QRectF(r.x(), r.y(), port.width() - r.x(), r.height())
        offset = port.mapTo(view, QPointF(0, 0))
        out.append(_text(view, item.text(), r.translated(offset), text_size(item.text(), view.font()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter))
    return out


def declared_texts(owner, to_outer: Callable[[QRectF], QRectF], clip: QRectF, name: str) -> list[Text]:
    """What an item or widget says it draws (`fit_texts()`, a seat's `layout()`, a TextItem)."""
    out = []
    found = owner.fit_texts() if hasattr(owner, "fit_texts") else owner.layout() \
        if isinstance(owner, QGraphicsItem) and hasattr(owner, "layout") else None
    if found is None and isinstance(getattr(owner, "text", None), str) and hasattr(owner, "text_rect"):
        room = owner.boundingRect()
        need = text_size(owner.text, owner.font) if owner.text else Size(0, 0)
        if owner.text:
            r = to_outer(aligned(room, need, Qt.AlignmentFlag.AlignCenter))
            out.append(Text(owner.text, owner, r, to_outer(room), need, clip,
                            elided_by_design(owner.text, owner), where=name))
        return out
    for placed in found or ():
        if not placed.text:
            continue
        room = QRectF(placed.rect)
        align = getattr(placed, "align", Qt.AlignmentFlag.AlignCenter)
        wraps = bool(int(align) & int(Qt.TextFlag.TextWordWrap))
        need = text_size(placed.text, placed.font, room.width() if wraps else None)
        elided = getattr(placed, "elided", False) or elided_by_design(placed.text, owner)
        out.append(Text(placed.text, owner, to_outer(aligned(room, need, align)), to_outer(room), need, clip,
                        elided, wraps, where=name))
    return out


READERS: tuple[tuple[type, Callable[..., list[Text]]], ...] = (
    (QLabel, label_texts), (QAbstractButton, button_texts), (QComboBox, combo_texts),
    (QAbstractSpinBox, spin_texts), (QLineEdit, line_edit_texts), (QGroupBox, group_texts),
    (QProgressBar, progress_texts), (QListWidget, list_texts))


def widget_texts(root: QWidget, skip: Callable[[QWidget], bool] = lambda w: False) -> list[Text]:
    """Every text `root` and its visible descendants show (top-level coordinates)."""
    out: list[Text] = []
    for w in (root, *root.findChildren(QWidget)):
        if not shown(w) or w.window() is not root.window() or skip(w) or isinstance(w, QMenu):
            continue
        if hasattr(w, "fit_texts"):         # (what it declares is what it draws: not read again)
            out += declared_texts(w, lambda r, w=w: to_top(w, r), clip_of(w), describe(w))
            continue
        for kind, reader in READERS:
            if isinstance(w, kind):
                out += reader(w)
                break
    return out


# ------------------------------------------------------------------ the checks
def fit_problems(texts: list[Text]) -> list[Problem]:
    out = []
    for t in texts:
        w_over = t.need.w - t.room.width()
        h_over = t.need.h - t.room.height()
        tall_ok = not t.wraps and h_over <= max(SLACK, t.room.height() * 0.25)     # (a single line: its
        if (w_over > SLACK or (h_over > SLACK and not tall_ok)) and not t.elided_ok:   # leading may spill)
            has = f"{t.room.width():.0f}×{t.room.height():.0f}"
            out.append(Problem("cut", t.where, t.text, f"needs {t.need}, has {has}"))
        ink = QRectF(t.rect.x(), t.rect.y(), min(t.rect.width(), t.room.width()), t.rect.height())
        if not t.clip.adjusted(-SLACK, -SLACK - 4, SLACK, SLACK + 4).contains(ink) and not t.elided_ok:
            out.append(Problem("outside", t.where, t.text, f"at {_r(ink)}, visible {_r(t.clip)}"))
    return out


def _r(r: QRectF) -> str:
    return f"({r.x():.0f},{r.y():.0f} {r.width():.0f}×{r.height():.0f})"


def related(a: object, b: object) -> bool:
    """Is one owner inside the other (a widget in a widget, an item in an item)?"""
    if a is b:
        return True
    for x, y in ((a, b), (b, a)):
        if isinstance(x, QWidget) and isinstance(y, QWidget) and x.isAncestorOf(y):
            return True
        if isinstance(x, QGraphicsItem) and isinstance(y, QGraphicsItem) and x.isAncestorOf(y):
            return True
    return False


def overlap_problems(texts: list[Text], overlap_ok: Callable[[Text, Text], bool] = lambda a, b: False
                     ) -> list[Problem]:
    drawn = [t for t in texts if t.drawn]
    out = []
    for i, a in enumerate(drawn):
        ra = a.rect.intersected(a.seen or a.clip)
        for b in drawn[i + 1:]:
            rb = b.rect.intersected(b.seen or b.clip)
            common = ra.intersected(rb)
            if common.width() <= SLACK or common.height() <= SLACK or related(a.owner, b.owner):
                continue
            if any(c.contains(a.rect) for c in a.covers) or any(c.contains(b.rect) for c in b.covers):
                continue            # (one lies under an item that hides it whole)
            if not overlap_ok(a, b):
                out.append(Problem("overlap", f"{a.where} / {b.where}", f"{a.text} / {b.text}", _r(common)))
    return out


def settle(rounds: int = 6) -> None:
    """Let the layouts finish: a change posts a layout request, which may post another."""
    for _ in range(rounds):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()


def check_widget(root: QWidget, screen: QSize | None = None, skip: Callable[[QWidget], bool] = lambda w: False,
                 overlap_ok: Callable[[Text, Text], bool] = lambda a, b: False) -> list[Problem]:
    """`root`'s window: every text fits, stays inside, covers no other; the window fits `screen`."""
    settle()
    top = root.window()
    out: list[Problem] = []
    if screen is not None and (top.width() > screen.width() or top.height() > screen.height()):
        out.append(Problem("too big", describe(top), top.windowTitle(),
                           f"{top.width()}×{top.height()} on a {screen.width()}×{screen.height()} screen"))
    texts = widget_texts(top, skip)
    return out + fit_problems(texts) + overlap_problems(texts, overlap_ok)


# ------------------------------------------------------------------ a table (QGraphicsView)
def item_texts(view: QGraphicsView) -> list[Text]:
    """Every text the scene's visible items draw (scene coordinates)."""
    scene = view.scene()
    out: list[Text] = []
    items = [i for i in scene.items() if i.isVisible() and i.effectiveOpacity() > 0.05]
    for item in items:
        name = type(item).__name__
        to_scene = item.mapRectToScene
        if isinstance(item, QGraphicsProxyWidget):
            continue                                        # (walked as a widget)
        if isinstance(item, QGraphicsSimpleTextItem) and item.text():
            need = text_size(item.text(), item.font())
            room = item.boundingRect()
            out.append(Text(item.text(), item, to_scene(aligned(room, need, Qt.AlignmentFlag.AlignLeft)),
                            to_scene(room), need, scene.sceneRect(), elided_by_design(item.text(), item), where=name))
        elif isinstance(item, QGraphicsTextItem) and item.toPlainText():
            room = item.boundingRect()
            need = Size(item.document().idealWidth(), item.document().size().height())
            out.append(Text(item.toPlainText(), item, to_scene(room), to_scene(room), need, scene.sceneRect(),
                            elided_by_design(item.toPlainText(), item), wraps=item.textWidth() > 0, where=name))
        else:
            found = declared_texts(item, to_scene, scene.sceneRect(), name)
            bound = to_scene(item.boundingRect())
            for t in found:
                if not bound.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(t.room):
                    t.clip = bound          # (a text given room outside its own item)
            out += found
    for t in out:       # what lies over a text and hides it whole (an opaque item higher up)
        owner = t.owner
        if isinstance(owner, QGraphicsItem):
            t.covers = [i.sceneBoundingRect() for i in items if i is not owner and not related(i, owner)
                        and i.zValue() > owner.zValue() and not isinstance(i, QGraphicsSimpleTextItem)]
    return out


def check_scene(view: QGraphicsView, overlap_ok: Callable[[Text, Text], bool] = lambda a, b: False
                ) -> list[Problem]:
    """The table's texts: each fits its room, stays in its item, the scene and the view; none covers another."""
    texts = item_texts(view)
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    out = fit_problems(texts) + overlap_problems(texts, overlap_ok)
    for t in texts:
        ink = QRectF(t.rect.x(), t.rect.y(), min(t.rect.width(), t.room.width()), t.rect.height())
        if not seen.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(ink):
            out.append(Problem("outside", t.where, t.text, f"the view shows {_r(seen)}, the text is at {_r(ink)}"))
    for proxy in (i for i in view.scene().items() if isinstance(i, QGraphicsProxyWidget) and i.isVisible()):
        if proxy.widget() is not None:
            out += check_widget(proxy.widget())
            if not seen.contains(proxy.sceneBoundingRect()):
                out.append(Problem("outside", describe(proxy.widget()), "",
                                   f"a panel at {_r(proxy.sceneBoundingRect())}"))
    return out


def open_dialogs(window: QWidget) -> list[QWidget]:
    """The window's dialogs showing now (Qt's own file dialog is Qt's: not ours to fit)."""
    return [w for w in QApplication.topLevelWidgets()
            if w.isVisible() and isinstance(w, QDialog) and not isinstance(w, QFileDialog)
            and w.parentWidget() is window]


def check_window(window: QWidget, screen: QSize | None = None, **kw) -> list[Problem]:
    """The window's widgets, its open dialogs and, when it shows one, its table."""
    out = check_widget(window, screen, **kw)
    for dialog in open_dialogs(window):
        out += check_widget(dialog, screen, **kw)
    view = getattr(window, "table_view", None)
    if isinstance(view, QGraphicsView) and view.isVisible() and view.scene() is not None:
        out += check_scene(view, kw.get("overlap_ok", lambda a, b: False))
    return out


def minimum_fits(window: QWidget, screen: QSize) -> str | None:
    """Can the window shrink to `screen` (less a window frame)? Why not, else None."""
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    room = QSize(screen.width() - 16, screen.height() - 40)
    if least.width() > room.width() or least.height() > room.height():
        return f"the window cannot be smaller than {least.width()}×{least.height()}; a {screen.width()}×" \
               f"{screen.height()} screen leaves {room.width()}×{room.height()}"
    return None


