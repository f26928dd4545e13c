"""The marks of 国战's new rules (标记): 先驱, 阴阳鱼, 珠联璧合 — player state, spent for an effect.

- 先驱 (首亮, instead of drawing 2): in your play phase discard it to fill your hand to 4, then look
  at one face-down general of another player (only you see which);
- 阴阳鱼 (both generals first shown with a spare half 阴阳鱼, instead of drawing 1): in your play
  phase discard it to draw 1, or to raise this turn's hand limit by 2;
- 珠联璧合 (both generals first shown as a 珠联璧合 pair, instead of draw 2 / recover 1): discard it
  to use it as a 桃 whenever a 桃 could be used, or in your play phase to draw 2.

A mark is a count in `Player.marks`; while a player holds one, the skills that spend it are theirs
(they go with the last one). Gaining and spending are typed events (engine/events_heg.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events_heg as EH
from ..engine.advice import DEFAULT, Custom, Playing
from ..engine.cards import VirtualCard
from ..engine.errors import IllegalAnswer
from ..engine.moves import draw
from ..engine.prompts import SEAT, Arg, PromptSpec
from ..engine.protocol.answers import Choose
from ..engine.protocol.requests import CardOption, TargetSpec
from ..packs.skills.common import ActiveSkill, ViewAsSkill
from ..packs.skills.play_ai import use_of
from .heg_rules import XIANQU, YINYANGYU, ZHULIANBIHE, rules_of

if TYPE_CHECKING:
    from ..engine.advice import AdvisedSeat
    from ..engine.cards import CardLike
    from ..engine.game import Game
    from ..engine.protocol.answers import Use
    from ..engine.protocol.requests import OptionRequest
    from ..engine.skills.skill import Skill
    from ..engine.state import Player

HAND_TO = 4             # 先驱: 将手牌补至4张
LIMIT_BONUS = 2         # 阴阳鱼: 本回合手牌上限+2
SLOTS = ("head", "deputy")


# --------------------------------------------------------------------------- gaining and spending


def gain_mark(g: Game, p: Player, mark: str) -> None:
    """获得标记: one more of `mark`; the first brings the skills that spend it."""
    count = p.marks.get(mark, 0) + 1
    p.marks[mark] = count
    if count == 1:
        for skill in MARK_SKILLS[mark]:
            g.add_skill(p.seat, skill)
    g.emit(EH.MarkGained(seat=p.seat, mark=mark, count=count))


def spend_mark(g: Game, p: Player, mark: str, effect: str) -> None:
    """弃置标记 for `effect`; the last one takes its skills with it."""
    count = p.marks.get(mark, 0)
    if count < 1:
        raise IllegalAnswer(f"seat {p.seat} holds no {mark} mark")
    if count == 1:
        del p.marks[mark]
        for skill in MARK_SKILLS[mark]:
            g.remove_skill(p.seat, skill)
    else:
        p.marks[mark] = count - 1
    g.emit(EH.MarkSpent(seat=p.seat, mark=mark, effect=effect, count=count - 1))


def set_marks(g: Game, p: Player, marks: dict[str, int]) -> None:
    """A scenario's marks, set while the table is built (the first views show them)."""
    for mark, count in marks.items():
        if count > 0:
            p.marks[mark] = count
            for skill in MARK_SKILLS[mark]:
                g.add_skill(p.seat, skill)


def clear_marks(g: Game, p: Player, marks: tuple[str, ...]) -> None:
    """The dead lose their marks (their skills went with the death)."""
    from ..engine.actions import set_mark
    for mark in marks:
        if mark in p.marks:
            set_mark(g, p, mark, None)


def _held(owner: Player, mark: str) -> bool:
    return owner.marks.get(mark, 0) > 0


# --------------------------------------------------------------------------- 先驱


def _xianqu_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """When the hand is small: the fewer cards, the more it draws (and a look at an unknown general)."""
    short = HAND_TO - len(judge.view.hand)
    seats = opt.targets.seats if opt.targets is not None else ()
    target = min(seats, key=lambda s: (abs(judge.att(s)), s)) if seats else None
    if short < 1:
        return None
    return 2.2 + short * 2.0, use_of(opt, targets=() if target is None else (target,))


#: 先驱: which face-down general of `target` to look at
ASK_XIANQU_LOOK = PromptSpec("xianqu_look", Arg("target", SEAT), ai=DEFAULT)


