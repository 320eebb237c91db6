"""A request's part keys written as an edit of an earlier request's, so that what stores them (a
cell's record in a notebook, a row of the database's ``requests``) grows with what the request
added, not with the session.

Every request records one content key per position (``RequestRecord.part_keys``): a late request
of a long session carries thousands, and the next one the same thousands plus a few. Written in
full, a session's requests add up to the square of its length. A ``KeyDelta`` names its base
request (the session's previous request that has keys) and lists what to take from it:
``[start, length]`` copies that run of the base's keys, a string is a key the base does not give
there. Appending costs one run; a compaction, a prune (a few outputs cleared in the middle) or a
window (the oldest turns dropped) a handful of runs.

The database keeps a chain of them (``encode``, ``parse``, ``resolve``): a request's keys are
written in full (a keyframe) when it has no base, when its base is the end of a chain of
``KEYFRAME_EVERY - 1`` edits, or when the edit would not be smaller, so that reading any one
request applies at most ``KEYFRAME_EVERY - 1`` edits to a keyframe. A lab trace keeps the same
chain over its responses (``encode_value``: the edits as values in the trace's JSON), which a
replay resolves one response after another.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..messages.folds import shared_prefix

Op = tuple[int, int] | str


@dataclass(frozen=True)
class KeyDelta:
    """``base``'s keys edited by ``ops``: runs of them copied, keys of its own between."""

    base: str  # the id of the request whose keys it edits
    ops: tuple[Op, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "base": self.base,
            "ops": [list(op) if isinstance(op, tuple) else op for op in self.ops],
        }

    @classmethod
    def from_json(cls, value: Any) -> KeyDelta:
        """A stored delta, every op checked for its shape (its ranges are checked by ``apply``,
        against the base); a ``ValueError`` of one line otherwise."""
        if not isinstance(value, dict) or set(value) != {"base", "ops"}:
            raise ValueError("its part keys are neither a list nor {base, ops}")
        base, ops = value["base"], value["ops"]
        if not isinstance(base, str) or not base or not isinstance(ops, list):
            raise ValueError("its part keys' base is not a request id, or its ops not a list")
        out: list[Op] = []
        for op in ops:
            if isinstance(op, str):
                out.append(op)
            elif (
                isinstance(op, list)
                and len(op) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in op)
            ):
                out.append((op[0], op[1]))
            else:
                raise ValueError(
                    f"its part keys hold an op {op!r} that is neither a key nor [start, length]"
                )
        return cls(base, tuple(out))

    def apply(self, base: Sequence[str]) -> list[str]:
        """The keys: ``base`` (the keys of request ``self.base``) edited."""
        keys: list[str] = []
        for op in self.ops:
            if isinstance(op, str):
                keys.append(op)
                continue
            start, length = op
            if start + length > len(base):
                raise ValueError(
                    f"it copies keys {start}-{start + length} of request {self.base}, "
                    f"which has {len(base)}"
                )
            keys += base[start : start + length]
        return keys


def diff(base_id: str, base: Sequence[str], keys: Sequence[str]) -> KeyDelta:
    """``keys`` as an edit of ``base``, in one greedy walk: a key that is the base's next one
    extends the run (after a key of its own, the base's next but one: a key replaced, as a
    prune replaces an output); else a run starts where the base has the key (the first place at
    or after the expected one, else its first); else the key is written. Once the base is used
    up, the rest is written without looking (an append, the common case, builds no index).
    ``apply`` gives ``keys`` back exactly."""
    where: dict[str, list[int]] | None = None  # where each key sits in the base, when needed
    ops: list[Op] = []
    # the keys the base starts with, compared in C: what the walk would find first, key by key
    # (a request usually extends the previous one: thousands of keys, then a few new)
    shared = shared_prefix(
        base if isinstance(base, list) else list(base),
        keys if isinstance(keys, list) else list(keys),
    )
    start, expected = (0, shared) if shared else (-1, 0)  # the run is base[start:expected]
    for key in keys[shared:]:
        if expected < len(base) and base[expected] == key:
            start = expected if start < 0 else start
            expected += 1
            continue
        if start >= 0:
            ops.append((start, expected - start))
            start = -1
        if expected >= len(base):
            ops.append(key)
            continue
        if where is None:
            where = {}
            for position, item in enumerate(base):
                where.setdefault(item, []).append(position)
        places = where.get(key)
        if not places:
            ops.append(key)
            expected += 1  # as if it replaced the base's key there
            continue
        at = bisect_left(places, expected)
        start = places[at] if at < len(places) else places[0]
        expected = start + 1
    if start >= 0:
        ops.append((start, expected - start))
    return KeyDelta(base_id, tuple(ops))


