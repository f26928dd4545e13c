"""The 国战 and 势备篇 tricks' emblems (锦囊牌 of the Hegemony decks)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from .emblems import (
    INK_SOFT,
    WIDTH,
    curve,
    dots,
    ellipse,
    emblem,
    fill,
    fire,
    line,
    path_of,
    polar,
    rect_path,
    smooth,
)
from .emblems_basic import arrow, nullification
from .emblems_weapons import pole

# ----------------------------------------------------------------------------- parts


@emblem("heg_nullification")
def heg_nullification(p: QPainter) -> None:
    """无懈可击·国: the warding ring raised on a kingdom's banner: it speaks for a whole kingdom."""
    line(p, [(80, 4), (80, 98)], 3.2, "#5e3f24")
    flag = path_of((80, 6), (98, 6), (98, 40), (92, 34), (86, 40), (80, 40))
    fill(p, flag, "cloth", WIDTH * 0.7)
    for y in (14, 22, 30):
        line(p, [(84, y), (94, y)], 1.2, INK_SOFT)
    p.save()
    p.translate(4, 14)
    p.scale(0.8, 0.8)
    nullification(p)
    p.restore()


@emblem("await_exhausted")
def await_exhausted(p: QPainter) -> None:
    """以逸待劳: a covered cup of tea, steaming, while the other side tires."""
    fill(p, ellipse(50, 86, 36, 8), "lacquer", WIDTH * 0.8)                                    # saucer
    bowl = smooth([(20, 52), (80, 52), (74, 74), (62, 84), (38, 84), (26, 74)], tension=0.35)
    fill(p, bowl, "cloth", WIDTH, angle=0)
    curve(p, [(28, 64), (50, 68), (72, 64)], 1.6, "#7f9aa0")
    fill(p, smooth([(22, 52), (30, 40), (50, 36), (70, 40), (78, 52)], tension=0.4), "cloth", WIDTH * 0.8)
    fill(p, ellipse(50, 35, 6, 4), "gold", WIDTH * 0.6)
    for x in (38, 50, 62):
        curve(p, [(x, 28), (x - 4, 20), (x + 2, 12), (x - 2, 4)], 1.8, INK_SOFT)


@emblem("known_both")
def known_both(p: QPainter) -> None:
    """知己知彼: a bronze mirror with an open eye in it: know them and know yourself."""
    fill(p, ellipse(50, 48, 40), "bronze", WIDTH)
    fill(p, ellipse(50, 48, 32), "silver", WIDTH * 0.7)
    eye = smooth([(24, 48), (38, 36), (50, 33), (62, 36), (76, 48), (62, 60), (50, 63), (38, 60)], tension=0.5)
    fill(p, eye, QColor("#fbf3df"), WIDTH)
    fill(p, ellipse(50, 48, 11), "ink", WIDTH * 0.6)
    fill(p, ellipse(46, 44, 3.2), QColor("#ffffff"), 0)
    fill(p, rect_path(44, 86, 12, 12, 2), "lacquer", WIDTH * 0.7)                       # the knob's cord
    for i in range(12):
        fill(p, ellipse(*polar(50, 48, 36, i * 30), 1.4), "gold", 0.5)


@emblem("befriend_attacking")
def befriend_attacking(p: QPainter) -> None:
    """远交近攻: an envoy's staff hung with tassels for the far, a spear for the near, crossed."""
    sp = pole(78)
    sp.add(path_of((78, -4), (100, 0), (78, 4)), "blade", WIDTH * 0.8)
    sp.add(rect_path(74, -4.5, 5, 9, 1.5), "gold", WIDTH * 0.6)
    sp.draw(p, -50, 14, 92, 0.9)
    line(p, [(82, 96), (30, 6)], 3.4, "#2a211a")                                         # the staff
    for t in (0.08, 0.27, 0.46):
        x, y = 30 + 52 * t, 6 + 90 * t
        fill(p, rect_path(x - 4, y - 2, 8, 4, 1.5), "gold", WIDTH * 0.5)
        fill(p, smooth([(x - 2, y + 2), (x - 6, y + 9), (x - 5, y + 18), (x - 1, y + 21), (x + 2, y + 14),
                        (x + 2, y + 2)], tension=0.5), "cloth", WIDTH * 0.5)


@emblem("threaten_emperor")
def threaten_emperor(p: QPainter) -> None:
    """挟天子以令诸侯: the emperor's crown, its bead strings swaying."""
    cap = smooth([(26, 44), (26, 70), (34, 80), (66, 80), (74, 70), (74, 44)], close=False, tension=0.4)
    cap.closeSubpath()
    fill(p, cap, "lacquer", WIDTH)
    fill(p, rect_path(24, 70, 52, 8, 2), "gold", WIDTH * 0.7)
    fill(p, path_of((10, 34), (90, 26), (92, 34), (12, 42)), "lacquer", WIDTH)                   # the board
    line(p, [(14, 37), (88, 30)], 1.2, "#d9b66a")
    fill(p, rect_path(46, 30, 8, 16, 2), "gold", WIDTH * 0.6)
    for k in range(7):
        x = 16 + k * 11
        y0 = 40 - k * 0.9
        line(p, [(x, y0), (x, y0 + 24)], 0.9, INK_SOFT)
        dots(p, [(x, y0 + 6 + j * 6) for j in range(4)], 1.8, "gold")
    fill(p, path_of((74, 56), (98, 50), (96, 60)), "gold", WIDTH * 0.6)                        # the hairpin


