"""Prompts with context: the 闪 prompt names the 杀 as it is (雷杀); while choosing in the play
phase the line says what the chosen skill does, and 离间 who duels whom."""

from __future__ import annotations

from table import Table

from sgs_desktop.ui.texts import prompt_text


def test_the_dodge_prompt_names_a_thunder_slash():
    t = Table([{"role": "lord", "hand": ["雷杀 ♣7"]}, {"role": "rebel", "hand": ["闪 ♦6"]}])
    t.play(0, "雷杀 ♣7", [1])
    req = t.expect(1, "respond")
    line = prompt_text(req.prompt.key, req.prompt.args, req.kind)
    assert "【雷杀】" in line and "1号位" in line and "还需1张" in line
    t.respond(1, "闪 ♦6")
    t.end_play(0)
    t.finish()


def scenario_window(qtbot, players, **kw):
    """A window playing seat 0 of a scenario table (the other seats: random agents)."""
    from driver import FAST

    from sgs_desktop.ai.random_agent import RandomAgent
    from sgs_desktop.engine.game import Game
    from sgs_desktop.tables.host import Host
    from sgs_desktop.tables.local import LocalTable
    from sgs_desktop.ui.window import MainWindow

    t = Table(players, **kw)
    game = Game.new(t.scenario.config(), t.sc["seed"])
    table = LocalTable(Host(game, {s: RandomAgent(s) for s in range(1, len(players))}), 0)
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    c = window.play_table(table, lan=False)
    qtbot.waitUntil(lambda: c.request is not None, timeout=10000)
    return window, c, t


def test_choosing_lijian_says_what_it_does_and_who_duels_whom(qtbot):
    _window, c, t = scenario_window(qtbot, [{"role": "lord", "general": "diaochan", "hand": ["杀 ♠7"]},
                                           {"role": "rebel", "general": "guanyu"},
                                           {"role": "rebel", "general": "zhangfei"}])
    assert c.request.kind == "play" and "出牌阶段" in c.scene.prompt.text
    c.on_skill("lijian")
    assert c.scene.prompt.text.startswith("【离间】")            # the skill's own text, not 出牌阶段…
    c.on_card(t.id("杀 ♠7"))
    c.on_seat(1)
    c.on_seat(2)
    assert c.scene.prompt.text == "离间：3号位·张飞视为对2号位·关羽使用【决斗】（点“确定”）"
    c.on_skill("lijian")                                        # un-chosen: the request's prompt again
    assert "出牌阶段" in c.scene.prompt.text


def test_choosing_a_card_says_whom_it_is_for(qtbot):
    _window, c, t = scenario_window(qtbot, [{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"},
                                           {"role": "rebel"}])
    c.on_card(t.id("杀 ♠7"))
    assert c.scene.prompt.text == "【杀】：请选择目标"
    c.on_seat(1)
    assert "目标2号位" in c.scene.prompt.text
