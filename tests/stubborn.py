"""Stubborn seats for the no-stall soaks (test_stubborn_soak.py): one always takes the first thing a
request offers, one gives its last choice again whenever the request takes it. Neither thinks, so a
game they play ends only if the rules themselves never let a phase stall (docs/rulings.md, "Asking
others")."""

from __future__ import annotations

from dataclasses import replace

from sgs_desktop.ai.base import SeatRunner, agent_seed
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Answer, Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from sgs_desktop.engine.protocol.requests import (
    CardOption,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    Request,
    RespondRequest,
    SeatsRequest,
)


def first_use(o: CardOption) -> Use:
    """The first way to take option `o`: its first sub-cards, its first targets."""
    cards = o.cards[:o.min_cards] if o.skill is not None else ()
    spec = o.targets
    if spec is None:
        targets: tuple[int, ...] = ()
    elif spec.then:
        first, second = spec.then[0]
        targets = (first, second[0])
    else:
        want = max(spec.min, min(1, spec.max))
        chosen: list[int] = []
        groups: set[int] = set()
        for s in spec.seats:               # (方天画戟's `apart`: not two of one group)
            g = spec.group_of(s)
            if len(chosen) < want and (g < 0 or g not in groups):
                chosen.append(s)
                groups.add(g)
        targets = tuple(chosen)
    return Use(o.card, o.skill, (o.name or None) if o.skill else None, cards, targets)


def first_answer(req: Request) -> Answer:
    """The first thing `req` offers (a use before a pass, the first option, the first cards)."""
    if isinstance(req, PlayRequest):
        if req.options:
            return first_use(req.options[0])
        return Recast(req.recast[0]) if req.recast else End()
    if isinstance(req, RespondRequest):
        return first_use(req.options[0]) if req.options else Pass()
    if isinstance(req, OptionRequest):
        return Choose(req.options[0])
    if isinstance(req, CardsRequest):
        return Cards(req.cards[:max(req.min, min(1, req.max))])
    if isinstance(req, PickRequest):
        return Pick(index=0) if req.hand else Pick(card=req.cards[0])
    if isinstance(req, SeatsRequest):
        return Seats(req.seats[:max(req.min, min(1, req.max))])
    return req.default()


def legal(req: Request, answer: Answer) -> bool:
    try:
        req.validate(answer)
    except IllegalAnswer:
        return False
    return True


#: the choices of generals: taken by the seat's seed, not first, so that every general plays
GENERAL_PROMPTS = frozenset({"choose_general", "choose_pair"})


class FirstOption:
    """Always the first thing offered (falling back on the default when that is not a legal answer);
    its generals are chosen by its seed."""

    name = "first"
    wants_view = False

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.answers = 0

    def observe(self, events) -> None:
        pass

    def answer(self, req: Request, view=None) -> Answer:
        self.answers += 1
        if isinstance(req, OptionRequest) and req.prompt.key in GENERAL_PROMPTS:
            return Choose(req.options[self.seed % len(req.options)])
        answer = first_answer(req)
        return answer if legal(req, answer) else req.default()


class Repeating(FirstOption):
    """Its last choice of each kind of request again whenever the request takes it (a use of the
    same skill or card at the same targets, the same option …); else the first thing offered."""

    name = "repeat"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.last: dict[str, Answer] = {}
        self.repeated = 0

    def answer(self, req: Request, view=None) -> Answer:
        last = self.last.get(req.kind)
        if last is not None and legal(req, last):
            self.answers += 1
            self.repeated += 1
            return last
        answer = super().answer(req, view)
        if answer != req.default() and not isinstance(answer, (End, Pass, Arrange)):
            self.last[req.kind] = answer
        return answer


STUBBORN = {"first": FirstOption, "repeat": Repeating}


class Stalled(AssertionError):
    """A game hit the soak's limits: a phase that does not end, or a game that goes on with no end
    in sight (past the round limit, with health still changing)."""


#: decisions one phase may take before it counts as stalled (a long 无懈可击 race is a few dozen)
PHASE_DECISIONS = 2000
#: the rounds at which a game that has not ended fails the soak, unless it is a standoff
ROUND_LIMIT = 300
#: a standoff: this many rounds before the limit without anyone's health, life or allegiance
#: changing — seats that, by their own choices, never act against each other (刘禅's 放权 and 享乐
#: against a 神速 夏侯渊 with no cards: each turn the same, for ever). Not a stall: every phase
#: ends; only a table rule that ends games nobody plays to win could end it (docs/rulings.md)
STANDOFF_ROUNDS = 100
PROGRESS = frozenset({"damage", "lose_hp", "recover", "max_hp", "dying", "death", "show_general", "kingdom"})


def last_round(game: Game) -> int:
    """The round of the game's last turn (read from the log: a finished game has no turn open)."""
    return next((ev.round for ev, _, _ in reversed(game.log.entries) if ev.kind == "turn"), 0)


def standoff(game: Game, rounds: int = STANDOFF_ROUNDS) -> bool:
    """Did nobody's health, life or allegiance change in the last `rounds` rounds?"""
    last = last_round(game)
    for ev, _, _ in reversed(game.log.entries):
        kind = ev.kind
        if kind in PROGRESS:
            return False
        if kind == "turn" and ev.round <= last - rounds:
            return True
    return False


def stubborn_game(config: GameConfig, seed: int, kind: str) -> dict:
    """Play one game with `kind` seats at every chair, the config's round limit ROUND_LIMIT; Stalled
    when a phase takes PHASE_DECISIONS decisions, or the round limit ends a game that is not a
    standoff; else its summary (`reason` "standoff" for one)."""
    config = replace(config, round_limit=ROUND_LIMIT)
    game = Game.new(config, seed)
    seats = [STUBBORN[kind](agent_seed(seed, s)) for s in range(config.players)]
    runner = SeatRunner(game, seats)
    log = game.log.entries
    decisions = in_phase = 0
    seen = 0
    while runner.step():
        decisions += 1
        in_phase += 1
        for i in range(seen, len(log)):
            if log[i][0].kind == "phase":
                in_phase = 0
        seen = len(log)
        if in_phase >= PHASE_DECISIONS:
            raise Stalled(f"{config.mode} {config.players}p {config.packs} seed {seed} ({kind}): a phase took "
                          f"{in_phase} decisions; last request {game.pending.to_json() if game.pending else None}")
    result = game.result
    assert result is not None
    reason = result.reason
    if reason == "round_limit":
        if not standoff(game):
            raise Stalled(f"{config.mode} {config.players}p {config.packs} seed {seed} ({kind}): no end after "
                          f"{ROUND_LIMIT} rounds ({decisions} decisions), and health still changes")
        reason = "standoff"
    repeated = sum(getattr(s, "repeated", 0) for s in seats)
    futile = sum(1 for ev, _, _ in log if ev.kind == "came_to_nothing")
    return {"decisions": decisions, "reason": reason, "repeated": repeated, "came_to_nothing": futile,
            "rounds": last_round(game), "faults": len(runner.faults.errors),
            "illegal": len(runner.faults.illegal)}
