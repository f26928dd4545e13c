"""The 普通 AI and the 阵法技 (ai/normal/formation.py): it shows a general when that puts a
formation skill to work now — its own (鹤翼, 鸟翔) or a shown neighbour's whose 队列 it joins —,
and prefers the 杀 at a player it besieges with a shown ally while 鸟翔 is shown. Each with the
case where the shape is missing and the old choice stands."""

from normaltable import NormalTable

from sgs_desktop.engine.protocol.answers import Choose, Use

PACKS = ["hegemony_standard", "heg_formation", "heg_momentum"]
HIDDEN = [False, False]
SHU, WU, QUN, WEI = ["liubei", "guanyu"], ["sunquan", "zhouyu"], ["huatuo", "lvbu"], ["zhangliao", "xiahoudun"]


def heg(players, **kw):
    return NormalTable(players, mode="hegemony", packs=PACKS, **kw)


def show(players) -> Choose:
    t = heg(players, phase="start", ai_seats=(0,))
    req = t.expect(0, "option")
    assert req.prompt.key == "show_general"
    return t.ai_answer(0, "option")


def test_shows_cao_hong_beside_a_shown_wei_neighbour_for_heyi():
    """曹操 shown, 曹洪 (鹤翼) face down, 张辽 (魏) shown next to him: 曹洪 goes up (a 队列 of two)."""
    me = {"generals": ["caocao", "caohong"], "shown": [True, False]}
    assert show([me, {"generals": WEI}, {"generals": SHU}, {"generals": WU}, {"generals": QUN},
                 {"generals": ["zhangfei", "zhaoyun"]}]) == Choose("deputy")


def test_keeps_cao_hong_hidden_with_no_wei_neighbour():
    me = {"generals": ["caocao", "caohong"], "shown": [True, False]}
    assert show([me, {"generals": SHU}, {"generals": WEI}, {"generals": WU}, {"generals": QUN},
                 {"generals": ["zhangfei", "zhaoyun"]}]) == Choose("none")


def test_joins_a_shown_neighbours_heyi_formation():
    """Seat 1 shows 曹洪 (鹤翼): the face-down 魏 seat 0 shows a general and stands in his 队列."""
    me = {"generals": ["xuchu", "xiahouyuan"], "shown": HIDDEN}
    assert show([me, {"generals": ["caohong", "caoren"]}, {"generals": SHU}, {"generals": WU},
                 {"generals": QUN}, {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN}]) == Choose("head")


def test_stays_hidden_beside_a_wei_neighbour_with_no_formation_skill():
    me = {"generals": ["xuchu", "xiahouyuan"], "shown": HIDDEN}
    assert show([me, {"generals": ["caoren", "xuhuang"]}, {"generals": SHU}, {"generals": WU},
                 {"generals": QUN}, {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN}]) == Choose("none")


def test_shows_jiang_qin_to_close_a_siege_with_a_shown_wu_ally():
    """蒋钦 (鸟翔) face down; 刘备 (蜀) next to him, 孙权 (吴) beyond: showing makes the 围攻."""
    me = {"generals": ["xiaoqiao", "jiangqin"], "shown": HIDDEN}
    assert show([me, {"generals": SHU}, {"generals": WU}, {"generals": QUN}, {"generals": WEI},
                 {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN}]) == Choose("deputy")


def test_no_siege_when_the_far_side_is_another_kingdom():
    me = {"generals": ["xiaoqiao", "jiangqin"], "shown": HIDDEN}
    assert show([me, {"generals": SHU}, {"generals": WEI}, {"generals": QUN}, {"generals": WU},
                 {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN}]) == Choose("none")


def _slash_table(jiangqin_shown: bool) -> NormalTable:
    """蒋钦 at seat 0 with a 杀; 刘备 (seat 1, no hand) between him and 孙权 (吴); 张辽 (seat 5, 魏,
    three hand cards: a bigger threat) on his other side. Both in reach."""
    me = {"generals": ["xiaoqiao", "jiangqin"], "shown": [True, jiangqin_shown], "hand": ["杀 ♠7"]}
    return heg([me, {"generals": SHU}, {"generals": WU}, {"generals": QUN},
                {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN},
                {"generals": WEI, "hand": ["闪 ♥2", "桃 ♥4", "闪 ♦2"]}], ai_seats=(0,))


def test_slashes_the_besieged_player_while_niaoxiang_is_shown():
    t = _slash_table(True)
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠7"), targets=(1,))


def test_slashes_the_bigger_threat_without_a_siege_skill_shown():
    t = _slash_table(False)
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠7"), targets=(5,))


def test_tianfu_counts_only_from_the_head():
    """天覆 is a 主将技: 姜维 face down as the head, 赵云 shown, 刘备 (蜀) beside — 姜维 goes up;
    as the deputy the same table leaves him hidden."""
    row = [{"generals": SHU}, {"generals": WU}, {"generals": QUN}, {"generals": WEI},
           {"generals": ["sunshangxiang", "ganning"], "shown": HIDDEN}]
    assert show([{"generals": ["jiangwei", "zhaoyun"], "shown": [False, True]}, *row]) == Choose("head")
    assert show([{"generals": ["zhaoyun", "jiangwei"], "shown": [True, False]}, *row]) == Choose("none")


def _lure_table(beyond: list[str]) -> NormalTable:
    """蒋钦 (鸟翔 shown) with 调虎离山 and a 杀; 华佗 (群) beside him, then 刘备 (蜀), then `beyond`."""
    me = {"generals": ["xiaoqiao", "jiangqin"], "hand": ["调虎离山 ♥2", "杀 ♠7"]}
    return NormalTable([me, {"generals": QUN}, {"generals": SHU}, {"generals": beyond}, {"generals": WEI},
                        {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN}],
                       mode="hegemony", packs=[*PACKS, "hegemony_strategic_advantage"], top=["闪 ♥4"], ai_seats=(0,))


def test_lures_the_player_between_it_and_a_siege_then_slashes_the_besieged():
    """With 华佗 away, 刘备 sits between 蒋钦 and 孙权 (吴): 调虎离山 first, then the 杀 at 刘备."""
    t = _lure_table(WU)
    assert t.ai_answer(0, "play") == Use(card=t.id("调虎离山 ♥2"), targets=(1,))
    assert t.p(1).marks.get("lure_tiger_away") == 1
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠7"), targets=(2,))


def test_no_lure_first_when_no_siege_would_form():
    """魏 beyond 刘备: 华佗 away makes no 围攻, so the 杀 comes first (at 华佗, the one in reach)."""
    t = _lure_table(["zhenji", "caoren"])
    assert t.ai_answer(0, "play") == Use(card=t.id("杀 ♠7"), targets=(1,))
