"""Scenario files that pin rulings down (issue 33 Build 4): one seat's own log, answers expected to be
refused, marks / piles / used skills on any seat in either mode, the 君主 by the deal-time offer,
arrangements by card names, the final state whole, and the prompts offered in the public log with
nothing hidden; each malformed key refused by name."""

import json
import tomllib
from pathlib import Path

import pytest
from table import Table

from sgs_desktop.cli import main
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.modes.scenario_file import Scenario, parse_scenario
from sgs_desktop.scenario_run import final_state, run_scenario

ROOT = Path(__file__).parent.parent
KIT = ROOT / "examples" / "scenarios" / "heg_rulings_kit.toml"
HIDDEN = ("sunquan", "ganning", "孙权", "甘宁")      # 3号位's face-down pair


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def lines(out: str) -> list[dict]:
    return [json.loads(x) for x in out.strip().splitlines()]


# --------------------------------------------------------------------------- the example, whole


def test_the_kit_runs_every_new_key(capsys):
    code, out, err = run(capsys, "scenario", str(KIT), "--json")
    assert code == 0, err
    *log, final = lines(out)
    assert final["ok"] and final["refusals"][0]["seat"] == 0 and final["refusals"][0]["script_index"] == 4
    assert "cannot be used now" in final["refusals"][0]["message"]
    p0, p1, p2, p3 = final["players"]
    # the deal-time offer: 刘备 became 刘备（君）, shown
    assert p0["generals"][0] == {"general": "lord_liubei", "shown": True, "removed": False}
    assert [e["lord"] for e in log if e.get("kind") == "become_lord"] == ["lord_liubei"]
    # marks (先驱 spent, the first-show marks gained), a used 限定技, a pile
    assert "xianqu" not in p0["marks"] and p0["marks"]["zhulianbihe"] == 1
    assert p1["used_skills"] == ["luanwu"] and "luanwu" in p1["skills"] and "luanwu" not in p1["marks"]
    assert [len(c) for c in p2["piles"].values()] == [2] and list(p2["piles"]) == ["tuntian"]
    assert p3["skills"] == ["zhiheng", "qixi"] and p3["removed_generals"] == [] and not p3["generals"][0]["shown"]
    # 观星 by card names: two on top (drawn in the draw phase), two at the very bottom, in order
    assert len(set(final["draw_pile"])) == len(final["draw_pile"])
    (drawn,) = [e for e in log if e.get("kind") == "move" and e["reason"] == "draw_phase"]
    assert drawn["cards"] is None and drawn["count"] == 2                     # (public: a count)
    assert set(p0["hand"]) >= set(_ids(final, "无中生有 ♥7", "杀 ♠8"))
    assert final["draw_pile"][-2:] == _ids(final, "闪 ♥2", "桃 ♥6")


def _ids(final: dict, *refs: str) -> list[int]:
    from sgs_desktop.packs.cardref import CardFinder
    from sgs_desktop.packs.deck import deck_rows
    finder = CardFinder(deck_rows(("hegemony_standard", "heg_formation")))
    return [finder.find(r, "test") for r in refs]


def test_the_public_log_names_prompts_and_refusals_and_leaks_nothing_hidden(capsys):
    code, out, _ = run(capsys, "scenario", str(KIT), "--json")
    *log, _final = lines(out)
    prompts = [e for e in log if e["kind"] == "prompt"]
    assert all(set(e) == {"kind", "seat", "request"} for e in prompts)          # kind and seat, no more
    assert [e["request"] for e in prompts] == ["option", "option", "option", "arrange", "play", "option",
                                               "play", "cards"]
    assert all(e["seat"] == 0 for e in prompts)
    (refused,) = [e for e in log if e["kind"] == "refused"]
    assert refused == {"kind": "refused", "seat": 0, "script_index": 4}        # (the message is the author's)
    before_end = [e for e in log if e["kind"] != "game_over"]
    text = json.dumps(before_end, ensure_ascii=False)
    assert not any(name in text for name in HIDDEN)                           # 3号位's pair stays hidden
    (look,) = [e for e in log if e["kind"] == "look_general"]
    assert (look["seat"], look["target"], look["slot"], look["general"]) == (0, 3, "head", None)   # that, not what
    # prompts sit at their places: the arrangement is asked after 观星's look, before the draw phase
    kinds = [e["kind"] if e["kind"] != "prompt" else f"prompt:{e['request']}" for e in log]
    assert kinds.index("prompt:arrange") < kinds.index("refused") < len(kinds) - 1
    code, text_out, _ = run(capsys, "scenario", str(KIT))
    public = text_out[:text_out.index("—— 最终状态 ——")]
    assert code == 0 and "〔询问〕0号位：排列牌" in public and "〔如期被拒〕0号位脚本第4条回答" in public
    assert not any(name in public.split("游戏结束")[0] for name in HIDDEN)
    # (no raw ids: the lord and the show that makes one read as words)
    assert "0号位将主将刘备替换为君主刘备（君）" in public and "0号位明置主将刘备（君）（成为君主）" in public
    assert "lord_liubei" not in public and "【lord】" not in public


