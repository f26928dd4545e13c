"""武圣 (关羽, new rules): you may use or play any red card (hand or equipment) as 杀 (any card
under 五虎将大旗: heg_skills/shu/shouyue.py); a ♦ 杀 you use has no distance limit."""

from __future__ import annotations

from typing import Any

import msgspec

from ....engine.cards import DIAMOND, VirtualCard
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import NO_DISTANCE_LIMIT
from ...skills.common import reach_equipment
from ..shu.wusheng import HegWusheng


class WushengV2(HegWusheng):
    """武圣 (新版): any ♦ 杀 of 关羽 reaches every player (one made by 武圣 of a ♦ card, or a ♦ 杀
    card); the ♦ cards get a play-phase option of their own, with the targets they reach."""

    id = "wusheng_v2"
    modifies = (NO_DISTANCE_LIMIT,)
    modifies_owner_only = True

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, card = args
        if user is owner and card.name == "slash" and card.suit == DIAMOND:
            return True
        return value

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        options = super().view_as_options(g, owner, names, mode)
        if names is not None:
            return options
        diamonds = tuple(c for c in self.candidates(g, owner) if g.cards[c].suit == DIAMOND)
        if not diamonds:
            return options
        behaviour = g.behaviours[self.as_key]
        out = []
        for o in options:
            rest = tuple(c for c in o.cards if c not in diamonds)
            if rest == o.cards:
                out.append(o)
            elif rest:
                # (a group probed by a ♦ card: probe it again by one of the cards it keeps)
                spec = behaviour.target_spec(g, owner, VirtualCard(behaviour, (g.cards[rest[0]],), self.id))
                if spec is not None:
                    out.append(msgspec.structs.replace(o, cards=rest, targets=spec))
        # (an equipped weapon or −1 horse leaves with the 杀 it becomes, and what it gave may go
        # with it: it is probed alone, as the old 武圣's options do)
        special = reach_equipment(owner)
        groups = [tuple(c for c in diamonds if c not in special)] + [(c,) for c in diamonds if c in special]
        for group in groups:
            if not group:
                continue
            probe = VirtualCard(behaviour, (g.cards[group[0]],), self.id)
            if behaviour.usable_in_play(g, owner, probe):
                spec = behaviour.target_spec(g, owner, probe)
                if spec is not None:
                    out.append(CardOption(self.as_key, None, self.id, group, 1, 1, spec))
        return out


SKILLS = (WushengV2(),)
