"""The widgets of replays and bug reports: the replay bar under the table (pause, step, speed,
jump to the end), the dialog that chooses whose view to watch, and the bug report's dialog (where
the file is, with a button to copy the path)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from ..tables.replay import OMNISCIENT, LoadedRecord, RecordProblem, Viewer
from .fonts import ui_font
from .replay_controller import SPEEDS, ReplayController
from .style import HouseDialog, fitting_combo, tone
from .texts import seat_name, ui_text


def viewer_name(viewer: Viewer) -> str:
    """Whose view a replay shows, in words."""
    if viewer is None:
        return ui_text("replay_view_spectator")
    if viewer == OMNISCIENT:
        return ui_text("replay_view_all")
    assert isinstance(viewer, int)
    return ui_text("replay_view_seat", seat=seat_name(viewer))


def speed_text(factor: float) -> str:
    return ui_text("replay_speed_value", n=f"{factor:g}")


class ReplayBar(QWidget):
    """Under the table while a replay plays: pause / play, the next event, the next step (one
    recorded answer), the speed, jump to the end, and how far it has come."""

    KEYS = ("pause", "step_event", "step_action", "jump_end")

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("replay-bar")
        self.controller: ReplayController | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for key in self.KEYS:
            b = QPushButton()
            b.setObjectName(f"replay-{key}")
            b.setFont(ui_font(11, bold=key == "pause"))
            b.clicked.connect(lambda _=False, k=key: self._press(k))
            row.addWidget(b)
            self.buttons[key] = b
        self.speed_label = QLabel()
        row.addSpacing(12)
        row.addWidget(self.speed_label)
        self.speed = QComboBox()
        self.speed.setObjectName("replay-speed")
        for factor in SPEEDS:
            self.speed.addItem(speed_text(factor), factor)
        self.speed.setCurrentIndex(SPEEDS.index(1.0))
        self.speed.currentIndexChanged.connect(self._speed)
        row.addWidget(self.speed)
        row.addStretch(1)
        self.progress = QLabel()
        self.progress.setObjectName("replay-progress")
        self.progress.setFont(ui_font(11))
        row.addWidget(self.progress)
        for keys, key in (("Space", "pause"), ("Right", "step_action"), ("Shift+Right", "step_event"),
                          ("End", "jump_end")):
            shortcut = QShortcut(QKeySequence(keys), self)     # (only while the bar shows: a replay)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key: self._press(k))
        self.retranslate()

    def attach(self, controller: ReplayController | None) -> None:
        """Drive `controller` (None: no replay; the bar hides)."""
        self.controller = controller
        self.setVisible(controller is not None)
        if controller is not None:
            controller.set_speed(self.speed.currentData())
            controller.changed.connect(self.refresh)
        self.refresh()

    def retranslate(self) -> None:
        self.speed_label.setText(ui_text("replay_speed"))
        for i, factor in enumerate(SPEEDS):
            self.speed.setItemText(i, speed_text(factor))
        for key in ("step_event", "step_action", "jump_end"):
            self.buttons[key].setText(ui_text(f"replay_{key}"))
            self.buttons[key].setToolTip(ui_text(f"tip_replay_{key}"))
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        if c is None or c.closed:
            return
        moving = not (c.over or c.ended or c.problem is not None)
        self.buttons["pause"].setText(ui_text("replay_play" if c.paused else "replay_pause"))
        for b in self.buttons.values():
            b.setEnabled(moving)
        self.speed.setEnabled(moving)
        n, total = c.progress
        text = ui_text("replay_progress", n=n, total=total) + " · " + viewer_name(c.replay.viewer)
        self.progress.setText(text + (" · " + ui_text("replay_paused") if c.paused and moving else ""))

    def _press(self, key: str) -> None:
        c = self.controller
        if c is None:
            return
        if key == "pause":
            c.set_paused(not c.paused)
        elif key == "step_event":
            c.step_event()
        elif key == "step_action":
            c.step_action()
        else:
            c.jump_to_end()

    def _speed(self, _index: int) -> None:
        if self.controller is not None:
            self.controller.set_speed(self.speed.currentData())


class ReplayDialog(HouseDialog):
    """观看录像: what the record is, and whose view to watch (the spectator's, a seat's, or — a
    finished game only — everything)."""

    def __init__(self, parent: QWidget, loaded: LoadedRecord) -> None:
        super().__init__(parent, ui_text("replay_choose_title"))
        self.setObjectName("replay-choose")
        self.loaded = loaded
        box = self.box
        summary = ui_text("replay_summary", file=loaded.path.name, mode=ui_text(f"mode_{loaded.info.mode}"),
                          players=loaded.info.players, seed=loaded.seed, answers=loaded.answers,
                          state=ui_text("replay_state_over" if loaded.finished else "replay_state_mid"))
        if loaded.bundle is not None and loaded.viewer is not None:
            summary += ui_text("replay_from_report", seat=seat_name(loaded.viewer))
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        form = QFormLayout()
        self.view = fitting_combo("replay-view")
        for viewer in loaded.viewers():
            self.view.addItem(viewer_name(viewer), viewer)
        preferred = loaded.viewer if loaded.bundle is not None else None
        self.view.setCurrentIndex(max(0, self.view.findData(preferred)) if preferred is not None else 0)
        form.addRow(ui_text("replay_label_view"), self.view)
        box.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(ui_text("replay_start"))
        tone(start, "primary")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(ui_text("button_cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def viewers(self) -> list[Viewer]:
        return [self.view.itemData(i) for i in range(self.view.count())]

    def choose(self, viewer: Viewer) -> None:
        i = self.viewers().index(viewer)
        self.view.setCurrentIndex(i)

    def viewer(self) -> Viewer:
        return self.view.currentData()


def problem_text(problem: RecordProblem, path: Path) -> str:
    """What is wrong with a file the player asked to watch, in words, then the technical detail."""
    return ui_text(f"record_{problem.kind}", file=path.name) + "\n\n" + ui_text("record_detail", detail=problem.detail)


def problem_box(parent: QWidget, problem: RecordProblem, path: Path) -> QMessageBox:
    """A box saying why the file cannot be watched (shown without blocking; nothing else changes)."""
    box = QMessageBox(QMessageBox.Icon.Warning, ui_text("record_problem_title"), problem_text(problem, path),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("record-problem")
    box.open()
    return box


class ReportDialog(HouseDialog):
    """错误报告: where the bug report was saved (or why it could not be), with a button to copy the path."""

    def __init__(self, parent: QWidget, path: Path | None, error: str = "") -> None:
        super().__init__(parent, ui_text("report_title"))
        self.setObjectName("bug-report")
        self.path = path
        box = self.box
        self.message = QLabel(ui_text("report_saved", path="").strip() if path is not None
                              else ui_text("report_failed", error=error))
        self.message.setWordWrap(True)
        box.addWidget(self.message)
        self.where = QLineEdit(str(path) if path is not None else "")
        self.where.setReadOnly(True)
        self.where.setToolTip(str(path) if path is not None else "")
        self.where.setCursorPosition(0)
        self.where.setMinimumWidth(max(520, self.where.fontMetrics().horizontalAdvance(self.where.text()) + 24))
        self.where.setVisible(path is not None)
        box.addWidget(self.where)
        row = QHBoxLayout()
        self.copy = QPushButton(ui_text("report_copy"))
        self.copy.setObjectName("report-copy")
        self.copy.setVisible(path is not None)
        self.copy.clicked.connect(self.copy_path)
        close = QPushButton(ui_text("report_close"))
        close.setObjectName("report-close")
        close.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(self.copy)
        row.addWidget(close)
        box.addLayout(row)

    def copy_path(self) -> str:
        text = str(self.path) if self.path is not None else ""
        QApplication.clipboard().setText(text)
        self.copy.setText(ui_text("report_copied"))
        return text
