"""The rules of Anthropic's context editing (``model/server_edits.py``) and the provider-side
strategies that ask for them (``context/clear_tool_uses.py`` and its siblings)."""

import pytest

from ctxmagic.context.policy import Policy, parse_policy, server_context, server_providers
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import Message, ReasoningPart, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.request import ClearThinking, ClearToolUses, ServerCompaction, ServerContext
from ctxmagic.model.server_edits import (
    SERVER_CLEARED,
    apply_edits,
    cleared_by_count,
    clears_inputs,
    plan_clear_thinking,
    plan_clear_tool_uses,
)


def words(text: str) -> int:
    return len(text.split())


def history(tools: list[str], size: int = 100) -> list[Message]:
    """A user prompt, then one assistant call and one tool result per name in ``tools``."""
    out = [Message("user", [TextPart("go")])]
    for i, name in enumerate(tools):
        out.append(Message("assistant", [ToolCallPart(f"c{i}", name, {"path": f"f{i}.py"})]))
        out.append(Message("tool", [ToolResultPart(f"c{i}", name, " ".join(["word"] * size))]))
    return out


def test_below_the_trigger_nothing_is_cleared():
    messages = history(["view"] * 6)
    assert plan_clear_tool_uses(messages, ClearToolUses(trigger=1000), 1000, words) is None


def test_past_the_trigger_all_but_the_keep_most_recent_are_cleared_oldest_first():
    messages = history(["view"] * 6)
    edit = plan_clear_tool_uses(messages, ClearToolUses(trigger=1000, keep=2), 1001, words)
    assert edit.cleared == ["c0", "c1", "c2", "c3"]
    assert edit.cleared_tool_uses == 4 and edit.cleared_input_tokens == 400
    assert edit.type == "clear_tool_uses_20250919"


def test_excluded_tools_are_never_cleared_and_keep_counts_every_tool():
    messages = history(["view", "memory", "grep", "view", "bash"])
    rule = ClearToolUses(trigger=10, keep=2, exclude_tools=("memory",))
    edit = plan_clear_tool_uses(messages, rule, 5000, words)
    assert edit.cleared == ["c0", "c2"]  # c1 is memory's; c3 and c4 are the two kept


def test_clear_at_least_refuses_a_clearing_too_small_to_pay_for_the_cache():
    messages = history(["view"] * 4, size=50)  # 2 eligible results of 50 tokens
    assert (
        plan_clear_tool_uses(
            messages, ClearToolUses(trigger=1, keep=2, clear_at_least=101), 9, words
        )
        is None
    )
    assert plan_clear_tool_uses(
        messages, ClearToolUses(trigger=1, keep=2, clear_at_least=100), 9, words
    )


def test_a_trigger_in_tool_uses_counts_calls_not_tokens():
    messages = history(["view"] * 5)
    rule = ClearToolUses(trigger=5, trigger_unit="tool_uses", keep=1)
    assert plan_clear_tool_uses(messages, rule, 10**9, words) is None  # 5 is not past 5
    messages = history(["view"] * 6)
    assert plan_clear_tool_uses(messages, rule, 0, words).cleared_tool_uses == 5


def test_a_servers_count_names_the_oldest_eligible_calls():
    messages = history(["view", "memory", "grep", "view", "bash"])
    rule = ClearToolUses(keep=1, exclude_tools=("memory",))
    assert cleared_by_count(messages, rule, 2) == ["c0", "c2"]
    assert cleared_by_count(messages, rule, 0) == []


