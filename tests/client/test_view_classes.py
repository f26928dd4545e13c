"""SeatView and PlayerView are plain classes (their own `__init__`, built natively by the compiled
hot path): equality, copies, `repr` and the JSON form must cover every field, and a view taken
for several seats at once shares only what they see alike."""

from __future__ import annotations

import copy
import json

import pytest

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.client.seat_state import _HANDLERS, SeatStates
from sgs_desktop.engine import events as E
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.view import PlayerView, SeatView
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.net.codec import view_from_json
from sgs_desktop.simulate import agent_seed


def _seat_fields() -> dict:
    return dict(seat=1, alive=True, hp=3, max_hp=4, dying=False, hand_count=2, known_hand=[7], equips={"weapon": 9},
                  judge=[11], judge_as={11: "indulgence"}, chained=False, face_up=True, role=None,
                  generals=["liubei"], kingdom="shu", gender="male", drunk=0, marks={"m": 1}, shown=[True],
                removed=[False], piles={"buqu": 1}, pile_cards={"buqu": [30]})


def _seat_view(**over) -> SeatView:
    return SeatView(**(_seat_fields() | over))


def _player_fields() -> dict:
    return dict(seat=0, role="lord", hand=[1, 2], players=[_seat_view(seat=0), _seat_view()], draw_count=40,
                  discard=[3], processing=[4], current=0, phase="play", round=2, finished=False,
                packs=("identity_standard",), mode="identity", rules="", table_states=["aozhan"])


def _player_view(**over) -> PlayerView:
    return PlayerView(**(_player_fields() | over))


#: a value unlike the one `_seat_view` / `_player_view` gives each field
_OTHER = {"seat": 5, "alive": False, "hp": 1, "max_hp": 5, "dying": True, "hand_count": 0, "known_hand": [],
          "equips": {}, "judge": [], "judge_as": {}, "chained": True, "face_up": False, "role": "rebel",
          "generals": [None], "kingdom": "wei", "gender": "female", "drunk": 1, "marks": {}, "shown": [False],
          "removed": [True], "piles": {}, "pile_cards": {}, "hand": [], "players": [], "draw_count": 1,
          "discard": [], "processing": [], "current": 1, "phase": None, "round": 3, "finished": True,
          "packs": (), "mode": "hegemony", "rules": "new", "table_states": []}


@pytest.mark.parametrize("make, given, fields", [(_seat_view, _seat_fields, SeatView.FIELDS),
                                                (_player_view, _player_fields, PlayerView.FIELDS)],
                         ids=["SeatView", "PlayerView"])
def test_every_field_counts_in_equality_repr_and_json(make, given, fields):
    """FIELDS names every argument of the class (a field added to one and not the other fails)."""
    assert set(fields) == set(given()) and len(fields) == len(set(fields))
    slots = getattr(type(make()), "__slots__", None)       # (the pure class's; a compiled one has none)
    assert slots is None or set(slots) == set(fields)
    assert make() == make()
    for f in fields:
        changed = make(**{f: _OTHER[f]})
        assert changed != make(), f
        assert f"{f}=" in repr(changed)
        assert changed.to_json()[f] == (_OTHER[f] if f != "players" else [])


@pytest.mark.parametrize("make", [_seat_view, _player_view], ids=["SeatView", "PlayerView"])
def test_a_deep_copy_shares_nothing(make):
    original = make()
    twin = copy.deepcopy(original)
    assert twin == original and twin is not original
    form = original.to_json()
    for f in original.FIELDS:
        value = getattr(original, f)
        if isinstance(value, (list, dict)) and value:
            assert getattr(twin, f) is not value, f
            assert form[f] is not value, f      # (the JSON form is a copy too)


def test_the_json_form_round_trips_through_the_wire_codec():
    view = _player_view()
    assert view_from_json(json.loads(json.dumps(view.to_json()))) == view


@pytest.mark.parametrize("config", [GameConfig(players=8), hegemony_config(7)], ids=["identity", "hegemony"])
def test_views_taken_together_equal_each_seats_own_and_share_what_is_alike(config):
    game = Game.new(config, 4)
    agents = [BasicAgent(agent_seed(4, s)) for s in range(config.players)]
    for _ in range(120):
        req = game.pending
        game.answer(agents[req.seat].answer(req, game.view(req.seat)))
    seats = list(range(config.players))
    views = game.views(seats)
    assert views == [game.view(s) for s in seats]
    assert len({id(v.discard) for v in views}) == 1 and len({id(v.processing) for v in views}) == 1
    objects = {id(p) for v in views for p in v.players}
    assert config.players * 2 <= len(objects) < config.players ** 2       # (its own, and one for the rest)
    for v in views:      # a seat's own player is an object of its own
        assert all(w.players[v.seat] is not v.players[v.seat] for w in views if w is not v)
    SeatStates(views)    # (states take them as they are)


def test_each_handler_names_a_field_of_its_event():
    for cls, (_, field) in _HANDLERS.items():
        assert field is None or field in cls.field_names, (cls.kind, field)
    assert E.Move not in _HANDLERS and E.Phase not in _HANDLERS       # (applied by apply_entry itself)


def test_views_of_different_moments_are_refused():
    game = Game.new(GameConfig(players=5), 1)
    early = game.view(1)
    agents = [BasicAgent(agent_seed(1, s)) for s in range(5)]
    while game.view(2).discard == early.discard:
        req = game.pending
        game.answer(agents[req.seat].answer(req, game.view(req.seat)))
    with pytest.raises(ValueError, match="not of one moment"):
        SeatStates([early, game.view(2)])
