"""洛神 (国战, 甄姬): at the start of your start phase you may judge; while the result is black you
may judge again. When you stop (or a red result stops you), you take every black judge card of it.

The black cards wait in the processing area until then (they are not put into the discard pile
between two judgements), so a card played into a judgement (鬼才 of 司马懿 in the same pair) is back
in hand only at the end: each such change costs a card, and the judging cannot go round for ever
(docs/rulings.md, 国战 54)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.cards import BLACK
from ....engine.judging import judge
from ....engine.moves import move_cards, obtain
from ....engine.state import Zone
from ...skills.wei.luoshen import Luoshen


def _black(card: Any) -> bool:
    return bool(card.color == BLACK)


class HegLuoshen(Luoshen):
    """洛神: judge again while black; every black judge card is taken at the end."""

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        # (no card is taken one by one at 判定牌生效后: all of them at the end, below)
        return timing != T.JUDGE_DONE and super().can_trigger(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        kept: list[int] = []
        while owner.alive:
            result = await judge(g, owner.seat, self.id, keep=_black)
            if result.result.color != BLACK:
                break
            if g.zone_of[result.card] == Zone.PROCESSING:
                kept.append(result.card)
            if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                break
            g.note_skill(owner.seat, self.id)
        waiting = [c for c in kept if g.zone_of[c] == Zone.PROCESSING]
        if waiting and owner.alive:
            await obtain(g, owner.seat, waiting, reason=self.id, by=owner.seat)
        elif waiting:
            await move_cards(g, waiting, Zone.DISCARD, reason="judge_done")


SKILLS = (HegLuoshen(),)
