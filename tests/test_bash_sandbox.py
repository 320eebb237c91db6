"""bash under bubblewrap: the key-exfiltration command finds nothing, only the workspace is
writable, there is no network, nothing outlives the command; a clear fallback without it."""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ctxmagic.safety import bwrap
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool
from tests.keys import made_up
from tests.test_bounded_tools import _running

# A fresh random stand-in each run: shaped like an Anthropic key, never a real one.
KEY = made_up("ant-api03-") + secrets.token_urlsafe(32)
EXFILTRATE = "tr '\\0' '\\n' < /proc/$PPID/environ | grep -i key | tr 'a-zA-Z' 'b-zaB-ZA'"
SHIFTED = KEY.translate(
    str.maketrans(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "bcdefghijklmnopqrstuvwxyzaBCDEFGHIJKLMNOPQRSTUVWXYZA",
    )
)

works = bwrap.probe()
sandboxed = pytest.mark.skipif(
    not works.works, reason=f"bash sandbox tests skipped: {works.detail}"
)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


def _in_a_kernel_with_the_key(ws: Path, mode: str, command: str) -> dict:
    """Run the bash tool in a fresh process that, like a kernel, started with the key in its
    environment (``/proc/PID/environ`` shows what a process started with)."""
    script = (
        "import json, sys; from ctxmagic.tools.base import ToolContext; "
        "from ctxmagic.tools.registry import run_tool; "
        "out = run_tool('bash', {'command': sys.argv[3]}, "
        "ToolContext(workspace=sys.argv[1], bash_sandbox=sys.argv[2])); "
        "print(json.dumps({'content': out.content, 'metadata': out.metadata}))"
    )
    env = dict(os.environ, ANTHROPIC_API_KEY=KEY)
    done = subprocess.run(
        [sys.executable, "-c", script, str(ws), mode, command],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# Every process's environment: bash's parent (the subreaper, started clean) has no key any more,
# but the kernel above it does, and nothing stops an unsandboxed command from reading it.
EVERY_ENVIRON = "cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -i key"


def test_without_the_sandbox_the_exfiltration_command_reaches_the_key(ws):
    """The control: scrubbing bash's environment is not enough, the kernel's has the key."""
    out = _in_a_kernel_with_the_key(ws, "off", EVERY_ENVIRON + " | tr 'a-zA-Z' 'b-zaB-ZA'")
    assert SHIFTED in out["content"]
    assert out["metadata"]["sandboxed"] is False


TURN = """
import json, sys
from ctxmagic.messages.parts import ToolCallPart, TextPart
from ctxmagic.model.request import ProviderResponse
from ctxmagic.store.database import Store
from ctxmagic.model.usage import Usage
from tests.conftest import make_agent
from tests.test_agent import Scripted

commands = json.loads(sys.argv[2])
calls = [ToolCallPart(f"c{i}", "bash", {"command": c}) for i, c in enumerate(commands)]
client = Scripted(
    ProviderResponse(calls, Usage(input=10, output=2), "tool_use"),
    ProviderResponse([TextPart("done")], Usage(input=30, output=1), "end_turn"),
)
store = Store(":memory:")
agent = make_agent(store, sys.argv[1], provider=client, bash_sandbox="off")
events = list(agent.turn("run them"))
print(json.dumps({
    "results": [e.result.content for e in events if type(e).__name__ == "ToolFinished"],
    "stored": [m.to_dict() for m in store.messages(agent.session_id)],
    "sent": repr(client.requests[1].system) + repr(client.requests[1].messages),
}))
"""


def test_without_the_sandbox_redaction_holds_forwards_reversed_and_base64(ws):
    """The issue's command and its all-processes form, the key printed as it is, reversed or
    base64-encoded, in a turn of a process started with the key (as a kernel is): no run of 8
    characters of any of those is shown, stored or sent in the next request."""
    from ctxmagic.safety.redact import MARK, Redactor

    tails = ["", " | rev", " | base64", " | base64 -w0"]
    commands = [EXFILTRATE.split(" | tr")[0] + t for t in tails]
    commands += [EVERY_ENVIRON + t for t in tails]
    done = subprocess.run(
        [sys.executable, "-c", TURN, str(ws), json.dumps(commands)],
        capture_output=True,
        text=True,
        env=dict(os.environ, ANTHROPIC_API_KEY=KEY, PYTHONPATH=os.pathsep.join(sys.path)),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    redactor = Redactor([KEY])
    for text in (*out["results"], json.dumps(out["stored"]), out["sent"]):
        assert redactor.spans(text) == []
    assert all(MARK in r for r in out["results"][len(tails) :])  # the kernel's was read


@sandboxed
def test_sandboxed_exfiltration_command_finds_no_key(ws):
    out = _in_a_kernel_with_the_key(ws, "on", EXFILTRATE)
    assert out["metadata"]["sandboxed"] is True
    assert SHIFTED not in out["content"] and KEY not in out["content"]
    every = _in_a_kernel_with_the_key(ws, "on", "cat /proc/*/environ | tr '\\0' '\\n'; env")
    assert "SANDBOXtestVALUE" not in every["content"] and "ANTHROPIC" not in every["content"]
    assert "HOME=/tmp" in every["content"]  # the clean environment


@sandboxed
def test_sandbox_writes_only_the_workspace(ws):
    ctx = ToolContext(workspace=ws, bash_sandbox="on")
    outside = Path(f"/var/tmp/ctxmagic-sandbox-test-{os.getpid()}")
    out = run_tool(
        "bash", {"command": f"echo in > inside.txt && echo out > {outside}; echo rc=$?"}, ctx
    )
    assert (ws / "inside.txt").read_text() == "in\n"
    assert not outside.exists()
    assert "Read-only file system" in out.content and "rc=1" in out.content


@sandboxed
def test_sandbox_has_no_network(ws):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    probe = (
        f"python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), 2); "
        "print('connected')\""
    )
    try:
        assert (
            "connected" in run_tool("bash", {"command": probe}, ToolContext(workspace=ws)).content
        )
        out = run_tool("bash", {"command": probe}, ToolContext(workspace=ws, bash_sandbox="on"))
    finally:
        server.close()
    assert "connected" not in out.content and "ConnectionRefusedError" in out.content


@sandboxed
def test_nothing_outlives_a_sandboxed_command_not_even_setsid(ws):
    ctx = ToolContext(workspace=ws, bash_sandbox="on")
    run_tool("bash", {"command": "setsid sleep 6173 > /dev/null 2>&1 & echo started"}, ctx)
    # the namespace's other processes are killed as its first one exits, which may take the
    # kernel a moment after bwrap itself has returned (the test was flaky without this wait)
    for _ in range(100):
        if not (survivors := _running("sleep 6173")):
            break
        time.sleep(0.05)
    assert survivors == []


def test_on_without_bubblewrap_refuses_with_one_line(ws, monkeypatch):
    monkeypatch.setattr(bwrap, "probe", lambda: bwrap.Probe(False, "bubblewrap is not installed"))
    out = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="on"))
    assert out.is_error and "ran" not in out.content
    assert "bash_sandbox is 'on' but bubblewrap is not installed; the command was not run" in (
        out.content
    )
    auto = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="auto"))
    assert auto.content == "ran" and auto.metadata["sandboxed"] is False
    assert bwrap.describe("auto") == "not sandboxed: bubblewrap is not installed"
    assert bwrap.describe("off") == "not sandboxed (bash_sandbox = 'off')"


