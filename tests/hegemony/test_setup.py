"""国战 set-up: dealing generals, choosing a pair in secret, HP from 阴阳鱼, the first player."""

import csv
import json

import pytest

from sgs_desktop.engine.errors import ConfigError, IllegalAnswer
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.modes.heg_setup import has_pair, pair_options
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.packs.generals import DATA, HEG_PACKAGES, hegemony_generals

TABLE = hegemony_generals()


def choose_all(g: Game, pick=lambda req: req.options[0]) -> dict[int, str]:
    chosen = {}
    while g.pending is not None and g.pending.prompt.key == "choose_pair":
        req = g.pending
        chosen[req.seat] = pick(req)
        g.answer(Choose(chosen[req.seat]))
    return chosen


def test_every_general_of_the_data_is_dealt_from():
    """The 国战 generals are the data file's rows of the 国战 packages, by kingdom (the count comes
    from the data: adding a general is adding its row)."""
    with DATA.open(encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["mode"] == "hegemony" and r["package"] in HEG_PACKAGES]
    assert set(TABLE) == {r["id"] for r in rows} and len(TABLE) == len(rows)
    for k in ("wei", "shu", "wu", "qun"):
        mine = {r["id"] for r in rows if r["kingdom"] == k}
        assert len(mine) >= 2 and {g.id for g in TABLE.values() if g.kingdom == k} == mine, k


@pytest.mark.parametrize("players", [2, 5, 8, 10])
def test_each_player_is_dealt_four_with_a_pair_and_offered_every_legal_pair(players):
    for seed in range(20):
        g = Game.new(hegemony_config(players), seed)
        hands = []
        for seat in range(players):
            req = g.pending
            assert req.seat == seat and req.prompt.key == "choose_pair"
            hand = list(req.prompt.args)
            assert len(hand) == 4 and has_pair(hand)
            hands.append(hand)
            for opt in req.options:
                head, deputy = opt.split("+")
                assert head != deputy and TABLE[head].kingdom == TABLE[deputy].kingdom
            assert set(req.options) == set(pair_options(hand))
            g.answer(Choose(req.options[0]))
        dealt = [gid for h in hands for gid in h]
        assert len(dealt) == len(set(dealt))        # nobody shares a general


def test_deal_setting_and_its_limits():
    g = Game.new(hegemony_config(6, deal=6), 3)
    assert len(g.pending.prompt.args) == 6
    with pytest.raises(ConfigError, match="deal at most 5"):
        Game.new(hegemony_config(10, deal=6), 1)
    with pytest.raises(ConfigError, match="4-7"):
        Game.new(hegemony_config(4, deal=3), 1)
    with pytest.raises(ConfigError, match="victory"):
        Game.new(hegemony_config(4, victory="sudden"), 1)
    with pytest.raises(ConfigError, match="2-10"):
        Game.new(hegemony_config(11), 1)


def test_pairs_go_face_down_hp_from_yinyang_and_nobody_else_sees_them():
    g = Game.new(hegemony_config(4), 11)
    chosen = choose_all(g)
    for seat, opt in chosen.items():
        head, deputy = opt.split("+")
        p = g.players[seat]
        assert [s.general for s in p.generals] == [head, deputy]
        assert [s.shown for s in p.generals] == [False, False]
        assert p.max_hp == p.hp == (TABLE[head].max_hp + TABLE[deputy].max_hp) // 2
        assert p.kingdom is None and p.gender is None
        assert set(p.hidden_skills) == set(TABLE[head].skills) | set(TABLE[deputy].skills)
        for other in range(4):
            seen = g.view(other).players[seat].generals
            assert seen == ([head, deputy] if other == seat else [None, None])
            text = json.dumps(g.log_for(other), ensure_ascii=False)
            if other != seat:
                assert f'"{head}"' not in text and f'"{deputy}"' not in text
        spectator = json.dumps(g.log_for(None), ensure_ascii=False)
        assert f'"{head}"' not in spectator


def test_first_player_is_random_and_everyone_draws_four():
    firsts = set()
    for seed in range(12):
        g = Game.new(hegemony_config(5), seed)
        choose_all(g)
        first = next(e for e in g.log_for(None) if e["kind"] == "first_player")["seat"]
        firsts.add(first)
        assert g.current == first and all(len(p.hand) == 4 for p in g.players)
        assert g.pending.seat == first and g.pending.prompt.key == "show_general"
    assert len(firsts) >= 3


def test_two_kingdoms_is_a_clear_error_and_changes_nothing():
    g = Game.new(hegemony_config(4), 5)
    req = g.pending
    hand = list(req.prompt.args)
    mixed = next((a, b) for a in hand for b in hand if TABLE[a].kingdom != TABLE[b].kingdom)
    before = (g.decisions, len(g.log), g.rng.draws)
    with pytest.raises(IllegalAnswer, match="different kingdoms"):
        g.answer(Choose(f"{mixed[0]}+{mixed[1]}"))
    with pytest.raises(IllegalAnswer, match="not one of your generals"):
        g.answer(Choose(f"{hand[0]}+zhurong" if "zhurong" not in hand else f"{hand[0]}+caocao"))
    with pytest.raises(IllegalAnswer, match="head\\+deputy"):
        g.answer(Choose(hand[0]))
    assert (g.decisions, len(g.log), g.rng.draws) == before and g.pending is req


def test_same_seed_same_deal():
    a, b = Game.new(hegemony_config(7), 42), Game.new(hegemony_config(7), 42)
    assert choose_all(a) == choose_all(b)
    assert [p.hand for p in a.players] == [p.hand for p in b.players]
