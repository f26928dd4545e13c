"""国战's new rules at the desktop table: the start page's rules box, the marks as tokens on the seats
(their rule on hover), 鏖战 shown on the table, and the LAN host page's rules setting."""

from __future__ import annotations

from driver import FAST, click_button

from sgs_desktop.engine.game import Game
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs import deck_faces
from sgs_desktop.ui.items import SeatItem
from sgs_desktop.ui.mark_tokens import MarkToken
from sgs_desktop.ui.table import TableScene
from sgs_desktop.ui.window import MainWindow

DEAD = {"alive": False, "hp": 0}


def test_the_start_page_chooses_the_rules_of_hegemony(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    assert not page.rules.isEnabled() and page.settings().rules == "old"       # 身份 has one rule book
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    assert page.rules.isEnabled() and [page.rules.itemData(i) for i in range(page.rules.count())] == ["old", "new"]
    assert page.rules.itemText(1) == "新版规则" and "鏖战" in page.rules.toolTip()
    page.rules.setCurrentIndex(1)
    assert page.settings().rules == "new" and page.choices()["rules"] == '"new"'
    page.anim_speed.setValue(20)
    click_button(qtbot, page.start)
    c = window.controller
    qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
    assert c.table.state.view.rules == "new"


def _scene(seat: int = 0) -> tuple[TableScene, Game]:
    sc = parse_scenario({"game": {"mode": "hegemony", "rules": "new", "phase": "play", "strict": True},
                         "players": [{"generals": ["dianwei", "xunyu"], "marks": {"xianqu": 1, "yinyangyu": 1}},
                                     {"generals": ["sunquan", "ganning"], "marks": {"zhulianbihe": 2}},
                                     {"generals": ["lvbu", "diaochan"]},
                                     {"generals": ["wolong", "pangtong"], **DEAD},
                                     {"generals": ["taishici", "dingfeng"], **DEAD}]}, "test")
    game = Game.new(sc.config(), 1)
    scene = TableScene(5, seat, deck_faces(sc.packs))
    scene.sync(game.view(seat))
    return scene, game


def test_marks_are_tokens_on_the_seats_with_their_rule_on_hover(qtbot):
    scene, _game = _scene()
    tokens = {t.parentItem().seat: t for t in scene.items() if isinstance(t, MarkToken)}
    mine = [t for t in scene.items() if isinstance(t, MarkToken) and t.parentItem().seat == 0]
    assert sorted(t.label() for t in mine) == ["先", "阴"]
    twin = tokens[1]
    assert twin.mark == "zhulianbihe" and twin.label() == "珠2"
    assert twin.toolTip().startswith("珠联璧合 ×2\n") and "视为使用一张【桃】" in twin.toolTip()
    assert 2 not in tokens and isinstance(twin.parentItem(), SeatItem)


def test_tokens_follow_the_marks_and_aozhan_shows_on_the_table(qtbot):
    scene, game = _scene()
    assert scene.states_label.text == "鏖战" and "【桃】不能回复体力" in scene.states_label.toolTip()
    view = game.view(0)
    view.players[1].marks = {}
    view.players[0].marks = {"xianqu": 1}
    view.table_states = []
    scene.sync(view)
    left = [t for t in scene.items() if isinstance(t, MarkToken)]
    assert [(t.parentItem().seat, t.mark) for t in left] == [(0, "xianqu")]
    assert scene.states_label.text == ""


def test_the_lan_host_page_sets_the_rules(qtbot):
    from sgs_desktop.ui.lan_pages import HostPage

    page = HostPage()
    qtbot.addWidget(page)
    assert not page.rules.isEnabled()
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    page.rules.setCurrentIndex(page.rules.findData("new"))
    s = page.settings()
    assert s.rules == "new" and s.config().option("rules") == "new" and s.public()["rules"] == "new"
