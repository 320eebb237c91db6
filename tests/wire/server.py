"""A scripted HTTP server on 127.0.0.1 that the real SDK clients talk to in tests.

Queue replies (a JSON body with a status and headers, an SSE stream, or an SSE stream that drops
the connection after K events); every request is recorded (method, path, headers, parsed JSON
body) for assertions. When the script runs out the server answers 500 with a body that says so,
so a test that makes one request too many fails with a readable message instead of hanging.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # lower-cased names
    body: Any  # parsed JSON, or None when the body was empty or not JSON
    raw: bytes = b""


@dataclass
class JSONReply:
    """A plain HTTP response: ``status``, ``headers`` and a JSON ``body``."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class SSEReply:
    """A ``text/event-stream`` response.

    ``events`` are ``(event, data)`` pairs: ``event`` None writes no ``event:`` line (OpenAI);
    ``data`` is written as is when a str (e.g. ``"[DONE]"``), else as JSON. With ``drop_after``
    the server writes that many events and then closes the socket mid-body.
    """

    events: list[tuple[str | None, Any]]
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    drop_after: int | None = None
    stall_after: int | None = None  # write that many events, then go silent (a hung server)


@dataclass
class Hang:
    """Read the request and answer nothing, not even headers, until the server stops."""


Reply = JSONReply | SSEReply | Hang


def sse_bytes(event: str | None, data: Any) -> bytes:
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    lines = [f"event: {event}"] if event else []
    lines.extend(f"data: {line}" for line in text.split("\n"))
    return ("\n".join(lines) + "\n\n").encode("utf-8")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
        return

    def _handle(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        record = RecordedRequest(
            method=self.command,
            path=self.path,
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
            raw=raw,
        )
        wire = self.server.wire
        with wire._lock:
            wire.requests.append(record)
            number = len(wire.requests)
        try:
            reply = wire._replies.get_nowait()
        except queue.Empty:
            reply = JSONReply(
                500,
                {
                    "type": "error",
                    "error": {
                        "type": "test_script_exhausted",
                        "message": f"WireServer: the test script ran out: no reply queued for "
                        f"{self.command} {self.path} (request #{number})",
                    },
                },
            )
        if isinstance(reply, Hang):
            wire._released.wait()
            self.close_connection = True
        elif isinstance(reply, SSEReply):
            self._send_sse(reply)
        else:
            self._send_json(reply)

    do_GET = do_POST = do_PUT = do_DELETE = _handle

    def _send_json(self, reply: JSONReply) -> None:
        data = json.dumps(reply.body).encode("utf-8") if reply.body is not None else b""
        self.send_response(reply.status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _send_sse(self, reply: SSEReply) -> None:
        self.send_response(reply.status)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("transfer-encoding", "chunked")
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        for count, (event, data) in enumerate(reply.events):
            if reply.stall_after is not None and count >= reply.stall_after:
                self.wfile.flush()
                self.server.wire._released.wait()
                self.close_connection = True
                return
            if reply.drop_after is not None and count >= reply.drop_after:
                self.wfile.flush()
                self.close_connection = True  # no terminating chunk: the client sees a cut body
                return
            chunk = sse_bytes(event, data)
            self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    wire: WireServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients hang up on kept-alive connections (the OpenAI SDK stops reading at [DONE]):
        # expected, so not printed; anything else still is.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class WireServer:
    """``with WireServer() as server: server.queue(...); client(base_url=server.url)``."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._replies: queue.Queue[Reply] = queue.Queue()
        self._lock = threading.Lock()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None
        self._released = threading.Event()  # ends every Hang and stall

    # lifecycle ---------------------------------------------------------------------------
    def start(self) -> WireServer:
        httpd = _Server(("127.0.0.1", 0), _Handler)
        httpd.wire = self
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, args=(0.05,), name="wire-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._released.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> WireServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("WireServer is not running: use it as a context manager")
        return self._httpd.server_address[1]

    @property
    def url(self) -> str:
        """The root URL (Anthropic's base_url); add ``/v1`` for the OpenAI SDK."""
        return f"http://127.0.0.1:{self.port}"

    # script ------------------------------------------------------------------------------
    def queue(self, *replies: Reply) -> WireServer:
        for reply in replies:
            if not isinstance(reply, JSONReply | SSEReply | Hang):
                raise TypeError(f"queue JSONReply, SSEReply or Hang, not {type(reply).__name__}")
            self._replies.put(reply)
        return self

    def reply_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        self.queue(JSONReply(status, body, dict(headers or {})))

    def reply_sse(
        self,
        events: list[tuple[str | None, Any]],
        *,
        status: int = 200,
        headers: dict[str, str] | None = None,
        drop_after: int | None = None,
    ) -> None:
        self.queue(SSEReply(list(events), status, dict(headers or {}), drop_after))

    @property
    def pending(self) -> int:
        """Replies queued but not yet served."""
        return self._replies.qsize()

    @property
    def bodies(self) -> list[Any]:
        return [r.body for r in self.requests]
