"""生息 (蒋琬＆费祎, new rules): at the start of your finish phase (结束阶段), if you dealt no
damage this turn, you may draw two cards."""

from __future__ import annotations

from ....engine import timings as T
from ..shu.shengxi import Shengxi


class ShengxiV2(Shengxi):
    """生息 (new rules): a turn without damage is worth two cards at its finish phase."""

    id = "shengxi_v2"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    this_phase_only = False


SKILLS = (ShengxiV2(),)
