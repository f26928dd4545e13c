"""Run under a real (virtual) X display: an identity table of the 火 generals with their marks up —
太史慈 (you) having won 天义 this turn, 颜良文丑 with 双雄's red, 庞统's unused 涅槃 — at one size,
then hovering your 天义 token; saves <prefix>-marks.png and <prefix>-marks-tip.png."""

from shot_window import ShotWindow
from table import Table

shots = ShotWindow()
t = Table([{"role": "rebel", "general": "taishici", "hand": ["闪 ♥13", "杀 ♠7", "杀 ♠8"]},
           {"role": "lord", "general": "yuanshao", "hand": ["闪 ♦2"]},
           {"role": "loyalist", "general": "yanliangwenchou"}, {"role": "rebel", "general": "pangtong"},
           {"role": "renegade", "general": "wolong"}, {"role": "loyalist", "general": "xunyu"},
           {"role": "rebel", "general": "dianwei"}, {"role": "loyalist", "general": "pangde"}],
          current=0, stop="game_over")
t.play(0, skill="tianyi", targets=[1])
t.cards(0, "闪 ♥13")                              # won: the 天义·赢 mark
t.p(2).marks["shuangxiong_red"] = 1               # (as after his own draw phase: the seat shows it)
c = shots.play(t.g, range(1, 8))
shots.table_and_tip("marks", lambda: c.scene.seats[0].tokens[0])
shots.run()
