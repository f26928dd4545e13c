"""Draw the program's icon (our own picture): the character 杀 in gold on a lacquer-red tile.

    .venv/bin/python packaging/make_icon.py

writes assets/icons/sgs-desktop-{16,24,32,48,64,128,256,512}.png (the .desktop entry's hicolor
sizes and the window icon) and packaging/windows/sgs-desktop.ico (16–256, PNG entries) for the
Windows program and its installer. The character comes from the bundled font, so the picture is
the same on every machine. Run it again after changing the drawing; the files are committed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QLinearGradient, QPainter, QPen  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def draw(size: int, family: str) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    s = float(size)
    margin = s * 0.04
    tile = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
    radius = s * 0.18
    red = QLinearGradient(0, 0, 0, s)
    red.setColorAt(0.0, QColor("#c0262b"))
    red.setColorAt(1.0, QColor("#6e0d12"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(red)
    p.drawRoundedRect(tile, radius, radius)
    if size >= 24:                                   # a gold rim, inset (lost at 16 px: left out)
        rim = max(1.0, s * 0.035)
        p.setPen(QPen(QColor("#e8b54a"), rim))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = margin + s * 0.07
        inner = QRectF(inset, inset, s - 2 * inset, s - 2 * inset)
        p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    font = QFont(family)
    font.setPixelSize(max(8, int(s * (0.66 if size >= 24 else 0.8))))
    font.setBold(True)
    p.setFont(font)
    gold = QLinearGradient(0, s * 0.2, 0, s * 0.85)
    gold.setColorAt(0.0, QColor("#fff1c1"))
    gold.setColorAt(1.0, QColor("#e0a531"))
    p.setPen(QPen(gold, 1))
    p.drawText(QRectF(0, -s * 0.03, s, s), Qt.AlignmentFlag.AlignCenter, "杀")
    p.end()
    return img


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico file of PNG entries (Windows Vista and later read PNG inside .ico)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        dim = 0 if size >= 256 else size               # 0 stands for 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    from PySide6.QtGui import QFontDatabase
    fid = QFontDatabase.addApplicationFont(str(ROOT / "assets" / "fonts" / "SgsSans-Regular.otf"))
    family = QFontDatabase.applicationFontFamilies(fid)[0]
    out = ROOT / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, bytes] = {}
    for size in SIZES:
        pngs[size] = png_bytes(draw(size, family))
        (out / f"sgs-desktop-{size}.png").write_bytes(pngs[size])
    win = ROOT / "packaging" / "windows"
    win.mkdir(parents=True, exist_ok=True)
    (win / "sgs-desktop.ico").write_bytes(ico([(s, pngs[s]) for s in ICO_SIZES]))
    print(f"wrote {len(SIZES)} PNGs to {out} and {win / 'sgs-desktop.ico'}")
    del app


if __name__ == "__main__":
    main()
