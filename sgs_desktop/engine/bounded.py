"""Reading files a user hands us (scenarios, records): bounded, and every bad field named.

Whatever the bytes, reading ends in a value or a `ConfigError` naming the file and the field at
fault: files are read up to a size cap; JSON and TOML are parsed with a nesting limit checked
before the parser runs (both parsers recurse); integers stay within 64 bits, numbers are
finite, strings short, keys unique, and only JSON's kinds of value come out (no TOML dates).

`Field` then walks a parsed value with its path (`players[2].hand[1]`), so a loader checks a
whole file into typed objects before anything runs, and its messages say where.
"""

from __future__ import annotations

import json
import math
import reprlib
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

from .errors import ConfigError

#: the most bytes read of a scenario file / of a record (a 10-player game of 300 rounds
#: records in well under 2 MiB)
SCENARIO_BYTES = 1 << 20
RECORD_BYTES = 32 << 20
#: how deeply arrays and tables may nest (a record's scripted answers sit 8 deep)
MAX_DEPTH = 24
#: integers within 64 bits (seeds, ids, digests); strings at most this long
INT_LIMIT = 1 << 63
MAX_STRING = 1000

_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 60
_SHORT.maxlist = _SHORT.maxdict = 6
_SHORT.maxlevel = 3


def short(value: Any) -> str:
    """A value for a message: cut short, and safe however deep it is."""
    return _SHORT.repr(value)


def cut(text: str, most: int = 300) -> str:
    """A message quoting input, cut short."""
    return text if len(text) <= most else text[:most] + "…"


class _Refused(Exception):
    """A value a parse hook refuses (turned into a ConfigError with the file's name)."""


# --------------------------------------------------------------------------- reading


def read_text(path: str | Path, limit: int, what: str) -> str:
    """The UTF-8 text of a file of at most `limit` bytes; a ConfigError names anything else
    (missing, a directory, too big, not text). Reads at most limit + 1 bytes (/dev/zero ends)."""
    p = Path(path)
    try:
        if p.is_dir():
            raise ConfigError(f"{p}: cannot read: it is a directory, not a {what}")
        with p.open("rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise ConfigError(f"{p}: larger than {limit} bytes: too big for a {what}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{p}: not UTF-8 text (byte {exc.start}): not a {what}") from None


def nesting(text: str, toml: bool = False) -> int:
    """How deeply `[` and `{` nest in JSON (or TOML) text, strings and comments skipped. It
    runs before the parser, whose recursion would otherwise meet Python's limit."""
    depth = deepest = i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
        elif ch == '"' or (toml and ch == "'"):
            i = _string_end(text, i, ch, toml)
            continue
        elif toml and ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        i += 1
    return deepest


def _string_end(text: str, i: int, quote: str, toml: bool) -> int:
    """The index just past the string starting at `i` (TOML: also '...' and triple quotes)."""
    triple = toml and text.startswith(quote * 3, i)
    close = quote * 3 if triple else quote
    j = i + len(close)
    escapes = quote == '"'
    while j < len(text):
        if escapes and text[j] == "\\":
            j += 2
            continue
        if text.startswith(close, j):
            return j + len(close)
        if not triple and text[j] == "\n" and toml:
            return j            # (an unterminated string: the parser says so)
        j += 1
    return j


def _too_deep(source: str, depth: int) -> ConfigError:
    return ConfigError(f"{source}: arrays and tables nest {depth} deep; at most {MAX_DEPTH}")


def _int(text: str) -> int:
    digits = text.lstrip("+-")
    if len(digits) > 19:
        raise _Refused(f"the integer {text[:24]}… has {len(digits)} digits; integers are within 64 bits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:24]} is not finite")
    return value


def _constant(text: str) -> NoReturn:
    raise _Refused(f"{text} is not a number a file may hold (numbers are finite)")


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise _Refused(f"the key {short(k)} appears twice in one object")
        out[k] = v
    return out


def load_json(text: str, source: str) -> Any:
    """Parse JSON text within the limits (see the module doc)."""
    depth = nesting(text)
    if depth > MAX_DEPTH:
        raise _too_deep(source, depth)
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                          object_pairs_hook=_unique)
    except _Refused as exc:
        raise ConfigError(f"{source}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{source}: not JSON: {exc}") from None
    except (ValueError, RecursionError) as exc:       # (the limits above keep these away)
        raise ConfigError(f"{source}: not JSON: {exc}") from None
    check_values(data, source)
    return data


