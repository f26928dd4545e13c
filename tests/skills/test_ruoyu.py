"""若愚 (主公技, 觉醒技): at the start phase with the lowest HP (ties count): +1 max HP, recover 1,
gain 激将; once per game."""

from table import Table


def test_wakes_with_tied_lowest_hp_and_gains_jijiang():
    t = Table([{"role": "lord", "general": "liushan", "hp": 2, "hand": ["闪 ♥2"]},
               {"role": "loyalist", "general": "zhangfei", "hp": 2, "hand": ["杀 ♠8"]},
               {"role": "rebel", "hp": 3}],
              phase="start", top=["桃 ♥3", "决斗 ♠A"])
    # compulsory: no question; the draw phase follows
    assert t.p(0).max_hp == 4 and t.p(0).hp == 3 and t.p(0).has_skill("jijiang")
    assert t.p(0).marks["ruoyu"] == 1
    req = t.expect(0, "option")                 # 放权 at the play phase
    assert req.prompt.args == ("fangquan",)
    t.no(0)
    (opt,) = [o for o in t.expect(0, "play").options if o.skill == "jijiang"]
    assert opt.name == "slash" and opt.targets.seats == (1, 2)
    t.play(0, skill="jijiang", targets=[2])
    t.respond(1, "杀 ♠8")
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 2, 1, None)]
    kinds = [k for k in t.kinds() if k in ("skill", "max_hp", "recover", "acquire_skill")]
    assert kinds[:4] == ["skill", "max_hp", "recover", "acquire_skill"]
    assert t.log("skill")[0]["skill"] == "ruoyu" and t.log("acquire_skill")[0]["skill"] == "jijiang"
    assert (t.log("max_hp")[0]["max_hp"], t.log("recover")[0]["hp"]) == (4, 3)


def test_does_not_wake_when_someone_is_lower():
    t = Table([{"role": "lord", "skills": ["ruoyu"], "hp": 3}, {"role": "rebel", "hp": 2}],
              phase="start", top=["桃 ♥3", "决斗 ♠A"])
    t.end_play(0)
    t.finish()
    assert t.p(0).max_hp == 4 and t.p(0).hp == 3 and not t.p(0).has_skill("jijiang")
    assert t.log("skill") == [] and "ruoyu" not in t.p(0).marks


def test_only_once_per_game():
    """Woken in the first turn; lowest again at its next start phase, it does not wake again."""
    t = Table([{"role": "lord", "skills": ["ruoyu"], "hp": 1, "max_hp": 3, "hand": ["决斗 ♠A"]},
               {"role": "rebel", "hp": 4, "hand": ["决斗 ♣A"]}],
              phase="start", top=["闪 ♥2", "闪 ♦2", "杀 ♣2", "杀 ♣3", "桃 ♥3", "闪 ♦3"],
              stop="game_over", round_limit=2)
    assert (t.p(0).max_hp, t.p(0).hp) == (4, 2)
    t.end_play(0)
    t.cards(0, "决斗 ♠A")                       # 3 cards, 2 HP
    t.play(1, "决斗 ♣A", [0])                   # the lord plays no 杀 and drops to 1
    t.end_play(1)
    # the lord's second turn: lowest HP again, but already awake
    t.end_play(0)
    t.cards(0, "闪 ♥2", "闪 ♦2", "闪 ♦3")
    t.end_play(1)
    t.finish("round_limit")
    assert (t.p(0).max_hp, t.p(0).hp) == (4, 1)
    assert [s["skill"] for s in t.log("skill")] == ["ruoyu"] and len(t.log("acquire_skill")) == 1


def test_only_the_lord_has_it():
    t = Table([{"role": "lord", "hp": 4}, {"role": "loyalist", "general": "liushan", "hp": 1}],
              current=1, phase="start", top=["桃 ♥3", "决斗 ♠A"])
    assert not t.p(1).has_skill("ruoyu") and t.p(1).has_skill("xiangle")
    t.no(1)                                     # 放权
    t.end_play(1)
    t.cards(1, "决斗 ♠A")
    t.finish()
    assert t.p(1).max_hp == 3 and t.log("skill") == []
