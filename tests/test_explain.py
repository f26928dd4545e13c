"""Why a seat cannot be chosen (engine/explain.py): the engine says it, generically, for the seats
that ask (a person's), in the request, over the wire; AI seats and the game never see it."""

from __future__ import annotations

import string

import msgspec
from table import Table

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.engine.explain import REASONS, explained
from sgs_desktop.engine.protocol.requests import PlayRequest
from sgs_desktop.engine.wire import request_from_json
from sgs_desktop.packs.i18n import LANGS, texts
from sgs_desktop.tables.local import LocalTable, TableSettings


def refusals(t: Table, card: str) -> dict[int, tuple]:
    """The reasons the open play request gives for the seats `card` may not target (first step)."""
    req = explained(t.g, t.g.pending)
    (opt,) = [o for o in req.options if o.skill is None and o.card == t.id(card)]
    return {r.seat: (r.why, r.args) for r in opt.targets.refused if r.first == -1}


def test_a_slash_says_distance_and_attack_range_and_self():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel"}, {"role": "rebel"}, {"role": "rebel"},
               {"role": "loyalist", "equip": ["的卢 ♣5"]}])
    why = refusals(t, "杀 ♠7")
    assert why == {0: ("self", ()), 2: ("range", (2, 1)), 3: ("range", (2, 1)),
                   4: ("range", (2, 1))}          # 的卢: seat 4 is at distance 1 + 1
    t.end_play(0)
    t.finish()


def test_a_prohibition_skill_names_itself():
    """空城 with no hand card: the 杀 may go to another seat; 诸葛亮's seat says 空城."""
    t = Table([{"role": "lord", "hand": ["杀 ♠7"], "equip": ["麒麟弓 ♥5"]},
               {"role": "rebel", "general": "zhugeliang"}, {"role": "rebel"}])
    assert refusals(t, "杀 ♠7") == {0: ("self", ()), 1: ("prohibited", ("kongcheng",))}
    t.end_play(0)
    t.finish()


def test_a_delayed_trick_already_in_the_judge_area_the_distance_of_one_and_no_cards():
    t = Table([{"role": "lord", "hand": ["乐不思蜀 ♠6", "顺手牵羊 ♠3", "过河拆桥 ♠4"]},
               {"role": "rebel", "judge": ["乐不思蜀 ♥6"]}, {"role": "rebel", "hand": ["闪 ♥2"]},
               {"role": "rebel"}])
    assert refusals(t, "乐不思蜀 ♠6") == {0: ("self", ()), 1: ("in_judge", ("indulgence",))}
    assert refusals(t, "顺手牵羊 ♠3") == {0: ("self", ()), 2: ("distance", (2, 1)), 3: ("no_cards", ())}
    assert refusals(t, "过河拆桥 ♠4") == {0: ("self", ()), 3: ("no_cards", ())}
    t.end_play(0)
    t.finish()


def test_a_borrowed_sword_says_who_has_no_weapon_and_whom_the_holder_cannot_reach():
    t = Table([{"role": "lord", "hand": ["借刀杀人 ♣Q"]}, {"role": "rebel", "equip": ["诸葛连弩 ♦A"]},
               {"role": "rebel"}, {"role": "rebel"}, {"role": "loyalist", "alive": False, "hp": 0}])
    req = explained(t.g, t.g.pending)
    (opt,) = [o for o in req.options if o.card == t.id("借刀杀人 ♣Q")]
    first = {r.seat: (r.why, r.args) for r in opt.targets.refused if r.first == -1}
    second = {r.seat: (r.why, r.args) for r in opt.targets.refused if r.first == 1}
    assert first == {0: ("self", ()), 2: ("no_weapon", ()), 3: ("no_weapon", ()), 4: ("dead", ())}
    assert dict(opt.targets.then) == {1: (2, 0)}           # (the holder's others in its range, in seat order)
    assert second == {3: ("holder_range", (1, 2, 1)), 4: ("dead", ())}
    t.end_play(0)
    t.finish()


def test_explaining_changes_nothing_and_round_trips_over_the_wire():
    t = Table([{"role": "lord", "hand": ["杀 ♠7", "桃 ♥3"], "hp": 3}, {"role": "rebel"}, {"role": "rebel"}])
    req = t.g.pending
    before = msgspec.json.encode(req)
    made = explained(t.g, req)
    assert msgspec.json.encode(req) == before               # the engine's own request is untouched
    assert all(o.targets is None or o.targets.refused == () for o in req.options)
    assert [(o.card, o.targets.seats if o.targets else None) for o in made.options] == \
        [(o.card, o.targets.seats if o.targets else None) for o in req.options]
    assert request_from_json(made.to_json()) == made
    t.end_play(0)
    t.finish()


def test_only_a_persons_seat_is_explained():
    """A local table explains the human's requests; the engine's pending request (what AI seats
    answer) never carries reasons, so they and the engine's speed never pay for them."""
    table = LocalTable.start(TableSettings(players=5, seat=0, seed=3))
    agent = RandomAgent(3)
    explained_seen = 0
    for _ in range(3000):
        table.events()
        game_req = table.host.game.pending
        if game_req is not None:
            for o in game_req.options if isinstance(game_req, PlayRequest) else ():
                assert o.targets is None or o.targets.refused == ()
        if table.pending is not None:
            mine = table.pending
            if isinstance(mine, PlayRequest):
                explained_seen += sum(bool(o.targets and o.targets.refused) for o in mine.options)
            table.answer(agent.answer(mine, table.state.view))
        elif not table.step():
            break
    assert explained_seen > 0


def test_every_reason_has_words_in_every_language():
    for lang in LANGS:
        table = texts(lang)["refusals"]
        assert set(table) == set(REASONS), lang
        for key, kinds in REASONS.items():
            assert table[key]["args"] == kinds, (lang, key)
            used = {str(i) for i in range(len(kinds))}
            names = {f.split(":")[0] for _, f, _, _ in string.Formatter().parse(table[key]["text"]) if f is not None}
            assert names == used, (lang, key)
