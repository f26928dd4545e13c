"""Take a picture of the X display's screen ($DISPLAY, e.g. Xvfb's) into a PNG, and say whether
anything was drawn on it (the picture is not one flat colour).

    .venv/bin/python packaging/ci/screenshot.py OUT.png

Exit 0 when the picture shows more than a few colours, 1 otherwise.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QGuiApplication


def main() -> int:
    out = sys.argv[1]
    app = QGuiApplication([*sys.argv[:1], "-platform", "xcb"])
    screen = app.primaryScreen()
    pixmap = screen.grabWindow(0)
    pixmap.save(out, "PNG")
    img = pixmap.toImage().scaled(64, 40)
    colours = {img.pixel(x, y) for x in range(img.width()) for y in range(img.height())}
    print(f"screenshot {out}: {pixmap.width()}x{pixmap.height()}, {len(colours)} colours in a 64x40 sample")
    return 0 if len(colours) > 8 else 1


if __name__ == "__main__":
    sys.exit(main())
