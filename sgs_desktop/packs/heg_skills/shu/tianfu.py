"""天覆 (姜维): 主将技, 阵法技. While the current player (当前回合角色) is in one 队列 with you, you
have 看破 (a black hand card as 无懈可击). Only while 姜维 is your head general."""

from __future__ import annotations

from ....engine.kingdoms import formation_skills_work, in_one_formation
from ...skills.shu.kanpo import Kanpo
from ..position import as_head


class Tianfu(Kanpo):
    """天覆: 看破 while the current player stands in your 队列."""

    id = "tianfu"

    def usable_now(self, g, owner, names, mode: str) -> bool:
        return (as_head(g, owner, self.id) and formation_skills_work(g)
                and in_one_formation(g, owner.seat, g.current))


SKILLS = (Tianfu(),)
