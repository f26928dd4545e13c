"""The random agent draws from its Rng's uniform source exactly as the Rng methods would: every
answer over whole games equals the one a plain Rng-method agent gives from the same seed."""

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from sgs_desktop.engine.rng import Rng, below_from, sample_from
from sgs_desktop.modes.hegemony import hegemony_config


class MethodAgent:
    """The random agent written with Rng's methods (the reference)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def answer(self, req):
        rng = self.rng
        if req.kind == "play":
            n_opt, n_rec = len(req.options), len(req.recast)
            i = rng.below(n_opt + n_rec + 1)
            if i < n_opt:
                return self.use(req.options[i])
            return Recast(req.recast[i - n_opt]) if i < n_opt + n_rec else End()
        if req.kind == "respond":
            i = rng.below(len(req.options) + 1)
            return self.use(req.options[i]) if i < len(req.options) else Pass()
        if req.kind == "cards":
            return Cards(tuple(rng.sample(req.cards, rng.randint(req.min, req.max))))
        if req.kind == "pick":
            i = rng.below(req.hand + len(req.cards))
            return Pick(index=i) if i < req.hand else Pick(card=req.cards[i - req.hand])
        if req.kind == "option":
            return Choose(rng.choice(req.options))
        if req.kind == "seats":
            return Seats(tuple(rng.sample(req.seats, rng.randint(req.min, req.max))))
        cards = rng.sample(req.cards, len(req.cards))
        k = rng.randint(0, len(cards)) if req.bottom_allowed else len(cards)
        return Arrange(top=tuple(cards[:k]), bottom=tuple(cards[k:]))

    def use(self, o):
        rng = self.rng
        cards = tuple(rng.sample(o.cards, rng.randint(o.min_cards, o.max_cards))) if o.skill and o.max_cards else ()
        spec = o.targets
        if spec is None:
            targets = ()
        elif spec.then:
            first, follow = spec.then[rng.below(len(spec.then))]
            targets = (first, rng.choice(follow))
        else:
            targets = tuple(rng.sample(spec.seats, rng.randint(spec.min, min(spec.max, len(spec.seats)))))
        return Use(o.card, o.skill, (o.name or None) if o.skill else None, cards, targets)


def play_both(config: GameConfig, seed: int) -> int:
    g = Game.new(config, seed)
    fast = [RandomAgent(seed * 31 + s) for s in range(config.players)]
    slow = [MethodAgent(seed * 31 + s) for s in range(config.players)]
    kinds = set()
    while g.pending is not None:
        req = g.pending
        a, b = fast[req.seat].answer(req), slow[req.seat].answer(req)
        assert a == b, (req.to_json(), a, b)
        kinds.add(req.kind)
        g.answer(a)
    return len(kinds)


def test_same_answers_as_the_rng_methods_over_whole_games():
    kinds = 0
    for seed in range(6):
        kinds = max(kinds, play_both(GameConfig(players=8, round_limit=300, generals="standard"), seed))
        kinds = max(kinds, play_both(hegemony_config(6, round_limit=300), seed))
    assert kinds >= 5          # play, respond, cards, option and more were asked


def test_the_source_functions_draw_as_the_methods():
    a, b = Rng(5), Rng(5)
    draw = b.uniform_source()
    for n in (1, 2, 7, 30):
        assert a.below(n) == below_from(draw, n)
        assert a.sample(list(range(n)), min(n, 3)) == sample_from(draw, list(range(n)), min(n, 3))
    assert a.draws == 4 + sum(min(n, 3) for n in (1, 2, 7, 30))
