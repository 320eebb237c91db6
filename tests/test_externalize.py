"""Externalize: memory index and repo map as system context, the memory tool, no message changes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ctxmagic.context import externalize
from ctxmagic.context.policy import Policy
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool, tool_specs


@pytest.fixture
def counter() -> TokenCounter:
    return TokenCounter()


def remember(workspace: Path, path: str, text: str) -> None:
    out = run_tool(
        "memory", {"command": "create", "path": path, "file_text": text}, ToolContext(workspace)
    )
    assert not out.is_error, out.content


def sources(blocks) -> list[str]:
    return [b.source for b in blocks]


# --- settings ---------------------------------------------------------------------------------


def test_defaults_and_policy_validation():
    assert externalize.DEFAULTS == {
        "memory": True,
        "repo_map": True,
        "repo_map_tokens": 1024,
        "context_files": True,
    }
    assert Policy(["externalize"]).settings("externalize") == externalize.DEFAULTS
    with pytest.raises(ConfigError, match="unknown parameter.*repo_map_size.*valid parameters"):
        Policy(["externalize"], {"externalize": {"repo_map_size": 10}})


@pytest.mark.parametrize(
    "settings, fragment",
    [
        ({"bogus": 1}, "unknown parameter bogus"),
        ({"memory": "yes"}, "memory must be true or false"),
        ({"repo_map": 1}, "repo_map must be true or false"),
        ({"repo_map_tokens": 0}, "repo_map_tokens must be a whole number"),
        ({"repo_map_tokens": True}, "repo_map_tokens must be a whole number"),
        ({"repo_map_tokens": 10.5}, "repo_map_tokens must be a whole number"),
    ],
)
def test_bad_settings_are_one_line_errors(settings, fragment, workspace, counter):
    with pytest.raises(ConfigError) as info:
        externalize.system_blocks(workspace, settings, counter)
    assert fragment in str(info.value) and "\n" not in str(info.value)


# --- system blocks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "memory, repo_map, expected",
    [
        (True, True, ["memory index", "repo map"]),
        (True, False, ["memory index"]),
        (False, True, ["repo map"]),
        (False, False, []),
    ],
)
def test_blocks_follow_the_settings(workspace, counter, memory, repo_map, expected):
    settings = {"memory": memory, "repo_map": repo_map}
    blocks = externalize.system_blocks(workspace, settings, counter)
    assert sources(blocks) == expected
    assert externalize.tool_names(settings) == (["memory"] if memory else [])


def test_context_files_are_not_duplicated(workspace, counter):
    blocks = externalize.system_blocks(workspace, {}, counter)
    assert (workspace / "AGENTS.md").exists()
    assert "AGENTS.md" not in sources(blocks)
    agents = (workspace / "AGENTS.md").read_text().strip().splitlines()[0]
    assert all(agents not in b.text for b in blocks)


def test_memory_index_reflects_the_files(workspace, counter):
    (block,) = externalize.system_blocks(workspace, {"repo_map": False}, counter)
    assert "It is empty" in block.text and "memory tool" in block.text
    remember(workspace, "/memories/progress.md", "step 2 of 3 done\n")
    remember(workspace, "/memories/decisions/api.md", "x" * 2048)
    (workspace / "memories" / ".draft").write_text("hidden")
    (block,) = externalize.system_blocks(workspace, {"repo_map": False}, counter)
    assert "- /memories/decisions/api.md (2.0 KB)\n- /memories/progress.md (17 B)" in block.text
    assert "empty" not in block.text and ".draft" not in block.text
    assert "view the notes" in block.text


def test_memory_index_names_at_most_50_files(workspace, counter):
    for i in range(53):
        remember(workspace, f"n{i:02d}.md", "x")
    (block,) = externalize.system_blocks(workspace, {"repo_map": False}, counter)
    assert "/memories/n49.md" in block.text and "/memories/n50.md" not in block.text
    assert "... and 3 more" in block.text


def test_repo_map_block_within_its_budget(workspace, counter):
    blocks = externalize.system_blocks(workspace, {"memory": False, "repo_map_tokens": 60}, counter)
    (block,) = blocks
    intro, _, body = block.text.partition("\n\n")
    assert "most referenced of" in intro
    assert 0 < counter.text(body) <= 60
    assert body.startswith("bookshop/")
    big = externalize.system_blocks(workspace, {"memory": False, "repo_map_tokens": 5000}, counter)
    assert "all " in big[0].text.split("\n")[0]
    assert len(big[0].text) > len(block.text)


def test_no_repo_map_block_without_python(tmp_path, counter):
    (tmp_path / "notes.txt").write_text("nothing to map\n")
    assert sources(externalize.system_blocks(tmp_path, {}, counter)) == ["memory index"]


def test_memory_tool_spec_available_for_the_request():
    names = externalize.tool_names({})
    (spec,) = tool_specs(names)
    assert spec["name"] == "memory"


# --- tables -----------------------------------------------------------------------------------


def test_context_files_rows(workspace, counter):
    (workspace / "CLAUDE.md").write_text("x " * 40_000)  # over the 64 KB read limit
    rows = externalize.context_files_table_rows(workspace, counter)
    assert [r[0] for r in rows] == ["AGENTS.md", "CLAUDE.md"]
    agents_tokens = counter.text((workspace / "AGENTS.md").read_text())
    assert rows[0][1] > agents_tokens  # the block's heading counts too
    assert rows[0][2] is False and rows[1][2] is True
    assert externalize.project_context_files(workspace, {"context_files": False}) == []
    assert [f.path for f in externalize.project_context_files(workspace, {})] == [
        "AGENTS.md",
        "CLAUDE.md",
    ]


def test_memory_rows(workspace):
    assert externalize.memory_rows(workspace) == []
    remember(workspace, "b.md", "bb")
    remember(workspace, "a.md", "a")
    rows = externalize.memory_rows(workspace)
    assert [r[:2] for r in rows] == [["/memories/a.md", 1], ["/memories/b.md", 2]]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", r[2]) for r in rows)


# --- apply ------------------------------------------------------------------------------------


def _history() -> list[Message]:
    call = ToolCallPart(id="c1", name="view", input={"path": "README.md"})
    return [
        Message(role="user", parts=[TextPart("what is in the readme?")]),
        Message(role="assistant", parts=[call]),
        Message(
            role="tool",
            parts=[ToolResultPart(tool_call_id="c1", name="view", content="1\t# Bookshop")],
        ),
        Message(role="assistant", parts=[TextPart("A bookshop.")]),
    ]


def _ctx(workspace: Path, counter: TokenCounter, settings: dict) -> StrategyContext:
    return StrategyContext(
        counter=counter,
        window=200_000,
        budget=150_000,
        context_tokens=0,
        settings=settings,
        workspace=workspace,
    )


def test_apply_leaves_messages_alone_and_reports_system_tokens(workspace, counter):
    messages = _history()
    out, report = externalize.apply(messages, _ctx(workspace, counter, {}))
    assert out is messages
    assert report.changes == [] and not report.acted and report.first_invalidated is None
    assert report.tokens_before == report.tokens_after == counter.messages(messages)
    blocks = externalize.system_blocks(workspace, {}, counter)
    tokens = sum(counter.text(b.text) for b in blocks)
    assert report.note == f"system context: memory index + repo map ({tokens:,} tokens)"
    assert "prompt cache untouched" in report.summary_line()


def test_apply_with_everything_off(workspace, counter):
    settings = {"memory": False, "repo_map": False}
    _, report = externalize.apply(_history(), _ctx(workspace, counter, settings))
    assert report.note.startswith("system context: none")
