"""The 国战 generals whose skills or HP differ under the new rules (新版国战): general id →
what changes. Everything not named here is the same under both profiles. Pure data: the
generals' table (packs.generals.hegemony_generals) reads it.
"""

from __future__ import annotations

from typing import NamedTuple


class NewRules(NamedTuple):
    """A general under the new rules: its skill ids (None: unchanged), HP in half 阴阳鱼 (None:
    unchanged) and its 珠联璧合 companions (None: unchanged)."""

    skills: tuple[str, ...] | None = None
    max_hp: int | None = None
    companions: tuple[str, ...] | None = None


# --------------------------------------------------------------------------- 魏 and 蜀
# (each changed skill is a skill of its own, `<id>_v2`, packs/heg_skills/new_wei and new_shu; their
# rulings: docs/rulings.md, "国战 new rules: 魏 and 蜀 generals' skills")

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


# --------------------------------------------------------------------------- 吴 and 群
# (a changed skill is a skill of its own id, `buqu_v2`: the old `buqu` stays the old rules'; their
# rulings: docs/rulings.md, "国战 new rules: 吴 and 群 generals' skills")

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


#: every general the new rules change
NEW_RULES: dict[str, NewRules] = {**WEI_SHU, **WU_QUN}
