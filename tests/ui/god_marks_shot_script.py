"""Run under a real (virtual) X display: an 8-seat identity table with the 神 generals (神话再临·神)
and their marks and piles up — 神诸葛亮 (you) with seven 星 beside him, 梦魇 on the players who hurt
神关羽, 狂风 on one seat and 大雾 on two, 神周瑜's unused 业炎 — each 神 general on the kingdom it
chose; then hovering your 星 token. Saves <prefix>-marks.png and <prefix>-marks-tip.png."""

from shot_window import ShotWindow
from table import Table

shots = ShotWindow()
STARS = ["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦3", "桃 ♥4", "无中生有 ♥7", "决斗 ♠1"]
t = Table([{"role": "rebel", "general": "shenzhugeliang", "kingdom": "shu", "hand": ["杀 ♣2", "闪 ♥2", "桃 ♥3"],
            "piles": {"qixing": STARS}, "marks": {"dawu": 1}},
           {"role": "lord", "general": "liubei", "hand": ["闪 ♦4"], "marks": {"mengyan": 2, "kuangfeng": 1}},
           {"role": "loyalist", "general": "shenguanyu", "kingdom": "shu"},
           {"role": "rebel", "general": "shenlvmeng", "kingdom": "wu", "marks": {"dawu": 1}},
           {"role": "renegade", "general": "shenzhouyu", "kingdom": "wu"},
           {"role": "loyalist", "general": "zhaoyun", "marks": {"mengyan": 1}},
           {"role": "rebel", "general": "lvbu"}, {"role": "loyalist", "general": "zhugeliang"}],
          current=0, stop="game_over")
c = shots.play(t.g, range(1, 8))
shots.table_and_tip("marks", lambda: next(tk for tk in c.scene.seats[0].pile_tokens if tk.pile == "qixing"))
shots.run()
