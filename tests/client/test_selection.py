"""Selection models: every legal answer can be clicked, and clicking never builds an illegal one."""

import json

import pytest

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.automation import clicks_for, perform
from sgs_desktop.client.selection import (
    ArrangeSelection,
    CardsSelection,
    OptionSelection,
    PickSelection,
    SeatsSelection,
    UseSelection,
    selection_for,
)
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from sgs_desktop.engine.protocol.requests import (
    ArrangeRequest,
    CardOption,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    Refusal,
    RespondRequest,
    SeatsRequest,
    TargetSpec,
)

PLAY = PlayRequest(0, (
    CardOption("slash", 3, targets=TargetSpec((1, 2), 1, 1)),
    CardOption("iron_chain", 12, targets=TargetSpec((0, 1, 2), 1, 2)),
    CardOption("collateral", 9, targets=TargetSpec((1, 2), 1, 1, ((1, (2,)), (2, (0, 1))))),
    CardOption("ex_nihilo", 7),
    CardOption("slash", None, "wusheng", (4, 5), 1, 1, TargetSpec((1, 2), 1, 1)),
    CardOption("slash", None, "wusheng", (30,), 1, 1, TargetSpec((1,), 1, 1)),
    CardOption("", None, "zhiheng", (3, 4, 5, 7), 1, 4),
), (12,))


def test_play_a_card_on_a_target():
    s = UseSelection(PLAY)
    assert s.card_clickable(3) and not s.card_clickable(99) and not s.ok_enabled
    s.click_card(3)
    assert s.card_selected(3) and s.seat_clickable(1) and not s.seat_clickable(0)
    assert not s.ok_enabled
    s.click_seat(2)
    assert s.ok_enabled and s.ok() == Use(card=3, targets=(2,))
    assert not s.seat_clickable(1)             # max one target
    s.click_seat(2)                            # unselect
    assert not s.ok_enabled
    s.click_card(3)                            # unselect the card
    assert s.option is None


def test_a_sole_target_is_never_chosen_for_you_and_no_target_cards():
    """(issue 34, found 5) With one legal target the card waits for the player's click: Enter after
    clicking a seat that cannot be chosen uses nothing."""
    s = UseSelection(PLAY)
    s.click_card(7)
    assert s.ok_enabled and s.ok() == Use(card=7, targets=())
    s.click_skill("wusheng")
    s.click_card(30)                           # the weapon: only seat 1 is left, and still not chosen
    assert s.targets == [] and not s.ok_enabled
    s.click_seat(2)                            # out of reach: nothing
    assert s.targets == [] and not s.ok_enabled
    with pytest.raises(ValueError):
        s.ok()
    s.click_seat(1)
    assert s.ok() == Use(skill="wusheng", name="slash", cards=(30,), targets=(1,))


def test_seats_say_whether_they_can_be_chosen_and_why_not():
    why = Refusal(2, "range", (2, 1))
    spec = TargetSpec((1,), 1, 1, refused=(Refusal(0, "self"), why))
    holder_range = Refusal(0, "holder_range", (1, 3, 1), 1)
    holder = TargetSpec((1, 2), 1, 1, ((1, (2,)), (2, (0, 1))), refused=(Refusal(0, "self"), holder_range))
    s = UseSelection(PlayRequest(0, (CardOption("slash", 3, targets=spec), CardOption("collateral", 9, targets=holder),
                                     CardOption("ex_nihilo", 7))))
    assert [s.seat_choice(x) for x in range(3)] == ["none"] * 3          # nothing chosen yet
    s.click_card(3)
    assert [s.seat_choice(x) for x in range(3)] == ["blocked", "choosable", "blocked"]
    assert s.refusal(2) == why and s.refusal(0) == Refusal(0, "self") and s.refusal(1) is None
    s.click_seat(1)
    assert [s.seat_choice(x) for x in range(3)] == ["none", "chosen", "none"]     # enough: nothing more to choose
    assert s.target_role(1) == 0 and s.target_role(2) == -1
    s.click_card(7)                            # a card without targets: no seat is blocked
    assert [s.seat_choice(x) for x in range(3)] == ["none"] * 3
    s.click_card(9)                            # 借刀杀人: the holder, then whom it must attack
    assert [s.seat_choice(x) for x in range(3)] == ["blocked", "choosable", "choosable"]
    s.click_seat(1)
    assert [s.seat_choice(x) for x in range(3)] == ["blocked", "chosen", "choosable"]
    assert s.refusal(0) == holder_range          # the second step's own reason
    s.click_seat(2)
    assert (s.target_role(1), s.target_role(2)) == (0, 1) and s.ok() == Use(card=9, targets=(1, 2))
    seats = SeatsSelection(SeatsRequest(0, (1, 2), 1, 1))
    assert [seats.seat_choice(x) for x in range(3)] == ["blocked", "choosable", "choosable"]
    assert seats.refusal(0) is None            # (a seats request gives no reasons: the window says "cannot")


