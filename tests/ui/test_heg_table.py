"""国战 (Hegemony) at the desktop table: the start page, the pair choice panel, showing generals,
hidden generals that never reach the table, log lines, prompt texts and the end of the game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import ClassVar

import pytest
from driver import FAST, assert_panel_tells_the_truth, click_button, do_clicks, open_window
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.automation import clicks_for
from sgs_desktop.client.faces import deck_faces
from sgs_desktop.client.logtext import event_text, safe_event_text
from sgs_desktop.engine import events as E
from sgs_desktop.engine.game import Game
from sgs_desktop.engine.prompts import PROMPTS as DECLARED
from sgs_desktop.engine.protocol import Choose, OptionRequest, Prompt
from sgs_desktop.modes.heg_setup import pair_options
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.net.local import TableSettings
from sgs_desktop.packs.generals import companions, hegemony_generals
from sgs_desktop.packs.heg_skills import HEG_SKILLS
from sgs_desktop.packs.i18n import general_name, texts
from sgs_desktop.ui.heg_panels import HegGameOverPanel, PairPanel
from sgs_desktop.ui.items import SeatItem, TextItem
from sgs_desktop.ui.texts import option_label, prompt_text
from sgs_desktop.ui.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "sgs_desktop"
PROMPTS = texts("zh_CN")["prompts"]


def heg(players: int = 5, seat: int | None = 0, seed: int = 1) -> TableSettings:
    return TableSettings(players=players, seat=seat, seed=seed, mode="hegemony")


# ------------------------------------------------------------------ what the player can read
def table_texts(window, controller) -> list[str]:
    """Every text the window shows: scene items (painted labels and tooltips), the open panel,
    the prompt, the status line and the log."""
    out = []
    for item in controller.scene.items():
        if isinstance(item, TextItem):
            out.append(item.text)
        if isinstance(item, SeatItem):
            out.extend(item.labels())
        out.append(item.toolTip())
    if controller.panel is not None:
        for w in controller.panel.findChildren(QWidget):
            if isinstance(w, (QLabel, QPushButton)):
                out.append(w.text())
            out.append(w.toolTip())
    out.append(window.phase_label.text())
    out.extend(window.log.lines())
    return [t for t in out if t]


def assert_no_hidden_generals(window, controller) -> None:
    """No general of another seat that is face down (and that this seat never looked at) is named."""
    game = controller.table.host.game
    me = controller.table.seat
    looked = {e.general for e in game.log.visible(me) if isinstance(e, E.LookGeneral) and e.general}
    names = {general_name(g) for g in hegemony_generals()}
    text = "\n".join(table_texts(window, controller))
    for p in game.players:
        if p.seat == me:
            continue
        for slot in p.generals:
            if slot.shown or slot.general in looked:
                continue
            name = general_name(slot.general)
            rest = text
            for longer in names:                 # 诸葛亮 inside 卧龙诸葛亮 is not 诸葛亮
                if longer != name and name in longer:
                    rest = rest.replace(longer, "")
            assert name not in rest, f"seat {p.seat}'s face-down {slot.general} is shown to seat {me}"


# ------------------------------------------------------------------ driving the human seat
def click_pair(qtbot, panel: PairPanel, option: str) -> None:
    head, deputy = option.split("+")
    click_button(qtbot, panel.buttons[f"general-{head}"])
    click_button(qtbot, panel.buttons[f"general-{deputy}"])
    assert panel.option == option
    click_button(qtbot, panel.buttons["ok"])


def play_heg_human(qtbot, window, c, seed: int, check_every: int = 0, max_requests: int = 4000) -> list:
    """Answer every request of the human seat by clicks (a random agent picks the answer)."""
    agent = RandomAgent(seed)
    asked = []
    while not c.over:
        qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=30000)
        if c.over:
            break
        req = c.request
        asked.append(req)
        if check_every and len(asked) % check_every == 1:
            assert_no_hidden_generals(window, c)
        before = len(c.table.host.game.answers)
        answer = agent.answer(req)
        if isinstance(c.panel, PairPanel):
            click_pair(qtbot, c.panel, answer.option)
        else:
            do_clicks(qtbot, window, c, clicks_for(req, answer))
        qtbot.waitUntil(lambda b=before: len(c.table.host.game.answers) > b, timeout=5000)
        assert c.table.host.game.answers[-1][1] == answer
        assert len(asked) < max_requests
    return asked


@pytest.mark.parametrize("players,seed", [(5, 1), (4, 6)])
def test_heg_game_driven_through_the_ui(qtbot, players, seed):
    """Pair choice, showing and everything else by clicks, to the end of the game."""
    window, c = open_window(qtbot, heg(players, 0, seed))
    asked = play_heg_human(qtbot, window, c, seed, check_every=7)
    game = c.table.host.game
    assert game.finished and game.result is not None
    keys = [r.prompt.key for r in asked]
    assert keys[0] == "choose_pair"
    assert c.table.ai_errors == []
    assert isinstance(c.panel, HegGameOverPanel) and c.panel.isVisible()
    texts = [w.text() for w in c.panel.findChildren(QLabel)]
    assert any("获胜" in t or "平局" in t or "无人" in t for t in texts), texts
    log = window.log.lines()
    assert any("游戏结束" in line for line in log)
    assert any(isinstance(e, E.ShowGeneral) for e in game.log.visible(0))
    assert not [line for line in log if re.match(r"^[a-z_]+: ", line)], "an event without its own line"
    assert_panel_tells_the_truth(c)
    assert_no_hidden_generals(window, c)


def test_all_ai_heg_game_finishes(qtbot):
    _window, c = open_window(qtbot, heg(6, -1, 2))
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert c.table.ai_errors == [] and isinstance(c.panel, HegGameOverPanel)
    assert_panel_tells_the_truth(c)


def test_hidden_generals_never_reach_the_table(qtbot):
    """Up to the human's second play phase: other seats' face-down generals are nowhere in the
    scene (painted labels, tooltips), the panels, the prompt or the log; the human's own pair is
    on its seat, marked face down."""
    window, c = open_window(qtbot, heg(6, 2, 7))
    agent = RandomAgent(7)
    plays = 0
    checked = 0
    chosen = None
    hidden_seen = 0                 # checks made while another seat still had a face-down general
    while plays < 2 and not c.over:
        qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=30000)
        if c.over:
            break
        assert_no_hidden_generals(window, c)
        hidden_seen += any(not s.shown for p in c.table.host.game.players if p.seat != 2 for s in p.generals)
        me = c.scene.seats[2]
        if chosen is not None and not any(me.sv.shown):
            head, deputy = chosen.split("+")
            tiles = me.tiles()
            assert [t[1] for t in tiles] == [general_name(head), general_name(deputy)]
            assert [t[3] for t in tiles] == [False, False]          # 暗置, but seen by their owner
            assert "只有你能看到" in me.toolTip()
        checked += 1
        req = c.request
        if req.kind == "play":
            plays += 1
        if req.prompt.key == "show_general":
            answer = Choose("none")                        # stay hidden: the test needs face-down generals
        elif req.prompt.key == "show_to_invoke":
            answer = Choose("no")
        else:
            answer = agent.answer(req)
        before = len(c.table.host.game.answers)
        if isinstance(c.panel, PairPanel):
            click_pair(qtbot, c.panel, answer.option)
            chosen = answer.option
        else:
            do_clicks(qtbot, window, c, clicks_for(req, answer))
        qtbot.waitUntil(lambda b=before: len(c.table.host.game.answers) > b, timeout=5000)
    assert checked > 5 and chosen is not None
    # some other seat still had a face-down general while we looked
    assert hidden_seen > 5
    other = c.scene.seats[(2 + 1) % 6]
    for _label, text, kingdom, shown in other.tiles():
        if not shown:
            assert text == "暗置" and kingdom is None
    assert "暗置" in other.toolTip() or all(t[3] for t in other.tiles())


def test_seat_colour_and_careerist_mark(qtbot):
    """A seat's kingdom shows once known; a 野心家 gets the purple and the 野心家 mark."""
    from sgs_desktop.engine.view import SeatView
    from sgs_desktop.ui import theme

    item = SeatItem(3, {})
    sv = SeatView(seat=3, alive=True, hp=4, max_hp=4, dying=False, hand_count=2, known_hand=[], equips={},
                  judge=[], judge_as={}, chained=False, face_up=True, role=None, generals=["caocao", None],
                  kingdom="careerist", gender="male", drunk=0, shown=[True, False])
    item.show_state(sv, False, None, "hegemony")
    assert "野心家" in item.labels() and item.tiles()[1][1] == "暗置"
    assert theme.KINGDOM["careerist"].name() != theme.KINGDOM[None].name()
    sv.kingdom = None
    sv.generals = [None, None]
    sv.shown = [False, False]
    item.show_state(sv, False, None, "hegemony")
    assert [t[1] for t in item.tiles()] == ["暗置", "暗置"] and "野心家" not in item.labels()


