"""The price of the next turn: predicted before it is sent, it is what the cache simulator bills
when it is sent; the countdown and the expired price follow the simulator's TTL rules."""

from __future__ import annotations

import pytest

from ctxmagic.agent.forecast import forecast
from ctxmagic.runtime import Runtime
from tests.keys import made_up

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`?",
    "Where is `demo_catalog` used?",
]
MINUTE = 60_000


class Clock:
    """The biller's clock (``providers/offline_billing.now_ms``), moved by the test."""

    def __init__(self, start: int) -> None:
        self.now = start

    def __call__(self) -> int:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    from ctxmagic.providers import offline_billing

    tick = Clock(1_800_000_000_000)
    monkeypatch.setattr(offline_billing, "now_ms", tick)
    return tick


def prompt_side(usage):
    return (usage.input, usage.cache_read, usage.cache_write_5m, usage.cache_write_1h)


def first_request(store, agent, turn):
    return next(r for r in store.requests(agent.session_id) if r.turn == turn and r.step == 1)


@pytest.mark.parametrize("ttl", ["5m", "1h"])
@pytest.mark.parametrize("policy", ["opencode", "rolling", "none"])
def test_predict_send_compare(store, workspace, clock, ttl, policy):
    runtime = Runtime(store=store, workspace=str(workspace), cache_ttl=ttl, cache_policy=policy)
    agent = runtime.open()
    list(agent.turn(PROMPTS[0]))
    for turn, prompt in enumerate(PROMPTS[1:], 2):
        clock.now += MINUTE
        predicted = forecast(agent, prompt)
        assert predicted is not None and predicted.exact
        list(agent.turn(prompt))
        sent = first_request(store, agent, turn)
        # the prompt's split is the bill's, to the token, and so is its price
        assert prompt_side(predicted.usage) == prompt_side(sent.usage)
        output = sent.usage.output * agent.pricing.price_output / 1e6
        assert predicted.cost == pytest.approx(sent.cost - output, abs=1e-12)
    if policy == "none":
        assert predicted.usage.cache_read == 0 and predicted.expires_ms is None


def test_the_countdown_and_the_expired_price_follow_the_ttl(store, workspace, clock):
    for ttl, lifetime in (("5m", 5 * MINUTE), ("1h", 60 * MINUTE)):
        runtime = Runtime(store=store, workspace=str(workspace), cache_ttl=ttl)
        agent = runtime.open()
        list(agent.turn(PROMPTS[0]))
        sent = clock.now  # every request of the turn was billed at this time
        clock.now += 2 * MINUTE
        predicted = forecast(agent, PROMPTS[1])
        # the prefix the next request reads was written (or read) by the last request
        assert predicted.expires_ms == sent + lifetime and predicted.ttl_ms == lifetime
        assert predicted.seconds_left(clock.now) == (lifetime - 2 * MINUTE) / 1000
        assert predicted.usage.cache_read > 0 and predicted.saved > 0
        # after the expiry nothing is read: the whole prompt is written again
        expired = predicted.expired_usage
        assert expired.cache_read == 0 and expired.prompt == predicted.usage.prompt
        assert expired.cache_write == expired.prompt
        # a millisecond before the expiry the price still holds; at it, the expired one
        clock.now = predicted.expires_ms - 1
        assert forecast(agent, PROMPTS[1]).usage == predicted.usage
        clock.now = predicted.expires_ms
        late = forecast(agent, PROMPTS[1])
        assert late.usage == expired and late.expires_ms is None
        assert late.cost == pytest.approx(predicted.expired_cost)
        # and the request sent after the break is billed the expired price
        clock.now += MINUTE
        list(agent.turn(PROMPTS[1]))
        assert prompt_side(first_request(store, agent, 2).usage) == prompt_side(expired)


def test_a_forecast_changes_nothing(store, workspace, clock):
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    list(agent.turn(PROMPTS[0]))
    version = store.session_version(agent.session_id)
    simulator = agent.provider.biller.simulator
    entries = [(e.tokens, e.blocks, e.expires_ms) for e in simulator.live_entries(clock.now)]
    for _ in range(3):
        forecast(agent, PROMPTS[1])
        forecast(agent)
    assert store.session_version(agent.session_id) == version
    assert [
        (e.tokens, e.blocks, e.expires_ms) for e in simulator.live_entries(clock.now)
    ] == entries
    # the next request without a prompt: the history as it is, its last answer written
    bare = forecast(agent)
    assert bare.usage.cache_write > 0 and bare.prompt_price == agent.pricing.price_cache_write_5m


def test_the_meter_and_status_show_the_next_request(shell, capsys):
    shell.run_cell_magic("agent", "", PROMPTS[0])
    out = capsys.readouterr().out
    assert "[next request: $" in out and "after the cache expires at" in out
    status = dict(shell.run_line_magic("ctx", "status").rows())
    assert (
        status["next request"].startswith("$")
        and "your prompt at $3.75/M" in status["next request"]
    )
    assert "min after its last use" in status["next request"]
    assert status["re-reading"].startswith("re-reading: ")


@pytest.fixture
def wire():
    from tests.wire import WireServer

    with WireServer() as server:
        yield server


def test_a_real_provider_is_priced_by_the_simulator_beside_it(shell, wire, monkeypatch, capsys):
    """Against a local server speaking Anthropic's wire format: the sources add up to the
    usage the server reported, and the next request is priced by the simulator ctxmagic runs
    beside the provider (fed the requests this kernel sent): an estimate, labelled so."""
    from ctxmagic.context.composition import Composition
    from tests.wire import anthropic_sse

    monkeypatch.setenv("ANTHROPIC_API_KEY", made_up("ant-test-key-e2e-0123456789abcdef0123"))
    wire.queue(
        anthropic_sse.tool_calls_reply(
            [("toolu_1", "ls", {"path": "."})],
            usage_=anthropic_sse.usage(120, 30, cache_write_5m=1500),
        ),
        anthropic_sse.text_reply(
            "Done.", usage_=anthropic_sse.usage(80, 40, cache_read=1500, cache_write_5m=300)
        ),
    )
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_cell_magic("agent", "--provider anthropic --model claude-sonnet-4-6", "List it.")
    out = capsys.readouterr().out
    assert "[next request: $" in out and "(estimate)" in out
    magic = shell.magics_manager.registry["CtxMagic"]
    records = magic.store.requests(magic.session_id)
    for record in records:  # the server's figures, shared by source, to the token
        found = Composition.from_json(record.composition)
        assert found.total == record.context_tokens
        assert sum(r.read for r in found.rows) == record.usage.cache_read
    agent = magic._agent(magic.store.get_session(magic.session_id))
    predicted = forecast(agent)
    assert predicted is not None and not predicted.exact
    assert predicted.usage.cache_read > 0  # the simulator saw both requests
    assert predicted.expires_ms is not None and predicted.ttl_ms == 5 * MINUTE
