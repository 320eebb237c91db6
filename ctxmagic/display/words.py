"""Counts and values in words: ``1 session``, ``2 sessions``, ``1,024 tool calls``, so no label
reads "1 sessions" (every count a user sees goes through ``count``); a tool call's arguments as
the model wrote them, so a regular expression reads ``\\bfoo`` with one backslash, as typed,
not two (``repr`` and JSON escape every backslash)."""

from __future__ import annotations

import json
from typing import Any

IRREGULAR = {"summary": "summaries", "entry": "entries", "match": "matches"}


def plural(noun: str) -> str:
    """The plural of the last word of ``noun`` (``tool call`` -> ``tool calls``)."""
    head, _, last = noun.rpartition(" ")
    many = IRREGULAR.get(last, last + "s")
    return f"{head} {many}" if head else many


def count(n: int, noun: str, many: str | None = None) -> str:
    """``n`` with ``noun`` in the number it agrees with; ``many`` for an irregular plural."""
    return f"{n:,} {noun if n == 1 else many or plural(noun)}"


def shown(value: Any) -> str:
    """An argument as written: a string in double quotes with its backslashes as they are
    (only line breaks shown as ``\\n``, so it stays on one line); anything else as JSON."""
    if isinstance(value, str):
        return '"' + value.replace("\r", "\\r").replace("\n", "\\n") + '"'
    return json.dumps(value, ensure_ascii=False)


def call_args(args: dict[str, Any]) -> str:
    """``pattern="\\bfoo", path="src"``: a tool call's arguments on one line."""
    return ", ".join(f"{k}={shown(v)}" for k, v in args.items())
