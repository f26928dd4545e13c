"""尚义 (蒋钦): show your hand to another player, then look at its hand (and discard one black
card of it, or none) or at its face-down generals; once per play phase."""

from heg_formation import FormationTable

JQ = ["jiangqin", "sunquan"]
SHU = ["liubei", "guanyu"]
WEI = ["zhangliao", "xuchu"]
QUN = ["lvbu", "diaochan"]


def table(second: dict | None = None):
    return FormationTable([{"generals": JQ, "hand": ["闪 ♥2"]},
                           {"generals": SHU, "hand": ["杀 ♠7", "桃 ♥4"], **(second or {})},
                           {"generals": WEI}, {"generals": QUN}], current=0)


def test_look_at_the_hand_and_discard_a_black_card():
    t = table({"shown": [True, False]})
    t.play(0, skill="shangyi", targets=[1])
    req = t.expect(0, "option")
    assert req.prompt.key == "shangyi_choice" and req.options == ("hand", "generals")
    t.choose(0, "hand")
    req = t.expect(0, "cards")
    assert req.cards == (t.id("杀 ♠7"),) and (req.min, req.max) == (0, 1)    # only the black one
    t.cards(0, "杀 ♠7")
    t.end_play(0)
    t.finish()
    assert t.hand(1) == {t.id("桃 ♥4")}
    (shown,) = [e for e in t.log("look_hand", seat=1) if e["seat"] == 1]
    assert shown["cards"] == [t.id("闪 ♥2")]             # 蒋钦's hand, seen by seat 1
    (seen,) = [e for e in t.log("look_hand", seat=0) if e["seat"] == 0]
    assert sorted(seen["cards"]) == sorted(t.ids("杀 ♠7", "桃 ♥4"))
    assert all(e.get("cards") is None for e in t.log("look_hand", seat=2))   # nobody else sees


def test_look_at_the_face_down_generals():
    t = table({"shown": [True, False]})
    t.play(0, skill="shangyi", targets=[1])
    t.choose(0, "generals")
    t.end_play(0)
    t.finish()
    (look,) = t.log("look_general", seat=0)
    assert (look["target"], look["slot"], look["general"]) == (1, "deputy", "guanyu")
    assert t.log("look_general", seat=2)[0].get("general") is None
    assert len(t.hand(1)) == 2


def test_all_shown_only_the_hand_and_may_keep_it():
    t = table()
    t.play(0, skill="shangyi", targets=[1])     # (every general shown: the hand, no question)
    t.cards(0)                                  # discard nothing
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "shangyi"]      # once per play phase
    t.end_play(0)
    t.finish()
    assert len(t.hand(1)) == 2


def test_nobody_to_choose_without_a_hand_or_hidden_general():
    t = FormationTable([{"generals": JQ}, {"generals": SHU}, {"generals": WEI}, {"generals": QUN}], current=0)
    req = t.expect(0, "play")
    assert not [o for o in req.options if o.skill == "shangyi"]
    t.end_play(0)
    t.finish()