def test_one_seats_log_holds_what_it_was_told(capsys):
    code, out, _ = run(capsys, "scenario", str(KIT), "--json", "--seat", "0")
    *log, _final = lines(out)
    (look,) = [e for e in log if e["kind"] == "look_general"]
    assert (look["seat"], look["target"], look["slot"], look["general"]) == (0, 3, "head", "sunquan")
    draws = [e for e in log if e["kind"] == "move" and e["reason"] == "draw_phase"]
    assert draws[0]["cards"] == _ids(_final, "无中生有 ♥7", "杀 ♠8")          # its own draw, by id
    code, out, _ = run(capsys, "scenario", str(KIT), "--json", "--seat", "2")
    assert [e["general"] for e in lines(out) if e["kind"] == "look_general"] == [None]   # not told to another
    code, text_out, _ = run(capsys, "scenario", str(KIT), "--seat", "0")
    assert "0号位所知的牌局记录" in text_out and "观看了3号位的主将：孙权" in text_out
    code, _, err = run(capsys, "scenario", str(KIT), "--seat", "4")
    assert code == 2 and "--seat 4" in err and "0-3" in err


def test_the_final_state_text_carries_marks_piles_skills_used_and_the_draw_pile(capsys):
    code, out, _ = run(capsys, "scenario", str(KIT))
    assert code == 0
    final = out[out.index("—— 最终状态 ——"):]
    assert "已发动的限定技/觉醒技[乱武]" in final and "武将牌上[田（屯田）:杀♣2 闪♦2]" in final
    assert "珠联璧合×1" in final and final.splitlines()[-2].startswith("牌堆（自顶而下）：")
    assert "0号位脚本第4条回答如期被拒：" in final


# --------------------------------------------------------------------------- refused answers


def _kit_with(old: str, new: str, tmp_path: Path) -> Path:
    text = KIT.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "kit.toml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_an_answer_marked_refused_that_is_accepted_fails_the_run_naming_it(capsys, tmp_path):
    path = _kit_with('{ type = "end" },', '{ type = "end", refused = true },', tmp_path)
    code, _, err = run(capsys, "scenario", str(path))
    assert code == 1 and "players[0].script[7]: marked refused = True, but the answer was accepted" in err


def test_a_refusal_for_other_words_fails_the_run(capsys, tmp_path):
    path = _kit_with('refused = "cannot be used now"', 'refused = "out of range"', tmp_path)
    code, _, err = run(capsys, "scenario", str(path))
    assert code == 1 and "players[0].script[4]: refused, but not as expected ('out of range')" in err


def test_a_refusal_changes_nothing_and_the_next_answer_goes_on():
    sc = run_scenario(KIT)
    assert sc.ok and [(r.seat, r.index) for r in sc.refused] == [(0, 4)]
    assert sc.game.answers[3][1].type == "arrange" and sc.game.answers[4][1].type == "use"
    assert sc.game.answers[4][1].skill == "xianqu"                 # (the refused 桃 is no answer of the game)


# --------------------------------------------------------------------------- identity: marks, piles, used skills


