"""sgs_desktop: a desktop 三国杀 (Legends of the Three Kingdoms)."""

from . import native as _native

__version__ = "0.1.0"

#: "compiled" (the hot modules run as built by scripts/build_native.py), "pure" or "frozen"
NATIVE = _native.choose()