# The database's chains ------------------------------------------------------------------------
KEYFRAME_EVERY = 128  # a chain: a keyframe, then at most KEYFRAME_EVERY - 1 edits on it


@dataclass(frozen=True)
class Resolved:
    """A request's keys in full, and how many edits its stored form is from a keyframe."""

    id: str
    keys: Sequence[str]  # never changed in place: resolved lists are shared as bases
    depth: int  # 0: stored in full


def encode(keys: Sequence[str], base: Resolved | None) -> tuple[str, int]:
    """The text to store for ``keys``, and its depth: an edit of ``base`` (the session's previous
    request with keys) unless there is none, its chain is full or the edit is not smaller than
    the keys in full; else the keys in full, a keyframe of depth 0."""
    stored, depth, text = _chosen(keys, base)
    return text or json.dumps(stored, separators=(",", ":")), depth


def encode_value(keys: Sequence[str], base: Resolved | None) -> tuple[list[str] | KeyDelta, int]:
    """``encode``'s choice as a value, for a document that holds the keys among other JSON (a
    lab trace) rather than in a text column of their own."""
    stored, depth, _ = _chosen(keys, base)
    return stored, depth


def _chosen(keys: Sequence[str], base: Resolved | None) -> tuple[list[str] | KeyDelta, int, str]:
    """The edit of ``base`` with its text, or the keys in full (no text: the caller's to write)."""
    if base is not None and base.depth + 1 < KEYFRAME_EVERY:
        delta = diff(base.id, base.keys, keys)
        text = json.dumps(delta.to_json(), separators=(",", ":"))
        # the keys in full take at least this much: each one quoted, commas, the brackets
        # (their lengths are summed only when the edit is not shorter than that without them)
        floor = 3 * len(keys) + 1
        if len(text) < floor or len(text) < sum(map(len, keys)) + floor:
            return delta, base.depth + 1, text
    return list(keys), 0, ""


def parse(text: Any) -> list[str] | KeyDelta:
    """Stored keys: a list (a keyframe, and every row written before the chains) or an edit; a
    ``ValueError`` of one line otherwise."""
    if not isinstance(text, str):
        raise ValueError("its part keys are not text")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than JSON can be read
        raise ValueError("its part keys are not JSON") from None
    if isinstance(value, list):
        if not all(isinstance(key, str) for key in value):
            raise ValueError("its part keys hold a value that is not a key")
        return value
    return KeyDelta.from_json(value)


def resolve(request_id: str, fetch: Callable[[str], Any], known: dict[str, Resolved]) -> Resolved:
    """Request ``request_id``'s keys in full: its stored form (``fetch`` gives a request's stored
    text, or its value as ``encode_value`` made it, None when there is no such request or it has
    no keys), then its base's, back to a keyframe or a request in ``known``, to which each
    request resolved on the way is added. A damaged link (not JSON, a missing base, a run past
    its base's end, a loop) is a ``ValueError`` of one line naming the request it is in."""
    chain: list[tuple[str, KeyDelta]] = []
    seen: set[str] = set()
    current = request_id
    while current not in known:
        if current in seen:
            raise ValueError(f"request {chain[-1][0]}'s part keys are an edit in a loop of edits")
        text = fetch(current)
        if text is None:
            if not chain:
                raise ValueError(f"request {current} has no part keys stored")
            raise ValueError(
                f"request {chain[-1][0]}'s part keys edit those of request {current}, "
                "which are not stored"
            )
        try:
            stored = text if isinstance(text, (list, KeyDelta)) else parse(text)
        except ValueError as exc:
            raise ValueError(f"request {current}: {exc}") from None
        if isinstance(stored, list):
            known[current] = Resolved(current, stored, 0)
            break
        chain.append((current, stored))
        seen.add(current)
        current = stored.base
    for rid, delta in reversed(chain):
        base = known[delta.base]
        try:
            known[rid] = Resolved(rid, delta.apply(base.keys), base.depth + 1)
        except ValueError as exc:
            raise ValueError(f"request {rid}: {exc}") from None
    return known[request_id]
