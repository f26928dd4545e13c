"""The LAN wire: length-prefixed UTF-8 JSON frames (帧), and the messages they carry (Qt-free, no IO).

A frame is a 4-byte big-endian length N, then N bytes of UTF-8 JSON: one object with a `type`
(the message kind, `KINDS`). N is at most `FRAME_CAP`; a longer frame is refused before a byte of
it is read. The first frame a client sends is `hello`, carrying the protocol version
(engine/wire.PROTOCOL_VERSION); a host of another version refuses it (`error`, code "version").
No pickle, no eval: a frame is JSON or it is refused (`Refused`, with the code of the error
frame the host answers it with).
"""

from __future__ import annotations

import json
import struct
from typing import Any

from ..engine.wire import PROTOCOL_VERSION, frame
from ..tables.table import Refused

__all__ = ["FRAME_CAP", "PROTOCOL_VERSION", "FrameDecoder", "Refused", "decode_body", "encode", "message"]

#: the largest frame body either side accepts (bytes): a whole seat's view is a few kilobytes
FRAME_CAP = 1 << 20
HEADER = struct.Struct(">I")

#: message kinds a client sends (every frame's `type`)
CLIENT_KINDS = frozenset({"hello", "sit", "ready", "chat", "answer", "resume", "auto", "concede", "ping",
                          "bye"})
#: message kinds a host sends
HOST_KINDS = frozenset({"welcome", "lobby", "start", "events", "request", "error", "chat", "standin",
                        "pong", "closed"})
#: the longest chat line and player name (characters)
CHAT_CHARS = 300
NAME_CHARS = 24


def message(kind: str, **body: Any) -> dict[str, Any]:
    """One message: its kind and body, with the protocol version (engine/wire.frame)."""
    return frame(type=kind, **body)


def encode(msg: dict[str, Any]) -> bytes:
    """The frame of one message (its length prefix and compact UTF-8 JSON)."""
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(data) > FRAME_CAP:
        raise Refused("too_big", f"a frame of {len(data)} bytes is over the cap of {FRAME_CAP}")
    return HEADER.pack(len(data)) + data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode_body(data: bytes) -> dict[str, Any]:
    """A frame body as a message object; Refused("bad_frame") when it is not one."""
    try:
        text = data.decode("utf-8")
        msg = json.loads(text, parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise Refused("bad_frame", f"a frame must be UTF-8 JSON: {str(exc)[:120]}") from None
    if not isinstance(msg, dict):
        raise Refused("bad_frame", f"a frame must be a JSON object, got {type(msg).__name__}")
    kind = msg.get("type")
    if not isinstance(kind, str):
        raise Refused("bad_frame", "a frame must name its message kind in `type`")
    return msg


class FrameDecoder:
    """Frames out of a byte stream, in pieces as they arrive (`feed`; then `frames`). A length over
    the cap raises Refused("too_big") at once: the stream cannot be trusted after it."""

    __slots__ = ("_buf", "cap")

    def __init__(self, cap: int = FRAME_CAP) -> None:
        self._buf = bytearray()
        self.cap = cap

    def feed(self, data: bytes) -> list[dict[str, Any] | Refused]:
        """The whole frames `data` completes, in order: each a message, or the Refused of a body
        that is not one (the frames around it are still good)."""
        out: list[dict[str, Any] | Refused] = []
        for body in self.bodies(data):
            try:
                out.append(decode_body(body))
            except Refused as exc:
                out.append(exc)
        return out

    def bodies(self, data: bytes) -> list[bytes]:
        """The bodies of the whole frames `data` completes, not yet decoded (the host counts them
        against a budget before it spends any work on them)."""
        self._buf += data
        out: list[bytes] = []
        buf = self._buf
        size = HEADER.size
        while len(buf) >= size:
            (n,) = HEADER.unpack_from(buf)
            if n > self.cap:
                raise Refused("too_big", f"a frame of {n} bytes is over the cap of {self.cap}")
            if len(buf) < size + n:
                break
            out.append(bytes(buf[size:size + n]))
            del buf[:size + n]
        return out

    @property
    def partial(self) -> int:
        """Bytes of a frame begun and not finished."""
        return len(self._buf)


def text_field(msg: dict[str, Any], name: str, limit: int, default: str | None = None) -> str:
    """A string field of a message, at most `limit` characters (Refused("bad_message") else)."""
    v = msg.get(name, default)
    if not isinstance(v, str):
        raise Refused("bad_message", f"{msg.get('type')}.{name}: must be a string")
    if len(v) > limit:
        raise Refused("bad_message", f"{msg.get('type')}.{name}: at most {limit} characters")
    return v


def int_field(msg: dict[str, Any], name: str, lo: int, hi: int) -> int:
    v = msg.get(name)
    if type(v) is not int or not lo <= v <= hi:
        raise Refused("bad_message", f"{msg.get('type')}.{name}: must be an integer {lo}..{hi}, got {v!r}")
    return v