def test_identity_used_awakening_skill_does_not_wake():
    t = Table([{"role": "lord", "general": "sunce", "hp": 1, "used_skills": ["hunzi"], "max_hp": 3},
               {"role": "rebel"}], phase="start", top=["杀 ♠7", "闪 ♥2"])
    assert t.p(0).marks == {"hunzi": 1}
    t.end_play(0)                                  # no waking: nothing asked before the play phase
    t.cards(0, "杀 ♠7")
    t.finish()
    assert not t.log("skill") and t.p(0).max_hp == 3 and final_state(t.g)[0]["used_skills"] == ["hunzi"]


def test_identity_used_limited_skill_is_not_offered():
    used = Table([{"role": "lord", "general": "jiaxu", "used_skills": ["luanwu"]}, {"role": "rebel"}])
    assert not [o for o in used.expect(0, "play").options if o.skill == "luanwu"]
    assert "luanwu" not in used.p(0).marks and final_state(used.g)[0]["used_skills"] == ["luanwu"]
    fresh = Table([{"role": "lord", "general": "jiaxu"}, {"role": "rebel"}])
    assert [o for o in fresh.expect(0, "play").options if o.skill == "luanwu"]
    assert final_state(fresh.g)[0]["used_skills"] == []


def test_identity_marks_and_piles_are_set_and_seen_as_their_piles_are():
    t = Table([{"role": "lord", "general": "sunquan", "marks": {"tianyi_won": 1},
                "piles": {"buqu": ["杀 ♠7"], "wooden_ox": ["闪 ♥2"]}},
               {"role": "rebel"}], packs=["identity_standard", "identity_maneuvering"])
    assert t.p(0).marks == {"tianyi_won": 1}
    assert t.p(0).piles == {"buqu": [t.id("杀 ♠7")], "wooden_ox": [t.id("闪 ♥2")]}
    public = {e["pile"]: e["cards"] for e in t.log("move", seat=None) if e["dst"] == "pile"}
    assert public == {"buqu": [t.id("杀 ♠7")], "wooden_ox": None}         # 木牛流马's: its holder's alone
    own = {e["pile"]: e["cards"] for e in t.log("move", seat=0) if e["dst"] == "pile"}
    assert own["wooden_ox"] == [t.id("闪 ♥2")]
    final = final_state(t.g)[0]
    assert final["marks"] == {"tianyi_won": 1} and final["piles"] == {"buqu": [t.id("杀 ♠7")],
                                                                     "wooden_ox": [t.id("闪 ♥2")]}
    t.end_play(0)
    t.finish()


def test_the_json_form_carries_the_new_keys_and_checks_them_again():
    data = tomllib.loads(KIT.read_text(encoding="utf-8"))
    sc = parse_scenario(data, "kit")
    form = sc.to_json()
    assert form["offer_lords"] is True and form["players"][1]["used_skills"] == ["luanwu"]
    assert form["players"][0]["marks"] == {"xianqu": 1} and list(form["players"][2]["piles"]) == ["tuntian"]
    assert form["players"][0]["script"][4]["refused"] == "cannot be used now"
    assert Scenario.from_json(form) == sc
    form["players"][1]["used_skills"] = ["wansha"]
    with pytest.raises(ConfigError, match=r"players\[1\]\.used_skills\[0\].*neither a 限定技 nor a 觉醒技"):
        Scenario.from_json(form)


def test_the_final_state_names_removed_generals():
    sc = run_scenario(KIT)
    sc.game.players[3].generals[1].removed = True
    assert final_state(sc.game)[3]["removed_generals"] == ["ganning"]
    assert final_state(sc.game)[3]["generals"][1]["removed"] is True


# --------------------------------------------------------------------------- bad input, by name


def _kit(**changes) -> dict:
    data = tomllib.loads(KIT.read_text(encoding="utf-8"))
    for where, value in changes.items():
        seat, key = where.split("__")
        table = data["game"] if seat == "game" else data["players"][int(seat.removeprefix("p"))]
        if value is None:
            table.pop(key, None)
        else:
            table[key] = value
    return data


