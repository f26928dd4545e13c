"""The desktop table (PySide6): the only package that imports Qt."""
