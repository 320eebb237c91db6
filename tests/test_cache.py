"""The prompt-cache simulator against the providers' documented rules, with small token counts."""

from __future__ import annotations

import copy
from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.errors import ConfigError
from ctxmagic.model.cache import (
    Block,
    CacheRules,
    CacheSimulator,
    blocks_from_anthropic,
    blocks_from_openai,
    cache_hit_rate,
    forget_unused,
    uncached_cost,
    with_breakpoints,
)
from ctxmagic.model.catalog import ModelInfo, builtin_catalog
from ctxmagic.model.usage import Usage

MIN = 100
SEC = 1000
MINUTE = 60 * SEC

ANTHROPIC_RULES = {
    "max_breakpoints": 4,
    "lookback_blocks": 20,
    "ttl_5m_seconds": 300,
    "ttl_1h_seconds": 3600,
}
OPENAI_RULES = {"min_tokens": 1024, "increment": 128, "ttl_seconds": 600}


def claude(min_tokens: int = MIN) -> CacheSimulator:
    model = ModelInfo(
        id="claude-test",
        provider="anthropic",
        cache="anthropic",
        min_cache_tokens=min_tokens,
        price_input=3.0,
        price_output=15.0,
        price_cache_write_5m=3.75,
        price_cache_write_1h=6.0,
        price_cache_read=0.3,
    )
    return CacheSimulator(model, ANTHROPIC_RULES)


def gpt(write_price: float = 0.0) -> CacheSimulator:
    model = ModelInfo(
        id="gpt-test",
        provider="openai",
        cache="openai",
        min_cache_tokens=1024,
        price_input=2.0,
        price_cache_read=0.5,
        price_cache_write_5m=write_price,
    )
    return CacheSimulator(model, OPENAI_RULES)


def blocks(prefix: str, sizes: list[int]) -> list[Block]:
    return [Block(f"{prefix}{i}", n) for i, n in enumerate(sizes)]


# --- Anthropic ---------------------------------------------------------------------------------


def test_first_request_writes_and_identical_prefix_then_reads_with_only_the_tail_as_input():
    sim = claude()
    stable = with_breakpoints(blocks("s", [80, 70]), [-1])  # 150 tokens up to the breakpoint
    first = sim.bill([*stable, Block("q1", 25)], at_ms=0, output_tokens=40)
    assert first == Usage(input=25, cache_write_5m=150, output=40)
    second = sim.bill([*stable, Block("q2", 33)], at_ms=10 * SEC, output_tokens=7)
    assert second == Usage(input=33, cache_read=150, output=7)


def test_prefix_under_the_minimum_caches_nothing_and_raises_nothing():
    sim = claude(min_tokens=200)
    request = with_breakpoints(blocks("s", [120, 50]), [-1])  # 170 < 200
    for at in (0, SEC):
        assert sim.bill(request, at_ms=at) == Usage(input=170)
    assert sim.live_entries(SEC) == []


def test_five_minute_entry_hits_at_4_59_and_misses_at_5_01():
    request = with_breakpoints(blocks("s", [150]), [0])
    hit = claude()
    hit.bill(request, at_ms=0)
    assert hit.bill(request, at_ms=4 * MINUTE + 59 * SEC).cache_read == 150
    miss = claude()
    miss.bill(request, at_ms=0)
    late = miss.bill(request, at_ms=5 * MINUTE + 1 * SEC)
    assert late.cache_read == 0 and late.cache_write_5m == 150


def test_a_hit_refreshes_the_five_minute_lifetime():
    sim = claude()
    request = with_breakpoints(blocks("s", [150]), [0])
    sim.bill(request, at_ms=0)
    assert sim.bill(request, at_ms=4 * MINUTE).cache_read == 150
    # 8:30 is past the first write's expiry (5:00) but within 5 minutes of the 4:00 hit.
    assert sim.bill(request, at_ms=8 * MINUTE + 30 * SEC).cache_read == 150
    assert sim.bill(request, at_ms=14 * MINUTE).cache_read == 0  # 5:30 after the last use


def test_a_lookback_hit_refreshes_the_entry_it_read():
    sim = claude()
    history = blocks("h", [10] * 15)
    sim.bill(with_breakpoints(history[:10], [9]), at_ms=0)  # entry at block 9, 100 tokens
    # At 4:00 the breakpoint sits 3 blocks later; the lookback reads block 9's entry.
    assert sim.bill(with_breakpoints(history[:13], [12]), at_ms=4 * MINUTE).cache_read == 100
    # At 8:30 block 9's entry is alive only because that read refreshed it.
    assert (
        sim.bill(with_breakpoints(history[:10], [9]), at_ms=8 * MINUTE + 30 * SEC).cache_read == 100
    )


