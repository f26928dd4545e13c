"""挑衅 (姜维): a player whose attack range holds him uses a 杀 on him, or he discards one of its
cards; once per play phase; only players that reach him."""

from heg_formation import FormationTable

JW = ["jiangwei", "liubei"]
WU = ["sunquan", "zhouyu"]
WEI = ["zhangliao", "xuchu"]
QUN = ["lvbu", "diaochan"]


def table(**kw):
    return FormationTable([{"generals": JW, "hand": ["闪 ♥2"]}, {"generals": WU, "hand": ["杀 ♠7", "桃 ♥4"]},
                           {"generals": WEI, "hand": ["闪 ♦3"]}, {"generals": QUN}], current=0, **kw)


def test_the_provoked_slashes():
    t = table()
    req = t.expect(0, "play")
    (opt,) = [o for o in req.options if o.skill == "tiaoxin"]
    assert opt.targets.seats == (1, 3)          # seat 2 (two away, no weapon) cannot reach him
    t.play(0, skill="tiaoxin", targets=[1])
    req = t.expect(1, "respond")
    assert req.prompt.key == "tiaoxin_dare" and req.prompt.args == (0,)
    t.respond(1, "杀 ♠7")
    t.respond(0, "闪 ♥2")
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "tiaoxin"]      # once per play phase
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")} and t.damage_log() == []


def test_refused_he_discards_a_card():
    t = table()
    t.play(0, skill="tiaoxin", targets=[1])
    t.respond(1)                                # no 杀
    req = t.expect(0, "pick")
    assert req.prompt.key == "tiaoxin_discard"
    t.pick(0, index=0)
    t.end_play(0)
    t.finish()
    assert len(t.hand(1)) == 1 and [e["reason"] for e in t.log("move") if e["reason"] == "tiaoxin"] == ["tiaoxin"]


def test_no_card_no_slash_nothing_happens():
    t = table()
    t.play(0, skill="tiaoxin", targets=[3])     # 吕布 has no cards: nothing to answer, nothing to discard
    t.end_play(0)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["tiaoxin"] and t.damage_log() == []
