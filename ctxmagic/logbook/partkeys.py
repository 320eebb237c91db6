"""A request's part keys written as an edit of an earlier request's, so that a cell's record grows
with what the cell sent, not with the session.

Every request records one content key per position (``RequestRecord.part_keys``): a late request
of a long session carries thousands, and the next one the same thousands plus a few. Written in
full, the records of a session's cells add up to the square of its length. A ``KeyDelta`` names
its base request (the session's previous request that has keys) and lists what to take from it:
``[start, length]`` copies that run of the base's keys, a string is a key the base does not give
there. Appending costs one run; a compaction, a prune (a few outputs cleared in the middle) or a
window (the oldest turns dropped) a handful of runs.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from typing import Any

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

    def apply(self, base: list[str]) -> list[str]:
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


def diff(base_id: str, base: list[str], keys: list[str]) -> KeyDelta:
    """``keys`` as an edit of ``base``, in one greedy walk: a key that is the base's next one
    extends the run (after a key of its own, the base's next but one: a key replaced, as a
    prune replaces an output); else a run starts where the base has the key (the first place at
    or after the expected one, else its first); else the key is written. Once the base is used
    up, the rest is written without looking (an append, the common case, builds no index).
    ``apply`` gives ``keys`` back exactly."""
    where: dict[str, list[int]] | None = None  # where each key sits in the base, when needed
    ops: list[Op] = []
    start, expected = -1, 0  # the current run is base[start:expected] (none when start < 0)
    for key in keys:
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
