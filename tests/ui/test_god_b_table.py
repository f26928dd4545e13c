"""The 神 generals of part 2 at an identity table (issue 33): 神吕布's 暴怒 and 神司马懿's 忍 read on
their seats as a token with the count (怒6, 忍4), their names and rules on hover in every language;
无前's mark on the player whose armour is off; screenshots under Xvfb at 1280×720 (zh_CN, en) and
1920×1080: tests/ui/screenshots/god_b-<size>-<lang>-god_b.png (and -tip.png, hovering 暴怒)."""

from __future__ import annotations

import pytest
from xvfb_shots import xvfb_run

import sgs_desktop.modes.scenario as scenario_mod
from sgs_desktop.engine.actions import set_mark
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.mark_tokens import MarkToken
from sgs_desktop.ui.table import TableScene

#: the viewer 神司马懿, then 神吕布, 神赵云, 神曹操 and two standard generals
GENERALS = ["shensimayi", "shenlvbu", "shenzhaoyun", "shencaocao", "caocao", "liubei"]
ROLES = ["lord", "rebel", "loyalist", "rebel", "renegade", "rebel"]
MARKS = {0: {"ren": 4}, 1: {"baonu": 6}, 4: {"wuqian": 1}}


def god_scenario(strict: bool = True) -> dict:
    return {"game": {"phase": "play", "strict": strict, "stop": "game_over"},
            "players": [{"role": r, "general": g, "hand": hand}
                        for r, g, hand in zip(ROLES, GENERALS, (["杀 ♠7", "闪 ♥2"], ["杀 ♣2"], [], [], ["桃 ♥3"], []),
                                              strict=True)]}


def marked_game(data: dict, seed: int = 1) -> Game:
    """The game of `data` with MARKS on the seats as the table is built (the scenario format gives
    identity seats no marks)."""
    build = scenario_mod.build_table

    def build_marked(g, sc) -> None:
        build(g, sc)
        for seat, found in MARKS.items():
            for mark, n in found.items():
                set_mark(g, g.players[seat], mark, n)

    scenario_mod.build_table = build_marked
    try:
        return Game.new(parse_scenario(data, "test").config(), seed)
    finally:
        scenario_mod.build_table = build


def _scene(seat: int = 0) -> TableScene:
    game = marked_game(god_scenario())
    scene = TableScene(6, seat, deck_faces(parse_scenario(god_scenario(), "test").packs))
    scene.sync(game.view(seat))
    return scene


def tokens(scene: TableScene) -> dict[int, list[MarkToken]]:
    out: dict[int, list[MarkToken]] = {}
    for t in scene.items():
        if isinstance(t, MarkToken):
            out.setdefault(t.parentItem().seat, []).append(t)
    return out


@pytest.mark.parametrize(("lang", "labels", "names"), [
    ("zh_CN", ("忍4", "怒6", "破"), ("忍", "暴怒", "无前")),
    ("zh_TW", ("忍4", "怒6", "破"), ("忍", "暴怒", "無前")),
    ("en", ("P4", "F6", "U"), ("Patience", "Fury", "Unstoppable"))])
def test_the_marks_read_with_their_counts(qtbot, lang, labels, names):
    set_language(lang)
    try:
        for viewer in (0, 3):                          # on the viewer's own seat and on others'
            found = tokens(_scene(viewer))
            assert set(found) == {0, 1, 4}
            for seat, label, name in zip((0, 1, 4), labels, names, strict=True):
                (token,) = found[seat]
                assert token.label() == label
                head, rule = token.toolTip().split("\n", 1)
                assert head.startswith(name) and len(rule) > 12
    finally:
        set_language("zh_CN")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "zh_CN"), ((1280, 720), "en"), ((1920, 1080), "zh_TW")])
def test_a_screenshot_of_the_god_table(size, lang):
    _, names = xvfb_run("god_b_shot_script.py", f"god_b-{size[0]}x{size[1]}-{lang}", size, lang)
    assert names == ["god_b", "god_b-tip"]
