"""The horses' emblems (坐骑): one horse built of a body, a neck and head, and legs set in a pose
(gallop, leap, rear, walk); each named horse its own pose, coat and sign (绝影's shadow, 的卢's blaze
over the water, 爪黄飞电's golden hooves …). The −1 horses run to the right, the +1 horses look back
to the left: the slot reads from the horse too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker

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
    line,
    mirrored,
    moved,
    path_of,
    polar,
    rect_path,
    smooth,
    spark,
    union,
)

Pt = tuple[float, float]

#: legs per pose, each (hip, knee, hoof), for a horse facing right
POSES: dict[str, tuple[tuple[Pt, Pt, Pt], ...]] = {
    "gallop": (((64, 56), (76, 62), (88, 66)), ((60, 58), (70, 68), (64, 78)),
               ((34, 56), (22, 62), (10, 66)), ((30, 56), (28, 70), (18, 80))),
    "leap": (((64, 56), (76, 56), (80, 66)), ((60, 58), (72, 62), (74, 72)),
             ((34, 56), (24, 64), (30, 72)), ((30, 56), (18, 60), (20, 70))),
    "walk": (((64, 58), (68, 72), (70, 86)), ((60, 58), (56, 72), (60, 86)),
             ((34, 58), (30, 72), (26, 86)), ((30, 58), (38, 72), (36, 86))),
    "rear": (((64, 54), (74, 48), (80, 56)), ((60, 56), (72, 56), (74, 64)),
             ((34, 58), (30, 72), (26, 88)), ((30, 58), (40, 72), (38, 88))),
}


def _limb(pts: tuple[Pt, Pt, Pt], width: float) -> QPainterPath:
    s = QPainterPathStroker()
    s.setWidth(width)
    s.setCapStyle(Qt.PenCapStyle.RoundCap)
    s.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return s.createStroke(path_of(*pts, close=False))


def horse_shape(pose: str) -> QPainterPath:
    """A horse's silhouette facing right (one path: the outline is inked once)."""
    torso = smooth([(30, 42), (44, 38), (58, 38), (68, 42), (72, 52), (66, 60), (50, 62), (34, 60), (26, 50)])
    neck = smooth([(58, 42), (66, 28), (74, 18), (82, 20), (78, 34), (72, 50)], tension=0.4)
    head = smooth([(74, 18), (80, 13), (88, 20), (95, 30), (94, 35), (88, 36), (80, 30), (74, 26)], tension=0.5)
    ears = path_of((77, 17), (78, 8), (82, 15))
    legs = [_limb(leg, 5.6) for leg in POSES[pose]]
    return union(torso, neck, head, ears, *legs)


def hooves(pose: str) -> list[Pt]:
    return [leg[2] for leg in POSES[pose]]


def horse(p: QPainter, pose: str = "gallop", coat: str = "horse", mane: str = "horse_dark",
          hoof: str = "horse_dark", facing_left: bool = False, angle: float = 0.0, dx: float = 0.0,
          dy: float = 0.0, scale: float = 1.0, saddle: str | None = None, blaze: bool = False) -> None:
    """One horse: tail, body, mane, eye, bridle (and a saddle cloth when `saddle` names its cloth)."""
    f = Figure()
    f.add(smooth([(28, 44), (18, 44), (8, 52), (4, 64), (12, 56), (16, 62), (20, 52), (28, 48)], tension=0.5),
          mane, WIDTH * 0.7)                                                           # the tail
    f.add(horse_shape(pose), coat, WIDTH * 0.9)
    f.add(smooth([(62, 36), (68, 24), (75, 15), (79, 18), (73, 28), (68, 40)], tension=0.45), mane, WIDTH * 0.5)
    if saddle:
        f.add(smooth([(42, 38), (58, 38), (60, 52), (50, 56), (40, 52)], tension=0.4), saddle, WIDTH * 0.6)
        f.add(rect_path(44, 35, 14, 5, 2), "lacquer", WIDTH * 0.5)
    if blaze:
        f.add(smooth([(82, 17), (86, 19), (92, 29), (89, 30)], tension=0.5), QColor("#ffffff"), 0.6)
    f.add(ellipse(84, 23, 1.6, 1.6), INK, 0)
    f.line([(78, 20), (86, 30), (93, 33)], 1.2, "#b08432")                          # the bridle
    f.line([(86, 30), (70, 38)], 1.0, "#b08432")
    for x, y in hooves(pose):
        f.add(ellipse(x, y, 3.4, 2.6), hoof, WIDTH * 0.4)
    if facing_left:
        flipped = Figure()
        for path, material, width, grad, line_only in f.parts:
            flipped.parts.append((mirrored(path), material, width, grad, line_only))
        f = flipped
    f.draw(p, angle, dx, dy, scale)


