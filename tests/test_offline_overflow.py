"""The offline model refuses a prompt over the window as a real provider does, so overflow
handling (compact and retry under summarize, an error turn otherwise) runs offline."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ctxmagic.agent.events import StepFinished, StepStarted, StrategyApplied, TurnFinished
from ctxmagic.agent.loop import run_turn
from ctxmagic.context.policy import Policy
from ctxmagic.errors import ContextOverflowError
from ctxmagic.messages.parts import user_message
from ctxmagic.model.catalog import load_catalog
from ctxmagic.model.request import ProviderRequest, ProviderResponse, SystemBlock
from ctxmagic.providers.anthropic import AnthropicProvider
from ctxmagic.providers.offline import OfflineProvider
from ctxmagic.providers.offline_billing import make_biller
from ctxmagic.providers.openai import OpenAIProvider
from tests.conftest import make_agent
from tests.keys import made_up
from tests.test_context_loop import PROMPTS, find_window, overflowed
from tests.wire import anthropic_sse, openai_sse, serve

wire = pytest.fixture(serve)
CATALOG = load_catalog()


def offline_request(simulates: str, window: int) -> tuple[OfflineProvider, ProviderRequest]:
    model = replace(CATALOG.get("offline"), simulates=simulates)
    offline = OfflineProvider(biller=make_biller(CATALOG, model))
    words = " ".join(f"rule {i}: prices are integer cents." for i in range(300))
    request = ProviderRequest(
        model=model,
        system=[SystemBlock(words, "system prompt")],
        tools=[],
        messages=[user_message("Where is `line_total` defined?")],
        max_tokens=256,
        context_window=window,
    )
    return offline, request


@pytest.mark.parametrize("simulates", ["claude-sonnet-4-6", "gpt-4.1"])
def test_a_prompt_over_the_window_gets_the_simulated_providers_own_error(wire, simulates):
    offline, request = offline_request(simulates, 0)
    prompt = offline.prompt_tokens(request)
    assert prompt > 2000
    with pytest.raises(ContextOverflowError) as refused:
        next(offline.stream(replace(request, context_window=prompt - 1)))
    # the error the real provider's client raises when its server refuses that prompt
    real_model = CATALOG.get(simulates)
    if real_model.provider == "anthropic":
        wire.queue(anthropic_sse.prompt_too_long(prompt, prompt - 1))
        real = AnthropicProvider(api_key=made_up("ant-test-0123456789"), base_url=wire.url)
    else:
        wire.queue(openai_sse.context_length_exceeded(window=prompt - 1, requested=prompt))
        real = OpenAIProvider(api_key=made_up("proj-test-0123456789"), base_url=wire.url + "/v1")
    with pytest.raises(ContextOverflowError) as server:
        list(real.stream(replace(request, model=real_model)))
    assert str(refused.value) == str(server.value)
    assert refused.value.status == server.value.status == 400
    # at the window exactly it answers; the refused request was not billed (nothing cached)
    answer = list(offline.stream(replace(request, context_window=prompt)))[-1]
    assert isinstance(answer, ProviderResponse) and answer.usage.prompt == prompt
    assert answer.usage.cache_read == 0
    again = list(offline.stream(replace(request, context_window=prompt)))[-1]
    assert again.usage.cache_read > 0  # which a billed refusal would have made of the first


def test_over_the_window_without_summarize_ends_the_turn_with_the_error(store, workspace):
    agent = make_agent(store, workspace, context_window=3500, policy=Policy(["truncate"]))
    finals = []
    for prompt in PROMPTS:
        finals.append(run_turn(agent, prompt))
        if finals[-1].reason == "error":
            break
    final = finals[-1]
    assert final.reason == "error", [f.reason for f in finals]
    assert "prompt is too long" in final.error and "tokens > 3500 maximum" in final.error
    assert "%ctx compact" in final.error
    # nothing was billed for the refusal: every request row answered a stored message, each
    # within the window, and the session reloads as a valid history that continues
    rows = store.requests(agent.session_id)
    assert all(r.usage.prompt <= 3500 for r in rows)
    assert len(rows) == sum(f.steps for f in finals) - 1
    list(agent.compact())
    assert run_turn(agent, "list the files").reason == "end_turn"


def test_over_the_window_under_summarize_compacts_and_retries_the_step(store, workspace):
    window = find_window(workspace, overflowed)
    agent = make_agent(store, workspace, context_window=window)
    for prompt in PROMPTS:
        events = list(agent.turn(prompt))
        applied = [e for e in events if isinstance(e, StrategyApplied)]
        if any(e.report.note == "overflow" for e in applied):
            break
    else:
        raise AssertionError("no request went over the window")
    assert isinstance(events[-1], TurnFinished) and events[-1].reason == "end_turn"
    at = next(i for i, e in enumerate(events) if isinstance(e, StrategyApplied))
    refused, retried = (
        [e for e in events[:at] if isinstance(e, StepStarted)][-1],
        next(e for e in events[at:] if isinstance(e, StepStarted)),
    )
    assert refused.step == retried.step  # the same step, sent again after the compaction
    assert retried.context_tokens == events[at].report.context_after < window
    answered = [e for e in events if isinstance(e, StepFinished)]
    assert all(e.record.usage.prompt <= window for e in answered)
    assert answered[-1].step == events[-1].steps
