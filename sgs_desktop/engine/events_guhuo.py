"""The event kinds of 蛊惑 (于吉, 风): a hand card put face down and declared, each other player's
answer to "question it?" (质疑), and the card turned up. Declared like every kind (events.py);
`wire.KINDS` lists them with the rest.

The face-down card itself moves in an ordinary `Move` (into its owner's face-down pile, seen by
its owner alone), so no event here names it until it is turned up."""

from __future__ import annotations

from .events import Event, Face, event


@event("guhuo_declare")
class GuhuoDeclare(Event, frozen=True):
    """蛊惑: `seat` puts a hand card face down, declaring it `card` (what it is said to be: a face
    with no sub-card, made by 蛊惑); `targets` are the targets named for a use (none for a 打出, a
    response's target is the request's)."""
    seat: int
    card: Face
    targets: tuple[int, ...]


@event("guhuo_question")
class GuhuoQuestion(Event, frozen=True):
    """质疑: `seat` answers whether it questions `user`'s face-down card (`choice`: "question" or
    "believe")."""
    seat: int
    user: int
    choice: str


@event("guhuo_reveal")
class GuhuoReveal(Event, frozen=True):
    """蛊惑's card turned up (亮出): `card` is the card it is, `declared` what it was said to be;
    `verdict` "true" or "false" once questioned, "unquestioned" when nobody questioned it."""
    seat: int
    card: Face
    declared: Face
    verdict: str
