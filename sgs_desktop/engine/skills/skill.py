"""A skill (技能): what it declares and the methods its kind answers. Content subclasses `Skill`.

One `Skill` class serves every kind; a skill declares what it takes part in:
- `timings`: trigger skills (触发技) — `can_trigger`, optional `cost`, `effect`;
- `modifies`: pure modifiers (距离, 攻击范围, 手牌上限, 使用次数, 目标数, 禁止) — `modify`;
- `view_as`: view-as skills (转化技: 武圣, 丈八蛇矛) — `view_as_options`, `view_as_card`;
- `active`: play-phase skills (出牌阶段限一次 …) — `play_option`, `activate`; one may also
  let its owner recast (重铸) cards that are not recastable themselves (`recasts`, `recast_cards`: 连环).
Equipment skills are skills granted while a card is equipped.

A skill's declarations are class attributes of its subclass (`id = "wusheng"`, `timings =
(T.DAMAGED,)`), each a `ClassVar` here. This module runs as Python (it is not compiled): a skill's own
code reads its attributes at the interpreter's full speed, which it does not in a subclass of a
compiled class (docs/engine.md, "The compiled hot path").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from ..advice import ASK_THE_SKILL, Advice, JudgeResult
from ..prompts import ANY, SKILL, Arg, Prompt, PromptSpec
from ..timings import PHASES, Timing

if TYPE_CHECKING:
    from ..cards import CardLike
    from ..game import Game
    from ..protocol.answers import Use
    from ..protocol.requests import CardOption
    from ..state import Player

# modifier kinds
ATTACK_RANGE: Final = "attack_range"     # value: int, extra args: ()
DISTANCE: Final = "distance"             # value: int, args: (from_player, to_player)
MAX_HAND: Final = "max_hand"             # value: int
SLASH_LIMIT: Final = "slash_limit"       # value: int (uses of 杀 per play phase)
EXTRA_TARGETS: Final = "extra_targets"   # value: int, args: (card,)
PROHIBIT: Final = "prohibit"             # value: bool, args: (user, target, card) — True forbids
NO_DISTANCE_LIMIT: Final = "no_distance_limit"   # value: bool, args: (user, card) — True: ignore distance (奇才)
#: value: int, args: (user, card) — how far a card with a distance limit (兵粮寸断, 顺手牵羊: 1) reaches
#: when `user` uses it (断粮: 徐晃's 兵粮寸断 reach 2)
CARD_REACH: Final = "card_reach"
SLASH_REACH: Final = "slash_reach"       # value: bool, args: (user, target, card) — True: this 杀 reaches `target`
                                  # whatever the distance (烈弓, new rules: a hand no bigger than the user's)
SHOW_BLOCKED: Final = "show_blocked"     # value: bool, args: (player,) — True: may not show generals now (祸水)
CARD_SUIT: Final = "card_suit"           # value: suit, args: (player, card) — the suit `player`'s card counts as (红颜)
#: value: bool, args: (savior, dying) — True: savior may not use 桃 on dying (完杀)
SAVE_BLOCKED: Final = "save_blocked"
BIG_KINGDOMS: Final = "big_kingdoms"     # value: tuple of kingdom keys, args: () — the 大势力 (玉玺: its own alone)
CHAIN_BLOCKED: Final = "chain_blocked"   # value: bool, args: (player,) — True: may not be chained (横置; 明光铠)
#: value: TargetSpec, args: (user, card) — a 杀's spec with `apart` groups (方天画戟)
TARGET_GROUPS: Final = "target_groups"
#: value: frozenset of card names, args: (player,) — the names `player` may not use or play now (鏖战: 桃)
CARDS_FORBIDDEN: Final = "cards_forbidden"
#: value: frozenset of colours, args: (player,) — `player` may not use or play a hand card of these
#: colours now, nor use one for a skill's card (潜袭)
HAND_COLORS_FORBIDDEN: Final = "hand_colors_forbidden"
#: value: frozenset of suits, args: (player,) — `player`'s hand cards of these suits are not their own
#: card (武神: ♥ hand cards count as 杀): never used or played as themselves; a skill makes them
#: into what they count as (the card keeps its suit and number)
HAND_SUITS_FILTERED: Final = "hand_suits_filtered"
#: value: int, args: (player, skill_id) — how many cards `player`'s skill looks at (观星's X: 遗志 makes it 5)
LOOK_COUNT: Final = "look_count"
#: value: bool, args: (player,) — True: `player`'s armour does nothing now (防具无效: 无前)
ARMOR_NULLIFIED: Final = "armor_nullified"

#: "invoke <skill>?" (是否发动): the skill's id, then what that skill's `invoke` declares
ASK_INVOKE = PromptSpec("invoke", Arg("skill", SKILL), Arg("about", ANY, many=True), ai=ASK_THE_SKILL)


class Invoke:
    """An optional skill's "invoke?" question (是否发动): the arguments it names after the skill's
    id (鬼才 names the judgement it would change) and what yes means for an AI seat."""

    __slots__ = ("about", "ai")

    def __init__(self, *about: Arg, ai: Advice) -> None:
        self.about = about
        self.ai = ai

    def check(self, skill_id: str, values: tuple[Any, ...]) -> None:
        if len(values) != len(self.about):
            raise TypeError(f"skill {skill_id!r}: its invoke question names "
                            f"({', '.join(a.name for a in self.about)}), got {values!r}")
        for arg, v in zip(self.about, values, strict=True):
            if not arg.kind.accepts(v):
                raise TypeError(f"skill {skill_id!r}: invoke argument {arg.name} must be a {arg.kind.name}, got {v!r}")

    def __repr__(self) -> str:
        return f"Invoke({', '.join(a.name for a in self.about)}; ai={self.ai!r})"


class Lookahead:
    """A question of this skill the 困难 search takes (前瞻, ai/hard): asked of the skill's owner at
    the beginning of one of his own turn's phases — `phase`, or where it varies the phase the
    prompt names in its argument `phase` (巧变) — a choice between invoking and not whose worth a
    look ahead can judge (神速's skips, 裸衣's card for the damage). `prompt`: the question (None:
    the skill's own "invoke?"; else a prompt of the skill choosing 0 or 1 card — the card invokes —
    or one player: 英魂's whom).
    The engine never reads it: the 困难 seat starts its worlds at the beginning of that phase and
    answers the question there with yes and with no (docs/ai.md, "The hard AI")."""

    __slots__ = ("phase", "prompt")

    def __init__(self, phase: str | None = None, prompt: PromptSpec | None = None) -> None:
        if phase is None:
            if prompt is None or not any(a.name == "phase" for a in prompt.args):
                raise TypeError("a Lookahead names its phase, or a prompt whose argument `phase` names it")
        elif phase not in PHASES:
            raise ValueError(f"a Lookahead's phase is one of {PHASES}, not {phase!r}")
        self.phase = phase
        self.prompt = prompt

    @property
    def key(self) -> str:
        """The key of the prompt that asks the question."""
        return ASK_INVOKE.key if self.prompt is None else self.prompt.key

    def __repr__(self) -> str:
        return f"Lookahead({self.phase or 'its phase'}: {self.key})"


class Skill:
    """A skill: its declarations (class attributes, each a ClassVar here) and the methods its kind
    answers; content subclasses it (packs/skills, packs/heg_skills)."""

    id: ClassVar[str] = ""
    compulsory: ClassVar[bool] = False        # 锁定技: never asks "invoke?"
    #: logged as 发动 when it works; False for a rule's own bookkeeping that no player invokes
    #: (调虎离山's return at the turn's end)
    announced: ClassVar[bool] = True
    lord: ClassVar[bool] = False              # 主公技
    wake: ClassVar[bool] = False              # 觉醒技 (化身 may not declare one)
    equipment: ClassVar[str | None] = None    # the card key granting it, for equipment skills
    timings: ClassVar[tuple[Timing, ...]] = ()
    #: for the phase timings (阶段开始前/时, 阶段结束时): only these phases (empty: all six)
    phases: ClassVar[tuple[str, ...]] = ()
    # speed hints: the engine skips asking a skill where its hint says the answer cannot change;
    # none is trusted (tests/test_skill_hints.py proves each over seeded games: docs/skills.md)
    #: a CARDS_MOVED trigger that only cares about cards leaving its owner (连营, 枭姬)
    own_moves_only: ClassVar[bool] = False
    #: a trigger that, at the turn and phase timings (回合开始时, 回合结束后, 阶段开始前/时, 阶段结束时,
    #: 摸牌时: a payload naming whose turn or phase it is), only triggers in its owner's own (英姿, 观星)
    own_phases_only: ClassVar[bool] = False
    #: a PROHIBIT modifier that only ever protects its owner as a target (空城, 谦逊)
    protects_owner: ClassVar[bool] = False
    #: a modifier that only ever changes values about its owner (the first argument): 马术, 咆哮 …
    modifies_owner_only: ClassVar[bool] = False
    #: a modifier whose value reads only the board: who sits where, equipment, skills, the piles
    #: on generals and which generals are shown (马术, 飞影, 屯田's 田). Distances stay memoised
    #: per Game.board_epoch while such skills act.
    board_only: ClassVar[bool] = False
    modifies: ClassVar[tuple[str, ...]] = ()
    view_as: ClassVar[bool] = False
    active: ClassVar[bool] = False
    #: an active skill that offers cards to recast (`recast_cards`) in the play phase (连环)
    recasts: ClassVar[bool] = False
    #: an optional skill's "invoke?" question and its AI advice; None on skills that never ask
    #: it (a meta test holds every skill that asks to a declaration)
    invoke: ClassVar[Invoke | None] = None
    #: its questions the 困难 search takes (前瞻: invoke or not, judged by looking ahead)
    lookahead: ClassVar[tuple[Lookahead, ...]] = ()
    #: a skill that judges: what the result means for the judged player (for AI seats)
    judge_result: ClassVar[JudgeResult | None] = None

    # ---- gaining and losing
    def on_acquire(self, g: Game, owner: Player) -> None:
        """Called right after `owner` gains this skill (a lord skill may attach helpers to others)."""

    def on_lose(self, g: Game, owner: Player) -> None:
        """Called right after `owner` loses this skill (a plain call: a consequence that asks or moves
        cards is left to `g.after_step`, which runs it once the step in progress is over)."""

    # ---- triggers
    def can_trigger(self, g: Game, owner: Player, timing: Timing, data: Any) -> bool:
        return False

    async def cost(self, g: Game, owner: Player, timing: Timing, data: Any) -> Any:
        """Decide to invoke: compulsory skills just act; others ask "invoke?".

        A truthy result invokes the skill and is passed to `effect` as `choice`
        (a skill that picks cards or targets when deciding returns them).
        """
        if self.compulsory:
            return True
        return await g.ask_yes_no(owner.seat, self.invoke_prompt())

    def invoke_prompt(self, *about: Any) -> Prompt:
        """The "invoke <this skill>?" prompt, naming `about` (checked against `invoke`)."""
        decl = self.invoke
        if decl is None:
            raise TypeError(f"skill {self.id!r} asks \"invoke?\" but declares no `invoke` (engine.skills.Invoke)")
        decl.check(self.id, about)
        return ASK_INVOKE(self.id, *about)

    async def effect(self, g: Game, owner: Player, timing: Timing, data: Any, choice: Any) -> None:
        pass

    # ---- modifiers
    def modify(self, g: Game, owner: Player, kind: str, value: Any, *args: Any) -> Any:
        return value

    # ---- view-as
    def view_as_options(self, g: Game, owner: Player, names: frozenset[str] | None,
                        mode: str) -> list[CardOption]:
        """Cards this skill lets `owner` use/play now. `names` None: a play-phase use."""
        return []

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        raise NotImplementedError

    def may_make(self, g: Game, name: str) -> bool:
        """Might this view-as skill ever make a card named `name`? (A window for one card,
        无懈可击, skips seats whose skills cannot.) By default: it might."""
        return True

    async def produce_card(self, g: Game, owner: Player, answer: Use) -> CardLike | None:
        """The card a view-as answer stands for; None when it came to nothing (激将 that no
        one answered). May ask other seats; by default it is `view_as_card`."""
        return self.view_as_card(g, owner, answer)

    # ---- active (出牌阶段)
    def play_option(self, g: Game, owner: Player) -> CardOption | None:
        return None

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        pass

    def recast_cards(self, g: Game, owner: Player) -> list[int]:
        """Cards (`recasts` skills) `owner` may recast now through this skill, as a Recast answer."""
        return []

    def __repr__(self) -> str:
        return f"<skill {self.id}>"