def test_applying_clears_results_and_inputs_on_copies_shared_between_requests():
    messages = history(["view", "grep", "view"])
    rule = ClearToolUses(trigger=1, keep=1, clear_tool_inputs=("grep",))
    edit = plan_clear_tool_uses(messages, rule, 10, words)
    out = apply_edits(messages, [edit], clears_inputs(rule))
    results = [r for m in out for r in m.tool_results]
    assert [r.visible_content for r in results[:2]] == [SERVER_CLEARED] * 2
    assert results[2].content.startswith("word")
    calls = [c for m in out for c in m.tool_calls]
    assert calls[0].input == {"path": "f0.py"} and calls[1].input == {}  # only grep's input
    # the stored messages are untouched, unchanged ones are the same objects
    assert messages[2].tool_results[0].content.startswith("word")
    assert out[0] is messages[0] and out[5] is messages[5]
    # the next request clears the same way: the same copies, so the prefix cache holds
    again = apply_edits(
        [*messages, Message("user", [TextPart("more")])], [edit], clears_inputs(rule)
    )
    assert all(a is b for a, b in zip(out, again[: len(out)], strict=True))
    # tokens include the input when it is cleared
    assert edit.cleared_input_tokens == 200 + len('{"path": "f1.py"}'.split())


def test_thinking_of_all_but_the_last_turns_is_dropped():
    messages = [Message("user", [TextPart("go")])]
    for i in range(4):
        parts = [ReasoningPart(f"think {i} hard", signature=f"s{i}"), TextPart(f"answer {i}")]
        messages.append(Message("assistant", parts, id=f"a{i}"))
        messages.append(Message("user", [TextPart("next")]))
    edit = plan_clear_thinking(messages, ClearThinking(keep=1), words)
    assert edit.cleared == ["a0", "a1", "a2"] and edit.cleared_thinking_turns == 3
    assert edit.cleared_input_tokens == 9
    out = apply_edits(messages, [edit], clears_inputs(None))
    assert [p.type for p in out[1].parts] == ["text"] and out[7] is messages[7]
    assert plan_clear_thinking(messages, ClearThinking(keep=0), words) is None  # "all"


def test_unsigned_thinking_is_not_sent_so_not_cleared():
    messages = [
        Message("user", [TextPart("go")]),
        Message("assistant", [ReasoningPart("unsigned"), TextPart("a")]),
        Message("user", [TextPart("b")]),
        Message("assistant", [ReasoningPart("signed", signature="s"), TextPart("c")]),
    ]
    assert plan_clear_thinking(messages, ClearThinking(keep=1), words) is None


def test_the_policy_turns_provider_side_strategies_into_the_servers_settings():
    assert server_context(Policy(["summarize"])) == ServerContext()
    assert not ServerContext()
    policy = parse_policy(
        [
            "clear_tool_uses",
            "clear_thinking",
            "server_compact",
            "clear_tool_uses.keep=5",
            "clear_tool_uses.exclude_tools=memory,bash",
            "clear_tool_uses.clear_inputs_of=grep",
            "server_compact.trigger=60000",
            "server_compact.pause_after_compaction=true",
        ]
    )
    server = server_context(policy)
    assert server.clear_tool_uses == ClearToolUses(
        keep=5, exclude_tools=("memory", "bash"), clear_tool_inputs=("grep",)
    )
    assert server.clear_thinking == ClearThinking(keep=1)
    assert server.compaction == ServerCompaction(trigger=60000, pause_after_compaction=True)
    assert not server.previous_response and server.edits
    assert server_providers(policy)["clear_tool_uses"] == ("anthropic",)
    # they shape no message: the pipeline skips them
    assert policy.label == "clear_thinking+clear_tool_uses+server_compact"


@pytest.mark.parametrize(
    "words_, message",
    [
        (["clear_tool_uses.trigger_unit=bytes"], "must be one of input_tokens, tool_uses"),
        (["clear_tool_uses.trigger=0"], "clear_tool_uses.trigger must be"),
        (["server_compact.pause=true"], "unknown parameter pause"),
        (["clear_thinking.keep=-1"], "clear_thinking.keep must be"),
    ],
)
def test_bad_parameters_are_refused_in_one_line(words_, message):
    name = words_[0].split(".")[0]
    with pytest.raises(ConfigError, match=message):
        parse_policy([name, *words_])
