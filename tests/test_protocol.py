"""The Request/Answer protocol: JSON round trips and clear errors."""

import json

import pytest

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.prompts import Prompt
from sgs_desktop.engine.protocol.answers import Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from sgs_desktop.engine.protocol.requests import (
    CardOption,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    RespondRequest,
    SeatsRequest,
    TargetSpec,
)
from sgs_desktop.engine.wire import answer_from_json, request_from_json

REQUESTS = [
    PlayRequest(0, (CardOption("slash", 3, targets=TargetSpec((1, 2), 1, 1)),
                    CardOption("collateral", 9, targets=TargetSpec((1,), 1, 1, ((1, (2, 3)),))),
                    CardOption("slash", None, "spear", (3, 4, 5), 2, 2, TargetSpec((1,), 1, 1)),
                    CardOption("ex_nihilo", 7)), (12,), Prompt("play")),
    RespondRequest(1, ("jink",), "use", (CardOption("jink", 4),), Prompt("slash_jink", (0, 1))),
    CardsRequest(2, (1, 2, 3), 2, 2, Prompt("discard_phase", (2,))),
    PickRequest(0, 1, 3, (40, 41), Prompt("dismantle", (1,))),
    OptionRequest(0, ("yes", "no"), "no", Prompt("invoke", ("eight_diagram",))),
    SeatsRequest(0, (1, 2, 3), 1, 2, Prompt("seats")),
]


@pytest.mark.parametrize("req", REQUESTS, ids=lambda r: r.kind)
def test_requests_round_trip(req):
    again = request_from_json(json.loads(json.dumps(req.to_json())))
    assert again == req
    assert again.to_json() == req.to_json()
    # the default answer is legal
    req.validate(req.default())


@pytest.mark.parametrize("ans", [Use(3, targets=(1,)), Use(None, "spear", "slash", (3, 4), (1,)), Recast(12), End(),
                                 Pass(), Cards((1, 2)), Pick(card=40), Pick(index=2), Choose("yes"), Seats((1, 2))],
                         ids=lambda a: a.type)
def test_answers_round_trip(ans):
    assert answer_from_json(json.loads(json.dumps(ans.to_json()))) == ans


@pytest.mark.parametrize("bad,msg", [
    ([], "JSON object"), ({"type": "fly"}, "unknown answer type"), ({"type": "use", "card": True}, "integer"),
    ({"type": "cards", "cards": [1, "x"]}, r"cards\.cards\[1\]: must be an integer"),
    ({"type": "use", "card": 1, "extra": 2}, "unknown field"),
    ({"type": "recast"}, "missing field 'card'"), ({"type": "option"}, "missing field 'option'"),
])
def test_malformed_answers_are_rejected(bad, msg):
    with pytest.raises(IllegalAnswer, match=msg):
        answer_from_json(bad)


def test_validation_messages():
    play, respond, cards, pick, option, seats = REQUESTS
    cases = [
        (play, Use(99, targets=(1,)), "cannot be used now"),
        (play, Use(3, targets=(3,)), "not a legal target"),
        (play, Use(3, targets=()), "choose 1..1 targets"),
        (play, Use(9, targets=(1,)), "two targets"),
        (play, Use(9, targets=(1, 1)), "not a legal second target"),
        (play, Use(None, "spear", "slash", (3,), (1,)), "choose 2..2 cards"),
        (play, Use(None, "spear", "slash", (3, 9), (1,)), "may not be chosen"),
        (play, Use(7, targets=(1,)), "fixed by the rules"),
        (play, Recast(3), "cannot be recast"),
        (play, Pass(), "takes"),
        (respond, Use(5), "cannot be used now"),
        (cards, Cards((1,)), "choose 2..2"),
        (cards, Cards((1, 1)), "named twice"),
        (pick, Pick(), "exactly one"),
        (pick, Pick(index=3), "out of range"),
        (pick, Pick(card=1), "cannot be picked"),
        (option, Choose("maybe"), "not offered"),
        (seats, Seats((4,)), "not a legal target"),
    ]
    for req, ans, msg in cases:
        with pytest.raises(IllegalAnswer, match=msg):
            req.validate(ans)
