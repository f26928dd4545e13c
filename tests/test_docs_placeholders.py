"""The docs hold no unfilled placeholders: a `{ID}`, `{FPS}`, `{LATMET}` … left where a measured
figure belongs (a table written before its runs) must never reach main."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: `{NAME}` in capitals (a shell's `${NAME}` is a variable, not a placeholder)
PLACEHOLDER = re.compile(r"(?<!\$)\{[A-Z][A-Z0-9_]*\}")


def doc_files() -> list[Path]:
    found = sorted((ROOT / "docs").rglob("*.md")) + sorted(ROOT.glob("*.md"))
    found += sorted((ROOT / "assets").rglob("*.md")) if (ROOT / "assets").is_dir() else []
    return found


def placeholders(text: str) -> list[tuple[int, str]]:
    return [(text.count("\n", 0, m.start()) + 1, m.group()) for m in PLACEHOLDER.finditer(text)]


def test_the_pattern_finds_placeholders_and_spares_shell_variables() -> None:
    assert placeholders("| goal | {ID} | {IDMET} |\nok {KH_2}") == [(1, "{ID}"), (1, "{IDMET}"), (2, "{KH_2}")]
    assert placeholders("echo ${HOME} {name} {0} {Name} a{b}") == []


def test_docs_have_no_unfilled_placeholders() -> None:
    files = doc_files()
    assert any(f.name == "ai.md" for f in files)        # (the docs are where this test looks)
    left = [f"{f.relative_to(ROOT)}:{line}: {name}" for f in files
            for line, name in placeholders(f.read_text(encoding="utf-8"))]
    assert not left, "placeholders left in the docs (fill in the measured figures):\n" + "\n".join(left)