@pytest.mark.parametrize(("changes", "why"), [
    ({"p0__marks": {"xianqu2": 1}}, r"players\[0\]\.marks\.xianqu2: no mark 'xianqu2' under the new rules.*"
                                    r"did you mean \['xianqu'"),
    ({"p0__marks": {"jizhao": 1}}, r"players\[0\]\.marks\.jizhao: 'jizhao' is a limited skill's mark"),
    ({"p2__piles": {"tuntain": ["杀 ♣3"]}}, r"players\[2\]\.piles\.tuntain: unknown pile 'tuntain'.*"
                                           r"did you mean \['tuntian'"),
    ({"p2__piles": {"tuntian": ["杀 ♣99"]}}, r"players\[2\]\.piles\.tuntian\[0\]"),
    ({"p2__piles": {"tuntian": ["杀 ♠7"]}}, r"players\[2\]\.piles\.tuntian\[0\].*already placed"),
    ({"p2__piles": {"tuntian": []}}, r"players\[2\]\.piles\.tuntian: an empty pile"),
    ({"p2__piles": ["杀 ♣3"]}, r"players\[2\]\.piles: a table of piles"),
    ({"p1__used_skills": ["luanwo"]}, r"players\[1\]\.used_skills\[0\]: unknown skill 'luanwo'.*luanwu"),
    ({"p1__used_skills": ["wansha"]}, r"players\[1\]\.used_skills\[0\]: 'wansha' is neither"),
    ({"p2__used_skills": ["luanwu"]}, r"players\[2\]\.used_skills\[0\]: dengai/caocao does not hold 'luanwu'"),
    ({"p1__used_skills": ["luanwu", "luanwu"]}, r"players\[1\]\.used_skills\[1\]: 'luanwu' is listed twice"),
    ({"p0__shown": [True, False]}, r"game\.offer_lords: players\[0\] is offered a 君主 at the deal"),
    ({"p0__generals": ["zhangfei", "zhugeliang"]}, r"game\.offer_lords: no living seat's head general has a 君主"),
    ({"game__mode": "identity"}, r"game\.offer_lords: is a 国战 setting"),
    ({"game__offer_lords": "yes"}, r"game\.offer_lords"),
])
def test_malformed_new_keys_are_refused_naming_the_thing(changes, why):
    with pytest.raises(ConfigError, match=why):
        parse_scenario(_kit(**changes), "kit.toml")


@pytest.mark.parametrize(("answer", "why"), [
    ({"type": "end", "refused": "  "}, r"players\[0\]\.script\[0\]\.refused: true, or words"),
    ({"type": "end", "refused": 3}, r"players\[0\]\.script\[0\]\.refused"),
    ({"type": "arrange", "top": ["闪 ♥99"]}, r"players\[0\]\.script\[0\]\.top\[0\]"),
    ({"type": "arrange", "bottom": ["奇兵 ♥2"]}, r"players\[0\]\.script\[0\]\.bottom\[0\]"),
])
def test_malformed_scripted_answers_are_refused_naming_the_field(answer, why):
    with pytest.raises(ConfigError, match=why):
        parse_scenario(_kit(p0__script=[answer]), "kit.toml")


def test_identity_marks_and_used_skills_are_checked_by_name():
    def seat(**kw):
        return {"game": {"mode": "identity"}, "players": [{"role": "lord", "general": "sunce", **kw},
                                                          {"role": "rebel"}]}
    with pytest.raises(ConfigError, match=r"players\[0\]\.marks\.xianqu: no mark 'xianqu' in identity mode"):
        parse_scenario(seat(marks={"xianqu": 1}))
    with pytest.raises(ConfigError, match=r"players\[0\]\.marks\.hunzi: 'hunzi' is a awakening skill's mark"):
        parse_scenario(seat(marks={"hunzi": 1}))
    with pytest.raises(ConfigError, match=r"players\[0\]\.used_skills\[0\]: sunce does not hold 'luanwu'"):
        parse_scenario(seat(used_skills=["luanwu"]))
    with pytest.raises(ConfigError, match=r"players\[1\]\.marks: a dead player holds no marks"):
        parse_scenario({"game": {"mode": "identity"}, "players": [
            {"role": "lord"}, {"role": "loyalist", "alive": False, "hp": 0, "marks": {"tianyi_won": 1}},
            {"role": "rebel"}]})
    ok = parse_scenario(seat(used_skills=["hunzi"], marks={"yingzi": 2}))
    assert ok.players[0].used_skills == ("hunzi",) and ok.players[0].marks == (("yingzi", 2),)
