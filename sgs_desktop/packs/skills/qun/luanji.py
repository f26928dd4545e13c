"""乱击 (袁绍): you may use two hand cards of the same suit as 万箭齐发."""

from __future__ import annotations

from msgspec.structs import replace

from ....engine.behaviour import AUTO
from ....engine.cards import SUITS, VirtualCard
from ....engine.protocol.requests import CardOption
from ..common import ViewAsSkill


class Luanji(ViewAsSkill):
    id = "luanji"
    as_key = "archery_attack"
    zones = "h"
    n_cards = 2

    def candidates(self, g, owner) -> list[int]:
        # only cards that have a partner of their suit in hand
        cards = g.cards
        hand = owner.hand
        suits = [cards[c].suit for c in hand]
        return [c for c, suit in zip(hand, suits, strict=True) if suits.count(suit) >= 2]

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        # one option per suit, so that any two cards an option offers go together; in the play
        # phase each suit's card is probed with its colour (帷幕 refuses a black 万箭齐发: with
        # 贾诩 its only target, a black pair is not offered)
        cards = g.cards
        behaviour = g.behaviours[self.as_key]
        out = []
        for opt in super().view_as_options(g, owner, names, mode):
            for suit in SUITS:
                same = tuple(c for c in opt.cards if cards[c].suit == suit)
                if len(same) < 2:
                    continue
                if names is None:
                    probe = VirtualCard(behaviour, (cards[same[0]], cards[same[1]]), self.id)
                    spec = behaviour.target_spec(g, owner, probe) if behaviour.usable_in_play(g, owner, probe) \
                        else None
                    if spec is None:
                        continue
                    out.append(replace(opt, cards=same, targets=None if spec is AUTO else spec))
                else:
                    out.append(replace(opt, cards=same))
        return out

    def cards_ok(self, g, owner, cards) -> bool:
        return len({c.suit for c in cards}) == 1


SKILLS = (Luanji(),)