def test_view_as_options_follow_the_chosen_card():
    s = UseSelection(PLAY)
    s.click_skill("wusheng")
    assert s.card_clickable(4) and s.card_clickable(30) and not s.card_clickable(3)
    s.click_card(4)
    assert s.seat_clickable(2) and not s.card_clickable(30)     # one card only
    s.click_seat(2)
    assert s.ok() == Use(skill="wusheng", name="slash", cards=(4,), targets=(2,))
    s.click_card(4)
    s.click_card(30)                           # the other option: seat 2 is out of reach now
    assert s.targets == [] and not s.seat_clickable(2) and s.seat_clickable(1)


def test_two_step_targets():
    s = UseSelection(PLAY)
    s.click_card(9)
    assert s.seat_clickable(1) and s.seat_clickable(2) and not s.seat_clickable(0)
    s.click_seat(2)
    assert s.seat_clickable(0) and s.seat_clickable(1) and not s.ok_enabled
    s.click_seat(0)
    assert s.ok() == Use(card=9, targets=(2, 0))
    s.click_seat(2)                            # unselecting the first drops the second too
    assert s.targets == []


def test_recast_end_and_active_skill():
    s = UseSelection(PLAY)
    s.click_card(12)
    assert s.recast_enabled and s.recast() == Recast(12)
    assert s.end_enabled and s.end() == End()
    s.click_skill("zhiheng")
    for c in (3, 7):
        s.click_card(c)
    assert s.ok() == Use(skill="zhiheng", cards=(3, 7), targets=())
    assert s.cancel() is None and s.skill is None


def test_recast_without_a_chosen_card_builds_no_answer():
    s = UseSelection(PLAY)
    assert not s.recast_enabled
    with pytest.raises(ValueError, match="recast is not enabled"):
        s.recast()                  # (it built Recast(None), an answer no request takes)
    s.click_card(3)                 # a card that cannot be recast
    assert not s.recast_enabled
    with pytest.raises(ValueError, match="recast is not enabled"):
        s.recast()


def test_respond_pass():
    req = RespondRequest(1, ("jink",), "use", (CardOption("jink", 40),))
    s = UseSelection(req)
    assert s.cancel_enabled and s.cancel() == Pass() and not s.end_enabled
    s.click_card(40)
    assert s.ok() == Use(card=40)


def test_cards_seats_option_pick_arrange():
    c = CardsSelection(CardsRequest(0, (1, 2, 3), 2, 2))
    c.click_card(1)
    assert not c.ok_enabled
    c.click_card(3)
    assert not c.card_clickable(2) and c.ok() == Cards((1, 3))
    s = SeatsSelection(SeatsRequest(0, (1, 2), 0, 1))
    assert s.cancel() == Seats(())
    s.click_seat(2)
    assert s.ok() == Seats((2,))
    o = OptionSelection(OptionRequest(0, ("yes", "no"), "no"))
    assert o.ok() == Choose("yes") and o.cancel() == Choose("no")
    o2 = OptionSelection(OptionRequest(0, ("discard", "let_draw")))
    assert not o2.ok_enabled and o2.choose("let_draw") == Choose("let_draw")
    p = PickSelection(PickRequest(0, 1, 2, (50,)))
    assert p.pick_hand(1) == Pick(index=1) and p.pick_card(50) == Pick(card=50)
    with pytest.raises(ValueError):
        p.pick_hand(2)
    a = ArrangeSelection(ArrangeRequest(0, (5, 6, 7)))
    assert a.ok() == Arrange(top=(5, 6, 7))
    a.move(6, True)
    a.move(7, False, 0)
    assert a.ok() == Arrange(top=(7, 5), bottom=(6,))


@pytest.mark.parametrize("seed", range(12))
def test_every_answer_of_random_games_can_be_clicked(seed):
    """Over random games with generals, every legal answer of every request is reachable by
    clicks, and the answer the clicks build is what the engine accepts."""
    g = Game.new(GameConfig(players=5 + seed % 4, generals="standard", round_limit=60), seed)
    agents = [RandomAgent(seed * 31 + s) for s in range(len(g.players))]
    kinds = set()
    while g.pending is not None:
        req = g.pending
        answer = agents[req.seat].answer(req)
        made = perform(selection_for(req), clicks_for(req, answer))
        assert made == answer, json.dumps([req.to_json(), answer.to_json()])
        req.validate(made)
        kinds.add(req.kind)
        g.answer(made)
    assert {"play", "option"} <= kinds
