"""The lab at scale: long sessions replayed with work and memory that do not grow with what
came before, and the same figures as the direct definitions."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic import lab
from ctxmagic.context.fidelity import identifiers
from ctxmagic.lab.bound import LowerBound, lower_bound
from ctxmagic.model.cache import Block, CacheRules, _chain
from ctxmagic.model.catalog import load_catalog


def _lower_bound_by_definition(requests, outputs, pricing, rules, ttl):
    """Position by position: each prefix unit's sends, split where two sends are more than a
    TTL apart, each run billed as the cheaper of uncached and one write plus reads."""
    from ctxmagic.lab.bound import _segment

    read, base = pricing.price_cache_read, pricing.price_input
    if rules.kind == "anthropic":
        write = pricing.price_cache_write_1h if ttl == "1h" else pricing.price_cache_write_5m
        ttl_ms = rules.ttl_1h_ms if ttl == "1h" else rules.ttl_5m_ms
    else:
        write = pricing.price_cache_write_5m if rules.bill_writes else base
        ttl_ms = rules.ttl_ms
    seen = {}
    for at, blocks in requests:
        hashes, _ = _chain(blocks)
        for key, block in zip(hashes, blocks, strict=True):
            if block.tokens:
                seen.setdefault(key, (block.tokens, []))[1].append(at)
    total = 0.0
    for tokens, times in seen.values():
        run = 1
        for previous, now in zip(times, times[1:], strict=False):
            if rules.kind != "none" and now - previous <= ttl_ms:
                run += 1
                continue
            total += tokens * _segment(run, base, write, read)
            run = 1
        total += tokens * _segment(run, base, write, read)
    return (total + outputs * pricing.price_output) / 1e6


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 400_000),  # ms since the previous request
            st.integers(0, 6),  # leading blocks kept from the previous request
            st.lists(st.sampled_from("abcdef"), max_size=6),  # new blocks, by content
        ),
        min_size=1,
        max_size=40,
    ),
    st.sampled_from(["claude-sonnet-4-6", "gpt-5.4", "gemini-2.5-pro"]),
    st.sampled_from(["5m", "1h"]),
)
def test_the_streamed_lower_bound_forgets_units_and_keeps_its_value(steps, model, ttl):
    """Fed one request at a time and sweeping after every request (units no request carries
    and whose TTL has passed are billed and dropped), the lower bound is still its definition,
    asked for at any point of the run."""

    class Sweeping(LowerBound):
        SWEEP_MIN = 0

    catalog = load_catalog()
    pricing = catalog.get(model)
    sizes = dict(zip("abcdef", [0, 1, 700, 1024, 3000, 40_000], strict=True))
    rules_of = [CacheRules.for_model(pricing, catalog.cache_rules.get(pricing.cache, {}))]
    rules_of.append(CacheRules(kind="none", min_tokens=0, bill_writes=False))
    for rules in rules_of:
        bound = Sweeping(pricing, rules, ttl)
        requests, blocks, at = [], [], 0
        for gap, kept, added in steps:
            at += gap
            blocks = blocks[:kept] + [Block(key, sizes[key]) for key in added]
            requests.append((at, list(blocks)))
            bound.add(at, list(blocks))
            expected = _lower_bound_by_definition(requests, 7, pricing, rules, ttl)
            assert math.isclose(bound.cost(7), expected)
        assert math.isclose(lower_bound(requests, 7, pricing, rules, ttl), bound.cost(7))


def test_the_lower_bound_keeps_only_what_a_ttl_can_still_bring_back():
    """A session of 3,000 requests, each with blocks of its own after a shared head and an hour
    apart: what the bound keeps stays the size of one request, not of the session."""
    catalog = load_catalog()
    pricing = catalog.get("claude-sonnet-4-6")
    rules = CacheRules.for_model(pricing, catalog.cache_rules.get(pricing.cache, {}))
    bound = LowerBound(pricing, rules, "5m")
    head = [Block(f"head{i}", 500) for i in range(5)]
    for r in range(3000):
        bound.add(r * 3_600_000, head + [Block(f"r{r}-{i}", 100) for i in range(10)])
        assert len(bound._units) <= LowerBound.SWEEP_MIN + 15
    # every request is billed uncached: nothing comes back within the TTL
    assert math.isclose(bound.cost(0), 3000 * 3500 * pricing.price_input / 1e6)


def test_a_run_keeps_its_blocks_only_when_asked(tmp_path):
    trace = lab.synthetic(turns=6)
    kept = lab.replay(trace, lab.scenario("prune"), keep_blocks=True)
    plain = lab.replay(trace, lab.scenario("prune"))
    assert plain.blocks == [] and len(kept.blocks) == sum(not r.failed for r in kept.rows)
    assert kept.rows == plain.rows
    rules = CacheRules.for_model(kept.pricing, kept.cache_rules)
    outputs = sum(r.usage.output for r in kept.rows if not r.failed)
    assert math.isclose(
        lab.measure(plain).lower_bound,
        lower_bound(kept.blocks, outputs, kept.pricing, rules, kept.cache_ttl),
    )


def test_identifiers_found_run_by_run_are_those_of_the_whole_text():
    """The path pattern is matched inside runs of path characters only; on code-like text and
    on random strings of the characters that matter the result is the pattern's own."""
    import random

    from ctxmagic.context.fidelity import NOISE, NUMBER, PATH, SYMBOL

    def direct(text):
        text = NOISE.sub(lambda m: (m.group(1) or "") + " ", text)
        found = set(PATH.findall(text)) | set(SYMBOL.findall(text))
        return found | {n.rstrip(".") for n in NUMBER.findall(text) if len(n.rstrip(".")) >= 3}

    trace = lab.synthetic(turns=20, tool_rounds=2)
    texts = [r.content for m in trace.messages for r in m.tool_results]
    rng = random.Random(7)
    alphabet = 'ab_Z/.-\n\t 09:é(="'
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(80))) for _ in range(3000)]
    texts += ["src/a.py:12: x", "./b/c", "a.b.c.d", "-/x.y", "é.py", "x/", "1.2.3.4 v1.2"]
    for text in texts:
        assert identifiers(text) == direct(text), text


