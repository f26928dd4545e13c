"""Choosing targets at the table (issue 34, build 4 and found 3, 4, 5, 9, 15, 16): seats that cannot
be chosen are dimmed and say why on hover; a chosen target has its own frame and tag; nothing is
ever used on a seat the player did not click; the prompt line says what comes next, wraps and never
cuts a skill's text; switching the language says everything on the table and in the log again."""

from __future__ import annotations

import re

import pytest
from driver import FAST
from PySide6.QtGui import QFontMetricsF
from table import Table

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.game import Game
from sgs_desktop.packs.i18n import LANGS, set_language, skill_name, skill_text, texts
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.local import LocalTable
from sgs_desktop.ui.prompt_line import LINES, PromptLine
from sgs_desktop.ui.seat_item import general_tooltip
from sgs_desktop.ui.texts import ui_text
from sgs_desktop.ui.window import MainWindow

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def _back_to_zh_cn():
    yield
    set_language("zh_CN")


def scenario_window(qtbot, players, **kw):
    """A window playing seat 0 of a scenario table (the other seats: random agents)."""
    t = Table(players, **kw)
    game = Game.new(t.scenario.config(), t.sc["seed"])
    table = LocalTable(Host(game, {s: RandomAgent(s) for s in range(1, len(players))}), 0)
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    c = window.play_table(table, lan=False)
    qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
    return window, c, t


def choice(c, seat):
    item = c.scene.seats[seat]
    return item.choice, (item.reason or item.tag_words)


FIVE = [{"role": "lord", "hand": ["杀 ♠7", "万箭齐发 ♥A"]}, {"role": "rebel"}, {"role": "rebel"},
        {"role": "rebel"}, {"role": "loyalist", "equip": ["的卢 ♣5"]}]


def test_seats_out_of_reach_are_dimmed_and_say_why(qtbot):
    window, c, t = scenario_window(qtbot, FIVE)
    game = c.table.host.game
    assert all(choice(c, s) == ("none", "") for s in range(5))          # nothing is being chosen yet
    c.on_card(t.id("杀 ♠7"))
    assert choice(c, 1) == ("choosable", "")
    assert choice(c, 2) == ("blocked", "距离 2，攻击范围 1") and choice(c, 4)[1] == "距离 2，攻击范围 1"
    assert choice(c, 0) == ("blocked", "不能以自己为目标")              # your own seat, at the bottom right
    assert c.scene.seats[2].toolTip().startswith("距离 2，攻击范围 1\n")   # (then the general, as always)
    answered = len(game.answers)
    c.on_seat(2)                                 # a dimmed seat: nothing happens …
    assert c.selection.targets == [] and not window.buttons["ok"].isEnabled()
    window._press("ok")                          # … and Enter uses nothing (it shot a teammate once)
    assert len(game.answers) == answered and c.request is not None
    c.on_seat(1)
    assert choice(c, 1) == ("chosen", "目标") and window.buttons["ok"].isEnabled()
    assert choice(c, 2) == ("none", "")         # (enough targets: the rest are not dimmed)
    assert "目标2号位" in c.scene.prompt.text and "确定" in c.scene.prompt.text
    c.on_card(t.id("杀 ♠7"))                    # un-chosen: nothing is dimmed any more
    assert all(choice(c, s)[0] == "none" for s in range(5))


def test_a_sole_target_waits_for_a_click(qtbot):
    """One seat in range: the 杀 waits for it to be clicked; Enter after clicking another seat does nothing."""
    window, c, t = scenario_window(qtbot, [{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "loyalist"},
                                           {"role": "rebel", "equip": ["的卢 ♣5"]}, {"role": "rebel"}])
    game = c.table.host.game
    c.on_card(t.id("杀 ♠7"))
    assert c.selection.targets == [] and not window.buttons["ok"].isEnabled()
    c.on_seat(2)
    window._press("ok")
    assert c.selection.targets == [] and len(game.answers) == 0 and c.request is not None


def test_english_says_why_too(qtbot):
    set_language("en")
    _window, c, t = scenario_window(qtbot, FIVE)
    c.on_card(t.id("杀 ♠7"))
    assert choice(c, 2) == ("blocked", "Distance 2, attack range 1")
    assert choice(c, 0) == ("blocked", "You cannot target yourself")


