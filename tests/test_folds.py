"""Folds over message lists continued from the previous list: the same value as folding the
whole list again, whatever changed between two calls, and after an interrupted call."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.messages.folds import (
    Running,
    catch_up,
    extends,
    list_mark,
    list_rewind,
    shared_prefix,
    value_mark,
    value_rewind,
)


class Item:
    """A list item compared by identity, with a field a fold may ignore (``kind``)."""

    def __init__(self, kind: int) -> None:
        self.kind = kind


POOL = [Item(i % 5) for i in range(40)]


def _reference(a, b, same=None):
    n = 0
    for x, y in zip(a, b, strict=False):
        if not (x is y or x == y or (same is not None and same(x, y))):
            break
        n += 1
    return n


def _edit(rng, items):
    """The next list: items appended, the last few replaced, a cut, or a change anywhere."""
    items = list(items)
    op = rng.randrange(6)
    if op == 0:
        items += [rng.choice(POOL) for _ in range(rng.randrange(1, 4))]
    elif op == 1 and items:
        for i in range(max(len(items) - 3, 0), len(items)):
            if rng.random() < 0.5:
                items[i] = rng.choice(POOL)
    elif op == 2 and items:
        items = items[: rng.randrange(len(items))]
    elif op == 3 and items:
        items[rng.randrange(len(items))] = rng.choice(POOL)
    elif op == 4:
        items = items[:]  # a new list of the same items
    else:
        items += [rng.choice(POOL)]
        if len(items) > 12:
            items[rng.randrange(len(items) - 12)] = rng.choice(POOL)
    return items


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000))
def test_catch_up_copies_the_list_and_counts_what_was_shared(seed):
    rng = random.Random(seed)
    alike = lambda x, y: x.kind == y.kind  # noqa: E731
    previous = [rng.choice(POOL) for _ in range(rng.randrange(30))]
    for _ in range(40):
        current = _edit(rng, previous)
        for same in (None, alike):
            seen = list(previous)
            shared = catch_up(seen, current, same)
            assert shared == _reference(previous, current, same)
            assert len(seen) == len(current) and all(map(lambda x, y: x is y, seen, current))
        assert shared_prefix(previous, current) == _reference(previous, current)
        assert extends(previous, current) == (_reference(previous, current) == len(previous))
        previous = current


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000))
def test_a_continued_fold_is_the_fold_of_the_whole_list(seed):
    """Winding back to the last shared item (a list state, a number), or folding on past items
    the fold finds alike, gives what folding the whole list from the start gives."""
    rng = random.Random(seed)

    def collect(state, item):
        state.append(item)
        return state

    def kinds(total, item):
        return total + item.kind

    folds = [
        (Running(list, collect, mark=list_mark, rewind=list_rewind), lambda xs: list(xs)),
        (
            Running(lambda: 0, kinds, mark=value_mark, rewind=value_rewind),
            lambda xs: sum(x.kind for x in xs),
        ),
        (
            Running(lambda: 0, kinds, same=lambda a, b: a.kind == b.kind),
            lambda xs: sum(x.kind for x in xs),
        ),
        (Running(list, collect), lambda xs: list(xs)),
    ]
    items: list[Item] = []
    for _ in range(60):
        items = _edit(rng, items)
        for fold, whole in folds:
            value = fold.over(items)
            assert (list(value) if isinstance(value, list) else value) == whole(items)


def test_an_interrupted_fold_starts_again():
    calls = {"n": 0}

    def collect(state, item):
        calls["n"] += 1
        if calls["n"] == 7:
            raise KeyboardInterrupt
        state.append(item)
        return state

    fold = Running(list, collect, mark=list_mark, rewind=list_rewind)
    items = POOL[:5]
    assert fold.over(items) == items
    longer = items + POOL[5:9]
    with pytest.raises(KeyboardInterrupt):
        fold.over(longer)  # interrupted half way: the state was changed in place
    assert fold.over(longer) == longer
    assert fold.over(longer + POOL[9:10]) == longer + POOL[9:10]


def test_a_history_is_changed_only_through_its_log_and_folds_trust_it():
    """A ``History`` grows and has items replaced only through ``grow`` and ``put``, which it
    logs; a fold over it continues without comparing it, over a mix with plain lists too, and
    gives what a fresh fold gives. Any other change raises."""
    from ctxmagic.messages.folds import History

    rng = random.Random(5)
    fold = Running(list, lambda s, x: s + [x.kind], mark=list_mark, rewind=list_rewind)
    history = History()
    for _ in range(3000):
        op = rng.randrange(5)
        if op == 0:
            history.grow([rng.choice(POOL) for _ in range(rng.randrange(1, 3))])
        elif op == 1 and history:
            history.put(rng.randrange(max(len(history) - 4, 0), len(history)), rng.choice(POOL))
        elif op == 2:  # its owner replaced it (a reload, a compaction)
            history = History(list(history)[: rng.randrange(len(history) + 1)])
        elif op == 3 and history:
            history.put(rng.randrange(len(history)), rng.choice(POOL))
        given = history if rng.random() < 0.7 else list(history)[: rng.randrange(len(history) + 1)]
        assert fold.over(given) == [x.kind for x in given]
    for change in (
        lambda h: h.append(POOL[0]),
        lambda h: h.extend(POOL[:2]),
        lambda h: h.__setitem__(0, POOL[1]),
        lambda h: h.__delitem__(0),
        lambda h: h.pop(),
        lambda h: h.sort(key=id),
    ):
        with pytest.raises(TypeError, match="grow"):
            change(History(POOL[:3]))
    assert type(History(POOL[:3])[:2]) is list and History(POOL[:3]) == POOL[:3]
