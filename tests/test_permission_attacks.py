"""A hostile model against the permission policy, through the public surface: ``%%agent`` with
the real Anthropic SDK talking to a scripted server on 127.0.0.1, whose responses are the
attacker's tool calls. Each case is a bypass that worked before the policy parsed commands,
resolved paths and checked every tool: the call must come back refused and the workspace must
be as it was."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from ctxmagic.safety import bwrap
from tests.keys import made_up
from tests.wire import WireServer, anthropic_sse

KEY = made_up("ant-test-attack-key-0123456789abcdef")


@pytest.fixture
def wire():
    with WireServer() as server:
        yield server


@pytest.fixture
def agent_cell(shell, wire, monkeypatch):
    """Run one ``%%agent`` turn whose model makes ``calls`` (then says done); returns the results
    the tools gave, in order, and the sub-agents' results too."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_line_magic("config", "CtxMagic.title_model = 'off'")
    magic = shell.magics_manager.registry["CtxMagic"]

    def run(calls, *replies, config=None):
        for name, value in (config or {}).items():
            setattr(magic, name, value)
        script = [(f"toolu_{i}", name, args) for i, (name, args) in enumerate(calls)]
        wire.queue(anthropic_sse.tool_calls_reply(script), *replies)
        wire.queue(anthropic_sse.text_reply("done"))
        shell.run_cell_magic("agent", "--provider anthropic --model claude-sonnet-4-6", "go")
        store = magic.store
        out = []
        for session in [store.get_session(magic.session_id), *store.children(magic.session_id)]:
            for message in store.messages(session.id):
                out += message.tool_results
        return out

    return run


def refused(result) -> bool:
    return result.is_error and result.metadata.get("permission") in ("denied", "refused")


def snapshot(root):
    """Every file under ``root`` (links as links) with its content, to compare after."""
    state = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".ctxmagic"]
        for name in [*dirs, *files]:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if os.path.islink(path):
                state[rel] = "-> " + os.readlink(path)
            elif os.path.isfile(path):
                with open(path, "rb") as fh:
                    state[rel] = fh.read()
            else:
                state[rel] = "dir"
    return state


# --- the memory tool, and tools the session did not offer ----------------------------------------
MEMORY_CALLS = [
    ("memory", {"command": "create", "path": "/memories/n.md", "file_text": "x"}),
    ("memory", {"command": "delete", "path": "/memories/old.md"}),
    ("memory", {"command": "rename", "old_path": "/memories/old.md", "new_path": "/memories/b.md"}),
]


def test_deny_all_refuses_the_memory_tool(agent_cell, shell, workspace):
    (workspace / "memories").mkdir()
    (workspace / "memories" / "old.md").write_text("keep\n")
    shell.run_line_magic("ctx", "strategy externalize")  # memory is offered
    before = snapshot(workspace)
    results = agent_cell(MEMORY_CALLS, config={"permissions": "deny"})
    assert len(results) == 3 and all(refused(r) for r in results)
    assert "permissions rule memory '*': deny" in results[0].content
    assert snapshot(workspace) == before


def test_a_tool_not_offered_is_refused(agent_cell, workspace):
    """memory without externalize; bash and write in a session whose tools only read."""
    (workspace / "memories").mkdir()
    (workspace / "memories" / "old.md").write_text("keep\n")
    before = snapshot(workspace)
    calls = [
        *MEMORY_CALLS,
        ("bash", {"command": "touch ran"}),
        ("write", {"path": "new.txt", "content": "x"}),
        ("edit", {"path": "README.md", "old_string": "bookshop", "new_string": "x"}),
    ]
    results = agent_cell(calls, config={"tools": "view,grep,glob,ls", "permissions": "allow"})
    assert len(results) == 6 and all(refused(r) for r in results)
    assert "bash is not one of this session's tools (glob, grep, ls, view)" in results[3].content
    assert snapshot(workspace) == before


def test_memory_through_a_symlink_to_the_sources_is_refused(agent_cell, shell, workspace):
    (workspace / "memories").symlink_to(".")
    shell.run_line_magic("ctx", "strategy externalize")
    before = snapshot(workspace)
    calls = [
        ("memory", {"command": "create", "path": "/memories/conftest.py", "file_text": "1/0"}),
        (
            "memory",
            {
                "command": "str_replace",
                "path": "/memories/bookshop/pricing.py",
                "old_str": "def",
                "new_str": "xdef",
            },
        ),
    ]
    results = agent_cell(calls, config={"permissions": "allow"})
    assert all(r.is_error for r in results) and "is a symlink" in results[0].content
    assert snapshot(workspace) == before