def test_a_borrowed_sword_says_what_comes_next_and_tags_both_seats(qtbot):
    window, c, t = scenario_window(qtbot, [{"role": "lord", "hand": ["借刀杀人 ♣Q"]},
                                           {"role": "rebel", "equip": ["诸葛连弩 ♦A"], "hand": ["杀 ♠7"]},
                                           {"role": "rebel"}, {"role": "rebel"}])
    c.on_card(t.id("借刀杀人 ♣Q"))
    assert c.scene.prompt.text == ui_text("hint_then_collateral_0")
    assert choice(c, 2) == ("blocked", "装备区里没有武器")
    c.on_seat(1)
    assert choice(c, 1) == ("chosen", "持刀者")
    assert "持刀者2号位" in c.scene.prompt.text and "点“确定”" not in c.scene.prompt.text
    assert not window.buttons["ok"].isEnabled()
    assert choice(c, 3) == ("blocked", "距离 2，2号位的攻击范围 1")      # the holder's 杀 cannot reach it
    c.on_seat(0)
    assert choice(c, 0) == ("chosen", "目标") and choice(c, 1) == ("chosen", "持刀者")
    assert c.scene.prompt.text == "【借刀杀人】：2号位须对1号位（你）使用【杀】，否则将武器交给你；点“确定”使用"
    assert window.buttons["ok"].isEnabled()
    window._press("ok")
    qtbot.waitUntil(lambda: any("令其对1号位（你）使用【杀】" in line for line in window.log.lines()), timeout=10000)


def test_a_card_without_targets_says_ok_uses_it_and_the_play_prompt_names_the_end_button(qtbot):
    _window, c, t = scenario_window(qtbot, FIVE)
    assert ui_text("button_end") in c.scene.prompt.text              # “结束出牌”, as the button says
    c.on_card(t.id("万箭齐发 ♥A"))
    assert c.scene.prompt.text == "【万箭齐发】：点“确定”使用"
    for lang in LANGS:
        set_language(lang)
        assert ui_text("button_end") in texts(lang)["prompts"]["play"]["text"], lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_prompt_line_never_cuts_a_skills_text(qtbot, lang):
    """(found 3) 仁德, 激将, 乱击 and the longest skill texts: the line wraps into at most two lines
    that fit, or ends in … with the whole text on hover."""
    set_language(lang)
    line = PromptLine(15, width=1100)
    skills = {s: skill_text(s) for s in texts(lang)["skills"]}
    longest = sorted(skills, key=lambda s: len(skills[s]))[-3:]
    for sid in ("rende", "jijiang", "luanji", *longest):
        text = ui_text("hint_skill", skill=skill_name(sid), text=skill_text(sid))
        line.set_text(text)
        metrics = QFontMetricsF(line.font)
        assert 1 <= len(line.lines) <= LINES, (sid, line.lines)
        assert all(metrics.horizontalAdvance(x) <= line.width + 1 for x in line.lines), (sid, line.lines)
        if line.elided:
            assert line.lines[-1].endswith("…") and line.toolTip() == text
        else:
            assert "".join(line.lines).replace(" ", "") == text.replace(" ", "") and not line.toolTip()
        assert line.text_rect().height() <= line.boundingRect().height()


def test_the_lord_skill_says_lord_skill_once():
    """(found 16) "【激将】（主公技）主公技，…" no more: a lord skill's text says it itself."""
    for lang, word_ in (("zh_CN", "主公技"), ("zh_TW", "主公技"), ("en", "Lord skill")):
        set_language(lang)
        tip = general_tooltip("liubei")
        assert len(re.findall(word_, tip, re.IGNORECASE)) == 1, (lang, tip)


def test_switching_the_language_mid_game_says_everything_again(qtbot):
    """(found 15) The cards on the table, the seats, the prompt and the whole log read in the new
    language at once."""
    window, c, t = scenario_window(qtbot, FIVE)
    c.on_card(t.id("杀 ♠7"))
    c.on_seat(1)
    window._press("ok")
    qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=20000)
    assert any(CJK.search(line) for line in window.log.lines())
    window.start_page.language.setCurrentIndex(window.start_page.language.findData("en"))
    lines = window.log.lines()
    assert lines and not [line for line in lines if CJK.search(line)], lines
    assert not CJK.search(c.scene.prompt.text)
    for item in c.scene.cards.values():
        assert not CJK.search(item.toolTip()), item.toolTip()
    for seat in c.scene.seats.values():
        assert not [x for x in seat.labels() if CJK.search(x)], seat.labels()
        assert not CJK.search(seat.toolTip())
    assert c.scene.status and not CJK.search(c.scene.status)
