"""势备篇's concepts: 连横, big and small kingdoms (大势力/小势力), formations and sieges (队列/围攻),
木牛流马, and the deck as a choice (`packs`)."""

from itertools import pairwise

import pytest
from heg import SBP_PACKS, HegTable, SbpTable

from sgs_desktop.engine.errors import ConfigError, IllegalAnswer
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.kingdoms import besiegers, big_kingdoms, formation_of, is_big, is_small
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs import deck_cards
from sgs_desktop.packs.deck import deck_rows
from sgs_desktop.packs.strategic.seen import big_kingdoms_seen, burning_targets_seen

WU = {"generals": ["sunquan", "huanggai"]}
WU2 = {"generals": ["lvmeng", "zhoutai"]}
WEI = {"generals": ["zhangliao", "xuchu"]}
WEI2 = {"generals": ["xiahouyuan", "caoren"]}
SHU = {"generals": ["liubei", "zhangfei"]}
SHU2 = {"generals": ["zhaoyun", "guanyu"]}
QUN = {"generals": ["huatuo", "jiaxu"]}
HIDDEN = [False, False]


def seat(base, **kw):
    return {**base, **kw}


def lianheng_option(t, s):
    req = t.expect(s, "play")
    found = [o for o in req.options if o.skill == "lianheng"]
    return found[0] if found else None


# --------------------------------------------------------------------------- 连横


def test_lianheng_gives_marked_cards_to_another_kingdom_and_draws_as_many():
    t = SbpTable([seat(WU, hand=["酒 ♠6", "雷杀 ♠J", "杀 ♠4"]), seat(SHU), seat(WU2), seat(WEI, shown=HIDDEN)],
                 top=["闪 ♥4", "闪 ♥5"])
    opt = lianheng_option(t, 0)
    assert set(opt.cards) == set(t.ids("酒 ♠6", "雷杀 ♠J")) and (opt.min_cards, opt.max_cards) == (1, 2)
    assert opt.targets.seats == (1, 3)              # not 吴 seat 2 (same kingdom)
    t.play(0, skill="lianheng", cards=["酒 ♠6", "雷杀 ♠J"], targets=[1])
    assert t.hand(1) == set(t.ids("酒 ♠6", "雷杀 ♠J"))
    assert t.hand(0) == set(t.ids("杀 ♠4", "闪 ♥4", "闪 ♥5"))
    assert lianheng_option(t, 0) is None             # nothing marked left
    t.end_play(0)
    t.finish()


def test_lianheng_to_a_player_with_no_kingdom_draws_nothing():
    t = SbpTable([seat(WU, hand=["护心镜 ♣2"]), seat(SHU), seat(WEI, shown=HIDDEN)])
    t.play(0, skill="lianheng", cards=["护心镜 ♣2"], targets=[2])
    t.end_play(0)
    t.finish()
    assert t.hand(2) == {t.id("护心镜 ♣2")} and not t.hand(0)


def test_lianheng_refuses_an_unmarked_card_and_a_player_of_your_kingdom():
    t = SbpTable([seat(WU, hand=["酒 ♠6", "杀 ♠4"]), seat(SHU), seat(WU2), seat(WEI)])
    with pytest.raises(IllegalAnswer, match="may not be chosen"):
        t.play(0, skill="lianheng", cards=["杀 ♠4"], targets=[1])
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.play(0, skill="lianheng", cards=["酒 ♠6"], targets=[2])
    assert t.hand(0) == set(t.ids("酒 ♠6", "杀 ♠4")) and not t.hand(1)     # nothing changed
    t.end_play(0)
    t.finish()


def test_no_lianheng_without_the_strategic_deck():
    t = HegTable([seat(WU, hand=["杀 ♠7"]), seat(SHU)])
    assert lianheng_option(t, 0) is None
    assert all(sk.id != "lianheng" for sk in t.p(0).skills)


# --------------------------------------------------------------------------- 大势力 / 小势力


def test_big_kingdoms_are_those_with_the_most_players_when_more_than_one():
    t = SbpTable([seat(WU), seat(WEI), seat(SHU), seat(WEI2), seat(SHU2), seat(QUN, shown=HIDDEN)])
    assert big_kingdoms(t.g) == ("shu", "wei")      # two each; 吴 one; the face-down one none
    assert is_big(t.g, t.p(1)) and is_small(t.g, t.p(0)) and is_small(t.g, t.p(5))
    assert big_kingdoms_seen(t.g.view(0)) == ("shu", "wei")
    t = SbpTable([seat(WU), seat(WEI), seat(SHU), seat(QUN)])
    assert big_kingdoms(t.g) == () and not is_small(t.g, t.p(0)) and not is_big(t.g, t.p(0))


