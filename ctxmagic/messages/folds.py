"""Figures over a message list that grow with it rather than being recomputed.

Consecutive requests of a long session carry the same message objects and a few more, so a fold
(a token total, the cache keys, the wire messages, the tool-call pairing) can continue from where
the previous request left it: each request costs what it adds, not the length of the session.
A fold that can be wound back (``Running``'s ``mark`` and ``rewind``) also continues past a
change near the end (a pruned result, a marked breakpoint): it goes back to the last item the two
lists share and folds only the rest.

Lists are compared with ``==``, which CPython answers for the same objects without calling their
``__eq__`` (a few nanoseconds an item, against tens for a test of identity item by item) and for
equal ones by their content: an equal message, block or wire entry gives the same figures.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

S = TypeVar("S")
T = TypeVar("T")


class History(list):  # type: ignore[type-arg]
    """A message list its owner changes only in place, through ``grow`` and ``put``, and that
    remembers from which item on each change was made: a fold that folded it knows what is still
    as it saw it without comparing the list item by item (a long session's history is compared
    at every request otherwise). Any other change raises; a copy or a slice is a plain list.
    """

    __slots__ = ("__weakref__", "_log")

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self._log: list[int] = []  # change v (1, 2, ...) changed the items from _log[v - 1] on

    @property
    def version(self) -> int:
        return len(self._log)

    def changed_since(self, version: int) -> int:
        """The first item that may differ from what the list held at ``version``."""
        return min(self._log[version:], default=len(self))

    def grow(self, items: Any) -> None:
        self._log.append(len(self))  # logged first: an interrupt may only overstate a change
        list.extend(self, items)

    def put(self, index: int, item: Any) -> None:
        self._log.append(index % len(self))
        list.__setitem__(self, index, item)

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a History changes through grow() and put() (folds rely on its log)")

    append = extend = insert = pop = remove = clear = sort = reverse = _refuse
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse

    def __reduce__(self) -> Any:
        return History, (list(self),)


class Seen:
    """What a fold folded last: a copy of its own, and for a ``History`` a weak reference and
    version (a strong one would keep its owner from changing it in place), so that the next
    list given is compared only where its log says it changed."""

    __slots__ = ("_copy", "_ref", "_version")

    def __init__(self) -> None:
        self._copy: list[Any] = []
        self._ref: Any = None
        self._version = 0

    def __len__(self) -> int:
        return len(self._copy)

    def catch_up(self, current: list[Any], same: Callable[[Any, Any], bool] | None = None) -> int:
        """Record ``current`` as what was folded; return how many leading items it shares with
        what was folded before (the same objects, equal ones, or alike by ``same``)."""
        ref, copy = self._ref, self._copy
        if ref is not None and ref() is current:
            shared = self._logged(current, same)
        elif copy:
            shared = catch_up(copy, current, same)
        else:
            shared, copy[:] = 0, current
        if type(current) is History:
            self._ref, self._version = weakref.ref(current), current.version
        else:
            self._ref = None
        return shared

    def _logged(self, current: History, same: Callable[[Any, Any], bool] | None) -> int:
        """The same History again: only the items its log names since then are looked at."""
        copy = self._copy
        n = first = len(copy)
        for i in sorted({j for j in current._log[self._version :] if j < n}):
            old, new = copy[i], current[i]
            if i < first and not (old is new or old == new or (same and same(old, new))):
                first = i
            copy[i] = new
        copy.extend(current[n:])
        return first


class Running(Generic[S, T]):
    """A fold over a message list, continued rather than redone when the next list shares the
    last one's items (the same message objects, then more): consecutive requests of a long
    session share all but their newest messages, so a figure over the whole list costs only what
    is new.

    ``mark(value)`` (kept after each item) and ``rewind(value, mark)`` (the value as it was at
    that mark) let it continue from the last shared item when an item before the end changed;
    without them such a list is folded from the start. ``same(a, b)`` says two items that are
    not equal give this fold the same figure (a tool-call pairing reads only call ids).
    """

    def __init__(
        self,
        start: Callable[[], S],
        step: Callable[[S, T], S],
        *,
        mark: Callable[[S], Any] | None = None,
        rewind: Callable[[S, Any], S] | None = None,
        same: Callable[[T, T], bool] | None = None,
    ) -> None:
        self._start, self._step = start, step
        self._mark, self._rewind, self._same = mark, rewind, same
        self._seen = Seen()
        self._marks: list[Any] = []
        self.value: S = start()

    def over(self, messages: list[T]) -> S:
        # nothing to continue from until this fold is done: an interrupt half way (the steps
        # may change the value in place) makes the next call start again
        seen, self._seen = self._seen, Seen()
        n, value, marks = len(seen), self.value, self._marks
        shared = seen.catch_up(messages, self._same)
        if not n:  # the first list, or the last fold was interrupted: start again
            value, marks = self._start(), []
        elif shared < n:
            if shared and self._rewind is not None:
                value = self._rewind(value, marks[shared - 1])
                del marks[shared:]
            else:
                shared, value, marks = 0, self._start(), []
        step, mark = self._step, self._mark
        for message in messages[shared:]:
            value = step(value, message)
            if mark is not None:
                marks.append(mark(value))
        self.value, self._marks = value, marks
        self._seen = seen
        return value


def extends(previous: list[Any], current: list[Any]) -> bool:
    """Whether ``current`` begins with every item of ``previous`` (the same or equal ones)."""
    n = len(previous)
    if len(current) == n:
        return current == previous
    return len(current) > n and current[:n] == previous


_TAIL = 8  # differing items looked for at the end of two lists before comparing the rest


def _same(x: Any, y: Any) -> bool:
    return x is y or x == y


def catch_up(
    seen: list[Any], current: list[Any], same: Callable[[Any, Any], bool] | None = None
) -> int:
    """Make ``seen`` (a list of the caller's own) a copy of ``current``; return how many
    leading items it had already (the same objects or equal ones, or alike by ``same``).

    A long list that gained a few items, or changed its last few, costs what changed: the new
    items are copied in and the rest is compared as two lists of one length, which CPython
    does pointer by pointer for the same objects. A copy of the whole list (or a comparison of
    slices, which copies them) touches every item's reference count, and the items of a long
    session lie all over memory.
    """
    old = len(seen)
    if old <= len(current):
        end = old  # the differing items at the end of what ``seen`` had, looked for first
        while end > 0 and old - end < _TAIL and not _same(seen[end - 1], current[end - 1]):
            end -= 1
        if end == old or same is None:
            before = seen[end:]  # at most _TAIL items, for the slow way below
            seen[end:] = current[end:]
            if seen == current:
                return end
            seen[end:] = before
    # a difference before the last few items, or items alike without being equal
    shared = _shared(seen, current, same)
    seen[:] = current
    return shared


def _shared(a: list[Any], b: list[Any], same: Callable[[Any, Any], bool] | None) -> int:
    shared = shared_prefix(a, b)
    end = min(len(a), len(b))
    if same is None:
        return shared
    while shared < end and same(a[shared], b[shared]):
        shared += 1 + shared_prefix(a[shared + 1 : end], b[shared + 1 : end])
    return shared


def shared_prefix(a: list[Any], b: list[Any]) -> int:
    """How many leading items ``a`` and ``b`` share (the same objects, or equal ones).

    Consecutive requests differ, if at all, in their last few items (a new message, the copies
    that carry a breakpoint), so those are looked at first, from the end: the list is then
    compared once, up to the first of them, rather than searched by halves.
    """
    n = min(len(a), len(b))
    low, high = 0, n  # the first difference lies in [low, high)
    end = n
    while end > 0 and n - end < _TAIL and not _same(a[end - 1], b[end - 1]):
        end -= 1
    if end == n or n - end == _TAIL:  # no difference at the end, or too many: compare it all
        if (a if len(a) == n else a[:n]) == (b if len(b) == n else b[:n]):
            return n
    elif a[:end] == b[:end]:
        return end
    else:
        high = end
    while high - low > 1:
        mid = (low + high) // 2
        if a[low:mid] == b[low:mid]:
            low = mid
        else:
            high = mid
    return low


# Marks and rewinds for the usual shapes of a fold's value


def list_mark(value: list[Any]) -> tuple[int, Any]:
    """A list the steps append to, or whose last entry they replace (a merge)."""
    return len(value), value[-1] if value else None


def list_rewind(value: list[Any], mark: tuple[int, Any]) -> list[Any]:
    size, last = mark
    del value[size:]
    if size:
        value[-1] = last
    return value


def value_mark(value: Any) -> Any:
    """A value the steps never change in place (a number, a tuple of numbers)."""
    return value


def value_rewind(value: Any, mark: Any) -> Any:
    return mark
