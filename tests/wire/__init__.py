"""Local wire-format test servers: the real SDK clients against scripted HTTP responses.

``WireServer`` serves queued replies on 127.0.0.1; ``anthropic_sse``, ``openai_sse`` and
``openai_responses_sse`` build realistic streams and error bodies. ``serve`` is a ready pytest fixture body::

    wire = pytest.fixture(serve)
"""

from __future__ import annotations

from collections.abc import Iterator

from . import anthropic_sse, openai_responses_sse, openai_sse
from .server import Hang, JSONReply, RecordedRequest, SSEReply, WireServer, sse_bytes


def serve() -> Iterator[WireServer]:
    """A running ``WireServer`` for the duration of a test."""
    with WireServer() as server:
        yield server


__all__ = [
    "Hang",
    "JSONReply",
    "RecordedRequest",
    "SSEReply",
    "WireServer",
    "anthropic_sse",
    "openai_responses_sse",
    "openai_sse",
    "serve",
    "sse_bytes",
]
