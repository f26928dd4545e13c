"""The answers (回答) a seat gives: one typed record a kind, named by its `type` on the wire.

Every request names the answers it takes (protocol/requests.py); the engine re-checks each
(protocol/checks.py). Their JSON form is `to_json` and `wire.answer_from_json`.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec


class Answer(msgspec.Struct):
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in self.__struct_fields__:
            v = getattr(self, name)
            out[name] = list(v) if isinstance(v, tuple) else v
        return out


class Use(Answer):
    """Use or play a card: a physical `card`, or a `skill` with `cards` as sub-cards."""

    type: ClassVar[str] = "use"
    card: int | None = None
    skill: str | None = None
    name: str | None = None
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()


class Recast(Answer):
    """重铸: put a card into the discard pile and draw one."""

    type: ClassVar[str] = "recast"
    card: int


class End(Answer):
    """End the play phase (结束出牌阶段)."""

    type: ClassVar[str] = "end"


class Pass(Answer):
    """Decline to respond."""

    type: ClassVar[str] = "pass"


class Cards(Answer):
    type: ClassVar[str] = "cards"
    cards: tuple[int, ...] = ()


class Pick(Answer):
    """Pick one card: a visible one by id, or a face-down hand card by position."""

    type: ClassVar[str] = "pick"
    card: int | None = None
    index: int | None = None


class Choose(Answer):
    type: ClassVar[str] = "option"
    option: str


class Seats(Answer):
    type: ClassVar[str] = "seats"
    seats: tuple[int, ...] = ()


class Arrange(Answer):
    """Put cards on top of the draw pile (`top`, first = topmost) and at the bottom (`bottom`,
    last = bottommost)."""

    type: ClassVar[str] = "arrange"
    top: tuple[int, ...] = ()
    bottom: tuple[int, ...] = ()


class Concede(Answer):
    """投降: the asked player gives up (engine/concede.py): not an answer to the request, which stays
    open; the player dies at the next phase boundary. `concede(game)` takes it, not `Game.answer`."""

    type: ClassVar[str] = "concede"


ANSWER_TYPES: dict[str, type[Answer]] = {
    cls.type: cls for cls in (Use, Recast, End, Pass, Cards, Pick, Choose, Seats, Arrange, Concede)
}
