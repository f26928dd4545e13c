"""The basic cards' emblems (基本牌) and the standard deck's tricks (锦囊牌)."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QPainter, QPainterPath

from .emblems import (
    INK,
    INK_SOFT,
    WIDTH,
    Figure,
    bolt,
    cloud,
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
    spark,
)
from .emblems_weapons import dao, jian

# ----------------------------------------------------------------------------- parts


def swoosh(cx: float, cy: float, r: float, a0: float, a1: float, thick: float) -> QPainterPath:
    """A brush stroke along an arc, tapering at both ends (the trail of a cut)."""
    outer, inner = [], []
    steps = 14
    for i in range(steps + 1):
        t = i / steps
        a = a0 + (a1 - a0) * t
        outer.append(polar(cx, cy, r, a))
        inner.append(polar(cx, cy, r - thick * math.sin(math.pi * t) ** 0.8, a))
    return path_of(*outer, *reversed(inner))


def slash_blade(p: QPainter) -> None:
    dao(92).draw(p, -40, 12, 80, 0.95)


def leaf(cx: float, cy: float, length: float, angle: float) -> QPainterPath:
    f = smooth([(0, 0), (length * 0.4, -length * 0.28), (length, 0), (length * 0.4, length * 0.28)], tension=0.55)
    from .emblems import moved
    return moved(f, angle, cx, cy)


def arrow(length: float = 70.0, shaft: str = "wood") -> Figure:
    f = Figure()
    f.add(rect_path(0, -1.3, length - 10, 2.6, 1), shaft, WIDTH * 0.45)
    f.add(path_of((length - 12, -4.2), (length, 0), (length - 12, 4.2), (length - 9, 0)), "steel", WIDTH * 0.55)
    for dx in (0, 5):
        f.add(path_of((1 + dx, 0), (-5 + dx, -5), (4 + dx, -5), (8 + dx, 0)), "cloth", WIDTH * 0.35)
        f.add(path_of((1 + dx, 0), (-5 + dx, 5), (4 + dx, 5), (8 + dx, 0)), "cloth", WIDTH * 0.35)
    return f


# ----------------------------------------------------------------------------- basic cards


@emblem("slash")
def slash(p: QPainter) -> None:
    """杀: a sabre and the ink trail of its cut."""
    fill(p, swoosh(58, 58, 44, 200, 330, 13), "ink", 0)
    slash_blade(p)


@emblem("fire_slash")
def fire_slash(p: QPainter) -> None:
    """火杀: the cut's trail burns."""
    fill(p, swoosh(58, 58, 44, 200, 330, 13), "fire", WIDTH * 0.6, angle=-90)
    for a, h in ((222, 12), (250, 16), (280, 16), (308, 12)):
        x, y = polar(58, 58, 44, a)
        fire(p, x, y + 3, 9, h, 2)
    slash_blade(p)


@emblem("thunder_slash")
def thunder_slash(p: QPainter) -> None:
    """雷杀: the cut's trail crackles with thunder."""
    fill(p, swoosh(58, 58, 44, 200, 330, 13), "thunder", WIDTH * 0.6)
    fill(p, bolt(76, 4, 40, 20), "thunder", WIDTH * 0.8)
    fill(p, bolt(22, 20, 26, 13), "thunder", WIDTH * 0.7)
    slash_blade(p)


@emblem("jink")
def jink(p: QPainter) -> None:
    """闪: a swallow darting aside, the air streaming behind it."""
    body = smooth([(88, 30), (76, 36), (62, 44), (46, 50), (30, 56), (16, 66), (30, 62), (44, 60), (58, 56),
                   (74, 48), (86, 40), (94, 33)], tension=0.5)
    wing_up = smooth([(64, 44), (52, 30), (36, 16), (20, 10), (34, 22), (44, 34), (52, 46)], tension=0.5)
    wing_down = smooth([(62, 50), (58, 64), (50, 80), (40, 92), (52, 80), (62, 66), (70, 52)], tension=0.5)
    tail = path_of((24, 60), (4, 62), (14, 66), (2, 74), (20, 68))
    fill(p, wing_up, "ink", WIDTH * 0.6)
    fill(p, tail, "ink", WIDTH * 0.6)
    fill(p, body, "ink", WIDTH * 0.6)
    fill(p, smooth([(80, 40), (70, 46), (60, 52), (72, 50), (84, 44)]), "cloth", 0)        # the pale breast
    fill(p, wing_down, "ink", WIDTH * 0.6)
    fill(p, ellipse(86, 34, 1.6), QColor("#f3e6c8"), 0)
    for y, x0 in ((74, 60), (82, 68), (90, 58)):
        line(p, [(x0, y), (x0 + 30, y - 12)], 1.6, INK_SOFT)


