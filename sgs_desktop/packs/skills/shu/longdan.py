"""龙胆 (赵云): you may use or play a 杀 in your hand as 闪, and a 闪 in your hand as 杀."""

from __future__ import annotations

from ....engine.behaviour import AUTO
from ....engine.cards import VirtualCard
from ....engine.errors import IllegalAnswer
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import Skill

#: what each hand card may become: 杀 → 闪, 闪 → 杀
_BECOMES = {"slash": "jink", "jink": "slash"}
_FROM = {made: src for src, made in _BECOMES.items()}


class Longdan(Skill):
    id = "longdan"
    view_as = True

    def _cards_for(self, g, owner, made: str) -> tuple[int, ...]:
        src = _FROM[made]
        return tuple(c for c in owner.hand if g.cards[c].name == src)

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        out = []
        for made in ("slash", "jink"):
            behaviour = g.behaviours[made]
            if names is not None and behaviour.name not in names:
                continue
            cands = self._cards_for(g, owner, made)
            if not cands:
                continue
            if names is not None:
                out.append(CardOption(made, None, self.id, cands, 1, 1))
                continue
            probe = VirtualCard(behaviour, (), self.id)
            if not behaviour.usable_in_play(g, owner, probe):
                continue
            spec = behaviour.target_spec(g, owner, probe)
            if spec is None:
                continue
            out.append(CardOption(made, None, self.id, cands, 1, 1, None if spec is AUTO else spec))
        return out

    def view_as_card(self, g, owner, answer):
        if len(answer.cards) != 1:
            raise IllegalAnswer(f"{self.id}: choose exactly one 杀 or 闪, got {list(answer.cards)}")
        card = g.cards[answer.cards[0]]
        made = _BECOMES.get(card.name)
        if made is None or (answer.name is not None and answer.name != made):
            raise IllegalAnswer(f"{self.id}: {card.key} cannot be used as {answer.name or 'anything'}")
        return VirtualCard(g.behaviours[made], (card,), self.id)


SKILLS = (Longdan(),)
