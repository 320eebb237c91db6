"""The permission policy: allow / ask / deny for bash, write and edit, its defaults, patterns,
what the model reads when a call is refused, and one-line errors for bad rules."""

from __future__ import annotations

import pytest

from ctxmagic.agent.loop import run_turn
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import TextPart, ToolCallPart
from ctxmagic.model.request import ProviderResponse
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.safety import shell
from ctxmagic.safety.permissions import Answer, parse_permissions, wildcard_match
from tests.test_agent import Scripted

CALLS = {
    "bash": {"command": "echo ran > ran.txt"},
    "write": {"path": "new.txt", "content": "written\n"},
    "edit": {"path": "README.md", "old_string": "# bookshop", "new_string": "# bookstore"},
}


def _changed(workspace, tool: str) -> bool:
    if tool == "bash":
        return (workspace / "ran.txt").exists()
    if tool == "write":
        return (workspace / "new.txt").exists()
    return "# bookstore" in (workspace / "README.md").read_text()


def _turn(store, workspace, tool, *, provider="offline", permissions=None, approver="unset"):
    call = ToolCallPart("call_1", tool, CALLS[tool])
    client = Scripted(
        ProviderResponse([call], Usage(input=10, output=2), "tool_use"),
        ProviderResponse([TextPart("done")], Usage(input=20, output=2), "end_turn"),
    )
    runtime = Runtime(
        store=store, workspace=str(workspace), provider=provider, permissions=permissions or {}
    )
    asked = []
    if approver != "unset":

        def approve(call, verdict):
            asked.append((call.name, verdict))
            return approver

        runtime.approver = approve
    else:
        runtime.approver = None
    session = runtime.new_session("t", provider=provider)
    agent = runtime.agent(session.id, client=client)
    run_turn(agent, "go")
    result = store.messages(agent.session_id)[-2].tool_results[0]
    return result, asked, runtime