@emblem("peach")
def peach(p: QPainter) -> None:
    """桃: a ripe peach on its twig, two leaves."""
    fruit = smooth([(50, 30), (64, 26), (80, 36), (84, 56), (74, 78), (52, 90), (30, 80), (18, 58), (22, 38),
                    (36, 28)], tension=0.55)
    fill(p, fruit, "peach", WIDTH, angle=120)
    curve(p, [(50, 32), (44, 50), (46, 70), (52, 88)], 1.6, "#c0665a")
    fill(p, ellipse(38, 46, 9, 13), QColor(255, 255, 255, 70), 0)
    fill(p, rect_path(48, 14, 4, 18, 2), "wood", WIDTH * 0.6)
    fill(p, leaf(52, 22, 30, -20), "leaf", WIDTH * 0.8)
    fill(p, leaf(48, 24, 24, -160), "leaf", WIDTH * 0.8)
    line(p, [(54, 21), (78, 13)], 0.9, "#1f5a2a")


@emblem("analeptic")
def analeptic(p: QPainter) -> None:
    """酒: a round-bellied wine jar, its mouth tied with cloth."""
    jar = smooth([(36, 28), (22, 42), (18, 62), (26, 82), (50, 92), (74, 82), (82, 62), (78, 42), (64, 28)],
                 tension=0.5)
    fill(p, jar, "bronze", WIDTH, angle=0)
    fill(p, rect_path(34, 20, 32, 10, 3), "lacquer", WIDTH * 0.8)
    fill(p, smooth([(30, 22), (38, 8), (50, 4), (62, 8), (70, 22), (50, 26)], tension=0.5), "cloth", WIDTH * 0.8)
    line(p, [(33, 20), (67, 20)], 2.0, "#7a5530")
    fill(p, path_of((50, 42), (66, 58), (50, 74), (34, 58)), "cloth", WIDTH * 0.7)
    curve(p, [(44, 52), (50, 56), (54, 62), (50, 66)], 2.4)


# ----------------------------------------------------------------------------- tricks


@emblem("amazing_grace")
def amazing_grace(p: QPainter) -> None:
    """五谷丰登: a sheaf of ripe grain, bound."""
    for a in (-118, -104, -90, -76, -62):
        x, y = polar(50, 70, 40, a)
        curve(p, [(50, 92), (50 + (x - 50) * 0.5, 70), (x, y)], 1.8, "#8a6a2a")
        for k in range(5):
            t = 0.55 + k * 0.1
            gx, gy = 50 + (x - 50) * t, 70 + (y - 70) * t - 8 * t
            fill(p, ellipse(gx - 2.6, gy, 2.6, 4.2), "grain", 0.9)
            fill(p, ellipse(gx + 2.6, gy, 2.6, 4.2), "grain", 0.9)
        fill(p, ellipse(x, y - 4, 2.4, 5), "grain", 0.9)
    fill(p, rect_path(40, 72, 20, 7, 2), "gold", WIDTH * 0.7)
    for dx in (-8, -3, 3, 8):
        line(p, [(50 + dx * 0.6, 79), (50 + dx, 94)], 1.8, "#8a6a2a")


@emblem("god_salvation")
def god_salvation(p: QPainter) -> None:
    """桃园结义: a peach-blossom branch, three flowers open on it."""
    curve(p, [(10, 86), (34, 70), (54, 58), (76, 34), (90, 20)], 4.0, "#5e3f24")
    curve(p, [(40, 66), (38, 48), (30, 36)], 2.6, "#5e3f24")
    for cx, cy, r in ((30, 34, 13), (58, 54, 15), (82, 24, 12)):
        for k in range(5):
            x, y = polar(cx, cy, r * 0.55, k * 72 - 90)
            fill(p, ellipse(x, y, r * 0.48, r * 0.48), "blossom", 1.2)
        fill(p, ellipse(cx, cy, r * 0.25), "gold", 0.9)
    for cx, cy, a in ((22, 78, -40), (68, 44, 20), (44, 62, 150)):
        fill(p, leaf(cx, cy, 14, a), "leaf", 1.0)


