"""Screenshots as tests (gui marker): under Xvfb, the 图鉴 (a general, a lord, a card, a search, a
filter) and the rules, at 1280×720 and 1920×1080, in the three languages; saved to
tests/ui/screenshots/ (ignored by git) for a reviewer to look at."""

import pytest
from xvfb_shots import assert_picture, shoot

from sgs_desktop.packs.i18n import LANGS


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_codex_and_the_rules_as_a_player_sees_them(size, lang):
    prefix, names = shoot("codex_screens_script.py", size, f"codex-{lang}", 300, 40)
    assert names == ["codex-general", "codex-lord", "codex-card", "codex-search", "codex-filter",
                     "rules-identity", "rules-heg-new"], names
    for name in names:
        assert_picture(prefix, name, size, 12 if name == "codex-search" else 30)
