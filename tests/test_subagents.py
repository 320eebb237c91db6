"""The task tool: a sub-agent's turn in a child session, its cost rolled up, its context kept out."""

from __future__ import annotations

from contextlib import suppress

import pytest

from ctxmagic.agent.events import TaskEvent, ToolFinished, ToolStarted, TurnFinished
from ctxmagic.agent.loop import run_turn
from ctxmagic.agent.subagents import render_result, task_outcome
from ctxmagic.messages.parts import TextPart, ToolCallPart
from ctxmagic.model.request import ProviderResponse
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from tests.keys import made_up
from tests.test_agent import Scripted, assert_valid_history
from tests.wire import WireServer, anthropic_sse, openai_sse

PROMPT = "Where is `line_total` defined?"


def task_call(call_id="toolu_task1", prompt=PROMPT, description="find line_total"):
    return ToolCallPart(call_id, "task", {"description": description, "prompt": prompt})


def delegating(*calls, then="Done."):
    """A parent model that calls the task tool, then answers."""
    return Scripted(
        ProviderResponse(
            [TextPart("Delegating."), *calls], Usage(input=900, output=40), "tool_use"
        ),
        ProviderResponse([TextPart(then)], Usage(input=1400, output=12), "end_turn"),
    )


def runtime(store, workspace, **settings):
    return Runtime(store=store, workspace=str(workspace), **settings)


def test_child_session_has_the_call_id_the_parent_and_read_only_tools(store, workspace):
    rt = runtime(store, workspace)
    parent = rt.agent(rt.new_session().id, client=delegating(task_call()))
    events = list(parent.turn("Find line_total with a sub-agent"))
    child = store.get_session("ses_task_toolu_task1")
    assert child.parent_session_id == parent.session_id
    assert child.title == "find line_total"
    assert store.children(parent.session_id) == [child]
    # the child ran its own loop with the read-only tools, in its own session
    inner = [e.event for e in events if isinstance(e, TaskEvent)]
    assert {e.session_id for e in events if isinstance(e, TaskEvent)} == {child.id}
    tools = {e.call.name for e in inner if isinstance(e, ToolStarted)}
    assert tools and tools <= {"view", "grep", "glob", "ls"}
    assert isinstance(inner[-1], TurnFinished) and inner[-1].reason == "end_turn"
    assert_valid_history(store.messages(child.id))
    assert store.messages(child.id)[0].text == PROMPT
    # the child's agent was dropped after its run (a task runs once)
    assert child.id not in rt._agents


def test_costs_roll_up_exactly_and_requests_stay_the_childs(store, workspace):
    rt = runtime(store, workspace)
    parent = rt.agent(rt.new_session().id, client=delegating(task_call()))
    final = run_turn(parent, "Find line_total with a sub-agent")
    child_requests = store.requests("ses_task_toolu_task1")
    own = store.requests(parent.session_id)
    assert len(own) == 2 and len(child_requests) >= 2
    assert {r.session_id for r in child_requests} == {"ses_task_toolu_task1"}
    p = store.get_session(parent.session_id)
    c = store.get_session("ses_task_toolu_task1")
    child_usage = sum((r.usage for r in child_requests), Usage())
    own_usage = sum((r.usage for r in own), Usage())
    assert p.total_input_tokens == own_usage.input + child_usage.input
    assert p.total_output_tokens == own_usage.output + child_usage.output
    assert p.total_cache_read_tokens == own_usage.cache_read + child_usage.cache_read
    assert p.total_cache_write_tokens == own_usage.cache_write + child_usage.cache_write
    assert p.cost == pytest.approx(sum(r.cost for r in own) + c.cost, rel=1e-12)
    assert c.cost == pytest.approx(sum(r.cost for r in child_requests), rel=1e-12)
    assert p.request_count == 2  # the parent's own; its odometer is its last request's
    assert (p.prompt_tokens, p.completion_tokens) == (own[-1].usage.prompt, own[-1].usage.output)
    # the turn reports its own usage and what its sub-agents spent
    assert final.usage == own_usage and final.task_usage == child_usage
    assert final.task_cost == pytest.approx(c.cost, rel=1e-12)
    outcome = task_outcome(store.messages(parent.session_id)[2].parts[0])
    assert outcome.usage == child_usage and outcome.kept_out > 0