def test_one_hour_entry_still_hits_at_59_minutes_where_a_5m_one_has_expired():
    one_hour = with_breakpoints(blocks("s", [150]), [0], ttl="1h")
    sim = claude()
    assert sim.bill(one_hour, at_ms=0) == Usage(cache_write_1h=150)
    assert sim.bill(one_hour, at_ms=59 * MINUTE).cache_read == 150
    five = claude()
    five_min = with_breakpoints(blocks("s", [150]), [0])
    five.bill(five_min, at_ms=0)
    assert five.bill(five_min, at_ms=59 * MINUTE).cache_read == 0
    expired = claude()
    expired.bill(one_hour, at_ms=0)
    assert expired.bill(one_hour, at_ms=61 * MINUTE).cache_read == 0


def test_mixed_ttls_bill_1h_up_to_the_last_1h_breakpoint_and_5m_beyond():
    sim = claude()
    tools = Block("tools", 120, "1h")
    system = Block("system", 60, "5m")
    first = sim.bill([tools, system, Block("msg", 40, "5m"), Block("tail", 9)], at_ms=0)
    assert first == Usage(cache_write_1h=120, cache_write_5m=100, input=9)
    # Ten minutes later only the 1h entry lives: it is read, and the rest is written again.
    later = sim.bill([tools, system, Block("msg2", 40, "5m")], at_ms=10 * MINUTE)
    assert later == Usage(cache_read=120, cache_write_5m=100)


def test_1h_breakpoint_after_a_5m_one_is_rejected_like_the_api():
    sim = claude()
    request = [Block("a", 150, "5m"), Block("b", 10, "1h")]
    with pytest.raises(ValueError, match="1h breakpoints before 5m"):
        sim.bill(request, at_ms=0)


def test_more_than_four_breakpoints_is_rejected_and_four_is_fine():
    sim = claude()
    five = [Block(f"b{i}", 50, "5m") for i in range(5)]
    with pytest.raises(ValueError, match="at most 4"):
        sim.bill(five, at_ms=0)
    assert sim.bill(five[:4], at_ms=0).cache_write_5m == 200


@pytest.mark.parametrize(("distance", "expected_read"), [(20, 100), (21, 0)])
def test_lookback_walks_back_at_most_20_blocks(distance: int, expected_read: int):
    sim = claude()
    history = blocks("h", [10] * 40)
    sim.bill(with_breakpoints(history[:10], [9]), at_ms=0)  # entry at block 9: 100 tokens
    later = with_breakpoints(history[: 10 + distance], [9 + distance])
    usage = sim.bill(later, at_ms=SEC)
    assert usage.cache_read == expected_read
    assert usage.cache_write_5m == 10 * (10 + distance) - expected_read


def test_moving_breakpoint_reads_the_previous_turn_and_reads_grow_turn_over_turn():
    sim = claude()
    conversation = [Block("system", 120)]
    reads, previous_prefix = [], 0
    for turn in range(6):
        conversation += [Block(f"user{turn}", 30 + turn), Block(f"assistant{turn}", 20)]
        request = with_breakpoints(conversation, [0, -1])  # system + last message, like opencode
        usage = sim.bill(request, at_ms=turn * MINUTE)
        total = sum(b.tokens for b in conversation)
        if turn:
            assert usage.cache_read == previous_prefix
            assert usage.cache_write_5m == total - previous_prefix
        reads.append(usage.cache_read)
        previous_prefix = total
    assert reads[0] == 0
    assert all(b > a for a, b in pairwise(reads[1:])), reads


def test_a_changed_early_block_invalidates_everything_after_it():
    sim = claude()
    sim.bill(with_breakpoints(blocks("s", [60, 60, 60]), [-1]), at_ms=0)
    edited = [Block("s0", 60), Block("CHANGED", 60), Block("s2", 60, "5m")]
    assert sim.bill(edited, at_ms=SEC) == Usage(cache_write_5m=180)


# --- OpenAI ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("size", "cached"), [(1023, 0), (1024, 1024)])
def test_openai_caches_only_prompts_of_1024_tokens_or_more(size: int, cached: int):
    sim = gpt()
    request = [Block("doc", size)]
    assert sim.bill(request, at_ms=0) == Usage(input=size)
    assert sim.bill(request, at_ms=SEC) == Usage(input=size - cached, cache_read=cached)


def test_openai_hits_come_in_128_token_increments_as_a_subset_of_the_prompt():
    sim = gpt()
    shared = blocks("p", [1000, 200])  # 1200 shared tokens
    sim.bill([*shared, Block("q1", 300)], at_ms=0)
    usage = sim.bill([*shared, Block("q2", 310)], at_ms=SEC)
    assert usage.cache_read == 1152  # 1024 + 128 * 1
    assert usage.prompt == 1510 and usage.input == 1510 - 1152 and usage.cache_write == 0
    wire = {
        "prompt_tokens": usage.prompt,
        "prompt_tokens_details": {"cached_tokens": usage.cache_read},
    }
    assert Usage.from_openai(wire) == usage


