"""An instant model server on 127.0.0.1 for the benchmarks: it answers every Anthropic Messages or
OpenAI Chat Completions request at once with the same streamed text reply (and usage), so what a
benchmark measures in the client is ctxmagic's own work plus the SDK's, not a model's.

Run it in its own process (``start()``), so its CPU time is not counted with the client's.
"""

from __future__ import annotations

import json
import multiprocessing
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ANSWER = (
    "The request was read and answered by the benchmark's instant server. "
    "It says the same thing every time so that the timing measures the client. " * 6
).strip()


def _sse(event: str | None, data: Any) -> bytes:
    lines = [f"event: {event}"] if event else []
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    lines.append(f"data: {text}")
    return ("\n".join(lines) + "\n\n").encode()


def anthropic_events(prompt_tokens: int) -> list[bytes]:
    usage = {"input_tokens": prompt_tokens, "output_tokens": 1}
    return [
        _sse(
            "message_start",
            {
                "type": "message_start",
                "message": {
                    "id": "msg_instant",
                    "type": "message",
                    "role": "assistant",
                    "model": "claude-sonnet-4-6",
                    "content": [],
                    "stop_reason": None,
                    "stop_sequence": None,
                    "usage": usage,
                },
            },
        ),
        _sse(
            "content_block_start",
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            },
        ),
        _sse(
            "content_block_delta",
            {
                "type": "content_block_delta",
                "index": 0,
                "delta": {"type": "text_delta", "text": ANSWER},
            },
        ),
        _sse("content_block_stop", {"type": "content_block_stop", "index": 0}),
        _sse(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                "usage": {"output_tokens": 160},
            },
        ),
        _sse("message_stop", {"type": "message_stop"}),
    ]


def openai_events(prompt_tokens: int) -> list[bytes]:
    base = {"id": "chatcmpl-instant", "object": "chat.completion.chunk", "created": 0, "model": "m"}
    return [
        _sse(
            None,
            {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ANSWER}}]},
        ),
        _sse(None, {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}),
        _sse(
            None,
            {
                **base,
                "choices": [],
                "usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": 160,
                    "total_tokens": prompt_tokens + 160,
                    "prompt_tokens_details": {"cached_tokens": 0},
                },
            },
        ),
        _sse(None, "[DONE]"),
    ]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        prompt_tokens = max(len(body) // 4, 1)  # a rough count; the client does not check it
        if self.path.endswith("/chat/completions"):
            events = openai_events(prompt_tokens)
        else:
            events = anthropic_events(prompt_tokens)
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        # one write: small writes in a row would wait on delayed acknowledgements
        body = b"".join(f"{len(c):x}\r\n".encode() + c + b"\r\n" for c in events)
        self.wfile.write(body + b"0\r\n\r\n")
        self.wfile.flush()


def _serve(port: Any) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    port.value = server.server_address[1]
    server.serve_forever()


def start() -> tuple[multiprocessing.Process, str]:
    """The server in a child process, and its root URL (add ``/v1`` for the OpenAI SDK)."""
    ctx = multiprocessing.get_context("spawn")
    port = ctx.Value("i", 0)
    process = ctx.Process(target=_serve, args=(port,), daemon=True)
    process.start()
    while not port.value:
        process.join(0.01)
    return process, f"http://127.0.0.1:{port.value}"
