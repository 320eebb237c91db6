"""Every figure a student reads agrees with the others and says what it counts: the meter's
header and the transcript's footer, the compaction line and the context's drop, the parts
table's one total; counts in the right number ("1 session", not "1 sessions"); a regular
expression with its backslashes as typed."""

from __future__ import annotations

import re

import pytest

from ctxmagic.agent.events import StrategyApplied
from ctxmagic.context.strategy import StrategyReport, change_words
from ctxmagic.display.transcript import ToolBlock, TurnView, tool_html, tool_line
from ctxmagic.display.views import part_preview, sessions_table
from ctxmagic.display.words import call_args, count
from ctxmagic.messages.parts import ToolCallPart, ToolResultPart
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Where is `OutOfStock` raised?",
    "Where is `discount_rate` used?",
    "Where is `Order` defined?",
    "Where is `Catalog` defined?",
]


def figure(text: str, name: str) -> int:
    return int(re.search(rf"{name} ([\d,]+)", text).group(1).replace(",", ""))


def test_counts_agree_in_number():
    assert count(1, "session") == "1 session" and count(2, "session") == "2 sessions"
    assert count(1, "tool call") == "1 tool call" and count(0, "tool call") == "0 tool calls"
    assert count(1_024, "request") == "1,024 requests" and count(3, "summary") == "3 summaries"
    assert change_words(1_318) == "1,318 freed" and change_words(-113) == "113 added"
    assert change_words(0) == "none freed"


def test_a_compaction_line_frees_what_the_context_dropped_by():
    report = StrategyReport("summarize", tokens_before=2_142, tokens_after=578)
    report.context_before, report.context_after = 2_882, 1_564
    line = report.summary_line()
    assert "context 2,882 -> 1,564 tokens, 1,318 freed" in line
    assert "1,564 freed" not in line and "messages 2,142 -> 578" in line
    grown = StrategyReport("truncate", tokens_before=1_000, tokens_after=1_113).summary_line()
    assert "113 added" in grown and "-113" not in grown
    from ctxmagic.context.strategy import PartChange

    one = StrategyReport(
        "prune", changes=[PartChange("m1", 0, "tool", "tool_result", "bash", "pruned", 90, 5)]
    ).summary_line()
    assert one.startswith("prune: 1 part pruned;"), one  # it says what it counts


def test_the_footer_shows_the_meters_context_at_every_event(store, workspace):
    """Mid-turn the header (the meter) includes the streaming estimate; the footer showed the
    last finished request's figure (2,535 against 2,006). Now both are one figure, through a
    compaction too, and each compaction line's freed tokens are the drop the meter shows."""
    agent = make_agent(store, workspace, context_window=4_000)
    view = TurnView(threshold=0.95)
    compactions = 0
    for prompt in PROMPTS:
        view = TurnView(threshold=0.95, meter=view.meter)
        streaming = 0
        for event in agent.turn(prompt):
            before = view.meter.context
            view.apply(event)
            head = view.meter.lines()["head"]
            assert figure(view.footer_text(), "context") == figure(head, "context")
            assert f"context <b>{view.meter.context:,}</b>" in view.footer_html()
            streaming += view.meter.streaming
            if isinstance(event, StrategyApplied) and event.report.context_before is not None:
                compactions += 1
                line = event.report.summary_line()
                dropped = before - view.meter.context
                assert f", {dropped:,} freed" in line, (line, before, view.meter.context)
        assert streaming, "no event while a response streamed"
    assert compactions, "no compaction in five turns on a 4,000-token window"


def test_the_parts_table_has_one_total_and_says_how_it_meets_the_meters(shell):
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    magic = shell.magics_manager.registry["CtxMagic"]
    context = magic.runtime.store.get_session(magic.session_id).context_tokens
    table = shell.run_line_magic("ctx", "parts")
    totals = re.findall(r"([\d,]+) tokens", table.title)
    assert len(totals) == 1 and "before your prompt" in table.title, table.title
    assert f"{context:,} tokens" not in table.title or totals[0] == f"{context:,}"
    assert f"the meter's figure, is {context:,} tokens" in table.caption
    assert "1 positions" not in table.title


def test_one_session_is_one_session(shell):
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    magic = shell.magics_manager.registry["CtxMagic"]
    sessions = magic.runtime.store.sessions()
    assert sessions_table(sessions, magic.session_id).title == "1 session"