def test_openai_partially_matching_block_counts_none_of_its_tokens():
    sim = gpt()
    sim.bill(blocks("a", [600, 600]), at_ms=0)
    usage = sim.bill([Block("a0", 600), Block("different", 600)], at_ms=SEC)
    assert usage.cache_read == 0  # 600 shared tokens are under the 1024 minimum


def test_openai_retention_is_inactivity_and_refreshed_on_use():
    sim = gpt()
    request = [Block("doc", 2048)]
    sim.bill(request, at_ms=0)
    assert sim.bill(request, at_ms=9 * MINUTE).cache_read == 2048
    assert sim.bill(request, at_ms=18 * MINUTE).cache_read == 2048  # refreshed at 9:00
    assert sim.bill(request, at_ms=28 * MINUTE + SEC).cache_read == 0


def test_openai_prefixes_past_their_lifetime_are_never_read_and_are_swept_out():
    """Every prefix of every prompt is kept (automatic caching): an expired one is not read
    although it may still be in the table, and a long session's table holds about its live
    prefixes, not every prefix it ever made."""
    sim = gpt()
    prompts = [[Block(f"s{n}-{i}", 10) for i in range(300)] for n in range(40)]
    for n, prompt in enumerate(prompts):
        at = n * 11 * MINUTE
        assert sim.bill(prompt, at_ms=at).cache_read == 0
        assert sim.bill(prompt, at_ms=at + 9 * MINUTE).cache_read == 2944
        again = [*prompts[n - 1], Block("tail", 10)] if n else prompt
        assert sim.bill(again, at_ms=at + 10 * MINUTE).cache_read == (0 if n else 2944)
    assert len(sim.live_entries(41 * 11 * MINUTE)) == 0
    assert len(sim._entries) < 3 * 4096  # swept: 12,000+ prefixes were made


def test_openai_writes_are_billed_only_when_the_model_prices_them():
    free = gpt(write_price=0.0)
    assert free.bill([Block("doc", 1500)], at_ms=0) == Usage(input=1500)
    priced = gpt(write_price=2.5)
    assert priced.bill([Block("small", 1000)], at_ms=0) == Usage(input=1000)  # under 1024
    assert priced.bill([Block("doc", 1500)], at_ms=0) == Usage(cache_write_5m=1500)
    again = priced.bill([Block("doc", 1500), Block("q", 40)], at_ms=SEC)
    assert again == Usage(cache_read=1408, cache_write_5m=1540 - 1408)


def test_openai_ignores_cache_control_and_allows_any_number_of_marks():
    sim = gpt()
    request = [Block(f"b{i}", 300, "5m") for i in range(6)]
    sim.bill(request, at_ms=0)
    assert sim.bill(request, at_ms=SEC).cache_read == 1792


# --- Gemini and none -----------------------------------------------------------------------------


def gemini(min_tokens: int) -> CacheSimulator:
    model = ModelInfo(id="gem", provider="gemini", cache="gemini", min_cache_tokens=min_tokens)
    return CacheSimulator(model, {})


def test_gemini_uses_the_model_minimum_and_counts_cached_tokens_exactly():
    below = gemini(2048)
    below.bill([Block("a", 2047), Block("q1", 500)], at_ms=0)
    assert below.bill([Block("a", 2047), Block("q2", 500)], at_ms=SEC).cache_read == 0
    above = gemini(2048)
    above.bill([Block("a", 2100), Block("q1", 500)], at_ms=0)
    usage = above.bill([Block("a", 2100), Block("q2", 500)], at_ms=SEC)
    assert usage == Usage(cache_read=2100, input=500)


def test_gemini_increment_can_be_set_in_the_rules():
    model = ModelInfo(id="gem", provider="gemini", cache="gemini", min_cache_tokens=1024)
    sim = CacheSimulator(model, {"increment": 256})
    sim.bill([Block("a", 1500)], at_ms=0)
    assert sim.bill([Block("a", 1500)], at_ms=SEC).cache_read == 1280


def test_none_bills_everything_as_input():
    sim = CacheSimulator(ModelInfo(id="local", provider="openai-compatible"))
    request = [Block("a", 5000, "5m")]
    for at in (0, SEC):
        assert sim.bill(request, at_ms=at, output_tokens=3) == Usage(input=5000, output=3)


# --- Invariants ----------------------------------------------------------------------------------

KIND_MODELS = {
    "anthropic": ModelInfo(id="a", provider="anthropic", cache="anthropic", min_cache_tokens=64),
    "openai": ModelInfo(id="o", provider="openai", cache="openai", min_cache_tokens=256),
    "openai-writes": ModelInfo(
        id="w", provider="openai", cache="openai", min_cache_tokens=256, price_cache_write_5m=1.0
    ),
    "gemini": ModelInfo(id="g", provider="gemini", cache="gemini", min_cache_tokens=128),
    "none": ModelInfo(id="n", provider="openai-compatible"),
}


