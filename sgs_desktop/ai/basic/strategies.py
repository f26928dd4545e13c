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

#: a rough strength order for choosing a general (first: best)
GENERAL_RANK: Final = ("sunquan", "liubei", "caocao", "zhugeliang", "huatuo", "xiaoqiao", "zhouyu", "guojia", "simayi",
                "zhaoyun", "sunshangxiang", "luxun", "diaochan", "xiahouyuan", "machao", "huangzhong", "yuji",
                "huangyueying", "weiyan", "zhangfei", "guanyu", "ganning", "lvmeng", "zhenji", "zhoutai",
                "xiahoudun", "zhangliao", "caoren", "daqiao", "huanggai", "lvbu", "xuchu",
                "zhangjiao", "caopi", "yuanshao", "sunce", "dongzhuo", "liushan")


def choose_general(ctx: Ctx, req: OptionRequest) -> Answer:
    return Choose(min(req.options, key=lambda g: (GENERAL_RANK.index(g) if g in GENERAL_RANK else 99, g)))


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
