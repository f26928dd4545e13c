"""Everything fits (issue 34, Build 6): the start page, the LAN pages (host, join, lobby), 设置, the
replay and bug-report dialogs, the record-problem box and the about box, in the three languages at
1280×720 and 1920×1080 — no text cut off (unless elided with a tooltip by design), none outside its
widget or the window, none over another; each window no larger than the screen, and able to shrink
to a 1280×720 one. The walker is tests/ui/fit.py; its own checks are tested at the bottom.

To point it at another screen (the table mid-game, the general choice, a prompt, a panel): write a
state — a function `state(window, ctx) -> list[QWidget]` that brings a MainWindow to the screen and
returns the top-level widgets to check (the window, or an open dialog) — and add it to STATES; every
state runs in every language at both sizes. For a table, `fit.check_window(window)` walks the
`table_view`'s scene too (texts of QGraphicsSimpleTextItem / QGraphicsTextItem, of items with
`fit_texts()` or a seat's `layout()`, and the panels in QGraphicsProxyWidgets)."""

from __future__ import annotations

from pathlib import Path

import fit
import pytest
from driver import FAST
from fit_states import TABLE_STATES
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.packs.i18n import LANGS, language, set_language
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.ui.fonts import ui_font
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow

SIZES = [(1280, 720), (1920, 1080)]
SMALL = QSize(1280, 720)


@pytest.fixture(autouse=True)
def keep_language():
    old = language()
    yield
    set_language(old)


@pytest.fixture(autouse=True)
def program_font(qapp):
    """The program's text face at its size (ui/app.py's make_app), which the tests' application lacks."""
    old = qapp.font()
    qapp.setFont(ui_font(10))
    yield
    qapp.setFont(old)


@pytest.fixture(scope="module")
def record_file(tmp_path_factory) -> Path:
    """A finished game's record (the replay dialog's)."""
    t = LocalTable.start(TableSettings(players=3, seat=-1, seed=3, generals="none"))
    while not t.finished:
        t.events()
        t.step()
    path = tmp_path_factory.mktemp("records") / "a-finished-game-with-a-long-file-name.json"
    t.host.game.record.save(path)
    return path


class Ctx:
    def __init__(self, qtbot, tmp_path: Path, record: Path) -> None:
        self.qtbot, self.tmp_path, self.record = qtbot, tmp_path, record


# ------------------------------------------------------------------ the states
def start(window, ctx):
    return [window]


def start_hegemony(window, ctx):
    page = window.start_page
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    page.rules.setCurrentIndex(page.rules.findData("new"))
    return [window]


def host(window, ctx):
    window.lan.show_page("lan_host")
    hp = window.lan.host_page
    hp.mode.setCurrentIndex(hp.mode.findData("hegemony"))
    hp.status.setText(ui_text("lan_cannot_host", error=ui_text("lan_error_refused")))
    return [window]


def join(window, ctx):
    window.lan.show_page("lan_join")
    window.lan.join_page.stop_listening()
    return [window]


def join_found(window, ctx):
    """A table heard on the LAN, with the longest words a line may have."""
    join(window, ctx)
    jp = window.lan.join_page
    line = ui_text("lan_table_line", name="桌子的名字很长很长", mode=ui_text("mode_hegemony"), seated=3, players=10,
                   address="192.168.100.200:47100") + ui_text("lan_started") + ui_text("lan_locked")
    jp.found.addItem(QListWidgetItem(line))
    jp.status.setText(ui_text("lan_cannot_join", error=ui_text("lan_error_version")))
    return [window]


def lobby(window, ctx):
    hp = window.lan.host_page
    hp.bind, hp.announce = "127.0.0.1", None
    hp.name.setText("主机玩家的名字")
    hp.mode.setCurrentIndex(hp.mode.findData("hegemony"))
    hp.strategic.setChecked(True)
    window.lan.show_page("lan_host")
    assert hp.host() is not None, hp.status.text()
    lob = window.lan.lobby
    ctx.qtbot.waitUntil(lambda: lob.chairs.count() > 0, timeout=10000)
    lob.say_line.setText("一句很长的话，看看聊天窗口会不会把它切掉：" * 3)
    lob.say()
    ctx.qtbot.waitUntil(lambda: lob.chat.count() > 0, timeout=10000)
    return [window]