def test_a_transcript_refused_unread_is_not_rendered_and_bills_the_same(monkeypatch):
    """Replayed past the window, the replay strategy's requests are refused; the lab's provider
    refuses them unread, so the transcript is not built (a copy of the whole session per
    request), and every request's prompt, bill and failure are those of the rendered run."""
    import ctxmagic.context.replay as strategy

    trace = lab.synthetic(turns=40, tokens_per_turn=2000)
    sent: list[int] = []
    real = strategy.apply

    def spy(messages, ctx):
        out, report = real(messages, ctx)
        sent.append(len(out[0].parts[0].text))
        return out, report

    monkeypatch.setattr(strategy, "apply", spy)
    for name in ("replay", "prune+replay", "replay+summarize"):
        sent.clear()
        quick = lab.replay(trace, lab.scenario(name, window=20000))
        stand_ins = sum(n < 200 for n in sent)
        sent.clear()
        rendered = lab.replay(trace, lab.scenario(name, window=20000), on_request=lambda r: None)
        assert min(sent) > 300  # on_request sees every request as sent: all rendered
        assert quick.rows == rendered.rows, name
        assert lab.measure(quick) == lab.measure(rendered)
        if name != "replay+summarize":  # summarize keeps it under the window
            assert stand_ins >= 20 and any(r.failed for r in quick.rows), name


def test_a_prompt_is_its_base_plus_what_each_message_adds():
    """The lab measures a request without making its blocks (a refused one never needs them):
    the tool and system blocks plus each message's own. That equals the blocks' count for every
    request of replays under each strategy, on Anthropic's and OpenAI's wire forms; and for a
    billed request it is the usage's prompt."""
    from ctxmagic.lab.replay import shared_counter
    from ctxmagic.model.catalog import load_catalog
    from ctxmagic.providers.offline_billing import base_tokens, message_tokens, request_blocks

    catalog = load_catalog()
    trace = lab.synthetic(turns=12, tokens_per_turn=2500, tool_rounds=2, seed=4)
    for model in ("claude-sonnet-4-6", "gpt-5.4"):
        for name in ("append", "prune+summarize", "truncate", "replay", "externalize"):
            seen = []
            run = lab.replay(
                trace, lab.scenario(name, model=model, window=12000), on_request=seen.append
            )
            for request in seen:
                pricing = catalog.priced_as(request.model)
                counter = shared_counter(pricing)
                blocks = request_blocks(request, pricing, counter)
                parts = base_tokens(request, pricing, counter) + sum(
                    message_tokens(m, pricing, counter) for m in request.messages
                )
                assert parts == sum(b.tokens for b in blocks), (model, name)
            for row in run.rows:
                if row.kind == "model" and not row.failed:
                    assert row.prompt == row.usage.prompt, (model, name, row)
            assert any(r.failed for r in run.rows) or name == "prune+summarize"


def test_a_history_someone_holds_never_changes_under_them(store, workspace):
    """The agent grows its history in place only when nothing else holds the list: a list
    read before a turn (or a request's messages) is the same after it, and the agent's own
    history is what the store holds."""
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.runtime import Runtime

    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    run_turn(agent, "What is in README.md?")
    held = agent.history
    before = list(held)
    sent = []
    agent.provider.stream, real = (
        lambda request: (sent.append(request), (yield from real(request)))[1],
        agent.provider.stream,
    )
    run_turn(agent, "Where is `line_total` defined?")
    assert held == before and len(agent.history) > len(before)
    assert sent
    kept = [list(r.messages) for r in sent]
    run_turn(agent, "Run `ls bookshop` and tell me what it lists.")
    assert [list(r.messages) for r in sent[: len(kept)]] == kept
    assert [m.id for m in agent.history] == [
        m.id for m in store.live_messages(agent.session_id, agent.session.summary_message_id)
    ]


