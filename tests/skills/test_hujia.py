"""护驾 (曹操, 主公技): other Wei players may play a 闪 for the lord, asked in seat order after it."""

from table import Table


def _moves(t, reason):
    return [(e["cards"], e["src"], e["src_owner"], e["dst"], e["dst_owner"]) for e in t.log("move")
            if e["reason"] == reason]


def test_a_wei_player_dodges_for_the_lord():
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "xuchu", "hand": ["闪 ♥2"]}], current=1)
    t.play(1, "杀 ♠7", [0])
    req = t.expect(0, "option")
    assert req.prompt.args == ("hujia",)
    t.yes(0)
    req = t.expect(2, "respond")
    assert req.names == ("jink",) and req.mode == "play" and req.prompt.key == "hujia" and req.prompt.args == (0,)
    t.respond(2, "闪 ♥2")
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [] and t.p(0).hp == 4
    assert t.hand(2) == set() and t.id("闪 ♥2") in t.g.discard_pile
    # the lord used it: a use by seat 0, the card taken from seat 2's hand
    jink_use = [e for e in t.log("use") if e["card"]["key"] == "jink"]
    assert [(e["user"], e["card"]["id"]) for e in jink_use] == [(0, t.id("闪 ♥2"))]
    assert _moves(t, "use")[-1] == ([t.id("闪 ♥2")], "hand", 2, "processing", -1)
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "hujia")]
    (prov,) = t.log("provide")
    assert (prov["seat"], prov["to"], prov["skill"]) == (2, 0, "hujia")


def test_asked_in_seat_order_only_wei_players_and_the_first_answer_counts():
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "rebel", "general": "zhangliao", "hand": ["闪 ♥2"]},
               {"role": "renegade", "general": "guanyu", "hand": ["闪 ♦2"]},
               {"role": "loyalist", "general": "xuchu", "hand": ["闪 ♥K"]},
               ], current=1)
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.respond(2)                    # the rebel 张辽 refuses; 关羽 (蜀) is never asked
    t.respond(4, "闪 ♥K")
    t.end_play(1)
    t.finish()
    assert t.damage_log() == []
    assert t.hand(2) == {t.id("闪 ♥2")} and t.hand(3) == {t.id("闪 ♦2")} and t.hand(4) == set()
    assert [e["seat"] for e in t.log("provide")] == [4]


def test_nobody_answers_then_the_lord_is_asked_for_its_own_dodge():
    """A Wei player without 闪 is not asked; the one asked refuses; the lord still may dodge itself."""
    t = Table([{"role": "lord", "general": "caocao", "hand": ["闪 ♦2"]}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "zhangliao", "hand": ["桃 ♥3"]},
               {"role": "loyalist", "general": "xuchu", "hand": ["闪 ♥2"]}], current=1)
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.respond(3)                    # 张辽 has no 闪: not asked; 许褚 refuses
    t.respond(0, "闪 ♦2")
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [] and t.log("provide") == []
    assert t.hand(0) == set() and t.hand(3) == {t.id("闪 ♥2")}
    assert [e["user"] for e in t.log("use") if e["card"]["key"] == "jink"] == [0]


def test_nobody_answers_and_the_lord_is_hit():
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "xuchu", "hand": ["闪 ♥2"]}], current=1)
    t.play(1, "杀 ♠7", [0])
    t.yes(0)
    t.respond(2)                    # refuses; the lord has no 闪 of its own: not asked
    t.yes(0)                        # 奸雄
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.p(0).hp == 3
    assert t.hand(0) == {t.id("杀 ♠7")} and t.hand(2) == {t.id("闪 ♥2")}
    assert [e["skill"] for e in t.log("skill")] == ["hujia", "jianxiong"]


def test_declined_no_wei_player_is_asked():
    t = Table([{"role": "lord", "general": "caocao", "hand": ["闪 ♦2"]}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "xuchu", "hand": ["闪 ♥2"]}], current=1)
    t.play(1, "杀 ♠7", [0])
    t.no(0)
    t.respond(0)
    t.no(0)                         # 奸雄
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.hand(2) == {t.id("闪 ♥2")}
    assert t.log("skill") == []


def test_played_for_archery_attack_with_qingguo():
    """打出: against 万箭齐发, 甄姬 plays a black card as 闪 (倾国) for the lord, who counts as playing it."""
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["万箭齐发 ♥A"]},
               {"role": "loyalist", "general": "zhenji", "hand": ["杀 ♠7", "杀 ♣2"]}], current=1)
    t.play(1, "万箭齐发 ♥A")
    t.respond(2)                    # 甄姬 takes her own arrow
    t.yes(0)
    req = t.expect(2, "respond")
    assert [o.skill for o in req.options] == ["qingguo"]
    t.respond(2, skill="qingguo", cards=["杀 ♣2"])
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 2, 1, None)]
    (play,) = t.log("play")
    assert play["seat"] == 0 and play["card"]["key"] == "jink" and play["card"]["skill"] == "qingguo"
    assert t.hand(2) == {t.id("杀 ♠7")} and t.id("杀 ♣2") in t.g.discard_pile


def test_a_helpers_eight_diagram_can_answer():
    """The Wei player asked may use its own 八卦阵: a red judgement answers for the lord."""
    t = Table([{"role": "lord", "general": "caocao"}, {"role": "rebel", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "xuchu", "equip": ["八卦阵 ♠2"]}], current=1, top=["桃 ♥3"])
    t.play(1, "杀 ♠7", [0])
    t.yes(0)                        # 护驾
    req = t.expect(2, "option")
    assert req.prompt.args == ("eight_diagram", 1, "slash")
    t.yes(2)
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [] and t.log("judge")[0]["seat"] == 2
    assert [e["user"] for e in t.log("use") if e["card"]["key"] == "jink"] == [0]


def test_only_the_lord_has_it():
    t = Table([{"role": "lord", "hand": ["杀 ♠7"]}, {"role": "rebel", "general": "caocao"},
               {"role": "rebel", "general": "xuchu", "hand": ["闪 ♥2"]}])
    t.play(0, "杀 ♠7", [1])
    t.no(1)                         # 奸雄 only: no 护驾 is offered
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)] and not t.p(1).has_skill("hujia")
