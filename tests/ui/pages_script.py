"""Run under a real (virtual) X display: the start page (both modes), the LAN pages (host, join,
lobby), 设置, the replay and bug-report dialogs, the record-problem box and the about box, in one
language at one window size, saved as PNGs named <prefix>-<screen>.png (the names printed).
Arguments: prefix, width, height, "pages-<lang>"."""

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QListWidgetItem

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow

prefix, width, height, lang = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].removeprefix("pages-")
app = make_app()
home = Path(tempfile.mkdtemp())
window = MainWindow(UiSettings(ai_delay_ms=0), places=Places.under(home))
page = window.start_page
page.language.setCurrentIndex(page.language.findData(lang))
window.resize(width, height)
window.show()
taken: list[str] = []


def settle(ms: int = 300) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()


def shot(name: str, widget=None) -> None:
    """The window as the X server shows it, or a dialog as it draws itself."""
    settle()
    if widget is None:
        QGuiApplication.primaryScreen().grabWindow(window.winId()).save(f"{prefix}-{name}.png")
    else:
        widget.grab().save(f"{prefix}-{name}.png")
    taken.append(name)


shot("start")
page.mode.setCurrentIndex(page.mode.findData("hegemony"))
shot("start-hegemony")
page.mode.setCurrentIndex(page.mode.findData("identity"))
hp = window.lan.host_page
hp.bind, hp.announce = "127.0.0.1", None
window.lan.show_page("lan_host")
hp.mode.setCurrentIndex(hp.mode.findData("hegemony"))
shot("host")
window.lan.show_page("lan_join")
window.lan.join_page.stop_listening()
shot("join")
window.lan.join_page.found.addItem(QListWidgetItem(ui_text(
    "lan_table_line", name="sgs", mode=ui_text("mode_hegemony"), seated=3, players=8, address="192.168.1.20:47100")))
shot("join-found")
window.lan.join_page.found.clear()
hp.name.setText("Host")
window.lan.show_page("lan_host")
hp.host()
settle(800)
window.lan.lobby.say_line.setText("你好 · hello")
window.lan.lobby.say()
settle(800)
shot("lobby")
window.back_to_start()
dialog = window.open_settings()
shot("settings", dialog)
dialog.reject()
about = window.show_about()
shot("about", about)
about.reject()
window.bug_report()
shot("bug-report", window.report_dialog)
window.report_dialog.reject()
played = LocalTable.start(TableSettings(players=3, seat=-1, seed=3, generals="none"))
while not played.finished:
    played.events()
    played.step()
record = home / "a-finished-game.json"
played.host.game.record.save(record)
choose = window.open_record(record)
shot("replay", choose)
choose.reject()
bad = home / "damaged.json"
bad.write_text("{}", encoding="utf-8")
window.open_record(bad)
shot("record-problem", window.record_problem)
window.record_problem.close()
window.open_record()
shot("record-file", window.record_file_dialog)
window.record_file_dialog.close()
print(" ".join(taken))
