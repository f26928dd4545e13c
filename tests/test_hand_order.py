"""Face-down hand positions never follow arrival order (暗置的手牌): a seat that gave a card cannot
tell where it sits when it picks from that hand (顺手牵羊, 过河拆桥 …)."""

import json
from collections import Counter

from table import Table

import sgs_desktop.modes  # noqa: F401
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.simulate import play_one

GIVEN = "杀 ♠7"


def give_then_snatch(seed: int) -> tuple[Table, int]:
    """刘备 gives 杀 ♠7 to seat 1 with 仁德 (it arrives last), then uses 顺手牵羊 on seat 1's hand:
    the face-down pick is open. Returns the table and the position the given card sits at."""
    t = Table([{"role": "lord", "general": "liubei", "hand": [GIVEN, "顺手牵羊 ♠3"]},
               {"role": "rebel", "hand": ["闪 ♥2", "桃 ♥3"]}], seed=seed)
    t.play(0, skill="rende", cards=[GIVEN], targets=[1])
    assert t.p(1).hand[-1] == t.id(GIVEN)                    # by arrival, it is the last card
    t.play(0, "顺手牵羊 ♠3", [1])
    req = t.expect(0, "pick")
    assert (req.owner, req.hand, req.cards) == (1, 3, ())      # face down: a count, no ids
    assert sorted(t.g.face_down) == sorted(t.p(1).hand)
    return t, t.g.face_down.index(t.id(GIVEN))


def test_the_given_card_sits_anywhere():
    """Over many seeds the given card's position is spread over all three, not fixed at the end."""
    where = Counter(give_then_snatch(seed)[1] for seed in range(1, 181))
    assert sorted(where) == [0, 1, 2]
    assert all(40 <= n <= 80 for n in where.values()), where          # ~60 each


def test_picking_the_arrival_slot_takes_what_the_permutation_puts_there():
    """A strict scenario: the last position is not the card that came last; the pick takes the
    card the engine's permutation put there, and only the main stream's draws are untouched."""
    seed = next(s for s in range(1, 50) if give_then_snatch(s)[1] != 2)
    t, _ = give_then_snatch(seed)
    there = t.g.face_down[2]
    assert there != t.id(GIVEN) and tuple(t.g.face_down) != tuple(t.p(1).hand)
    draws = t.g.rng.draws
    t.pick(0, index=2)                                # where arrival order would put the given card
    assert t.g.rng.draws == draws and t.g.face_down == ()
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {there}
    assert t.hand(1) == set(t.ids(GIVEN, "闪 ♥2", "桃 ♥3")) - {there}


def test_positions_are_fresh_for_every_pick():
    """The same hand, picked twice in a row (寒冰剑): each pick draws its own permutation, from
    the game's hand-order stream only (a function of the seed: the same seed, the same positions)."""
    def table(seed):
        t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["寒冰剑 ♠2"]},
                   {"role": "rebel", "hand": ["桃 ♥3", "无中生有 ♥7", "决斗 ♠A", "过河拆桥 ♠3"]}], seed=seed)
        t.play(0, "杀 ♠7", [1])
        t.yes(0)
        t.expect(0, "pick")
        return t

    firsts = set()
    for seed in range(1, 30):
        t = table(seed)
        first = t.g.face_down
        assert table(seed).g.face_down == first                    # deterministic
        firsts.add(first)
        before = t.g.hand_order_rng.draws
        t.pick(0, index=0)
        t.expect(0, "pick")
        assert t.g.hand_order_rng.draws == before + 2              # three cards left: a new permutation
        assert sorted(t.g.face_down) == sorted(t.p(1).hand) and first[0] not in t.g.face_down
        t.pick(0, index=0)
        t.end_play(0)
        t.finish()
        assert len(t.hand(1)) == 2
    assert len(firsts) > 15


def test_a_view_lists_known_cards_by_id_not_by_arrival():
    """The giver knows both cards it gave; its view lists them by id, whatever order they came in."""
    t = Table([{"role": "lord", "general": "liubei", "hand": ["闪 ♥2", "杀 ♠7", "桃 ♥3"]},
               {"role": "rebel"}])
    a, b = sorted(t.ids("闪 ♥2", "杀 ♠7"), reverse=True)        # give the higher id first
    t.play(0, skill="rende", cards=[_ref(t, a)], targets=[1])
    t.play(0, skill="rende", cards=[_ref(t, b)], targets=[1])
    assert t.p(1).hand == [a, b]                                  # arrival order
    assert t.g.view(0).players[1].known_hand == [b, a]            # by id
    assert t.g.view(1).hand == [a, b]                             # (one's own hand keeps its order)
    t.end_play(0)
    t.finish()


def _ref(t: Table, cid: int) -> str:
    return next(r for r in ("闪 ♥2", "杀 ♠7", "桃 ♥3") if t.id(r) == cid)


def test_records_with_face_down_picks_replay():
    """A game stays a function of (config, seed, answers): records of seeded games whose picks
    drew positions replay, through JSON."""
    cfg = GameConfig(players=5, round_limit=300, generals="standard")
    checked = 0
    for seed in range(1000, 1012):
        g = play_one(cfg, seed)
        if g.hand_order_rng.draws == 0:
            continue
        record = Record.from_json(json.loads(json.dumps(g.record.to_json())))
        assert replay(record).ok, seed
        checked += 1
    assert checked >= 5
