"""淑慎 (甘夫人, new rules): each time you recover 1 HP, you may choose any other player: that
player draws a card (recovering 2 HP at once gives two choices)."""

from __future__ import annotations

from ....engine.advice import HELPS
from ....engine.prompts import PromptSpec
from ..shu.shushen import Shushen

#: 淑慎 (new rules): another player draws a card
ASK_SHUSHEN_V2_TARGET = PromptSpec("shushen_v2_target", ai=HELPS)


class ShushenV2(Shushen):
    """淑慎 (新版): any other living player, of any kingdom or none."""

    id = "shushen_v2"
    target_prompt = ASK_SHUSHEN_V2_TARGET

    def _candidates(self, g, owner) -> list[int]:
        return g.others(owner.seat)


SKILLS = (ShushenV2(),)