def settings(window, ctx):
    return [window.open_settings()]


def replay_choose(window, ctx):
    return [window.open_record(ctx.record)]


def record_problem(window, ctx):
    bad = ctx.tmp_path / "a-damaged-record.json"
    bad.write_text("{}", encoding="utf-8")
    window.open_record(bad)
    return [window.record_problem]


def bug_report(window, ctx):
    window.places = Places(ctx.tmp_path / "config", ctx.tmp_path / "data", ctx.tmp_path / "logs")
    window.bug_report()
    return [window.report_dialog]


def bug_report_nowhere(window, ctx):
    window.bug_report()
    return [window.report_dialog]


def about(window, ctx):
    window.places = Places(ctx.tmp_path / "config", ctx.tmp_path / "data", ctx.tmp_path / "logs")
    return [window.show_about()]


STATES = {f.__name__: f for f in (start, start_hegemony, host, join, join_found, lobby, settings, replay_choose,
                                   record_problem, bug_report, bug_report_nowhere, about, *TABLE_STATES)}


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("state", list(STATES))
def test_everything_fits(qtbot, tmp_path, record_file, state, lang, size):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    page = window.start_page
    page.language.setCurrentIndex(page.language.findData(lang))
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    try:
        roots = STATES[state](window, Ctx(qtbot, tmp_path, record_file))
        QApplication.processEvents()
        problems = []
        for root in roots:
            assert root is not None and root.isVisible(), state
            problems += fit.check_window(root, QSize(*size)) if root is window else fit.check_widget(root, SMALL)
        assert not problems, fit.report(problems)
        if size == (1280, 720):         # (a larger window's words are larger: FontScale)
            why = fit.minimum_fits(window, SMALL)
            assert why is None, why
    finally:
        window.lan.leave()
        for w in QApplication.topLevelWidgets():
            if w is not window and w.isVisible() and w.parentWidget() is window:
                w.close()


# ------------------------------------------------------------------ the walker's own checks
def host_widget(qtbot, *widgets, width=400, height=200) -> QWidget:
    root = QWidget()
    qtbot.addWidget(root)
    box = QVBoxLayout(root)
    for w in widgets:
        box.addWidget(w)
    root.resize(width, height)
    root.show()
    qtbot.waitExposed(root)
    return root


def kinds(problems) -> list[tuple[str, str]]:
    return [(p.kind, p.text) for p in problems]


def test_the_walker_finds_a_cut_label_and_lets_an_elided_one_with_a_tooltip_be(qtbot):
    cut = QLabel("A sentence much too long for the narrow label it was given")
    cut.setFixedWidth(80)
    elided = QLabel("Elided on purpose…")
    elided.setFixedWidth(60)
    elided.setToolTip("Elided on purpose, with the whole text here")
    fine = QLabel("Fits")
    root = host_widget(qtbot, cut, elided, fine)
    assert kinds(fit.check_widget(root)) == [("cut", cut.text()), ("outside", cut.text())] or \
        kinds(fit.check_widget(root)) == [("cut", cut.text())]
    elided.setToolTip("")
    assert ("cut", elided.text()) in kinds(fit.check_widget(root))


def test_the_walker_checks_every_item_of_a_box_and_a_wrapped_label_s_height(qtbot):
    box = QComboBox()
    box.addItems(["short", "an item far longer than the box that holds it (with its parenthesis)"])
    box.setFixedWidth(120)
    wrapped = QLabel("word " * 60)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 30)
    root = host_widget(qtbot, box, wrapped, width=300, height=200)
    found = kinds(fit.check_widget(root))
    assert ("cut", box.itemText(1)) in found and ("cut", box.itemText(0)) not in found
    assert ("cut", wrapped.text()) in found
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    box.setMinimumWidth(0)
    box.setMaximumWidth(10000)
    root.resize(700, 200)
    QApplication.processEvents()
    assert ("cut", box.itemText(1)) not in kinds(fit.check_widget(root))


