"""The 山 generals at an identity table (issue 33): 左慈's 化身牌 read on his seat — the number for
everyone, the one turned up as 化身·<general>, the face-down ones on his own seat only —, 邓艾's 田
as a pile token; in every language; screenshots under Xvfb at 1280×720 and 1920×1080
(tests/ui/screenshots/mountain-<size>-<lang>-mountain.png)."""

from __future__ import annotations

import pytest
from xvfb_shots import xvfb_run

from sgs_desktop.engine.game import Game
from sgs_desktop.engine.protocol.answers import Choose, Use
from sgs_desktop.modes.scenario_file import parse_scenario
from sgs_desktop.packs import deck_faces
from sgs_desktop.packs.i18n import set_language
from sgs_desktop.ui.mark_tokens import MarkToken, PileToken
from sgs_desktop.ui.table import TableScene

#: the six 山 generals round a table of six, 左慈 the viewer's own seat
MOUNTAIN = ["zuoci", "dengai", "zhanghe", "jiangwei", "erzhang", "caiwenji"]
ROLES = ["lord", "rebel", "loyalist", "rebel", "renegade", "rebel"]


def mountain_game(strict: bool = True) -> Game:
    """左慈 turns up his first 化身牌 (seed 1) and dismantles 邓艾's only card: it becomes a 田."""
    hands = (["过河拆桥 ♠3", "杀 ♠7"], ["闪 ♥2"], [], ["桃 ♥3"], [], ["杀 ♣2"])
    sc = parse_scenario({"game": {"phase": "play", "strict": strict, "stop": "game_over", "seed": 1},
                         "players": [{"role": r, "general": g, "hand": h} for r, g, h in zip(ROLES, MOUNTAIN, hands,
                                                                                          strict=True)],
                         "deck": {"top": ["杀 ♠8"]}}, "mountain")
    game = Game.new(sc.config(), 1)
    while game.pending.seat == 0 and game.pending.prompt.key.startswith("huashen_"):
        game.answer(Choose(game.pending.options[0]))
    trick = next(c for c in game.players[0].hand if game.cards[c].key == "dismantlement")
    game.answer(Use(card=trick, targets=(1,)))
    assert game.pending.prompt.args == ("tuntian",)
    game.answer(Choose("yes"))
    return game


def _scene(game: Game, seat: int) -> TableScene:
    scene = TableScene(6, seat, deck_faces(game.config.packs))
    scene.sync(game.view(seat))
    return scene


def tokens(scene: TableScene, kind) -> dict[int, list]:
    out: dict[int, list] = {}
    for t in scene.items():
        if isinstance(t, kind):
            out.setdefault(t.parentItem().seat, []).append(t)
    return out


@pytest.mark.parametrize(("lang", "count_name", "field"), [("zh_CN", "化身", "田 1"), ("zh_TW", "化身", "田 1"),
                                                           ("en", "Avatars", "Field 1")])
def test_avatars_and_fields_read_on_the_seats(qtbot, lang, count_name, field):
    set_language(lang)
    try:
        game = mountain_game()
        shown = next(m for m in game.players[0].marks if m.startswith("huashen."))
        hidden = [m for m in game.players[0].marks if m.startswith("own:")]
        assert len(hidden) == 1
        for seat in (0, 3):
            scene = _scene(game, seat)
            marks = {t.mark: t for t in tokens(scene, MarkToken)[0]}
            want = {"huashen", shown} | (set(hidden) if seat == 0 else set())
            assert set(marks) == want, (seat, set(marks))
            assert marks["huashen"].label().endswith("2") and marks["huashen"].toolTip().startswith(f"{count_name} ×2")
            head = marks[shown].toolTip().split("\n")[0]
            assert "·" in head and "huashen" not in head and "." not in head
            (pile,) = tokens(scene, PileToken)[1]
            assert pile.text == field
    finally:
        set_language("zh_CN")


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "zh_CN"), ((1920, 1080), "en")])
def test_a_screenshot_of_the_mountain_table(size, lang):
    """Under Xvfb: tests/ui/screenshots/mountain-<size>-<lang>-mountain.png (and -mountain-tip.png,
    hovering the 化身牌 turned up)."""
    _, names = xvfb_run("mountain_shot_script.py", f"mountain-{size[0]}x{size[1]}-{lang}", size, lang)
    assert names == ["mountain", "mountain-tip"]
