"""The weapons' emblems (武器): each weapon its own shape. Blades and poles are built along +x in
their own frame (the hilt or butt at 0) and placed with one turn; the 势备篇 versions of a weapon
(sa_blade, sa_halberd) are the same weapon with a streamer tied below the head."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QPainter

from .emblems import (
    WIDTH,
    Figure,
    curve,
    ellipse,
    emblem,
    fill,
    line,
    path_of,
    polar,
    rect_path,
    smooth,
)

# ----------------------------------------------------------------------------- parts


def jian(length: float = 100.0, blade_w: float = 7.0, guard: str = "gold", grip: str = "lacquer",
         tassel: bool = False, blade: str = "blade") -> Figure:
    """A straight double-edged sword (剑) along +x: pommel at 0, tip at `length`."""
    f = Figure()
    g0, g1 = 4.0, 20.0
    if tassel:
        f.add(smooth([(2, 0), (-4, 6), (-10, 14), (-8, 18), (-3, 12), (1, 4)]), "wash", WIDTH * 0.6)
    f.add(rect_path(g0, -2.6, g1 - g0, 5.2, 1.5), grip, WIDTH * 0.8)
    for x in (8.0, 12.0, 16.0):
        f.line([(x, -2.6), (x, 2.6)], 0.9, "#d9b66a")
    f.add(ellipse(2.5, 0, 3.6, 3.6), guard, WIDTH * 0.8)
    f.add(path_of((g1, -9), (g1 + 4.5, -5), (g1 + 4.5, 5), (g1, 9), (g1 + 1.5, 0)), guard, WIDTH * 0.8)
    b0 = g1 + 4.5
    half = blade_w / 2
    f.add(path_of((b0, -half), (length - 9, -half * 0.85), (length, 0), (length - 9, half * 0.85), (b0, half)),
          blade, WIDTH * 0.8, angle=90)
    f.line([(b0 + 2, 0), (length - 8, 0)], 0.8, "#7d868b")
    return f


def dao(length: float = 96.0, ring: bool = True, blade: str = "blade") -> Figure:
    """A single-edged sabre (刀) along +x, widening to a clipped tip; the edge below (+y)."""
    f = Figure()
    if ring:
        f.add(ellipse(1.5, 0, 5.0, 5.0).subtracted(ellipse(1.5, 0, 2.6, 2.6)), "gold", WIDTH * 0.8)
    f.add(rect_path(6, -2.8, 18, 5.6, 1.5), "lacquer", WIDTH * 0.8)
    f.add(ellipse(26, 0, 3.2, 7.5), "gold", WIDTH * 0.8)
    f.add(smooth([(29, -4.5), (60, -5.5), (length - 6, -7.5), (length, -12), (length - 2, 2),
                  (length - 14, 8.5), (60, 8.0), (29, 5.0)], tension=0.35), blade, WIDTH * 0.8)
    f.line([(31, -2.2), (length - 12, -4.2)], 0.8, "#7d868b")
    return f


def pole(length: float, start: float = 0.0, material: str = "wood", width: float = 4.2,
         rings: tuple[float, ...] = ()) -> Figure:
    """A haft along +x from `start` to `length`, with gold bands at `rings`."""
    f = Figure()
    f.add(rect_path(start, -width / 2, length - start, width, width / 2), material, WIDTH * 0.7)
    for x in rings:
        f.add(rect_path(x - 2.2, -width / 2 - 1.0, 4.4, width + 2.0, 1.2), "gold", WIDTH * 0.6)
    f.add(path_of((start - 5, 0), (start, -width / 2), (start, width / 2)), "iron", WIDTH * 0.6)   # the butt spike
    return f


def streamer(f: Figure, at: float) -> None:
    """Two cloth streamers tied at `at` on a haft, flying back along it (the 势备篇 versions)."""
    f.add(smooth([(at, 1), (at - 10, 12), (at - 24, 16), (at - 38, 26), (at - 46, 24), (at - 30, 14),
                  (at - 16, 7), (at - 4, 2)], tension=0.55), "cloth", WIDTH * 0.6)
    f.add(smooth([(at, 2), (at - 6, 16), (at - 14, 28), (at - 22, 38), (at - 26, 34), (at - 14, 20),
                  (at - 4, 8)], tension=0.55), "wash", WIDTH * 0.6)
    f.add(ellipse(at, 0, 3.4, 4.2), "gold", WIDTH * 0.6)


def _head(x: float, k: float, pts: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """Head points given as offsets from the socket at `x`, scaled by `k`."""
    return [(x + dx * k, dy * k) for dx, dy in pts]


def guandao(f: Figure, x: float, k: float = 1.35) -> None:
    """The 青龙偃月刀 head at `x`: a broad crescent blade, its back notched, a dragon's curl at the
    socket and a spike behind."""
    f.add(smooth(_head(x, k, [(-4, -3), (10, -5), (26, -7), (38, -15), (42, -6), (36, 6), (22, 13), (8, 14),
                              (2, 9), (6, 4), (-4, 3)]), tension=0.45), "blade", WIDTH * 0.8)
    f.add(path_of(*_head(x, k, [(14, -5.6), (18, -12), (21, -6.2)])), "blade", WIDTH * 0.6)     # the notch tooth
    f.line(_head(x, k, [(4, 1), (22, 2), (34, -6)]), 0.9, "#7d868b")
    f.add(smooth(_head(x, k, [(-8, -4), (-1, -10), (5, -6), (2, -2), (4, 4), (-2, 7), (-8, 4)]), tension=0.55),
          "gold", WIDTH * 0.7)                                                                 # the dragon's mouth
    f.add(ellipse(x - 1.5 * k, -5.5 * k, 1.3, 1.3), QColor("#231d18"), 0)


def ji(f: Figure, x: float, both: bool, k: float = 1.3) -> None:
    """The 方天画戟 head at `x`: a spear point with a crescent blade on one or both sides."""
    f.add(path_of(*_head(x, k, [(0, -3.5), (22, -3.0), (34, 0), (22, 3.0), (0, 3.5)])), "blade", WIDTH * 0.8)
    f.line(_head(x, k, [(2, 0), (28, 0)]), 0.8, "#7d868b")
    upper = [(2, -3), (4, -12), (12, -20), (22, -22), (14, -17), (10, -10), (12, -3)]
    f.add(smooth(_head(x, k, upper), tension=0.5), "blade", WIDTH * 0.8)
    if both:
        f.add(smooth(_head(x, k, [(dx, -dy) for dx, dy in upper]), tension=0.5), "blade", WIDTH * 0.8)
    f.add(rect_path(x - 4, -5, 6, 10, 1.5), "gold", WIDTH * 0.7)


# ----------------------------------------------------------------------------- swords


@emblem("qinggang_sword")
def qinggang_sword(p: QPainter) -> None:
    """青釭剑: one long jian, gold guard, a tassel at the pommel."""
    jian(104, 8.5, tassel=True).draw(p, -52, 16, 88, 0.98)


@emblem("double_sword")
def double_sword(p: QPainter) -> None:
    """雌雄双股剑: a pair of jian crossed, one gold-hilted, one ink-hilted."""
    jian(86, 7.0, guard="gold", grip="lacquer").draw(p, -55, 20, 90)
    jian(86, 7.0, guard="iron", grip="wood").draw(p, -125, 80, 90)


@emblem("ice_sword")
def ice_sword(p: QPainter) -> None:
    """寒冰剑: a jian of ice, frost crystals about the blade."""
    jian(98, 9.0, guard="silver", grip="lacquer", blade="ice").draw(p, -90, 50, 97)
    for cx, cy, r in ((28, 34, 9), (74, 24, 7), (72, 58, 6)):
        for a in (0, 60, 120):
            fig = Figure().line([(-r, 0), (r, 0)], 1.6, "#6f9fb4")
            fig.line([(r * 0.5, -2.5), (r * 0.75, 0), (r * 0.5, 2.5)], 1.2, "#6f9fb4")
            fig.line([(-r * 0.5, -2.5), (-r * 0.75, 0), (-r * 0.5, 2.5)], 1.2, "#6f9fb4")
            fig.draw(p, a, cx, cy)


@emblem("guding_blade")
def guding_blade(p: QPainter) -> None:
    """古锭刀: a heavy ring-pommelled sabre."""
    dao(104).draw(p, -48, 16, 84, 0.98)


@emblem("six_swords")
def six_swords(p: QPainter) -> None:
    """吴六剑: six short swords fanned from one gold clasp."""
    for i in range(6):
        a = -152.5 + i * 25
        x, y = polar(50, 86, 12, a)
        jian(54, 5.5, guard="gold" if i % 2 else "bronze", grip="lacquer").draw(p, a, x, y, 1.0)
    fill(p, ellipse(50, 86, 13, 9), "lacquer", WIDTH * 0.8)
    fill(p, ellipse(50, 86, 8, 5.5), "gold", WIDTH * 0.6)


@emblem("dragon_phoenix")
def dragon_phoenix(p: QPainter) -> None:
    """飞龙夺凤: a jian whose guard spreads a phoenix's wings, a dragon's curl at the pommel."""
    for side in (-1, 1):
        for i, (length, lift) in enumerate(((30, 14), (25, 6), (19, -2))):
            feather = smooth([(50, 64), (50 + side * length * 0.5, 64 - lift - 6), (50 + side * length, 64 - lift - 12),
                              (50 + side * length * 0.7, 64 - lift + 2), (50 + side * 6, 68)], tension=0.5)
            fill(p, feather, "gold" if i != 1 else "cloth", WIDTH * 0.7)
    jian(92, 8.0, guard="gold", grip="lacquer").draw(p, -90, 50, 96)
    curve(p, [(50, 96), (40, 92), (38, 84), (46, 82)], WIDTH * 0.9)


# ----------------------------------------------------------------------------- poles


@emblem("blade")
def blade(p: QPainter) -> None:
    """青龙偃月刀: a long haft, a great crescent blade with a dragon at its socket."""
    f = pole(60, rings=(18, 44))
    guandao(f, 60)
    f.draw(p, -52, 14, 94, 0.95)


@emblem("sa_blade")
def sa_blade(p: QPainter) -> None:
    """青龙偃月刀 (势备篇): the same blade with a streamer below its head."""
    f = pole(60, rings=(18, 44))
    streamer(f, 54)
    guandao(f, 60)
    f.draw(p, -52, 14, 94, 0.95)


@emblem("spear")
def spear(p: QPainter) -> None:
    """丈八蛇矛: a long haft whose head winds like a snake."""
    k, x = 1.45, 58.0
    f = pole(x, rings=(22,))
    f.add(smooth(_head(x, k, [(-6, -4), (-10, -7), (-4, -9), (2, -6), (0, 6), (-6, 8), (-10, 5), (-6, 4)]),
                 tension=0.5), "wash", WIDTH * 0.6)                                   # the tassel
    head = smooth(_head(x, k, [(0, -3.5), (8, -6.5), (16, -1.5), (24, -6.5), (32, -2), (42, 0), (32, 2.5),
                               (24, 6.5), (16, 2), (8, 6.5), (0, 3.5)]), tension=0.5)
    f.add(head, "blade", WIDTH * 0.8)
    f.line(_head(x, k, [(2, 0), (10, -2.5), (18, 2), (26, -2), (34, 0)]), 0.8, "#7d868b")
    f.add(rect_path(x - 3, -5, 6, 10, 1.5), "gold", WIDTH * 0.6)
    f.draw(p, -52, 12, 94, 0.95)


@emblem("halberd")
def halberd(p: QPainter) -> None:
    """方天画戟: a spear point between two crescent blades."""
    f = pole(64, rings=(20, 46))
    ji(f, 64, both=True)
    f.draw(p, -52, 14, 94, 0.95)


@emblem("sa_halberd")
def sa_halberd(p: QPainter) -> None:
    """方天画戟 (势备篇): the same 戟 with a streamer below its head."""
    f = pole(64, rings=(20, 46))
    streamer(f, 58)
    ji(f, 64, both=True)
    f.draw(p, -52, 14, 94, 0.95)


@emblem("triblade")
def triblade(p: QPainter) -> None:
    """三尖两刃刀: a broad double-edged head ending in three points."""
    k, x = 1.4, 62.0
    f = pole(x, rings=(24,))
    f.add(path_of(*_head(x, k, [(0, -6), (20, -9), (32, -12), (26, -4), (40, 0), (26, 4), (32, 12), (20, 9),
                                (0, 6)])), "blade", WIDTH * 0.8)
    f.line(_head(x, k, [(2, 0), (32, 0)]), 0.8, "#7d868b")
    f.add(rect_path(x - 4, -9, 7, 18, 1.5), "gold", WIDTH * 0.7)
    f.draw(p, -52, 12, 94, 0.95)


@emblem("axe")
def axe(p: QPainter) -> None:
    """贯石斧: a great axe over a split stone."""
    stone = smooth([(14, 84), (24, 70), (40, 66), (56, 70), (62, 84), (52, 92), (26, 93)], tension=0.4)
    fill(p, stone, "wash", WIDTH * 0.8)
    line(p, [(36, 67), (40, 76), (35, 84), (39, 92)], WIDTH * 0.8)
    f = Figure()
    f.add(rect_path(0, -3.2, 86, 6.4, 3), "wood", WIDTH * 0.8)
    f.add(path_of((-5, 0), (0, -3.2), (0, 3.2)), "iron", WIDTH * 0.6)
    head = smooth([(60, -4), (66, -14), (72, -26), (80, -28), (86, -14), (88, 0), (86, 14), (80, 28), (72, 26),
                   (66, 14), (60, 4)], tension=0.45)
    f.add(head, "blade", WIDTH * 0.9, angle=0)
    f.add(path_of((86, -6), (96, -3), (96, 3), (86, 6)), "iron", WIDTH * 0.7)
    f.add(rect_path(57, -5, 8, 10, 2), "gold", WIDTH * 0.7)
    f.line([(75, -22), (81, 0), (75, 22)], 0.9, "#7d868b")
    f.draw(p, -62, 30, 96, 0.9)


# ----------------------------------------------------------------------------- bows and fans


@emblem("crossbow")
def crossbow(p: QPainter) -> None:
    """诸葛连弩: a repeating crossbow, its bolt magazine on top."""
    f = Figure()
    f.add(path_of((0, -4), (70, -4), (78, -2), (78, 4), (16, 4), (6, 12), (-2, 10), (4, 4), (0, 4)), "wood",
          WIDTH * 0.8)                                                     # the stock and grip
    f.add(smooth([(64, -42), (70, -22), (72, 0), (70, 22), (64, 42)], close=False), "wood", 0)
    f.add(smooth([(60, -44), (68, -36), (73, -18), (75, 0), (73, 18), (68, 36), (60, 44), (64, 36), (69, 18),
                  (70, 0), (69, -18), (64, -36)], tension=0.5), "lacquer", WIDTH * 0.8)   # the bow
    f.line([(61, -43), (40, 0), (61, 43)], 0.9, "#231d18")             # the string
    f.add(rect_path(26, -20, 40, 16, 2), "lacquer", WIDTH * 0.8)       # the magazine
    for x in (32, 40, 48, 56):
        f.add(path_of((x, -20), (x + 3, -27), (x + 6, -20)), "steel", WIDTH * 0.5)
    f.add(rect_path(26, -13, 40, 3, 1), "gold", 0)
    f.add(path_of((78, -1.5), (92, -1.5), (96, 0), (92, 1.5), (78, 1.5)), "steel", WIDTH * 0.5)   # a bolt loosed
    f.draw(p, -30, 10, 70, 0.95)


@emblem("kylin_bow")
def kylin_bow(p: QPainter) -> None:
    """麒麟弓: a great recurve bow drawn, its tips curled like a 麒麟's horns."""
    bow = smooth([(34, 8), (24, 14), (20, 30), (26, 50), (20, 70), (24, 86), (34, 92), (28, 84), (27, 70),
                  (32, 50), (27, 30), (28, 16)], tension=0.5)
    fill(p, bow, "lacquer", WIDTH * 0.9)
    fill(p, rect_path(25, 44, 9, 12, 2), "gold", WIDTH * 0.7)
    for y, d in ((8, -1), (92, 1)):
        curve(p, [(34, y), (41, y + d * 2), (44, y - d * 4), (39, y - d * 6)], WIDTH * 1.1, "#b08432")
    line(p, [(34, 9), (62, 50), (34, 91)], 1.1)
    arrow = Figure()
    arrow.add(rect_path(0, -1.4, 66, 2.8, 1), "wood", WIDTH * 0.5)
    arrow.add(path_of((66, -4.5), (80, 0), (66, 4.5), (69, 0)), "steel", WIDTH * 0.6)
    for dx in (0, 6):
        arrow.add(path_of((2 + dx, 0), (-4 + dx, -6), (6 + dx, -6), (10 + dx, 0)), "cloth", WIDTH * 0.4)
        arrow.add(path_of((2 + dx, 0), (-4 + dx, 6), (6 + dx, 6), (10 + dx, 0)), "cloth", WIDTH * 0.4)
    arrow.draw(p, 0, 10, 50, 1.0)


@emblem("fan")
def fan(p: QPainter) -> None:
    """朱雀羽扇: a fan of the vermilion bird's feathers, burning at the tips."""
    for i in range(9):
        a = -150 + i * 15
        f = Figure()
        f.add(smooth([(0, 0), (20, -5), (40, -6.5), (50, 0), (40, 6.5), (20, 5)], tension=0.5),
              "fire" if i % 2 else "cloth", WIDTH * 0.6, angle=0)
        f.line([(2, 0), (46, 0)], 0.8, "#7a4a2a")
        f.draw(p, a, 50, 70, 0.95)
    fill(p, ellipse(50, 70, 8, 6), "gold", WIDTH * 0.8)
    fill(p, rect_path(46.5, 74, 7, 22, 3), "lacquer", WIDTH * 0.8)
    fill(p, ellipse(50, 96, 4.5, 3), "gold", WIDTH * 0.6)
