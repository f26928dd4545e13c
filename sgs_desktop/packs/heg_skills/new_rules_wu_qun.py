"""The 吴 and 群 generals under the new rules (新版国战): general id -> NewRules (new_rules.py).

A changed skill is a skill of its own id (`buqu_v2`: the old `buqu` stays the old rules'); the
rules of each, and where they were checked, are in docs/rulings.md ("国战 new rules: 吴 and 群
generals' skills")."""

from __future__ import annotations

from .new_rules import NewRules  # (defined before new_rules reads this table)

WU_QUN: dict[str, NewRules] = {
    # 吴
    "lvmeng": NewRules(skills=("keji_v2", "mouduan")),              # 克己 锁定技 +4 hand limit, 谋断
    "huanggai": NewRules(skills=("kurou_v2",)),                     # 苦肉 once: a card, 1 HP, 3 cards, +1 杀
    "zhouyu": NewRules(skills=("yingzi_zhouyu", "fanjian_v2")),     # 反间: show and give a card
    "sunshangxiang": NewRules(skills=("jieyin", "xiaoji_v2")),      # 枭姬: 1 in your turn, else 3
    "luxun": NewRules(skills=("qianxun_v2", "duoshi")),             # 谦逊: 乐不思蜀 discarded instead
    "sunjian": NewRules(max_hp=5),                                  # 5 half 阴阳鱼 (英魂 as before)
    "xiaoqiao": NewRules(skills=("tianxiang_v2", "hongyan_v2")),    # 天香 two choices a turn; 红颜 +1
    "zhoutai": NewRules(skills=("buqu_v2", "fenji")),               # 不屈 锁定技 back to 1 HP, 奋激
    "chenwudongxi": NewRules(skills=("duanxie_v2", "fenming")),     # 势: 断绁 up to your lost HP
    # 群
    "huatuo": NewRules(skills=("jijiu", "chuli")),                  # 青囊 gives way to 除疠
    "yuanshao": NewRules(skills=("luanji_v2",)),                    # 乱击: new suits each time; allies draw
    "jiaxu": NewRules(skills=("wansha_v2", "luanwu", "weimu_v2")),  # 完杀 you too; 帷幕 delayed discarded
    "pangde": NewRules(skills=("mashu_pangde", "jianchu")),         # 猛进 gives way to 鞬出
    "jiling": NewRules(skills=("shuangren_v2",)),                   # 双刃 lost: others not your targets
    "panfeng": NewRules(skills=("kuangfu_v2",)),                    # 狂斧: take an equipment as 杀 targets
    "zoushi": NewRules(skills=("huoshui_v2", "qingcheng_v2")),      # 祸水 锁定技; 倾城 any black card
    "dongzhuo": NewRules(skills=("hengzheng", "baoling_v2")),       # 势: 暴凌 a 限定技
    # 阵 (heg_formation)
    "xusheng": NewRules(skills=("yicheng_v2",)),                    # 疑城: your 队列's 杀 too
    "yuji": NewRules(skills=("qianhuan_v2",)),                      # 千幻: your own cards; delayed tricks
}