def test_a_regular_expression_keeps_its_backslashes_as_typed():
    pattern = r"\braise\s+OutOfStock\b"
    call = ToolCallPart(id="c1", name="grep", input={"pattern": pattern, "path": "src"})
    result = ToolResultPart(tool_call_id="c1", name="grep", content="Found 1 matches")
    block = ToolBlock(call, result)
    assert call_args(call.input) == rf'pattern="{pattern}", path="src"'
    assert pattern in tool_line(block) and "\\\\" not in tool_line(block)
    html = tool_html(block)
    assert pattern in html and "\\\\" not in html
    assert pattern in part_preview(call) and "\\\\" not in part_preview(call)
    assert "-> 1 line" in tool_line(block) and "1 lines" not in tool_line(block)
    assert call_args({"content": "a\nb", "n": 2}) == 'content="a\\nb", n=2'


@pytest.mark.parametrize("calls, text", [(1, "1 tool call in 1 request"), (3, "3 tool calls")])
def test_a_sub_agents_summary_counts_in_the_right_number(calls, text):
    from ctxmagic.display.transcript import task_summary

    child = TurnView()
    child.items = [ToolBlock(ToolCallPart(id=f"k{i}", name="ls", input={})) for i in range(calls)]
    call = ToolCallPart(id="t", name="task", input={"prompt": "x"})
    result = ToolResultPart(
        tool_call_id="t",
        name="task",
        content="done",
        metadata={
            "task": True,
            "session_id": "ses_task_x",
            "reason": "end_turn",
            "steps": 1 if calls == 1 else 2,
        },
    )
    assert text in task_summary(ToolBlock(call, result, child))


def _cut(content, metadata, tmp_path, **cap):
    from ctxmagic.context.truncate import truncate_output

    return truncate_output(content, metadata, call_id="c1", workspace=tmp_path, **cap)


def test_truncated_at_the_source_only_when_the_tool_cut_it(tmp_path):
    """The truncate strategy's cut said "truncated at the source" (its ``truncated`` flag
    was taken for the tool's); now each cut names who made it."""
    from ctxmagic.display.transcript import _cut_note

    def note(metadata, content="x\n" * 3_000, **cap):
        text, meta = _cut(content, metadata, tmp_path, **cap)
        return _cut_note(
            ToolResultPart(tool_call_id="c1", name="bash", content=text, metadata=meta)
        )

    by_strategy = note({"exit_code": 0, "truncated": False}, max_lines=2_000)
    assert by_strategy == "cut by the truncate strategy (1,000 lines, 2,000 bytes omitted)"
    tool_cut = {"exit_code": 0, "truncated": True, "stdout_chars_cut": 40_000}
    both = note(tool_cut, "y" * 60_000, max_bytes=50_000)
    assert both.startswith("truncated at the source (stdout chars cut 40,000); cut by the ")
    alone = ToolResultPart(tool_call_id="c", name="view", content="a", metadata={**tool_cut})
    assert _cut_note(alone) == "truncated at the source (stdout chars cut 40,000)"
    older = {"truncated": True, "cap": {"lines_omitted": 5, "bytes_omitted": 10}}  # no at_source
    assert _cut_note(ToolResultPart("c", "bash", "a", older)).startswith("cut by the truncate")


@pytest.mark.parametrize(
    "permissions, answer, said, shown",
    [
        ({"bash": "deny"}, None, "the permission policy denied it", "denied by the permission"),
        ({"bash": "ask"}, "no", "you denied it.", "denied by you, not run"),
    ],
)
def test_a_denied_call_says_it_was_denied(store, workspace, permissions, answer, said, shown):
    """The offline model answered "Ran `python -m pytest -q` (exit code None)" for a call
    that never ran; the cell's tool line read like a run with 1 line of output."""
    from ctxmagic.runtime import Runtime
    from ctxmagic.safety.permissions import Answer

    runtime = Runtime(store=store, workspace=str(workspace), permissions=permissions)
    runtime.approver = (lambda call, verdict: Answer(False)) if answer else None
    agent = runtime.agent(runtime.new_session("t").id)
    view = TurnView()
    for event in agent.turn("run `python -m pytest -q`"):
        view.apply(event)
    text = view.to_text()
    assert said in text and "exit code None" not in text and "Ran `" not in text, text
    assert f"> bash(python -m pytest -q) -> {shown}" in text
    assert "data-permission=" in view.to_html() and shown in view.to_html()


