"""Run under a real (virtual) X display: open the program's window as the program does (no size
given) and print its frame and the screen's free area: x y width height, twice."""

import sys
import time

from sgs_desktop.ui.app import make_app
from sgs_desktop.ui.controller import UiSettings
from sgs_desktop.ui.window import MainWindow

app = make_app()
window = MainWindow(UiSettings(ai_delay_ms=0))
window.show()
end = time.monotonic() + 0.8
while time.monotonic() < end:
    app.processEvents()
frame, area = window.frameGeometry(), window.screen().availableGeometry()
window.grab().save(f"{sys.argv[1]}-first-window.png")
print(frame.x(), frame.y(), frame.width(), frame.height(), area.x(), area.y(), area.width(), area.height())
