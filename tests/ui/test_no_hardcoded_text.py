"""Every word the window shows comes from packs/i18n (three languages): no Chinese string literal
left in sgs_desktop/ui/ outside docstrings and comments."""

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "sgs_desktop" / "ui"
CJK = re.compile(r"[\u4e00-\u9fff]")


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body \
                and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            docs.add(id(body[0].value))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            and CJK.search(node.value)]


def test_no_chinese_is_hard_coded_in_the_window():
    found = [f"{p.relative_to(UI)}:{line}: {text!r}" for p in sorted(UI.rglob("*.py")) for line, text in literals(p)]
    assert not found, found


def test_the_scan_finds_what_it_looks_for(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text('"""文档"""\nLABEL = "手牌"\nOK = f"{1}张"\n', encoding="utf-8")
    assert [t for _, t in literals(sample)] == ["手牌", "张"]