class Xianqu(ActiveSkill):
    """先驱 (标记): 出牌阶段, discard it: fill your hand to 4, then look at one face-down general of
    another player."""

    id = XIANQU
    per_phase = None
    play = Playing(_xianqu_play)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        if not _held(owner, self.id):
            return None
        seats = tuple(s for s in g.others(owner.seat) if not g.players[s].all_shown)
        return CardOption("", None, self.id, (), 0, 0, TargetSpec(seats, 1, 1) if seats else None)

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        spend_mark(g, owner, self.id, "fill_hand")
        short = HAND_TO - len(owner.hand)
        if short > 0:
            await draw(g, owner.seat, short, reason=self.id)
        if not answer.targets or not owner.alive:
            return
        target = g.players[answer.targets[0]]
        hidden = tuple(SLOTS[i] for i, s in enumerate(target.generals) if not s.shown)
        if not hidden:
            return
        slot = await g.choose_option(owner.seat, hidden, ASK_XIANQU_LOOK(target.seat), default=hidden[0])
        general = target.generals[SLOTS.index(slot)].general
        g.emit(EH.LookGeneral(seat=owner.seat, target=target.seat, slot=slot, general=general), 1 << owner.seat)


# --------------------------------------------------------------------------- 阴阳鱼


def _yinyangyu_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Late in the phase (just above ending it): draw 1, or keep 2 more cards when the hand is over
    the limit."""
    return 2.3, use_of(opt)


def _yinyangyu_choice(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Raise the limit when the hand would lose 2 or more cards to it; draw 1 otherwise."""
    over = len(judge.view.hand) - max(judge.my.hp, 0)
    return Choose("limit2" if over >= 2 else "draw1")


#: 阴阳鱼: draw 1, or this turn's hand limit +2
ASK_YINYANGYU = PromptSpec("yinyangyu", ai=Custom(_yinyangyu_choice))


class Yinyangyu(ActiveSkill):
    """阴阳鱼 (标记): 出牌阶段, discard it: draw 1, or this turn's hand limit +2."""

    id = YINYANGYU
    per_phase = None
    play = Playing(_yinyangyu_play)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        return CardOption("", None, self.id, (), 0, 0) if _held(owner, self.id) else None

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        choice = await g.choose_option(owner.seat, ("draw1", "limit2"), ASK_YINYANGYU(), default="draw1")
        spend_mark(g, owner, self.id, choice)
        if choice == "draw1":
            await draw(g, owner.seat, 1, reason=self.id)
        else:
            rules_of(g).raise_hand_limit(g, owner.seat, LIMIT_BONUS)


# --------------------------------------------------------------------------- 珠联璧合


class Zhulianbihe(ViewAsSkill):
    """珠联璧合 (标记): discard it to use it as a 桃 (视为使用【桃】), whenever a 桃 could be used."""

    id = ZHULIANBIHE
    as_key = "peach"
    n_cards = 0

    def usable_now(self, g: Game, owner: Player, names: frozenset[str] | None, mode: str) -> bool:
        return _held(owner, self.id) and (names is None or mode == "use")     # (a 桃 is used, never played)

    def candidates(self, g: Game, owner: Player) -> list[int]:
        return []           # (no card: the mark itself is the 桃)

    def may_make(self, g: Game, name: str) -> bool:
        return g.behaviours[self.as_key].name == name

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        if answer.cards:
            raise IllegalAnswer(f"{self.id}: the mark is the 桃; name no cards, got {list(answer.cards)}")
        return VirtualCard(g.behaviours[self.as_key], (), self.id)

    async def produce_card(self, g: Game, owner: Player, answer: Use) -> CardLike | None:
        card = self.view_as_card(g, owner, answer)
        spend_mark(g, owner, self.id, "peach")
        return card


def _draw2_play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Draw 2 while healthy; keep it as a 桃 to live on at 2 HP or less, or 2 below the maximum."""
    my = judge.my
    if my.hp <= 2 or my.max_hp - my.hp >= 2:
        return None
    return 4.5, use_of(opt)


class ZhulianbiheDraw(ActiveSkill):
    """珠联璧合 (标记): 出牌阶段, discard it: draw 2."""

    id = "zhulianbihe_draw"
    per_phase = None
    play = Playing(_draw2_play)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        return CardOption("", None, self.id, (), 0, 0) if _held(owner, ZHULIANBIHE) else None

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        spend_mark(g, owner, ZHULIANBIHE, "draw2")
        await draw(g, owner.seat, 2, reason=ZHULIANBIHE)


#: each mark's skills, given with the first of it and gone with the last
MARK_SKILLS: dict[str, tuple[Skill, ...]] = {
    XIANQU: (Xianqu(),),
    YINYANGYU: (Yinyangyu(),),
    ZHULIANBIHE: (Zhulianbihe(), ZhulianbiheDraw()),
}