# ------------------------------------------------------------------ the pair panel
def _hand_with_companions() -> tuple[list[str], str, str]:
    table = hegemony_generals()
    for a in table.values():
        for b in table.values():
            if a.id != b.id and a.kingdom == b.kingdom and companions(a, b):
                others = [g for g in table.values() if g.kingdom != a.kingdom]
                c = others[0]
                d = next(g for g in others[1:] if g.kingdom == c.kingdom and not companions(c, g))
                return [a.id, c.id, b.id, d.id], a.id, b.id
    raise AssertionError("no companions in the 国战 table")


def test_pair_panel_marks_companions(qtbot):
    hand, a, b = _hand_with_companions()
    request = OptionRequest(0, pair_options(hand), "", Prompt("choose_pair", tuple(hand)))
    from sgs_desktop.client.selection import selection_for

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1200, 800)
    parent.show()
    panel = PairPanel(parent, selection_for(request), "选将")
    panel.place()
    assert panel.tiles[a].property("companion") and panel.tiles[b].property("companion")
    assert "珠联璧合" in panel.tiles[a].text() and general_name(b) in panel.tiles[a].text()
    plain = [g for g in hand if g not in (a, b)]
    assert not any(panel.tiles[g].property("companion") for g in plain)
    assert f"pair-{a}+{b}" in panel.buttons and f"pair-{b}+{a}" in panel.buttons
    assert not panel.buttons["ok"].isEnabled()
    click_button(qtbot, panel.buttons[f"general-{a}"])
    click_button(qtbot, panel.buttons[f"general-{plain[0]}"])       # another kingdom: it becomes the head
    assert panel.head == plain[0] and panel.deputy is None
    click_button(qtbot, panel.buttons[f"general-{plain[0]}"])       # un-choose
    click_button(qtbot, panel.buttons[f"general-{a}"])
    click_button(qtbot, panel.buttons[f"general-{b}"])
    assert panel.option == f"{a}+{b}" and "珠联璧合" in panel.status.text() and "体力上限" in panel.status.text()
    click_button(qtbot, panel.buttons["swap"])
    assert panel.option == f"{b}+{a}"
    answers = []
    panel.answered.connect(answers.append)
    click_button(qtbot, panel.buttons["ok"])
    assert answers == [Choose(f"{b}+{a}")]