@emblem("savage_assault")
def savage_assault(p: QPainter) -> None:
    """南蛮入侵: a war elephant's head, trunk raised, tusks out."""
    head = smooth([(30, 34), (44, 20), (64, 20), (76, 32), (76, 50), (70, 60), (66, 76), (70, 88), (78, 90),
                   (74, 96), (62, 92), (56, 78), (54, 64), (42, 62), (32, 52)], tension=0.5)
    ear = smooth([(40, 30), (22, 26), (8, 40), (10, 62), (24, 72), (38, 62), (42, 46)], tension=0.5)
    fill(p, ear, "wash", WIDTH)
    fill(p, head, "iron", WIDTH, angle=0)
    fill(p, smooth([(56, 62), (48, 72), (34, 80), (30, 76), (44, 68), (52, 58)], tension=0.5), "cloth", WIDTH * 0.8)
    fill(p, ellipse(62, 38, 3.2, 3.8), QColor("#f3e6c8"), 1.4)
    fill(p, ellipse(62, 38.5, 1.6, 2.2), INK, 0)
    fill(p, path_of((40, 20), (50, 8), (60, 18), (70, 6), (74, 24), (56, 24)), "gold", WIDTH * 0.7)   # headdress
    for x in (66, 68, 70):
        line(p, [(x, 74 + (x - 66)), (x + 4, 74 + (x - 66))], 1.0, "#f3e6c8")


@emblem("archery_attack")
def archery_attack(p: QPainter) -> None:
    """万箭齐发: a volley, every arrow falling one way."""
    for i, (dx, dy) in enumerate(((-24, -14), (-8, -22), (10, -10), (-20, 10), (4, 4), (20, 16), (-4, 26))):
        arrow(54).draw(p, 52, 26 + dx, 22 + dy + i * 0.5, 0.9)


@emblem("duel")
def duel(p: QPainter) -> None:
    """决斗: two blades point to point, a spark where they meet."""
    jian(60, 7.0, guard="gold").draw(p, 0, 2, 56, 0.8)
    jian(60, 7.0, guard="iron", grip="wood").draw(p, 180, 98, 44, 0.8)
    fill(p, spark(50, 50, 15, 5, 8), "gold", WIDTH * 0.6)
    for a in (-60, -30, 210, 240):
        x0, y0 = polar(50, 50, 20, a)
        x1, y1 = polar(50, 50, 30, a)
        line(p, [(x0, y0), (x1, y1)], 1.8, "#b08432")


@emblem("ex_nihilo")
def ex_nihilo(p: QPainter) -> None:
    """无中生有: two cards rising out of an empty swirl."""
    fill(p, ellipse(50, 80, 34, 12), "wash", WIDTH * 0.6)
    curve(p, [(26, 80), (40, 72), (58, 74), (70, 80), (58, 86), (44, 84), (42, 80), (50, 78)], 1.8, INK_SOFT)
    for angle, dx in ((-18, 34), (14, 60)):
        f = Figure()
        f.add(rect_path(-13, -40, 26, 38, 3), "cloth", WIDTH * 0.8)
        f.add(rect_path(-9, -36, 18, 30, 2), QColor(0, 0, 0, 0), 1.0)
        f.add(ellipse(0, -21, 5, 5), "gold", 0.9)
        f.draw(p, angle, dx, 70)
    for x, y in ((22, 30), (84, 24), (50, 12)):
        fill(p, spark(x, y, 6, 1.6, 4), "gold", 0.8)


