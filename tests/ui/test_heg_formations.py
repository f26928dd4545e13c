"""The table's 队列 links (adjacent shown players of one kingdom; a gap, a face-down player, a
野心家, a dead or away player breaks a link) and the 君主 badge on a lord's seat."""

from __future__ import annotations

from heg import HegTable
from PySide6.QtCore import QRectF, QSizeF

from sgs_desktop.engine.state import AWAY
from sgs_desktop.ui import theme
from sgs_desktop.ui.formations import FormationOverlay, formation_links, lord_seats
from sgs_desktop.ui.table import TableScene

HIDDEN = [False, False]


def _table(*players):
    return HegTable([{"generals": gens, **extra} for gens, extra in players])


def test_adjacent_shown_players_of_one_kingdom_are_linked_round_the_table():
    t = _table((["caocao", "xuchu"], {}), (["simayi", "guojia"], {}), (["liubei", "guanyu"], {}),
               (["zhangliao", "dianwei"], {}), (["sunquan", "zhoutai"], {}), (["zhugeliang", "zhaoyun"], {}),
               (["machao", "huangyueying"], {}), (["xunyu", "caoren"], {}))
    # 魏 魏 蜀 魏 吴 蜀 蜀 魏: 0-1, 5-6, and 7-0 round the table; 3 is alone
    assert formation_links(t.g.view(0)) == [(0, 1), (5, 6), (7, 0)]


def test_a_face_down_player_a_careerist_and_the_dead_break_or_skip():
    t = _table((["sunquan", "zhoutai"], {}), (["simayi", "guojia"], {"shown": HIDDEN}),
               (["zhangliao", "dianwei"], {}), (["xiahoudun", "xunyu"], {"careerist": True}),
               (["caoren", "xuhuang"], {}), (["liubei", "guanyu"], {"alive": False, "hp": 0}),
               (["caopi", "zhenji"], {}))
    # 0 吴 | 1 face-down | 2 魏 | 3 野心家 | 4 魏 | (5 dead, skipped) | 6 魏 → only 4-6 linked
    assert formation_links(t.g.view(0)) == [(4, 6)]


def test_an_away_player_is_skipped_and_two_players_make_one_link():
    t = _table((["caocao", "xuchu"], {}), (["liubei", "guanyu"], {}), (["simayi", "guojia"], {}),
               (["sunquan", "zhoutai"], {}))
    view = t.g.view(0)
    assert formation_links(view) == []
    view.players[1].marks[AWAY] = 1                 # 调虎离山: out of seat order, 0 and 2 now adjacent
    assert formation_links(view) == [(0, 2)]
    view = t.g.view(None)
    view.players[1].alive = view.players[3].alive = False      # (as the table would show the last two)
    assert formation_links(view) == [(0, 2)]                 # two living: one link, not two


def test_the_lord_badge_and_the_links_are_drawn(qtbot):
    t = _table((["caocao", "xuchu"], {}), (["simayi", "guojia"], {}), (["liubei", "guanyu"], {}),
               (["sunquan", "zhoutai"], {}))
    t.g.players[2].generals[0].general = "lord_liubei"      # (as the lord rule would have it)
    view = t.g.view(None)
    assert lord_seats(view) == [2]
    scene = TableScene(4, None, {})
    scene.sync(view)
    overlay: FormationOverlay = scene.formations
    assert list(overlay.links) == [(0, 1)] and list(overlay.badges) == [2]
    line = overlay.links[(0, 1)].line()
    a, b = (QRectF(scene.seats[s].pos(), QSizeF(theme.SEAT_W, theme.SEAT_H)) for s in (0, 1))
    assert line.length() > 10 and not a.contains(line.p1()) and not b.contains(line.p2())
    assert (line.p1() - a.center()).manhattanLength() < (line.p1() - b.center()).manhattanLength()
    assert overlay.badges[2].text == "君主"
    t.g.players[1].alive = False
    scene.sync(t.g.view(None))
    assert list(overlay.links) == [] and list(overlay.badges) == [2]
