"""The AI never repeats a play-phase action that changed nothing (ai/basic `not_again`): asked the
very same question at the very same table, an action it took there before that spent no card of
its own is left out, so no skill — old or future — can loop a computer seat (托管 included)."""

from __future__ import annotations

from aitable import AITable

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.ai.normal import NormalAgent
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import End, Use
from sgs_desktop.engine.protocol.requests import CardOption, PlayRequest, TargetSpec


def cardless_first(cls):
    """An agent of `cls` that always takes the first option that spends no card (as an AI that would
    loop on it would), else the first card, else ends the phase."""

    class Looping(cls):
        asked: list

        def decide(self, request, view):
            self.asked = [*getattr(self, "asked", []), request]
            if isinstance(request, PlayRequest):
                for o in request.options:
                    if o.card is None and not o.min_cards:
                        return Use(None, o.skill, o.name or None, (), o.targets.seats[:1] if o.targets else ())
                for o in request.options:
                    if o.card is not None:
                        return Use(o.card, None, None, (), o.targets.seats[:1] if o.targets else ())
                return End()
            return super().decide(request, view)

    return Looping


def a_play_request(game: Game) -> tuple[PlayRequest, int]:
    seat = 0
    card = game.players[seat].hand[0]
    ask = CardOption("slash", None, "jijiang", (), 0, 0, TargetSpec((1, 2), 1, 1))
    own = CardOption(game.cards[card].key, card, None, (), 0, 0, TargetSpec((1, 2), 1, 1))
    return PlayRequest(seat, (ask, own)), card


def test_the_same_question_at_the_same_table_is_not_answered_the_same_way_twice():
    for cls in (BasicAgent, NormalAgent):
        game = Game.new(GameConfig(players=3, generals="none"), 3)
        agent = cardless_first(cls)(5)
        req, card = a_play_request(game)
        first = agent.answer(req, game.view(0))
        assert first == Use(None, "jijiang", "slash", (), (1,))
        again = agent.answer(req, game.view(0))                 # nothing changed: not 激将 again
        assert again == Use(card, None, None, (), (1,))
        assert agent.asked[-1].options == (req.options[1],)      # (decided again without it)


def test_a_changed_table_or_question_lets_it_try_again():
    game = Game.new(GameConfig(players=3, generals="none"), 3)
    agent = cardless_first(BasicAgent)(5)
    req, _card = a_play_request(game)
    assert agent.answer(req, game.view(0)).skill == "jijiang"
    view = game.view(0)
    view.players[1].hp -= 1                                     # someone was hurt meanwhile
    assert agent.answer(req, view).skill == "jijiang"
    other = PlayRequest(0, (req.options[0],))                   # another question
    assert agent.answer(other, view).skill == "jijiang"
    assert agent.answer(other, view) == End()                   # that one again: nothing else to do


def test_a_card_spent_is_never_held_against_it():
    game = Game.new(GameConfig(players=3, generals="none"), 3)
    agent = cardless_first(BasicAgent)(5)
    req, card = a_play_request(game)
    only_card = PlayRequest(0, (req.options[1],))
    assert agent.answer(only_card, game.view(0)).card == card
    assert agent.answer(only_card, game.view(0)).card == card  # (the card went: the table changed)


def test_a_lord_ai_asked_again_after_nobody_answered_does_not_ask_again():
    """In a game: 刘备's 激将 came to nothing; asked the very same question again at the very same
    table (as an engine without ruling 34 would ask it), the AI does something else."""
    t = AITable([{"role": "lord", "general": "liubei", "hand": ["杀 ♠7"]},
                 {"role": "loyalist", "general": "zhangfei", "hand": ["闪 ♥2"]},
                 {"role": "rebel"}], ai_seats=(0,))
    agent = t.ai[0] = cardless_first(BasicAgent)(11)
    req = t.expect(0, "play")
    assert t.ai_answer(0, "play").skill == "jijiang"
    assert [(e["seat"], e["skill"]) for e in t.log("came_to_nothing")] == [(0, "jijiang")]
    again = agent.answer(req, t.g.view(0))
    assert again == Use(t.id("杀 ♠7"), None, None, (), (1,))
    assert t.expect(0, "play") != req                      # (the rules left 激将 out anyway)
    t.end_play(0)
    t.finish()
