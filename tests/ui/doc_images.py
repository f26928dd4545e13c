"""Make the docs' pictures again (docs/img/*.png, shown by README.md and docs/ui.md) from the gui
tests' own screenshot scripts, under Xvfb:

    .venv/bin/python tests/ui/doc_images.py

Each picture is one of the screenshots the gui tests leave in tests/ui/screenshots/, made smaller
for the repository: 256 colours from the picture's own (dithered), and the wider ones 960 pixels
across. Four script runs (about a minute)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, qRgb

sys.path.insert(0, str(Path(__file__).parent))
from xvfb_shots import shoot

DOCS_IMG = Path(__file__).parents[2] / "docs" / "img"
SIZE = (1280, 720)
#: (the script, its mode argument, the picture) -> (the docs' file, its width)
PICTURES = {
    ("screens_script.py", "screens-zh_CN", "identity-table"): ("table.png", 1280),
    ("screens_script.py", "screens-zh_CN", "identity-effect"): ("effect-savage.png", 960),
    ("screens_script.py", "screens-zh_CN", "start"): ("start.png", 960),
    ("screens_script.py", "screens-en", "hegemony-choose"): ("choose-hegemony-en.png", 960),
    ("screens_script.py", "screens-en", "identity-over"): ("game-over-en.png", 960),
    ("table_shots_script.py", "identity:en", "table"): ("dashboard-en.png", 960),
    ("codex_screens_script.py", "codex-zh_TW", "codex-card"): ("codex-zh_TW.png", 960),
}


def small_png(image: QImage, out: Path, width: int) -> None:
    """`image` at `width`, in 256 colours taken from its own (the most common, 5 bits a channel)."""
    if width != image.width():
        image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    counts: Counter[tuple[int, int, int]] = Counter()
    sums: dict[tuple[int, int, int], list[int]] = {}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixel(x, y)
            rgb = ((c >> 16) & 255, (c >> 8) & 255, c & 255)
            key = (rgb[0] >> 3, rgb[1] >> 3, rgb[2] >> 3)
            counts[key] += 1
            total = sums.setdefault(key, [0, 0, 0])
            for i in range(3):
                total[i] += rgb[i]
    table = [qRgb(*(v // counts[k] for v in sums[k])) for k, _ in counts.most_common(256)]
    small = image.convertToFormat(QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.DiffuseDither)
    assert small.save(str(out), "PNG", 0), out


def main() -> None:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(["doc-images"])
    DOCS_IMG.mkdir(exist_ok=True)
    for script, mode in dict.fromkeys((s, m) for s, m, _ in PICTURES):
        prefix, names = shoot(script, SIZE, mode, 260, 30)
        for (s, m, name), (file, width) in PICTURES.items():
            if (s, m) == (script, mode):
                assert name in names, (script, mode, name, names)
                small_png(QImage(f"{prefix}-{name}.png"), DOCS_IMG / file, width)
                print(f"docs/img/{file} ({(DOCS_IMG / file).stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