def test_a_read_only_sub_agent_cannot_write_or_run_bash(agent_cell, workspace):
    before = snapshot(workspace)
    child = anthropic_sse.tool_calls_reply(
        [
            ("toolu_c1", "write", {"path": "evil.txt", "content": "x"}),
            ("toolu_c2", "bash", {"command": "touch evil2"}),
        ]
    )
    results = agent_cell(
        [("task", {"description": "look", "prompt": "find the pricing code"})],
        child,
        anthropic_sse.text_reply("found nothing"),  # the child's answer
        config={"permissions": "allow"},
    )
    writes = [r for r in results if r.name in ("write", "bash")]
    assert len(writes) == 2 and all(refused(r) for r in writes)
    assert "write is not one of this session's tools" in writes[0].content
    assert snapshot(workspace) == before


# --- bash allow-rules: what `echo *` lets through ------------------------------------------------
ECHO_ONLY = {"bash": {"*": "deny", "echo *": "allow"}, "write": {"*": "deny"}}
ECHO_ATTACKS = [
    "echo $'\\''; touch X #'",  # ANSI-C quoting hid the ; from a splitter
    "echo don't # it's\ntouch X",  # a quote in a comment swallowed the newline
    "echo hi # '\ntouch X",
    "echo x > X",
    "echo 'def evil(): pass' >> bookshop/pricing.py",
    "echo x >| X",
    "echo x &> X",
    "echo $(touch X)",
    "echo `touch X`",
    'echo "$(touch X)"',
    "echo <(touch X)",
    "echo a | touch X",
    "echo a && touch X",
    "echo a; touch X",
    "echo a & touch X",
    "echo a\ntouch X",
    "echo a || touch X",
    "echo a |& touch X",
    "echo ${x:-$(touch X)}",
    "echo $((1 + $(touch X)))",
    "echo a; eval 'touch X'",
    "echo a; bash -c 'touch X'",
    "echo a; sh <<'EOF'\ntouch X\nEOF",
    "echo 'touch X' | sh",
    "echo a; x=$(touch X)",
    "echo a; PATH=/tmp echo b",
    "echo a; exec > X",
    "echo a; cd bookshop && echo b > pricing.py",
    "echo a; {touch,X}",
    "echo a; f() { touch X; }; f",
    "echo a; (touch X)",
    "echo a; { touch X; }",
    "echo a; if true; then touch X; fi",
    "echo a; for i in 1; do touch X; done",
    "echo a; while false; do :; done; touch X",
    "echo a; case x in x) touch X;; esac",
    "echo a; trap 'touch X' EXIT",
    "echo a; cat <<EOF\n$(touch X)\nEOF",
    "echo a; t\\ouch X",
    "echo a; 't'ouch X",
    "echo a; $(printf touch) X",
    "echo a; /usr/bin/touch X",
    "echo a; env touch X",
    "echo a; command touch X",
    "echo a; nohup touch X",
    "echo a; find . -maxdepth 0 -exec touch X \\;",
    "echo a; xargs touch <<< X",
    "echo a; time touch X",
]


def test_an_echo_allow_rule_lets_only_echo_through(agent_cell, workspace):
    before = snapshot(workspace)
    calls = [("bash", {"command": c}) for c in ECHO_ATTACKS]
    calls.append(("bash", {"command": "echo harmless"}))
    results = agent_cell(calls, config={"permissions": ECHO_ONLY})
    assert len(results) == len(calls)
    let_through = [c for c, r in zip(ECHO_ATTACKS, results[:-1], strict=True) if not refused(r)]
    assert let_through == []
    assert not results[-1].is_error and results[-1].content == "harmless"
    assert snapshot(workspace) == before


# --- bash deny-rules: what `rm *` missed ----------------------------------------------------------
RM_DENIED = {"bash": {"*": "allow", "rm *": "deny"}}
RM_ATTACKS = [
    "rm bookshop/cli.py",
    "/bin/rm bookshop/cli.py",
    "/usr/bin/rm bookshop/cli.py",
    "command rm bookshop/cli.py",
    "\\rm bookshop/cli.py",
    "'rm' bookshop/cli.py",
    "r\\m bookshop/cli.py",
    "env rm bookshop/cli.py",
    "env -i rm bookshop/cli.py",
    "env -S 'rm bookshop/cli.py'",
    "find bookshop -name cli.py -delete",
    "find bookshop -name cli.py -exec rm {} +",
    "busybox rm bookshop/cli.py",
    "sudo rm bookshop/cli.py",
    "nice -n 1 rm bookshop/cli.py",
    "timeout 5 rm bookshop/cli.py",
    "echo bookshop/cli.py | xargs rm",
    "exec rm bookshop/cli.py",
    "bash -c 'rm bookshop/cli.py'",
    "sh -ec 'rm bookshop/cli.py'",
    "eval 'rm bookshop/cli.py'",
    "ls $(rm bookshop/cli.py)",
    "X=1 rm bookshop/cli.py",
    "true && rm bookshop/cli.py",
    "$CMD bookshop/cli.py",
]