def test_ctx_status_says_whether_bash_is_sandboxed(shell):
    status = repr(shell.run_line_magic("ctx", "status"))
    expected = "sandboxed with bubblewrap" if works.works else "not sandboxed:"
    assert f"bash sandbox      {expected}" in status
    shell.run_line_magic("config", "CtxMagic.bash_sandbox = 'off'")
    assert "not sandboxed (bash_sandbox = 'off')" in repr(shell.run_line_magic("ctx", "status"))
    assert "permissions       bash: allow; write: allow; edit: allow" in repr(
        shell.run_line_magic("ctx", "status")
    )


@sandboxed
def test_programs_under_tmp_on_path_stay_visible_and_a_hidden_one_gets_a_note(
    tmp_path, monkeypatch
):
    """The sandbox's private /tmp used to hide a virtual environment made under /tmp (Binder
    and CI runners make them there): ``python`` inside ran another interpreter, without the
    environment's packages. The interpreter's prefixes and PATH folders under /tmp are bound
    read-only; a program still hidden (an absolute path under /tmp) exits 127 with a note."""
    if not str(tmp_path.resolve()).startswith("/tmp/"):
        pytest.skip("the temporary folder is not under /tmp here")
    ws, tools, hidden = tmp_path / "ws", tmp_path / "venv" / "bin", tmp_path / "elsewhere"
    for folder in (ws, tools, hidden):
        folder.mkdir(parents=True)
    for program in (tools / "hello-tmp", hidden / "tool"):
        program.write_text("#!/bin/sh\necho ran from tmp\n")
        program.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}:{os.environ['PATH']}")
    ctx = ToolContext(workspace=ws, bash_sandbox="on")
    out = run_tool("bash", {"command": "hello-tmp"}, ctx)
    assert out.content == "ran from tmp" and out.metadata["sandboxed"]
    out = run_tool("bash", {"command": f"{hidden / 'tool'}"}, ctx)
    assert out.metadata["exit_code"] == 127
    assert f"exists outside the sandbox, at {hidden / 'tool'}, but not inside it" in out.content
    assert "private /tmp" in out.content
    out = run_tool("bash", {"command": "touch " + str(tools / "new")}, ctx)
    assert "Read-only file system" in out.content  # bound read-only


