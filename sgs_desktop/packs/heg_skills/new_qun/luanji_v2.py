"""乱击 (袁绍, new rules): you may use two hand cards as 万箭齐发, neither of a suit you have
already used for 乱击 this turn. A player of your kingdom who plays a 闪 against it may then draw
one card."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.cards import BLACK, RED, VirtualCard, color_of
from ....engine.kingdoms import same_kingdom
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import PROHIBIT
from ...skills.common import ViewAsSkill

#: 乱击 (of `source`): you played a 闪 against it: draw one card?
ASK_LUANJIV2_DRAW = PromptSpec("luanjiv2_draw", Arg("source", SEAT), ai=ALWAYS)


class LuanjiV2(ViewAsSkill):
    """乱击: two hand cards of suits not yet used for it this turn as 万箭齐发."""

    id = "luanji_v2"
    as_key = "archery_attack"
    zones = "h"
    n_cards = 2
    timings = (T.CARD_PLAYED,)

    def used_suits(self, g, owner) -> set[str]:
        """The suits of the cards made into 万箭齐发 by 乱击 this turn."""
        turn = g.turn
        if turn is None:
            return set()
        cards = g.cards
        return {cards[c].suit for u in turn.uses if u.user == owner.seat and u.card.virtual
                and getattr(u.card, "skill", None) == self.id for c in u.card.ids}

    def candidates(self, g, owner) -> list[int]:
        used = self.used_suits(g, owner)
        cards = g.cards
        return [c for c in owner.hand if cards[c].suit not in used]

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        # a pair of one colour makes a 万箭齐发 of that colour (帷幕 refuses a black one): where a
        # prohibition is in play, a colour whose pair would have no target is left out, so that
        # any two cards offered go together (a mixed pair, of no colour, then goes unoffered)
        opts = super().view_as_options(g, owner, names, mode)
        if not opts or names is not None or PROHIBIT not in g.modifier_kinds:
            return opts
        cards = g.cards
        behaviour = g.behaviours[self.as_key]
        out = []
        for opt in opts:
            keep = list(opt.cards)
            for colour in (BLACK, RED):
                pair = [c for c in opt.cards if color_of(g, owner, cards[c]) == colour][:2]
                if len(pair) < 2:
                    continue
                probe = VirtualCard(behaviour, (cards[pair[0]], cards[pair[1]]), self.id)
                if not behaviour.usable_in_play(g, owner, probe) or behaviour.target_spec(g, owner, probe) is None:
                    keep = [c for c in keep if color_of(g, owner, cards[c]) != colour]
            if len(keep) >= self.n_cards:
                out.append(replace(opt, cards=tuple(keep)))
        return out

    # ---- a 闪 played against it by one of your kingdom: that player may draw one
    def can_trigger(self, g, owner, timing: T.Timing, data: T.PlayData) -> bool:
        use = data.responding_to
        if not isinstance(use, T.CardUse) or use.user != owner.seat or data.card.name != "jink":
            return False
        if not use.card.virtual or getattr(use.card, "skill", None) != self.id:
            return False
        p = g.players[data.seat]
        return p.alive and data.seat != owner.seat and same_kingdom(p, owner)

    async def cost(self, g, owner, timing: T.Timing, data: T.PlayData) -> Any:
        return await g.ask_yes_no(data.seat, ASK_LUANJIV2_DRAW(owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PlayData, choice: Any) -> None:
        await draw(g, data.seat, 1, reason=self.id)


SKILLS = (LuanjiV2(),)