def test_the_parents_next_request_holds_only_the_final_answer(store, workspace):
    rt = runtime(store, workspace)
    model = delegating(task_call())
    parent = rt.agent(rt.new_session().id, client=model)
    run_turn(parent, "Find line_total with a sub-agent")
    child = "ses_task_toolu_task1"
    answer = store.messages(child)[-1].text
    second = model.requests[1].messages
    assert [m.role for m in second] == ["user", "assistant", "tool"]
    (result,) = second[-1].parts
    assert result.content == render_result(child, "completed", answer.strip())
    assert not result.is_error
    # nothing of the child's own tool calls or results reached the parent's history
    child_calls = {c.id for m in store.messages(child) for c in m.tool_calls}
    parent_ids = {c.id for m in store.messages(parent.session_id) for c in m.tool_calls}
    assert child_calls and not child_calls & parent_ids
    assert all(m.session_id == parent.session_id for m in store.messages(parent.session_id))
    assert_valid_history(store.messages(parent.session_id))


def test_an_interrupt_inside_the_child_leaves_both_sessions_consistent(store, workspace):
    rt = runtime(store, workspace)
    parent = rt.agent(rt.new_session().id, client=delegating(task_call()))
    events = parent.turn("Find line_total with a sub-agent")
    for event in events:  # what the magic does on KeyboardInterrupt: close the turn
        if isinstance(event, TaskEvent) and isinstance(event.event, ToolStarted):
            break
    events.close()
    child = "ses_task_toolu_task1"
    for session in (parent.session_id, child):
        assert_valid_history(store.messages(session))
        assert store.lease(session) is None
    # the child's own call got the "interrupted" result; the parent's task call an error result
    # naming the child, not the generic placeholder
    (result,) = store.messages(parent.session_id)[-1].parts
    assert result.is_error and result.metadata["session_id"] == child
    assert result.metadata["reason"] == "interrupted"
    assert f'<task id="{child}" state="error">' in result.content
    # what the child spent before the interrupt is in the parent's totals
    c = store.get_session(child)
    assert c.request_count >= 1
    assert store.get_session(parent.session_id).cost == pytest.approx(
        sum(r.cost for r in store.requests(parent.session_id)) + c.cost, rel=1e-12
    )
    # both sessions go on: the parent's next turn, and the child resumed on its own
    parent.provider = Scripted(ProviderResponse([TextPart("ok")], Usage(10, 2), "end_turn"))
    assert run_turn(parent, "carry on").reason == "end_turn"
    assert run_turn(rt.agent(child), "list the files").reason == "end_turn"
    assert_valid_history(store.messages(child))


def test_keyboard_interrupt_raised_in_a_child_tool(store, workspace, monkeypatch):
    from ctxmagic.agent import loop as agent_module

    real = agent_module.run_tool

    def run_tool(name, args, ctx):
        if ctx.session_id.startswith("ses_task_") and name == "grep":
            raise KeyboardInterrupt
        return real(name, args, ctx)

    monkeypatch.setattr(agent_module, "run_tool", run_tool)
    rt = runtime(store, workspace)
    parent = rt.agent(rt.new_session().id, client=delegating(task_call()))
    with pytest.raises(KeyboardInterrupt):
        run_turn(parent, "Find line_total with a sub-agent")
    for session in (parent.session_id, "ses_task_toolu_task1"):
        assert_valid_history(store.messages(session))
        assert store.lease(session) is None
    (result,) = store.messages(parent.session_id)[-1].parts
    assert result.is_error and result.metadata["reason"] == "interrupted"


