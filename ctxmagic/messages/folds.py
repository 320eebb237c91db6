"""Figures over a message list that grow with it rather than being recomputed.

Consecutive requests of a long session carry the same message objects and a few more, so a fold
(a token total, the cache keys, the wire messages, the tool-call pairing) can continue from where
the previous request left it: each request costs what it adds, not the length of the session.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Generic, TypeVar

S = TypeVar("S")
T = TypeVar("T")


class Running(Generic[S, T]):
    """A fold over a message list, continued rather than redone when the next list extends the
    last one (the same message objects, then more): consecutive requests of a long session share
    all but their newest messages, so a figure over the whole list costs only what is new."""

    def __init__(self, start: Callable[[], S], step: Callable[[S, T], S]) -> None:
        self._start, self._step = start, step
        self._seen: list[T] = []
        self.value: S = start()

    def over(self, messages: list[T]) -> S:
        # nothing to continue from until this fold is done: an interrupt half way (the steps
        # may change the value in place) makes the next call start again
        seen, self._seen = self._seen, []
        if seen and len(messages) >= len(seen) and all(map(operator.is_, seen, messages)):
            n, value = len(seen), self.value
        else:
            n, value = 0, self._start()
        for message in messages[n:]:
            value = self._step(value, message)
        self.value = value
        self._seen = list(messages)
        return value


def extends(previous: list[Any], current: list[Any]) -> bool:
    """Whether ``current`` begins with every item of ``previous``, as the same objects."""
    n = len(previous)
    return len(current) >= n and all(map(operator.is_, previous, current[:n]))


def shared_prefix(a: list[Any], b: list[Any]) -> int:
    """How many leading items ``a`` and ``b`` share, as the same objects."""
    n = min(len(a), len(b))
    if all(map(operator.is_, a[:n], b[:n])):
        return n
    low, high = 0, n  # the first difference lies in [low, high)
    while high - low > 1:
        mid = (low + high) // 2
        if all(map(operator.is_, a[low:mid], b[low:mid])):
            low = mid
        else:
            high = mid
    return low
