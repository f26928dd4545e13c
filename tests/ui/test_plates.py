"""General plates (docs/look.md): each general's texture grows from its id — the same id gives the
same pixels (in another process too), two generals never look alike; HP reads as 勾玉 or 阴阳鱼
glyphs for every count (halves for a 国战 general); a face-down general of another seat is a back
that names nobody, your own shows its name marked hidden; a dead seat is grey with 阵亡; plates
are rendered once and kept."""

from __future__ import annotations

import hashlib
import itertools
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from sgs_desktop.engine.view import SeatView
from sgs_desktop.packs.generals import heg_lookup, identity_generals
from sgs_desktop.packs.i18n import general_name, general_short
from sgs_desktop.ui.art import hp, plates
from sgs_desktop.ui.art.textures import MOTIFS, motif_of, paint_texture, texture_image
from sgs_desktop.ui.seat_item import SeatItem

GENERALS = {**identity_generals(), **heg_lookup()}


def fresh_texture(gid: str, w: int = 112, h: int = 150) -> QImage:
    """The texture painted afresh (not from the cache)."""
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_texture(p, gid, GENERALS[gid].kingdom, w, h)
    p.end()
    return img


def digest(img: QImage) -> str:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha256(bytes(img.constBits())).hexdigest()


def thumbnail(img: QImage) -> list[tuple[int, int, int]]:
    small = img.scaled(14, 19, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation).convertToFormat(QImage.Format.Format_RGB32)
    return [small.pixelColor(x, y).getRgb()[:3] for y in range(19) for x in range(14)]


def test_the_same_id_gives_the_same_pixels(qapp):
    for gid in ("caocao", "zhugeliang", "erzhang"):
        assert digest(fresh_texture(gid)) == digest(fresh_texture(gid)), gid
        assert texture_image(gid, GENERALS[gid].kingdom, 112, 150) is texture_image(gid, GENERALS[gid].kingdom,
                                                                                       112, 150)   # (kept)


