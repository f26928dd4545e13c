"""The armour's emblems (防具) and the treasures' (宝物)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from .emblems import (
    INK,
    INK_SOFT,
    WIDTH,
    Figure,
    curve,
    dots,
    ellipse,
    emblem,
    fill,
    glow,
    line,
    path_of,
    polar,
    rect_path,
    smooth,
    spark,
)

# ----------------------------------------------------------------------------- armour


@emblem("eight_diagram")
def eight_diagram(p: QPainter) -> None:
    """八卦阵: the eight trigrams round a taiji."""
    octagon = path_of(*[polar(50, 50, 46, 22.5 + i * 45) for i in range(8)])
    fill(p, octagon, "lacquer", WIDTH)
    inner = path_of(*[polar(50, 50, 25, 22.5 + i * 45) for i in range(8)])
    fill(p, inner, "gold", WIDTH * 0.6)
    trigrams = ((1, 1, 1), (0, 1, 1), (1, 0, 1), (0, 0, 1), (1, 1, 0), (0, 1, 0), (1, 0, 0), (0, 0, 0))
    for i, bars in enumerate(trigrams):
        f = Figure()
        for k, whole in enumerate(bars):
            y = -28 - k * 5.2
            if whole:
                f.add(rect_path(-8, y - 1.6, 16, 3.2, 0.8), "gold", 0)
            else:
                f.add(rect_path(-8, y - 1.6, 6.6, 3.2, 0.8), "gold", 0)
                f.add(rect_path(1.4, y - 1.6, 6.6, 3.2, 0.8), "gold", 0)
        f.draw(p, i * 45, 50, 50)
    taiji(p, 50, 50, 15)


def taiji(p: QPainter, cx: float, cy: float, r: float) -> None:
    """A taiji disc: the dark and the light halves, each with the other's eye."""
    fill(p, ellipse(cx, cy, r), QColor("#fbf3df"), WIDTH * 0.7)
    dark = ellipse(cx, cy, r).subtracted(rect_path(cx - r - 1, cy - r - 1, r + 1, 2 * r + 2))
    dark = dark.subtracted(ellipse(cx, cy - r / 2, r / 2)).united(ellipse(cx, cy + r / 2, r / 2))
    fill(p, dark, INK, 0)
    fill(p, ellipse(cx, cy - r / 2, r / 7), INK, 0)
    fill(p, ellipse(cx, cy + r / 2, r / 7), QColor("#fbf3df"), 0)
    fill(p, ellipse(cx, cy, r), QColor(0, 0, 0, 0), WIDTH * 0.7)


@emblem("renwang_shield")
def renwang_shield(p: QPainter) -> None:
    """仁王盾: a tall shield with a guardian's boss and studs."""
    shield = smooth([(50, 6), (76, 14), (88, 14), (86, 46), (74, 74), (50, 94), (26, 74), (14, 46), (12, 14),
                     (24, 14)], tension=0.35)
    fill(p, shield, "lacquer", WIDTH)
    rim = smooth([(50, 14), (72, 20), (80, 20), (78, 46), (68, 68), (50, 84), (32, 68), (22, 46), (20, 20),
                  (28, 20)], tension=0.35)
    fill(p, rim, "bronze", WIDTH * 0.7)
    fill(p, ellipse(50, 46, 15), "gold", WIDTH * 0.8)
    fill(p, spark(50, 46, 11, 6, 8, 22.5), "bronze", WIDTH * 0.5)
    fill(p, ellipse(50, 46, 4.5), "gold", WIDTH * 0.5)
    dots(p, [(30, 26), (70, 26), (28, 52), (72, 52), (50, 74), (40, 68), (60, 68)], 2.0)


@emblem("vine")
def vine(p: QPainter) -> None:
    """藤甲: a cuirass woven of rattan, a tendril curling from it."""
    body = smooth([(30, 14), (42, 20), (58, 20), (70, 14), (84, 26), (78, 50), (80, 86), (50, 92), (20, 86),
                   (22, 50), (16, 26)], tension=0.35)
    fill(p, body, "grain", WIDTH, angle=0)
    p.save()
    p.setClipPath(body)
    for k in range(-10, 12):
        line(p, [(k * 8.0, 0), (k * 8.0 + 90, 100)], 1.3, "#8a6a2a")
        line(p, [(k * 8.0 + 90, 0), (k * 8.0, 100)], 1.3, "#a07e3a")
    p.restore()
    fill(p, body, QColor(0, 0, 0, 0), WIDTH)
    fill(p, smooth([(42, 20), (50, 30), (58, 20), (50, 24)], tension=0.4), "wood", WIDTH * 0.6)
    curve(p, [(22, 50), (50, 54), (78, 50)], 2.4, "#5e3f24")
    curve(p, [(80, 80), (90, 70), (92, 58), (86, 54), (84, 60)], 2.0, "#2f8a3e")


