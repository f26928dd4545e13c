"""The card art (ui/art): every card of every deck has its own emblem, distinct from every other;
every name fits every size in the three languages without a broken word; the suits read in the right
red and black; the back, the strip and the 国战 marks render; a missing font falls back."""

from __future__ import annotations

import itertools
import logging

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from sgs_desktop.packs import BEHAVIOURS, deck_faces
from sgs_desktop.packs.deck import all_rows
from sgs_desktop.packs.i18n import LANGS, card_name, language, set_language
from sgs_desktop.packs.strategic.lianheng import transferable_ids
from sgs_desktop.ui.art import card_face as cf
from sgs_desktop.ui.art import card_parts, card_text
from sgs_desktop.ui.art.emblems import EMBLEMS, has_emblem, paint_emblem

SIZES = {"hand": cf.CardBoxes(cf.TABLE_W * cf.HAND_SCALE, cf.TABLE_H * cf.HAND_SCALE),
         "table": cf.CardBoxes(cf.TABLE_W, cf.TABLE_H),
         "strip": cf.StripBoxes(cf.STRIP_W, cf.STRIP_H),
         "seat strip": cf.StripBoxes(140.0, 22.0)}
#: the smallest type (scene px) a name may shrink to at each size: the hand's ≥ 10 px on screen at
#: 1280×720 (the scene shown at ~0.6), the table's and the dashboard strip's ≥ 8 px
FLOOR = {"hand": 17.0, "table": 13.0, "strip": 13.0, "seat strip": 9.0}


@pytest.fixture(autouse=True)
def _language():
    before = language()
    yield
    set_language(before)


def shipped_keys() -> list[str]:
    """Every card key of every deck we ship: identity standard + 军争, 国战, 势备篇, 君主 equipment."""
    return list(dict.fromkeys(r.key for r in all_rows()))


def render(draw, side: int = 48) -> bytes:
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(255)
    p = QPainter(image)
    draw(p, QRectF(0, 0, side, side))
    p.end()
    return bytes(image.constBits())[: side * side]