@st.composite
def sessions(draw):
    pool = draw(st.lists(st.integers(0, 400), min_size=1, max_size=40))
    requests, clock = [], 0
    for r in range(draw(st.integers(1, 6))):
        length = draw(st.integers(0, len(pool)))
        sizes = pool[:length] + draw(st.lists(st.integers(0, 300), max_size=4))
        request = [Block(f"p{i}" if i < length else f"r{r}-{i}", n) for i, n in enumerate(sizes)]
        if request:
            marks = sorted(draw(st.sets(st.integers(0, len(request) - 1), max_size=4)))
            hours = draw(st.integers(0, len(marks)))
            for j, pos in enumerate(marks):
                request[pos] = Block(
                    request[pos].key, request[pos].tokens, "1h" if j < hours else "5m"
                )
        clock += draw(st.integers(0, 70 * MINUTE))
        requests.append((clock, request, draw(st.integers(0, 500))))
    return requests


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(sorted(KIND_MODELS)), session=sessions())
def test_prompt_is_always_the_sum_of_block_tokens_and_no_field_is_negative(kind, session):
    sim = CacheSimulator(KIND_MODELS[kind], {})
    for at_ms, request, output in session:
        usage = sim.bill(request, at_ms=at_ms, output_tokens=output)
        total = sum(b.tokens for b in request)
        assert usage.prompt == total
        assert usage.output == output
        assert min(usage.to_dict().values()) >= 0
        if kind == "anthropic":
            marks = [i for i, b in enumerate(request) if b.cache_control]
            upto = sum(b.tokens for b in request[: marks[-1] + 1]) if marks else 0
            cacheable = bool(marks) and upto >= sim.rules.min_tokens
            assert usage.input == (total - upto if cacheable else total)


def test_at_ms_going_backwards_is_an_error():
    sim = claude()
    sim.bill([Block("a", 10)], at_ms=5000)
    with pytest.raises(ValueError, match="went backwards"):
        sim.bill([Block("a", 10)], at_ms=4000)
    sim.reset()
    assert sim.bill([Block("a", 10)], at_ms=0) == Usage(input=10)


def test_reset_forgets_the_cache():
    sim = claude()
    request = with_breakpoints(blocks("s", [150]), [0])
    sim.bill(request, at_ms=0)
    sim.reset()
    assert sim.bill(request, at_ms=SEC).cache_read == 0


def test_bad_blocks_and_rules_say_what_to_fix():
    with pytest.raises(ValueError, match="'5m' or '1h'"):
        Block("a", 1, "10m")
    with pytest.raises(ValueError, match=">= 0"):
        Block("a", -1)
    with pytest.raises(ConfigError, match="unknown cache rules 'lru'"):
        CacheSimulator(ModelInfo(id="x", provider="openai", cache="lru"))
    with pytest.raises(ConfigError, match="lookback_blocks"):
        CacheSimulator(KIND_MODELS["anthropic"], {"lookback_blocks": -3})


def test_missing_rule_keys_fall_back_to_documented_defaults():
    rules = CacheRules.for_model(ModelInfo(id="a", provider="anthropic", cache="anthropic"), {})
    assert (rules.min_tokens, rules.max_breakpoints, rules.lookback_blocks) == (1024, 4, 20)
    assert (rules.ttl_5m_ms, rules.ttl_1h_ms) == (300_000, 3_600_000)
    custom = CacheRules.for_model(
        ModelInfo(id="a", provider="anthropic", cache="anthropic"), {"lookback_blocks": 5}
    )
    assert custom.lookback_blocks == 5


def test_for_model_reads_the_catalog_and_the_offline_model_bills_as_the_one_it_simulates():
    catalog = builtin_catalog()
    offline = catalog.get("offline")
    sim = CacheSimulator.for_model(offline, catalog)
    target = catalog.get(offline.simulates) if offline.simulates else offline
    assert sim.model == target
    assert sim.rules.kind == (target.cache or "none")


# --- Helpers -------------------------------------------------------------------------------------


def test_cache_hit_rate_and_uncached_cost():
    usages = [Usage(input=100, cache_write_5m=300), Usage(input=50, cache_read=300, output=10)]
    assert cache_hit_rate(usages) == pytest.approx(300 / 750)
    assert cache_hit_rate([]) == 0.0
    model = claude().model
    assert uncached_cost(usages[1], model) == pytest.approx((350 * 3.0 + 10 * 15.0) / 1e6)
    assert usages[1].cost(model) < uncached_cost(usages[1], model)


