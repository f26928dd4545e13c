"""What a question means for the seat that answers it: AI advice, declared beside the question.

Every `PromptSpec` (engine.prompts) names one, and an optional skill's "invoke?" question names
one on the skill (`Skill.invoke`). The engine never reads advice; AI seats do: ai/basic turns
each kind below into an answer, and a test holds every declared prompt to an advice it can
follow (no silent default). Generic building blocks first; `Custom` for the odd question.

`args[i]` is the prompt's i-th argument — for an "invoke?" advice, the i-th argument after the
skill's id (what `Skill.invoke` declares). "Liked" is the AI's attitude to a seat: 1 a sure
friend (or oneself), -1 a sure enemy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import msgspec

if TYPE_CHECKING:
    from .cards import Card
    from .protocol.answers import Answer, Use
    from .protocol.requests import CardOption, Request
    from .rng import Rng
    from .view import PlayerView, SeatView


class Advice(msgspec.Struct, frozen=True):
    """A declaration of what answering a question does to whom (see the module)."""


# --------------------------------------------------------------------------- yes or no


class Always(Advice, frozen=True):
    """Say yes: it only ever helps the one asked (most "invoke?" questions)."""


class Never(Advice, frozen=True):
    """Say no: it costs more than it gives (寒冰剑 gives up the damage; 放权 the play phase)."""


class IfFriend(Advice, frozen=True):
    """Yes helps args[arg]: say yes when that seat is liked more than `above` (颂威, 暴虐)."""

    arg: int = 0
    above: float = 0.3


class WhenEnemies(Advice, frozen=True):
    """Yes hurts someone we may choose later: say yes while the table has an enemy (流离)."""


#: the cards a judgement may be changed with: hand cards (鬼才), or black hand and equipment cards (鬼道)
HAND, BLACK_CARDS, OWN_CARDS = "hand", "black", "own"     # (OWN_CARDS: hand and equipment)


class ChangeJudgement(Advice, frozen=True):
    """Replace a judge card (args: the judged seat, its judge card, what it is for): yes — and
    that card — when one of `pool` turns the judgement the way we want for the judged seat."""

    pool: str = HAND


class AskTheSkill(Advice, frozen=True):
    """The "invoke <skill>?" question: the skill's own `invoke` declaration advises."""


# --------------------------------------------------------------------------- seats


class Helps(Advice, frozen=True):
    """The chosen seats are helped: friends first, as many as allowed and liked."""


class Harms(Advice, frozen=True):
    """The chosen seats are harmed: enemies first (the most threatening), as many as allowed."""


# --------------------------------------------------------------------------- one's own cards


class GiveUpCheapest(Advice, frozen=True):
    """Give up as few cards as allowed, the least valuable first (discards, costs)."""


class TakeDearest(Advice, frozen=True):
    """Take the most valuable card offered (五谷丰登)."""


class HighestNumber(Advice, frozen=True):
    """Show the card with the highest number (拼点)."""


class PayToHurt(Advice, frozen=True):
    """An optional card that hurts args[arg] (火攻's discard, 享乐's basic card): pay the
    cheapest one when that seat is liked less than `below`, else pay nothing."""

    arg: int = 0
    below: float = -0.2


class GiveToFriends(Advice, frozen=True):
    """Cards to give away (遗计): all of them, least valuable first, while there is a friend."""


# --------------------------------------------------------------------------- a card of someone's


class OwnerLoses(Advice, frozen=True):
    """The picked card leaves its owner: from an enemy its armour, horse or weapon first, else a
    hand card; from a friend a harmful delayed trick first."""


# --------------------------------------------------------------------------- one of several options


class TakeDefault(Advice, frozen=True):
    """The asked default is as good as any (the order of triggers; which slot 倾城 hides)."""


class AnyOption(Advice, frozen=True):
    """Any option, at random: nothing to read (反间's suit)."""


class FirstIfFriend(Advice, frozen=True):
    """The first option favours args[arg], the last hurts it: the first for a seat liked more than
    `above`, else the last (英魂)."""

    arg: int = 0
    above: float = 0.0


# --------------------------------------------------------------------------- responses


class Respond(Advice, frozen=True):
    """Respond whenever possible, with the cheapest card (闪 to a 杀, 杀 to 南蛮入侵)."""


class RespondForFriend(Advice, frozen=True):
    """Provide the card for args[arg] (护驾, 激将): only when that seat is liked at least `at_least`."""

    arg: int = 0
    at_least: float = 0.4


class RespondAgainst(Advice, frozen=True):
    """A response that hurts args[arg] (决斗, 借刀杀人, 青龙偃月刀): made unless that seat is liked more
    than `unless_above` while our HP is above `while_hp_above`."""

    arg: int = 0
    unless_above: float = 0.0
    while_hp_above: int = 0


