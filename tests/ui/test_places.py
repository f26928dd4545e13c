"""The player's things in the platform's places (places.py): the start page's choices kept between
sessions, records of finished games, the log, bug reports, the about box — and none of it written
by a window made without places (tests, the smoke run)."""

import sys

import pytest
from driver import FAST
from PySide6.QtWidgets import QDialog

from sgs_desktop import __version__
from sgs_desktop.engine.record import Record, replay
from sgs_desktop.packs.i18n import language, set_language
from sgs_desktop.ui.places import Places
from sgs_desktop.ui.window import MainWindow


@pytest.fixture
def places(tmp_path):
    return Places.under(tmp_path / "home")


@pytest.fixture(autouse=True)
def keep_language():
    old = language()
    yield
    set_language(old)


def make_window(qtbot, places):
    window = MainWindow(FAST, places=places)
    qtbot.addWidget(window)
    return window


def test_the_standard_places_follow_the_platform(qapp, monkeypatch, tmp_path):
    """Linux: the XDG folders (QStandardPaths reads XDG_*_HOME), named after the program."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the XDG variables are Linux's")
    for var, sub in (("XDG_CONFIG_HOME", "cfg"), ("XDG_DATA_HOME", "dat"), ("XDG_STATE_HOME", "st")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    p = Places.standard()
    assert p.settings_file == tmp_path / "cfg" / "sgs-desktop" / "settings.ini"
    assert p.records == tmp_path / "dat" / "sgs-desktop" / "records"
    assert p.bug_reports == tmp_path / "dat" / "sgs-desktop" / "bug-reports"
    assert p.log_file == tmp_path / "st" / "sgs-desktop" / "sgs-desktop.log"


def test_the_start_page_choices_are_kept_for_the_next_session(qtbot, places):
    first = make_window(qtbot, places)
    page = first.start_page
    page.language.setCurrentIndex(page.language.findData("en"))
    page.players.setValue(7)
    page.seat.setCurrentIndex(page.seat.findData(3))
    page.role.setCurrentIndex(page.role.findData("rebel"))
    page.ai_level.setCurrentIndex(page.ai_level.findData("random"))
    page.anim_speed.setValue(17)
    page.seed.setValue(4242)
    wanted = page.choices()
    first.start_game(page.settings(), FAST)            # starting a game keeps them
    first.close()
    assert places.settings_file.exists()
    set_language("zh_CN")

    second = make_window(qtbot, places)
    assert second.start_page.choices() == wanted
    assert language() == "en" and second.windowTitle() == "Three Kingdoms"
    s = second.start_page.settings()
    assert (s.players, s.seat, s.role, s.agent, s.seed) == (7, 3, "rebel", "random", 4242)


def test_a_damaged_settings_file_leaves_the_defaults(qtbot, places):
    places.config.mkdir(parents=True)
    places.settings_file.write_text("[start]\nplayers=99\nseat=not json\nrole=\"null\nseed=x\n", encoding="utf-8")
    window = make_window(qtbot, places)
    s = window.start_page.settings()
    assert (s.players, s.seat, s.role) == (5, None, None)
    assert window.start_page.random_seed and 0 < s.seed < 1_000_000     # (随机: a fresh seed)


def test_a_finished_game_leaves_its_record(qtbot, places):
    window = make_window(qtbot, places)
    page = window.start_page
    page.seat.setCurrentIndex(0)
    settings = page.settings()
    settings.seat = -1                                  # every chair is the computer's
    c = window.start_game(settings, FAST)
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    files = sorted(places.records.glob("*.json"))
    assert len(files) == 1 and f"identity-5p-seed{settings.seed}.json" in files[0].name
    assert replay(Record.load(files[0])).ok


def test_a_window_without_places_writes_nothing(qtbot, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    settings = window.start_page.settings()
    settings.seat = -1
    c = window.start_game(settings, FAST)
    qtbot.waitUntil(lambda: c.over, timeout=60000)
    assert list(tmp_path.iterdir()) == []


def test_the_about_box_shows_the_version_and_the_places(qtbot, places):
    window = make_window(qtbot, places)
    text = window.about_text()
    assert __version__ in text and str(places.settings_file) in text and str(places.records) in text
    window.show_about()
    box = window.findChild(QDialog, "about")
    assert box is not None and box.isVisible() and __version__ in box.text()
    box.close()
    assert window.about_action.text() == "关于三国杀(&A)"


def test_the_log_and_a_bug_report(places):
    places.start_logging()
    places.start_logging()                              # once per process, however often asked
    from sgs_desktop.ui.places import log
    log.info("a line to find")
    for h in log.handlers:
        h.flush()
    assert "a line to find" in places.log_file.read_text(encoding="utf-8")
    try:
        raise ValueError("the error in the report")
    except ValueError:
        kind, value, tb = sys.exc_info()
    path = places.write_bug_report(kind, value, tb, about="table: seed 7")
    text = path.read_text(encoding="utf-8")
    assert path.parent == places.bug_reports and __version__ in text and "table: seed 7" in text
    assert "ValueError: the error in the report" in text and "a line to find" in text
    for h in [h for h in log.handlers if getattr(h, "sgs_places", False)]:
        log.removeHandler(h)
        h.close()