def head_bust(p: QPainter, coat: str, mane: str, facing_left: bool = False) -> Figure:
    """A horse's head and neck, large (the portraits: 大宛, 紫骍)."""
    f = Figure()
    neck = smooth([(30, 96), (30, 60), (40, 34), (56, 18), (66, 16), (72, 30), (66, 52), (66, 96)], tension=0.4)
    head = smooth([(54, 18), (66, 10), (78, 24), (92, 48), (92, 58), (82, 60), (70, 48), (58, 36)], tension=0.45)
    ears = path_of((56, 18), (58, 2), (66, 14))
    f.add(union(neck, head, ears), coat, WIDTH)
    f.add(smooth([(32, 94), (30, 62), (38, 38), (50, 22), (58, 14), (56, 28), (46, 44), (40, 66), (42, 94)],
                 tension=0.45), mane, WIDTH * 0.6)
    f.add(ellipse(72, 32, 2.6, 2.4), INK, 0)
    f.add(ellipse(86, 52, 2.0, 1.5), INK, 0)
    f.line([(64, 20), (82, 48), (92, 54)], 1.8, "#b08432")
    f.line([(82, 48), (60, 60)], 1.6, "#b08432")
    if facing_left:
        flipped = Figure()
        for path, material, width, grad, line_only in f.parts:
            flipped.parts.append((mirrored(path), material, width, grad, line_only))
        f = flipped
    return f


# ----------------------------------------------------------------------------- +1 horses (look back, left)


@emblem("jueying")
def jueying(p: QPainter) -> None:
    """绝影: a dark horse so fast it leaves its shadow behind."""
    horse(p, "gallop", "wash", "wash", "wash", facing_left=True, dx=14, dy=6, scale=0.86)
    horse(p, "gallop", "horse_dark", "ink", "ink", facing_left=True, dx=-6, dy=4, scale=0.92)


@emblem("dilu")
def dilu(p: QPainter) -> None:
    """的卢: a pale horse with a white blaze, leaping over the river."""
    for y in (82, 92):
        curve(p, [(4, y), (18, y - 6), (32, y), (46, y - 6), (60, y), (74, y - 6), (88, y), (98, y - 4)], 2.0,
              "#7f9aa0")
    horse(p, "leap", "horse", "horse_dark", "horse_dark", facing_left=True, dx=2, dy=4, angle=-8, scale=0.95,
          blaze=True)


@emblem("zhuahuangfeidian")
def zhuahuangfeidian(p: QPainter) -> None:
    """爪黄飞电: a white horse on golden hooves, flying like lightning."""
    streak = path_of((98, 22), (70, 34), (80, 36), (58, 50), (86, 38), (76, 36))
    fill(p, streak, "gold", WIDTH * 0.6)
    horse(p, "gallop", "horse_pale", "wash", "gold", facing_left=True, dx=-2, dy=8, scale=0.95)