# --------------------------------------------------------------------------- arranging


class JudgementsFirst(Advice, frozen=True):
    """观星: cards that make our pending judgements good on top, then our best; the rest below."""


# --------------------------------------------------------------------------- what a judgement means


ALL_NUMBERS = tuple(range(1, 14))


class JudgeResult(msgspec.Struct, frozen=True):
    """What a judgement (判定) means for the judged player, declared by the card or skill it is for
    (`judge_result`): it goes against that player when its suit is one of `bad_suits` and its number
    one of `bad_numbers` (乐不思蜀: all but ♥; 闪电: ♠2–9). `keeps_card`: the judged player takes the
    judge card (洛神), so changing its own judgement only gives the card back. AI seats read it to
    change judgements (鬼才, 鬼道) and to stack the deck (观星)."""

    bad_suits: tuple[str, ...]
    bad_numbers: tuple[int, ...] = ALL_NUMBERS
    keeps_card: bool = False

    def good(self, suit: str, number: int) -> bool:
        return not (suit in self.bad_suits and number in self.bad_numbers)


# --------------------------------------------------------------------------- the AI's own play, the odd one


class Strategy(Advice, frozen=True):
    """The AI's own strategy `name` answers: the questions of the game itself (出牌, 无懈可击, 求桃,
    choosing and showing generals), which no one skill or card owns."""

    name: str


#: the kind of request a `Custom` advice answers (its question's kind: an OptionRequest …)
R = TypeVar("R", bound="Request[Any]")


class Custom(Advice, Generic[R], frozen=True):
    """The odd question: `fn(judge, request)` gives the Answer — or the Advice that applies now
    (放逐: help a friend who is face down, else hurt an enemy)."""

    fn: Callable[[AdvisedSeat, R], Answer | Advice]


class Playing(Advice, frozen=True):
    """How an active skill (主动技) is used in the play phase, declared on the skill (`play`):
    `fn(judge, option)` scores the skill's offer — (score, the Use to answer with), or None to
    leave it. The AI takes its turn's best-scored action and ends the phase at 2.0 and below;
    杀 scores 6.5 and up, 无中生有 9.5, an equipment card for an empty slot 8."""

    fn: Callable[[AdvisedSeat, CardOption], tuple[float, Use] | None]


class AdvisedSeat(Protocol):
    """What a `Custom` or `Playing` advice may ask of the AI seat it advises (ai/basic's Ctx)."""

    view: PlayerView
    rng: Rng

    @property
    def me(self) -> int: ...

    @property
    def my(self) -> SeatView: ...

    def p(self, seat: int) -> SeatView: ...

    def att(self, seat: int) -> float:
        """How much `seat` is liked: 1 a sure friend, -1 a sure enemy."""
        ...

    def alive(self) -> list[int]: ...

    def friends(self, above: float | None = None) -> list[int]: ...

    def enemies(self, below: float | None = None) -> list[int]: ...

    def value(self, cid: int) -> float:
        """How much a card is worth keeping (higher: keep)."""
        ...

    def cheapest(self, cards: Iterable[int], n: int = 1) -> list[int]: ...

    def count(self, *names: str) -> int:
        """How many hand cards of these names (any 杀 counts as "slash")."""
        ...

    def card_score(self, key: str, opt: CardOption) -> tuple[float, list[int]] | None:
        """How the AI would score using a card of `key` as `opt` offers it — (score, targets), None
        when it would not (a skill that makes whatever card its owner names: 蛊惑)."""
        ...

    def cheapest_response(self, options: tuple[CardOption, ...]) -> Use | None:
        """The least costly of a response's options (None: none can be made)."""
        ...

    #: the request being answered (a play request: what else it offers)
    request: Request[Any] | None

    def others(self) -> list[int]:
        """The other living seats."""
        ...

    def threat(self, seat: int) -> float:
        """How dangerous or valuable a target `seat` is (low HP: a kill; many cards)."""
        ...

    def key(self, cid: int) -> str: ...

    def number(self, cid: int) -> int: ...

    def suit(self, cid: int) -> str: ...

    def card(self, cid: int) -> Card:
        """The physical card `cid` (the deck table is public): its behaviour, slot, nature."""
        ...


# the building blocks that take no parameters, ready to name
ALWAYS, NEVER, WHEN_ENEMIES = Always(), Never(), WhenEnemies()
HELPS, HARMS = Helps(), Harms()
CHEAPEST, DEAREST, HIGHEST = GiveUpCheapest(), TakeDearest(), HighestNumber()
GIVE_TO_FRIENDS = GiveToFriends()
OWNER_LOSES = OwnerLoses()
DEFAULT, RANDOM = TakeDefault(), AnyOption()
RESPOND = Respond()
JUDGEMENTS_FIRST = JudgementsFirst()
ASK_THE_SKILL = AskTheSkill()
