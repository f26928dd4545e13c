"""帮助 → 规则: the rules of identity, 国战 (old and new) and 势备篇, in our own words
(`[rules_<topic>.<nn_name>]` in packs/i18n/<lang>/rules_*.toml), with a table of contents. It
follows the window's language.

A section's text is plain: paragraphs split by a blank line, "- " starts a list item, "**x**" is
bold, and "{role_table}" is the table of roles by number of players, made from the identity
mode's own table (modes/identity.ROLE_TABLE)."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..client.codex import RULE_TOPICS, rule_sections
from ..modes.roles import ROLE_TABLE, ROLES
from ..packs.i18n import language, role_name
from .codex import STYLE, WIDE, WIDE_SCALE
from .codex_entries import families
from .fonts import brush_font, ui_font
from .texts import ui_text

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def role_table() -> str:
    """The roles by number of players (HTML), from the mode's own table."""
    head = "".join(f"<th style='padding:2px 8px'>{escape(h)}</th>"
                   for h in (ui_text("rules_players"), *(role_name(r) for r in ROLES)))
    rows = "".join("<tr><td align=center>" + str(n) + "</td>" +
                   "".join(f"<td align=center>{roles.count(r) or ''}</td>" for r in ROLES) + "</tr>"
                   for n, roles in sorted(ROLE_TABLE.items()))
    return f"<table border=1 cellspacing=0 cellpadding=3 style='border-color:#8a7442'><tr>{head}</tr>{rows}</table>"


def _inline(line: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", escape(line))


def section_html(text: str) -> str:
    """One section's text as HTML (see the module's docstring for the marks)."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [ln.strip() for ln in block.splitlines() if ln.strip()]
        if not lines:
            continue
        if lines == ["{role_table}"]:
            out.append(role_table())
            continue
        para: list[str] = []
        items: list[str] = []
        for ln in lines:
            if ln.startswith("- "):
                items.append(ln[2:])
            elif items:
                items[-1] += " " + ln
            else:
                para.append(ln)
        if para:
            out.append(f"<p style='margin:4px 0'>{_inline(' '.join(para))}</p>")
        if items:
            out.append("<ul style='margin-top:2px'>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + "</ul>")
    return "".join(out)


def topic_html(topic: str, scale: float = 1.0) -> str:
    """A whole topic: its title, then each section under an anchor named after its key."""
    html = (f"<p style=\"font-family:{families(True)}; font-size:{22 * scale:.0f}pt; margin:0 0 6px 0\">"
            f"{escape(ui_text(f'rules_topic_{topic}'))}</p>")
    for key, title, body in rule_sections(topic):
        html += (f"<a name='{key}'></a><h3 style=\"font-family:{families(True)}; color:#7a1f1f; "
                 f"margin-top:14px; margin-bottom:4px\">{escape(title)}</h3>{section_html(body)}")
    return html


class RulesWindow(QDialog):
    """The rules, one topic at a time; the contents on the left (a topic, or one of its sections)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setWindowFlag(Qt.WindowType.Window)
        self.setStyleSheet(STYLE + "QTreeWidget { background: #2a2621; color: #f3e8cc; border: 1px solid #8a7442; }"
                           "QTreeWidget::item:selected { background: #6b5830; }")
        self._lang = ""
        self.scale = 1.0
        self.topic = RULE_TOPICS[0]
        self.title = QLabel()
        self.contents = QTreeWidget()
        self.contents.setObjectName("rules-contents")
        self.contents.setHeaderHidden(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.contents.itemClicked.connect(self._clicked)
        self.contents.currentItemChanged.connect(lambda item, _old: self._clicked(item))
        self.page = QTextBrowser()
        self.page.setObjectName("rules-page")
        self.page.setOpenLinks(False)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.contents)
        split.addWidget(self.page)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 8)
        split.setChildrenCollapsible(False)
        self.splitter = split
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 8, 10, 10)
        row = QHBoxLayout()
        row.addWidget(self.title)
        row.addStretch(1)
        col.addLayout(row)
        col.addWidget(split, 1)
        self._fonts()
        self.retranslate()

    def _fonts(self) -> None:
        self.title.setFont(brush_font(20 * self.scale))
        self.contents.setFont(ui_font(11 * self.scale))
        self.page.setFont(ui_font(11.5 * self.scale))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = WIDE_SCALE if self.width() >= WIDE else 1.0
        if scale != self.scale:             # (full HD: larger texts; back again below it)
            self.scale = scale
            self._fonts()
            self.retranslate()

    def retranslate(self) -> None:
        """The contents and the page again, in the window's language (the topic kept)."""
        self._lang = language()
        self.setWindowTitle(ui_text("rules_window_title"))
        self.title.setText(ui_text("rules_title"))
        self.contents.blockSignals(True)
        self.contents.clear()
        for topic in RULE_TOPICS:
            top = QTreeWidgetItem([ui_text(f"rules_topic_{topic}")])
            top.setData(0, Qt.ItemDataRole.UserRole, (topic, ""))
            top.setToolTip(0, top.text(0))
            top.setFont(0, brush_font(13 * self.scale))
            for key, title, _ in rule_sections(topic):
                child = QTreeWidgetItem([title])
                child.setData(0, Qt.ItemDataRole.UserRole, (topic, key))
                child.setToolTip(0, title)
                top.addChild(child)
            self.contents.addTopLevelItem(top)
        self.contents.expandAll()
        self.contents.blockSignals(False)
        self.show_topic(self.topic)

    def showEvent(self, event) -> None:
        if self._lang != language():
            self.retranslate()
        super().showEvent(event)

    def show_topic(self, topic: str, section: str = "") -> None:
        """Show a topic ("identity", "heg_old", "heg_new", "strategic"), at one of its sections."""
        if topic not in RULE_TOPICS:
            raise KeyError(f"unknown rules topic {topic!r}; known: {list(RULE_TOPICS)}")
        self.topic = topic
        self.page.setHtml(topic_html(topic, self.scale))
        self.contents.blockSignals(True)
        top = self.contents.topLevelItem(RULE_TOPICS.index(topic))
        assert top is not None
        item = top
        for i in range(top.childCount()):
            child = top.child(i)
            if child is not None and child.data(0, Qt.ItemDataRole.UserRole)[1] == section:
                item = child
        self.contents.setCurrentItem(item)
        self.contents.blockSignals(False)
        if section:
            self.page.scrollToAnchor(section)
        else:
            self.page.verticalScrollBar().setValue(0)

    def _clicked(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        topic, section = item.data(0, Qt.ItemDataRole.UserRole)
        if topic != self.topic:
            self.topic = topic
            self.page.setHtml(topic_html(topic, self.scale))
        if section:
            self.page.scrollToAnchor(section)
        else:
            self.page.verticalScrollBar().setValue(0)