def test_with_breakpoints_replaces_the_marks():
    marked = with_breakpoints([Block("a", 1, "1h"), Block("b", 1), Block("c", 1)], [0, -1])
    assert [b.cache_control for b in marked] == ["5m", None, "5m"]
    with pytest.raises(ValueError, match="outside"):
        with_breakpoints(marked, [3])


# --- Wire payloads -------------------------------------------------------------------------------


def words(text: str) -> int:
    return len(text.split())


def anthropic_payload() -> dict:
    return {
        "model": "claude-sonnet-4-5",
        "max_tokens": 1024,
        "tools": [
            {"name": "view", "description": "Read a file", "input_schema": {"type": "object"}},
            {
                "name": "grep",
                "description": "Search files for a pattern",
                "input_schema": {"type": "object", "properties": {"pattern": {"type": "string"}}},
                "cache_control": {"type": "ephemeral", "ttl": "1h"},
            },
        ],
        "system": [
            {"type": "text", "text": "You are a careful coding agent."},
            {
                "type": "text",
                "text": "Project notes: tests live in tests/.",
                "cache_control": {"type": "ephemeral"},
            },
        ],
        "messages": [
            {"role": "user", "content": "Where is the cache simulator tested?"},
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Let me search."},
                    {
                        "type": "tool_use",
                        "id": "toolu_1",
                        "name": "grep",
                        "input": {"pattern": "CacheSimulator"},
                    },
                ],
            },
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_1",
                        "content": [{"type": "text", "text": "tests/test_cache.py: 42 matches"}],
                        "cache_control": {"type": "ephemeral", "ttl": "5m"},
                    },
                ],
            },
        ],
    }


def test_blocks_from_anthropic_marks_breakpoints_where_cache_control_is():
    seen: list[str] = []

    def count(text: str) -> int:
        seen.append(text)
        return words(text)

    out = blocks_from_anthropic(anthropic_payload(), count)
    assert len(out) == 2 + 2 + 1 + 2 + 1
    assert [b.cache_control for b in out] == [None, "1h", None, "5m", None, None, None, "5m"]
    assert out[4].tokens == 6  # the string content is one text block
    assert out[7].tokens == words("tests/test_cache.py: 42 matches")
    assert '"pattern":"CacheSimulator"' in seen[6] and seen[6].startswith("grep")
    assert '"description":"Search files for a pattern"' in seen[1]
    assert "cache_control" not in seen[1]


def test_blocks_from_anthropic_keys_are_stable_and_change_only_with_content():
    first = blocks_from_anthropic(anthropic_payload(), words)
    assert [b.key for b in first] == [
        b.key for b in blocks_from_anthropic(anthropic_payload(), words)
    ]

    moved = anthropic_payload()
    del moved["system"][1]["cache_control"]
    moved["messages"][0]["content"] = [
        {
            "type": "text",
            "text": "Where is the cache simulator tested?",
            "cache_control": {"type": "ephemeral"},
        }
    ]
    assert [b.key for b in blocks_from_anthropic(moved, words)] == [b.key for b in first]

    edited = copy.deepcopy(anthropic_payload())
    edited["messages"][1]["content"][1]["input"]["pattern"] = "Usage"
    changed = [
        a.key != b.key for a, b in zip(first, blocks_from_anthropic(edited, words), strict=True)
    ]
    assert changed == [False] * 6 + [True, False]


def test_blocks_from_anthropic_keeps_message_boundaries_in_the_keys():
    one = blocks_from_anthropic(
        {
            "messages": [
                {
                    "role": "user",
                    "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
                }
            ]
        },
        words,
    )
    two = blocks_from_anthropic(
        {"messages": [{"role": "user", "content": "a"}, {"role": "user", "content": "b"}]}, words
    )
    assert one[0].key == two[0].key and one[1].key != two[1].key


def test_top_level_cache_control_marks_the_last_block_and_bad_ttls_are_rejected():
    payload = {
        "cache_control": {"type": "ephemeral"},
        "system": "Be brief.",
        "messages": [{"role": "user", "content": "hi"}],
    }
    out = blocks_from_anthropic(payload, words)
    assert [b.cache_control for b in out] == [None, "5m"]
    bad = {
        "messages": [
            {
                "role": "user",
                "content": [
                    {
                        "type": "text",
                        "text": "x",
                        "cache_control": {"type": "ephemeral", "ttl": "10m"},
                    }
                ],
            }
        ]
    }
    with pytest.raises(ValueError, match=r"messages\[0\].content\[0\].*'5m' or '1h'"):
        blocks_from_anthropic(bad, words)