@emblem("burning_camps")
def burning_camps(p: QPainter) -> None:
    """火烧连营: a row of camp tents in flames."""
    for cx, base, w in ((26, 88, 40), (62, 90, 44), (86, 84, 26)):
        fill(p, path_of((cx - w / 2, base), (cx, base - w * 0.8), (cx + w / 2, base)), "cloth", WIDTH * 0.8,
             angle=0)
        fill(p, path_of((cx - w * 0.1, base), (cx, base - w * 0.35), (cx + w * 0.1, base)), "ink", 0)
        line(p, [(cx, base - w * 0.8), (cx, base - w * 0.8 - 6)], 1.6)
    fire(p, 30, 62, 26, 40, 4)
    fire(p, 60, 58, 30, 48, -4)
    fire(p, 84, 60, 18, 28, 3)


@emblem("fight_together")
def fight_together(p: QPainter) -> None:
    """勠力同心: a bundle of arrows bound as one: none breaks."""
    for k, a in enumerate((-72, -81, -90, -99, -108)):
        x, y = polar(50, 90, 8, a + 180)
        arrow(84).draw(p, a, x + (k - 2) * 2.0, y + 4, 1.05)
    for y in (42, 62):
        fill(p, rect_path(30, y, 40, 8, 2), "gold", WIDTH * 0.7)
        line(p, [(34, y + 4), (66, y + 4)], 1.0, "#7a5530")


@emblem("alliance_feast")
def alliance_feast(p: QPainter) -> None:
    """联军盛宴: a bronze 鼎 steaming with the allies' feast."""
    for x in (30, 70):
        fill(p, path_of((x - 4, 72), (x + 4, 72), (x + 2, 96), (x - 2, 96)), "bronze", WIDTH * 0.7)
    fill(p, path_of((46, 72), (54, 72), (52, 94), (48, 94)), "bronze", WIDTH * 0.7)
    body = smooth([(16, 44), (84, 44), (80, 66), (66, 78), (34, 78), (20, 66)], tension=0.35)
    fill(p, body, "bronze", WIDTH, angle=0)
    for x in (22, 78):
        fill(p, rect_path(x - 5, 28, 10, 18, 3).subtracted(rect_path(x - 2, 31, 4, 12, 1)), "bronze", WIDTH * 0.7)
    fill(p, rect_path(14, 42, 72, 6, 2), "gold", WIDTH * 0.7)
    curve(p, [(28, 60), (36, 54), (44, 60), (52, 54), (60, 60), (68, 54), (74, 60)], 1.6, "#5a3e22")
    for x in (36, 50, 64):
        curve(p, [(x, 36), (x - 4, 26), (x + 2, 18), (x - 2, 8)], 1.8, INK_SOFT)


@emblem("lure_tiger")
def lure_tiger(p: QPainter) -> None:
    """调虎离山: the tiger's paw prints leading away from its mountain."""
    fill(p, path_of((2, 74), (20, 40), (30, 52), (44, 24), (64, 60), (70, 54), (84, 74)), "wash", WIDTH * 0.8)
    fill(p, path_of((38, 34), (44, 24), (50, 35), (46, 32), (42, 36)), "cloth", 0)
    for k, (x, y) in enumerate(((58, 86), (76, 72), (88, 50))):
        s = 0.55 + k * 0.12
        fill(p, ellipse(x, y, 7 * s, 6 * s), "ink", WIDTH * 0.4)
        for a in (-150, -110, -70, -30):
            fill(p, ellipse(*polar(x, y - 1 * s, 11 * s, a), 3.2 * s, 3.6 * s), "ink", WIDTH * 0.3)


@emblem("drowning")
def drowning(p: QPainter) -> None:
    """水淹七军: a great wave breaking over the field."""
    wave = smooth([(4, 92), (6, 64), (18, 38), (40, 20), (66, 16), (86, 26), (94, 42), (84, 50), (72, 40),
                   (60, 40), (54, 50), (62, 60), (74, 58), (70, 70), (52, 74), (40, 66), (36, 80), (50, 92)],
                  tension=0.5)
    fill(p, wave, "water", WIDTH, angle=180)
    curve(p, [(16, 70), (24, 48), (42, 32), (64, 28), (80, 34)], 1.8, "#ffffff")
    for x, y in ((88, 38), (94, 52), (82, 58), (90, 64)):
        fill(p, ellipse(x, y, 3), QColor("#ffffff"), 1.0)
    for x in (66, 76, 86):
        line(p, [(x, 96), (x + 2, 82)], 2.0)
        fill(p, path_of((x + 2, 80), (x + 8, 84), (x + 2, 86)), "cloth", 0.8)


@emblem("imperial_order")
def imperial_order(p: QPainter) -> None:
    """敕令: an imperial edict unrolled between its gold rollers, sealed."""
    fill(p, rect_path(16, 20, 68, 62, 1), "grain", WIDTH, angle=0)
    for x in (14, 86):
        fill(p, rect_path(x - 4, 14, 8, 74, 3), "gold", WIDTH * 0.8)
        fill(p, ellipse(x, 12, 5, 3), "lacquer", WIDTH * 0.6)
        fill(p, ellipse(x, 90, 5, 3), "lacquer", WIDTH * 0.6)
    for x in (30, 42, 54):
        line(p, [(x, 28), (x, 70)], 2.4, INK_SOFT)
    fill(p, rect_path(62, 56, 14, 14, 1.5), QColor("#5e3f24"), 0)
    fill(p, rect_path(64.5, 58.5, 9, 9, 1), QColor("#f3d98a"), 0)
    fill(p, smooth([(50, 82), (46, 92), (50, 100), (54, 92)], tension=0.5), "cloth", WIDTH * 0.5)


