"""The title agent: once, after the first turn, never in the turn's way; a user's title is kept."""

from __future__ import annotations

import threading

import pytest

from ctxmagic.agent.loop import run_turn
from ctxmagic.agent.title import TitleAgent, clean_title, extractive_title
from ctxmagic.messages.parts import TextPart
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.model.request import ProviderResponse
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import Store


def test_extractive_titles():
    assert extractive_title("Where is `line_total` defined?") == "line_total defined"
    assert extractive_title("Where is `Order` defined?") == "Order defined"
    assert extractive_title("where does parse_args live") == "parse_args live"
    assert extractive_title("explain the vat rounding") == "Vat rounding"
    assert extractive_title("Please run the tests and fix what fails.") == "Run tests fix fails"
    long = "Refactor " + " ".join(f"module_{i}" for i in range(30))
    assert len(extractive_title(long)) <= 60 and extractive_title(long).endswith("…")
    assert extractive_title("```\ncode\n```\nWhy?") == "Why?"  # falls back to the prompt


def test_clean_title():
    assert clean_title('Title: "Fix VAT rounding."\n\nmore') == "Fix VAT rounding"
    assert clean_title("\n  **Session about caching**  ") == "Session about caching"


def test_offline_title_once_after_the_first_turn(store, workspace):
    rt = Runtime(store=store, workspace=str(workspace))
    agent = rt.open()
    assert agent.titler is not None and agent.titler.provider is None
    run_turn(agent, "Where is `line_total` defined?")
    assert store.get_session(agent.session_id).title == "line_total defined"
    run_turn(rt.agent(agent.session_id), "And where is OutOfStock raised?")
    assert store.get_session(agent.session_id).title == "line_total defined"
    assert not [r for r in store.requests(agent.session_id) if r.strategy == "title"]
    # a title the user gave is kept; titles can be switched off
    named = rt.open(title="my own title")
    run_turn(named, "Where is `line_total` defined?")
    assert store.get_session(named.session_id).title == "my own title"
    off = Runtime(store=store, workspace=str(workspace), title_model="off").open()
    assert off.titler is None


class Blocking:
    """A title model that answers only when the test lets it."""

    name = "blocking"

    def __init__(self):
        self.release = threading.Event()
        self.calls = 0

    def stream(self, request):
        self.calls += 1
        assert request.tools == [] and "title of a coding session" in request.system[0].text
        assert self.release.wait(30)
        yield ProviderResponse(
            [TextPart("Where line_total lives")], Usage(input=40, output=6), "end_turn"
        )


def test_the_title_request_never_blocks_a_turn_and_is_billed_once(tmp_path, workspace):
    db = tmp_path / "s.db"
    store = Store(db)
    rt = Runtime(store=store, workspace=str(workspace))
    agent = rt.open()
    haiku = builtin_catalog().get("claude-haiku-4-5")
    model = Blocking()
    agent.titler = TitleAgent(model, haiku, haiku)
    first = run_turn(agent, "Where is `line_total` defined?")
    # the first turn is over while the title model has not answered
    assert first.reason == "end_turn" and model.calls <= 1
    assert store.get_session(agent.session_id).title == "Where is `line_total` defined?"
    version = agent.loaded_version
    second = run_turn(agent, "And where is OutOfStock raised?")  # runs while the title waits
    assert second.reason == "end_turn"
    model.release.set()
    agent.titler.join(30)
    assert model.calls == 1 and agent.titler.errors == []
    session = store.get_session(agent.session_id)
    assert session.title == "Where line_total lives"
    titles = [r for r in store.requests(agent.session_id) if r.strategy == "title"]
    assert len(titles) == 1 and titles[0].model == "claude-haiku-4-5"
    assert titles[0].cost == pytest.approx(Usage(input=40, output=6).cost(haiku), rel=1e-12)
    # billed to the session, but it is not its context: the odometer is the last turn's
    last = [r for r in store.requests(agent.session_id) if r.strategy != "title"][-1]
    assert session.prompt_tokens == last.usage.prompt
    # the title write did not make the agent reload the session
    assert agent.loaded_version > version and agent.loaded_version == session.version
    run_turn(agent, "One more question about `reserve`?")
    assert model.calls == 1
    store.close()


def test_a_failing_title_model_keeps_the_provisional_title(store, workspace):
    class Broken:
        name = "broken"

        def stream(self, request):
            raise RuntimeError("server down")
            yield

    agent = Runtime(store=store, workspace=str(workspace)).open()
    haiku = builtin_catalog().get("claude-haiku-4-5")
    agent.titler = TitleAgent(Broken(), haiku, haiku)
    assert run_turn(agent, "Where is `line_total` defined?").reason == "end_turn"
    assert store.get_session(agent.session_id).title == "Where is `line_total` defined?"
    assert "server down" in agent.titler.errors[0]
