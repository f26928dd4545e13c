"""国战 general packages as a choice: the start page's 武将包 boxes, the LAN host page and
HostSettings (`host --packs`), the arena's check; unknown names refused, naming the known ones.

The 阵/势 packages join HEG_EXTRA_PACKAGES when their generals' skills are written; these tests
name them as if they played (monkeypatched), and start no game with them."""

from __future__ import annotations

import argparse

import pytest
from driver import FAST

from sgs_desktop.cli import _packs_problem
from sgs_desktop.engine.errors import ConfigError
from sgs_desktop.engine.game import rules_for
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.packs import generals as G
from sgs_desktop.ui.heg_packs import table_packs
from sgs_desktop.ui.window import MainWindow

BOTH = ("heg_formation", "heg_momentum")


@pytest.fixture
def extra_packs(monkeypatch):
    monkeypatch.setattr(G, "HEG_EXTRA_PACKAGES", BOTH)


def test_the_start_page_adds_the_chosen_general_packs_for_hegemony(qtbot, extra_packs):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    boxes = page.general_packs.boxes
    assert list(boxes) == list(BOTH) and [b.text() for b in boxes.values()] == ["阵", "势"]
    assert not page.general_packs.isEnabled()
    page.mode.setCurrentIndex(page.mode.findData("hegemony"))
    assert page.general_packs.isEnabled() and page.settings().packs == ()
    boxes["heg_momentum"].setChecked(True)
    assert page.settings().packs == ("hegemony_standard", "heg_momentum")
    page.deck.setCurrentIndex(page.deck.findData("strategic"))
    boxes["heg_formation"].setChecked(True)
    assert page.settings().packs == ("hegemony_standard", "hegemony_strategic_advantage", *BOTH)
    page.mode.setCurrentIndex(page.mode.findData("identity"))
    assert page.settings().packs == page.identity_packs.packs()        # 身份's own (风 火 林 …)


def test_the_general_pack_row_is_there_for_either_mode(qtbot):
    """One row: 身份's packages (always some: 标准 and the data's others) or 国战's."""
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    keys = [k for k, _w in window.start_page._rows]
    assert "label_general_packs" in keys


def test_the_host_page_chooses_decks_and_general_packs(qtbot, extra_packs):
    window = MainWindow(FAST)
    qtbot.addWidget(window)
    hp = window.lan.host_page
    assert hp.settings().packs == ("hegemony_standard",)
    hp.mode.setCurrentIndex(hp.mode.findData("hegemony"))
    assert hp.strategic.isEnabled() and hp.general_packs.isEnabled()
    hp.general_packs.boxes["heg_formation"].setChecked(True)
    assert hp.settings().packs == ("hegemony_standard", "heg_formation")
    hp.strategic.setChecked(True)
    assert hp.settings().packs == ("hegemony_standard", "hegemony_strategic_advantage", "heg_formation")


def test_host_settings_carry_the_packs_and_refuse_unknown_ones(extra_packs):
    s = HostSettings(mode="hegemony", players=6, packs=("hegemony_standard", "heg_momentum"))
    s.check()
    assert s.config().packs == ("hegemony_standard", "heg_momentum")
    assert s.public()["packs"] == ["hegemony_standard", "heg_momentum"]
    with pytest.raises(ValueError, match=r"unknown 国战 card or general package 'heg_bogus'.*heg_formation"):
        HostSettings(mode="hegemony", packs=("hegemony_standard", "heg_bogus")).check()
    with pytest.raises(ValueError, match="named twice"):
        HostSettings(mode="hegemony", packs=("hegemony_standard", "heg_momentum", "heg_momentum")).check()
    with pytest.raises(ValueError, match="hegemony_standard deck"):
        HostSettings(mode="hegemony", packs=("heg_momentum",)).check()


def test_a_general_package_passes_the_table_check_only_once_it_plays(monkeypatch):
    args = argparse.Namespace(packs=["hegemony_standard", "heg_formation"], players=5)
    if "heg_formation" not in G.HEG_EXTRA_PACKAGES:
        assert "unknown 国战 card or general package 'heg_formation'" in _packs_problem(args)
        with pytest.raises(ConfigError, match="heg_formation"):
            rules_for(hegemony_config(5, packs=("hegemony_standard", "heg_formation")))
    monkeypatch.setattr(G, "HEG_EXTRA_PACKAGES", BOTH)
    assert _packs_problem(args) is None
    args.packs = ["hegemony_standard", "heg_nope"]
    assert "'heg_nope'" in _packs_problem(args)


def test_table_packs():
    assert table_packs((), ()) == ()
    assert table_packs((), ("heg_formation",)) == ("hegemony_standard", "heg_formation")
    strategic = ("hegemony_standard", "hegemony_strategic_advantage")
    assert table_packs(strategic, ()) == strategic
