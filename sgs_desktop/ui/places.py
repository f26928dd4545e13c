"""Where the program keeps the player's things (用户数据): settings, game records, logs and bug
reports, each in the platform's own place (QStandardPaths) and never beside the program, so an
installed copy writes nothing into its install folder and an upgrade keeps them.

    Linux (XDG)   settings  ~/.config/sgs-desktop/settings.ini
                  records   ~/.local/share/sgs-desktop/records/      bug reports  …/bug-reports/
                  logs      ~/.local/state/sgs-desktop/sgs-desktop.log
    Windows       settings  %LOCALAPPDATA%\\sgs-desktop\\settings.ini
                  records   %APPDATA%\\sgs-desktop\\records\\          logs  %LOCALAPPDATA%\\sgs-desktop\\State\\
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import traceback
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from .. import __version__

APP_NAME = "sgs-desktop"
log = logging.getLogger("sgs_desktop")


@dataclass(frozen=True)
class Places:
    config: Path        # settings.ini
    data: Path          # records/, bug-reports/
    logs: Path          # sgs-desktop.log (and its rotated copies)

    @classmethod
    def standard(cls) -> Places:
        """The platform's places for this program (QStandardPaths names them after the application)."""
        name = QCoreApplication.applicationName()
        QCoreApplication.setApplicationName(APP_NAME)
        try:
            loc = QStandardPaths.StandardLocation
            state = getattr(loc, "StateLocation", loc.AppLocalDataLocation)   # Qt ≥ 6.7: ~/.local/state
            where = QStandardPaths.writableLocation
            return cls(config=Path(where(loc.AppConfigLocation)), data=Path(where(loc.AppDataLocation)),
                       logs=Path(where(state)))
        finally:
            QCoreApplication.setApplicationName(name)

    @classmethod
    def under(cls, root: str | Path) -> Places:
        """Everything under one folder (tests, a portable copy)."""
        root = Path(root)
        return cls(config=root / "config", data=root / "data", logs=root / "logs")

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.ini"

    @property
    def records(self) -> Path:
        return self.data / "records"

    @property
    def bug_reports(self) -> Path:
        return self.data / "bug-reports"

    @property
    def log_file(self) -> Path:
        return self.logs / "sgs-desktop.log"

    def settings(self) -> QSettings:
        self.config.mkdir(parents=True, exist_ok=True)
        return QSettings(str(self.settings_file), QSettings.Format.IniFormat)

    def start_logging(self) -> None:
        """Log to a file that rolls over at 1 MB (three kept), once per process."""
        if any(getattr(h, "sgs_places", False) for h in log.handlers):
            return
        self.logs.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(self.log_file, maxBytes=1 << 20, backupCount=3,
                                                       encoding="utf-8")
        handler.sgs_places = True  # type: ignore[attr-defined]
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.info("sgs-desktop %s on %s, Python %s%s", __version__, platform.platform(), platform.python_version(),
                 " (frozen)" if getattr(sys, "frozen", False) else "")

    def write_bug_report(self, kind, value, tb, about: str = "") -> Path:
        """A bug report (错误报告) for an unexpected exception: version, platform, what was being played,
        the traceback and the log's last lines. Returns its path."""
        self.bug_reports.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = self.bug_reports / f"bug-{stamp}.txt"
        tail = ""
        if self.log_file.exists():
            tail = "\n".join(self.log_file.read_text(encoding="utf-8", errors="replace").splitlines()[-100:])
        path.write_text(
            f"sgs-desktop {__version__}\n{platform.platform()}, Python {platform.python_version()}"
            f"{' (frozen)' if getattr(sys, 'frozen', False) else ''}\n{about}\n\n"
            + "".join(traceback.format_exception(kind, value, tb)) + "\n--- the log's last lines\n" + tail + "\n",
            encoding="utf-8")
        return path
