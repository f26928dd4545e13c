"""激将 (主公技): other Shu players may provide the lord's 杀."""

from table import Table


def jijiang_option(req):
    found = [o for o in req.options if o.skill == "jijiang"]
    return found[0] if found else None


def three(lord_hand=(), shu_hand=("杀 ♠8",), rebel_hand=()):
    return [{"role": "lord", "general": "liubei", "hand": list(lord_hand)},
            {"role": "loyalist", "general": "zhangfei", "hand": list(shu_hand)},
            {"role": "rebel", "hand": list(rebel_hand)}]


def test_in_play_nobody_answers_came_to_nothing():
    t = Table(three(lord_hand=["桃 ♥3"]))
    opt = jijiang_option(t.expect(0, "play"))
    assert (opt.name, opt.cards, opt.targets.seats) == ("slash", (), (1, 2))
    t.play(0, skill="jijiang", targets=[2])
    req = t.expect(1, "respond")
    assert req.names == ("slash",) and req.mode == "play" and req.prompt.key == "jijiang" and req.prompt.args == (0,)
    t.passes(1)
    # nothing was used, but 激将 just asked and got nothing: not offered again in this phase
    assert jijiang_option(t.expect(0, "play")) is None
    t.end_play(0)
    t.finish()
    (e,) = t.log("came_to_nothing")
    assert (e["seat"], e["skill"]) == (0, "jijiang")
    assert t.log("use") == [] and t.damage_log() == [] and t.hand(1) == {t.id("杀 ♠8")}
    assert t.hand(0) == {t.id("桃 ♥3")}
    assert [(s["seat"], s["skill"]) for s in t.log("skill")] == [(0, "jijiang")]


def test_in_play_a_shu_player_provides_the_slash():
    t = Table(three(shu_hand=["杀 ♠8", "闪 ♥2"]))
    t.play(0, skill="jijiang", targets=[2])
    t.respond(1, "杀 ♠8")
    # the 杀 of this phase is spent now
    assert jijiang_option(t.expect(0, "play")) is None
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert t.hand(1) == {t.id("闪 ♥2")} and t.id("杀 ♠8") in t.g.discard_pile
    (use,) = t.log("use")
    assert use["user"] == 0 and use["targets"] == [2] and use["card"]["id"] == t.id("杀 ♠8")
    (prov,) = t.log("provide")
    assert (prov["seat"], prov["to"], prov["skill"]) == (1, 0, "jijiang")
    left = [e for e in t.log("move") if e["cards"] == [t.id("杀 ♠8")] and e["src"] == "hand"]
    assert left[0]["src_owner"] == 1 and left[0]["dst"] == "processing"


def test_asked_in_seat_order_after_the_lord_first_answer_wins():
    t = Table([{"role": "lord", "general": "liubei"}, {"role": "rebel"},
               {"role": "loyalist", "general": "guanyu", "hand": ["杀 ♠7"]},
               {"role": "loyalist", "general": "zhaoyun", "hand": ["闪 ♥2"]},
               {"role": "renegade", "general": "zhangfei", "hand": ["杀 ♣2"]}])
    t.play(0, skill="jijiang", targets=[1])
    t.passes(2)                                   # 关羽 keeps his 杀
    t.respond(3, skill="longdan", cards=["闪 ♥2"])  # 赵云's 龙胆 makes the 杀
    # 张飞 is never asked
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 1, 1, None)]
    assert t.hand(3) == set() and t.hand(4) == {t.id("杀 ♣2")} and t.hand(2) == {t.id("杀 ♠7")}
    (use,) = t.log("use")
    assert use["user"] == 0 and use["card"]["skill"] == "longdan" and use["card"]["subcards"] == [t.id("闪 ♥2")]


def test_duel_response_nobody_answers_lord_takes_the_damage():
    t = Table(three(rebel_hand=["决斗 ♠A"]), current=2)
    t.play(2, "决斗 ♠A", [0])
    req = t.expect(0, "option")
    assert req.prompt.args == ("jijiang",)
    t.yes(0)
    t.passes(1)
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 0, 1, None)] and t.hand(1) == {t.id("杀 ♠8")}
    assert t.log("play") == [] and t.log("provide") == []


def test_duel_response_answered_by_a_shu_player():
    t = Table(three(rebel_hand=["决斗 ♠A"]), current=2)
    t.play(2, "决斗 ♠A", [0])
    t.yes(0)
    t.respond(1, "杀 ♠8")
    # the rebel must answer in turn; it has no 杀
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.hand(1) == set()
    (play,) = t.log("play")
    assert play["seat"] == 0 and play["card"]["id"] == t.id("杀 ♠8")


def test_declined_then_the_lord_plays_his_own():
    t = Table(three(lord_hand=["杀 ♠7"], rebel_hand=["决斗 ♠A"]), current=2)
    t.play(2, "决斗 ♠A", [0])
    t.no(0)
    t.respond(0, "杀 ♠7")
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)] and t.hand(1) == {t.id("杀 ♠8")}


