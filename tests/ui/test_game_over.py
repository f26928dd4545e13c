"""The game-over panels list what the game-over event says (every role, general and kingdom is
public then), not what the seat saw during the game: the window never asks for the all-seeing view."""

from __future__ import annotations

from driver import panel_rows
from PySide6.QtWidgets import QLabel, QWidget

from sgs_desktop.client.table import final_seats
from sgs_desktop.engine.events import GameOverEvent
from sgs_desktop.engine.view import PlayerView, SeatView
from sgs_desktop.packs.i18n import general_name, text
from sgs_desktop.ui.heg_panels import HegGameOverPanel
from sgs_desktop.ui.panels import GameOverPanel
from sgs_desktop.ui.texts import kingdom_name, role_name, seat_name, ui_text, word


def seat_view(seat: int, *, alive: bool = True, role: str | None = None, generals=(None,), kingdom=None) -> SeatView:
    return SeatView(seat=seat, alive=alive, hp=3 if alive else 0, max_hp=4, dying=False, hand_count=2, known_hand=[],
                    equips={}, judge=[], judge_as={}, chained=False, face_up=True, role=role,
                    generals=list(generals), kingdom=kingdom, gender="male", drunk=0,
                    shown=[False] * len(generals) if len(generals) == 2 else [])


def player_view(seat: int | None, seats: list[SeatView], mode: str = "identity") -> PlayerView:
    return PlayerView(seat=seat, role=None, hand=[], players=seats, draw_count=50, discard=[], processing=[],
                      current=0, phase=None, round=3, finished=True, mode=mode)


def labels(panel: GameOverPanel) -> list[str]:
    return [w.text() for w in panel.findChildren(QLabel)]


def test_identity_panel_shows_every_role_and_general_from_the_event(qtbot):
    """Seat 1 (a rebel) never learnt the loyalist's role or anyone's general (its view has None):
    the panel names them all, from the event; alive comes from the seat's state."""
    parent = QWidget()
    qtbot.addWidget(parent)
    view = player_view(1, [seat_view(0, alive=False, role="lord"), seat_view(1, role="rebel"), seat_view(2),
                           seat_view(3, alive=False)])
    over = GameOverEvent(winners=(1, 2), reason="lord_dead", roles=("lord", "rebel", "rebel", "loyalist"),
                    generals=(("caocao",), ("liubei",), ("sunquan",), ("guanyu",)),
                    kingdoms=("wei", "shu", "wu", "shu"))
    panel = GameOverPanel(parent, over, final_seats(over, view), 1)
    won, dead, alive = ui_text("won"), ui_text("dead"), ui_text("alive")
    assert panel_rows(panel) == [
        [seat_name(0), general_name("caocao"), role_name("lord"), "", dead],
        [seat_name(1) + word("you"), general_name("liubei"), role_name("rebel"), won, alive],
        [seat_name(2), general_name("sunquan"), role_name("rebel"), won, alive],
        [seat_name(3), general_name("guanyu"), role_name("loyalist"), "", dead]]
    assert ui_text("over_won") in labels(panel) and text("game_result", "lord_dead") in labels(panel)
    lost = GameOverPanel(parent, over, final_seats(over, view), 0)
    assert ui_text("over_lost") in labels(lost)


def test_heg_panel_shows_every_general_and_kingdom_from_the_event(qtbot):
    """国战: the viewer (seat 0) saw seat 2's generals face down (None in its view) and no kingdom;
    the panel names both generals and the kingdom (野心家 too) from the event, and the headline
    names the winning kingdom."""
    parent = QWidget()
    qtbot.addWidget(parent)
    view = player_view(0, [seat_view(0, generals=("caocao", "dianwei"), kingdom="wei"),
                           seat_view(1, generals=(None, "xuchu"), kingdom="wei"),
                           seat_view(2, alive=False, generals=(None, None)),
                           seat_view(3, alive=False, generals=("liubei", None), kingdom="shu")], "hegemony")
    over = GameOverEvent(winners=(0, 1), reason="kingdom_wins", roles=(None, None, None, None),
                    generals=(("caocao", "dianwei"), ("zhangliao", "xuchu"), ("zhangjiao", "yuji"),
                              ("liubei", "guanyu")),
                    kingdoms=("wei", "wei", "careerist", "shu"))
    panel = HegGameOverPanel(parent, over, final_seats(over, view), 0)
    won, dead, alive = ui_text("won"), ui_text("dead"), ui_text("alive")
    rows = panel_rows(panel)
    assert rows[1:] == [
        [seat_name(0) + word("you"), general_name("caocao"), general_name("dianwei"), kingdom_name("wei"), won, alive],
        [seat_name(1), general_name("zhangliao"), general_name("xuchu"), kingdom_name("wei"), won, alive],
        [seat_name(2), general_name("zhangjiao"), general_name("yuji"), kingdom_name("careerist"), "", dead],
        [seat_name(3), general_name("liubei"), general_name("guanyu"), kingdom_name("shu"), "", dead]]
    assert text("game_result", "kingdom_wins").format(kingdom=kingdom_name("wei")) in labels(panel)