@pytest.fixture
def keys(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-real-0000")


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_offline_default_allows(store, workspace, tool):
    result, asked, _ = _turn(store, workspace, tool, approver=Answer(False))
    assert not result.is_error and asked == []
    assert _changed(workspace, tool)


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_real_provider_default_asks_and_a_yes_runs_it(store, workspace, tool, keys):
    result, asked, _ = _turn(store, workspace, tool, provider="anthropic", approver=Answer(True))
    assert [name for name, _ in asked] == [tool]
    assert asked[0][1].reason.startswith(f"{tool} asks by default with a real provider")
    assert not result.is_error
    assert _changed(workspace, tool)


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_a_refusal_becomes_a_result_the_model_reads(store, workspace, tool, keys):
    result, asked, _ = _turn(
        store, workspace, tool, provider="anthropic", approver=Answer(False, note="not now")
    )
    assert len(asked) == 1
    assert result.is_error and result.metadata["permission"] == "refused"
    assert f"The user refused the {tool} call" in result.content and "(not now)" in result.content
    assert not _changed(workspace, tool)


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_deny_refuses_without_asking(store, workspace, tool):
    result, asked, _ = _turn(
        store, workspace, tool, permissions={tool: "deny"}, approver=Answer(True)
    )
    assert asked == []
    assert result.is_error and result.metadata["permission"] == "denied"
    assert f"Permission denied: the {tool} call" in result.content
    assert f"permissions rule {tool} '*': deny" in result.content
    assert not _changed(workspace, tool)


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_allow_runs_without_asking_with_a_real_provider(store, workspace, tool, keys):
    result, asked, _ = _turn(
        store, workspace, tool, provider="anthropic", permissions={tool: "allow"}, approver=None
    )
    assert asked == [] and not result.is_error
    assert _changed(workspace, tool)


@pytest.mark.parametrize("tool", ["bash", "write", "edit"])
def test_ask_with_no_one_to_answer_refuses(store, workspace, tool):
    result, _, _ = _turn(store, workspace, tool, permissions={"*": "ask"})
    assert result.is_error and "there is no one to ask" in result.content
    assert not _changed(workspace, tool)


def test_always_allow_is_remembered_for_later_turns(store, workspace, keys):
    result, asked, runtime = _turn(
        store, workspace, "bash", provider="anthropic", approver=Answer(True, always=True)
    )
    assert not result.is_error and len(asked) == 1
    # the program, and the file its redirection writes
    assert runtime.grants == [("bash", "echo *"), ("write", "ran.txt")]
    policy = runtime.permissions("anthropic")
    assert policy.decide("bash", {"command": "echo again"}).action == "allow"
    assert policy.decide("bash", {"command": "rm x"}).action == "ask"


def test_bash_patterns_last_match_wins_and_each_command_counts():
    policy = parse_permissions(
        {"bash": {"*": "ask", "git *": "allow", "git push *": "deny", "rm *": "deny"}},
        offline=False,
    )

    def action(command):
        return policy.decide("bash", {"command": command}).action

    assert action("git status") == "allow"
    assert action("git") == "allow"  # 'git *' also matches the bare program
    assert action("git push origin main") == "deny"
    assert action("ls -la") == "ask"
    assert action("git status && rm -rf build") == "deny"
    assert action("git log | less") == "ask"  # less is not allowed
    assert action("git log $(rm -rf x)") == "deny"  # the substitution's programs count
    assert action("git log `whoami`") == "ask"
    assert action("git log $(git status)") == "allow"
    assert action("git commit -m 'a; rm -rf x'") == "allow"  # quoted, not a separator
    assert policy.decide("view", {"path": "x"}).action == "allow"


def test_path_patterns_for_write_and_edit():
    policy = parse_permissions({"edit": {"*": "deny", "docs/*.md": "allow"}}, offline=True)
    assert policy.decide("edit", {"path": "docs/a.md"}).action == "allow"
    assert policy.decide("edit", {"path": "src/a.py"}).action == "deny"
    assert policy.decide("write", {"path": "src/a.py"}).action == "allow"  # offline default
    everything = parse_permissions("deny", offline=True)
    assert {everything.decide(t, {}).action for t in ("bash", "write", "edit")} == {"deny"}


def test_wildcards_and_command_splitting():
    assert wildcard_match("*.py", "a/b.py") and not wildcard_match("*.py", "a.pyc")
    assert wildcard_match("a?c", "abc") and not wildcard_match("a?c", "ac")
    assert wildcard_match("*a*a*a*a*a*a*a*a*b", "a" * 5000 + "b")
    assert not wildcard_match("*a*a*a*a*a*a*a*a*b", "a" * 5000)


def programs(command):
    return [p.program for p in shell.parse(command).pieces if not p.restricts_only]


def test_commands_are_parsed_into_the_programs_they_run():
    assert programs("a && b || c; d | e & f\ng") == list("abcdefg")
    assert programs("echo 'x;y' \"p|q\" z\\;w") == ["echo"]
    assert programs('echo "$(id)"') == ["id", "echo"] and programs("diff <(a) b") == ["a", "diff"]
    assert programs("echo '$(id)'") == ["echo"]


@pytest.mark.parametrize(
    "value, message",
    [
        ({"bsh": "ask"}, "unknown tool 'bsh'; rules apply to bash, write, edit"),
        ({"bash": "maybe"}, "'maybe' is not an action; use one of allow, ask, deny"),
        ({"bash": {"git *": "yes"}}, "'yes' is not an action"),
        ({"edit": 3}, "must be one of allow, ask, deny or a dict"),
        ("sometimes", "'sometimes' is not an action"),
    ],
)
def test_bad_rules_are_one_line_errors(value, message):
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_permissions(value, offline=True)


def test_bad_rules_refuse_the_python_api_before_anything_is_saved(tmp_path):
    runtime = Runtime(workspace=str(tmp_path), permissions={"bash": "perhaps"})
    with pytest.raises(ConfigError, match="'perhaps' is not an action"):
        runtime.open(None)
    assert runtime.store.sessions() == []