def test_no_other_shu_player_nothing_to_ask():
    t = Table([{"role": "lord", "general": "liubei", "hand": ["闪 ♥2"]}, {"role": "rebel", "hand": ["决斗 ♠A"]}],
              current=1)
    assert t.expect(1, "play")
    t.play(1, "决斗 ♠A", [0])              # no "invoke?" for the lord: no one could answer
    t.end_play(1)
    t.finish()
    assert t.damage_log() == [(1, 0, 1, None)] and t.log("skill") == []


def test_not_offered_in_play_without_shu_or_when_not_lord():
    t = Table([{"role": "lord", "general": "liubei"}, {"role": "rebel", "general": "caocao"}])
    assert jijiang_option(t.expect(0, "play")) is None
    t.end_play(0)
    t.finish()
    t = Table([{"role": "lord", "general": "zhangfei"}, {"role": "loyalist", "general": "liubei"},
               {"role": "rebel", "general": "guanyu"}], current=1)
    assert not t.p(1).has_skill("jijiang")
    t.end_play(1)
    t.finish()


def test_a_dead_shu_player_is_not_asked():
    t = Table([{"role": "lord", "general": "liubei"}, {"role": "loyalist", "general": "zhangfei", "alive": False},
               {"role": "rebel"}])
    assert jijiang_option(t.expect(0, "play")) is None
    t.end_play(0)
    t.finish()


def test_helpers_with_jijiang_do_not_pass_the_request_on():
    """A helper who also has 激将 (a test set-up) is simply asked for its own 杀: no endless round."""
    t = Table([{"role": "lord", "general": "liubei"},
               {"role": "loyalist", "general": "zhangfei", "skills": ["jijiang"], "hand": ["杀 ♠8"]},
               {"role": "rebel", "hand": ["决斗 ♠A"]}], current=2)
    t.play(2, "决斗 ♠A", [0])
    t.yes(0)
    t.passes(1)                              # no "invoke 激将?" for seat 1 in between
    t.end_play(2)
    t.finish()
    assert t.damage_log() == [(2, 0, 1, None)]


def test_after_nobody_answered_not_offered_again_this_phase_but_again_next_turn():
    """The ruling (docs/rulings.md, "Asking others"): a 激将 that nobody answered is not offered
    again for the play phase's 杀 in that phase — the lord's own 杀 still is — and it is offered
    again in the lord's next play phase."""
    t = Table(three(lord_hand=["杀 ♠7"], shu_hand=["闪 ♥2"]), stop="game_over", round_limit=2,
              top=["桃 ♥3", "桃 ♥4", "闪 ♦2", "闪 ♦3", "闪 ♦4", "闪 ♦5", "桃 ♥5", "桃 ♥6"])
    t.play(0, skill="jijiang", targets=[2])       # (张飞 has no 杀: nobody can answer, nobody is asked)
    req = t.expect(0, "play")
    assert jijiang_option(req) is None
    assert [o.card for o in req.options if o.name == "slash"] == [t.id("杀 ♠7")]   # his own 杀 still is
    t.end_play(0)
    t.end_play(1)
    t.end_play(2)
    req = t.expect(0, "play")                     # round 2: the lord's next play phase
    assert t.g.turn.round == 2
    opt = jijiang_option(req)
    assert opt is not None and opt.targets.seats == (1, 2)
    came = [(e["seat"], e["skill"]) for e in t.log("came_to_nothing")]
    assert came == [(0, "jijiang")]
    t.end_play(0)
    t.end_play(1)
    t.cards(1, "闪 ♥2")                           # (张飞 keeps four of his five)
    t.end_play(2)
    t.finish("round_limit")


def test_after_nobody_answered_in_play_a_duel_in_the_same_phase_is_a_new_need():
    """Another need in the same phase (the lord's 决斗 answered with a 杀: he must play one) is
    asked again: only the play phase's use of 杀 is kept from 激将."""
    t = Table(three(lord_hand=["决斗 ♠A"], shu_hand=["杀 ♠8"], rebel_hand=["杀 ♣9"]))
    t.play(0, skill="jijiang", targets=[2])
    t.passes(1)                                   # 张飞 keeps his 杀 this time
    assert jijiang_option(t.expect(0, "play")) is None
    t.play(0, "决斗 ♠A", [2])
    t.respond(2, "杀 ♣9")
    req = t.expect(0, "option")                   # the lord's turn to play a 杀: 激将 may ask again
    assert req.prompt.args == ("jijiang",)
    t.yes(0)
    t.respond(1, "杀 ♠8")                          # (the rebel has no 杀 left: the 决斗 is over)
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    assert [(e["seat"], e["to"]) for e in t.log("provide")] == [(1, 0)]
