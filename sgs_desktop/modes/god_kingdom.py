"""神 generals choose their kingdom (身份局): "神势力武将在进入游戏时选择势力（魏、蜀、吴、群）".

A general of the 神 kingdom (`engine.kingdoms.GOD`) enters play with no kingdom of the four; once
every general is shown, and before the deal and the first turn, each seat holding one chooses 魏,
蜀, 吴 or 群, in seat order from the lord. The chosen kingdom is then the seat's kingdom for every
rule (`Player.kingdom`: 护驾, 激将, 救援, 黄天, 血裔 … read it); the general's own card still says
神. A scenario may set the choice (`kingdom = "shu"` on the seat); a seat it leaves unset is asked
before the scenario's first turn. The choice is an ordinary answer, so a record replays it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..engine import events_heg as EH
from ..engine.advice import Custom
from ..engine.kingdoms import GOD, GOD_CHOICES
from ..engine.prompts import GENERAL, Arg, PromptSpec
from ..engine.protocol.answers import Choose
from ..engine.protocol.requests import OptionRequest

if TYPE_CHECKING:
    from ..engine.advice import AdvisedSeat
    from ..engine.game import Game


def _choose_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """The lord's kingdom for its side (a 忠臣, and a 内奸 hiding among them: the lord's 护驾, 激将,
    救援 … may call on them); a 反贼 keeps out of it (救援 would heal the lord more for its 桃,
    血裔 would count it). Otherwise the kingdom the table holds most of (a lord: its side's)."""
    view = judge.view
    lord = next((p for p in view.players if p.role == "lord" and p.seat != judge.me), None)
    lord_kingdom = lord.kingdom if lord is not None else None
    role = view.role
    if role in ("loyalist", "renegade") and lord_kingdom in req.options:
        return Choose(lord_kingdom)
    held = Counter(p.kingdom for p in view.players if p.seat != judge.me and p.kingdom in req.options)
    ranked = sorted(req.options, key=lambda k: (-held[k], req.options.index(k)))
    if role == "rebel":
        ranked = [k for k in ranked if k != lord_kingdom] or ranked
    return Choose(ranked[0])


#: 神: the kingdom (魏 蜀 吴 群) your 神 general `general` takes as it enters play
ASK_GOD_KINGDOM = PromptSpec("god_kingdom", Arg("general", GENERAL), ai=Custom(_choose_ai))


async def choose_god_kingdoms(g: Game, first: int) -> None:
    """Every living seat whose kingdom is still 神 chooses one of the four, in seat order from
    `first` (the lord); the choice is public (势力: a KingdomEvent)."""
    for seat in g.alive_seats(first):
        p = g.players[seat]
        if p.kingdom != GOD:
            continue
        kingdom = await g.ask(OptionRequest(seat, GOD_CHOICES, GOD_CHOICES[0],
                                            ASK_GOD_KINGDOM(p.generals[0].general)))
        assert isinstance(kingdom, Choose)
        take_kingdom(g, seat, kingdom.option)


def take_kingdom(g: Game, seat: int, kingdom: str) -> None:
    """`seat`'s 神 general is of `kingdom` from now on (said to everyone)."""
    if kingdom not in GOD_CHOICES:
        raise ValueError(f"a 神 general chooses one of {list(GOD_CHOICES)}, not {kingdom!r}")
    g.players[seat].kingdom = kingdom
    g.emit(EH.KingdomEvent(seat=seat, kingdom=kingdom, general_kingdom=GOD))