def test_show_general_question_has_four_buttons(qtbot):
    """The start-phase question: 不亮 / 亮主将 / 亮副将 / 全亮 buttons, answered by a click."""
    window, c = open_window(qtbot, heg(4, 0, 5))
    agent = RandomAgent(3)
    for _ in range(300):
        qtbot.waitUntil(lambda: c.over or (c.request is not None and not c.busy), timeout=30000)
        assert not c.over, "no show_general question came"
        req = c.request
        if req.prompt.key == "show_general":
            break
        if isinstance(c.panel, PairPanel):
            click_pair(qtbot, c.panel, req.options[0])
            continue
        answer = Choose("no") if req.prompt.key in ("invoke", "show_to_invoke") else agent.answer(req)
        before = len(c.table.host.game.answers)
        do_clicks(qtbot, window, c, clicks_for(req, answer))
        qtbot.waitUntil(lambda b=before: len(c.table.host.game.answers) > b, timeout=5000)
    assert set(req.options) == {"none", "head", "deputy", "both"}
    labels = {opt: c.panel.buttons[opt].text() for opt in req.options}
    assert labels == {"none": "不亮", "head": "亮主将", "deputy": "亮副将", "both": "全亮"}
    assert "明置" in c.scene.prompt.text
    before = len(c.table.host.game.answers)
    click_button(qtbot, c.panel.buttons["both"])
    assert c.table.host.game.answers[before] == (0, Choose("both"))
    qtbot.waitUntil(lambda: not c.busy, timeout=10000)
    me = c.scene.seats[0]
    assert all(t[3] for t in me.tiles()) and me.sv.kingdom is not None


