"""火计 (卧龙): you may use a red hand card as 火攻.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from msgspec.structs import replace

from ....engine.cards import RED, VirtualCard
from ..common import ViewAsSkill


class Huoji(ViewAsSkill):
    """火计: a 火攻 on yourself needs a hand card left to show, so when the red card is your only
    hand card you are not offered as its target (every offered target is legal)."""

    id = "huoji"
    as_key = "fire_attack"
    color = RED
    zones = "h"


    def view_as_options(self, g, owner, names, mode):
        options = super().view_as_options(g, owner, names, mode)
        if names is not None or len(owner.hand) != 1 or not options:
            return options
        behaviour = g.behaviours[self.as_key]
        card = VirtualCard(behaviour, (g.cards[owner.hand[0]],), self.id)
        spec = behaviour.target_spec(g, owner, card)
        return [replace(o, targets=spec) for o in options] if spec is not None else []


SKILLS = (Huoji(),)
