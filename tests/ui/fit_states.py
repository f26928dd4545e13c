"""The table's screens for the fit test (tests/ui/test_fit.py's STATES): a 国战 table mid-game with
the longest names (张昭＆张纮, 颜良＆文丑, 卧龙诸葛亮 …) and equipment (方天画戟, 爪黄飞电 …) on every
seat and a full dashboard; the general choice (a lord's eleven, a 国战 pair); the prompts (a long
skill text, 借刀杀人 half chosen and whole); the panels (pick a card, arrange for 观星, options, game
over). Each is `state(window, ctx) -> [window]`; the table's scene and its panels are walked with
the window (fit.check_window)."""

from __future__ import annotations

import sys
from pathlib import Path

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.game import Game
from sgs_desktop.tables.host import Host
from sgs_desktop.tables.local import LocalTable, TableSettings
from sgs_desktop.ui.heg_panels import PairPanel
from sgs_desktop.ui.panels import ArrangePanel, GameOverPanel, GeneralPanel, OptionPanel, PickPanel

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))        # (tests/: the scenario table)
from table import Table

SBP = ["hegemony_standard", "hegemony_strategic_advantage"]
WAIT = 20000


def scenario(window, ctx, players: list[dict], **kw):
    """`window` plays seat 0 of a scenario table (the others: random agents); its controller once
    seat 0 is asked something."""
    t = Table(players, **kw)
    game = Game.new(t.scenario.config(), t.sc["seed"])
    table = LocalTable(Host(game, {s: RandomAgent(s) for s in range(1, len(players))}), 0)
    c = window.play_table(table, lan=False)
    ctx.qtbot.waitUntil(lambda: c.request is not None and not c.busy, timeout=WAIT)
    return c, t


def heg_table(window, ctx):
    """国战, eight seats, mid-game: the longest pairs' names, each seat armed, your dashboard full
    (five pieces, two judge cards, a mark)."""
    others = [
        {"generals": ["yanliangwenchou", "yuanshao"], "equip": ["吴六剑 ♦6", "藤甲 ♣2"], "hand": ["杀 ♠7"]},
        {"generals": ["wolong", "zhurong"], "equip": ["丈八蛇矛 ♠Q", "的卢 ♣5", "赤兔 ♥5"]},
        {"generals": ["sunshangxiang", "lusu"], "shown": [True, False], "equip": ["八卦阵 ♠2"]},
        {"generals": ["zhangjiao", "huatuo"], "equip": ["绝影 ♠5"]},
        {"generals": ["xiahouyuan", "zhanghe"], "shown": [False, False]},
        {"generals": ["dingfeng", "ganning"], "equip": ["紫骍 ♦K"], "judge": ["兵粮寸断 ♠10"]},
        {"generals": ["lvbu", "diaochan"], "shown": [False, True], "hp": 1},
    ]
    me = {"generals": ["erzhang", "zhoutai"], "hand": ["杀 ♠5", "闪 ♥2", "借刀杀人 ♣Q"],
          "equip": ["方天画戟 ♦Q", "仁王盾 ♣2", "爪黄飞电 ♥K", "大宛 ♠K", "木牛流马 ♦5"],
          "judge": ["乐不思蜀 ♣6", "闪电 ♠A"], "marks": {"xianqu": 1}}
    scenario(window, ctx, [me, *others], mode="hegemony", packs=SBP, rules="new")
    return [window]


def lord_choice(window, ctx):
    """The lord's choice of eleven generals, one clicked (its skills in full below)."""
    c = window.start_game(TableSettings(players=5, seat=0, role="lord", seed=7), window.ui_settings)
    ctx.qtbot.waitUntil(lambda: isinstance(c.panel, GeneralPanel), timeout=WAIT)
    assert len(c.request.options) == 11
    c.panel.click(c.request.options[0])
    return [window]


def pair_choice(window, ctx):
    """国战's pair: a head and a deputy chosen."""
    c = window.start_game(TableSettings(players=4, seat=0, seed=3, mode="hegemony"), window.ui_settings)
    ctx.qtbot.waitUntil(lambda: isinstance(c.panel, PairPanel), timeout=WAIT)
    head, deputy = c.request.options[0].split("+")
    c.panel.click(head)
    c.panel.click(deputy)
    return [window]


