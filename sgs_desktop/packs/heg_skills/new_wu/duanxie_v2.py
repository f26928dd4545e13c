"""断绁 (陈武＆董袭, new rules): once per play phase, chain up to X other players who are not
chained (X: your lost HP, at least 1), then yourself."""

from __future__ import annotations

from ..wu.duanxie import Duanxie


class DuanxieV2(Duanxie):
    """断绁 (新版): as many players as your lost HP (at least one)."""

    id = "duanxie_v2"

    def most(self, owner) -> int:
        return max(1, owner.max_hp - owner.hp)


SKILLS = (DuanxieV2(),)