def test_anthropic_payloads_billed_turn_after_turn_read_the_previous_turn():
    sim = claude(min_tokens=10)
    payload = anthropic_payload()
    first = sim.bill(blocks_from_anthropic(payload, words), at_ms=0)
    assert first.cache_read == 0 and first.cache_write > 0 and first.input == 0
    written = first.cache_write
    # Next turn: the old tool_result loses its mark, a new user message carries it.
    del payload["messages"][2]["content"][0]["cache_control"]
    payload["messages"] += [
        {"role": "assistant", "content": "It is tested in tests/test_cache.py."},
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Thanks, now run it.",
                    "cache_control": {"type": "ephemeral"},
                }
            ],
        },
    ]
    second = sim.bill(blocks_from_anthropic(payload, words), at_ms=30 * SEC)
    assert second.cache_read == written
    assert second.cache_write_5m == words("It is tested in tests/test_cache.py.") + words(
        "Thanks, now run it."
    )


def test_blocks_from_openai_one_block_per_tool_and_message():
    tool = {"type": "function", "function": {"name": "grep", "parameters": {"type": "object"}}}
    payload = {
        "model": "gpt-4.1",
        "tools": [tool],
        "messages": [
            {"role": "system", "content": "You are a coding agent."},
            {"role": "user", "content": [{"type": "text", "text": "find the tests"}]},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "grep", "arguments": '{"pattern": "test"}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "tests/test_cache.py"},
        ],
    }
    out = blocks_from_openai(payload, words)
    assert len(out) == 5 and all(b.cache_control is None for b in out)
    assert [b.tokens for b in out[1:]] == [5, 3, 3, 1]
    assert [b.key for b in out] == [
        b.key for b in blocks_from_openai(copy.deepcopy(payload), words)
    ]
    payload["messages"][3]["content"] = "nothing found"
    assert [
        a.key == b.key for a, b in zip(out, blocks_from_openai(payload, words), strict=True)
    ] == [True] * 4 + [False]
    with pytest.raises(ValueError, match="messages"):
        blocks_from_openai({"messages": "hello"}, words)


@pytest.mark.parametrize("model", ["claude-sonnet-4-5", "gpt-4.1"])
@pytest.mark.parametrize("policy", ["append", "prune+summarize", "replay", "truncate"])
def test_blocks_kept_between_requests_are_the_blocks_made_afresh(model, policy):
    """Billing a session keeps each request's blocks for the next (``memo``): for every request
    of a replayed session, the blocks are the ones a fresh conversion gives."""
    from ctxmagic import lab
    from ctxmagic.model.catalog import builtin_catalog
    from ctxmagic.model.tokens import TokenCounter
    from ctxmagic.providers.offline_billing import request_blocks

    sent = []
    trace = lab.reference("stdlib-json")
    for cache_policy in ("opencode", "rolling"):
        scenario = lab.scenario(policy, model=model, window=30000, cache_policy=cache_policy)
        lab.replay(trace, scenario, on_request=sent.append)
    pricing = builtin_catalog().get(model)
    counter = TokenCounter.for_model(pricing)
    memo: dict = {}
    for request in sent:
        if request.task is None:
            assert request_blocks(request, pricing, counter, memo) == request_blocks(
                request, pricing, counter
            )
    assert len(sent) > 60


@settings(max_examples=200, deadline=None)
@given(kind=st.sampled_from(sorted(KIND_MODELS)), session=sessions())
def test_a_quote_bills_as_a_deep_copy_would_and_leaves_the_cache_as_it_was(kind, session):
    """``quote`` is the bill's arithmetic without its writes: its figure is a deep copy's bill,
    and the quoted simulator bills as one never quoted."""
    quoted, plain = CacheSimulator(KIND_MODELS[kind], {}), CacheSimulator(KIND_MODELS[kind], {})
    for at_ms, request, output in session:
        expected = copy.deepcopy(quoted).bill(request, at_ms=at_ms)
        assert quoted.quote(request, at_ms=at_ms).usage == expected
        assert quoted.quote(request, at_ms=at_ms + 61 * MINUTE).usage == (
            copy.deepcopy(quoted).bill(request, at_ms=at_ms + 61 * MINUTE)
        )
        billed = quoted.bill(request, at_ms=at_ms, output_tokens=output)
        assert billed == plain.bill(request, at_ms=at_ms, output_tokens=output)
        assert quoted.live_entries(at_ms) == plain.live_entries(at_ms)


@pytest.mark.parametrize("kind", ["openai", "gemini"])
def test_a_quote_later_on_does_not_keep_an_automatic_cache_alive(kind):
    """A quote prices without writing: quoting at a later time used to refresh the entries an
    automatic cache shares with its quote's copy, so a prefix idle past its lifetime still hit."""
    request = [Block(f"b{i}", 100) for i in range(8)]
    quoted, plain = CacheSimulator(KIND_MODELS[kind], {}), CacheSimulator(KIND_MODELS[kind], {})
    ttl = quoted.rules.ttl_ms
    for sim in (quoted, plain):
        sim.bill(request, at_ms=0)
    assert quoted.quote(request, at_ms=ttl - MINUTE).usage.cache_read > 0
    late = ttl + MINUTE  # past the lifetime of the only write
    assert quoted.bill(request, at_ms=late) == plain.bill(request, at_ms=late)
    assert quoted.bill(request, at_ms=late).cache_read > 0  # the write just made


