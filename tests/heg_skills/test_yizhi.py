"""遗志 (姜维, 副将技): with a head general that has 观星, 观星 sees five cards; with one that has
not, 姜维 has 观星 (living players, at most five); nothing as the head general. And the card
holds half a 阴阳鱼 less as the deputy (邓艾: as the head)."""

from heg_formation import FormationTable

from sgs_desktop.packs.generals import heg_lookup
from sgs_desktop.packs.heg_seating import pair_hp

TOP = ["杀 ♠7", "闪 ♥2", "桃 ♥4", "决斗 ♠A", "无中生有 ♥7", "酒 ♠9"]
OTHERS = [{"generals": ["sunquan", "zhouyu"]}, {"generals": ["caocao", "xuchu"]}, {"generals": ["lvbu", "diaochan"]}]


def start(first: list[str]):
    return FormationTable([{"generals": first}, *OTHERS], current=0, phase="start", top=TOP)


def test_head_guanxing_sees_five():
    t = start(["zhugeliang", "jiangwei"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("guanxing",)     # 观星 asks, 遗志 does not ask again
    t.yes(0)
    req = t.expect(0, "arrange")
    assert len(req.cards) == 5                  # four living players, yet five
    t.answer(0, "arrange", {"type": "arrange", "top": list(req.cards), "bottom": []})
    t.end_play(0)
    t.finish()


def test_without_head_guanxing_it_is_guanxing():
    t = start(["liubei", "jiangwei"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("yizhi",)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert len(req.cards) == 4 and req.prompt.key == "yizhi_arrange"      # X: the living players (4)
    t.answer(0, "arrange", {"type": "arrange", "top": [], "bottom": list(req.cards)})
    assert t.g.draw_pile[:4] == list(reversed(req.cards))
    t.end_play(0)
    t.finish()


def test_nothing_as_the_head_general():
    t = start(["jiangwei", "zhugeliang"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("guanxing",)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert len(req.cards) == 4                  # (no 遗志: X as 观星 says)
    t.answer(0, "arrange", {"type": "arrange", "top": list(req.cards), "bottom": []})
    t.end_play(0)
    t.finish()


def test_half_hp_as_head_or_deputy():
    g = heg_lookup()
    # 姜维 (4 half 阴阳鱼) holds 3 as the deputy; 邓艾 (4) holds 3 as the head
    assert pair_hp(g["zhugeliang"], g["jiangwei"]) == (3, False)
    assert pair_hp(g["jiangwei"], g["zhugeliang"]) == (3, True)
    assert pair_hp(g["dengai"], g["caohong"]) == (3, True)
    assert pair_hp(g["caohong"], g["dengai"]) == (4, False)
    t = FormationTable([{"generals": ["liubei", "jiangwei"]}, {"generals": ["dengai", "caocao"]}])
    assert (t.p(0).max_hp, t.p(1).max_hp) == (3, 3)
