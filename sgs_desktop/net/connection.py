"""One client's socket at a LAN table (连接): frames in, counted against their budgets as they
arrive; frames out, with a bound on what a client that does not read may leave waiting (asyncio,
Qt-free). The table server (server.py) decides what each message means."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from typing import TYPE_CHECKING, Any, Protocol

from ..tables.table import Chair, Refused
from .frames import FRAME_CAP, FrameDecoder, decode_body, encode, message
from .guard import Address, Bucket, Limits

if TYPE_CHECKING:
    from .lobby import HostSettings

log = logging.getLogger("sgs_desktop.net")

#: seconds a closed connection has to take its last frames before it is cut
CLOSE_GRACE = 2.0
#: bytes a closed connection may still send (read and thrown away, so that its last frames are not
#: lost to a reset) before it is cut
DRAIN_CAP = 64 * 1024


#: bytes read from a socket at once: a guest's (a little over its longest frame), a player's
GUEST_READ = 16 * 1024 + 64
PLAYER_READ = 256 * 1024


class Server(Protocol):
    """What a connection reads of and tells the table server it belongs to (server.py's
    `TableServer`), so that this module stands on its own below it."""

    limits: Limits
    bytes_in: int
    throttled: int
    slow_dropped: int

    @property
    def settings(self) -> HostSettings: ...

    def admit(self, conn: Connection) -> None: ...

    def gone(self, conn: Connection) -> None: ...

    def dispatch(self, conn: Connection, msg: dict[str, Any] | Refused, arrived: float) -> None: ...


class Connection(asyncio.BufferedProtocol):
    """A client: its chair (None: a spectator, or not said hello yet), its cursor in the game's
    log (the next seq it has not been sent), and its budgets (guest ones until it sits). Its bytes
    are read into a buffer of its own, a guest's small, so one read never runs far past a budget."""

    def __init__(self, server: Server) -> None:
        self.server = server
        limits: Limits = server.limits
        self.limits = limits
        self.transport: asyncio.Transport | None = None
        self.peer = "?"
        self.host = "?"
        self.address: Address | None = None     # its address's budgets while it is a guest
        self.chair: Chair | None = None
        self.spectator = False
        self.welcomed = False
        self.cursor = 0
        self.faults = 0
        self.opened = time.monotonic()
        self.closed = False
        self.lost = False                       # the socket is gone (connection_lost)
        self.paused = False
        self.bytes_in = 0
        self.frames_in = 0
        self._drained = 0
        self.decoder = FrameDecoder(limits.guest_frame_cap)
        self.frames = Bucket(limits.guest_frames_burst, limits.guest_frames_rate)
        self.bytes = Bucket(limits.guest_bytes_burst, limits.guest_bytes_rate)
        self.chat = Bucket(limits.chat_burst, limits.chat_rate)
        self._timer: asyncio.TimerHandle | None = None
        self._partial_timer: asyncio.TimerHandle | None = None
        self._partial_mark = -1
        self._partial_since: float | None = None
        self._read_buf = bytearray(GUEST_READ)

    @property
    def seat(self) -> int | None:
        return self.chair.seat if self.chair is not None else None

    @property
    def guest(self) -> bool:
        """Not (yet) a player: counted against its address too."""
        return self.chair is None

    # ------------------------------------------------------------------ asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        if peer:
            self.host, self.peer = str(peer[0]), f"{peer[0]}:{peer[1]}"
        # (asyncio sets TCP_NODELAY on its TCP sockets: a frame goes out at once)
        self._send_buffer(self.limits.guest_send_buffer)
        self._timer = asyncio.get_running_loop().call_later(self.server.settings.hello_timeout, self._no_hello)
        self.server.admit(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = self.lost = True
        self._cancel_timer()
        self.server.gone(self)

    def get_buffer(self, sizehint: int) -> bytearray:
        return self._read_buf

    def buffer_updated(self, nbytes: int) -> None:
        self.data_received(bytes(self._read_buf[:nbytes]))

    def eof_received(self) -> bool:
        return False                            # (the client is done: the connection ends)

    def data_received(self, data: bytes) -> None:
        """Bytes arrived: counted now, then each whole frame is counted, decoded and handled."""
        if self.closed:                         # (closing: thrown away, up to a point)
            self._drained += len(data)
            if self._drained > DRAIN_CAP:
                self.abort()
            return
        now = time.monotonic()
        arrived = time.perf_counter()
        n = len(data)
        self.bytes_in += n
        self.server.bytes_in += n
        over = not self.bytes.take(n, now)
        if self.address is not None and self.guest:
            over = not self.address.bytes.take(n, now) or over
        try:
            bodies = self.decoder.bodies(data)
        except Refused as exc:
            self.drop(exc.code, exc.message)
            return
        for body in bodies:
            if self.closed:
                return
            self.frames_in += 1
            ok = self.frames.take(1, now)
            if self.address is not None and self.guest:
                ok = self.address.frames.take(1, now) and ok
            if not ok:
                self.drop("flood", "too many frames a second: dropped")
                return
            try:
                msg: dict[str, Any] | Refused = decode_body(body)
            except Refused as exc:
                msg = exc
            self.server.dispatch(self, msg, arrived)
        if self.closed:
            return
        self._watch_partial()
        if over:
            self._pause()

    # ------------------------------------------------------------------ budgets and timers
    def _send_buffer(self, size: int) -> None:
        """The kernel's send buffer for this socket: kept small for a guest, so what it leaves
        unread shows in the transport's own buffer (and its bound) soon."""
        sock = self.transport.get_extra_info("socket") if self.transport is not None else None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)

    def become_player(self) -> None:
        """It sits: a player's budgets from now on, and nothing counted against its address."""
        lim = self.limits
        self._send_buffer(lim.send_buffer)
        self._read_buf = bytearray(PLAYER_READ)
        self.decoder.cap = FRAME_CAP
        self.frames = Bucket(lim.frames_burst, lim.frames_rate)
        self.bytes = Bucket(lim.bytes_burst, lim.bytes_rate)

    def _debt(self) -> float:
        wait = self.bytes.wait
        if self.address is not None and self.guest:
            wait = max(wait, self.address.bytes.wait)
        return wait

    def _pause(self) -> None:
        """Over its bytes budget: read nothing more until the budget is out of debt."""
        if self.paused or self.transport is None:
            return
        self.paused = True
        self.server.throttled += 1
        self.transport.pause_reading()
        asyncio.get_running_loop().call_later(self._debt(), self._resume)

    def _resume(self) -> None:
        if self.closed or self.transport is None:
            return
        wait = self._debt()
        if wait > 0:
            asyncio.get_running_loop().call_later(wait, self._resume)
            return
        self.paused = False
        self.transport.resume_reading()

    def _watch_partial(self) -> None:
        """A frame begun must end within the hello timeout (slow-loris): one timer at a time."""
        if self.decoder.partial == 0:
            self._partial_since = None
            return
        if self._partial_mark != self.frames_in:            # (a new frame begun)
            self._partial_mark = self.frames_in
            self._partial_since = time.monotonic()
        if self._partial_timer is None:
            self._partial_timer = asyncio.get_running_loop().call_later(
                self.server.settings.hello_timeout, self._check_partial)

    def _check_partial(self) -> None:
        self._partial_timer = None
        since = self._partial_since
        if self.closed or self.decoder.partial == 0 or since is None:
            return
        timeout = self.server.settings.hello_timeout
        age = time.monotonic() - since
        if age < timeout or self.paused:        # (a newer frame; or it waits for its own budget)
            wait = timeout - age if age < timeout else timeout
            self._partial_timer = asyncio.get_running_loop().call_later(wait, self._check_partial)
            return
        self.drop("truncated", f"a frame of {self.decoder.partial} bytes was begun and not finished")

    def _no_hello(self) -> None:
        self._timer = None
        if not self.welcomed and not self.closed:
            self.drop("timeout", "no hello: a client must say hello first")

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self.closed and self._partial_timer is not None:
            self._partial_timer.cancel()
            self._partial_timer = None

    def welcome_done(self) -> None:
        self.welcomed = True
        self._cancel_timer()

    # ------------------------------------------------------------------ writing
    def send(self, msg: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            data = encode(msg)
        except Refused as exc:           # (never: frames are built well under the cap)
            log.error("%s: a frame not sent: %s", self.peer, exc.message)
            self.close()
            return
        self.send_bytes(data)

    def send_bytes(self, data: bytes, lossy: bool = False) -> bool:
        """Write one encoded frame; `lossy` (chat) ones are skipped for a client with much unread.
        A client whose unread bytes pass the bound is cut off (its memory given back at once)."""
        t = self.transport
        if self.closed or t is None:
            return False
        if lossy and t.get_write_buffer_size() > self.limits.chat_skip:
            return False
        t.write(data)
        cap = self.limits.guest_write_cap if self.guest else self.limits.write_cap
        if t.get_write_buffer_size() > cap:
            log.warning("%s reads too slowly: dropped", self.peer)
            self.server.slow_dropped += 1
            self.abort()
            return False
        return True

    def error(self, code: str, text: str, request: int | None = None) -> None:
        self.send(message("error", code=code, message=text, request=request))

    def drop(self, code: str, text: str) -> None:
        """An error frame saying why, then the connection ends."""
        log.info("%s refused: %s", self.peer, text)
        self.error(code, text)
        self.close()

    def close(self) -> None:
        """End the connection once what is written has gone (cut after CLOSE_GRACE seconds). The
        client's last bytes are still read and thrown away meanwhile, so that its last frames (an
        error saying why) reach it rather than a reset."""
        if self.closed:
            return
        self.closed = True
        self._cancel_timer()
        t = self.transport
        if t is not None:
            try:
                t.write_eof()
                t.resume_reading()
            except (OSError, NotImplementedError):     # (the client is gone already)
                t.abort()
            asyncio.get_running_loop().call_later(CLOSE_GRACE, t.abort)
        self.server.gone(self)

    def abort(self) -> None:
        """End the connection now, dropping what it has not read."""
        was = self.closed
        self.closed = True
        self._cancel_timer()
        if self.transport is not None:
            self.transport.abort()
        if not was:
            self.server.gone(self)
