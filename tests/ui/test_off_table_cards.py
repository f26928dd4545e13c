"""Cards a question offers that the table does not draw (屯田's 田, 千幻's 幻 on a general): a panel
shows them as buttons — a cards question is answered there, a skill's card (急袭) is picked there and
the play goes on at the table."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from sgs_desktop.client.selection import selection_for
from sgs_desktop.engine.prompts import Prompt
from sgs_desktop.engine.protocol.answers import Cards, Use
from sgs_desktop.engine.protocol.requests import CardOption, CardsRequest, PlayRequest, TargetSpec
from sgs_desktop.packs import deck_faces
from sgs_desktop.ui.panels import OffTableCardsPanel

FACES = deck_faces(("hegemony_standard",))


def test_a_cards_question_is_answered_in_the_panel(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    sel = selection_for(CardsRequest(0, (5, 9), 1, 1, Prompt("qianhuan_spend", ())))
    panel = OffTableCardsPanel(parent, sel, "千幻", FACES, (5, 9), answer=True)
    got = []
    panel.answered.connect(got.append)
    assert not panel.ok.isEnabled()
    panel.buttons["card-9"].click()
    assert panel.buttons["card-9"].isChecked() and panel.ok.isEnabled()
    panel.buttons["card-5"].click()             # (one only: the other choice replaces it, or is refused)
    panel.ok.click()
    assert len(got) == 1 and isinstance(got[0], Cards) and len(got[0].cards) == 1


def test_a_skills_card_is_picked_then_the_play_goes_on(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    opt = CardOption("snatch", None, "jixi", (7,), 1, 1, TargetSpec((1,), 1, 1))
    sel = selection_for(PlayRequest(0, (opt,)))
    sel.click_skill("jixi")
    panel = OffTableCardsPanel(parent, sel, "急袭", FACES, (7,), answer=False)
    picked = []
    panel.picked.connect(lambda: picked.append(True))
    panel.buttons["card-7"].click()
    assert picked and sel.cards == [7]
    assert sel.targets == [] and not sel.ok_enabled     # (the one target waits for its click: issue 34)
    sel.click_seat(1)
    assert sel.ok_enabled and sel.ok() == Use(skill="jixi", name="snatch", cards=(7,), targets=(1,))


def test_a_human_dengai_plays_through_the_window(qtbot):
    """A 阵 game with the human seat's head general 邓艾 (the first seed that deals him and whose
    clicks choose him), answered by clicks to the end (a card off the table, a 田, would be clicked
    in the panel: driver.do_clicks)."""
    from driver import open_window
    from test_heg_table import play_heg_human

    from sgs_desktop.ai.random_agent import RandomAgent
    from sgs_desktop.tables.local import TableSettings

    for seed in range(1, 400):
        window, c = open_window(qtbot, TableSettings(players=6, seat=0, mode="hegemony", seed=seed,
                                                     packs=("hegemony_standard", "heg_formation")))
        qtbot.waitUntil(lambda c=c: c.request is not None and not c.busy, timeout=20000)
        pair = RandomAgent(seed).answer(c.request)
        if c.request.prompt.key == "choose_pair" and pair.option.startswith("dengai+"):
            break
        window.close()
    else:
        raise AssertionError("no seed deals the human 邓艾")
    asked = play_heg_human(qtbot, window, c, seed)
    game = c.table.host.game
    # (the pair, then at least two questions of the game itself: in this deal 刘备（君） plays, and
    #  邓艾 falls early — the AI plays the rest to the end)
    assert game.finished and len(asked) >= 3 and c.table.ai_errors == []
    assert [r.prompt.key for r in asked].count("choose_pair") == 1


def test_jixi_at_the_window_the_field_is_clicked_in_the_panel(qtbot):
    """A scenario table in the window: 刘备 (scripted) dismantles 邓艾's only card, 屯田 makes it a 田;
    in 邓艾's turn the human clicks 急袭, picks the 田 in the panel and snatches 刘备's 赤兔."""
    from driver import FAST, click_button

    from sgs_desktop.ai.random_agent import RandomAgent
    from sgs_desktop.ai.scripted import ScriptedSeat
    from sgs_desktop.engine.game import Game
    from sgs_desktop.modes.scenario_file import parse_scenario
    from sgs_desktop.packs.deck import deck_rows
    from sgs_desktop.tables.host import Host
    from sgs_desktop.tables.local import LocalTable
    from sgs_desktop.ui.window import MainWindow

    sc = parse_scenario({"game": {"mode": "hegemony", "packs": ["hegemony_standard", "heg_formation"],
                                  "current": 1, "phase": "play", "strict": False, "round_limit": 1},
                         "players": [{"generals": ["dengai", "caohong"], "hand": ["闪 ♥2"]},
                                     {"generals": ["liubei", "guanyu"], "hand": ["过河拆桥 ♠3"], "equip": ["赤兔 ♥5"],
                                      "script": [{"type": "use", "card": "过河拆桥 ♠3", "targets": [0]},
                                                 {"type": "end"}]}],
                         "deck": {"top": ["杀 ♠7", "桃 ♥4", "闪 ♦3"]}}, "test")
    game = Game.new(sc.config(), sc.seed)
    rows = deck_rows(sc.packs)
    host = Host(game, {1: ScriptedSeat(1, sc.players[1].script, rows, fallback=RandomAgent(5))})
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    c = window.play_table(LocalTable(host, 0))

    def asked(key: str) -> bool:
        return c.request is not None and not c.busy and c.request.prompt.key == key

    qtbot.waitUntil(lambda: asked("invoke"), timeout=10000)           # 屯田?
    click_button(qtbot, c.panel.buttons["yes"] if c.panel is not None else window.buttons["ok"])
    qtbot.waitUntil(lambda: asked("play") and c.request.seat == 0, timeout=10000)
    c.on_skill("jixi")
    assert c.panel is not None and list(c.panel.buttons) == [f"card-{game.players[0].piles['tuntian'][0]}",
                                                             "cancel"]
    click_button(qtbot, c.panel.buttons[f"card-{game.players[0].piles['tuntian'][0]}"])
    assert c.panel is None and c.selection.targets == [] and not c.selection.ok_enabled
    c.on_seat(1)                                # (the one target: chosen by its click, never for you)
    assert c.selection.targets == [1] and c.selection.ok_enabled
    click_button(qtbot, window.buttons["ok"])
    qtbot.waitUntil(lambda: any(s == 0 and getattr(a, "skill", None) == "jixi" for s, a in game.answers),
                    timeout=10000)