@emblem("snatch")
def snatch(p: QPainter) -> None:
    """顺手牵羊: a ram's head led off on a rope."""
    head = smooth([(40, 34), (58, 30), (72, 40), (78, 58), (74, 78), (64, 88), (54, 84), (48, 68), (40, 52)],
                  tension=0.5)
    fill(p, head, "cloth", WIDTH, angle=0)
    for side, cx in ((-1, 42), (1, 68)):
        horn = smooth([(cx, 36), (cx + side * 14, 22), (cx + side * 26, 30), (cx + side * 24, 46),
                       (cx + side * 14, 48), (cx + side * 16, 38), (cx + side * 8, 34)], tension=0.5)
        fill(p, horn, "wash", WIDTH * 0.9)
        curve(p, [(cx + side * 12, 28), (cx + side * 20, 34), (cx + side * 18, 42)], 1.0, INK_SOFT)
    fill(p, ellipse(52, 52, 2.6, 3.0), INK, 0)
    fill(p, ellipse(70, 52, 2.6, 3.0), INK, 0)
    fill(p, ellipse(64, 80, 4, 2.4), "wash", 1.0)
    rope = [(46, 70), (54, 74), (66, 72), (74, 66)]
    curve(p, rope, 3.2, "#8a6a2a")
    curve(p, [(46, 70), (34, 76), (22, 74), (12, 84), (6, 92)], 3.2, "#8a6a2a")


@emblem("dismantlement")
def dismantlement(p: QPainter) -> None:
    """过河拆桥: an arched bridge broken over the river."""
    for y in (78, 88):
        curve(p, [(4, y), (16, y - 4), (28, y), (40, y - 4), (52, y), (64, y - 4), (76, y), (88, y - 4), (98, y)],
              2.0, "#7f9aa0")
    left = smooth([(6, 74), (14, 58), (30, 44), (42, 40), (40, 48), (28, 54), (18, 64), (16, 74)], tension=0.4)
    right = smooth([(94, 74), (86, 58), (70, 44), (60, 41), (62, 49), (74, 54), (84, 64), (84, 74)], tension=0.4)
    fill(p, left, "wood", WIDTH)
    fill(p, right, "wood", WIDTH)
    for x, y, a in ((44, 58, 30), (54, 66, -20), (49, 74, 60)):
        f = Figure().add(rect_path(-5, -2, 10, 4, 1), "wood", WIDTH * 0.6)
        f.draw(p, a, x, y)
    for x0, x1, y0, y1 in ((12.0, 36.0, 50.0, 40.0), (64.0, 88.0, 41.0, 52.0)):
        line(p, [(x0, y0 - 8), (x1, y1 - 8)], 1.8, "#5e3f24")               # the rails
        for k in range(4):
            t = k / 3
            px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            line(p, [(px, py - 8), (px, py)], 1.4, "#5e3f24")


@emblem("collateral")
def collateral(p: QPainter) -> None:
    """借刀杀人: a sabre with a loan tag tied to its ring, swung along the arc of its passing."""
    fill(p, swoosh(50, 66, 42, 206, 326, 9), "wash", WIDTH * 0.6)
    fill(p, path_of(polar(50, 66, 47, 318), polar(50, 66, 31, 322), polar(50, 66, 40, 340)), "ink", WIDTH * 0.6)
    dao(84).draw(p, -14, 16, 70, 0.95)
    curve(p, [(17, 71), (13, 77), (16, 82)], 1.4, "#8a6a2a")                         # the tag's string
    tag = Figure()
    tag.add(path_of((0, 0), (14, -2), (16, 8), (2, 10)), "cloth", WIDTH * 0.7)
    tag.add(ellipse(3.5, 4.5, 1.5, 1.5), "ink", 0)
    tag.line([(6, 3), (13, 2)], 1.0, "#5e3f24")
    tag.line([(6.5, 6.5), (13.5, 5.5)], 1.0, "#5e3f24")
    tag.draw(p, 12, 14, 80, 1.3)


@emblem("nullification")
def nullification(p: QPainter) -> None:
    """无懈可击: a warding ring barred across: what was played comes to nothing."""
    ward = ellipse(50, 50, 38).subtracted(ellipse(50, 50, 29))
    bar = Figure().add(rect_path(-30, -5, 60, 10, 2), "gold", WIDTH * 0.8)
    fill(p, ward, "gold", WIDTH)
    bar.draw(p, -45, 50, 50)
    for a in range(0, 360, 45):
        fill(p, ellipse(*polar(50, 50, 33.5, a), 1.6), INK, 0)


