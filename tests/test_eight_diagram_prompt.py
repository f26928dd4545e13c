"""The 八卦阵 question names who attacked and with what (issue 17, item 9): its user and its card —
a 雷杀, a 杀 made by a skill (武圣, 丈八蛇矛), 万箭齐发; the helper asked by 护驾 reads the 杀 on the lord;
八阵 (卧龙, 国战), which counts as the armour, asks the same question in its own name."""

import pytest
from heg import HegTable
from table import Table

from sgs_desktop.packs.i18n import set_language
from sgs_desktop.packs.standard.armor import ASK_EIGHT_DIAGRAM
from sgs_desktop.ui.texts import prompt_text

ROLES = ("lord", "rebel", "loyalist", "renegade")


def table(*players: dict, **kw) -> Table:
    return Table([{"role": ROLES[i], **p} for i, p in enumerate(players)], **kw)


def asked(t, seat: int) -> tuple:
    req = t.expect(seat, "option")
    assert req.options == ("yes", "no") and req.prompt.key == "eight_diagram_judge", req.to_json()
    return req.prompt.args


def test_a_plain_slash_names_its_user_and_the_card():
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2"]}, top=["桃 ♥3"])
    t.play(0, "杀 ♠7", [1])
    assert asked(t, 1) == ("eight_diagram", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == {t.id("闪 ♦2")}


def test_declined_the_real_jink_is_asked_with_the_same_user():
    t = table({"hand": ["杀 ♠7"]}, {"hand": ["闪 ♦2"], "equip": ["八卦阵 ♠2"]})
    t.play(0, "杀 ♠7", [1])
    assert asked(t, 1) == ("eight_diagram", 0, "slash")
    t.no(1)
    req = t.expect(1, "respond")
    assert req.prompt.key == "slash_jink" and req.prompt.args == (0, 1, "slash")
    t.respond(1, "闪 ♦2", names=("jink",))
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [] and t.log("judge") == []


def test_a_thunder_slash_is_named_as_it_is():
    t = table({}, {"hand": ["雷杀 ♠4"]}, {"equip": ["八卦阵 ♠2"]}, current=1, top=["桃 ♥3"])
    t.play(1, "雷杀 ♠4", [2])
    assert asked(t, 2) == ("eight_diagram", 1, "thunder_slash")
    t.yes(2)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == []


def test_a_slash_made_by_wusheng_names_guanyu():
    t = table({"general": "guanyu", "hand": ["桃 ♥3"]}, {"equip": ["八卦阵 ♠2"]}, top=["杀 ♣3"])
    t.play(0, skill="wusheng", cards=["桃 ♥3"], targets=[1])
    assert asked(t, 1) == ("eight_diagram", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]      # a black judgement: no 闪


def test_a_slash_made_by_the_spear_names_its_holder():
    t = table({}, {"hand": ["闪 ♥2", "桃 ♥3"], "equip": ["丈八蛇矛 ♠Q"]}, {"equip": ["八卦阵 ♠2"]},
              current=1, top=["桃 ♥4"])
    t.play(1, skill="spear", cards=["闪 ♥2", "桃 ♥3"], targets=[2])
    assert asked(t, 2) == ("eight_diagram", 1, "slash")
    t.yes(2)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == []


def test_archery_attack_names_its_user():
    t = table({"hand": ["万箭齐发 ♥A"]}, {"equip": ["八卦阵 ♠2"]}, top=["桃 ♥4"])
    t.play(0, "万箭齐发 ♥A")
    assert asked(t, 1) == ("eight_diagram", 0, "archery_attack")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []


def test_a_helper_of_hujia_reads_the_slash_on_the_lord():
    """护驾: the Wei player's 八卦阵 names the rebel who used the 杀 (on the lord), not the lord."""
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "xuchu", "equip": ["八卦阵 ♠2"]}], current=1, top=["桃 ♥3"])
    t.play(1, "杀 ♠7", [0])
    t.yes(0)                        # 护驾
    assert asked(t, 2) == ("eight_diagram", 1, "slash")
    t.yes(2)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == []


def test_bazhen_asks_in_its_own_name():
    t = HegTable([{"generals": ["sunquan", "ganning"], "hand": ["杀 ♠5"]},
                  {"generals": ["wolong", "huangyueying"]}], top=["桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    assert asked(t, 1) == ("bazhen", 0, "slash")
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == []


def test_bazhen_against_a_wusheng_slash_names_guanyu():
    t = HegTable([{"generals": ["sunquan", "ganning"]}, {"generals": ["liubei", "guanyu"], "hand": ["桃 ♥6"]},
                  {"generals": ["wolong", "huangyueying"]}, {"generals": ["caocao", "xuchu"]}],
                 current=1, top=["杀 ♣2"])
    t.play(1, skill="wusheng", cards=["桃 ♥6"], targets=[2])
    assert asked(t, 2) == ("bazhen", 1, "slash")
    t.yes(2)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]


def test_the_question_refuses_a_wrong_argument():
    with pytest.raises(TypeError, match="user"):
        ASK_EIGHT_DIAGRAM("eight_diagram", "zhangliao", "slash")


@pytest.mark.parametrize(("lang", "line"), [
    ("zh_CN", "1号位使用了【雷杀】：是否发动【八卦阵】进行判定？（红色：视为你使用或打出了【闪】）"),
    ("zh_TW", "1號位使用了【雷殺】：是否發動【八卦陣】進行判定？（紅色：視為你使用或打出了【閃】）"),
    ("en", "Seat 1 used Thunder Slash: invoke Eight Trigrams and judge? (red: counts as your Dodge)"),
])
def test_the_line_names_the_user_and_the_card(lang, line):
    set_language(lang)
    try:
        assert prompt_text("eight_diagram_judge", ("eight_diagram", 0, "thunder_slash")) == line
    finally:
        set_language("zh_CN")
