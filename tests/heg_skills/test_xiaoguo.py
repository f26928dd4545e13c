"""骁果 (乐进): at another player's finish phase, discard a basic card: that player discards an
equipment card or takes 1 damage from you."""

from heg import HegTable


def duo(p0: dict | None = None, p1: dict | None = None, current=1):
    a = {"generals": ["yuejin", "caocao"], "hand": ["杀 ♠5", "南蛮入侵 ♠13"]}
    b = {"generals": ["liubei", "zhangfei"]}
    a.update(p0 or {})
    b.update(p1 or {})
    return HegTable([a, b], current=current, phase="finish")


def test_victim_discards_an_equipment_card():
    t = duo(p1={"hand": ["诸葛连弩 ♦1"], "equip": ["赤兔 ♥5"]})
    req = t.expect(0, "cards")
    assert req.prompt.key == "xiaoguo" and req.cards == (t.id("杀 ♠5"),) and (req.min, req.max) == (0, 1)
    t.cards(0, "杀 ♠5")
    req = t.expect(1, "option")
    assert req.options == ("discard_equip", "damage") and req.prompt.args == (0,)
    t.choose(1, "discard_equip")
    req = t.expect(1, "cards")
    assert list(req.cards) == t.ids("诸葛连弩 ♦1", "赤兔 ♥5")      # hand or equipped
    t.cards(1, "诸葛连弩 ♦1")
    t.finish()
    assert t.damage_log() == [] and t.hand(1) == set() and t.p(1).equips == {"offensive_horse": t.id("赤兔 ♥5")}
    assert [(e["cards"], e["src_owner"]) for e in t.log("move") if e["reason"] == "xiaoguo"] == [
        ([t.id("杀 ♠5")], 0), ([t.id("诸葛连弩 ♦1")], 1)]


def test_victim_takes_the_damage():
    t = duo(p1={"equip": ["赤兔 ♥5"]})
    t.cards(0, "杀 ♠5")
    t.choose(1, "damage")
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and t.p(1).equips


def test_no_equipment_means_damage_without_a_choice():
    t = duo()
    t.cards(0, "杀 ♠5")
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and [e["skill"] for e in t.log("skill")] == ["xiaoguo"]


def test_declined_or_not_available():
    t = duo()
    t.cards(0)
    t.finish()
    assert t.damage_log() == [] and t.log("skill") == [] and t.hand(0) == set(t.ids("杀 ♠5", "南蛮入侵 ♠13"))
    t = duo({"hand": ["南蛮入侵 ♠13"]})        # no basic card: no question
    t.finish()
    t = duo(current=0)                         # not in its own finish phase
    t.finish()
    assert t.log("skill") == []


def test_face_down_general_is_shown():
    t = duo({"shown": [False, True]})
    t.cards(0, "杀 ♠5")
    t.finish()
    shows = [(e["seat"], e["slot"], e["general"], e["reason"]) for e in t.log("show_general")]
    assert shows == [(0, "head", "yuejin", "xiaoguo")] and t.p(0).kingdom == "wei"
    assert t.damage_log() == [(0, 1, 1, None)]
