"""挑选武将: the lord chooses first and shows it; the others choose at once, revealed together."""

import pytest

from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose
from sgs_desktop.engine.protocol.requests import OptionRequest
from sgs_desktop.modes.scenario_file import normalise
from sgs_desktop.packs.generals import identity_generals

TABLE = identity_generals()
LORDS = [gid for gid, g in TABLE.items() if g.lord_capable]


def lord_of(g: Game) -> int:
    return next(p.seat for p in g.players if p.role == "lord")


def choose_all(g: Game, pick=lambda req: req.options[0]) -> dict[int, str]:
    chosen = {}
    while g.pending is not None and g.pending.kind == "option" and g.pending.prompt.key == "choose_general":
        req = g.pending
        chosen[req.seat] = pick(req)
        g.answer(Choose(chosen[req.seat]))
    return chosen


@pytest.mark.parametrize("n", [4, 5, 8])
def test_lord_chooses_from_lords_and_two_others(n):
    g = Game.new(GameConfig(players=n, generals="standard"), 3)
    lord = lord_of(g)
    req = g.pending
    assert isinstance(req, OptionRequest) and req.seat == lord and req.prompt.args == ("lord",)
    assert list(req.options[:len(LORDS)]) == LORDS
    extra = req.options[len(LORDS):]
    assert len(extra) == 2 and all(not TABLE[x].lord_capable for x in extra)
    # nothing has been dealt yet: generals first, then 4 cards each
    assert all(not p.hand for p in g.players)


@pytest.mark.parametrize("n,per", [(5, 3), (8, 3), (10, 2)])
def test_others_choose_secretly_then_all_are_shown(n, per):
    g = Game.new(GameConfig(players=n, generals="standard"), 11)
    lord = lord_of(g)
    g.answer(Choose("liubei"))
    shown = [e for e in g.log_for(None) if e["kind"] == "general"]
    assert [(e["seat"], e["general"]) for e in shown] == [(lord, "liubei")]
    assert g.players[lord].max_hp == TABLE["liubei"].max_hp + 1 == g.players[lord].hp
    offered: set[str] = set()
    order = []
    while g.pending.prompt.key == "choose_general":
        req = g.pending
        order.append(req.seat)
        assert len(req.options) == per and "liubei" not in req.options
        assert not offered & set(req.options), "offers overlap"
        offered |= set(req.options)
        # choices stay secret until everyone has chosen
        assert [e["seat"] for e in g.log_for(None) if e["kind"] == "general"] == [lord]
        assert all(e.get("general") not in req.options for e in g.log_for(None))
        g.answer(Choose(req.options[-1]))
    assert order == [(lord + i) % n for i in range(1, n)]
    shown = {e["seat"]: e["general"] for e in g.log_for(None) if e["kind"] == "general"}
    assert sorted(shown) == list(range(n))
    for p in g.players:
        gen = TABLE[shown[p.seat]]
        assert (p.max_hp, p.hp) == ((gen.max_hp + 1,) * 2 if p.seat == lord else (gen.max_hp,) * 2)
        assert p.kingdom == gen.kingdom and p.gender == gen.gender
        own = {s.id for s in p.skills}
        assert {s for s in gen.skills if p.seat == lord or s not in gen.lord_skills} <= own
        if p.seat != lord:
            assert not own & set(gen.lord_skills)
    # then the deal: 4 each, and the lord's first turn
    deals = [e for e in g.log_for(-1) if e["kind"] == "move" and e["reason"] == "deal"]
    assert len(deals) == n and all(e["count"] == 4 for e in deals)


def test_no_lord_bonus_with_four_players():
    g = Game.new(GameConfig(players=4, generals="standard"), 2)
    lord = lord_of(g)
    g.answer(Choose("sunquan"))
    choose_all(g)
    assert g.players[lord].max_hp == TABLE["sunquan"].max_hp


def test_lord_skills_only_for_the_lord():
    """护驾 is 曹操's 主公技: a non-lord 曹操 does not have it."""
    g = Game.new(GameConfig(players=5, generals="standard"), 4)
    lord = lord_of(g)
    g.answer(Choose("liubei"))
    chosen = choose_all(g, pick=lambda req: "caocao" if "caocao" in req.options else req.options[0])
    for seat, gid in chosen.items():
        ids = {s.id for s in g.players[seat].skills}
        assert not ids & set(TABLE[gid].lord_skills)
    assert "jijiang" in {s.id for s in g.players[lord].skills}


def test_the_offers_are_private():
    """The generals offered to a seat appear in its own request only, never in the log."""
    g = Game.new(GameConfig(players=5, generals="standard"), 9)
    g.answer(Choose("caocao"))
    req = g.pending
    offer = set(req.options)
    for seat in range(5):
        assert not any(e.get("general") in offer for e in g.log_for(seat))


def test_scenario_general_defaults_and_errors():
    sc = normalise({"players": [{"role": "lord", "general": "zhugeliang"}, {"role": "rebel", "general": "lvbu"},
                                {"role": "rebel"}, {"role": "loyalist"}, {"role": "renegade"}]})
    assert (sc["players"][0]["max_hp"], sc["players"][0]["hp"]) == (4, 4)     # 3 + the lord's 1 (5 players)
    assert sc["players"][1]["max_hp"] == 4 and sc["players"][2]["max_hp"] == 4
    with pytest.raises(ConfigError, match=r"players\[1\]\.general.*did you mean \['lvbu'"):
        normalise({"players": [{"role": "lord"}, {"role": "rebel", "general": "lvbuu"}]}, "x.toml")
    with pytest.raises(ConfigError, match=r"players\[0\]\.skills.*did you mean"):
        normalise({"players": [{"role": "lord", "skills": ["wushengg"]}, {"role": "rebel"}]}, "x.toml")