def test_a_careerist_is_never_big_without_the_jade_seal():
    """Two 魏 make 魏 big; the third 魏 is a 野心家, a kingdom of its own (never big), unless it
    holds 玉玺 with a shown general: then it alone is."""
    careerist = {"generals": ["guojia", "zhenji"], "careerist": True}
    t = SbpTable([seat(WU), seat(WEI), seat(WEI2), careerist, seat(SHU)])
    assert big_kingdoms(t.g) == ("wei",) and is_small(t.g, t.p(3))
    t = SbpTable([seat(WU), seat(WEI), seat(WEI2), seat(careerist, equip=["玉玺 ♣A"]), seat(SHU)])
    assert big_kingdoms(t.g) == ("careerist:3",) and is_big(t.g, t.p(3)) and is_small(t.g, t.p(1))
    assert big_kingdoms_seen(t.g.view(4)) == ("careerist:3",)


# --------------------------------------------------------------------------- 队列 / 围攻


def test_formations_are_adjacent_players_of_one_kingdom():
    t = SbpTable([seat(WEI), seat(WEI2), seat(SHU), seat(SHU2, shown=HIDDEN), seat(WU), seat(QUN)])
    assert formation_of(t.g, 0) == [0, 1] and formation_of(t.g, 1) == [0, 1]
    assert formation_of(t.g, 2) == [2] and formation_of(t.g, 3) == []          # face down: in none
    t = SbpTable([seat(WEI), seat(SHU), seat(WU), seat(WEI2)])                 # round the table: 3, 0
    assert formation_of(t.g, 0) == [3, 0] and formation_of(t.g, 3) == [3, 0]
    assert burning_targets_seen(t.g.view(2), 2) == [3, 0]


def test_a_player_between_two_of_one_other_kingdom_is_besieged():
    t = SbpTable([seat(WEI), seat(SHU), seat(WEI2), seat(WU)])
    assert besiegers(t.g, 1) == (0, 2) and besiegers(t.g, 0) is None
    t = SbpTable([seat(WEI), seat(SHU, shown=HIDDEN), seat(WEI2), seat(WU)])
    assert besiegers(t.g, 1) is None               # a face-down player has no kingdom: not besieged (S3)


def test_an_away_player_is_out_of_formations():
    t = SbpTable([seat(WU, hand=["调虎离山 ♥2"]), seat(WEI), seat(SHU), seat(WEI2), seat(SHU2)],
                 top=["闪 ♥4"])
    assert formation_of(t.g, 1) == [1]
    t.play(0, "调虎离山 ♥2", [2])
    assert formation_of(t.g, 1) == [1, 3] and besiegers(t.g, 2) is None
    t.end_play(0)
    t.finish()


# --------------------------------------------------------------------------- 木牛流马


def test_wooden_ox_stores_a_card_that_is_used_like_a_hand_card():
    t = SbpTable([seat(WU, hand=["杀 ♠7", "闪 ♥4"], equip=["木牛流马 ♦5"]), seat(SHU)])
    req = t.expect(0, "play")
    ox = next(o for o in req.options if o.skill == "wooden_ox")
    assert set(ox.cards) == set(t.ids("杀 ♠7", "闪 ♥4")) and (ox.targets.min, ox.targets.max) == (0, 1)
    t.play(0, skill="wooden_ox", cards=["杀 ♠7"])
    assert t.p(0).piles["wooden_ox"] == [t.id("杀 ♠7")] and t.hand(0) == {t.id("闪 ♥4")}
    assert [e["cards"] for e in t.log("move", 1) if e["reason"] == "wooden_ox"] == [None]   # seat 1: unseen
    req = t.expect(0, "play")
    assert all(o.skill != "wooden_ox" for o in req.options)                     # once per play phase
    t.play(0, skill="wooden_ox_cards", cards=["杀 ♠7"], targets=[1], name="slash")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and not t.p(0).piles.get("wooden_ox")


def test_wooden_ox_moves_with_its_cards_and_drops_them_when_discarded():
    t = SbpTable([seat(WU, hand=["杀 ♠7", "过河拆桥 ♠3"], equip=["木牛流马 ♦5"]), seat(SHU, hand=["闪 ♥4"])])
    t.play(0, skill="wooden_ox", cards=["杀 ♠7"], targets=[1])
    assert t.p(1).equips["treasure"] == t.id("木牛流马 ♦5") and t.p(1).piles["wooden_ox"] == [t.id("杀 ♠7")]
    assert "treasure" not in t.p(0).equips
    t.play(0, "过河拆桥 ♠3", [1])
    t.pick(0, "木牛流马 ♦5")
    t.end_play(0)
    t.finish()
    assert not t.p(1).piles.get("wooden_ox") and t.g.zone_of[t.id("杀 ♠7")] == 1       # discard pile


# --------------------------------------------------------------------------- the deck as a choice


