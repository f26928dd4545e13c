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

#: a rough strength order for choosing a general (first: best); a general not in it (a package
#: whose generals landed later) ranks in the middle, so tables that deal it see it chosen
GENERAL_RANK: Final = ("sunquan", "liubei", "caocao", "zhugeliang", "huatuo", "xiaoqiao", "zhouyu", "guojia", "simayi",
                "xunyu", "jiaxu", "lusu", "wolong",
                "zhaoyun", "sunshangxiang", "luxun", "diaochan", "xiahouyuan", "machao", "huangzhong",
                "yanliangwenchou", "sunjian", "xuhuang", "dianwei", "zhurong", "yuji",
                "huangyueying", "weiyan", "zhangfei", "guanyu", "pangtong", "taishici", "ganning", "lvmeng", "zhenji",
                "zhoutai", "menghuo", "pangde",
                "xiahoudun", "zhangliao", "caoren", "daqiao", "huanggai", "lvbu", "xuchu",
                "zhangjiao", "caopi", "yuanshao", "sunce", "dongzhuo", "liushan")
_UNRANKED: Final = len(GENERAL_RANK) // 2


def choose_general(ctx: Ctx, req: OptionRequest) -> Answer:
    return Choose(min(req.options, key=lambda g: (GENERAL_RANK.index(g) if g in GENERAL_RANK else _UNRANKED, g)))


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