def test_the_walker_finds_texts_over_each_other_and_outside_the_window(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    a = QLabel("Overlapping one", root)
    b = QLabel("Overlapping two", root)
    a.setGeometry(10, 10, 200, 30)
    b.setGeometry(40, 15, 200, 30)
    away = QPushButton("Off the edge", root)
    away.setGeometry(150, 60, 120, 30)
    root.resize(200, 120)
    root.show()
    qtbot.waitExposed(root)
    found = kinds(fit.check_widget(root, QSize(150, 100)))
    assert ("overlap", "Overlapping one / Overlapping two") in found
    assert ("outside", "Off the edge") in found
    assert ("too big", "") in found


def test_the_walker_reads_a_scene_s_texts(qtbot):
    scene = QGraphicsScene(0, 0, 400, 300)
    a = QGraphicsSimpleTextItem("A label on the table")
    a.setPos(10, 10)
    b = QGraphicsSimpleTextItem("Another one over it")
    b.setPos(20, 14)
    off = QGraphicsSimpleTextItem("Beyond the scene's edge")
    off.setPos(380, 200)
    for item in (a, b, off):
        scene.addItem(item)

    class Plate(QGraphicsSimpleTextItem):
        """An item that places a text of its own in too little room."""

        def fit_texts(self):
            class P:
                text, rect, font, align = "Too long for its box", QRectF(0, 0, 30, 20), self.font(), \
                    Qt.AlignmentFlag.AlignLeft
            return [P()]

    plate = Plate()
    plate.setPos(100, 150)
    scene.addItem(plate)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    qtbot.waitExposed(view)
    found = kinds(fit.check_scene(view))
    assert ("overlap", "A label on the table / Another one over it") in found or \
        ("overlap", "Another one over it / A label on the table") in found
    assert ("outside", "Beyond the scene's edge") in found
    assert ("cut", "Too long for its box") in found
    assert not [k for k in found if "fits" in k[1]]


def test_the_walker_looks_inside_buttons_and_check_boxes(qtbot):
    tight = QPushButton("A push button with a long text")
    tight.setFixedWidth(90)
    check = QCheckBox("A check box with a long text")
    check.setFixedWidth(90)
    row = QWidget()
    line = QHBoxLayout(row)
    line.addWidget(tight)
    line.addWidget(check)
    root = host_widget(qtbot, row)
    found = kinds(fit.check_widget(root))
    assert ("cut", tight.text()) in found and ("cut", check.text()) in found


def test_the_walker_finds_a_label_squeezed_to_nothing(qtbot):
    """A form too narrow for its field gives the label no room at all: still a cut text."""
    root = QWidget()
    qtbot.addWidget(root)
    squeezed = QLabel("Computer level", root)
    squeezed.setGeometry(10, 10, 0, 30)
    root.resize(300, 60)
    root.show()
    qtbot.waitExposed(root)
    assert ("cut", "Computer level") in kinds(fit.check_widget(root))


def test_an_unhinted_card_text_is_measured_at_its_design_width(qapp):
    """The card art sets its names as outlines at the font's design widths (ui/art/card_text.py, an
    unhinted face); a display rounding each glyph's advance at the small size must not make the
    walker call a strip's name cut (found under Xvfb: "Vermilion Fan" needs 66, has 64)."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from sgs_desktop.ui.art import card_text

    small = QFont(card_text.face("sans"))
    small.setPointSizeF(7.5)
    large = QFont(small)
    large.setPointSizeF(60)
    need = fit.text_size("Vermilion Fan", small)
    assert abs(need.w - QFontMetricsF(large).horizontalAdvance("Vermilion Fan") / 8) < 0.01
    hinted = QFont(small)
    hinted.setHintingPreference(QFont.HintingPreference.PreferDefaultHinting)
    assert fit.text_size("Vermilion Fan", hinted).w == QFontMetricsF(hinted).horizontalAdvance("Vermilion Fan")