def _long_session(kind: str, turns: int) -> list[tuple[int, list[Block], int]]:
    """A session growing by a few blocks a request, its breakpoints on the last blocks (as
    ctxmagic marks them), with pauses past a 5-minute lifetime and a compaction now and then."""
    requests, clock, base = [], 0, [Block("tools", 900), Block("system", 400, "1h")]
    history: list[Block] = []
    for turn in range(turns):
        if turn % 97 == 96:  # a compaction: a summary, then what follows
            history = [Block(f"summary-{turn}", 700)]
        for step in range(1 + turn % 3):
            history += [Block(f"m{turn}-{step}-{j}", 20 + (turn * 7 + j) % 90) for j in range(3)]
            blocks = base + history
            if kind == "anthropic":
                last = len(blocks) - 1
                blocks = with_breakpoints(blocks, [last - 2, last]) if last > 3 else blocks
                blocks[1] = Block("system", 400, "1h")
            clock += 7 * MINUTE if turn % 41 == 40 and step == 0 else 2 * SEC
            requests.append((clock, blocks, 50 + turn % 17))
    return requests


@pytest.mark.parametrize("kind", sorted(KIND_MODELS))
def test_quotes_of_a_long_session_are_the_bills_of_a_deep_copy(kind):
    """The next request's price (now, and at the expiry of the prefix it reads) is what a deep
    copy of the simulator bills, request after request of a long session that pauses and
    compacts, and quoting leaves the cache exactly as it was."""
    quoted, plain = CacheSimulator(KIND_MODELS[kind], {}), CacheSimulator(KIND_MODELS[kind], {})
    hits = 0
    for at_ms, blocks, output in _long_session(kind, 150):
        now = quoted.quote(blocks, at_ms=at_ms)
        assert now.usage == copy.deepcopy(plain).bill(blocks, at_ms=at_ms)
        if now.expires_ms is not None:
            hits += 1
            later = quoted.quote(blocks, at_ms=now.expires_ms)
            assert later.usage == copy.deepcopy(plain).bill(blocks, at_ms=now.expires_ms)
        billed = quoted.bill(blocks, at_ms=at_ms, output_tokens=output)
        assert billed == plain.bill(blocks, at_ms=at_ms, output_tokens=output)
        assert billed == replace(now.usage, output=output)
        assert quoted.live_entries(at_ms) == plain.live_entries(at_ms)
    assert hits > (100 if kind != "none" else -1)


def test_a_memo_that_forgets_what_requests_stopped_using_bills_the_same_and_stays_small():
    """A session that compacts sends a window of its messages: the memo keeps only the
    messages, blocks and texts the last two requests used, and the blocks are the same."""
    messages = [
        {
            "role": "user" if n % 2 == 0 else "assistant",
            "content": [{"type": "text", "text": f"m{n} " * (n % 7 + 1)}],
        }
        for n in range(300)
    ]
    memo: dict = {}
    sizes = []
    for end in range(20, 300, 3):
        window = messages[max(end - 20, 0) : end]  # what is left after the compactions so far
        payload = {"system": "you are a test", "messages": window}
        blocks = blocks_from_anthropic(payload, len, memo)
        forget_unused(memo)
        assert blocks == blocks_from_anthropic(payload, len)
        sizes.append(len(memo) + len(memo.get("text keys", {})))
    assert max(sizes) == max(sizes[:3])  # bounded by the window, not by the session


# A write not readable yet (spring 2026): [cache.anthropic] unsettled_* in models.toml
APRIL = 1_776_470_400_000  # 2026-04-18 00:00 UTC, in epoch ms
UNSETTLED = {
    **ANTHROPIC_RULES,
    "unsettled_seconds": 3,
    "unsettled_miss": 0.5,
    "unsettled_since": "2026-04-01",
    "unsettled_until": "2026-08-05",
}


def _turns(sim: CacheSimulator, gap_ms: int, start: int = APRIL) -> Usage:
    """Two requests of one conversation: the first writes 300 tokens on a 200-token prefix the
    provider has held for a minute, the second (``gap_ms`` later) adds 100."""
    system, first, second = Block("s", 200, "5m"), Block("a", 300), Block("b", 100)
    sim.bill([system], at_ms=start - MINUTE)
    sim.bill([system, replace(first, cache_control="5m")], at_ms=start)
    return sim.bill([system, first, replace(second, cache_control="5m")], at_ms=start + gap_ms)


def dated_claude(**rules) -> CacheSimulator:
    return CacheSimulator(claude().model, {**UNSETTLED, **rules}, dated=True)


