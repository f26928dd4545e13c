"""Your dashboard (issue 34, items 14 and 18): five equipment slots you can read at 1280×720 (a
weapon with its range), clickable like hand cards; the judge area's chips named as they are
judged; your plate with the states, marks and piles; the piles' counts never under the processing
area's cards. The picture of a full dashboard is saved in each language at both sizes
(tests/ui/screenshots/dashboard-<lang>-<size>.png, ignored by git) for a reviewer to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from test_layout import LANGS, apart_and_inside, scene_texts

from sgs_desktop.engine.view import PlayerView, SeatView
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import card_name, set_language
from sgs_desktop.ui import theme
from sgs_desktop.ui.dashboard import DashboardSeat, EquipSlot, JudgeChip
from sgs_desktop.ui.items import CardItem
from sgs_desktop.ui.table import TableScene
from sgs_desktop.ui.texts import ui_text

PACKS = ("hegemony_standard", "hegemony_strategic_advantage", "hegemony_lord_equip")
FACES = deck_faces(PACKS)
BY_KEY: dict[str, int] = {}
for _cid, _face in FACES.items():
    BY_KEY.setdefault(_face["key"], _cid)
SHOTS = Path(__file__).parent / "screenshots"


@pytest.fixture(params=LANGS)
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("zh_CN")


def seat_view(seat: int, **kw) -> SeatView:
    base = dict(seat=seat, alive=True, hp=3, max_hp=4, dying=False, hand_count=3, known_hand=[], equips={},
                judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=["caocao", "caoren"],
                kingdom="wei", gender="male", drunk=0, shown=[True, True])
    base.update(kw)
    return SeatView(**base)


def full_table() -> PlayerView:
    """Mid-game from seat 0: five pieces of equipment, two judge cards (one judged as another
    card), chained and drunk, marks and a pile, ten cards in hand, three in the processing area."""
    equips = {"weapon": BY_KEY["triblade"], "armor": BY_KEY["eight_diagram"],
              "defensive_horse": BY_KEY["zhuahuangfeidian"], "offensive_horse": BY_KEY["chitu"],
              "treasure": BY_KEY["wooden_ox"]}
    judge = [BY_KEY["indulgence"], BY_KEY["lightning"]]
    me = seat_view(0, equips=equips, judge=judge, judge_as={BY_KEY["lightning"]: "lightning"}, chained=True, drunk=1,
                   marks={"xianqu": 1}, piles={"wooden_ox": 2}, pile_cards={"wooden_ox": []}, hand_count=10,
                   generals=["zhoutai", "sunquan"], kingdom="wu")
    others = [seat_view(s, generals=[None, None], shown=[False, False], kingdom=None) for s in range(1, 8)]
    others[2] = seat_view(3, generals=["liubei", "guanyu"], kingdom="shu", equips={"weapon": BY_KEY["spear"]})
    hand = [cid for cid, f in FACES.items() if f["key"] in ("slash", "jink", "peach", "analeptic")][:10]
    return PlayerView(seat=0, role=None, hand=hand, players=[me, *others], draw_count=88, discard=[BY_KEY["dilu"]],
                      processing=[BY_KEY["qinggang_sword"], BY_KEY["fan"], BY_KEY["axe"]], current=0, phase="play",
                      round=3, finished=False, packs=PACKS, mode="hegemony", rules="old")


def scene_for(view: PlayerView) -> TableScene:
    scene = TableScene(8, 0, FACES)
    scene.sync(view)
    return scene


def test_the_five_slots_are_readable_and_clickable(qtbot, lang):
    scene = scene_for(full_table())
    slots = sorted((i for i in scene.cards.values() if isinstance(i, EquipSlot)), key=lambda i: i.y())
    assert [s.slot for s in slots] == ["weapon", "armor", "defensive_horse", "offensive_horse", "treasure"]
    for item in slots:
        texts = [p.text for p in item.layout()]
        assert card_name(item.face["key"]) in texts
        apart_and_inside(item, item.boundingRect())
        assert all(p.font.pointSizeF() * 4 / 3 * 0.63 >= 8 for p in item.layout() if len(p.text) > 1), texts
    assert all(s.form == "strip" and (s.w, s.h) == (slots[0].w, slots[0].h) for s in slots)    # the card art's strips
    assert slots[0].spec.badge() == "3"                     # 三尖两刃刀: range 3, in the strip's badge
    assert slots[2].spec.badge() == "+1" and slots[3].spec.badge() == "\u22121"
    clicked: list[int] = []
    scene.card_clicked.connect(clicked.append)
    slots[1].mousePressEvent(_Press())
    assert clicked == [slots[1].cid]
    assert scene.card_item(slots[1].cid) is slots[1]                    # (a card of the table, like a hand card)


def test_the_judge_area_names_what_is_judged(qtbot):
    view = full_table()
    view.players[0].judge_as[BY_KEY["indulgence"]] = "supply_shortage"   # (a card judged as another: 断粮)
    scene = scene_for(view)
    chips = sorted((i for i in scene.cards.values() if isinstance(i, JudgeChip)), key=lambda i: i.x())
    assert [c.layout()[0].text for c in chips] == [card_name("supply_shortage")[:1], card_name("lightning")[:1]]
    assert chips[0].toolTip().startswith(card_name("supply_shortage"))


def test_your_plate_shows_your_states_marks_and_piles(qtbot, lang):
    scene = scene_for(full_table())
    me = scene.seats[0]
    assert isinstance(me, DashboardSeat)
    labels = me.labels()
    assert ui_text("status_chained") in labels and ui_text("status_drunk") in labels
    assert me.tokens and me.pile_tokens
    for token in [*me.tokens, *me.pile_tokens]:
        assert me.outer().contains(token.mapRectToParent(token.boundingRect()))
    apart_and_inside(me, me.outer())


def test_nothing_covers_the_piles_counts(qtbot, lang):
    scene = scene_for(full_table())
    counts = [scene.draw_label, scene.discard_label]
    proc = [i for i in scene.cards.values() if type(i) is CardItem and i.data(0) == "processing"]
    assert len(proc) == 3
    for label in counts:
        box = label.mapRectToScene(label.text_rect())
        assert not any(box.intersects(card.sceneBoundingRect()) for card in proc), label.text
    texts = scene_texts(scene)
    over = [(a, b) for i, (ra, a, _) in enumerate(texts) for rb, b, _ in texts[i + 1:] if ra.intersects(rb)]
    assert not over, over


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_picture_of_the_full_dashboard(qtbot, lang, size):
    scene = scene_for(full_table())
    scale = 0.63 if size[0] == 1280 else 0.99            # (the table's scale beside the log at that size)
    img = QImage(round(theme.SCENE_W * scale), round(theme.SCENE_H * scale), QImage.Format.Format_ARGB32)
    img.fill(QColor("#000000"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), scene.sceneRect())
    p.end()
    colours = {img.pixel(x, y) for x in range(0, img.width(), 29) for y in range(0, img.height(), 31)}
    assert len(colours) > 60
    SHOTS.mkdir(exist_ok=True)
    img.save(str(SHOTS / f"dashboard-{lang}-{size[0]}x{size[1]}.png"))


class _Press:
    """A stand-in for a mouse press (CardItem only accepts it)."""

    def accept(self) -> None:
        pass