def test_the_deck_without_the_strategic_pack_is_as_before():
    rows = deck_rows(["hegemony_standard"])
    assert len(rows) == 108 and all(r.package == "hegemony_standard" for r in rows)
    both = deck_cards(tuple(SBP_PACKS))
    assert len(both) == 160 and [c.key for c in both[:108]] == [c.key for c in deck_cards(("hegemony_standard",))]
    assert {c.key for c in both[108:]} >= {"breastplate", "iron_armor", "sa_blade", "sa_halberd", "jade_seal",
                                             "jingfan", "wooden_ox", "imperial_order", "alliance_feast",
                                             "fight_together", "lure_tiger", "threaten_emperor", "burning_camps",
                                             "drowning"}


def test_an_unknown_pack_is_refused_clearly():
    with pytest.raises(ConfigError, match="unknown 国战 card or general package 'hegemony_nope'"):
        Game.new(hegemony_config(5, packs=("hegemony_standard", "hegemony_nope")), 1)
    with pytest.raises(ConfigError, match="named twice"):
        Game.new(hegemony_config(5, packs=("hegemony_standard", "hegemony_standard")), 1)


def test_a_strategic_card_is_refused_in_a_scenario_without_the_pack():
    data = {"game": {"mode": "hegemony", "phase": "play"},
            "players": [seat(WU, hand=["联军盛宴 ♥A"]), seat(SHU)]}
    with pytest.raises(ConfigError, match="no card '联军盛宴 ♥A' in this deck"):
        parse_scenario(data, "t")
    data["game"]["packs"] = list(SBP_PACKS)
    assert parse_scenario(data, "t").packs == tuple(SBP_PACKS)
    data["game"]["packs"] = ["hegemony_standard", "hegemony_nope"]
    with pytest.raises(ConfigError, match="unknown hegemony card package"):
        parse_scenario(data, "t")


def test_wooden_ox_moves_only_to_a_player_without_a_treasure():
    t = SbpTable([seat(WU, hand=["杀 ♠7"], equip=["木牛流马 ♦5"]), seat(SHU, equip=["玉玺 ♣A"]), seat(WEI)])
    ox = next(o for o in t.expect(0, "play").options if o.skill == "wooden_ox")
    assert ox.targets.seats == (2,)                 # seat 1 has a treasure
    with pytest.raises(IllegalAnswer, match="not a legal target"):
        t.play(0, skill="wooden_ox", cards=["杀 ♠7"], targets=[1])
    assert t.p(0).equips["treasure"] == t.id("木牛流马 ♦5") and t.hand(0) == {t.id("杀 ♠7")}
    t.end_play(0)
    t.finish()


def test_a_seat_sees_whether_showing_would_make_it_a_careerist():
    """(The AI's 敕令 choice reads it.) Two 魏 of four are shown: a third 魏 would be a 野心家."""
    from sgs_desktop.packs.strategic.seen import shows_as_careerist

    t = SbpTable([seat(WEI), seat(WEI2), seat({"generals": ["guojia", "zhenji"]}, shown=HIDDEN), seat(SHU)])
    assert shows_as_careerist(t.g.view(2), 2)
    t = SbpTable([seat(WEI), seat(SHU2), seat({"generals": ["guojia", "zhenji"]}, shown=HIDDEN), seat(SHU)])
    assert not shows_as_careerist(t.g.view(2), 2)


@pytest.mark.parametrize("seed", range(4))
def test_a_view_reads_the_engines_own_kingdom_rules(seed):
    """(issue 34, build 8) 队列 and 大势力 are one rule (engine/kingdoms.py): over random 势备篇 games,
    after every answer, what the spectator's view shows (the table's links and badges, the AI's
    火烧连营) is what the engine says."""
    from sgs_desktop.ai.random_agent import RandomAgent
    from sgs_desktop.packs.strategic.seen import formation_links_seen, formation_seen

    g = Game.new(hegemony_config(6 + seed % 3, packs=SBP_PACKS), seed)
    agents = [RandomAgent(seed * 17 + s) for s in range(len(g.players))]
    checked = 0
    while not g.finished:
        view = g.view(None)
        assert big_kingdoms_seen(view) == big_kingdoms(g)
        rows = {s: formation_of(g, s) for s in range(len(g.players))}
        assert {s: formation_seen(view, s) for s in rows} == rows
        linked = {(a, b) for row in rows.values() if len(row) > 1 for a, b in pairwise(row)}
        ring = g.alive_seats(0)
        if len(ring) > 2 and sorted(rows[ring[0]]) == sorted(ring):        # (one 队列 all round: closed)
            linked.add((ring[-1], ring[0]))
        assert {frozenset(p) for p in formation_links_seen(view)} == {frozenset(p) for p in linked}
        checked += 1
        r = g.pending
        g.answer(agents[r.seat].answer(r, g.view(r.seat)))
    assert checked > 50
