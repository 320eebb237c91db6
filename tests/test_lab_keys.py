"""A trace's recorded part keys as a chain of edits (``partkeys``, as the store keeps them): the
trace grows with what each request added, and what the lab computes from it is what it computed
from the keys in full."""

from __future__ import annotations

import gzip
import json
from dataclasses import replace

import pytest

from ctxmagic import lab
from ctxmagic.errors import ConfigError
from ctxmagic.lab.trace import RecordedKeys, Trace, from_store, key_chain
from ctxmagic.store.database import Store
from ctxmagic.store.partkeys import KEYFRAME_EVERY, KeyDelta

TURNS = 150  # 300 requests: more than two chains of KEYFRAME_EVERY


@pytest.fixture(scope="module")
def recorded():
    """A long session recorded with its part keys (a synthetic session replayed into a store,
    as the agent records one), read back as the lab reads a session, with the synthetic
    session's system context so that its requests are the recorded ones; and every response's
    keys in full, as the store gave them."""
    made = lab.synthetic(turns=TURNS, tool_rounds=1)
    store = Store(":memory:")
    lab.replay(made, store=store)
    session = store.sessions()[0].id
    full = {r.message_id: r.part_keys for r in store.requests(session) if r.kind != "summary"}
    trace = from_store(store, session, here=None)
    store.close()
    trace = replace(
        trace,
        system=made.system,
        tools=made.tools,
        externalized=made.externalized,
        external_tools=made.external_tools,
    )
    return trace, full


def _in_full(trace: Trace, full: dict) -> Trace:
    """The trace with every response's keys in full (what a trace held before the edits)."""
    return replace(
        trace,
        responses={m: replace(r, part_keys=full[m]) for m, r in trace.responses.items()},
    )


def _keys_bytes(data: dict) -> list[int]:
    return [len(json.dumps(r["part_keys"])) for r in data["responses"].values()]


def test_a_trace_carries_its_keys_as_edits_with_a_keyframe_every_chain(recorded):
    trace, full = recorded
    stored = [r.part_keys for r in trace.responses.values()]
    assert len(stored) == 2 * TURNS and all(k is not None for k in stored)
    frames = [i for i, k in enumerate(stored) if isinstance(k, list)]
    gaps = [b - a for a, b in zip(frames, [*frames[1:], len(stored)], strict=True)]
    assert frames[0] == 0 and max(gaps) <= KEYFRAME_EVERY
    assert len(frames) < len(stored) // 50
    read = RecordedKeys(trace.responses)
    assert all(read(m) == full[m] for m in trace.responses)
    # the last chain of requests stores little more than the first (its keyframe is longer),
    # where in full it stored several times as much (measured: 1.9x against 3.7x; 43x in all)
    edits, whole = _keys_bytes(trace.to_dict()), _keys_bytes(_in_full(trace, full).to_dict())
    late, first = slice(-KEYFRAME_EVERY, None), slice(0, KEYFRAME_EVERY)
    assert sum(edits[late]) < 2 * sum(edits[first])
    assert sum(whole[late]) > 3 * sum(whole[first])
    assert sum(edits) * 20 < sum(whole)


def test_the_lab_computes_the_same_from_edits_as_from_the_keys_in_full(recorded):
    trace, full = recorded
    whole = _in_full(trace, full)
    runs = [lab.replay(t) for t in (trace, whole)]
    assert runs[0].reproduced is True and runs[1].reproduced is True  # every key compared
    assert runs[0].rows == runs[1].rows
    assert lab.measure(runs[0]).to_dict() == lab.measure(runs[1]).to_dict()
    # a sweep ships the trace as gzipped JSON to its workers, which read it back
    grid = {"cache_ttl": ["5m", "1h"]}
    frames = [lab.sweep(t, grid, strategies="recorded", workers=0, progress=False)
              for t in (trace, whole)]  # fmt: skip
    assert frames[0].equals(frames[1])
    assert frames[0]["reproduced"].tolist() == [True, None]  # 5m is as recorded: compared


def test_a_recorded_key_that_differs_is_found_through_the_edits(recorded):
    trace, full = recorded
    changed = dict(full)
    target = list(trace.responses)[200]  # in the middle of a chain
    changed[target] = [*full[target][:-1], "0" * 16]
    edited = replace(trace, responses=key_chain(_in_full(trace, changed).responses))
    assert isinstance(edited.responses[target].part_keys, KeyDelta)
    run = lab.replay(edited)
    assert run.reproduced is False
    assert [i for i, r in enumerate(run.rows) if r.matches is False] == [200]


def test_a_file_written_before_the_edits_loads_and_is_kept_as_edits(recorded, tmp_path):
    trace, full = recorded
    data = _in_full(trace, full).to_dict()
    data["format"] = "ctxmagic-trace/1"
    path = tmp_path / "old.json.gz"
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    loaded = Trace.load(path)
    assert loaded.to_dict() == trace.to_dict()
    saved = loaded.save(tmp_path / "new.json")
    assert saved.stat().st_size < 0.6 * len(json.dumps(data, separators=(",", ":")))  # 0.49


def _second_edit(data: dict) -> dict:
    return [r for r in data["responses"].values() if isinstance(r["part_keys"], dict)][1]


BAD = {
    "an edit of a response that is not there": (
        lambda d: _second_edit(d)["part_keys"].update(base="msg_gone"),
        "not an earlier response with keys",
    ),
    "an edit of a later response": (
        lambda d: _second_edit(d)["part_keys"].update(base=list(d["responses"])[-1]),
        "not an earlier response with keys",
    ),
    "a run past its base's end": (
        lambda d: _second_edit(d)["part_keys"]["ops"].append([0, 10**6]),
        "copy keys 0-1000000",
    ),
    "an op that is neither": (
        lambda d: _second_edit(d)["part_keys"]["ops"].append({"x": 1}),
        "neither a key nor",
    ),
    "a key that is not text": (
        lambda d: next(iter(d["responses"].values())).update(part_keys=["a", 5]),
        "not a key",
    ),
    "keys a number": (
        lambda d: next(iter(d["responses"].values())).update(part_keys=5),
        "neither a list nor",
    ),
    "a summary's keys an edit": (
        lambda d: d.update(summaries=[{"at_ms": 1, "part_keys": {"base": "x", "ops": []}}]),
        "a summary's part keys are an edit",
    ),
}


@pytest.mark.parametrize("name", list(BAD))
def test_damaged_part_keys_in_a_trace_file_are_one_line(recorded, tmp_path, name):
    trace, _ = recorded
    data = json.loads(json.dumps(trace.to_dict()))
    damage, message = BAD[name]
    damage(data)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ConfigError, match="the trace does not check") as caught:
        Trace.load(path)
    assert message in str(caught.value) and "\n" not in str(caught.value)
