"""鏖战 (国战's new rules): the last few players of different kingdoms fight it out.

When no more than 4 players are alive (3 at a table of fewer than 7) and no two of them share a
kingdom (a face-down player has none; each 野心家 is a kingdom of one), 鏖战 begins with the next
turn and lasts to the end of the game, even if two players of one kingdom appear later. During
鏖战 a 桃 recovers no HP: it cannot be used as 桃 at all, but it may be used or played as 杀 or 闪.

It is tested as each turn begins, the last one over (回合结束后 … 从一个新的回合开始), once someone
has died (仅剩: the players who remain — a table dealt with 3 players is not in 鏖战 at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events_heg as EH
from ..engine.behaviour import AUTO
from ..engine.cards import VirtualCard
from ..engine.errors import IllegalAnswer
from ..engine.kingdoms import kingdom_key
from ..engine.protocol.requests import CardOption
from ..engine.skills.skill import CARDS_FORBIDDEN, Skill

if TYPE_CHECKING:
    from ..engine.game import Game
    from .heg_rules import Aozhan

AOZHAN = "aozhan"
PEACH = "peach"
_PEACH_NAMES = frozenset({PEACH})
#: what a 桃 may be used or played as during 鏖战
BECOMES = ("slash", "jink")


def aozhan_due(g: Game, rule: Aozhan) -> bool:
    """仅剩 `rule.most` players or fewer (someone has died) and no two of them of one kingdom?"""
    alive = [p for p in g.players if p.alive]
    if len(alive) == len(g.players) or len(alive) > rule.most(len(g.players)):
        return False
    keys = [k for k in (kingdom_key(p) for p in alive) if k is not None]     # (face down: no kingdom)
    return len(keys) == len(set(keys))


def begin_aozhan(g: Game, seat: int) -> None:
    """鏖战 begins with `seat`'s turn: every living player's 桃 follow its rule from now on."""
    g.emit(EH.AozhanBegins(seat=seat))
    for p in g.players:
        if p.alive:
            g.add_skill(p.seat, AOZHAN_SKILL)


class AozhanRule(Skill):
    """鏖战: a 桃 cannot be used as 桃 (回复体力); it may be used or played as 杀 or 闪. Every
    living player holds this rule while 鏖战 lasts (it is the table's, not a general's)."""

    id = AOZHAN
    compulsory = True
    view_as = True
    modifies = (CARDS_FORBIDDEN,)
    modifies_owner_only = True

    def modify(self, g: Game, owner, kind: str, value, *args):
        return value | _PEACH_NAMES if args and args[0] is owner else value     # (only its owner's 桃)

    def may_make(self, g: Game, name: str) -> bool:
        return name in BECOMES

    def view_as_options(self, g: Game, owner, names, mode) -> list[CardOption]:
        peaches = tuple(c for c in owner.hand if g.cards[c].key == PEACH)
        if not peaches:
            return []
        out = []
        for made in BECOMES:
            behaviour = g.behaviours[made]
            if names is not None:
                if behaviour.name in names:
                    out.append(CardOption(made, None, self.id, peaches, 1, 1))
                continue
            probe = VirtualCard(behaviour, (), self.id)
            if not behaviour.usable_in_play(g, owner, probe):
                continue
            spec = behaviour.target_spec(g, owner, probe)
            if spec is not None:
                out.append(CardOption(made, None, self.id, peaches, 1, 1, None if spec is AUTO else spec))
        return out

    def view_as_card(self, g: Game, owner, answer):
        if len(answer.cards) != 1 or g.cards[answer.cards[0]].key != PEACH:
            raise IllegalAnswer(f"{self.id}: choose exactly one 桃, got {list(answer.cards)}")
        made = answer.name if answer.name in BECOMES else None
        if made is None:
            raise IllegalAnswer(f"{self.id}: a 桃 is used or played as {' or '.join(BECOMES)}, got {answer.name!r}")
        return VirtualCard(g.behaviours[made], (g.cards[answer.cards[0]],), self.id)


AOZHAN_SKILL = AozhanRule()
