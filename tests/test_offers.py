"""Every option a request offers is accepted (tests/offers.py): the answers tried besides a
seat's own, and the check is not vacuous."""

from offers import answers_to_try, refusals, target_choices
from soak import OfferCheck, Refused
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import End, Use
from sgs_desktop.engine.protocol.requests import PlayRequest, TargetSpec
from sgs_desktop.engine.rng import Rng


def three():
    return Table([{"role": "lord", "hand": ["杀 ♠7", "决斗 ♠A"]}, {"role": "rebel"}, {"role": "renegade"}])


def test_each_offered_target_is_tried():
    rng = Rng(1)
    assert sorted(target_choices(TargetSpec((1, 2, 3)), rng)) == [(1,), (2,), (3,)]
    more = target_choices(TargetSpec((1, 2, 3), 1, 2), rng)
    assert [t for t in more if len(t) == 1] == [(1,), (2,), (3,)] and len(more[-1]) == 2
    assert () in target_choices(TargetSpec((4,), 0, 1), rng)
    two = target_choices(TargetSpec((1, 2), then=((1, (2,)), (2, (1,)))), rng)
    assert two == [(1, 2), (2, 1)]


def test_one_other_option_with_each_of_its_targets():
    t = three()
    req = t.expect(0, "play")
    assert isinstance(req, PlayRequest)
    slash = t.id("杀 ♠7")
    tried = answers_to_try(req, Use(card=slash, targets=(1,)), Rng(3))
    # the seat used 杀: the other option (决斗) is tried on each target it offers
    assert {a.card for a in tried} == {t.id("决斗 ♠A")}
    assert sorted(a.targets for a in tried) == [(1,), (2,)]
    assert refusals(t.g, Use(card=slash, targets=(1,)), Rng(3)) == []
    t.end_play(0)
    t.finish()


def test_game_check_changes_nothing():
    t = three()
    digest, decisions = t.g.state_digest(), t.g.decisions
    t.g.check(Use(card=t.id("杀 ♠7"), targets=(2,)))
    try:
        t.g.check(Use(card=t.id("杀 ♠7"), targets=(0,)))
        raise AssertionError("a use on oneself is refused")
    except IllegalAnswer:
        pass
    assert (t.g.state_digest(), t.g.decisions, t.g.answers) == (digest, decisions, [])
    t.end_play(0)
    t.finish()


def test_the_offer_check_can_fail():
    """A request whose engine-side check refuses what it offered is reported (raised, or
    collected)."""
    t = three()

    def refuse(answer):
        if isinstance(answer, Use):
            raise IllegalAnswer("refused on purpose")

    t.g._check = refuse
    bad = refusals(t.g, End(), Rng(5))
    assert bad and all("refused on purpose" in x and "offered" in x for x in bad)
    check = OfferCheck(5)
    try:
        check.before(t.g, End())
        raise AssertionError("the offer check let a refusal pass")
    except Refused as exc:
        assert "refused on purpose" in str(exc)
    found = []
    OfferCheck(5, found).before(t.g, End())
    assert found


def test_a_branch_replays_a_copy_and_leaves_the_game_alone():
    t = three()
    check = OfferCheck(5)
    check.next_branch = 0               # branch at this decision
    digest = t.g.state_digest()
    check.before(t.g, End())
    assert check.branches == 1 and check.checked == 1 and t.g.state_digest() == digest
    t.end_play(0)
    t.finish()
