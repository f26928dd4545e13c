"""Every pile a skill or card puts cards in (武将牌上: 不屈's 创, 屯田's 田, 木牛流马's cards) has its
token label and name in every language (the seat draws them: ui/mark_tokens.py)."""

import re
from pathlib import Path

import pytest

from sgs_desktop.packs.i18n import texts

ROOT = Path(__file__).resolve().parent.parent / "sgs_desktop"


def pile_ids() -> set[str]:
    """The piles named by the code: every module's PILE_NAME (木牛流马's is OX), and every literal
    `pile="…"` of a move."""
    found = set()
    for path in ROOT.glob("**/*.py"):
        source = path.read_text(encoding="utf-8")
        found.update(re.findall(r'^(?:PILE_NAME|OX) = "(\w+)"', source, re.M))
        found.update(re.findall(r'pile="(\w+)"', source))
    return found


def test_the_scan_finds_the_piles():
    assert {"buqu", "tuntian", "qianhuan", "kongcheng_v2", "wooden_ox"} <= pile_ids()


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_every_pile_has_a_label_and_a_name(lang):
    piles = texts(lang).get("piles", {})
    missing = sorted(p for p in pile_ids() if not (piles.get(p, {}).get("short") and piles.get(p, {}).get("name")))
    assert not missing, missing
