"""Closing mid-game, resizing mid-animation, clicking during animations or on a card that has
just left the hand: nothing crashes and the table stays in step with the game."""

from driver import open_window
from PySide6.QtCore import QPoint, Qt

from sgs_desktop.tables.local import TableSettings
from sgs_desktop.ui import anim
from sgs_desktop.ui.controller import UiSettings


def slow(monkeypatch):
    monkeypatch.setattr(anim, "SPEED", 1.0)


def test_close_the_window_mid_game(qtbot, monkeypatch):
    slow(monkeypatch)
    window, c = open_window(qtbot, TableSettings(players=5, seat=-1, seed=2))
    qtbot.waitUntil(lambda: c.table.host.game.turns >= 1 and c.busy, timeout=20000)
    window.close()
    assert c.closed
    answers = len(c.table.host.game.answers)
    qtbot.wait(800)                       # timers and animations that were running end quietly
    assert len(c.table.host.game.answers) == answers


def test_resize_during_animations(qtbot, monkeypatch):
    slow(monkeypatch)
    window, c = open_window(qtbot, TableSettings(players=6, seat=0, generals="none", seed=7))
    for w, h in ((1280, 720), (1920, 1080), (900, 600), (1600, 900)):
        qtbot.waitUntil(lambda: c.busy or c.request is not None, timeout=10000)
        window.resize(w, h)
        qtbot.wait(60)
    qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=20000)
    # the table matches the game: every hand card has its item where the layout says
    view = c.table.state.view
    for i, cid in enumerate(view.hand):
        item = c.scene.card_item(cid)
        assert item is not None and item.pos() == c.scene.hand_slot(i, len(view.hand))
    assert window.table_view.transform().m11() > 0


def test_clicks_during_animations_do_nothing(qtbot, monkeypatch):
    slow(monkeypatch)
    window, c = open_window(qtbot, TableSettings(players=4, seat=1, generals="none", seed=9))
    view = window.table_view
    clicked_while_busy = 0
    for _ in range(40):
        qtbot.waitUntil(lambda: c.busy or c.request is not None, timeout=20000)
        if c.busy:
            answers = len(c.table.host.game.answers)
            for x, y in ((200, 500), (400, 650), (800, 300), (1000, 700)):
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, y))
            for b in window.buttons.values():
                if b.isVisible():
                    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
            assert len(c.table.host.game.answers) == answers
            clicked_while_busy += 1
        if c.request is not None:
            break
        qtbot.wait(30)
    assert clicked_while_busy > 0


def test_click_on_a_card_that_just_left_the_hand(qtbot):
    _window, c = open_window(qtbot, TableSettings(players=2, seat=0, generals="none", seed=5))
    qtbot.waitUntil(lambda: c.request is not None and c.request.kind == "play", timeout=10000)
    usable = [o for o in c.request.options if o.card is not None and o.targets is None]
    if not usable:
        usable = [o for o in c.request.options if o.card is not None]
    opt = usable[0]
    item = c.scene.card_item(opt.card)
    assert item is not None
    from sgs_desktop.engine.protocol.answers import Use
    c.submit(Use(card=opt.card, targets=(opt.targets.seats[0],) if opt.targets else ()))
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    # the old item: clicking it (if still on the table) or calling its handler does nothing harmful
    item.clicked.emit(opt.card)
    assert c.selection is None or not c.selection.card_selected(opt.card)


def test_a_faulty_ai_falls_back_to_the_default(qtbot):
    """An AI that raises never stops the game: its seat answers the request's default."""

    class Broken:
        def answer(self, request, view):
            raise RuntimeError("boom")

    _window, c = open_window(qtbot, TableSettings(players=3, seat=-1, generals="none", seed=4))
    c.table.host.agents[1] = Broken()
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert c.table.ai_errors and "boom" in c.table.ai_errors[0]
    assert isinstance(UiSettings().ai_delay_ms, int)
