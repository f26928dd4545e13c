"""The 林 generals at an identity table (issue 33): 贾诩's 乱武 (限定技) is a token on his seat while
unused — its name and rule on hover, in every language — and goes once it is used; the six generals'
plates, names and skills read at 1280×720 and 1920×1080 (screenshots under Xvfb:
tests/ui/screenshots/thicket-<size>-<lang>.png)."""

from __future__ import annotations

import pytest
from xvfb_shots import xvfb_run

from sgs_desktop.engine.game import Game
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.mark_tokens import MarkToken
from sgs_desktop.ui.table import TableScene

#: the six 林 generals round a table of six, 贾诩 the viewer's own seat
THICKET = ["jiaxu", "xuhuang", "menghuo", "zhurong", "sunjian", "lusu"]
ROLES = ["lord", "rebel", "loyalist", "rebel", "renegade", "rebel"]


def thicket_scenario(strict: bool = True) -> dict:
    return {"game": {"phase": "play", "strict": strict, "stop": "game_over"},
            "players": [{"role": r, "general": g, "hand": hand}
                        for r, g, hand in zip(ROLES, THICKET, (["杀 ♠7", "闪 ♥2"], ["杀 ♣2"], [], [], ["桃 ♥3"], []),
                                              strict=True)]}


def _scene(seat: int = 0) -> tuple[TableScene, Game]:
    sc = parse_scenario(thicket_scenario(), "test")
    game = Game.new(sc.config(), 1)
    scene = TableScene(6, seat, deck_faces(sc.packs))
    scene.sync(game.view(seat))
    return scene, game


def tokens(scene: TableScene) -> dict[int, list[MarkToken]]:
    out: dict[int, list[MarkToken]] = {}
    for t in scene.items():
        if isinstance(t, MarkToken):
            out.setdefault(t.parentItem().seat, []).append(t)
    return out


@pytest.mark.parametrize(("lang", "label", "name"), [("zh_CN", "乱", "乱武"), ("zh_TW", "亂", "亂武"),
                                                      ("en", "C", "Chaos")])
def test_luanwu_is_a_token_while_unused(qtbot, lang, label, name):
    set_language(lang)
    try:
        for seat in (0, 3):                       # on his own seat and as another seat sees it
            scene, _game = _scene(seat)
            (token,) = tokens(scene)[0]
            assert token.mark == "luanwu" and token.label() == label
            head, rule = token.toolTip().split("\n", 1)
            assert head == name and len(rule) > 20
            assert set(tokens(scene)) == {0}
    finally:
        set_language("zh_CN")


def test_the_token_goes_once_luanwu_is_used(qtbot):
    scene, game = _scene()
    game.answer({"type": "use", "skill": "luanwu", "cards": [], "targets": []})
    scene.sync(game.view(0))
    assert tokens(scene) == {} and game.players[0].marks == {}


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "zh_CN"), ((1920, 1080), "en")])
def test_a_screenshot_of_the_thicket_table(size, lang):
    """Under Xvfb: tests/ui/screenshots/thicket-<size>-<lang>-thicket.png (and -thicket-tip.png,
    hovering 乱武's token)."""
    _, names = xvfb_run("thicket_shot_script.py", f"thicket-{size[0]}x{size[1]}-{lang}", size, lang)
    assert names == ["thicket", "thicket-tip"]