def test_start_page_starts_a_heg_game(qtbot):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    assert not page.role.isEnabled() and "国战" in page.title.text()
    page.players.setValue(10)
    page.seat.setCurrentIndex(4)
    click_button(qtbot, page.start)
    c = window.controller
    assert c is not None and c.table.info.mode == "hegemony" and c.table.seat == 3
    assert c.table.info.players == 10 and all(p.role is None for p in c.table.host.game.players)
    window.play_again()
    assert window.controller.table.info.mode == "hegemony"


# ------------------------------------------------------------------ texts
def _prompt_keys() -> dict[str, str]:
    """Every prompt key a 国战 game can ask: the prompts declared in the engine, the 国战 mode, the
    国战 cards and skills, the cards of the 国战 deck and the identity skills 国战 generals share."""
    prefixes = ("sgs_desktop.engine.", "sgs_desktop.modes.heg_", "sgs_desktop.modes.hegemony",
                "sgs_desktop.packs.hegemony.", "sgs_desktop.packs.heg_skills.", "sgs_desktop.packs.standard.")
    modules = {cls.__module__ for skill in HEG_SKILLS.values() for cls in type(skill).__mro__
               if cls.__module__.startswith("sgs_desktop.packs")}
    return {key: spec.module for key, spec in DECLARED.items()
            if spec.module in modules or spec.module.startswith(prefixes)}


def test_every_heg_prompt_key_has_a_text():
    keys = _prompt_keys()
    assert {"choose_pair", "show_general", "first_show_draw", "half_hp_draw", "companions",
            "show_to_invoke", "heg_nullify_scope", "known_both"} <= set(keys)
    missing = {k: f for k, f in keys.items() if k not in PROMPTS}
    assert not missing, f"prompt keys without a text in packs/i18n/zh_CN/prompts.toml: {missing}"
    for key, p in PROMPTS.items():
        template, kinds = p["text"], p["args"]
        assert template and not re.search(r"[A-Za-z]{3,}", template.replace("【", "")), (key, template)
        assert len(set(re.findall(r"\{\d\}", template))) <= max(len(kinds), 1) or "-" in kinds, key


def test_heg_questions_in_real_games_read_well():
    """Headless 国战 games: every question's prompt line and every option's button label is
    Chinese text, not an id."""
    faces = deck_faces(tuple(hegemony_config(4).packs))
    seen = set()
    for seed in range(12):
        n = 3 + seed % 6
        g = Game.new(hegemony_config(n), seed)
        agents = [RandomAgent(seed * 13 + s) for s in range(n)]
        steps = 0
        while not g.finished and steps < 6000:
            r = g.pending
            key = r.prompt.key
            if key not in seen:
                seen.add(key)
                line = prompt_text(key, r.prompt.args, r.kind, faces=faces)
                assert key in PROMPTS and not re.search(r"[a-z]{3,}_", line), (key, line)
            if r.kind == "option" and key != "choose_pair":
                for opt in r.options:
                    assert option_label(opt, key) != opt, (key, opt)
            g.answer(agents[r.seat].answer(r, g.view(r.seat)))
            steps += 1
    assert {"choose_pair", "show_general"} <= seen


def _heg_event_kinds() -> set[str]:
    kinds = set()
    for pattern in ("modes/heg_*.py", "modes/hegemony.py", "packs/heg_heroes.py", "packs/hegemony/**/*.py",
                    "packs/heg_skills/**/*.py"):
        for path in PKG.glob(pattern):
            names = re.findall(r'emit\(\s*E\.(\w+)\(', path.read_text(encoding="utf-8"))
            kinds.update(getattr(E, n).kind for n in names)
    return kinds