@emblem("silver_lion")
def silver_lion(p: QPainter) -> None:
    """白银狮子: a silver guardian lion's face in its curled mane."""
    for i in range(12):
        x, y = polar(50, 50, 36, i * 30)
        fill(p, ellipse(x, y, 11), "silver", WIDTH * 0.7)
        curve(p, [polar(x, y, 6, i * 30 + 90), (x, y), polar(x, y, 4, i * 30 - 60)], 1.2, INK_SOFT)
    fill(p, ellipse(50, 52, 30, 31), "silver", WIDTH)
    for side in (-1, 1):
        fill(p, smooth([(50 + side * 6, 40), (50 + side * 18, 34), (50 + side * 24, 42), (50 + side * 16, 46)]),
             "iron", WIDTH * 0.5)
        fill(p, ellipse(50 + side * 13, 42, 3.4), QColor("#fbf3df"), 1.2)
        fill(p, ellipse(50 + side * 13, 42, 1.6), INK, 0)
        curve(p, [(50 + side * 4, 64), (50 + side * 12, 70), (50 + side * 20, 66)], 1.6)
        dots(p, [(50 + side * 20, 58), (50 + side * 24, 62)], 1.3, "iron")
    fill(p, smooth([(44, 50), (56, 50), (60, 60), (50, 64), (40, 60)], tension=0.5), "iron", WIDTH * 0.7)
    fill(p, smooth([(40, 72), (60, 72), (56, 80), (44, 80)], tension=0.5), "lacquer", WIDTH * 0.6)
    for x in (44, 56):
        fill(p, path_of((x - 2, 72), (x, 77), (x + 2, 72)), QColor("#ffffff"), 0.6)


