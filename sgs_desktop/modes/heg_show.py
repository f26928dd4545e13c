"""明置: showing a face-down general in 国战, and what the first showings bring.

Showing fixes the kingdom (势力) — or makes a 野心家 when that kingdom would hold more than
half of the game's players —, gives the general's skills, and sets the gender (the head
general's once shown). The first player of the game to show may draw 2; the first time both
of a player's generals are shown, a 珠联璧合 pair may draw 2 or recover 1, and a left-over half
阴阳鱼 may draw 1, before whatever was happening goes on. Under the new rules each of these is a
mark instead (先驱, 珠联璧合, 阴阳鱼: heg_marks), as the profile names them. A show may decide the
game (the table victory rule waits for the last face-down players to show).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import events_heg as EH
from ..engine.advice import ALWAYS, Custom, Strategy
from ..engine.health import recover
from ..engine.kingdoms import CAREERIST
from ..engine.moves import draw
from ..engine.prompts import GENERAL, Arg, PromptSpec
from ..engine.protocol.answers import Choose
from ..packs.generals import companions
from ..packs.heg_seating import general_of, pair_hp, settle_gender
from .heg_lords import becomes_careerist, is_lord
from .heg_marks import gain_mark
from .heg_rules import rules_of

if TYPE_CHECKING:
    from ..engine.advice import AdvisedSeat
    from ..engine.game import Game
    from ..engine.protocol.requests import OptionRequest
    from ..engine.state import Player

SLOT_NAMES = ("head", "deputy")


def _companions_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Recover when hurt (at 2 HP or less, or 2 below the maximum); draw otherwise."""
    my = judge.my
    hurt = my.hp <= 2 or my.max_hp - my.hp >= 2
    return Choose("recover" if "recover" in req.options and hurt else "draw2")


ASK_FIRST_SHOW_DRAW = PromptSpec("first_show_draw", ai=ALWAYS)
ASK_HALF_HP_DRAW = PromptSpec("half_hp_draw", ai=ALWAYS)
#: 珠联璧合 of `head` and `deputy`: draw 2, recover 1 (when wounded), or nothing
ASK_COMPANIONS = PromptSpec("companions", Arg("head", GENERAL), Arg("deputy", GENERAL), ai=Custom(_companions_ai))
#: 准备阶段: show a face-down general (or both), or not
ASK_SHOW_GENERAL = PromptSpec("show_general", ai=Strategy("show_general"))


def reveal(g: Game, p: Player, slots: list[int], reason: str) -> None:
    """Turn generals face up: skills, kingdom (from the first one shown), gender, then the public
    events (no rewards)."""
    slots = [i for i in slots if not p.generals[i].shown]
    if not slots:
        return
    first = general_of(g, p, slots[0])
    fixed = p.kingdom is None
    if fixed:
        p.kingdom = CAREERIST if becomes_careerist(g, first.kingdom) else first.kingdom
    g.board_epoch += 1      # a shown general's distance skill (马术) now acts
    for i in slots:         # one at a time, each with its event: a reader sees the table as it is
        p.generals[i].shown = True
        for sid in [k for k, v in p.hidden_skills.items() if v == i]:
            del p.hidden_skills[sid]
        settle_gender(g, p)
        general = general_of(g, p, i)
        marks = tuple((m, v) for m, v in p.marks.items() if m in general.skills)
        g.emit(EH.ShowGeneral(seat=p.seat, slot=SLOT_NAMES[i], general=general.id, reason=reason, gender=p.gender,
                             kingdom=p.kingdom, marks=marks))
    if fixed:
        assert p.kingdom is not None    # fixed above
        g.emit(EH.KingdomEvent(seat=p.seat, kingdom=p.kingdom, general_kingdom=first.kingdom))


