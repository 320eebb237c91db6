"""Time-sortable identifiers and millisecond clocks.

Ids sort by creation time even within one millisecond (a monotonic counter breaks ties), so
ordering messages by id is the same as ordering them by creation: opencode's Go version used
second timestamps and got ties.
"""

from __future__ import annotations

import os
import threading
import time

_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case
_lock = threading.Lock()
_last_ms = 0
_last_rand = 0


def now_ms() -> int:
    """Wall-clock time in milliseconds since the epoch."""
    return time.time_ns() // 1_000_000


def _encode(value: int, length: int) -> str:
    chars = []
    for _ in range(length):
        chars.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def new_id(prefix: str) -> str:
    """A ULID-style id: 10 chars of milliseconds then 16 of (monotonic) randomness."""
    global _last_ms, _last_rand
    with _lock:
        ms = now_ms()
        if ms <= _last_ms:
            ms = _last_ms
            _last_rand += 1
        else:
            _last_ms = ms
            _last_rand = int.from_bytes(os.urandom(10), "big") >> 1  # room to increment
        rand = _last_rand
    return f"{prefix}_{_encode(ms, 10)}{_encode(rand, 16)}"


def _decode(text: str) -> int:
    value = 0
    for ch in text:
        value = value * 32 + _ALPHABET.index(ch)
    return value


def id_time_ms(identifier: str) -> int:
    """The millisecond timestamp encoded in an id made by `new_id`."""
    return _decode(identifier.split("_", 1)[-1][:10])


def advance_past(identifier: str) -> None:
    """Make every later `new_id` of this process sort after ``identifier``.

    Ids are monotonic within a process; a session written by several processes in turn (each
    under the session's lease) calls this with the session's newest id before adding to it,
    so that a turn started in the millisecond another process finished still sorts after it.
    """
    global _last_ms, _last_rand
    body = identifier.split("_", 1)[-1]
    if len(body) != 26 or any(ch not in _ALPHABET for ch in body):
        return  # not one of ours (e.g. a repair id with a suffix): nothing to order against
    ms, rand = _decode(body[:10]), _decode(body[10:])
    with _lock:
        if (ms, rand) > (_last_ms, _last_rand):
            _last_ms, _last_rand = ms, rand