@emblem("iron_armor")
def iron_armor(p: QPainter) -> None:
    """明光铠: scale armour with shoulder guards and two round chest mirrors that catch the light."""
    body = smooth([(30, 20), (42, 26), (58, 26), (70, 20), (80, 32), (76, 56), (80, 88), (50, 94), (20, 88),
                   (24, 56), (20, 32)], tension=0.35)
    fill(p, body, "steel", WIDTH, angle=0)
    p.save()
    p.setClipPath(body)
    for y in range(56, 96, 7):
        for x in range(10, 96, 10):
            fill(p, rect_path(x + (5 if (y // 7) % 2 else 0), y, 10, 7, 2), "iron", 0.8)
    p.restore()
    fill(p, body, QColor(0, 0, 0, 0), WIDTH)
    for side in (-1, 1):
        guard = smooth([(50 + side * 18, 20), (50 + side * 36, 18), (50 + side * 46, 30), (50 + side * 42, 44),
                        (50 + side * 30, 36)], tension=0.45)
        fill(p, guard, "iron", WIDTH * 0.8)
        curve(p, [(50 + side * 24, 24), (50 + side * 38, 24), (50 + side * 42, 34)], 1.2, "#d9b66a")
    for cx in (38, 62):
        fill(p, ellipse(cx, 42, 10.5), "gold", WIDTH * 0.8)
        fill(p, ellipse(cx, 42, 7.5), "silver", WIDTH * 0.5)
        fill(p, ellipse(cx - 2.5, 39, 3.5, 2.5), QColor(255, 255, 255, 220), 0)
    fill(p, path_of((44, 26), (50, 34), (56, 26)), "gold", WIDTH * 0.6)
    fill(p, rect_path(22, 53, 56, 5, 2), "gold", WIDTH * 0.6)


@emblem("breastplate")
def breastplate(p: QPainter) -> None:
    """护心镜: one round bronze mirror on crossed straps."""
    for a in (-38, 38):
        f = Figure().add(rect_path(-48, -4, 96, 8, 2), "lacquer", WIDTH * 0.7)
        f.draw(p, a, 50, 50)
    fill(p, ellipse(50, 50, 28), "bronze", WIDTH)
    fill(p, ellipse(50, 50, 22), "silver", WIDTH * 0.6)
    fill(p, ellipse(44, 44, 9, 6), QColor(255, 255, 255, 190), 0)
    for i in range(8):
        fill(p, ellipse(*polar(50, 50, 25, i * 45), 1.5), "gold", 0.6)
    fill(p, ellipse(50, 50, 22), QColor(0, 0, 0, 0), WIDTH * 0.6)


@emblem("peace_spell")
def peace_spell(p: QPainter) -> None:
    """太平要术: a stitched book of the Way, a talisman's taiji on its cover."""
    fill(p, rect_path(24, 14, 56, 76, 3), "cloth", WIDTH, angle=0)
    fill(p, rect_path(18, 10, 56, 76, 3), "grain", WIDTH, angle=0)
    for y in (18, 34, 50, 66, 80):
        line(p, [(18, y), (26, y)], 1.6, "#5e3f24")
    line(p, [(26, 10), (26, 86)], 1.6)
    fill(p, rect_path(36, 20, 28, 54, 2), "cloth", WIDTH * 0.7)
    taiji(p, 50, 38, 9)
    curve(p, [(44, 54), (56, 56), (44, 60), (56, 64), (48, 70)], 1.6)


# ----------------------------------------------------------------------------- treasures


@emblem("jade_seal")
def jade_seal(p: QPainter) -> None:
    """玉玺: the jade seal, a coiled beast on its square block."""
    fill(p, path_of((14, 66), (86, 66), (92, 74), (92, 92), (8, 92), (8, 74)), "jade", WIDTH, angle=0)
    line(p, [(14, 66), (8, 74)], 1.4)
    line(p, [(8, 74), (92, 74)], 1.4)
    beast = smooth([(24, 66), (22, 50), (32, 38), (46, 34), (54, 22), (66, 18), (74, 26), (70, 36), (78, 46),
                    (76, 60), (80, 66)], tension=0.5)
    fill(p, beast, "jade", WIDTH)
    curve(p, [(36, 60), (44, 48), (58, 46), (64, 56)], 1.6, "#6f8a66")
    fill(p, ellipse(66, 26, 1.8), INK, 0)
    curve(p, [(60, 20), (56, 12), (62, 8)], 1.6)
    fill(p, rect_path(26, 78, 12, 9, 1), QColor("#6f8a66"), 0)


@emblem("wooden_ox")
def wooden_ox(p: QPainter) -> None:
    """木牛流马: the wooden ox, a cart on one wheel with an ox's head."""
    fill(p, rect_path(22, 36, 56, 26, 3), "wood", WIDTH)
    for x in (34, 46, 58, 70):
        line(p, [(x, 36), (x, 62)], 1.2, "#3e2a18")
    fill(p, rect_path(26, 28, 48, 9, 2), "lacquer", WIDTH * 0.8)
    fill(p, smooth([(78, 40), (88, 32), (96, 38), (94, 50), (86, 52), (78, 54)], tension=0.4), "wood", WIDTH * 0.8)
    curve(p, [(88, 32), (86, 22), (80, 18)], 2.2)
    curve(p, [(92, 34), (96, 24), (92, 18)], 2.2)
    fill(p, ellipse(90, 40, 1.5), INK, 0)
    for x in (30, 70):
        fill(p, rect_path(x - 2.5, 62, 5, 18, 1.5), "wood", WIDTH * 0.7)
    fill(p, ellipse(50, 76, 14), "wood", WIDTH)
    fill(p, ellipse(50, 76, 4), "gold", WIDTH * 0.6)
    for a in range(0, 360, 45):
        line(p, [polar(50, 76, 4, a), polar(50, 76, 13, a)], 1.2, "#3e2a18")
    line(p, [(22, 44), (4, 52)], 2.4, "#5e3f24")
    line(p, [(22, 54), (4, 62)], 2.4, "#5e3f24")


@emblem("luminous_pearl")
def luminous_pearl(p: QPainter) -> None:
    """定澜夜明珠: a pearl shining over calmed waves."""
    fill(p, ellipse(50, 40, 34), glow(50, 40, 34, "#fff6c8", 220), 0)
    for a in range(0, 360, 30):
        line(p, [polar(50, 40, 20, a), polar(50, 40, 30 if a % 60 else 36, a)], 1.6, "#b08432")
    fill(p, ellipse(50, 40, 16), "silver", WIDTH)
    fill(p, ellipse(45, 35, 6, 4.5), QColor(255, 255, 255, 220), 0)
    for y in (70, 80, 90):
        curve(p, [(8, y), (20, y - 6), (32, y), (44, y - 6), (56, y), (68, y - 6), (80, y), (92, y - 6)], 2.0,
              "#7f9aa0")


__all__ = ["taiji"]
