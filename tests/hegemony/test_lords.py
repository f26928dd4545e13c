"""君主 (lord generals): becoming one at the start (or declining), the HP counted again, the lord
shown and never hidden, no 野心家 of its kingdom while it lives, all of them 野心家 once it died,
珠联璧合 with every general of its kingdom (modes/heg_lords.py; docs/rulings.md ## 君主)."""

import msgspec
import pytest
from heg import HegTable

from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.modes import heg_lords
from sgs_desktop.modes.heg_lords import becomes_careerist
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.packs import generals as G
from sgs_desktop.packs.generals import companions, hegemony_generals, lord_generals

ALL = hegemony_generals(("heg_standard", "heg_formation", "heg_momentum"))
HIDDEN = [False, False]


def test_a_table_offers_the_lords_that_play_of_the_packages_it_names(monkeypatch):
    assert G.HEG_LORDS == ("lord_liubei", "lord_zhangjiao")
    assert lord_generals(["hegemony_standard"]) == {}
    assert lord_generals(["hegemony_standard", "heg_formation"]) == {"liubei": ALL["lord_liubei"]}
    both = lord_generals(["hegemony_standard", "heg_formation", "heg_momentum"])
    assert both == {"liubei": ALL["lord_liubei"], "zhangjiao": ALL["lord_zhangjiao"]}
    monkeypatch.setattr(G, "HEG_LORDS", ("lord_zhangjiao",))
    assert lord_generals(["hegemony_standard", "heg_formation"]) == {}      # (a lord left out: not offered)


def test_a_lord_is_the_companion_of_every_general_of_its_kingdom_and_no_other():
    lord = ALL["lord_liubei"]
    assert companions(lord, ALL["guanyu"]) and companions(ALL["zhugeliang"], lord)
    assert companions(ALL["lord_zhangjiao"], ALL["huatuo"])
    assert not companions(lord, ALL["caocao"]) and not companions(lord, ALL["lord_zhangjiao"])
    assert not companions(ALL["guanyu"], ALL["zhugeliang"])      # (ordinary generals: their own lists)


# ----------------------------------------------------------------------- becoming the lord

def _lord_table(monkeypatch):
    """A lord of 刘备 whose skills are 刘备's own (the rule is tested apart from 章武/授钺/激诏)."""
    lord = msgspec.structs.replace(ALL["lord_liubei"], skills=ALL["liubei"].skills)
    monkeypatch.setattr(heg_lords, "lord_generals", lambda packs, rules: {"liubei": lord})
    return lord


def _deal_liubei(players=4):
    """A seeded deal in which some seat holds 刘备 with another 蜀 general (the first such seed)."""
    for seed in range(200):
        g = Game.new(hegemony_config(players), seed)
        hands = []
        while g.pending is not None and g.pending.prompt.key == "choose_pair":
            req = g.pending
            pick = next((o for o in req.options if o.startswith("liubei+")), req.options[0])
            hands.append(pick)
            g.answer(Choose(pick))
        seats = [s for s, o in enumerate(hands) if o.startswith("liubei+")]
        if seats:
            return g, seats[0], hands[seats[0]].split("+")[1]
    raise AssertionError("no seed of 200 deals 刘备 with a 蜀 pair")


def test_the_head_general_liubei_may_become_the_lord_shown_at_once_with_hp_from_the_lord(monkeypatch):
    lord = _lord_table(monkeypatch)
    g, seat, deputy = _deal_liubei()
    req = g.pending
    assert req.seat == seat and req.prompt.key == "become_lord" and req.options == ("yes", "no")
    assert list(req.prompt.args) == ["liubei", "lord_liubei"]
    g.answer(Choose("yes"))
    p = g.players[seat]
    assert [s.general for s in p.generals] == ["lord_liubei", deputy]
    assert [s.shown for s in p.generals] == [True, False] and p.kingdom == "shu"
    assert p.max_hp == p.hp == (lord.max_hp + ALL[deputy].max_hp) // 2
    assert g.rules.heg.lords == {seat: "shu"}
    log = g.log_for(-1)
    assert [(e["seat"], e["general"], e["lord"]) for e in log if e["kind"] == "become_lord"] == \
        [(seat, "liubei", "lord_liubei")]
    assert [(e["seat"], e["general"], e["reason"]) for e in log if e["kind"] == "show_general"] == \
        [(seat, "lord_liubei", "lord")]
    assert g.pending.seat == seat and g.pending.prompt.key == "first_show_draw"   # (the first to show)


def test_declining_keeps_liubei_face_down(monkeypatch):
    _lord_table(monkeypatch)
    g, seat, deputy = _deal_liubei()
    assert g.pending.prompt.key == "become_lord"
    g.answer(Choose("no"))
    p = g.players[seat]
    assert [s.general for s in p.generals] == ["liubei", deputy] and not p.has_shown_general
    assert g.rules.heg.lords == {} and not [e for e in g.log_for(-1) if e["kind"] in ("become_lord", "show_general")]
    assert g.pending is None or g.pending.prompt.key != "become_lord"


def test_no_lord_is_offered_at_a_standard_table():
    g, seat, _ = _deal_liubei()
    assert g.pending is None or g.pending.prompt.key != "become_lord"
    assert g.players[seat].generals[0].general == "liubei"