def load_toml(text: str, source: str) -> dict[str, Any]:
    """Parse TOML text within the limits (see the module doc)."""
    depth = nesting(text, toml=True)
    if depth > MAX_DEPTH:
        raise _too_deep(source, depth)
    try:
        data = tomllib.loads(text, parse_float=_float)
    except _Refused as exc:
        raise ConfigError(f"{source}: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: not valid TOML: {exc}") from None
    except ValueError as exc:                         # an integer of thousands of digits
        why = "an integer of thousands of digits (integers are within 64 bits)" if "digits" in str(exc) else exc
        raise ConfigError(f"{source}: not valid TOML: {cut(str(why))}") from None
    except RecursionError:                            # (nesting the scan above missed)
        raise ConfigError(f"{source}: arrays and tables nest too deeply; at most {MAX_DEPTH}") from None
    check_values(data, source)
    return data


def check_values(data: Any, source: str) -> None:
    """Every value nested in `data` is JSON's kind (a dotted TOML key nests too: the depth is
    checked here again), integers within 64 bits, numbers finite, strings short. Iterative."""
    stack: list[tuple[Any, str, int]] = [(data, "", 1)]
    while stack:
        value, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise _too_deep(source, depth)
        if isinstance(value, dict):
            for k, v in value.items():
                if len(k) > MAX_STRING:
                    raise ConfigError(f"{source}: field {path or '(top level)'}: a key of {len(k)} characters")
                stack.append((v, f"{path}.{k}" if path else k, depth + 1))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                stack.append((v, f"{path}[{i}]", depth + 1))
        elif isinstance(value, str):
            if len(value) > MAX_STRING:
                raise ConfigError(f"{source}: field {path}: a string of {len(value)} characters; "
                                  f"at most {MAX_STRING}")
        elif isinstance(value, bool):
            pass
        elif isinstance(value, int):
            if not -INT_LIMIT <= value < INT_LIMIT:
                shown = str(value) if abs(value) < 10**30 else f"an integer of {len(str(abs(value)))} digits"
                raise ConfigError(f"{source}: field {path}: integers are within 64 bits (-2**63 .. 2**63 - 1), "
                                  f"got {shown}")
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise ConfigError(f"{source}: field {path}: {value} is not a finite number")
        elif value is not None:
            raise ConfigError(f"{source}: field {path}: a {type(value).__name__} is not a value this file "
                              "may hold")


# --------------------------------------------------------------------------- fields


class Field:
    """A parsed value and where it is (`players[2].hand[1]`), with checks that raise a
    ConfigError naming the file and that path."""

    __slots__ = ("path", "source", "value")

    def __init__(self, source: str, path: str, value: Any) -> None:
        self.source = source
        self.path = path
        self.value = value

    @property
    def where(self) -> str:
        """"FILE: field PATH" (no file: "field PATH"), to begin a message with."""
        here = f"field {self.path or '(top level)'}"
        return f"{self.source}: {here}" if self.source else here

    def bad(self, why: str) -> ConfigError:
        return ConfigError(f"{self.where}: {why}")

    def fail(self, why: str) -> NoReturn:
        raise self.bad(why)

    def __getitem__(self, key: str) -> Field:
        """The member `key` of a table (missing: None)."""
        table = self.value if isinstance(self.value, dict) else {}
        return Field(self.source, f"{self.path}.{key}" if self.path else key, table.get(key))

    def get(self, key: str, default: Any) -> Field:
        """The member `key`, or `default` when the table has none."""
        f = self[key]
        if not isinstance(self.value, dict) or key not in self.value:
            f.value = default
        return f

    @property
    def given(self) -> bool:
        return self.value is not None

    def table(self, known: set[str] | frozenset[str], what: str = "a table") -> Field:
        if not isinstance(self.value, dict):
            self.fail(f"must be {what}, got {short(self.value)}")
        extra = sorted(set(self.value) - known)
        if extra:
            self.fail(f"unknown keys {[cut(k, 40) for k in extra]}; known: {sorted(known)}")
        return self

    def items(self, what: str = "a list", most: int | None = None) -> Iterator[Field]:
        if not isinstance(self.value, list):
            self.fail(f"must be {what}, got {short(self.value)}")
        if most is not None and len(self.value) > most:
            self.fail(f"at most {most} items, got {len(self.value)}")
        for i, v in enumerate(self.value):
            yield Field(self.source, f"{self.path}[{i}]", v)

    def integer(self, lo: int | None = None, hi: int | None = None) -> int:
        v = self.value
        if not isinstance(v, int) or isinstance(v, bool):
            self.fail(f"must be an integer, got {short(v)}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            span = f"{lo}..{hi}" if lo is not None and hi is not None else (f">= {lo}" if lo is not None
                                                                             else f"<= {hi}")
            self.fail(f"must be {span}, got {v}")
        return v

    def flag(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail(f"must be true or false, got {short(self.value)}")
        return self.value

    def text(self, choices: tuple[str, ...] | None = None, what: str = "a string") -> str:
        v = self.value
        if not isinstance(v, str):
            self.fail(f"must be {what}, got {short(v)}")
        if choices is not None and v not in choices:
            self.fail(f"must be one of {list(choices)}, got {short(v)}")
        return v
