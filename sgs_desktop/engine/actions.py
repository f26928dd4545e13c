"""Smaller rule actions skills are made of: 翻面, 体力上限, gaining skills, 拼点, extra turns,
giving cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from . import events as E
from . import timings as T
from .advice import HIGHEST
from .moves import move_cards
from .prompts import SEAT, SKILL, Arg, PromptSpec
from .state import ALL_SEATS, OWN_MARK, Zone

if TYPE_CHECKING:
    from .game import Game
    from .skills.skill import Skill
    from .state import Player


def set_mark(g: Game, player: Player, mark: str, value: int | None) -> None:
    """标记: set `player`'s mark (None removes it). A mark named after a face-down general's skill
    is seen only by its owner (涅槃's mark would name 庞统), and so is one named `own:…` (OWN_MARK)."""
    marks = player.marks
    if value is None:
        if mark not in marks:
            return
        del marks[mark]
    elif marks.get(mark) == value:
        return
    else:
        marks[mark] = value
    if not g.started:
        return                  # (building the table: the first views show it)
    hidden = player.hidden_skills
    own = (bool(hidden) and mark in hidden) or mark.startswith(OWN_MARK)
    g.emit(E.Mark(player.seat, mark, value), 1 << player.seat if own else ALL_SEATS)


async def turn_over(g: Game, seat: int) -> None:
    """翻面: turn the player's general over (face down: their next turn is skipped)."""
    p = g.players[seat]
    p.face_up = not p.face_up
    g.emit(E.TurnOver(seat=seat, face_up=p.face_up))


async def change_max_hp(g: Game, seat: int, delta: int) -> None:
    """增加/减少体力上限. HP never exceeds the maximum; a maximum of 0 kills (no source)."""
    p = g.players[seat]
    if not p.alive or delta == 0:
        return
    p.max_hp += delta
    if p.hp > p.max_hp:
        p.hp = p.max_hp
    if p.max_hp <= 0:
        p.hp = min(p.hp, 0)
        p.dying = True          # (dies next, no 濒死 to go through: never alive at 0 HP and not dying)
    g.emit(E.MaxHp(seat=seat, max_hp=p.max_hp, hp=p.hp, delta=delta))
    if p.max_hp <= 0:
        from .health import death
        await death(g, seat, None)


def acquire_skill(g: Game, seat: int, skill: Skill) -> None:
    """获得技能 (a wake skill's reward, 若愚's 激将 …)."""
    if skill not in g.players[seat].skills:
        g.add_skill(seat, skill)
        g.emit(E.AcquireSkill(seat=seat, skill=skill.id))


def lose_skill(g: Game, seat: int, skill: Skill) -> None:
    if skill in g.players[seat].skills:
        g.remove_skill(seat, skill)
        g.emit(E.LoseSkill(seat=seat, skill=skill.id))


def grant_extra_turn(g: Game, seat: int) -> None:
    """额外的回合: `seat` takes a turn after the current one (放权)."""
    g.extra_turns.append(seat)
    g.emit(E.ExtraTurn(seat=seat))


async def give(g: Game, from_seat: int, to_seat: int, cards: list[int], reason: str) -> None:
    """交给: cards go from one player to another's hand (seen by both)."""
    await move_cards(g, cards, Zone.HAND, to_seat, reason=reason, by=from_seat)


class PindianResult(msgspec.Struct):
    """拼点: who took part, their cards (in the processing area until discarded), who won."""

    source: int
    target: int
    source_card: int
    target_card: int
    source_wins: bool


#: 拼点: choose the card to show (against `rival`, for `reason`)
ASK_PINDIAN = PromptSpec("pindian", Arg("rival", SEAT), Arg("reason", SKILL), ai=HIGHEST)


async def pindian(g: Game, source: int, target: int, reason: str) -> PindianResult:
    """拼点: each chooses a hand card face down; they are shown together; the source wins only
    with a strictly higher number. The cards stay in the processing area: call
    `finish_pindian` after the skill is done with them."""
    a = (await g.choose_cards(source, g.players[source].hand, 1, 1, ASK_PINDIAN(target, reason)))[0]
    b = (await g.choose_cards(target, g.players[target].hand, 1, 1, ASK_PINDIAN(source, reason)))[0]
    await move_cards(g, [a], Zone.PROCESSING, reason="pindian", by=source)
    await move_cards(g, [b], Zone.PROCESSING, reason="pindian", by=target)
    shown = T.PindianData(source, target, a, b, reason, [g.cards[a].number, g.cards[b].number])
    await g.trigger(T.PINDIAN_SHOWN, shown)
    win = shown.numbers[0] > shown.numbers[1]
    g.emit(E.Pindian(source=source, target=target, source_card=g.cards[a].describe(),
                     target_card=g.cards[b].describe(), source_wins=win, reason=reason))
    return PindianResult(source, target, a, b, win)


async def finish_pindian(g: Game, result: PindianResult) -> None:
    left = [c for c in (result.source_card, result.target_card) if g.zone_of[c] == Zone.PROCESSING]
    if left:
        await move_cards(g, left, Zone.DISCARD, reason="pindian_done")