NO_USER_NAMESPACES = """
import ctypes, json, os, sys
libc = ctypes.CDLL(None, use_errno=True)
uid, gid = os.getuid(), os.getgid()
if libc.unshare(0x10000000) != 0:  # CLONE_NEWUSER: this machine allows one, for the test
    print(json.dumps({"skip": os.strerror(ctypes.get_errno())}))
    sys.exit(0)
for name, text in (("setgroups", "deny"), ("uid_map", f"1000 {uid} 1"), ("gid_map", f"1000 {gid} 1")):
    with open(f"/proc/self/{name}", "w") as f:
        f.write(text)
try:  # and in it, no more: as a container that disables user namespaces
    with open("/proc/sys/user/max_user_namespaces", "w") as f:
        f.write("0")
except OSError as exc:
    print(json.dumps({"skip": str(exc)}))
    sys.exit(0)
from ctxmagic.safety import bwrap
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool
ws = sys.argv[1]
auto = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="auto"))
on = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="on"))
print(json.dumps({"probe": bwrap.probe().detail, "describe": bwrap.describe("auto"),
                  "auto": [auto.content, auto.metadata["sandboxed"]], "on": on.content}))
"""


@sandboxed
def test_bubblewrap_installed_but_user_namespaces_disabled_falls_back_clearly(ws):
    """The sandbox where bwrap is installed but cannot make namespaces (a container's
    max_user_namespaces = 0, reproduced in a user namespace of the test's own): status says so
    and why, ``auto`` runs bash unsandboxed (under the subreaper), ``on`` refuses in one line."""
    done = subprocess.run(
        [sys.executable, "-c", NO_USER_NAMESPACES, str(ws)],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    if "skip" in out:
        pytest.skip(f"cannot make a user namespace without user namespaces here: {out['skip']}")
    assert "bubblewrap cannot make namespaces here" in out["probe"]
    assert "max_*_namespaces exceeded" in out["probe"]  # bwrap's own reason, kept
    assert out["describe"].startswith("not sandboxed: bubblewrap cannot make namespaces here")
    assert out["auto"] == ["ran", False]
    assert "bash_sandbox is 'on' but bubblewrap cannot make namespaces" in out["on"]
    assert "the command was not run" in out["on"] and not out["on"].startswith("ran")