def test_another_process_draws_the_same_texture(qapp):
    """No hash randomisation and no global random: a process with another PYTHONHASHSEED agrees."""
    code = ("import sys, hashlib\n"
            "from PySide6.QtGui import QGuiApplication, QImage\n"
            "app = QGuiApplication(sys.argv)\n"
            "from sgs_desktop.ui.art.textures import texture_image\n"
            "img = texture_image('simayi', 'wei', 112, 150).convertToFormat(QImage.Format.Format_ARGB32)\n"
            "print(hashlib.sha256(bytes(img.constBits())).hexdigest())\n")
    env = dict(os.environ, PYTHONHASHSEED="12345", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == digest(fresh_texture("simayi"))


def test_every_general_looks_its_own(qapp):
    """Every pair of generals differs at a glance: their 14×19 thumbnails differ by 8 levels of 255
    on average at least (the closest pair measured 11.3 when this was written; unrelated ones ~37)."""
    thumbs = {gid: thumbnail(fresh_texture(gid)) for gid in GENERALS}
    assert len({digest(fresh_texture(gid)) for gid in list(GENERALS)[:20]}) == 20

    def apart(a, b) -> float:
        return sum(abs(x - y) for p, q in zip(a, b, strict=True) for x, y in zip(p, q, strict=True)) / (3 * len(a))

    closest = min((apart(thumbs[a], thumbs[b]), a, b) for a, b in itertools.combinations(thumbs, 2))
    assert closest[0] >= 8.0, closest
    assert {motif_of(gid) for gid in GENERALS} == set(MOTIFS)       # every motif is used


@pytest.mark.parametrize("max_hp", range(1, 9))
def test_hp_glyphs_for_every_count(max_hp):
    for left in range(-2, max_hp + 2):
        glyphs = hp.hp_glyphs(left, max_hp)
        assert len(glyphs) == max_hp
        full = max(0, min(left, max_hp))
        assert glyphs == [hp.FULL] * full + [hp.EMPTY] * (max_hp - full)


def test_a_hegemony_generals_hp_shows_its_half():
    assert hp.half_glyphs(0) == []
    assert hp.half_glyphs(3) == [hp.FULL, hp.HALF]              # 1.5 阴阳鱼
    assert hp.half_glyphs(4) == [hp.FULL, hp.FULL]
    for halves in range(0, 11):
        glyphs = hp.half_glyphs(halves)
        assert glyphs.count(hp.FULL) == halves // 2 and glyphs.count(hp.HALF) == halves % 2


def glyph_picture(state: str, style: str) -> str:
    img = QImage(40, 40, QImage.Format.Format_ARGB32)
    img.fill(QColor("#2a2018"))
    p = QPainter(img)
    hp.paint_glyph(p, QRectF(2, 2, 36, 36), state, style, QColor("#46c35a"))
    p.end()
    return digest(img)


def test_each_glyph_is_drawn_apart(qapp):
    pictures = {(state, style): glyph_picture(state, style)
                for state in (hp.FULL, hp.HALF, hp.EMPTY) for style in (hp.MAGATAMA, hp.YINYANG)}
    yinyang = [pictures[(s, hp.YINYANG)] for s in (hp.FULL, hp.HALF, hp.EMPTY)]
    assert len(set(yinyang)) == 3                               # full, half and empty 阴阳鱼 all differ
    assert pictures[(hp.FULL, hp.MAGATAMA)] != pictures[(hp.EMPTY, hp.MAGATAMA)]
    assert pictures[(hp.FULL, hp.MAGATAMA)] != pictures[(hp.FULL, hp.YINYANG)]


def heg_seat(generals, shown, kingdom) -> SeatItem:
    sv = SeatView(seat=3, alive=True, hp=3, max_hp=4, dying=False, hand_count=2, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=generals, kingdom=kingdom,
                  gender="male", drunk=0, shown=shown)
    item = SeatItem(3, {})
    item.show_state(sv, False, None, "hegemony")
    return item


def test_a_face_down_general_is_a_back_that_names_nobody(qapp):
    other = heg_seat([None, None], [False, False], None)
    assert [s.face for s in other.specs()] == [plates.BACK, plates.BACK]
    assert all(s.general is None for s in other.specs())
    names = {general_name(g) for g in GENERALS} | {general_short(g) for g in GENERALS}
    assert not [t for t in other.labels() if t in names]
    assert other.hp_glyphs() == [hp.FULL] * 3 + [hp.EMPTY]


def test_your_own_face_down_general_shows_its_name_marked_hidden(qapp):
    mine = heg_seat(["caocao", "caoren"], [True, False], "wei")
    head, deputy = mine.specs()
    assert head.face == plates.UP and deputy.face == plates.OWN_HIDDEN and deputy.general == "caoren"
    labels = mine.labels()
    assert "暗" in labels                                        # the hidden mark
    assert {"曹", "仁"} <= set(labels)                           # its name, written down the half


def test_a_dead_seat_is_grey_with_its_role(qapp):
    sv = SeatView(seat=2, alive=False, hp=0, max_hp=4, dying=False, hand_count=0, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role="rebel", generals=["sunquan"],
                  kingdom="wu", gender="male", drunk=0)
    item = SeatItem(2, {})
    item.show_state(sv, False, None)
    (spec,) = item.specs()
    assert spec.dead and "反贼" in item.labels()
    art = plates.plate_art(spec, 60, 80)
    colours = {art.pixelColor(x, y).getRgb()[:3] for x in range(0, 60, 7) for y in range(0, 80, 9)}
    assert all(r == g == b for r, g, b in colours) and len(colours) > 3     # grey, not blank
    assert plates.plate_art(spec, 60, 80) is art                            # rendered once, kept
    alive = plates.plate_art(plates.PlateSpec("sunquan", "wu"), 60, 80)
    assert any(len(set(alive.pixelColor(x, y).getRgb()[:3])) > 1 for x in range(0, 60, 7) for y in range(0, 80, 9))


def test_a_vertical_name_and_a_name_in_letters():
    column = QRectF(4, 30, 28, 90)
    chars = plates.vertical_name("诸葛亮", column, 20)
    assert [t.text for t in chars] == ["诸", "葛", "亮"]
    assert all(column.contains(t.rect.center()) for t in chars)
    assert [t.text for t in plates.vertical_name("刘备（君）", column, 20)] == ["刘", "备", "君"]
    lines = plates.across_name("Wolong Zhuge Liang", QRectF(0, 0, 110, 40), 14)
    assert " ".join(t.text for t in lines) == "Wolong Zhuge Liang" and len(lines) == 2


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_plates_name_stays_between_its_seal_and_its_gender(qapp, lang):
    """Found looking at the 图鉴's screenshots: "Wolong Zhuge Liang" and "Sun Shangxiang" ran over the
    seal, the gender sign and the plate's edge on the grid's small plates. Every general's name, at
    the grid's size and the page's, lies inside its plate and off the seal and the gender sign."""
    from PySide6.QtGui import QFontMetricsF

    from sgs_desktop.packs.i18n import language, set_language

    old = language()
    set_language(lang)
    try:
        for (w, h), gid in itertools.product(((66.0, 92.0), (150.0, 210.0)), GENERALS):
            info = plates.PlateInfo(plates.PlateSpec(gid, GENERALS[gid].kingdom), general_name(gid), "魏",
                                    "male", [], hp.MAGATAMA, QColor("green"))
            geo, texts = plates.plate_layout(info, w, h, "panel")
            assert texts, gid
            for t in texts:
                m = QFontMetricsF(t.font)
                ink = QRectF(0, 0, m.horizontalAdvance(t.text), m.height())
                ink.moveCenter(t.rect.center())
                assert QRectF(0, 0, w, h).contains(ink), (gid, t.text, w, ink)
                for part in (geo.seal, geo.gender):
                    assert not ink.adjusted(1, 1, -1, -1).intersects(part), (gid, t.text, w, ink, part)
    finally:
        set_language(old)
