"""The basic AI's own strategies: the questions of the game itself, which no one skill or card
owns (出牌, 无懈可击, 求桃, choosing and showing generals). A prompt declares
`Strategy(name)` to be answered by `STRATEGIES[name]`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ...engine.protocol.answers import Answer, Choose
from ...engine.protocol.requests import OptionRequest
from .context import Ctx
from .heg import choose_pair, nullify_scope, show_general, show_to_invoke
from .play import decide_play
from .respond import nullify, save

#: how strong a general is in AI hands, as any seat but the lord (10: the best). The generals of a
#: tier are equally fair picks; a general missing here (a package that landed later) rates UNRATED
GENERAL_RATING: Final[dict[str, float]] = {
    **dict.fromkeys(("sunquan", "liubei", "zhugeliang", "huatuo"), 9.0),
    **dict.fromkeys(("caocao", "xiaoqiao", "zhouyu", "guojia", "simayi", "xunyu", "jiaxu", "lusu", "wolong",
                     "yuanshao", "shencaocao", "shenlvbu", "shensimayi", "shenzhugeliang"), 8.5),
    **dict.fromkeys(("zhaoyun", "sunshangxiang", "luxun", "diaochan", "xiahouyuan", "machao", "huangzhong",
                     "yanliangwenchou", "sunjian", "xuhuang", "dianwei", "zhurong", "yuji", "zhangjiao", "caopi",
                     "sunce", "dengai", "zhanghe", "jiangwei", "zuoci", "shenguanyu", "shenlvmeng", "shenzhouyu",
                     "shenzhaoyun"), 8.0),
    **dict.fromkeys(("huangyueying", "weiyan", "zhangfei", "guanyu", "pangtong", "taishici", "ganning", "lvmeng",
                     "zhenji", "zhoutai", "menghuo", "pangde", "zhangliao", "lvbu", "dongzhuo", "erzhang",
                     "caiwenji"), 7.5),
    **dict.fromkeys(("xiahoudun", "caoren", "daqiao", "huanggai", "xuchu", "liushan"), 7.0),
}
#: as the lord, where the lord skill (主公技) and the lord's extra HP change the rating: 血裔's hand,
#: 暴虐's healing on 9 HP, 享乐 guarding the one seat everyone aims at, 黄天's 闪, 颂威, 制霸
LORD_RATING: Final[dict[str, float]] = {
    "yuanshao": 9.0, "zhangjiao": 8.5, "caopi": 8.5, "sunce": 8.5, "dongzhuo": 8.5, "liushan": 8.0,
}
UNRATED: Final = 8.0
#: a general rated more than this below the best one offered is not a fair pick: never chosen
FAIR_BELOW_BEST: Final = 1.0
#: among the fair picks, a general's chance halves with each this much below the best offered
HALVES_EVERY: Final = 0.5


def general_rating(gid: str, lord: bool) -> float:
    """How strong `gid` is in AI hands (as the lord: LORD_RATING where it says more)."""
    if lord:
        r = LORD_RATING.get(gid)
        if r is not None:
            return r
    return GENERAL_RATING.get(gid, UNRATED)


def choose_general(ctx: Ctx, req: OptionRequest) -> Answer:
    """One of the fair picks offered (rated within FAIR_BELOW_BEST of the best), at random, the
    stronger likelier: the same offer does not always give the same general, and never a poor one."""
    lord = req.prompt.args[:1] == ("lord",)
    options = req.options
    ratings = [general_rating(g, lord) for g in options]
    best = max(ratings)
    weights = [2.0 ** ((r - best) / HALVES_EVERY) if r >= best - FAIR_BELOW_BEST else 0.0 for r in ratings]
    pick = ctx.rng.random() * sum(weights)
    for gid, w in zip(options, weights, strict=True):
        if pick < w:
            return Choose(gid)
        pick -= w
    return Choose(options[ratings.index(best)])     # (a rounding at the very end: the best)


STRATEGIES: Final[dict[str, Callable[[Ctx, Any], Answer]]] = {
    "play": decide_play,
    "nullify": nullify,
    "save": save,
    "choose_general": choose_general,
    "choose_pair": choose_pair,
    "show_general": show_general,
    "show_to_invoke": show_to_invoke,
    "nullify_scope": nullify_scope,
}