def test_a_replay_report_keeps_what_it_was_given():
    """The replay strategy reports every part of the history at every request without copying
    the list: a report held while later requests grow the history, or change it near the end
    (the fold winds back), still lists the parts of its own request, as a fresh run gives."""
    from ctxmagic.context import replay as strategy
    from ctxmagic.context.strategy import StrategyContext
    from ctxmagic.messages.parts import Message, TextPart, ToolResultPart
    from ctxmagic.model.tokens import TokenCounter

    counter = TokenCounter()
    ctx = StrategyContext(counter=counter, window=200_000, budget=150_000, context_tokens=0)
    history: list[Message] = []
    held = []
    for i in range(30):
        history = history + [Message(role="user", parts=[TextPart(f"question {i}")])]
        if i % 7 == 6:  # a change near the end: a copy of an earlier message
            history[-3] = history[-3].copy(parts=[ToolResultPart(f"c{i}", "view", "cut")])
        _, report = strategy.apply(list(history), ctx)
        held.append((report, [(c.message_id, c.index, c.tokens_after) for c in report.changes]))
    for report, snapshot in held:
        assert [(c.message_id, c.index, c.tokens_after) for c in report.changes] == snapshot
        assert (
            len(report.changes) == len(snapshot)
            and list(report.changes[:2]) == list(report.changes)[:2]
        )
    fresh = TokenCounter()
    _, again = strategy.apply(list(history), StrategyContext(fresh, 200_000, 150_000, 0))
    assert list(again.changes) == list(held[-1][0].changes)


def test_a_local_strategy_keeps_its_output_and_starts_again_after_an_interrupt(monkeypatch):
    """A message-local strategy (truncate) works only on the messages a request adds, grows the
    list it gave out in place only when nobody holds it, and after an interrupt half way gives
    what a fresh call gives."""
    from ctxmagic.context import policy as policies
    from ctxmagic.context import truncate
    from ctxmagic.context.strategy import StrategyContext
    from ctxmagic.messages.parts import Message, TextPart, ToolResultPart
    from ctxmagic.model.tokens import TokenCounter

    def ctx():
        return StrategyContext(
            TokenCounter(), 200_000, 150_000, 0, settings={"max_lines": 5, "max_bytes": 10_000}
        )

    def message(i):
        if i % 3 == 2:
            body = "\n".join(f"line {j}" for j in range(9))
            return Message(role="tool", parts=[ToolResultPart(f"c{i}", "bash", body)])
        return Message(role="user", parts=[TextPart(f"message {i}")])

    messages = [message(i) for i in range(30)]

    def fresh(ms):
        out, report = truncate.apply(ms, ctx())
        return [[p.to_dict() for p in m.parts] for m in out], len(report.changes)

    memo: dict = {}
    held = []
    real, calls = truncate.apply, {"n": 0}

    def interrupted(ms, c):
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyboardInterrupt
        return real(ms, c)

    for n in range(1, 31):
        if n == 20:
            monkeypatch.setattr(truncate, "apply", interrupted)
            with pytest.raises(KeyboardInterrupt):
                policies.apply_one("truncate", messages[:n], ctx(), memo)
        out, report = policies.apply_one("truncate", messages[:n], ctx(), memo)
        held.append((out, [[p.to_dict() for p in m.parts] for m in out]))
        assert ([[p.to_dict() for p in m.parts] for m in out], len(report.changes)) == fresh(
            messages[:n]
        )
    for out, snapshot in held:  # every list given out is what it was
        assert [[p.to_dict() for p in m.parts] for m in out] == snapshot


def test_workers_are_used_only_where_they_pay():
    """By default a comparison of short replays runs here (a pool costs more than it saves);
    a long one goes to one worker per core; an explicit count is obeyed."""
    import importlib
    import multiprocessing
    import os

    parallel = importlib.import_module("ctxmagic.lab.parallel")
    assert parallel.worker_count(None, 7, 201) == 1  # stdlib-200: 1,407 replayed requests
    cores = min(os.cpu_count() or 1, parallel.MAX_WORKERS, 7)
    if "fork" in multiprocessing.get_all_start_methods():
        assert parallel.worker_count(None, 7, 1000) == max(cores, 1)
    assert parallel.worker_count(2, 7, 10) == 2 and parallel.worker_count(0, 7, 5000) == 1
