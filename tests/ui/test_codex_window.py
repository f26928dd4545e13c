"""帮助 → 图鉴 and 帮助 → 规则 in the window (offscreen): the menu opens both; the search and the
filters list what they should; every card and general is in the grid; the windows follow the
language; every text fits at 1280×720 (or is elided with a tooltip, by design)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QListWidget

from sgs_desktop.client import codex as C
from sgs_desktop.modes.roles import ROLE_TABLE
from sgs_desktop.packs import BEHAVIOURS
from sgs_desktop.packs.generals import heg_lookup, identity_generals
from sgs_desktop.packs.i18n import LANGS, card_name, general_name, kingdom_name, set_language, texts
from sgs_desktop.ui import window as window_module
from sgs_desktop.ui.codex import ICON_W, LONG_NAMES, CodexWindow
from sgs_desktop.ui.rules_view import RulesWindow
from sgs_desktop.ui.start_page import StartPage
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow


@pytest.fixture
def window(qtbot):
    set_language("zh_CN")
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    yield w
    set_language("zh_CN")


def codex_of(window) -> CodexWindow:
    c = window.show_codex()
    c.resize(1280, 720)
    return c


def choose(box: QComboBox, data: str) -> None:
    i = box.findData(data)
    assert i >= 0, data
    box.setCurrentIndex(i)


def grid_refs(c: CodexWindow) -> list[str]:
    return [c.grid.item(i).data(256) for i in range(c.grid.count())]     # (Qt.UserRole)


def test_the_help_menu_opens_the_codex_and_the_rules(window, qtbot):
    actions = [a.objectName() for a in window.help_menu.actions() if a.objectName()]
    assert actions[:2] == ["menu-codex", "menu-rules"]
    assert window.codex_action.text() == ui_text("menu_codex") and window.rules_action.text() == ui_text("menu_rules")
    window.codex_action.trigger()
    assert isinstance(window.codex_window, CodexWindow) and window.codex_window.isVisible()
    window.rules_action.trigger()
    assert isinstance(window.rules_window, RulesWindow) and window.rules_window.isVisible()
    assert window.rules_window.topic == "identity"
    assert window.show_codex() is window.codex_window           # (one window, shown again)


def test_every_card_and_general_is_in_the_grid(window):
    c = codex_of(window)
    shown = set(grid_refs(c))
    want = {f"card:{k}" for k in BEHAVIOURS} | {f"identity:{g}" for g in identity_generals()} | \
        {f"hegemony:{g}" for g in heg_lookup()}
    assert shown == want and c.grid.count() == len(want)
    assert c.count.text() == ui_text("codex_count", n=len(want))


def test_searching_sha_lists_the_sha_cards_first(window, qtbot):
    c = codex_of(window)
    c.search.setText("杀")
    names = c.item_names()
    with_sha = [card_name(k) for k in BEHAVIOURS if "杀" in card_name(k)]
    assert names[:len(with_sha)] == ["杀", "雷杀", "火杀", "借刀杀人"] and sorted(with_sha) == sorted(names[:4])
    # (完杀: a skill's name, after the names — 贾诩 of 林 in identity and of 国战)
    assert names[len(with_sha):] == [general_name("jiaxu")] * 2
    assert set(grid_refs(c)[len(with_sha):]) == {"identity:jiaxu", "hegemony:jiaxu"}
    c.search.clear()
    qtbot.keyClicks(c.search, "zgl")
    assert set(grid_refs(c)) == {"identity:zhugeliang", "hegemony:zhugeliang"}
    c.search.setText("Eight Trigrams")                               # (another language's name)
    assert grid_refs(c) == ["card:eight_diagram"]


def test_filters_list_only_what_they_say(window):
    c = codex_of(window)
    choose(c.kingdom, "shu")
    refs = grid_refs(c)
    shu = [e for e in C.general_entries() if e.kingdom == "shu"]
    assert refs == [e.ref for e in shu] and all(C.find(r).kingdom == "shu" for r in refs)
    assert c.kingdom.currentText() == kingdom_name("shu")
    choose(c.group, "formation")
    assert set(grid_refs(c)) == {f"hegemony:{e.id}" for e in shu if e.package == "heg_formation"}
    choose(c.kingdom, "")
    choose(c.category, "delayed_trick")
    choose(c.group, "")
    assert set(grid_refs(c)) == {"card:indulgence", "card:lightning", "card:supply_shortage"}
    choose(c.category, "equip")
    choose(c.group, "strategic")
    assert "card:sa_halberd" in grid_refs(c) and "card:halberd" not in grid_refs(c)
    choose(c.category, "general")
    choose(c.group, "identity")
    assert {C.find(r).mode for r in grid_refs(c)} == {"identity"} and c.grid.count() == len(identity_generals())


def test_an_entry_shows_its_page_and_links(window):
    c = window.show_codex("hegemony:guanyu")
    page = c.page.toPlainText()
    assert general_name("guanyu") in page and ui_text("codex_partners") in page and ui_text("codex_new_rules") in page
    assert c.grid.currentItem().data(256) == "hegemony:guanyu"
    c._link(QUrl("codex:hegemony:zhangfei"))                   # a partner's link
    assert c.current.ref == "hegemony:zhangfei" and general_name("zhangfei") in c.page.toPlainText()
    window.show_codex("slash")
    page = c.page.toPlainText()
    assert ui_text("codex_copies", n=60) in page and "♠7" in page and "♦K" in page
    assert ui_text("codex_copies_line", deck=ui_text("codex_group_standard"), n=30) in page
    # a filter that hides the entry is cleared when it is asked for
    choose(c.kingdom, "wei")
    window.show_codex("peach")
    assert c.current.ref == "card:peach" and c.kingdom.currentData() == "" and c.grid.currentItem() is not None
    assert c.open_entry("no such card") is False and c.current.ref == "card:peach"


def test_a_general_page_gives_the_new_rules_and_the_rulings(window):
    c = window.show_codex("hegemony:huatuo")
    page = c.page.toPlainText()
    assert texts("zh_CN")["heg_skills"]["chuli"]["text"] in page               # the new 除疠
    assert ui_text("codex_new_removed", skills="【青囊】") in page               # … in 青囊's place
    assert texts("zh_CN")["codex_notes_heg_skills"]["chuli"]["华佗 · 除疠"] in page
    c = window.show_codex("identity:caocao")
    assert texts("zh_CN")["skills"]["hujia"]["text"] in c.page.toPlainText()
    assert ui_text("codex_see_hegemony") in c.page.toPlainText()


@pytest.mark.parametrize("topic", C.RULE_TOPICS)
def test_the_rules_show_each_topic_with_its_contents(window, topic):
    r = window.show_rules(topic)
    page = r.page.toPlainText()
    assert ui_text(f"rules_topic_{topic}") in page
    for _key, title, _ in C.rule_sections(topic):
        assert title in page
    top = r.contents.topLevelItem(C.RULE_TOPICS.index(topic))
    assert r.contents.currentItem() is top and top.childCount() == len(C.rule_sections(topic))
    r._clicked(top.child(top.childCount() - 1))                       # the contents' last section
    assert r.topic == topic
    with pytest.raises(KeyError):
        window.show_rules("no_such_topic")


def test_the_role_table_is_the_modes_own(window):
    from sgs_desktop.ui.rules_view import role_table
    table = role_table()
    for n, roles in ROLE_TABLE.items():            # one row per table size: its count of each role
        cells = "".join(f"<td align=center>{roles.count(r) or ''}</td>"
                        for r in ("lord", "loyalist", "rebel", "renegade"))
        assert f"<tr><td align=center>{n}</td>{cells}</tr>" in table
    assert "<td align=center>8</td><td align=center>1</td><td align=center>2</td><td align=center>4</td>" in table
    page = window.show_rules("identity").page.toPlainText()
    assert ui_text("rules_players") in page and "{role_table}" not in page


def test_the_start_pages_rules_button_is_wired_where_it_exists(qtbot, monkeypatch):
    class PageWithRules(StartPage):
        rules_requested = Signal(str)

    monkeypatch.setattr(window_module, "StartPage", PageWithRules)
    w = MainWindow()
    qtbot.addWidget(w)
    w.start_page.rules_requested.emit("strategic")
    assert w.rules_window is not None and w.rules_window.topic == "strategic"


def test_the_windows_follow_the_language(window):
    c = window.show_codex("slash")
    r = window.show_rules("heg_new")
    try:
        set_language("en")
        window.retranslate()
        assert c.windowTitle() == texts("en")["ui"]["codex_window_title"] and c.title.text() == "Codex"
        assert c.item_names()[0] == "Slash" and "Slash" in c.page.toPlainText()
        assert c.kingdom.itemText(c.kingdom.findData("qun")) == "Heroes"
        assert r.contents.topLevelItem(2).text(0) == texts("en")["ui"]["rules_topic_heg_new"]
        assert texts("en")["rules_heg_new"]["02_marks"]["title"] in r.page.toPlainText() and r.topic == "heg_new"
        assert window.codex_action.text() == texts("en")["ui"]["menu_codex"]
        set_language("zh_TW")
        window.retranslate()
        assert c.item_names()[0] == "殺" and c.current.ref == "card:slash"
    finally:
        set_language("zh_CN")
        window.retranslate()
    assert c.item_names()[0] == "杀"


def text_width(widget, text: str) -> float:
    return QFontMetricsF(widget.font()).horizontalAdvance(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_text_fits(window, lang, size, qtbot):
    """At 1280×720 and 1920×1080, in each language: the windows fit; every label, filter and
    search hint is whole; a name in the grid or the contents that is cut is elided and its
    tooltip holds it whole."""
    set_language(lang)
    window.retranslate()
    c = window.show_codex("hegemony:chenwudongxi")
    r = window.show_rules("heg_old")
    for w in (c, r):
        w.resize(*size)
        qtbot.waitUntil(lambda w=w: w.width() == size[0])
        qtbot.wait(50)                      # (the layout follows the fonts of the new size)
        assert w.scale == (1.3 if size[0] >= 1600 else 1.0)
        assert w.minimumSizeHint().width() <= size[0] and w.minimumSizeHint().height() <= size[1]
        for label in w.findChildren(QLabel):
            assert text_width(label, label.text()) <= label.contentsRect().width() + 1, (lang, label.text())
    for box in c.findChildren(QComboBox):
        widest = max(text_width(box, box.itemText(i)) for i in range(box.count()))
        assert box.width() >= box.sizeHint().width() and widest < box.width() - 20, (lang, box.objectName())
    for line in c.findChildren(QLineEdit):
        assert text_width(line, line.placeholderText()) <= line.width() - 40, (lang, line.placeholderText())
    grid: QListWidget = c.grid
    cell = round((ICON_W + 26) * c.scale) - 6         # (the narrowest a cell may be)
    assert grid.gridSize().width() >= cell + 6
    columns = grid.viewport().width() // grid.gridSize().width()
    assert grid.viewport().width() - columns * grid.gridSize().width() < grid.gridSize().width() / max(1, columns) + 4
    lines = round((grid.gridSize().height() - grid.iconSize().height() - 12) / QFontMetricsF(grid.font()).height())
    for i in range(grid.count()):
        item = grid.item(i)
        assert item.toolTip().startswith(item.text()), (lang, item.text())      # (whole, whatever is shown)
    fm = QFontMetricsF(grid.font())
    long = sum(fm.horizontalAdvance(grid.item(i).text()) > cell for i in range(grid.count()))
    assert lines == (2 if long >= LONG_NAMES else 1) and (lines == 2) == (lang == "en"), (lang, long)
    contents = r.contents
    for i in range(contents.topLevelItemCount()):
        top = contents.topLevelItem(i)
        for item in (top, *(top.child(j) for j in range(top.childCount()))):
            assert item.toolTip(0) == item.text(0)
            rect = contents.visualItemRect(item)
            fm = QFontMetricsF(item.font(0))
            assert fm.horizontalAdvance(item.text(0)) <= contents.viewport().width() - rect.left() or \
                item.toolTip(0) == item.text(0)
    assert not c.page.horizontalScrollBar().isVisible() and not r.page.horizontalScrollBar().isVisible()
