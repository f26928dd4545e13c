"""Contact sheets of the card art: every card of every deck we ship, at every size, in every
language, as PNGs (a reviewer looks at them at 100%).

    .venv/bin/python scripts/card_sheet.py [OUT_DIR] [--scale 1.0] [--lang zh_CN,zh_TW,en]
                                           [--keys slash,peach] [--emblems]

Writes, per language: <lang>-hand.png, <lang>-table.png, <lang>-strip.png, <lang>-small.png (the
judge area's tiny cards), and backs.png; with --emblems, emblems.png (every emblem large, named by
key); with --table 1280x720,1920x1080, a mock table per size and language (the scene fitted into a
window of that size, as the game shows it). `--scale` renders for that many device pixels a scene
unit (0.6: as at 1280×720).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from sgs_desktop.packs import BEHAVIOURS
from sgs_desktop.packs.deck import all_rows
from sgs_desktop.packs.i18n import LANGS, set_language
from sgs_desktop.ui.art import card_face as cf
from sgs_desktop.ui.art.emblems import paint_emblem

FELT = QColor("#2e4a3a")
SIZES = {"hand": (cf.TABLE_W * cf.HAND_SCALE, cf.TABLE_H * cf.HAND_SCALE), "table": (cf.TABLE_W, cf.TABLE_H),
         "small": (cf.TABLE_W * 0.55, cf.TABLE_H * 0.55), "strip": (cf.STRIP_W, cf.STRIP_H)}


def sample_faces(keys: list[str] | None) -> list[dict]:
    """One face per card key in a deck (its first row), plus a 连横-marked copy where the deck has
    one; `keys` picks cards by key (the data's cards not yet in a deck too)."""
    seen: dict[str, dict] = {}
    marked: list[dict] = []
    for row in all_rows():
        face = {"key": row.key, "suit": row.suit, "number": row.number}
        if "(连横)" in row.notes and not any(f["key"] == row.key for f in marked):
            marked.append({**face, "marks": ["lianheng"]})
        seen.setdefault(row.key, face)
    faces = list(seen.values()) + marked
    return [f for f in faces if (keys is None and f["key"] in BEHAVIOURS) or (keys is not None and f["key"] in keys)]


def sheet(faces: list[dict], form: str, size: tuple[float, float], scale: float, cols: int) -> QImage:
    w, h = size
    gap = 10.0
    rows = (len(faces) + cols - 1) // cols
    image = QImage(round((cols * (w + gap) + gap) * scale), round((rows * (h + gap) + gap) * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.scale(scale, scale)
    for i, face in enumerate(faces):
        x, y = gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)
        spec = cf.CardSpec.of(face)
        pixmap = cf.card_pixmap(form, spec, QSizeF(w, h), scale)
        p.drawPixmap(QPointF(x, y), pixmap)
    p.end()
    return image


def backs(scale: float) -> QImage:
    sizes = [SIZES["hand"], SIZES["table"], SIZES["small"]]
    width = sum(w for w, _ in sizes) + 10 * (len(sizes) + 1)
    image = QImage(round(width * scale), round((SIZES["hand"][1] + 20) * scale), QImage.Format.Format_ARGB32)
    image.fill(FELT)
    p = QPainter(image)
    p.scale(scale, scale)
    x = 10.0
    for w, h in sizes:
        p.drawPixmap(QPointF(x, 10), cf.card_pixmap("back", None, QSizeF(w, h), scale))
        x += w + 10
    p.end()
    return image


def emblem_sheet(keys: list[str], cell: int = 150, cols: int = 8) -> QImage:
    rows = (len(keys) + cols - 1) // cols
    image = QImage(cols * cell, rows * (cell + 18), QImage.Format.Format_ARGB32)
    image.fill(QColor("#f3e6c8"))
    p = QPainter(image)
    for i, key in enumerate(keys):
        x, y = (i % cols) * cell, (i // cols) * (cell + 18)
        paint_emblem(p, key, QRectF(x + 10, y + 8, cell - 20, cell - 20))
        p.setPen(QColor("#231d18"))
        p.drawText(QRectF(x, y + cell - 8, cell, 20), Qt.AlignmentFlag.AlignCenter, key)
    p.end()
    return image


def table_shot(width: int, height: int, lang: str) -> QImage:
    """A mock table in a window of `width`×`height` (the scene fitted into the table view as the game
    fits it, beside the log: ~0.6 at 1280×720): a hand
    of ten at the hand's size, three cards in the processing area, the draw pile's back, five
    equipment strips as on the dashboard and two seats' strips: the cards as a player sees them."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from sgs_desktop.ui.items import CardItem

    set_language(lang)
    scene = QGraphicsScene(0, 0, 1600, 900)
    scene.setBackgroundBrush(FELT)
    rows = {r.key: r for r in reversed(all_rows())}

    def face(key: str) -> dict:
        r = rows[key]
        return {"key": key, "suit": r.suit, "number": r.number}

    hand = ["slash", "jink", "peach", "analeptic", "duel", "snatch", "iron_chain", "fire_attack", "lightning",
            "threaten_emperor"]
    step = cf.TABLE_W * cf.HAND_SCALE + 8
    for i, key in enumerate(hand):
        item = CardItem(i, face(key), cf.HAND_SCALE)
        item.setPos(250 + i * step, 900 - item.h - 12)
        scene.addItem(item)
    for i, key in enumerate(("savage_assault", "fire_slash", "nullification")):
        item = CardItem(100 + i, face(key))
        item.setPos(640 + i * (cf.TABLE_W + 8), 420)
        scene.addItem(item)
    back = CardItem(None, None)
    back.setPos(560, 250)
    scene.addItem(back)
    for i, key in enumerate(("kylin_bow", "renwang_shield", "dilu", "chitu", "wooden_ox")):
        item = CardItem(200 + i, face(key), form="strip")
        item.setPos(20, 900 - 5 * (cf.STRIP_H + 4) - 12 + i * (cf.STRIP_H + 4))
        scene.addItem(item)
    for i, key in enumerate(("blade", "eight_diagram")):
        item = CardItem(300 + i, face(key), form="strip", size=(140, 22))
        item.setPos(60, 120 + i * 25)
        scene.addItem(item)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    view.resize(round(width * 0.746), round(height * 0.86))      # (the game's table view beside its log)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()
    return view.grab().toImage()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", default="card-sheets")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--lang", default=",".join(LANGS))
    ap.add_argument("--keys", default="")
    ap.add_argument("--emblems", action="store_true")
    ap.add_argument("--table", default="", help="also a mock table at these window sizes (1280x720,1920x1080)")
    args = ap.parse_args()
    QApplication.instance() or QApplication([])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    keys = [k for k in args.keys.split(",") if k] or None
    faces = sample_faces(keys)
    for lang in args.lang.split(","):
        set_language(lang)
        for name, size in SIZES.items():
            form = "strip" if name == "strip" else "card"
            cols = 5 if name == "strip" else (10 if name != "small" else 16)
            path = out / f"{lang}-{name}.png"
            sheet(faces, form, size, args.scale, cols).save(str(path))
            print(path)
    backs(args.scale).save(str(out / "backs.png"))
    print(out / "backs.png")
    for size in (s for s in args.table.split(",") if s):
        w, h = (int(v) for v in size.split("x"))
        for lang in args.lang.split(","):
            path = out / f"table-{lang}-{w}x{h}.png"
            table_shot(w, h, lang).save(str(path))
            print(path)
    if args.emblems:
        emblem_sheet(list(cf.card_keys())).save(str(out / "emblems.png"))
        print(out / "emblems.png")


if __name__ == "__main__":
    main()