def test_heg_events_have_log_lines():
    kinds = _heg_event_kinds()
    assert {"show_general", "kingdom", "hide_general", "generals_dealt", "generals_chosen", "reward",
            "nullify_kingdom"} <= kinds
    seen: set[str] = set()
    for seed in range(1, 16):
        n = 2 + seed % 9
        g = Game.new(hegemony_config(n), seed)
        agents = [RandomAgent(seed * 7 + s) for s in range(n)]
        while not g.finished:
            r = g.pending
            g.answer(agents[r.seat].answer(r, g.view(r.seat)))
        faces = deck_faces(tuple(g.config.packs))
        for viewer in (0, None):
            for ev in g.log.visible(viewer):
                line = event_text(ev, faces)
                assert not line.startswith(f"{ev.kind}: "), line
                seen.add(ev.kind)
    assert {"show_general", "kingdom", "generals_dealt", "generals_chosen"} <= seen
    # the generals dealt and chosen reach only their own seat
    g = Game.new(hegemony_config(4), 3)
    agents = [RandomAgent(s) for s in range(4)]
    while not g.finished and g.turns < 1:
        r = g.pending
        g.answer(agents[r.seat].answer(r, g.view(r.seat)))
    mine = [e for e in g.log.visible(1) if isinstance(e, (E.GeneralsDealt, E.GeneralsChosen))]
    assert mine and all(e.seat == 1 or (isinstance(e, E.GeneralsChosen) and e.head is None) for e in mine)


class BrandNew(E.Event, frozen=True):
    """A kind the texts do not know (not registered: only this test makes it)."""
    kind: ClassVar[str] = "brand_new_thing"
    field_names: ClassVar[tuple[str, ...]] = ("x",)
    x: int


class OddShow(E.Event, frozen=True):
    """A known kind's name with fewer fields than its template names."""
    kind: ClassVar[str] = "show_general"
    field_names: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int


def test_unknown_events_do_not_crash():
    assert safe_event_text(BrandNew(x=1)).startswith("brand_new_thing")
    assert safe_event_text(OddShow(seat=1)).startswith("show_general")
    assert "暗置" in event_text(E.HideGeneral(seat=1, slot="head", reason=""))
    assert "观看了" in event_text(E.LookGeneral(seat=1, target=2, slot="head", general=None))


def test_tooltip_and_pair_panel_follow_the_rules_profile(qtbot):
    """Under the new rules the seat's tooltip reads the changed skills, and the pair panel counts
    夏侯惇's 5 half 阴阳鱼 and 关羽 + 张飞 as a 珠联璧合 pair."""
    from sgs_desktop.client.selection import selection_for
    from sgs_desktop.engine.view import SeatView
    from sgs_desktop.packs.i18n import skill_text
    from sgs_desktop.ui.items import heg_tooltip

    sv = SeatView(seat=0, alive=True, hp=4, max_hp=4, dying=False, hand_count=0, known_hand=[], equips={}, judge=[],
                  judge_as={}, chained=False, face_up=True, role=None, generals=["liubei", "guanyu"], kingdom="shu",
                  gender="male", drunk=0, shown=[True, True])
    new_text, old_text = skill_text("rende_v2", mode="hegemony"), skill_text("rende", mode="hegemony")
    assert new_text in heg_tooltip(sv, "new") and old_text not in heg_tooltip(sv, "new")
    assert old_text in heg_tooltip(sv) and new_text not in heg_tooltip(sv)
    hand = ["guanyu", "zhangfei", "caocao", "xuchu"]
    request = OptionRequest(0, pair_options(hand), "", Prompt("choose_pair", tuple(hand)))
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1200, 800)
    parent.show()
    new = PairPanel(parent, selection_for(request), "选将", "new")
    old = PairPanel(parent, selection_for(request), "选将")
    assert new.tiles["guanyu"].property("companion") and not old.tiles["guanyu"].property("companion")