def test_an_rm_deny_rule_holds_against_its_spellings(agent_cell, workspace):
    before = snapshot(workspace)
    calls = [("bash", {"command": c}) for c in RM_ATTACKS]
    results = agent_cell(calls, config={"permissions": RM_DENIED})
    let_through = [c for c, r in zip(RM_ATTACKS, results, strict=True) if not refused(r)]
    assert let_through == []
    assert snapshot(workspace) == before


# --- path rules: bookshop/* denied ---------------------------------------------------------------
def path_attacks(workspace):
    (workspace / "notes").mkdir()
    (workspace / "link").symlink_to("bookshop")
    (workspace / "notes" / "deep").symlink_to("../bookshop")
    absolute = str(workspace / "bookshop" / "pricing.py")
    return [
        "bookshop/pricing.py",
        "./bookshop/pricing.py",
        absolute,
        "notes/../bookshop/pricing.py",
        "bookshop//pricing.py",
        "link/pricing.py",
        "notes/deep/pricing.py",
        "./link/../bookshop/new.py",
    ]


def test_a_path_rule_holds_against_other_spellings_of_the_path(agent_cell, workspace):
    paths = path_attacks(workspace)
    before = snapshot(workspace)
    rules = {"*": "allow", "bookshop/*": "deny"}
    calls = []
    for path in paths:
        calls.append(("write", {"path": path, "content": "evil\n"}))
        calls.append(("edit", {"path": path, "old_string": "def", "new_string": "evil"}))
        calls.append(("bash", {"command": f"echo evil >> {path}"}))
    results = agent_cell(calls, config={"permissions": {"write": rules, "edit": rules}})
    let_through = [c for c, r in zip(calls, results, strict=True) if not refused(r)]
    assert let_through == []
    assert snapshot(workspace) == before
    assert "permissions rule write 'bookshop/*': deny" in results[0].content


def test_always_allow_for_a_command_does_not_grant_what_it_hides(agent_cell, workspace):
    """An "always" answer grants the programs a command runs, never `*`: the next command's
    other program still asks (here: nobody answers, so it is refused)."""
    results = agent_cell(
        [("bash", {"command": "echo a; touch X"})],
        config={"permissions": {"bash": {"*": "ask", "echo *": "allow"}}},
    )
    assert refused(results[0]) and "touch X" in results[0].content
    assert not (workspace / "X").exists()


sandboxed = pytest.mark.skipif(
    not bwrap.probe().works, reason=f"needs the bash sandbox: {bwrap.probe().detail}"
)


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_allowed_commands_still_run(agent_cell, workspace):
    """The parser is not a wall: ordinary commands under ordinary rules run."""
    rules = {"bash": {"*": "deny", "git *": "allow", "ls *": "allow", "cat *": "allow",
                      "grep *": "allow", "python *": "allow"}}  # fmt: skip
    calls = [
        ("bash", {"command": "ls bookshop | grep pricing"}),
        ("bash", {"command": "cat README.md | grep -c bookshop || true"}),
        ("bash", {"command": "python -c 'print(6*7)'"}),
    ]
    results = agent_cell(calls, config={"permissions": rules})
    refused_calls = [json.dumps(c) for c, r in zip(calls, results, strict=True) if r.is_error]
    assert refused_calls == [], [r.content for r in results]
    assert "pricing.py" in results[0].content and results[2].content == "42"


# --- fan-out ------------------------------------------------------------------------------------
@pytest.mark.parametrize("cap", [8, 2])
def test_task_fan_out_is_capped_with_a_clear_result(agent_cell, shell, cap):
    """40 task calls in one response start ``task_max_calls`` sub-agents (default 8); the others
    get a result saying why they did not run."""
    calls = [
        ("task", {"description": f"look {i}", "prompt": f"look at part {i}"}) for i in range(40)
    ]
    children = [anthropic_sse.text_reply(f"report {i}") for i in range(cap)]
    config = {"permissions": "allow"} | ({} if cap == 8 else {"task_max_calls": cap})
    results = agent_cell(calls, *children, config=config)
    magic = shell.magics_manager.registry["CtxMagic"]
    assert len(magic.store.children(magic.session_id)) == cap
    parent = [r for r in results if r.name == "task"]
    ran = [r for r in parent if not r.is_error]
    over = [r for r in parent if r.is_error]
    assert len(ran) == cap and len(over) == 40 - cap
    assert all(
        f"at most {cap} run per response (CtxMagic.task_max_calls)" in r.content for r in over
    )