def test_a_permission_answer_says_what_by_whom_and_the_rule_added():
    from ctxmagic.safety.approval import Answered, outcome
    from ctxmagic.safety.permissions import Answer, Verdict

    verdict = Verdict("ask", "bash", "python -m pytest -q", "bash asks", (("bash", "python *"),))
    assert outcome(verdict, Answer(True)) == "allowed once by you"
    assert outcome(verdict, Answer(False)) == "denied by you"
    assert outcome(verdict, Answer(True, always=True)) == (
        "always allowed by you; rule added for the rest of this kernel: bash python *"
    )
    assert outcome(verdict, None) == "not answered (the turn was interrupted)"
    assert "headless" in outcome(verdict, Answer(False, note="no one to answer (headless)"))
    bundle = Answered("bash wants to run: x", "bash asks", "denied by you")._repr_mimebundle_()
    assert set(bundle) == {"text/plain", "text/html"} and "needed" not in str(bundle)
    assert bundle["text/plain"] == "Permission: bash wants to run: x -> denied by you (bash asks)"


def test_the_transcript_ends_at_a_call_waiting_for_an_answer(store, workspace):
    """The buttons are the output under the transcript: while they show, the transcript
    leaves out its footer so they sit beside the pending call; the answer stays on the call."""
    view = run_once(store, workspace)
    block = next(i for i in view.items if isinstance(i, ToolBlock))
    pending = ToolBlock(ToolCallPart(id="p1", name="bash", input={"command": "make"}))
    view.items.append(pending)
    view.status = "running"
    view.asking("p1")
    html = view.to_html(meter=False)
    assert "turn ended" not in html
    assert "waiting for your answer" in html and "ctxmagic-footer" not in html
    after = html[html.index("waiting for your answer") :]  # the pending call is the last thing
    assert "ctxmagic-tool" not in after and "ctxmagic-text" not in after
    assert "ctxmagic-where" not in after and "ctxmagic-running" not in after
    view.asking("p1", "allowed once by you")
    view.status = "end_turn"
    pending.result = ToolResultPart(tool_call_id="p1", name="bash", content="ok")
    html = view.to_html(meter=False)
    assert "ctxmagic-footer" in html and "waiting" not in html
    assert "allowed once by you" in html and "allowed once by you; 1 line" in view.to_text()
    assert block.permission == ""
    # a sub-agent's call: its block is nested in the task call's, the parent's footer goes too
    child = TurnView()
    child.items.append(ToolBlock(ToolCallPart(id="k1", name="bash", input={"command": "ls"})))
    task = ToolBlock(ToolCallPart(id="t1", name="task", input={"prompt": "look"}), child=child)
    view.items.append(task)
    view.asking("k1")
    assert view.awaiting and "ctxmagic-footer" not in view.to_html(meter=False)
    view.asking("k1", "denied by you")
    assert not view.awaiting and child.items[0].permission == "denied by you"


def run_once(store, workspace):
    agent = make_agent(store, workspace)
    view = TurnView()
    for event in agent.turn("Where is `line_total` defined?"):
        view.apply(event)
    return view


def test_an_edit_shows_its_diff_not_its_arguments(store, tmp_path):
    """The edit tool's diff was kept in its result's metadata "for the notebook to show" and
    never shown: the block listed old_string/new_string on one escaped line, and the offline
    model's "the diff is in the edit block above" pointed at nothing."""
    from ctxmagic.agent.loop import run_turn
    from tests.conftest import make_agent

    (tmp_path / "m.py").write_text("A = 1\nB = 2\nC = 3\n")
    agent = make_agent(store, tmp_path)
    run_turn(agent, "Delete the line `B = 2` from m.py")
    messages = store.messages(agent.session_id)
    calls = {c.id: c for m in messages for c in m.tool_calls}
    (result,) = [r for m in messages for r in m.tool_results if r.name == "edit"]
    block = ToolBlock(calls[result.tool_call_id], result)
    html = tool_html(block)
    assert "m.py → +0 -1 lines" in html and "old_string" not in html
    assert "background:rgba(248,81,73,0.20)'>-B = 2</span>" in html  # the removed line, red
    assert " A = 1" in html and "@@ -1,3 +1,2 @@" in html
    assert tool_line(block) == "> edit(m.py) -> +0 -1 lines"
