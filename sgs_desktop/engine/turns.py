"""Turns (回合) and the six phases: 准备 判定 摸牌 出牌 弃牌 结束.

A phase can be skipped (跳过, e.g. by 乐不思蜀); a player whose general is
face down (翻面) turns it face up instead of taking the turn; a player who dies
during their own turn ends it at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .advice import CHEAPEST
from .cards import VirtualCard
from .concede import settle_concessions
from .errors import GameOver
from .events import Drunk, Phase, PhaseSkipped, Turn, TurnOver
from .game import TurnFrame
from .moves import discard, draw
from .options import perform, play_request
from .prompts import NUMBER, Arg, PromptSpec
from .protocol.answers import End
from .skills.skill import MAX_HAND
from .skills.triggering import phase_key
from .state import Zone
from .timings import (
    DRAW_PHASE,
    PHASE_BEGINNING,
    PHASE_END,
    PHASE_START,
    PHASES,
    TURN_END,
    TURN_START,
    DrawPhaseData,
    PhaseData,
)

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_DRAW_PHASE: Final = DRAW_PHASE
_DrawPhaseData: Final = DrawPhaseData
_Drunk: Final = Drunk
_PHASE_BEGINNING: Final = PHASE_BEGINNING
_PHASE_END: Final = PHASE_END
_PHASE_START: Final = PHASE_START
_Phase: Final = Phase
_PhaseData: Final = PhaseData
_PhaseSkipped: Final = PhaseSkipped
_TURN_END: Final = TURN_END
_TURN_START: Final = TURN_START
_Turn: Final = Turn
_TurnOver: Final = TurnOver
_settle_concessions: Final = settle_concessions


async def run_turns(g: Game, first: int, start: int | None = None, start_phase: str = "start",
                    max_turns: int = 0, resume: TurnFrame | None = None) -> None:
    """Turns go round the table until the game ends (GameOver).

    `first` is whose turn starts each round (the lord); `start`/`start_phase`
    let a scenario begin in the middle of a turn; `max_turns` > 0 stops after
    that many turns (a scenario's "turn_end"). `resume`: the turn in progress of a game started
    from a position (engine/position.py), its history kept, in round `resume.round`.
    """
    seat = first if start is None else start
    g.round = 0 if resume is None else resume.round - 1
    phase = start_phase
    prev = None
    while True:
        if prev is None or _starts_round(g, seat, first, prev):
            g.round += 1
            limit = g.config.round_limit
            if limit and g.round > limit:
                raise GameOver((), "round_limit")
        if g.concessions > 0:           # (concede.conceding)
            await _settle_concessions(g)
            if not g.players[seat].alive:
                seat = g.next_alive(seat)
        await take_turn(g, seat, phase, resume)
        phase = "start"
        resume = None
        while g.extra_turns:            # 额外的回合, right after the turn that granted them
            extra = g.extra_turns.pop(0)
            if g.players[extra].alive:
                await take_turn(g, extra)
        if max_turns and g.turns >= max_turns:
            raise GameOver((), "scenario_stop")
        prev = seat
        seat = g.next_alive(seat)


def _starts_round(g: Game, seat: int, first: int, prev: int) -> bool:
    """A new round (轮) starts when the turn passes the first seat (the lord's) again."""
    n = len(g.players)
    return (seat - first) % n <= (prev - first) % n


#: the phases of a turn from each phase on
_PHASES_FROM: Final = {ph: PHASES[i:] for i, ph in enumerate(PHASES)}
#: each phase's index keys for 阶段开始前 / 阶段开始时 / 阶段结束时
_PHASE_KEYS: Final = {ph: (phase_key(PHASE_BEGINNING, ph), phase_key(PHASE_START, ph), phase_key(PHASE_END, ph))
               for ph in PHASES}


async def take_turn(g: Game, seat: int, start_phase: str = "start", resume: TurnFrame | None = None) -> None:
    """One turn of `seat` from `start_phase`. `resume`: the turn goes on from a position
    (engine/position.py) with this history — inside `resume.phase` when it is set (its body goes
    on: the play phase's next action), else from the beginning of `start_phase`."""
    p = g.players[seat]
    g.current = seat
    listens = g.skills.by_timing
    phases = _PHASES_FROM[start_phase]
    if resume is None:
        g.turns += 1
        frame = g.turn = TurnFrame(seat, g.round)
        g.phase_shown = None
        g.emit(_Turn(seat=seat, round=g.round))
        g.rules.turn_begins(g, seat)
        if not p.face_up and start_phase == "start":
            p.face_up = True
            g.emit(_TurnOver(seat=seat, face_up=True))
            g.turn = None
            return
        if _TURN_START in listens and start_phase == "start":
            await g.trigger(_TURN_START, _PhaseData(seat, "turn"))
    else:
        frame = g.turn = resume
    for phase in phases:
        if g.concessions > 0:           # 投降: between two phases (concede.conceding)
            await _settle_concessions(g)
        if not p.alive:
            break
        at_beginning, at_start, at_end = _PHASE_KEYS[phase]
        if resume is not None and frame.phase == phase:      # (a position inside this phase: its body goes on)
            resume = None
            await _phase_rest(g, p, phase, at_end, listens)
            continue
        if at_beginning in listens and (ready := g.ready(_PHASE_BEGINNING, data := _PhaseData(seat, phase),
                                                          at_beginning)):
            await g.fire(_PHASE_BEGINNING, data, ready, at_beginning)
        if phase in frame.skipped:
            g.emit(_PhaseSkipped(seat=seat, phase=phase))
            continue
        # the phase itself (阶段开始时 → the phase's own steps → 阶段结束时)
        frame.phase = phase
        frame.phase_uses = []
        frame.futile = []
        g.phase_shown = phase
        g.emit(_Phase(seat=seat, phase=phase))
        prevented = False
        if phase == "start" and g.rules.shows_at_start and not p.all_shown:
            await g.rules.start_phase_show(g, p)
        if at_start in listens and (ready := g.ready(_PHASE_START, data := _PhaseData(seat, phase), at_start)):
            await g.fire(_PHASE_START, data, ready, at_start)
            prevented = data.prevented
        if not prevented and p.alive:
            body = _BODIES.get(phase)
            if body is not None and (phase != "judge" or p.judge):     # (an empty judge area: nothing to judge)
                await body(g, p)
        if p.alive and at_end in listens and (ready := g.ready(_PHASE_END, data := _PhaseData(seat, phase),
                                                                 at_end)):
            await g.fire(_PHASE_END, data, ready, at_end)
        frame.phase = None
    frame.ended = True
    if p.drunk:
        p.drunk = 0
        g.emit(_Drunk(seat, 0))
    if p.alive and _TURN_END in listens:
        await g.trigger(_TURN_END, _PhaseData(seat, "turn"))
    g.turn = None


async def _phase_rest(g: Game, p: Player, phase: str, at_end: str, listens: dict[Any, Any]) -> None:
    """The rest of a phase a position stands inside: its body, then 阶段结束时."""
    frame = g.turn
    assert frame is not None
    body = _BODIES.get(phase)
    if body is not None and p.alive:
        await body(g, p)
    if p.alive and at_end in listens and (ready := g.ready(_PHASE_END, data := _PhaseData(p.seat, phase), at_end)):
        await g.fire(_PHASE_END, data, ready, at_end)
    frame.phase = None


ASK_DISCARD_PHASE: Final = PromptSpec("discard_phase", Arg("count", NUMBER), ai=CHEAPEST, module=__name__)


async def judge_phase(g: Game, p: Player) -> None:
    """Delayed tricks are judged last-placed first (后放置的先判定)."""
    for cid in reversed(list(p.judge)):
        if not p.alive:
            return
        if g.zone_of[cid] != Zone.JUDGE or g.owner_of[cid] != p.seat:
            continue
        physical = g.cards[cid]
        key = p.judge_as.get(cid, physical.key)
        card = physical if key == physical.key else VirtualCard(g.behaviours[key], (physical,))
        await card.behaviour.judge_phase_effect(g, p.seat, card)


async def draw_phase(g: Game, p: Player) -> None:
    data = _DrawPhaseData(p.seat, 2)
    if ready := g.ready(_DRAW_PHASE, data):
        await g.fire(_DRAW_PHASE, data, ready)
    if not data.prevented and data.count > 0 and p.alive:
        await draw(g, p.seat, data.count, reason="draw_phase")


async def play_phase(g: Game, p: Player) -> None:
    frame = g.turn
    assert frame is not None, "the play phase is a phase of a turn"
    while p.alive and frame.phase == "play":
        req, check = play_request(g, p)
        answer = await g.ask(req, check)
        if isinstance(answer, End):
            return
        await perform(g, p, req, answer)


async def discard_phase(g: Game, p: Player) -> None:
    limit = g.modify(MAX_HAND, g.rules.max_hand(g, p), p)
    excess = len(p.hand) - max(limit, 0)
    if excess > 0:
        cards = await g.choose_cards(p.seat, p.hand, excess, excess, ASK_DISCARD_PHASE(excess))
        await discard(g, p.seat, cards, reason="discard_phase")


_BODIES: Final = {"judge": judge_phase, "draw": draw_phase, "play": play_phase, "discard": discard_phase}
