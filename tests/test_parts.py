import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.messages.ids import id_time_ms, new_id, now_ms
from ctxmagic.messages.parts import (
    PART_TYPES,
    PRUNED_PLACEHOLDER,
    CompactionPart,
    FinishPart,
    ImagePart,
    Message,
    ReasoningPart,
    ServerCompactionPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    part_from_dict,
)
from tests.interrupt_points import interrupt_at_every_line

EVERY_PART = [
    TextPart("héllo ✓"),
    ReasoningPart("thinking…", signature="sig", redacted=False),
    ImagePart("image/png", "iVBORw0KGgo=", path="plot.png"),
    ToolCallPart("call_1", "grep", {"pattern": "a|b", "include": "*.py"}, finished=True),
    ToolResultPart(
        "call_1", "grep", "x.py:\n  Line 1: a", {"truncated": True, "matches": 1}, False, 123
    ),
    FinishPart("tool_use", 1700000000123),
    StepUsagePart("req_1", "claude-sonnet-4-5", {"input": 3, "output": 4}, 0.01, 7, True),
    CompactionPart(auto=True, overflow=False, replaced_message_ids=["msg_a"], tokens_before=9000),
    ServerCompactionPart(
        "anthropic",
        "Summary: the user asked...",
        [{"type": "compaction", "content": "Summary: the user asked...", "signature": "s1"}],
        tokens_before=180000,
        kept_from_id="msg_b",
    ),
]


def test_every_part_type_is_covered():
    assert {p.type for p in EVERY_PART} == set(PART_TYPES)


@pytest.mark.parametrize("part", EVERY_PART, ids=lambda p: p.type)
def test_part_json_round_trip_loses_nothing(part):
    data = json.loads(json.dumps(part.to_dict()))
    assert data["type"] == part.type and "data" in data
    assert part_from_dict(data) == part


def test_message_round_trip_through_json():
    m = Message(
        role="assistant", parts=list(EVERY_PART), session_id="ses_x", model="m", metadata={"k": [1]}
    )
    again = Message.from_dict(json.loads(json.dumps(m.to_dict())))
    assert again == m
    assert again.tool_calls[0].input == {"pattern": "a|b", "include": "*.py"}
    assert again.finish_reason == "tool_use"
    assert again.is_summary


def test_unknown_part_type_and_role_are_clear_errors():
    with pytest.raises(ValueError, match="unknown part type 'video'"):
        part_from_dict({"type": "video", "data": {}})
    with pytest.raises(ValueError, match="unknown role 'robot'"):
        Message(role="robot", parts=[])


def test_pruned_result_shows_placeholder_but_keeps_content():
    r = ToolResultPart("c", "view", "the original output")
    assert r.visible_content == "the original output"
    r.pruned_at = now_ms()
    assert r.visible_content == PRUNED_PLACEHOLDER
    assert r.content == "the original output"


def test_copy_is_deep():
    m = Message(role="tool", parts=[ToolResultPart("c", "ls", "out", {"a": 1})])
    c = m.copy(role="user")
    c.parts[0].metadata["a"] = 2
    assert m.parts[0].metadata["a"] == 1 and m.role == "tool" and c.role == "user"


def test_ids_sort_by_creation_even_within_one_millisecond():
    ids = [new_id("msg") for _ in range(2000)]
    assert ids == sorted(ids)
    assert len(set(ids)) == len(ids)
    assert abs(id_time_ms(ids[0]) - now_ms()) < 60_000


def test_timestamps_are_milliseconds():
    m = Message(role="user", parts=[TextPart("x")])
    assert m.created_at > 1_600_000_000_000


@settings(max_examples=500)
@given(st.integers(0, 2**50 - 1), st.integers(0, 2**80 - 1))
def test_an_id_is_its_time_then_its_counter_in_crockford_base32(ms, rest):
    from ctxmagic.messages import ids

    alphabet = "0123456789abcdefghjkmnpqrstvwxyz"
    digits = "".join(alphabet[((ms << 80 | rest) >> 5 * i) & 31] for i in range(25, -1, -1))
    assert ids._encode(ms << 80 | rest, 26) == digits
    assert id_time_ms("msg_" + digits) == ms
    for length in (1, 7, 10, 16, 25):
        assert ids._encode(ms << 80 | rest, length) == digits[-length:]


def test_an_interrupt_anywhere_in_new_id_never_blocks_the_next_one():
    """A KeyboardInterrupt on the line where a ``with lock:`` released its lock left the lock
    held, and the kernel's next id waited for ever (found by tests/test_interrupts.py)."""
    from ctxmagic.messages import ids

    interrupt_at_every_line(ids.__file__, lambda: new_id("x"), lambda: new_id("y"))
    first, second = new_id("x"), new_id("x")
    assert first < second
