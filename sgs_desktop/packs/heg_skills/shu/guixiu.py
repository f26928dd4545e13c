"""闺秀 (糜夫人): after you show this general, you may draw two cards; after you remove this
general (移除: 存嗣), you may recover 1 HP."""

from __future__ import annotations

from ....engine.advice import ALWAYS
from ....engine.health import recover
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Skill

#: 闺秀: draw two cards now this general is shown?
ASK_GUIXIU_DRAW = PromptSpec("guixiu_draw", ai=ALWAYS)
#: 闺秀: recover 1 HP now this general is removed?
ASK_GUIXIU_RECOVER = PromptSpec("guixiu_recover", ai=ALWAYS)


class Guixiu(Skill):
    """闺秀: shown, draw two; removed, recover one. Both are asked by the rules of showing and of
    removing (modes/heg_show, modes/heg_remove), once the general is shown or gone."""

    id = "guixiu"

    async def after_shown(self, g, owner) -> None:
        if await g.ask_yes_no(owner.seat, ASK_GUIXIU_DRAW(), default=True):
            g.note_skill(owner.seat, self.id)
            await draw(g, owner.seat, 2, reason=self.id)

    async def after_removed(self, g, owner) -> None:
        if owner.wounded and await g.ask_yes_no(owner.seat, ASK_GUIXIU_RECOVER(), default=True):
            g.note_skill(owner.seat, self.id)
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Guixiu(),)