IDENTITY = [{"role": "lord", "general": "liubei", "hand": ["借刀杀人 ♣Q", "过河拆桥 ♠3", "杀 ♠7", "闪 ♥2"]},
            {"role": "rebel", "general": "guanyu", "equip": ["青龙偃月刀 ♠5", "赤兔 ♥5"], "hand": ["杀 ♠8"]},
            {"role": "rebel", "general": "zhangfei"},
            {"role": "loyalist", "general": "zhaoyun"}, {"role": "renegade", "general": "lvbu"}]


def long_skill(window, ctx):
    """A skill chosen in the play phase: the prompt line gives its whole text (仁德)."""
    c, _t = scenario(window, ctx, IDENTITY)
    assert c.request.kind == "play"
    c.on_skill("rende")
    return [window]


def collateral_half(window, ctx):
    """借刀杀人 with its holder chosen: the prompt says whom to choose next."""
    c, t = scenario(window, ctx, IDENTITY)
    c.on_card(t.id("借刀杀人 ♣Q"))
    c.on_seat(1)
    return [window]


def collateral_whole(window, ctx):
    """借刀杀人 with its holder and victim chosen: two tags, the prompt says who attacks whom."""
    c, t = scenario(window, ctx, IDENTITY)
    c.on_card(t.id("借刀杀人 ♣Q"))
    c.on_seat(1)
    c.on_seat(2)
    return [window]


def pick_card(window, ctx):
    """过河拆桥 on a seat with hand cards, equipment and a judge card: the pick panel."""
    players = [dict(IDENTITY[0]), {"role": "rebel", "general": "guanyu", "hand": ["杀 ♠8", "闪 ♥2", "桃 ♥3"],
                                   "equip": ["青龙偃月刀 ♠5", "八卦阵 ♠2", "赤兔 ♥5", "的卢 ♣5"],
                                   "judge": ["乐不思蜀 ♣6"]}, *IDENTITY[2:]]
    c, t = scenario(window, ctx, players)
    c.on_card(t.id("过河拆桥 ♠3"))
    c.on_seat(1)
    c.on_ok()
    ctx.qtbot.waitUntil(lambda: isinstance(c.panel, PickPanel), timeout=WAIT)
    return [window]


def arrange(window, ctx):
    """观星 at the start phase: the arrange panel (five cards)."""
    players = [{"role": "lord", "general": "zhugeliang"}, *IDENTITY[1:]]
    c, _t = scenario(window, ctx, players, phase="start", top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "决斗 ♠A", "无中生有 ♥7"])
    assert c.request.kind == "option" and c.request.options == ("yes", "no")
    c.on_ok()                                                   # 观星: yes
    ctx.qtbot.waitUntil(lambda: isinstance(c.panel, ArrangePanel), timeout=WAIT)
    return [window]


def options(window, ctx):
    """国战's question at the start of your turn: 不亮 / 亮主将 / 亮副将 / 全亮."""
    players = [{"generals": ["erzhang", "zhoutai"], "shown": [False, False]},
               {"generals": ["yanliangwenchou", "yuanshao"], "shown": [False, False]},
               {"generals": ["wolong", "zhurong"], "shown": [False, False]}]
    c, _t = scenario(window, ctx, players, mode="hegemony", packs=SBP, phase="start")
    ctx.qtbot.waitUntil(lambda: isinstance(c.panel, OptionPanel), timeout=WAIT)
    return [window]


def game_over(window, ctx):
    """The game-over panel with its statistics: the lord kills the last rebel."""
    players = [{"role": "lord", "general": "liubei", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "yuanshao", "hp": 1}]
    c, t = scenario(window, ctx, players)
    c.on_card(t.id("杀 ♠7"))
    c.on_seat(1)
    c.on_ok()

    def over() -> bool:
        if c.request is not None and not c.busy and not c.over:
            c.on_cancel()                   # (asked for a 桃 to save the rebel: no)
        return c.over and isinstance(c.panel, GameOverPanel)

    ctx.qtbot.waitUntil(over, timeout=WAIT)
    return [window]


TABLE_STATES = (heg_table, lord_choice, pair_choice, long_skill, collateral_half, collateral_whole, pick_card,
                arrange, options, game_over)
