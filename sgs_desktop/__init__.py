"""sgs_desktop: a desktop 三国杀 (Legends of the Three Kingdoms)."""

__version__ = "0.1.0"