@emblem("indulgence")
def indulgence(p: QPainter) -> None:
    """乐不思蜀: a pipa lute, for a day of music and nothing else."""
    f = Figure()
    f.add(smooth([(0, 0), (14, -20), (36, -24), (56, -14), (62, 0), (56, 14), (36, 24), (14, 20)], tension=0.55),
          "wood", WIDTH, angle=0)
    f.add(path_of((60, -5), (96, -3.5), (96, 3.5), (60, 5)), "lacquer", WIDTH * 0.8)
    f.add(path_of((96, -5), (106, -7), (108, 0), (106, 7), (96, 5)), "lacquer", WIDTH * 0.8)
    for x in (99, 104):
        f.add(rect_path(x - 1, -11, 2.4, 22, 1), "gold", WIDTH * 0.4)
    f.add(ellipse(24, 0, 6, 9), "lacquer", WIDTH * 0.5)
    f.add(rect_path(8, -10, 4, 20, 1.5), "gold", WIDTH * 0.5)
    for y in (-3.6, -1.2, 1.2, 3.6):
        f.line([(10, y), (97, y * 0.7)], 0.6, "#efe3c6")
    f.draw(p, -50, 22, 84, 0.85)
    for x, y in ((74, 68), (84, 56)):
        curve(p, [(x, y), (x + 2, y - 10), (x + 8, y - 12)], 1.6, INK_SOFT)
        fill(p, ellipse(x - 2, y + 1, 3, 2.4), INK_SOFT, 0)


@emblem("lightning")
def lightning(p: QPainter) -> None:
    """闪电: a storm cloud and its bolt."""
    fill(p, bolt(52, 30, 66, 34), "thunder", WIDTH)
    fill(p, cloud(50, 26, 80), "iron", WIDTH)
    for x in (26, 40, 62, 76):
        line(p, [(x, 46), (x - 4, 56)], 1.6, INK_SOFT)


@emblem("supply_shortage")
def supply_shortage(p: QPainter) -> None:
    """兵粮寸断: a sack of grain cut open, the grain running out."""
    sack = smooth([(36, 26), (26, 44), (22, 68), (30, 86), (54, 90), (74, 84), (78, 64), (72, 42), (62, 26)],
                  tension=0.5)
    fill(p, sack, "cloth", WIDTH, angle=0)
    fill(p, smooth([(34, 26), (42, 14), (50, 20), (58, 12), (66, 26), (50, 30)], tension=0.5), "cloth", WIDTH * 0.8)
    line(p, [(34, 28), (64, 28)], 2.4, "#8a6a2a")
    fill(p, path_of((58, 46), (78, 64), (74, 70), (56, 52)), "ink", 1.0)              # the cut
    dots(p, [(76, 72), (80, 78), (84, 84), (76, 82), (88, 90), (72, 90), (84, 95), (92, 96), (78, 96)], 2.3,
         "grain")


@emblem("iron_chain")
def iron_chain(p: QPainter) -> None:
    """铁索连环: iron links, each through the next."""
    f = Figure()
    for i in range(5):
        x = i * 21.0
        if i % 2 == 0:
            f.add(ellipse(x, 0, 15, 9).subtracted(ellipse(x, 0, 9.5, 4.0)), "iron", WIDTH * 0.8)
        else:
            f.add(rect_path(x - 15, -3.2, 30, 6.4, 3.2), "steel", WIDTH * 0.8)
    f.draw(p, -40, 18, 82, 0.95)


@emblem("fire_attack")
def fire_attack(p: QPainter) -> None:
    """火攻: a torch ablaze."""
    handle = Figure()
    handle.add(path_of((0, -4), (52, -6), (52, 6), (0, 4)), "wood", WIDTH * 0.8)
    for x in (36, 42, 48):
        handle.add(rect_path(x, -7, 3.5, 14, 1), "cloth", WIDTH * 0.5)
    handle.draw(p, -62, 28, 96)
    fire(p, 56, 52, 34, 44, 4)
    fire(p, 46, 50, 16, 24, -6)
    fire(p, 66, 50, 14, 22, 6)


__all__ = ["arrow", "leaf", "swoosh"]