async def show_generals(g: Game, p: Player, slots: list[int], reason: str = "") -> None:
    """明置 one general or both together, then the first-show rewards."""
    slots = [i for i in slots if not p.generals[i].shown]
    if not slots:
        return
    rules = rules_of(g)
    state, mark = rules.heg, rules.profile.first_show_mark
    reveal(g, p, slots, reason)
    for i in slots:                            # 当你明置此武将牌后 (闺秀): the skills that ask for it
        for sk in [sk for sk in p.skills if sk.id in general_of(g, p, i).skills and hasattr(sk, "after_shown")]:
            if p.alive:
                await sk.after_shown(g, p)
    if not state.first_shown:
        state.first_shown = True
        if p.alive and mark is not None:
            gain_mark(g, p, mark)               # 先驱, instead of the draw
        elif p.alive and await g.ask_yes_no(p.seat, ASK_FIRST_SHOW_DRAW(), default=True):
            g.emit(EH.FirstShowReward(seat=p.seat))
            await draw(g, p.seat, 2, reason="first_show")
    if p.all_shown and p.seat not in state.both_shown and not any(s.removed for s in p.generals):
        state.both_shown.add(p.seat)
        if p.alive:
            await both_shown_rewards(g, p)
    if rules.victory == "table":
        # (online, a face-down player already counts as the kingdom it would show: a show cannot
        # decide what the last death did not; the table rule waits for the shows themselves)
        rules.check_victory(g)


async def both_shown_rewards(g: Game, p: Player) -> None:
    """珠联璧合 (draw 2 or recover 1) and the left-over half 阴阳鱼 (draw 1), or their marks."""
    head, deputy = general_of(g, p, 0), general_of(g, p, 1)
    profile = rules_of(g).profile
    _, half_left = pair_hp(head, deputy)
    if profile.companions_mark is not None or profile.half_hp_mark is not None:
        if companions(head, deputy) and profile.companions_mark is not None:
            gain_mark(g, p, profile.companions_mark)
        if half_left and profile.half_hp_mark is not None:
            gain_mark(g, p, profile.half_hp_mark)
        return
    if companions(head, deputy):
        options = ("draw2", "recover", "none") if p.wounded else ("draw2", "none")
        choice = await g.choose_option(p.seat, options, ASK_COMPANIONS(head.id, deputy.id))
        if choice != "none":
            g.emit(EH.Companions(seat=p.seat, choice=choice))
            if choice == "draw2":
                await draw(g, p.seat, 2, reason="companions")
            else:
                await recover(g, p.seat, 1, source=p.seat)
    if half_left and p.alive and await g.ask_yes_no(p.seat, ASK_HALF_HP_DRAW(), default=True):
        g.emit(EH.HalfHpReward(seat=p.seat))
        await draw(g, p.seat, 1, reason="half_hp")


async def start_phase_show(g: Game, p: Player) -> None:
    """准备阶段开始时: the player may show either face-down general, or both."""
    hidden = [i for i, s in enumerate(p.generals) if not s.shown]
    if not hidden or not g.may_show(p):
        return
    options = ["none", *(SLOT_NAMES[i] for i in hidden)]
    if len(hidden) == 2:
        options.append("both")
    choice = await g.choose_option(p.seat, tuple(options), ASK_SHOW_GENERAL(), default="none")
    if choice == "none":
        return
    slots = hidden if choice == "both" else [SLOT_NAMES.index(choice)]
    await show_generals(g, p, slots, "turn_start")


async def hide_general(g: Game, p: Player, slot: int, reason: str = "") -> None:
    """暗置 a shown general again (倾城): its skills stop working until it is shown again; the
    kingdom stays (it was already fixed)."""
    s = p.generals[slot]
    if not s.shown or s.removed or (slot == 0 and is_lord(g, p)):
        return                  # (a 君主 is never 暗置; a removed general never again)
    s.shown = False
    held = {sk.id for sk in p.skills}
    for sid in general_of(g, p, slot).skills:
        if sid in held:
            p.hidden_skills[sid] = slot
    g.board_epoch += 1
    settle_gender(g, p)
    marks = tuple(m for m in p.marks if m in p.hidden_skills)
    g.emit(EH.HideGeneral(seat=p.seat, slot=SLOT_NAMES[slot], reason=reason, gender=p.gender, marks=marks))
