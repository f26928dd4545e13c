"""The main window's records (录像) and bug reports (错误报告).

- **Open a replay**: pick a record or a bug report (a file dialog; tests pass the path), see what it
  is, choose whose view to watch, and play it back on the normal table (ui/replay_controller.py).
  A file that cannot be played back — unreadable, malformed, from a newer or an older version,
  not replaying as it was recorded — is named in a box, and nothing else changes (a game being
  played goes on).
- **Bug report**: the record so far, the log, the version, the settings and the platform in one
  JSON file in the bug-reports folder (`sgs-desktop replay FILE` replays it); a dialog says where.
"""

from __future__ import annotations

import platform
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..packs.i18n import language
from ..tables.replay import (
    BundleFacts,
    LoadedRecord,
    RecordProblem,
    ReplayTable,
    Viewer,
    load_replay,
    make_bundle,
    write_bundle,
)
from .places import log
from .replay_controller import ReplayController
from .replay_widgets import ReplayDialog, ReportDialog, problem_box, viewer_name
from .texts import ui_text
from .window_setup import give_back_focus

#: the program log's last lines a bug report carries
LOG_TAIL = 300


class RecordsMixin:
    """Open a replay, play it back, make a bug report (for MainWindow)."""

    places: Any
    controller: Any
    game_menu: Any
    log: Any
    stack: Any
    table_settings: Any
    lan_game: bool
    lan: Any

    # (the window's own, declared here only: a method here would hide SettingsMixin's)
    play_table: Callable[..., Any]
    log_line: Callable[..., None]
    current_preferences: Callable[[], Any]

    # ------------------------------------------------------------ open a replay
    def open_record(self, path: str | Path | None = None) -> ReplayDialog | None:
        """Pick a record (a file dialog when no `path` is given), check it, and ask whose view to
        watch; a file that cannot be played back is named in a box and changes nothing."""
        if path is None:
            start = str(self.places.records) if self.places is not None else str(Path.home())
            dialog = QFileDialog(self._widget(), ui_text("record_dialog_title"), start, ui_text("record_files"))
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            dialog.setLabelText(QFileDialog.DialogLabel.LookIn, ui_text("record_look_in"))    # (Qt's own
            dialog.setLabelText(QFileDialog.DialogLabel.FileType, ui_text("record_file_type"))  # come through
            dialog.setObjectName("record-file")
            dialog.fileSelected.connect(lambda chosen: self.open_record(chosen) if chosen else None)
            give_back_focus(self._widget(), dialog).open()
            self.record_file_dialog = dialog
            return None
        path = Path(path)
        self.record_problem: QMessageBox | None = None
        try:
            loaded = load_replay(path)
        except RecordProblem as exc:
            log.warning("cannot play back %s: %s", path, exc.detail)
            self.record_problem = give_back_focus(self._widget(), problem_box(self._widget(), exc, path))
            return None
        choose = ReplayDialog(self._widget(), loaded)
        choose.accepted.connect(lambda: self.start_replay(loaded, choose.viewer()))
        give_back_focus(self._widget(), choose).open()
        return choose

    def start_replay(self, loaded: LoadedRecord, viewer: Viewer, ask: bool = True) -> ReplayController | None:
        """Play `loaded` back from `viewer`'s view on the table (a game being played is given up,
        after asking)."""
        c = self.controller
        at_stake = c is not None and not c.over and not c.replaying and self.stack.currentIndex() != 0
        if ask and at_stake and not self.game_menu.confirm("replay"):
            return None
        table = ReplayTable(loaded, viewer)
        self.replay_source: tuple[LoadedRecord, Viewer] | None = (loaded, viewer)
        if self.lan_game:
            self.lan.leave()
        self.log.clear()
        log.info("replay: %s from %s", loaded.path, viewer)
        controller = self.play_table(table, lan=False, make=ReplayController)
        self.log_line(ui_text("replay_started", file=loaded.path.name, view=viewer_name(viewer)))
        return controller

    def replay_again(self) -> ReplayController | None:
        """再看一遍 / 重新开始 while watching: the same record from the start, from the same view."""
        source = getattr(self, "replay_source", None)
        if source is None:
            return None
        loaded, viewer = source
        return self.start_replay(loaded, viewer, ask=False)

    @property
    def replaying(self) -> bool:
        c = self.controller
        return c is not None and c.replaying

    # ------------------------------------------------------------ bug reports
    def bug_report(self) -> Path | None:
        """错误报告: bundle the record so far, the log, the version, the settings and the platform
        into one file in the bug-reports folder; a dialog says where (None: it could not be written)."""
        if self.places is None:
            self.report_dialog = ReportDialog(self._widget(), None, ui_text("report_no_place"))
            give_back_focus(self._widget(), self.report_dialog).open()
            return None
        c = self.controller
        table = c.table if c is not None else None
        record = table.record_json() if table is not None and hasattr(table, "record_json") else None
        facts = BundleFacts(viewer=table.seat if table is not None else None,
                            log=[e.text for e in self.log.entries], program_log=self._log_tail(),
                            settings=self._settings_facts(), platform=platform_facts(),
                            note="" if record is not None else "no game on the table" if table is None
                            else "no record: this window plays a LAN seat")
        try:
            path: Path | None = write_bundle(self.places.bug_reports, make_bundle(record, facts))
            error = ""
        except (OSError, TypeError, ValueError) as exc:
            path, error = None, str(exc)
            log.warning("could not write the bug report: %s", exc)
        if path is not None:
            log.info("bug report saved: %s", path)
        self.report_dialog = ReportDialog(self._widget(), path, error)
        give_back_focus(self._widget(), self.report_dialog).open()
        return path

    def _settings_facts(self) -> dict[str, Any]:
        prefs = self.current_preferences()
        out: dict[str, Any] = {"preferences": prefs.to_saved(), "language": language(), "lan": self.lan_game}
        if self.table_settings is not None:
            out["table"] = asdict(self.table_settings)
        source = getattr(self, "replay_source", None)
        if self.replaying and source is not None:
            out["replay_of"] = str(source[0].path)
        return out

    def _log_tail(self) -> list[str]:
        path = self.places.log_file if self.places is not None else None
        if path is None or not path.exists():
            return []
        try:
            return path.read_text(encoding="utf-8", errors="replace").splitlines()[-LOG_TAIL:]
        except OSError:
            return []

    def _widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self


def platform_facts() -> dict[str, Any]:
    """The computer the program runs on (a bug report's)."""
    screen = QGuiApplication.primaryScreen()
    size = screen.size() if screen is not None else None
    return {"platform": platform.platform(), "python": platform.python_version(), "qt": qVersion(),
            "pyside": pyside_version, "frozen": bool(getattr(sys, "frozen", False)),
            "qt_platform": QGuiApplication.platformName(),
            "screen": f"{size.width()}x{size.height()}" if size is not None else None}