def test_a_write_sent_seconds_before_is_billed_at_its_expected_cost():
    """Half the requests that soon missed the write: the bill is the mean of the hit (read
    500, write 100) and the miss (read 200, write 400), and the prompt is the same."""
    usage = _turns(dated_claude(), 2 * SEC)
    assert (usage.cache_read, usage.cache_write_5m, usage.input) == (350, 250, 0)
    assert usage.prompt == 600


@pytest.mark.parametrize(
    "simulator, gap_ms, start",
    [
        (dated_claude, 3 * SEC, APRIL),  # settled: the write is 3 s old
        (lambda: claude(), 1 * SEC, APRIL),  # times not real (the offline model, a synthetic trace)
        (dated_claude, 1 * SEC, APRIL - 30 * 24 * 60 * MINUTE),  # March 2026: before the period
        (dated_claude, 1 * SEC, 1_786_000_000_000),  # August 2026: after it was fixed
    ],
)
def test_outside_the_window_the_write_is_read(simulator, gap_ms, start):
    usage = _turns(simulator(), gap_ms, start)
    assert (usage.cache_read, usage.cache_write_5m) == (500, 100)


def test_a_seeded_prefix_is_readable_at_once():
    """A prefix the provider held before the replay began (``seed``) is no fresh write."""
    sim = dated_claude()
    system = Block("s", 200, "5m")
    sim.seed([system], at_ms=APRIL)
    assert sim.bill([system, Block("a", 300, "5m")], at_ms=APRIL + SEC).cache_read == 200


def test_the_expected_bill_keeps_the_prompt_in_whole_tokens():
    hit = Usage(input=1, cache_read=501, cache_write_5m=99, cache_write_1h=1, output=7)
    miss = Usage(input=1, cache_read=200, cache_write_5m=400, cache_write_1h=1, output=7)
    for share in (0.0, 0.25, 0.475, 0.5, 1.0):
        mixed = hit.blend(miss, share)
        assert mixed.prompt == hit.prompt and mixed.output == 7
        assert abs(mixed.cache_read - ((1 - share) * 501 + share * 200)) < 1
    assert hit.blend(miss, 0.0) == hit and hit.blend(miss, 1.0) == miss


@pytest.mark.parametrize(
    "rules, word",
    [
        ({"unsettled_miss": 1.5}, "unsettled_miss must be a number from 0 to 1"),
        ({"unsettled_seconds": "soon"}, "unsettled_seconds must be a number from 0 to 3600"),
        ({"unsettled_until": "August"}, "unsettled_until must be a date"),
    ],
)
def test_bad_unsettled_rules_are_refused_in_one_line(rules, word):
    with pytest.raises(ConfigError, match=word):
        CacheRules.for_model(claude().model, {**UNSETTLED, **rules})


@pytest.mark.parametrize("kind", sorted(KIND_MODELS))
def test_a_prompt_counted_from_the_chain_is_the_sum_of_its_blocks(kind):
    """``prompt`` reads the running totals the bill that follows reads (made once); blocks
    whose breakpoints a bill refuses are counted all the same."""
    sim = CacheSimulator(KIND_MODELS[kind], {})
    for at_ms, blocks, output in _long_session(kind, 40):
        assert sim.prompt(blocks) == sum(b.tokens for b in blocks)
        assert sim.bill(blocks, at_ms=at_ms, output_tokens=output).prompt == sim.prompt(blocks)
    refused = [Block(f"x{i}", 10, "5m") for i in range(6)]  # six breakpoints
    assert sim.prompt(refused) == 60 and sim.prompt([]) == 0


@pytest.mark.parametrize("kind", sorted(KIND_MODELS))
def test_blocks_read_after_others_give_the_keys_and_breakpoints_read_afresh(kind):
    """A request's blocks are read on from the last blocks read (the leading ones they share
    keep their keys and breakpoints): moving breakpoints, equal blocks that are other objects,
    a compaction, a quote in between all give what a reading from nothing gives."""
    sim = CacheSimulator(KIND_MODELS[kind], {})
    session = _long_session(kind, 60)
    for n, (at_ms, blocks, output) in enumerate(session):
        if n % 5 == 0:  # equal blocks, other objects
            blocks = [replace(b) for b in blocks]
        if n % 7 == 0 and n + 1 < len(session):  # a quote of the next request first
            sim.quote(session[n + 1][1], at_ms=at_ms)
        sim.bill(blocks, at_ms=at_ms, output_tokens=output)
        fresh = CacheSimulator(KIND_MODELS[kind], {})
        fresh.bill(blocks, at_ms=at_ms)
        assert sim.chain_of(blocks) == fresh.chain_of(blocks)
        marks = [i for i, b in enumerate(blocks) if b.cache_control]
        assert sim.chain_of(blocks).marks == (marks if kind == "anthropic" else None)
