"""The bundled CJK font renders every character the program shows (glyph check)."""

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QRawFont

from sgs_desktop.ui.fonts import FAMILY, font_path, load_font

ROOT = Path(__file__).resolve().parents[2]


def shown_text() -> str:
    parts = []
    for pattern in ("sgs_desktop/packs/i18n/*/*.toml", "sgs_desktop/ui/*.py", "sgs_desktop/client/logtext.py",
                    "sgs_desktop/packs/data/cards.csv", "sgs_desktop/packs/data/generals.csv"):
        for path in ROOT.glob(pattern):
            parts.append(path.read_text(encoding="utf-8"))
    text = "".join(parts)
    return "".join(sorted({ch for ch in text if ord(ch) > 0x7F and not ch.isspace()}))


def test_bundled_font_loads(qapp):
    family = load_font()
    assert family == FAMILY
    assert FAMILY in QFontDatabase.families()
    assert QFontInfo(QFont(FAMILY)).family() == FAMILY


def test_every_shown_character_has_a_glyph(qapp):
    raw = QRawFont(str(font_path()), 12)
    assert raw.isValid()
    text = shown_text()
    assert len(text) > 500
    missing = [ch for ch in text if not raw.supportsCharacter(ord(ch))]
    assert not missing, f"re-run packaging/make_font_subset.py: no glyph for {''.join(missing)!r}"


def test_licence_beside_the_font():
    licence = font_path().parent / "LICENSE-OFL.txt"
    assert licence.exists() and "SIL OPEN FONT LICENSE" in licence.read_text(encoding="utf-8")


def test_brush_font_loads_and_covers_every_name(qapp):
    from sgs_desktop.ui.fonts import BRUSH_FAMILY, brush_font, brush_font_path, load_brush_font

    assert load_brush_font() == BRUSH_FAMILY
    assert QFontInfo(brush_font(14)).family() == BRUSH_FAMILY
    raw = QRawFont(str(brush_font_path()), 12)
    assert raw.isValid()
    text = shown_text()
    missing = [ch for ch in text if not raw.supportsCharacter(ord(ch))]
    assert not missing, f"re-run packaging/make_font_subset.py kai: no glyph for {''.join(missing)!r}"
    licence = brush_font_path().parent / "LICENSE-OFL-SgsKai.txt"
    assert licence.exists() and "SIL OPEN FONT LICENSE" in licence.read_text(encoding="utf-8")
