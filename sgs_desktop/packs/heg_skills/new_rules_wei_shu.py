"""The 魏 and 蜀 generals under the new rules (新版国战): general id -> NewRules (new_rules.py).

Each changed skill is a skill of its own (`<id>_v2`, packs/heg_skills/new_wei and new_shu, the
same displayed name as the old one); the rules, their sources and rulings: docs/rulings.md,
"国战 new rules: 魏 and 蜀 generals' skills"."""

from __future__ import annotations

from .new_rules import NewRules  # (defined before new_rules reads this table)

WEI_SHU: dict[str, NewRules] = {
    # 魏
    "simayi": NewRules(skills=("fankui", "guicai_v2")),
    "xiahoudun": NewRules(skills=("ganglie_v2",), max_hp=5),
    "zhangliao": NewRules(skills=("tuxi_v2",)),
    "xuchu": NewRules(skills=("luoyi_v2",)),
    "xuhuang": NewRules(skills=("duanliang_v2",)),
    "caoren": NewRules(skills=("jushou_v2",)),
    "caopi": NewRules(skills=("xingshang", "fangzhu_v2")),
    "yuejin": NewRules(skills=("xiaoguo_v2",)),
    "zangba": NewRules(skills=("hengjiang_v2",)),               # 势
    # 蜀
    "liubei": NewRules(skills=("rende_v2",)),
    "guanyu": NewRules(skills=("wusheng_v2",), companions=("liubei", "zhangfei")),
    "zhangfei": NewRules(skills=("paoxiao_v2",)),
    "zhugeliang": NewRules(skills=("guanxing", "kongcheng_v2"),
                           companions=("huangyueying", "jiangwei", "jiangwanfeiyi")),
    "zhaoyun": NewRules(skills=("longdan_v2",)),
    "machao": NewRules(skills=("tieqi_v2", "mashu_machao")),
    "huangzhong": NewRules(skills=("liegong_v2",)),
    "weiyan": NewRules(skills=("kuanggu_v2",)),
    "menghuo": NewRules(skills=("huoshou", "zaiqi_v2")),
    "ganfuren": NewRules(skills=("shushen_v2", "shenzhi")),
    "madai": NewRules(skills=("mashu_madai", "qianxi_v2")),         # 势: 潜袭 draw 1, discard 1
    # 阵 (heg_formation)
    "caohong": NewRules(skills=("huyuan_v2", "heyi")),                  # 护援 may give a card instead
    "jiangwanfeiyi": NewRules(skills=("shengxi_v2", "shoucheng")),      # 生息 at the finish phase
}