def test_errors_in_the_child_come_back_as_an_error_result(store, workspace, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    rt = runtime(store, workspace, task_model="claude-haiku-4-5")
    model = delegating(task_call(), then="The sub-agent could not run.")
    parent = rt.agent(rt.new_session().id, client=model)
    final = run_turn(parent, "Find line_total with a sub-agent")
    assert final.reason == "end_turn"  # the parent reads the error and carries on
    (result,) = model.requests[1].messages[-1].parts
    assert result.is_error and "could not start" in result.content
    assert "ANTHROPIC_API_KEY" in result.content
    # a prompt-less call is refused with a line the model can act on
    model = delegating(ToolCallPart("toolu_x", "task", {"prompt": "  "}))
    parent = rt.agent(rt.new_session().id, client=model)
    run_turn(parent, "again")
    (result,) = model.requests[1].messages[-1].parts
    assert result.is_error and "non-empty 'prompt'" in result.content


def test_the_child_stops_at_its_step_limit(store, workspace):
    rt = runtime(store, workspace, task_max_steps=1)
    model = delegating(task_call())
    parent = rt.agent(rt.new_session().id, client=model)
    run_turn(parent, "Find line_total with a sub-agent")
    assert len(store.requests("ses_task_toolu_task1")) == 1
    (result,) = model.requests[1].messages[-1].parts
    assert "step limit, 1 requests" in result.content


def test_ids_are_derived_uniquely_when_a_server_repeats_call_ids(store, workspace):
    rt = runtime(store, workspace)
    first = rt.agent(rt.new_session().id, client=delegating(task_call("call_0")))
    run_turn(first, "one")
    second = rt.agent(rt.new_session().id, client=delegating(task_call("call_0")))
    run_turn(second, "two")
    children = [s for s in store.sessions() if s.parent_session_id]
    assert sorted(s.parent_session_id for s in children) == sorted(
        [first.session_id, second.session_id]
    )
    ids = {s.id for s in children}
    assert "ses_task_call_0" in ids and len(ids) == 2


def test_role_settings_are_checked(store, workspace):
    from ctxmagic.errors import ConfigError

    rt = runtime(store, workspace, task_tools="view,task")
    with pytest.raises(ConfigError, match="cannot start sub-agents"):
        rt.agent_settings(task=True)
    rt = runtime(store, workspace, tools="view,bogus")
    with pytest.raises(ConfigError, match="unknown tool 'bogus' in CtxMagic.tools"):
        rt.open()
    # a %%agent cell checks the roles before anything is saved
    rt = runtime(store, workspace, task_model="claude-nonexistent")
    with pytest.raises(ConfigError, match="^CtxMagic.task_model: unknown model 'claude-non"):
        rt.check("offline")
    runtime(store, workspace, title_model="off", task_model="claude-haiku-4-5").check("offline")
    # without the task tool the coder offers none and runs none
    rt = runtime(store, workspace, tools="view,grep")
    agent = rt.open()
    assert agent.tasks is None and [t["name"] for t in agent.base_context()[1]] == ["view", "grep"]


def test_offline_model_sends_one_sub_agent_per_place(store, workspace):
    rt = runtime(store, workspace)
    agent = rt.open()
    prompt = (
        "Look into each of these modules and tell me what they define: "
        "`bookshop/pricing.py`, `bookshop/orders.py`, `bookshop/catalog.py`."
    )
    events = list(agent.turn(prompt))
    top = [e.call for e in events if isinstance(e, ToolStarted)]
    assert [c.name for c in top] == ["task"] * 3
    assert [c.input["prompt"].split("`")[1] for c in top] == [
        "bookshop/pricing.py",
        "bookshop/orders.py",
        "bookshop/catalog.py",
    ]
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert all(not e.result.is_error for e in finished)
    answer = store.messages(agent.session_id)[-1].text
    for name in ("line_total", "OutOfStock", "demo_catalog"):
        assert name in answer  # each sub-agent's report made it into the answer
    # a digest: one heading per place, and none of the reports' listings
    assert answer.count("**The sub-agent on `bookshop/") == 3 and "found 9 files" not in answer
    assert len(store.children(agent.session_id)) == 3
    # a sub-agent's request offers no task tool: the rule never recurses
    for child in store.children(agent.session_id):
        assert all(c.name != "task" for m in store.messages(child.id) for c in m.tool_calls)
    # one place, or a request to run something, is not delegated
    events = list(agent.turn("Look into `bookshop/pricing.py` and tell me what it defines"))
    assert "task" not in [e.call.name for e in events if isinstance(e, ToolStarted)]


@pytest.mark.parametrize("wire_format", ["anthropic", "openai"])
def test_the_task_tool_over_both_wire_formats(store, workspace, monkeypatch, wire_format):
    """The real SDK clients carry the task call, the sub-agent's own requests (its tools, its
    prompt) and the result, and the title request after the turn, through a local server."""
    sse = anthropic_sse if wire_format == "anthropic" else openai_sse
    monkeypatch.setenv("ANTHROPIC_API_KEY", made_up("ant-test-key-subagents-0123456789"))
    monkeypatch.setenv("OPENAI_API_KEY", made_up("test-openai-subagents"))
    model = "claude-sonnet-4-6" if wire_format == "anthropic" else "gpt-4.1"
    args = {"description": "find line_total", "prompt": PROMPT}
    with WireServer() as wire:
        wire.queue(
            sse.tool_calls_reply([("call_task_1", "task", args)]),
            sse.tool_calls_reply([("call_grep_1", "grep", {"pattern": "def line_total"})]),
            sse.text_reply("`line_total` is defined in bookshop/pricing.py:23."),
            sse.text_reply("The sub-agent found it: bookshop/pricing.py:23."),
            sse.text_reply("Where line_total is defined"),
        )
        url = wire.url if wire_format == "anthropic" else wire.url + "/v1"
        rt = runtime(store, workspace, provider=wire_format, model=model, base_url=url)
        parent = rt.open()
        final = run_turn(parent, "Use a sub-agent: where is `line_total` defined?")
        bodies = wire.bodies
    assert final.reason == "end_turn" and len(bodies) == 5

    def tool_names(body):
        return [t.get("name") or t["function"]["name"] for t in body["tools"]]

    def system_text(body):
        if wire_format == "anthropic":
            return " ".join(b["text"] for b in body["system"])
        return body["messages"][0]["content"]

    assert "task" in tool_names(bodies[0])
    assert tool_names(bodies[1]) == ["view", "grep", "glob", "ls"]  # the sub-agent's
    assert "sub-agent of a coding agent" in system_text(bodies[1])
    assert PROMPT in str(bodies[1]["messages"])
    # the parent's second request: the task result is the sub-agent's answer, and only that
    last = bodies[3]["messages"][-1]
    carried = str(last)
    assert "bookshop/pricing.py:23" in carried and "call_task_1" in carried
    assert "call_grep_1" not in str(bodies[3]) and "def line_total" not in str(bodies[3])
    # the title: a small model, no tools, billed as the session's own request
    assert bodies[4]["model"] == (
        "claude-haiku-4-5" if wire_format == "anthropic" else "gpt-5.4-nano"
    )
    assert not bodies[4].get("tools")
    session = store.get_session(parent.session_id)
    assert session.title == "Where line_total is defined"
    kinds = [r.strategy for r in store.requests(parent.session_id)]
    assert kinds.count("title") == 1


def test_a_fork_is_a_child_that_pays_for_itself_and_runs_as_the_coder(store, workspace):
    """Forks (re-running a cell) also record their parent: only task sessions roll up."""
    from ctxmagic.store.fork import fork_session

    rt = runtime(store, workspace)
    parent = rt.open()
    run_turn(parent, "Where is `line_total` defined?")
    run_turn(parent, "And where is `OutOfStock` raised?")
    before = store.get_session(parent.session_id)
    second = [m for m in store.messages(parent.session_id) if m.role == "user"][1]
    fork = fork_session(store, parent.session_id, second.id)
    assert fork.parent_session_id == parent.session_id and fork.agent == ""
    agent = rt.agent(fork.id)
    assert agent.tasks is not None and "bash" in agent.settings.tools
    run_turn(agent, "Where is `demo_catalog` used?")
    after = store.get_session(parent.session_id)
    assert (after.cost, after.total_input_tokens) == (before.cost, before.total_input_tokens)
    assert store.get_session(fork.id).cost > 0


def test_an_interrupt_anywhere_in_the_task_path_keeps_both_sessions_sound(store, workspace):
    """Fault injection (tests/test_interrupts.py's tracer) over the task runner and the store:
    wherever the KeyboardInterrupt lands, both histories stay valid, no lease is left, the
    parent's totals are its own requests plus its children's, and the parent's next turn runs."""
    from tests.test_interrupts import Tracer, positions, spread

    runs = iter(range(1000))

    def delegated_turn(rt, session_id):
        # a call id of its own each run: every run takes the same path (no id already taken)
        call = task_call(f"toolu_run{next(runs)}")
        agent = rt.agent(session_id, client=delegating(call))
        events = agent.turn("Find line_total with a sub-agent")
        try:
            for _ in events:
                pass
        except KeyboardInterrupt:
            events.close()
            raise
        return agent

    rt = runtime(store, workspace)
    delegated_turn(rt, rt.new_session().id)  # warm: what loads once (catalog, tokenizer) has
    session_id = rt.new_session().id
    with Tracer() as reference:
        delegated_turn(rt, session_id)
    every = positions(reference.events)
    runner = [p for p in every if p.where[0] == "agent/subagents.py"]
    driver = [p for p in every if p.where[2]]
    chosen = spread(runner, 16) + spread(driver, 8)
    assert len(chosen) == 24
    problems = []
    for position in chosen:
        session_id = rt.new_session().id
        with Tracer((position.where, position.hit)) as tracer, suppress(KeyboardInterrupt):
            delegated_turn(rt, session_id)
        assert tracer.fired, position
        children = store.children(session_id)
        for sid in [session_id, *(c.id for c in children)]:
            try:  # (a session the interrupt stopped before its prompt was saved is empty)
                if store.messages(sid):
                    assert_valid_history(store.messages(sid))
            except AssertionError as exc:
                problems.append(f"{position}: {sid} history: {exc}")
            if store.lease(sid) is not None:
                problems.append(f"{position}: {sid} keeps its lease")
        parent = store.get_session(session_id)
        own = sum(r.cost for r in store.requests(session_id))
        if parent.cost != pytest.approx(own + sum(c.cost for c in children), rel=1e-9):
            problems.append(f"{position}: parent cost {parent.cost} != own {own} + children")
        agent = rt.agent(session_id)
        agent.provider = Scripted(ProviderResponse([TextPart("ok")], Usage(10, 2), "end_turn"))
        if run_turn(agent, "carry on").reason != "end_turn":
            problems.append(f"{position}: the next turn did not end")
    assert not problems, "\n".join(problems)
