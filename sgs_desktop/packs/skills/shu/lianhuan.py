"""连环 (庞统): you may use a ♣ hand card as 铁索连环; in your play phase you may also recast (重铸)
a ♣ hand card: put it into the discard pile and draw a card.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from msgspec.structs import replace

from ....engine.cards import CLUB, VirtualCard
from ..common import ViewAsSkill


class Lianhuan(ViewAsSkill):
    """连环: the use is a view-as option (铁索连环 made of the ♣ card); the recast is the play
    request's own recast choice (a Recast answer naming the ♣ card), which notes 连环 and shows
    its general when it is face down. A ♣ card that can be recast by itself (铁索连环, 知己知彼)
    is recast without the skill."""

    id = "lianhuan"
    as_key = "iron_chain"
    suit = CLUB
    zones = "h"
    active = True
    recasts = True


    def view_as_options(self, g, owner, names, mode):
        options = super().view_as_options(g, owner, names, mode)
        if names is not None or not options:
            return options
        # the targets of a ♣ 铁索连环, not of a colourless one: 帷幕 refuses black tricks
        behaviour = g.behaviours[self.as_key]
        card = VirtualCard(behaviour, (g.cards[options[0].cards[0]],), self.id)
        spec = behaviour.target_spec(g, owner, card)
        return [replace(o, targets=spec) for o in options] if spec is not None else []

    def recast_cards(self, g, owner) -> list[int]:
        cards = g.cards
        return [c for c in owner.hand if cards[c].suit == CLUB and not cards[c].behaviour.recastable]


SKILLS = (Lianhuan(),)
