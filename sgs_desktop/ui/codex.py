"""帮助 → 图鉴: a window that browses every card and general the program ships (client/codex.py
reads them from the packs). A search line (any language's name, a general's pinyin or initials,
a skill's name), the filters 类别 / 扩展包 / 势力, a grid of faces and pictures with the names in
the brush face, and the chosen entry's page (ui/codex_entries.py). It follows the window's language."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QFontMetricsF, QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..client.codex import (
    CATEGORIES,
    GROUP_MODE,
    MODES,
    CardEntry,
    Entry,
    Filter,
    entries,
    find,
    groups,
    kingdoms,
    select,
)
from ..packs.i18n import card_name, general_name, kingdom_name, language, text
from .codex_entries import card_page, general_page, group_label
from .codex_pictures import card_picture, general_picture
from .fonts import brush_font, ui_font
from .texts import ui_text

ICON_W, ICON_H = 66.0, 92.0
#: from this width on (full HD) the 图鉴 and the rules draw their faces and texts this much larger
WIDE, WIDE_SCALE = 1600, 1.3
#: this many names longer than a cell give every cell two lines of name
LONG_NAMES = 10

#: the look (docs/look.md): a dark ink surround, gold frames, a felt for the faces, parchment pages
STYLE = """
QDialog { background: #1b1916; }
QLabel { color: #eadfc4; }
QLineEdit, QComboBox { background: #2a2621; color: #f3e8cc; border: 1px solid #8a7442; border-radius: 4px;
                       padding: 3px 6px; selection-background-color: #8a7442; }
QComboBox QAbstractItemView { background: #2a2621; color: #f3e8cc; selection-background-color: #6b5830; }
QListWidget { background: #22382b; color: #f3e6c4; border: 1px solid #8a7442; border-radius: 4px; }
QListWidget::item { border-radius: 4px; padding: 2px; }
QListWidget::item:selected { background: rgba(255, 211, 77, 70); color: #ffffff; border: 1px solid #ffd34d; }
QListWidget::item:hover { background: rgba(255, 255, 255, 24); }
QTextBrowser { background: #f4ecd8; color: #1d1d1d; border: 1px solid #8a7442; border-radius: 4px; padding: 6px; }
QSplitter::handle { background: #1b1916; }
"""


def fit_to(dialog: QWidget, parent: QWidget | None) -> None:
    """The parent window's size and place, inside the screen it is on (a 1280×720 screen gets a
    1280×720 window at most)."""
    screen = (parent.screen() if parent is not None else dialog.screen()).availableGeometry()
    w, h = (parent.width(), parent.height()) if parent is not None else (1280, 720)
    w, h = max(800, min(w, screen.width())), max(500, min(h, screen.height()))
    dialog.resize(w, h)
    if parent is not None:
        centre = parent.frameGeometry().center()
        x = min(max(screen.left(), centre.x() - w // 2), screen.right() - w + 1)
        y = min(max(screen.top(), centre.y() - h // 2), screen.bottom() - h + 1)
        dialog.move(x, y)


class Grid(QListWidget):
    """The list of faces, which tells the window when its width changes (the cells follow it)."""

    def __init__(self, resized) -> None:
        super().__init__()
        self._resized = resized

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._resized()


class CodexWindow(QDialog):
    """The 图鉴 (not modal: it may stay open beside the table)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("codex")
        self.setWindowFlag(Qt.WindowType.Window)
        self.setStyleSheet(STYLE)
        self._lang = ""
        self.scale = 1.0
        self._icons: dict[str, QIcon] = {}
        self.current: Entry | None = None
        self.shown: list[Entry] = []
        top = QHBoxLayout()
        self.title = QLabel()
        top.addWidget(self.title)
        self.search = QLineEdit()
        self.search.setObjectName("codex-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refilter)
        top.addWidget(self.search, 1)
        self.category, self.group, self.kingdom = QComboBox(), QComboBox(), QComboBox()
        for name, box in (("codex-category", self.category), ("codex-group", self.group),
                          ("codex-kingdom", self.kingdom)):
            box.setObjectName(name)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.currentIndexChanged.connect(self.refilter)
            top.addWidget(box)
        self.count = QLabel()
        self.count.setMinimumWidth(70)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.count)
        self.grid = Grid(self._size_grid)
        self.grid.setObjectName("codex-grid")
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setWordWrap(True)             # (two lines for a long English name, then elided)
        self.grid.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.grid.setSpacing(4)
        self.grid.currentItemChanged.connect(self._picked)
        self.page = QTextBrowser()
        self.page.setObjectName("codex-page")
        self.page.setOpenLinks(False)
        self.page.anchorClicked.connect(self._link)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.grid)
        split.addWidget(self.page)
        split.setStretchFactor(0, 11)
        split.setStretchFactor(1, 10)
        split.setChildrenCollapsible(False)
        self.splitter = split
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 8, 10, 10)
        col.addLayout(top)
        col.addWidget(split, 1)
        QShortcut(QKeySequence.StandardKey.Find, self).activated.connect(self.search.setFocus)
        self._fonts()
        self.retranslate()

    def _fonts(self) -> None:
        s = self.scale
        self.title.setFont(brush_font(20 * s))
        self.search.setFont(ui_font(11 * s))
        for box in (self.category, self.group, self.kingdom):
            box.setFont(ui_font(10.5 * s))
        self.count.setFont(ui_font(10 * s))
        self.grid.setIconSize(QSize(round(ICON_W * s), round(ICON_H * s)))
        self.grid.setFont(brush_font(12 * s))
        self.page.setFont(ui_font(11 * s))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = WIDE_SCALE if self.width() >= WIDE else 1.0
        if scale != self.scale:             # (full HD: larger faces and texts; back again below it)
            self.scale = scale
            self._fonts()
            self.retranslate()

    # ------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every word again in the window's language: the chrome, the filters (their choices kept),
        the names and faces in the grid, the page."""
        self._lang = language()
        self._icons.clear()
        self.setWindowTitle(ui_text("codex_window_title"))
        self.title.setText(ui_text("codex_title"))
        self.search.setPlaceholderText(ui_text("codex_search_hint"))
        self.search.setToolTip(ui_text("codex_search_tip"))
        cats = [("", ui_text("codex_category_all")), ("general", ui_text("codex_category_general")),
                ("card", ui_text("codex_category_card"))]
        cats += [(c, "　" + ui_text(f"codex_category_{c}")) for c in CATEGORIES if c != "general"]
        self._fill(self.category, cats)
        packs: list[tuple[str, str]] = [("", ui_text("codex_group_all"))]
        for mode in MODES:
            packs.append((mode, ui_text(f"codex_mode_{mode}")))
            packs += [(g, "　" + group_label(g)) for g in groups() if GROUP_MODE[g] == mode]
        self._fill(self.group, packs)
        self._fill(self.kingdom, [("", ui_text("codex_kingdom_all"))] + [(k, kingdom_name(k)) for k in kingdoms()])
        self._size_grid()
        self.refilter()
        self._show_page()

    def _size_grid(self) -> None:
        """A cell holds the picture and one line of name, or two where many names of this language
        are longer than the cell is wide (English; a Chinese name or two is elided instead)."""
        least = round((ICON_W + 26) * self.scale)
        room = self.grid.viewport().width() - 2
        width = room // max(1, room // least) if room > least else least     # (the columns fill the row)
        fm = QFontMetricsF(self.grid.font())
        long = sum(fm.horizontalAdvance(self.name_of(e)) > least - 6 for e in entries()) >= LONG_NAMES
        size = QSize(width, round(ICON_H * self.scale + 12 + fm.height() * (2 if long else 1)))
        if size != self.grid.gridSize():
            self.grid.setGridSize(size)

    def _fill(self, box: QComboBox, items: list[tuple[str, str]]) -> None:
        keep = box.currentData()
        box.blockSignals(True)
        box.clear()
        for data, label in items:
            box.addItem(label, data)
        box.setCurrentIndex(max(0, box.findData(keep)) if keep is not None else 0)
        box.blockSignals(False)

    def showEvent(self, event) -> None:
        if self._lang != language():           # (the language changed while the window was closed)
            self.retranslate()
        super().showEvent(event)

    # ------------------------------------------------------------ the list
    def filter(self) -> Filter:
        return Filter(self.search.text(), self.category.currentData() or "", self.group.currentData() or "",
                      self.kingdom.currentData() or "")

    def refilter(self) -> None:
        """The grid again, as the search and the filters have it (the chosen entry stays chosen
        while it is in the list)."""
        self.shown = select(self.filter())
        self.grid.blockSignals(True)
        self.grid.clear()
        chosen = None
        for e in self.shown:
            item = QListWidgetItem(self._icon(e), self.name_of(e))
            item.setData(Qt.ItemDataRole.UserRole, e.ref)
            item.setToolTip(self._tip(e))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.grid.addItem(item)
            if self.current is not None and e.ref == self.current.ref:
                chosen = item
        if chosen is not None:
            self.grid.setCurrentItem(chosen)
            self.grid.scrollToItem(chosen)
        self.grid.blockSignals(False)
        self.count.setText(ui_text("codex_count", n=len(self.shown)))

    @staticmethod
    def name_of(e: Entry) -> str:
        return card_name(e.key) if isinstance(e, CardEntry) else general_name(e.id)

    def _tip(self, e: Entry) -> str:
        if isinstance(e, CardEntry):
            return f"{card_name(e.key)} · {' / '.join(group_label(g) for g in e.groups)}"
        return f"{general_name(e.id)} · {kingdom_name(e.kingdom)} · {text('modes', e.mode)} · {group_label(e.group)}"

    def _icon(self, e: Entry) -> QIcon:
        icon = self._icons.get(e.ref)
        if icon is None:
            w, h = ICON_W * self.scale, ICON_H * self.scale
            pix = card_picture(e.key, w) if isinstance(e, CardEntry) else general_picture(e, w, h)
            icon = self._icons[e.ref] = QIcon(pix)
            icon.addPixmap(pix, QIcon.Mode.Selected)        # (the face as it is; the frame shows the choice)
        return icon

    # ------------------------------------------------------------ the page
    def _picked(self, item: QListWidgetItem | None, _old=None) -> None:
        if item is not None:
            self.current = find(str(item.data(Qt.ItemDataRole.UserRole)))
            self._show_page()

    def _show_page(self) -> None:
        doc = self.page.document()
        e = self.current
        if e is None:
            self.page.setHtml(f"<p style='color:#555'>{ui_text('codex_pick')}</p>")
            return
        html = card_page(e, doc, self.scale) if isinstance(e, CardEntry) else general_page(e, doc, self.scale)
        self.page.setHtml(html)

    def _link(self, url: QUrl) -> None:
        target = url.toString().removeprefix("codex:")
        self.open_entry(target)

    def open_entry(self, key: str) -> bool:
        """Show the entry of a card key, a general id or a ref ("hegemony:guanyu"); the filters
        are cleared if they hide it. False when nothing has that name."""
        e = find(key)
        if e is None:
            return False
        self.current = e
        if e not in self.shown:
            for box in (self.category, self.group, self.kingdom):
                box.blockSignals(True)
                box.setCurrentIndex(0)
                box.blockSignals(False)
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
        self.refilter()
        self._show_page()
        return True

    def item_names(self) -> list[str]:
        """The names in the grid, in order (tests)."""
        return [self.grid.item(i).text() for i in range(self.grid.count())]