@emblem("hualiu")
def hualiu(p: QPainter) -> None:
    """骅骝: a bay horse at a proud walk, saddled in gold."""
    horse(p, "walk", "bronze", "horse_dark", "horse_dark", facing_left=True, dx=0, dy=0, scale=0.98, saddle="gold")


# ----------------------------------------------------------------------------- −1 horses (charge, right)


@emblem("chitu")
def chitu(p: QPainter) -> None:
    """赤兔: the famous charger, rearing."""
    horse(p, "rear", "horse", "horse_dark", "horse_dark", angle=-24, dx=-8, dy=26, scale=0.95, saddle="lacquer")
    dots(p, [(12, 92), (20, 94), (28, 93)], 1.6, "wash")


@emblem("dayuan")
def dayuan(p: QPainter) -> None:
    """大宛: a heavenly horse of the west, under the moon."""
    moon = ellipse(28, 28, 20).subtracted(ellipse(36, 22, 18))
    fill(p, moon, "gold", WIDTH * 0.7)
    head_bust(p, "horse", "horse_dark").draw(p, 0, 4, 0, 0.98)


@emblem("zixing")
def zixing(p: QPainter) -> None:
    """紫骍: a warhorse's head in a plumed, tasselled bridle."""
    head_bust(p, "horse_dark", "ink").draw(p, 0, 2, 2, 0.96)
    fill(p, smooth([(56, 14), (52, 2), (60, -2), (62, 8)], tension=0.5), "cloth", WIDTH * 0.6)
    for x, y in ((62, 62), (70, 66), (54, 66)):
        fill(p, smooth([(x, y), (x - 3, y + 10), (x, y + 16), (x + 3, y + 10)], tension=0.5), "gold", WIDTH * 0.5)
    dots(p, [(66, 22), (72, 30), (78, 40)], 1.8)


@emblem("jingfan")
def jingfan(p: QPainter) -> None:
    """惊帆: a horse running before the wind like a sail."""
    line(p, [(10, 4), (10, 56)], 2.4, "#5e3f24")                                           # the mast
    sail = smooth([(11, 6), (30, 8), (40, 20), (42, 36), (36, 50), (11, 52)], tension=0.35)
    fill(p, sail, "cloth", WIDTH * 0.7, angle=0)
    for y in (16, 26, 36, 46):
        line(p, [(11, y), (40 - abs(y - 30) * 0.25, y)], 1.2, "#8a6a2a")                    # the battens
    horse(p, "gallop", "horse", "horse_dark", "horse_dark", dx=6, dy=10, scale=0.9)
    for y in (66, 74, 82):
        line(p, [(2, y), (18, y)], 1.6, INK_SOFT)


@emblem("six_dragons")
def six_dragons(p: QPainter) -> None:
    """六龙骖驾: the emperor's chariot drawn by a team of horses."""
    fill(p, path_of((46, 20), (90, 20), (96, 28), (40, 28)), "gold", WIDTH * 0.8)                 # canopy
    line(p, [(52, 28), (52, 54)], 2.0)
    line(p, [(86, 28), (86, 54)], 2.0)
    fill(p, rect_path(44, 52, 50, 14, 2), "lacquer", WIDTH * 0.8)
    fill(p, ellipse(70, 74, 16), "wood", WIDTH)
    fill(p, ellipse(70, 74, 4), "gold", WIDTH * 0.6)
    for a in range(0, 360, 30):
        line(p, [polar(70, 74, 4, a), polar(70, 74, 15, a)], 1.2, "#3e2a18")
    line(p, [(44, 60), (20, 60)], 2.4, "#5e3f24")
    for k, (x, y) in enumerate(((-4, 22), (6, 30), (16, 38))):
        head_bust(p, "horse_pale" if k % 2 else "horse", "horse_dark").draw(p, 0, x, y, 0.42)
    fill(p, spark(90, 10, 6, 2, 4), "gold", 0.8)


__all__ = ["head_bust", "horse", "horse_shape", "moved"]
