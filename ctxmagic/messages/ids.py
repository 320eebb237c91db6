"""Time-sortable identifiers and millisecond clocks.

Ids sort by creation time even within one millisecond (a monotonic counter breaks ties), so
ordering messages by id is the same as ordering them by creation: opencode's Go version used
second timestamps and got ties.
"""

from __future__ import annotations

import itertools
import os
import time

_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case
# No lock: a KeyboardInterrupt can land between any two lines, and one landing on the line where
# a ``with lock:`` block calls the lock's __exit__ (outside the block's exception handler) leaves
# the lock held for ever, so the next id blocks the kernel. ``next()`` on a counter is atomic
# under the GIL: the random part is a per-process random base plus a counter, unique across
# threads, and increasing, so ids of one thread sort in creation order.
_counter = itertools.count()
_base = int.from_bytes(os.urandom(10), "big") >> 2  # room for the counter in 80 bits
_last_ms = 0


def now_ms() -> int:
    """Wall-clock time in milliseconds since the epoch."""
    return time.time_ns() // 1_000_000


# Two digits at a time from a table of all 1,024 pairs: an id is made for every message,
# request and part that needs one, and a replayed step makes several
_PAIRS = [a + b for a in _ALPHABET for b in _ALPHABET]


def _encode(value: int, length: int) -> str:
    """``value`` as ``length`` Crockford base32 digits (its low ``5 * length`` bits)."""
    out = []
    for _ in range(length // 2):
        out.append(_PAIRS[value & 1023])
        value >>= 10
    if length % 2:
        out.append(_ALPHABET[value & 31])
    return "".join(reversed(out))


def new_id(prefix: str) -> str:
    """A ULID-style id: 10 chars of milliseconds (never going back) then 16 of randomness."""
    global _last_ms
    ms = _last_ms = max(now_ms(), _last_ms)
    return f"{prefix}_{_encode((ms << 80) | (_base + next(_counter)), 26)}"


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
    global _last_ms, _base
    body = identifier.split("_", 1)[-1]
    if len(body) != 26 or any(ch not in _ALPHABET for ch in body):
        return  # not one of ours (e.g. a repair id with a suffix): nothing to order against
    ms, rand = _decode(body[:10]), _decode(body[10:])
    if ms > _last_ms:
        _last_ms = ms
    if ms == _last_ms:
        upcoming = _base + next(_counter)
        if upcoming <= rand:
            _base += rand - upcoming + 1