# ----------------------------------------------------------------------- the lord and the 野心家

def _shu_table():
    # 4 players: a third 蜀 would be a 野心家 (3 of 4 is more than half) but for a living lord
    t = HegTable([{"generals": ["liubei", "guanyu"], "hand": ["杀 ♠5"]},
                  {"generals": ["zhangfei", "zhaoyun"], "shown": HIDDEN},
                  {"generals": ["zhugeliang", "machao"], "shown": HIDDEN},
                  {"generals": ["caocao", "xuchu"], "hp": 1}])
    return t


def test_while_the_lord_lives_nobody_of_its_kingdom_becomes_a_careerist():
    t = _shu_table()
    assert becomes_careerist(t.g, "shu") is False      # 2 shown of 4 players: the usual count
    t.g.rules.heg.lords[0] = "shu"
    t.g.players[1].kingdom = "shu"
    assert becomes_careerist(t.g, "shu") is False      # the third 蜀 is 蜀: the lord lives
    t.g.rules.heg.lords.clear()
    assert becomes_careerist(t.g, "shu") is True       # without a lord: a 野心家


def test_once_the_lord_died_its_kingdom_are_careerists_and_a_later_show_too():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"], "hp": 1},
                  {"generals": ["zhangfei", "zhaoyun"]},
                  {"generals": ["zhugeliang", "machao"], "shown": HIDDEN},
                  {"generals": ["sunquan", "zhoutai"]}, {"generals": ["simayi", "guojia"]}])
    t.g.rules.heg.lords[1] = "shu"
    t.play(0, "杀 ♠5", [1])
    assert not t.p(1).alive
    assert t.p(2).kingdom == "careerist" and t.p(1).kingdom == "shu"
    assert [(e["seat"], e["kingdom"]) for e in t.log("kingdom")] == [(2, "careerist")]
    assert becomes_careerist(t.g, "shu") is True       # 诸葛亮 would show a 野心家
    assert t.log("reward")[0]["count"] == 2            # (the reward counted the kingdom before)


def test_a_lord_is_never_hidden_again():
    from sgs_desktop.modes.heg_show import hide_general
    t = _shu_table()
    t.g.rules.heg.lords[0] = "shu"
    _run(t.g, hide_general(t.g, t.p(0), 0, "test"))
    assert t.p(0).generals[0].shown
    _run(t.g, hide_general(t.g, t.p(0), 1, "test"))
    assert not t.p(0).generals[1].shown                 # (the deputy may be)


def _run(g, coro):
    with pytest.raises(StopIteration):
        coro.send(None)


def test_the_ai_becomes_the_lord_and_plays_the_game_out(monkeypatch):
    from sgs_desktop.simulate import play_one
    _lord_table(monkeypatch)
    lords = []
    for seed in (1, 5, 13):
        g = play_one(hegemony_config(6), seed, "basic")
        assert g.result is not None and g.result.reason in ("kingdom_wins", "careerist_wins"), g.result
        assert len(g.rules.heg.lords) == 1
        (seat,) = g.rules.heg.lords
        assert g.players[seat].generals[0].general == "lord_liubei" and g.players[seat].generals[0].shown
        lords.append(seat)
    assert lords == [0, 0, 2]


def test_the_ai_reads_the_lord_off_the_table_for_the_careerist_rule():
    from sgs_desktop.packs.strategic.seen import lord_seen, shows_as_careerist
    t = HegTable([{"generals": ["liubei", "guanyu"]}, {"generals": ["zhangfei", "zhaoyun"]},
                  {"generals": ["zhugeliang", "machao"], "shown": HIDDEN},
                  {"generals": ["caocao", "xuchu"]}])
    view = t.g.view(2)
    assert lord_seen(view, "shu") is None and shows_as_careerist(view, 2)      # a third 蜀 of four
    t.g.players[0].generals[0].general = "lord_liubei"          # (as the lord rule would have it)
    view = t.g.view(2)
    assert lord_seen(view, "shu") is True and not shows_as_careerist(view, 2)
    assert lord_seen(view, "wei") is None
    view.players[0].alive = False
    assert lord_seen(view, "shu") is False and shows_as_careerist(view, 2)


def _last_wei(lord: bool):
    t = HegTable([{"generals": ["liubei", "guanyu"], "hand": ["杀 ♠5"]},
                  {"generals": ["zhangfei", "zhaoyun"]},
                  {"generals": ["zhugeliang", "machao"], "shown": HIDDEN},
                  {"generals": ["caocao", "xuchu"], "hp": 1}])
    if lord:
        t.g.rules.heg.lords[0] = "shu"
    t.play(0, "杀 ♠5", [3])
    return t


def test_with_a_living_lord_a_face_down_third_shu_wins_with_its_kingdom():
    t = _last_wei(lord=True)
    t.finish("kingdom_wins")
    assert t.g.result.winners == (0, 1, 2) and t.p(2).kingdom == "shu"


def test_without_a_lord_the_face_down_third_shu_is_a_careerist_and_the_game_goes_on():
    t = _last_wei(lord=False)
    assert t.g.result is None and not t.p(3).alive
    t.end_play(0)
    t.finish()                                          # (the scenario's turn ends; nobody has won)