def pixels(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


# ----------------------------------------------------------------------------- emblems


def test_every_card_of_every_deck_has_its_own_emblem(qapp):
    keys = shipped_keys()
    assert len(keys) >= 60
    for pack in ("identity_standard", "identity_maneuvering", "hegemony_standard",
                 "hegemony_strategic_advantage", "hegemony_lord_equip"):
        assert any(r.package == pack for r in all_rows()), pack
    missing = [k for k in keys if not has_emblem(k)]
    assert not missing, f"no emblem drawn for {missing}"
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    assert all(paint_emblem(p, k, QRectF(0, 0, 32, 32)) for k in keys)
    assert not paint_emblem(p, "no_such_card", QRectF(0, 0, 32, 32))      # (a stranger: a plain seal, no crash)
    p.end()
    assert set(cf.card_keys()) == set(keys)


def test_emblems_are_pairwise_distinct(qapp):
    keys = sorted(EMBLEMS)
    images = {k: render(lambda p, r, k=k: paint_emblem(p, k, r, shadow=False)) for k in keys}
    least = 48 * 48 * 0.03
    alike = []
    for a, b in itertools.combinations(keys, 2):
        differ = sum(1 for x, y in zip(images[a], images[b], strict=True) if abs(x - y) > 40)
        if differ < least:
            alike.append((a, b, differ))
    assert not alike, f"emblems too alike: {alike}"


def test_an_emblem_is_drawn_not_blank(qapp):
    for key in EMBLEMS:
        ink = sum(1 for v in render(lambda p, r, k=key: paint_emblem(p, k, r)) if v < 200)
        assert ink > 48 * 48 * 0.05, key


# ----------------------------------------------------------------------------- names


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_fits_every_size_without_a_broken_word(qapp, lang):
    set_language(lang)
    problems = []
    for key in shipped_keys():
        if key not in BEHAVIOURS:          # (in the data, not in a deck yet: no name to show)
            continue
        name = card_name(key)
        assert name != key, f"{key} has no {lang} name"
        for size, box in SIZES.items():
            if isinstance(box, cf.StripBoxes) and cf.CardSpec(key).card_type != "equip":
                continue                   # (a strip holds equipment only)
            for has_badge in (False, True) if isinstance(box, cf.StripBoxes) else (False,):
                if isinstance(box, cf.StripBoxes):
                    layout, area = cf.name_layout(key, box, has_badge), box.name(has_badge)
                else:
                    layout, tall = cf.card_name_layout(key, box)
                    area = box.name(tall)
                if layout.width() > area.width() + 0.01 or layout.height() > area.height() + 0.01:
                    problems.append(f"{size}: {name!r} overflows")
                if layout.size < FLOOR[size]:
                    problems.append(f"{size}: {name!r} shrinks to {layout.size:.1f}")
                if card_text.is_spaced(name):
                    if " ".join(layout.lines) != " ".join(name.split()) or any(
                            line != line.strip() for line in layout.lines):
                        problems.append(f"{size}: {name!r} broken as {layout.lines}")
                elif "".join(layout.lines) != name:
                    problems.append(f"{size}: {name!r} set as {layout.lines}")
    assert not problems, problems


def test_a_name_breaks_only_between_words(qapp):
    assert card_text.break_options("Slash") == [("Slash",)]
    assert ("Far Friends,", "Near Foes") in card_text.break_options("Far Friends, Near Foes")
    assert all(" ".join(o) == "Hold the Emperor Hostage" for o in card_text.break_options("Hold the Emperor Hostage"))
    assert card_text.break_options("南蛮入侵") == [("南蛮入侵",), ("南蛮", "入侵")]
    assert card_text.break_options("无懈可击·国")[1] == ("无懈可击", "·国")
    assert card_text.break_options("挟天子以令诸侯")[1] == ("挟天子", "以令诸侯")
    narrow = card_text.fit_name("Lightning", 30, 40, 30)
    assert narrow.lines == ("Lightning",)                  # a word too long shrinks; it never breaks


def test_the_type_band_speaks_every_language(qapp):
    for lang in LANGS:
        set_language(lang)
        for key in shipped_keys():
            words = cf.type_words(cf.CardSpec(key))
            assert words and "card_" not in words and "{" not in words, (lang, key, words)
        assert cf.type_words(cf.CardSpec("jueying")) == cf.ui_word("card_mount")
        weapon = cf.type_words(cf.CardSpec("kylin_bow"))
        assert "5" in weapon and weapon.startswith(cf.ui_word("card_weapon"))


# ----------------------------------------------------------------------------- faces


def _index_colours(face: dict) -> tuple[int, int]:
    """(cinnabar pixels, ink pixels) in a rendered card's corner index."""
    box = cf.CardBoxes(cf.TABLE_W, cf.TABLE_H)
    image = pixels(cf.card_pixmap("card", cf.CardSpec.of(face), QSizeF(box.w, box.h), 2.0))
    rect = box.index()
    red = ink = 0
    for x in range(int(rect.left() * 2), int(rect.right() * 2)):
        for y in range(int(rect.top() * 2), int(rect.bottom() * 2)):
            c = QColor(image.pixel(x, y))
            if c.red() > 150 and c.green() < 90 and c.blue() < 100:
                red += 1
            elif c.red() < 60 and c.green() < 60 and c.blue() < 60:
                ink += 1
    return red, ink


def test_suit_and_rank_in_the_right_red_and_black(qapp):
    for suit in ("heart", "diamond"):
        red, ink = _index_colours({"key": "slash", "suit": suit, "number": 10})
        assert red > 60 and ink < 10, (suit, red, ink)
    for suit in ("spade", "club"):
        red, ink = _index_colours({"key": "slash", "suit": suit, "number": 10})
        assert ink > 60 and red == 0, (suit, red, ink)
    assert cf.CardSpec.of({"key": "slash", "color": "red"}).ink == card_parts.CINNABAR


def test_the_back_and_every_form_render(qapp):
    for lang in LANGS:
        set_language(lang)
        back = pixels(cf.card_pixmap("back", None, QSizeF(cf.TABLE_W, cf.TABLE_H), 1.0))
        colours = {back.pixel(x, y) for x in range(0, back.width(), 5) for y in range(0, back.height(), 5)}
        assert len(colours) > 40, lang
        gold = sum(1 for x in range(back.width()) for y in range(back.height())
                   if QColor(back.pixel(x, y)).red() > 190 and QColor(back.pixel(x, y)).blue() < 160)
        assert gold > 60, f"{lang}: the back's title and frame are missing"
    spec = cf.CardSpec.of({"key": "kylin_bow", "suit": "heart", "number": 5})
    for form, size in (("card", QSizeF(cf.TABLE_W * cf.HAND_SCALE, cf.TABLE_H * cf.HAND_SCALE)),
                       ("strip", QSizeF(cf.STRIP_W, cf.STRIP_H)), ("strip", QSizeF(140, 22)),
                       ("card", QSizeF(cf.TABLE_W * 0.33, cf.TABLE_H * 0.33))):
        image = pixels(cf.card_pixmap(form, spec, size, 1.5))
        assert image.width() == round(size.width() * 1.5)
        assert len({image.pixel(x, image.height() // 2) for x in range(image.width())}) > 20


def test_rendered_faces_are_kept_per_card_size_scale_and_language(qapp):
    spec = cf.CardSpec.of({"key": "peach", "suit": "heart", "number": 3})
    size = QSizeF(cf.TABLE_W, cf.TABLE_H)
    set_language("zh_CN")
    first = cf.card_pixmap("card", spec, size, 1.0)
    assert cf.card_pixmap("card", spec, size, 1.0).cacheKey() == first.cacheKey()
    assert cf.card_pixmap("card", spec, size, 0.625).cacheKey() != first.cacheKey()
    set_language("en")
    assert cf.card_pixmap("card", spec, size, 1.0).cacheKey() != first.cacheKey()


def test_the_hegemony_marks_come_from_the_deck(qapp):
    packs = ("hegemony_strategic_advantage",)
    faces = deck_faces(packs)
    marked = {i for i, f in faces.items() if "lianheng" in cf.CardSpec.of(f).marks}
    assert marked == set(transferable_ids(packs)) and marked
    assert "kingdom" in cf.CardSpec.of({"key": "heg_nullification", "suit": "club", "number": 13}).marks
    assert "kingdom" not in cf.CardSpec.of({"key": "nullification", "suit": "club", "number": 13}).marks
    assert "lord" in cf.CardSpec.of({"key": "dragon_phoenix", "suit": "spade", "number": 2}).marks
    plain = pixels(cf.card_pixmap("card", cf.CardSpec("peach", "diamond", 3), QSizeF(93, 130), 1.0))
    mark = pixels(cf.card_pixmap("card", cf.CardSpec("peach", "diamond", 3, marks=("lianheng",)), QSizeF(93, 130),
                                 1.0))
    centre, _ = cf.CardBoxes(93, 130).badge()
    assert mark.pixel(round(centre.x()), round(centre.y())) != plain.pixel(round(centre.x()), round(centre.y()))


def test_a_missing_font_falls_back_without_a_crash(qapp, monkeypatch, caplog):
    from sgs_desktop.ui import fonts

    def missing(*_args, **_kwargs):
        raise FileNotFoundError("the bundled font: fonts/SgsSans-Regular.otf is missing")

    monkeypatch.setattr(fonts, "load_font", missing)
    cf.clear_cache()
    try:
        with caplog.at_level(logging.WARNING):
            pixmap = cf.card_pixmap("card", cf.CardSpec("duel", "spade", 1), QSizeF(93, 130), 1.0)
            strip = cf.card_pixmap("strip", cf.CardSpec("axe", "diamond", 5), QSizeF(190, 34), 1.0)
            back = cf.card_pixmap("back", None, QSizeF(93, 130), 1.0)
        assert not pixmap.isNull() and not strip.isNull() and not back.isNull()
        assert "default font" in caplog.text
    finally:
        monkeypatch.undo()
        cf.clear_cache()
    assert card_text.face("brush").family() == fonts.load_brush_font()


# ----------------------------------------------------------------------------- the item


def test_card_item_draws_a_card_a_strip_and_a_back(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    from sgs_desktop.ui import theme
    from sgs_desktop.ui.items import CardItem

    face = {"id": 7, "key": "blade", "suit": "spade", "number": 5}
    card = CardItem(7, face)
    hand = CardItem(7, face, cf.HAND_SCALE)
    strip = CardItem(7, face, form="strip")
    seat = CardItem(7, face, form="strip", size=(140, 22))
    back = CardItem(None, None)
    assert (card.w, card.h) == (theme.CARD_W, theme.CARD_H)
    assert (hand.w, hand.h) == pytest.approx((theme.CARD_W * cf.HAND_SCALE, theme.CARD_H * cf.HAND_SCALE))
    assert (strip.w, strip.h) == (cf.STRIP_W, cf.STRIP_H) and (seat.w, seat.h) == (140, 22)
    with pytest.raises(ValueError):
        CardItem(7, face, form="tile")
    scene = QGraphicsScene(0, 0, 400, 300)
    for i, item in enumerate((card, hand, strip, seat, back)):
        scene.addItem(item)
        item.setPos(QPointF(10 + i * 20, 10))
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    scene.render(p)
    p.end()
    assert QColor(image.pixel(20, 20)).alpha() == 255
    clicked = []
    strip.clicked.connect(clicked.append)
    strip.mousePressEvent(type("E", (), {"accept": lambda self: None})())
    assert clicked == [7]
    set_language("en")
    strip.refresh()
    assert "Green Dragon Blade" in strip.toolTip()


def test_faces_can_be_rendered_ahead(qapp, qtbot):
    faces = [{"key": k, "suit": "club", "number": 9} for k in ("snatch", "duel", "vine")]
    size = QSizeF(cf.TABLE_W * cf.HAND_SCALE, cf.TABLE_H * cf.HAND_SCALE)
    cf.clear_cache()
    cf.warm_up(faces, size, 0.75)
    assert not cf.is_kept("card", cf.CardSpec.of(faces[0]), size, 0.75)       # (later, not now)
    qtbot.waitUntil(lambda: all(cf.is_kept("card", cf.CardSpec.of(f), size, 0.75) for f in faces), timeout=3000)
